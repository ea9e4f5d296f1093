"""The header: environment (SANDBOX / LIVE), agent, wallet balance, connection state, the link
to the agency store, why selling is off when the journal cannot be written, and that the records
go unsealed on a computer without a keyring."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from app.agency.link import LinkState
from app.counter.link.start_cache import as_of_text
from app.counter.link.wallet import WalletSummary
from app.domain.clock import service_today
from app.domain.environment import EnvironmentChange, ServiceEnvironment
from app.figures import clock_text, day_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.ui.announce import announce
from app.ui.bridge import ConnectionState, ConnectionStatus
from app.ui.style import Badge, Tone, named, restyle, set_tone
from app.ui.widgets.owed_list import Owed, OwedLine

if TYPE_CHECKING:
    # The header is painted before the journal (and the service's models it imports) is opened.
    from app.counter.runtime.health import JobHealth
    from app.mail.health import MailHealth
    from app.records.faults import WriteFault
    from app.records.till import Shift

HEADER = Catalogue("HEADER")
# The word on the badge as well as its colour: nobody mistakes training for real money at a
# glance, colour-blind or not. The texts are translated where shown (``HEADER.known``).
ENVIRONMENT_WORD = {
    ServiceEnvironment.SANDBOX: QT_TRANSLATE_NOOP("HEADER", "SANDBOX"),
    ServiceEnvironment.LIVE: QT_TRANSLATE_NOOP("HEADER", "LIVE"),
    ServiceEnvironment.UNKNOWN: QT_TRANSLATE_NOOP("HEADER", "CHECKING…"),
}
ENVIRONMENT_TIP = {
    ServiceEnvironment.SANDBOX: QT_TRANSLATE_NOOP(
        "HEADER", "The service says it is a sandbox: training, nothing is real."
    ),
    ServiceEnvironment.LIVE: QT_TRANSLATE_NOOP(
        "HEADER", "Live service: bookings are real and paid from the wallet."
    ),
    ServiceEnvironment.UNKNOWN: QT_TRANSLATE_NOOP(
        "HEADER", "The service has not answered yet: sandbox or live is not known."
    ),
}
CONNECTION_TEXT = {
    ConnectionState.CONNECTING: QT_TRANSLATE_NOOP("HEADER", "Connecting…"),
    ConnectionState.ONLINE: QT_TRANSLATE_NOOP("HEADER", "● Online"),
    ConnectionState.RETRYING: QT_TRANSLATE_NOOP("HEADER", "◌ Retrying"),
    ConnectionState.OFFLINE: QT_TRANSLATE_NOOP("HEADER", "● Offline"),
}


# The badge's colours: amber for training, red for real money, neutral until the service has
# said which it is.
ENVIRONMENT_BADGE = {
    ServiceEnvironment.SANDBOX: Badge.SANDBOX,
    ServiceEnvironment.LIVE: Badge.LIVE,
    ServiceEnvironment.UNKNOWN: Badge.NEUTRAL,
}
# Grey while connecting, green online, amber retrying, red offline.
CONNECTION_TONE = {
    ConnectionState.CONNECTING: Tone.MUTED,
    ConnectionState.ONLINE: Tone.SUCCESS,
    ConnectionState.RETRYING: Tone.WARNING,
    ConnectionState.OFFLINE: Tone.ERROR,
}


def link_tone(state: LinkState) -> Tone:
    """Green synced, amber records waiting, red offline (the words say it too)."""
    if state.offline_since is not None:
        return Tone.ERROR
    return Tone.SUCCESS if state.synced else Tone.WARNING


def mail_tone(health: MailHealth) -> Tone:
    """Green all sent, amber letters waiting (or the last refused), red waiting with no server
    or after an error."""
    if not health.waiting:
        return Tone.WARNING if health.last_error else Tone.SUCCESS
    return Tone.ERROR if health.last_error or not health.running else Tone.WARNING


class StatusHeader(QFrame):
    """Always visible at the top of the window; it displays, and lists the refunds owed on
    demand (``owed_label``, whose ``booking_chosen`` the desk wires to Lookup)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "statusHeader")
        self.environment_label = QLabel()
        self.environment_label.setObjectName("environmentBadge")
        self.change_label = QLabel()
        self.change_label.setObjectName("environmentChange")
        set_tone(self.change_label, Tone.ERROR, strong=True)
        # The message bar has the whole sentence; here it must never widen the window.
        self.change_label.setWordWrap(True)
        self.change_label.hide()
        # Who is on the till: the open shift's clerk and since when, at which counter.
        self.shift_label = QLabel()
        self.shift_label.setObjectName("headerShift")
        self.agent_label = QLabel(HEADER.tr("Agent —"))
        self.balance_label = QLabel(HEADER.tr("Wallet —"))
        self.connection_label = QLabel()
        # Shown only on a counter that has an agency store.
        self.agency_label = QLabel()
        self.agency_label.setObjectName("agencyLink")
        self.agency_label.hide()
        # Shown on a counter that sends e-mail, or whose letters wait for a mail server.
        self.mail_label = QLabel()
        self.mail_label.setObjectName("mailJob")
        self.mail_label.hide()
        # The background jobs' line: shown only while one was restarted, is late or stopped.
        self.jobs_label = QLabel()
        self.jobs_label.setObjectName("jobsHealth")
        self.jobs_label.hide()
        self.journal_label = QLabel()
        self.journal_label.setObjectName("journalFault")
        set_tone(self.journal_label, Tone.ERROR, strong=True)
        self.journal_label.hide()
        # A computer without a keyring: its records go to the agency store unsealed.
        self.unsealed_label = QLabel()
        self.unsealed_label.setObjectName("recordsUnsealed")
        set_tone(self.unsealed_label, Tone.WARNING, strong=True)
        # Beside a shift, a wallet and an agency link it wraps rather than widen the window.
        self.unsealed_label.setWordWrap(True)
        self.unsealed_label.hide()
        # Sales whose answer has not come, answers not saved yet: until the app settles them.
        self.counter_notice = QLabel()
        self.counter_notice.setObjectName("counterNotice")
        set_tone(self.counter_notice, Tone.WARNING, strong=True)
        self.counter_notice.setWordWrap(True)
        self.counter_notice.hide()
        # Refunds owed to customers, said until paid: their count and total, one short line
        # (five sentences stacked took the screens' room), each one in its tooltip and its
        # list. It wraps rather than widen the window past a counter's screen, as the notice
        # beside it.
        self.owed_label = OwedLine()
        self.owed_label.setObjectName("owedNotice")
        set_tone(self.owed_label, Tone.WARNING, strong=True)
        self.owed_label.setWordWrap(True)
        self.owed_label.hide()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.environment_label)
        layout.addSpacing(12)
        layout.addWidget(self.change_label, 2)  # the free space first, so one line if it fits
        layout.addWidget(self.counter_notice, 2)
        layout.addWidget(self.owed_label, 100)  # the room to spare: one line if it fits
        layout.addWidget(self.shift_label)
        layout.addSpacing(16)
        layout.addWidget(self.agent_label)
        layout.addStretch(1)
        layout.addWidget(self.journal_label)
        layout.addWidget(self.unsealed_label)
        layout.addSpacing(16)
        layout.addWidget(self.balance_label)
        layout.addSpacing(16)
        layout.addWidget(self.connection_label)
        layout.addSpacing(16)
        layout.addWidget(self.agency_label)
        layout.addSpacing(16)
        layout.addWidget(self.mail_label)
        layout.addWidget(self.jobs_label)
        self.show_connection(ConnectionStatus(ConnectionState.CONNECTING))

    def show_environment(
        self, environment: ServiceEnvironment, change: EnvironmentChange | None = None
    ) -> None:
        """SANDBOX on amber or LIVE on red, as the service says; after a ``change``, that
        selling is stopped."""
        self.environment_label.setText(f" {HEADER.known(ENVIRONMENT_WORD[environment])} ")
        restyle(self.environment_label, badge=ENVIRONMENT_BADGE[environment])
        self.environment_label.setToolTip(HEADER.known(ENVIRONMENT_TIP[environment]))
        if change is not None:
            self.change_label.setText(
                HEADER.tr("Selling stopped: the service changed from {before} to {after}").format(
                    before=change.before.upper(), after=change.after.upper()
                )
            )
        self.change_label.setVisible(change is not None)

    def show_shift(self, shift: Shift | None, counter: str) -> None:
        """The open shift's clerk and opening time at ``counter`` (its code, and its name when it
        has one), or that no shift is open there (in the warning's colour: nothing can be sold)."""
        if shift is None:
            self.shift_label.setText(
                HEADER.tr("No shift open · counter {counter}").format(counter=counter)
            )
            set_tone(self.shift_label, Tone.WARNING, strong=True)
            return
        self.shift_label.setText(
            HEADER.tr("<b>{clerk}</b> · since {opened} · counter {counter}").format(
                clerk=shift.clerk, opened=clock_text(shift.opened_at), counter=counter
            )
        )
        set_tone(self.shift_label, Tone.PLAIN)

    def show_wallet(self, wallet: WalletSummary | None, seen_at: dt.datetime | None = None) -> None:
        """The agent and its balance (dashes until known); ``seen_at``: figures last seen then
        (kept from the last run), marked with their time until the service answers."""
        if wallet is None:
            self.agent_label.setText(HEADER.tr("Agent —"))
            self.balance_label.setText(HEADER.tr("Wallet —"))
            self.balance_label.setToolTip("")
            return
        self.agent_label.setText(wallet.agent_text())
        figures = HEADER.tr("Wallet <b>{balance}</b> · credit left {credit}").format(
            balance=wallet.balance_text(), credit=wallet.credit_text()
        )
        if seen_at is not None:
            figures += " " + HEADER.tr("<i>({as_of}, refreshing…)</i>").format(
                as_of=as_of_text(seen_at, service_today())
            )
        self.balance_label.setText(figures)
        self.balance_label.setToolTip(
            ""
            if seen_at is None
            else HEADER.tr("Last seen {when}, kept on this computer.").format(
                when=f"{day_text(seen_at)}, {clock_text(seen_at)}"
            )
        )

    def show_connection(self, status: ConnectionStatus) -> None:
        """Online, retrying or offline, with the time of the next try."""
        text = HEADER.known(CONNECTION_TEXT[status.state])
        if status.next_try is not None:
            text = HEADER.tr("{state} · next try {time}").format(
                state=text, time=clock_text(status.next_try, seconds=True)
            )
        self.connection_label.setText(text)
        set_tone(self.connection_label, CONNECTION_TONE[status.state], strong=True)

    def show_agency(self, state: LinkState | None) -> None:
        """The link to the agency store: synced, N waiting or offline since HH:MM (None: the
        counter has no agency store, nothing is shown)."""
        self.agency_label.setVisible(state is not None)
        if state is None:
            return
        offline = state.offline_since is not None
        if offline != bool(self.agency_label.property("offline")):
            # Offline or back: said as well as shown (not each count of records waiting).
            announce(self.agency_label, state.describe(), assertive=offline)
            self.agency_label.setProperty("offline", offline)
        self.agency_label.setText(state.describe())
        set_tone(self.agency_label, link_tone(state), strong=True)
        self.agency_label.setToolTip(
            state.last_error
            or HEADER.tr(
                "Every sale and report of this counter is copied to the agency store; "
                "selling never waits for it."
            )
        )

    def show_mail(self, health: MailHealth) -> None:
        """The mail job: all sent, N waiting or off, its last error in the tooltip (nothing on a
        counter with no mail server and no letter waiting)."""
        self.mail_label.setVisible(health.running or health.waiting > 0)
        self.mail_label.setText(health.describe())
        self.mail_label.setToolTip(health.sentence())
        set_tone(self.mail_label, mail_tone(health), strong=True)

    def show_jobs(self, health: list[JobHealth]) -> None:
        """The background jobs in trouble: the first one's (stopped or late in red, restarted in
        amber), every one's sentence in the tooltip; nothing while all are well."""
        told = [job for job in health if job.trouble]
        self.jobs_label.setVisible(bool(told))
        if not told:
            return
        # A job stopped or late comes first: it is what staff must act on.
        told.sort(key=lambda job: not job.problem)
        problem = bool(told[0].problem)
        if problem != bool(self.jobs_label.property("problem")):
            announce(self.jobs_label, told[0].problem or told[0].header_text, assertive=problem)
            self.jobs_label.setProperty("problem", problem)
        self.jobs_label.setText(told[0].header_text)
        self.jobs_label.setToolTip("\n".join(job.problem or job.sentence for job in told))
        set_tone(self.jobs_label, Tone.ERROR if problem else Tone.WARNING, strong=True)

    def show_journal(self, fault: WriteFault | None) -> None:
        """Why selling is off (the journal cannot be written); nothing when it can."""
        self.journal_label.setVisible(fault is not None)
        self.journal_label.setText("" if fault is None else fault.header_text)
        self.journal_label.setToolTip("" if fault is None else fault.sentence)

    def show_unsealed(self, unsealed: bool) -> None:
        """That this counter's records go unsealed, for want of a keyring (nothing when they
        are sealed)."""
        self.unsealed_label.setVisible(unsealed)
        self.unsealed_label.setText(
            HEADER.tr("Records not sealed: no keyring on this computer") if unsealed else ""
        )
        self.unsealed_label.setToolTip(
            HEADER.tr(
                "This computer has no password store (keyring) to keep the key that seals this "
                "counter's records, so they are sent to the agency store unsealed: a change made "
                "to them in the journal file cannot be proved. Ask your IT to set one up."
            )
            if unsealed
            else ""
        )

    def show_counter_notice(self, text: str) -> None:
        """What the counter still waits for ('' hides it)."""
        self.counter_notice.setText(text)
        self.counter_notice.setVisible(bool(text))

    def show_owed(self, line: str, owed: list[Owed]) -> None:
        """What customers are owed: ``line`` (their count and total; '' hides it) and each
        one's booking and sentence (``OwedLine.show_owed``)."""
        self.owed_label.show_owed(line, owed)

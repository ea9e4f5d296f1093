"""The supervisor's PIN asked at the till's gates and checked; each approval is recorded as the
supervisor's decision, with their name. The PIN is never set here: with none set, the dialog
sends staff to Settings, where the API key's holder sets it. The hashing (a quarter second or
more) runs on a worker thread while the window keeps answering.

With an agency store whose administrator named supervisors, each types their own name and PIN,
checked (and its wrong tries counted) by the store; when the store does not answer, the
counter's PIN is checked instead and the decision records so (docs/decisions/named-supervisors.md).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from app.booking.faults import JournalLocked
from app.counter.till_pin import check_counter_pin, set_counter_pin
from app.domain.pin import MAX_PASSPHRASE, MAX_TRIES, CheckedBy, PinGate, PinHash, PinLocked
from app.i18n import Catalogue
from app.journal.till import PinCheck, Till, TillError
from app.ui.bridge import Level, log_shown
from app.ui.controllers.agency import AgencyUnavailable
from app.ui.dialogs import asked
from app.ui.saving import saved
from app.ui.style import Tone, set_tone
from app.ui.till_words import unsaved_text
from app.ui.widgets.form_dialog import lay_out, state_line, wrapped

# psycopg under the store's checks is loaded only when the counter has an agency store.
if TYPE_CHECKING:
    from app.agency.supervisors import SupervisorCheck
    from app.ui.controllers.agency import AgencyController

PIN_DIALOG = Catalogue("PIN_DIALOG")


def no_pin_yet() -> str:
    """Where the first supervisor PIN is set, and by whom, in the screen's language."""
    return PIN_DIALOG.tr(
        "No supervisor PIN is set yet. The person who holds the API key sets it in Settings "
        "(Ctrl+6), typing the key again."
    )


def wrong_pin() -> str:
    """A wrong PIN, with when it locks, in the screen's language."""
    return PIN_DIALOG.tr(
        "Wrong PIN. After %n wrong tries in a row it locks for a minute.", "", MAX_TRIES
    )


class PinDialog(QDialog):
    """Asks the supervisor's name and PIN for ``action``; accepted once the PIN is right, then
    ``decision_id`` is the recorded decision. With no PIN set, it says where it is set. With an
    agency store (``agency`` configured), the PIN is the named supervisor's, checked there."""

    def __init__(
        self,
        till: Till,
        gate: PinGate,
        action: str,
        detail: str,
        parent: QWidget | None = None,
        agency: AgencyController | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pinDialog")
        self.setWindowTitle(PIN_DIALOG.tr("Supervisor approval"))
        self.till = till
        self.gate = gate
        self.action = action
        self.detail = detail
        self.agency = agency if agency is not None and agency.configured else None
        self.decision_id: int | None = None
        self._checking = False
        self.name = QLineEdit()
        self.name.setObjectName("supervisorName")
        self.pin = QLineEdit()
        self.pin.setObjectName("supervisorPin")
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setMaxLength(MAX_PASSPHRASE)
        self.pin.setInputMethodHints(Qt.InputMethodHint.ImhSensitiveData)
        self.state = state_line("pinState")
        if self.agency is not None:
            how = PIN_DIALOG.tr(
                "A supervisor of the agency types their own name and their own PIN."
            )
        elif till.pin_hash() is None:
            how = no_pin_yet()
        else:
            how = PIN_DIALOG.tr("A supervisor types their name and the PIN.")
        intro = wrapped(QLabel(f"<b>{action}</b><br>{detail}<br>{how}"))
        form = QFormLayout()
        form.addRow(PIN_DIALOG.tr("Supervisor's &name"), self.name)
        form.addRow(PIN_DIALOG.tr("&PIN"), self.pin)
        ok, cancel = lay_out(self, intro, form, self.state, self.submit, grows=True)
        # Qt has no Hindi words for its standard buttons: they come from this catalogue.
        ok.setText(PIN_DIALOG.tr("OK"))
        cancel.setText(PIN_DIALOG.tr("Cancel"))
        self.name.setFocus()

    def _say(self, text: str, tone: Tone = Tone.PLAIN) -> None:
        set_tone(self.state, tone)
        self.state.setText(text)
        # Grown at once to what it says: the wrapped lines above are never squeezed.
        self.adjustSize()

    def _refuse(self, text: str) -> None:
        log_shown(Level.ERROR, text)
        self._say(text, Tone.ERROR)
        self.pin.clear()
        self.pin.setFocus()

    async def _check(self, pin: str) -> PinCheck:
        """Check the counter's PIN (never set here); the try it counts waits for the journal
        with "Saving…" shown, never on the screen's thread."""

        async def keep(write: Callable[[], None]) -> None:
            await saved(self.till, write, self.state)

        return await check_counter_pin(self.till, self.gate, pin, keep)

    async def _ask_agency(self, agency: AgencyController, name: str, pin: str) -> SupervisorCheck:
        """The agency store's verdict on ``pin`` for the supervisor ``name`` (``AgencyUnavailable``
        when it does not answer)."""
        from app.agency import supervisors

        self._say(PIN_DIALOG.tr("Checking the PIN with the agency store…"))
        return await agency.read(lambda pool: supervisors.check(pool, name, pin))

    def submit(self) -> asyncio.Task[None] | None:
        """Check what was typed: accept with the decision recorded, or say what is wrong. The
        check goes on as the task returned (None: refused before any check)."""
        name = " ".join(self.name.text().split())
        pin = self.pin.text()
        if not name:
            self._say(
                PIN_DIALOG.tr("Type the supervisor's name: the decision is recorded with it.")
            )
            self.name.setFocus()
            return None
        if self._checking:
            return None  # OK pressed again while the PIN is being checked
        self._checking = True
        return asyncio.ensure_future(self._settle(name, pin))

    async def _settle(self, name: str, pin: str) -> None:
        try:
            approved = await self._approved(name, pin)
            if approved is None:
                return
            who, checked_by = approved
            self.decision_id = await saved(
                self.till,
                lambda: self.till.decide(who, self.action, self.detail, checked_by),
                self.state,
            )
        except PinLocked as locked:
            self._refuse(str(locked))
            return
        except (JournalLocked, TillError) as unsaved:
            # What was typed stays: OK tries again once the journal is free.
            self._say(unsaved_text(unsaved), Tone.ERROR)
            return
        finally:
            self._checking = False
        self.accept()

    async def _approved(self, name: str, pin: str) -> tuple[str, CheckedBy] | None:
        """The name the decision records and whose PIN approved it, once the PIN is right;
        None, with the refusal shown, otherwise."""
        checked_by, note = CheckedBy.COUNTER, ""
        if self.agency is not None:
            from app.agency.supervisors import Verdict

            try:
                found = await self._ask_agency(self.agency, name, pin)
            except AgencyUnavailable:
                checked_by = CheckedBy.COUNTER_OFFLINE
                note = PIN_DIALOG.tr(
                    "The agency store does not answer: the counter's PIN is checked instead, "
                    "and the decision records that."
                )
            else:
                if found.verdict is Verdict.RIGHT and found.name is not None:
                    return found.name, CheckedBy.AGENCY
                if found.verdict is not Verdict.UNKNOWN or found.known:
                    self._refuse(self._agency_refusal(name, found))
                    return None
                # The administrator has named no supervisor yet: the counter's PIN, as before.
        check = await self._check(pin)
        if check is PinCheck.RIGHT:
            return name, checked_by
        if check is PinCheck.UNSET:
            refusal = no_pin_yet()
        else:
            left = self.gate.seconds_locked()
            refusal = str(PinLocked(left)) if left else wrong_pin()
        self._refuse(f"{note}\n{refusal}" if note else refusal)
        return None

    @staticmethod
    def _agency_refusal(name: str, found: SupervisorCheck) -> str:
        """What staff read when the agency store refused the PIN typed for ``name``."""
        from app.agency.supervisors import Verdict

        if found.verdict is Verdict.UNKNOWN:
            return PIN_DIALOG.tr(
                "No supervisor named {name} in the agency's list. The agency's supervisors: "
                "{names}."
            ).format(name=name, names=", ".join(found.known))
        if found.verdict is Verdict.RESET:
            return PIN_DIALOG.tr(
                "Too many wrong PINs: {name}'s PIN is locked until the agency administrator "
                "sets it again."
            ).format(name=found.name)
        if found.seconds:
            return str(PinLocked(found.seconds))
        return wrong_pin()


class Supervisor:
    """The till's gates: one PIN lock (5 wrong tries, 60 s, doubling; 10 until the PIN is set
    again) for the whole app, kept in the journal; with an agency store (``agency``), the named
    supervisors' PINs, each locked agency-wide by the store."""

    def __init__(
        self, till: Till, gate: PinGate | None = None, agency: AgencyController | None = None
    ) -> None:
        self.till = till
        self.gate = gate or PinGate()
        self.agency = agency
        till.restore_pin_tries(self.gate)  # a restart neither clears the count nor the lock

    def set_pin(self, pin: PinHash) -> None:
        """Make ``pin`` the PIN (the API key's holder typed the key again in Settings): the wrong
        tries and any lock, even the one until a reset, are lifted."""
        set_counter_pin(self.till, self.gate, pin)

    async def approve(self, parent: QWidget | None, action: str, detail: str = "") -> int | None:
        """Ask for the PIN (a modal dialog, the event loop running meanwhile); the recorded
        decision's id, or None when not approved."""
        dialog = PinDialog(self.till, self.gate, action, detail, parent, self.agency)
        return dialog.decision_id if await asked(dialog) else None

    async def require(
        self,
        parent: QWidget | None,
        action: str,
        detail: str,
        refused: Callable[[str], None],
        why: str,
    ) -> int | None:
        """``approve``; when not approved, ``refused`` is told ``why`` (a sentence for staff)."""
        decision = await self.approve(parent, action, detail)
        if decision is None:
            refused(why)
        return decision

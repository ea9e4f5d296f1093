"""The supervisor's PIN asked at the till's gates: the dialog asks the name and PIN and shows the
approval port's answer (``app.counter.services.supervisor_approval``, passed in by the controller),
which checks the PIN (the hashing on a worker thread while the window keeps answering) and records
the decision. With no PIN set, it sends staff to Settings, where the API key's holder sets it.

With an agency store whose administrator named supervisors, each types their own name and PIN,
checked (and its wrong tries counted) by the store; when the store does not answer, the
counter's PIN is checked instead and the decision records so (docs/decisions/named-supervisors.md).
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from app.booking.faults import JournalLocked
from app.counter.services.supervisor_approval import PinApproval, PinWay, Refusal, Refused
from app.domain.pin import MAX_PASSPHRASE, MAX_TRIES, PinLocked
from app.i18n import Catalogue
from app.records.till import TillError
from app.ui.bridge import Level, log_shown
from app.ui.error_words import reason_of
from app.ui.saving import saying_saving
from app.ui.style import Tone, set_tone
from app.ui.till_words import unsaved_text
from app.ui.widgets.form_dialog import lay_out, state_line, wrapped

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
    """Asks the supervisor's name and PIN for ``action`` and shows what ``approval`` answers;
    accepted once it approves, then ``decision_id`` is the recorded decision. With no PIN set,
    it says where it is set; with an agency store, the PIN is the named supervisor's. With
    ``asks_reason``, a reason must be typed too (``reason``: what the access log records)."""

    def __init__(
        self,
        approval: PinApproval,
        action: str,
        detail: str,
        parent: QWidget | None = None,
        *,
        asks_reason: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pinDialog")
        self.setWindowTitle(PIN_DIALOG.tr("Supervisor approval"))
        self.approval = approval
        self.action = action
        self.detail = detail
        self.way = approval.way()
        self.decision_id: int | None = None
        self._checking = False
        self.name = QLineEdit()
        self.name.setObjectName("supervisorName")
        self.pin = QLineEdit()
        self.pin.setObjectName("supervisorPin")
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setMaxLength(MAX_PASSPHRASE)
        self.pin.setInputMethodHints(Qt.InputMethodHint.ImhSensitiveData)
        self.reason = QLineEdit() if asks_reason else None
        self.state = state_line("pinState")
        if self.way is PinWay.AGENCY:
            how = PIN_DIALOG.tr(
                "A supervisor of the agency types their own name and their own PIN."
            )
        elif self.way is PinWay.UNSET:
            how = no_pin_yet()
        else:
            how = PIN_DIALOG.tr("A supervisor types their name and the PIN.")
        intro = wrapped(QLabel(f"<b>{action}</b><br>{detail}<br>{how}"))
        form = QFormLayout()
        form.addRow(PIN_DIALOG.tr("Supervisor's &name"), self.name)
        form.addRow(PIN_DIALOG.tr("&PIN"), self.pin)
        if self.reason is not None:
            self.reason.setObjectName("supervisorReason")
            form.addRow(PIN_DIALOG.tr("&Reason"), self.reason)
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
        if self.reason is not None and not self.reason.text().strip():
            self._say(PIN_DIALOG.tr("Type why you need to see it: the look is logged with it."))
            self.reason.setFocus()
            return None
        if self._checking:
            return None  # OK pressed again while the PIN is being checked
        self._checking = True
        return asyncio.ensure_future(self._settle(name, pin))

    async def _settle(self, name: str, pin: str) -> None:
        if self.way is PinWay.AGENCY:
            self._say(PIN_DIALOG.tr("Checking the PIN with the agency store…"))
        try:
            answer = await self.approval.approve(
                name, pin, self.action, self.detail, saying_saving(self.state)
            )
        except PinLocked as locked:
            self._refuse(reason_of(locked))
            return
        except (JournalLocked, TillError) as unsaved:
            # What was typed stays: OK tries again once the journal is free.
            self._say(unsaved_text(unsaved), Tone.ERROR)
            return
        finally:
            self._checking = False
        if isinstance(answer, Refused):
            self._refuse(refusal_text(name, answer))
            return
        self.decision_id = answer.decision_id
        self.accept()


def refusal_text(name: str, refused: Refused) -> str:
    """What staff read when the PIN typed for ``name`` was refused, in the screen's language."""
    if refused.refusal is Refusal.UNKNOWN_NAME:
        text = PIN_DIALOG.tr(
            "No supervisor named {name} in the agency's list. The agency's supervisors: {names}."
        ).format(name=name, names=", ".join(refused.known))
    elif refused.refusal is Refusal.RESET:
        text = PIN_DIALOG.tr(
            "Too many wrong PINs: {name}'s PIN is locked until the agency administrator "
            "sets it again."
        ).format(name=refused.name)
    elif refused.refusal is Refusal.LOCKED:
        text = str(PinLocked(refused.seconds))
    elif refused.refusal is Refusal.NO_PIN:
        text = no_pin_yet()
    else:
        text = wrong_pin()
    if not refused.offline:
        return text
    note = PIN_DIALOG.tr(
        "The agency store does not answer: the counter's PIN is checked instead, "
        "and the decision records that."
    )
    return f"{note}\n{text}"

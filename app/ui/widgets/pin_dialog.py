"""The supervisor's PIN asked at the till's gates: set on first use (typed twice), then checked;
each approval is recorded as the supervisor's decision. The hashing (a quarter second or more)
runs on a worker thread while the window keeps answering."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.booking.faults import JournalLocked
from app.domain.pin import (
    MAX_DIGITS,
    MAX_PASSPHRASE,
    MAX_TRIES,
    MIN_DIGITS,
    MIN_PASSPHRASE,
    PinGate,
    PinLocked,
    hash_pin,
    pin_problem,
    verify,
)
from app.i18n import Catalogue
from app.journal.till import PinCheck, Till, TillError
from app.ui.saving import saved
from app.ui.style import roles, text_style

PIN_DIALOG = Catalogue("PIN_DIALOG")
MIN_WIDTH_PX = 440


class PinDialog(QDialog):
    """Asks the supervisor's name and PIN for ``action``; accepted once the PIN is right (or, on
    first use, set: typed twice alike). ``decision_id`` is then the recorded decision."""

    def __init__(
        self, till: Till, gate: PinGate, action: str, detail: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pinDialog")
        self.setWindowTitle(PIN_DIALOG.tr("Supervisor approval"))
        self.till = till
        self.gate = gate
        self.action = action
        self.detail = detail
        self.decision_id: int | None = None
        self._checking = False
        self.first_use = till.pin_hash() is None
        self.name = QLineEdit()
        self.name.setObjectName("supervisorName")
        self.pin = self._pin_edit("supervisorPin")
        self.again = self._pin_edit("supervisorPinAgain")
        self.state = QLabel()
        self.state.setObjectName("pinState")
        self.state.setWordWrap(True)
        rule = PIN_DIALOG.tr(
            "{least} to {most} digits, or a passphrase of {phrase} characters or more"
        ).format(least=MIN_DIGITS, most=MAX_DIGITS, phrase=MIN_PASSPHRASE)
        how = (
            PIN_DIALOG.tr(
                "No supervisor PIN is set yet: choose one now ({rule}), typed twice."
            ).format(rule=rule)
            if self.first_use
            else PIN_DIALOG.tr("A supervisor types their name and the PIN.")
        )
        intro = QLabel(f"<b>{action}</b><br>{detail}<br>{how}")
        intro.setWordWrap(True)
        # Wide enough that the rule and a "Saving…" under the form read in a few lines.
        intro.setMinimumWidth(MIN_WIDTH_PX)
        self.state.setMinimumWidth(MIN_WIDTH_PX)
        self.pin.setAccessibleDescription(rule)
        self.again.setAccessibleDescription(PIN_DIALOG.tr("The same PIN once more"))
        form = QFormLayout()
        form.addRow(PIN_DIALOG.tr("Supervisor's &name"), self.name)
        form.addRow(PIN_DIALOG.tr("&PIN"), self.pin)
        if self.first_use:
            form.addRow(PIN_DIALOG.tr("PIN &again"), self.again)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok | cancel)
        # Qt has no Hindi words for its standard buttons: they come from this catalogue.
        buttons.button(ok).setText(PIN_DIALOG.tr("OK"))
        buttons.button(cancel).setText(PIN_DIALOG.tr("Cancel"))
        buttons.accepted.connect(self.submit)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        # The dialog grows with what it says (a "Saving…" or a refusal under the form) rather
        # than squeeze the lines above out of sight.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.state)
        layout.addWidget(buttons)
        self.name.setFocus()

    def _pin_edit(self, name: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setObjectName(name)
        edit.setEchoMode(QLineEdit.EchoMode.Password)
        edit.setMaxLength(MAX_PASSPHRASE)
        edit.setInputMethodHints(Qt.InputMethodHint.ImhSensitiveData)
        return edit

    def _refuse(self, text: str) -> None:
        self.state.setStyleSheet(text_style(roles().error))
        self.state.setText(text)
        self.pin.clear()
        self.again.clear()
        self.pin.setFocus()

    async def _check(self, pin: str) -> PinCheck:
        """Set the PIN on first use, else check it, the hashing on a worker thread; what it
        writes waits for the journal with "Saving…" shown, never on the screen's thread."""
        stored = self.till.pin_hash()
        if stored is None:
            made = await asyncio.to_thread(hash_pin, pin)
            await saved(self.till, lambda: self.till.set_pin_hash(made), self.state)
            return PinCheck.SET
        self.gate.admit()
        verdict = await asyncio.to_thread(verify, pin, stored)
        # Counted at once: a try is never forgotten while the journal is busy.
        right = self.gate.record(verdict.right)
        await saved(
            self.till, lambda: self.till.keep_pin_tries(self.gate, verdict.upgraded), self.state
        )
        return PinCheck.RIGHT if right else PinCheck.WRONG

    def submit(self) -> asyncio.Task[None] | None:
        """Check what was typed: accept with the decision recorded, or say what is wrong. The
        check goes on as the task returned (None: refused before any check)."""
        name = " ".join(self.name.text().split())
        pin = self.pin.text()
        if not name:
            self.state.setText(
                PIN_DIALOG.tr("Type the supervisor's name: the decision is recorded with it.")
            )
            self.name.setFocus()
            return None
        problem = pin_problem(pin)
        if self.first_use and problem is None and pin != self.again.text():
            problem = PIN_DIALOG.tr("The two PINs differ: type the same PIN twice.")
        if self.first_use and problem:
            self._refuse(problem)
            return None
        if self._checking:
            return None  # OK pressed again while the PIN is being checked
        self._checking = True
        return asyncio.ensure_future(self._settle(name, pin))

    async def _settle(self, name: str, pin: str) -> None:
        try:
            check = await self._check(pin)
            if check is PinCheck.WRONG:
                left = self.gate.seconds_locked()
                self._refuse(
                    str(PinLocked(left))
                    if left
                    else PIN_DIALOG.tr(
                        "Wrong PIN. After %n wrong tries in a row it locks for a minute.",
                        "",
                        MAX_TRIES,
                    )
                )
                return
            self.decision_id = await saved(
                self.till, lambda: self.till.decide(name, self.action, self.detail), self.state
            )
        except PinLocked as locked:
            self._refuse(str(locked))
            return
        except (JournalLocked, TillError) as unsaved:
            # What was typed stays: OK tries again once the journal is free.
            self.state.setStyleSheet(text_style(roles().error))
            self.state.setText(str(unsaved))
            return
        finally:
            self._checking = False
        self.accept()


class Supervisor:
    """The till's gates: one PIN lock (5 wrong tries, 60 s, doubling) for the whole app, kept in
    the journal."""

    def __init__(self, till: Till, gate: PinGate | None = None) -> None:
        self.till = till
        self.gate = gate or PinGate()
        till.restore_pin_tries(self.gate)  # a restart neither clears the count nor the lock

    async def approve(self, parent: QWidget | None, action: str, detail: str = "") -> int | None:
        """Ask for the PIN (a modal dialog, the event loop running meanwhile); the recorded
        decision's id, or None when not approved."""
        dialog = PinDialog(self.till, self.gate, action, detail, parent)
        answered: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        dialog.finished.connect(answered.set_result)
        dialog.open()
        try:
            approved = await answered == QDialog.DialogCode.Accepted.value
        finally:
            dialog.deleteLater()
        return dialog.decision_id if approved else None

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

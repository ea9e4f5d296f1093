"""The counter's open shift for the whole app: the header shows who is on the till, and when
none is open the start of the day or a sale asks for one (the float prefilled from the last
close, Enter to accept) rather than send staff to the shift report."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QAbstractButton, QDialog, QMessageBox, QWidget

from app.counter.link.service import ServiceConnection
from app.counter.services.shifts import ShiftService
from app.i18n import Catalogue
from app.records.till import Shift
from app.ui.dialogs import asked
from app.ui.widgets.header import StatusHeader
from app.ui.widgets.open_shift import OpenShiftDialog

SHIFT_CONTROLLER = Catalogue("SHIFT_CONTROLLER")


class ShiftKeeper(QObject):
    """Knows the counter's open shift, shows it in the header and asks for one when needed.

    Signals:
        shift_changed(): a shift was opened here (the journal's copy is taken then).
    """

    shift_changed = Signal()

    def __init__(
        self, shifts: ShiftService, connection: ServiceConnection, header: StatusHeader
    ) -> None:
        super().__init__(header)
        self.shifts = shifts
        self.connection = connection
        self.header = header
        self._asking: asyncio.Future[Shift | None] | None = None
        self.dialog: OpenShiftDialog | None = None  # while the question is open
        self._closed = False  # the app is closing: no question any more
        self.quit_question: QMessageBox | None = None  # made when quitting first asks
        self._quit_agreed = False

    def current(self) -> Shift | None:
        """The counter's open shift, if any."""
        return self.shifts.current()

    def show(self) -> None:
        """The header says who is on the till (or that nobody is), at which counter; a shift
        opened meanwhile by other means (the shift report, another window on this journal)
        ends the question still open."""
        settings = self.connection.settings
        name = settings.counter_name
        counter = f"{name} ({settings.counter_code})" if name else settings.counter_code
        shift = self.current()
        self.header.show_shift(shift, counter)
        if shift is not None and self.dialog is not None:
            self.dialog.reject()

    def may_quit(self, parent: QWidget, close: Callable[[], object]) -> bool:
        """Staff are closing the app: True when no shift is open here (or they said quit);
        else they are asked, Stay the default, and ``close`` runs once they say quit."""
        if self._closed or self._quit_agreed:
            return True
        shift = self.current()
        if shift is None:
            return True
        if self.quit_question is None:
            self.quit_question = self._quit_question(parent, close)
        self.quit_question.setText(
            SHIFT_CONTROLLER.tr("{clerk}'s shift is still open at this counter.").format(
                clerk=shift.clerk
            )
        )
        self.quit_question.open()
        return False

    def _quit_question(self, parent: QWidget, close: Callable[[], object]) -> QMessageBox:
        question = QMessageBox(parent)
        question.setObjectName("quitQuestion")
        question.setIcon(QMessageBox.Icon.Question)
        question.setWindowTitle(SHIFT_CONTROLLER.tr("Quit Counterdesk"))
        question.setInformativeText(
            SHIFT_CONTROLLER.tr(
                "Quit anyway? The shift stays open for the next start; at the day's end close "
                "it with the Z report on the Shift report."
            )
        )
        leave = question.addButton(
            SHIFT_CONTROLLER.tr("&Quit, the shift stays open"), QMessageBox.ButtonRole.AcceptRole
        )
        stay = question.addButton(SHIFT_CONTROLLER.tr("&Stay"), QMessageBox.ButtonRole.RejectRole)
        question.setDefaultButton(stay)
        question.setEscapeButton(stay)

        def answered(button: QAbstractButton) -> None:
            if button is leave:
                self._quit_agreed = True
                close()

        question.buttonClicked.connect(answered)
        return question

    def last_close(self) -> tuple[str, str]:
        """The clerk of the counter's last shift and the cash counted at its close, as typed in
        the dialog ('' each when no shift was closed here yet)."""
        last = self.shifts.last_close()
        if last is None:
            return "", ""
        clerk, counted = last
        return clerk, "" if counted is None else str(counted)

    def start_of_day(self, parent: QWidget) -> None:
        """Before the first customer: a shift is offered when none is open."""
        if self.current() is None and not _saying_something(parent):
            self.ask(parent, SHIFT_CONTROLLER.tr("No shift is open at this counter yet."))

    def ask(self, parent: QWidget, why: str) -> asyncio.Future[Shift | None]:
        """Ask for a shift, ``why`` said first (one question at a time: asked again while it
        is open, the same answer is awaited); the shift opened, or None when not now (always,
        once the app is closing)."""
        if self._closed:
            nothing: asyncio.Future[Shift | None] = asyncio.get_running_loop().create_future()
            nothing.set_result(None)
            return nothing
        if self._asking is None or self._asking.done():
            self._asking = asyncio.ensure_future(self._ask(parent, why))
        return self._asking

    async def _ask(self, parent: QWidget, why: str) -> Shift | None:
        shift = self.current()
        self.show()  # closed elsewhere meanwhile (another window on this journal): said
        if shift is not None:
            return shift
        clerk, opening_float = self.last_close()
        dialog = OpenShiftDialog(self.shifts.opener(), why, clerk, opening_float, parent)
        self.dialog = dialog
        try:
            await asked(dialog)
        finally:
            self.dialog = None
            # The keys go back to the window asked from (the sale's cash tendered, or the
            # catalogue's filter), not left with no window active.
            parent.window().activateWindow()
        if dialog.shift is not None:
            self.show()
            self.shift_changed.emit()
        return dialog.shift

    def after_question(self, then: Callable[[], object]) -> None:
        """Call ``then`` once the shift question open now is answered or gone (at once when
        none is); never once the app is closing."""

        def go(_answer: object = None) -> None:
            if not self._closed:
                then()

        if self._asking is None or self._asking.done():
            go()
        else:
            self._asking.add_done_callback(go)

    def dismiss(self) -> None:
        """The question, if open, goes: nothing is opened."""
        if self.dialog is not None:
            self.dialog.reject()

    async def close(self) -> None:
        """The app is closing: the question goes and its task ends while the loop still runs (a
        task left for the loop's closing to cancel hung the exit). The task is cancelled, not
        awaited: one that had not yet opened its dialog would open it on a closed window and
        wait for an answer that never comes."""
        self._closed = True
        self.dismiss()
        if self._asking is not None and not self._asking.done():
            self._asking.cancel()
            await asyncio.gather(self._asking, return_exceptions=True)

    async def ensure(self, parent: QWidget, why: str) -> Shift | None:
        """The open shift; when none is, asked for (the sale waits for the answer). The
        question outlives a sale given up meanwhile."""
        return self.current() or await asyncio.shield(self.ask(parent, why))


def _saying_something(window: QWidget) -> bool:
    """Whether a dialog of the start-up (a recovered journal, crash reports) is on screen: it is
    read first; the shift is then asked for by the first sale's review. Two window-modal
    questions at once left the second one's task unfinished, and the app hung at its close."""
    return any(dialog.isVisible() for dialog in window.findChildren(QDialog))

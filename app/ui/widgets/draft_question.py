"""The two questions about a sale in progress: on closing (keep as a draft, discard, cancel) and
at the next start (restore it, discard). Both open without blocking the event loop. Discarding
(voiding) a sale once sent to the service needs the supervisor's PIN; one never sent is discarded
on the question's answer alone, with an undo for a few seconds at the start
(the kept sale's service, ``app.counter.services.kept_sale``, asks the PIN)."""

from __future__ import annotations

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from app.i18n import Catalogue

DRAFT_QUESTION = Catalogue("DRAFT_QUESTION")


class DraftQuestion(QMessageBox):
    """Keep (restore) or discard a draft, and Cancel when ``cancel``.

    Signals:
        answered(bool): True for the keep (restore) button, False for Discard; Cancel is silent.
    """

    answered = Signal(bool)

    def __init__(
        self,
        parent: QWidget,
        name: str,
        text: str,
        detail: str,
        keep_text: str,
        *,
        cancel: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(DRAFT_QUESTION.tr("Sale in progress"))
        self.setText(text)
        self.setInformativeText(detail)
        self.keep_button = self.addButton(keep_text, QMessageBox.ButtonRole.AcceptRole)
        self.discard_button = self.addButton(
            DRAFT_QUESTION.tr("&Discard"), QMessageBox.ButtonRole.DestructiveRole
        )
        self.cancel_button: QAbstractButton | None = (
            self.addButton(QMessageBox.StandardButton.Cancel) if cancel else None
        )
        self.setDefaultButton(self.keep_button)
        self.buttonClicked.connect(self._clicked)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc closes the question unanswered when it has no Cancel (QMessageBox would ignore
        it): the draft stays kept, offered again at the next start."""
        if self.cancel_button is None and event.matches(QKeySequence.StandardKey.Cancel):
            self.reject()
            return
        super().keyPressEvent(event)

    def _clicked(self, button: QAbstractButton) -> None:
        if button is self.keep_button:
            self.answered.emit(True)
        elif button is self.discard_button:
            self.answered.emit(False)


# Seconds a discarded draft can still be brought back before it is gone.
UNDO_S = 8


class UndoDiscard(QMessageBox):
    """Says a never-sent draft is discarded, with Undo for ``UNDO_S`` seconds; closing it any
    other way (OK, Esc, the time running out) lets the discard stand.

    Signals:
        settled(bool): True when Undo was pressed, False when the discard stands (once).
    """

    settled = Signal(bool)

    def __init__(self, parent: QWidget, summary: str) -> None:
        super().__init__(parent)
        self.setObjectName("undoDiscard")
        self.setIcon(QMessageBox.Icon.Information)
        self.setWindowTitle(DRAFT_QUESTION.tr("Sale in progress"))
        self.setText(DRAFT_QUESTION.tr("Discarded: {summary}.").format(summary=summary))
        self.setInformativeText(
            DRAFT_QUESTION.tr("It was never sent to the service. Undo brings it back.")
        )
        self.undo_button = self.addButton(
            DRAFT_QUESTION.tr("&Undo"), QMessageBox.ButtonRole.ActionRole
        )
        self.ok_button = self.addButton(DRAFT_QUESTION.tr("OK"), QMessageBox.ButtonRole.AcceptRole)
        self.setDefaultButton(self.ok_button)
        self.setEscapeButton(self.ok_button)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(UNDO_S * 1000)
        self.timer.timeout.connect(self.accept)
        self.finished.connect(lambda _result: self._settle())
        self.timer.start()  # opened at once by its maker

    def _settle(self) -> None:
        self.timer.stop()
        self.settled.emit(self.clickedButton() is self.undo_button)

"""The two questions about a sale in progress: on closing (keep as a draft, discard, cancel) and
at the next start (restore it, discard). Both open without blocking the event loop."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget


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
        self.setWindowTitle("Sale in progress")
        self.setText(text)
        self.setInformativeText(detail)
        self.keep_button = self.addButton(keep_text, QMessageBox.ButtonRole.AcceptRole)
        self.discard_button = self.addButton("&Discard", QMessageBox.ButtonRole.DestructiveRole)
        self.cancel_button: QAbstractButton | None = (
            self.addButton(QMessageBox.StandardButton.Cancel) if cancel else None
        )
        self.setDefaultButton(self.keep_button)
        self.buttonClicked.connect(self._clicked)

    def _clicked(self, button: QAbstractButton) -> None:
        if button is self.keep_button:
            self.answered.emit(True)
        elif button is self.discard_button:
            self.answered.emit(False)

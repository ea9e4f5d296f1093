"""The message strip under the header: the latest sentence from the bridge, until dismissed."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from app.i18n import Catalogue
from app.ui.announce import announce
from app.ui.bridge import Level
from app.ui.style import restyle

MESSAGE_BAR = Catalogue("MESSAGE_BAR")

INFO_SHOWN_MS = 8_000


def level_word(level: Level) -> str:
    """The level said in a word before the message, so it is not told by colour alone."""
    return {
        Level.INFO: MESSAGE_BAR.tr("Note:"),
        Level.WARNING: MESSAGE_BAR.tr("Warning:"),
        Level.ERROR: MESSAGE_BAR.tr("Problem:"),
    }[level]


class MessageBar(QFrame):
    """Shows one message at a time; information fades after a while, problems stay."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        self.level: Level | None = None
        self.level_label = QLabel()
        restyle(self.level_label, strong=True)
        self.level_label.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.text_label = QLabel()
        self.text_label.setWordWrap(True)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        close = QToolButton()
        close.setText("✕")
        close.setToolTip(MESSAGE_BAR.tr("Dismiss"))
        close.setAccessibleName(MESSAGE_BAR.tr("Dismiss the message"))
        close.setAutoRaise(True)
        close.clicked.connect(self.dismiss)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        layout.addWidget(self.level_label)
        layout.addWidget(self.text_label, 1)
        layout.addWidget(close)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)
        self.hide()

    @property
    def text(self) -> str:
        """The message shown ('' when hidden)."""
        return self.text_label.text() if self.level is not None else ""

    def show_message(self, level: Level, text: str) -> None:
        """Replace the message with ``text``."""
        self.level = level
        self.level_label.setText(level_word(level))
        self.text_label.setText(text)
        restyle(self, level=level)
        self.show()
        announce(self.text_label, text, assertive=level is Level.ERROR)
        if level is Level.INFO:
            self._timer.start(INFO_SHOWN_MS)
        else:
            self._timer.stop()

    def dismiss(self) -> None:
        """Hide the message."""
        self._timer.stop()
        self.level = None
        self.hide()

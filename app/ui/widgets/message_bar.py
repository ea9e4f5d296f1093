"""The message strip under the header: the latest sentence from the bridge, until dismissed."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from app.ui.bridge import Level

LEVEL_STYLE = {
    Level.INFO: "background:#e3f2fd; color:#0d3c61; border:1px solid #90caf9;",
    Level.WARNING: "background:#fff4e0; color:#5d3b00; border:1px solid #f6b73c;",
    Level.ERROR: "background:#fdecea; color:#611a15; border:1px solid #e57373;",
}
INFO_SHOWN_MS = 8_000


class MessageBar(QFrame):
    """Shows one message at a time; information fades after a while, problems stay."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        self.level: Level | None = None
        self.text_label = QLabel()
        self.text_label.setWordWrap(True)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        close = QToolButton()
        close.setText("✕")
        close.setToolTip("Dismiss")
        close.setAutoRaise(True)
        close.clicked.connect(self.dismiss)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
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
        self.text_label.setText(text)
        self.setStyleSheet(f"#messageBar {{ {LEVEL_STYLE[level]} border-radius:3px; }}")
        self.show()
        if level is Level.INFO:
            self._timer.start(INFO_SHOWN_MS)
        else:
            self._timer.stop()

    def dismiss(self) -> None:
        """Hide the message."""
        self._timer.stop()
        self.level = None
        self.hide()

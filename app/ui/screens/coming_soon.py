"""A screen that a later part of this release fills (Book, Lookup, Wallet, History)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class ComingSoonScreen(QWidget):
    """Says what the screen will do; ``show_note`` adds a line (e.g. the slot chosen)."""

    def __init__(self, title: str, purpose: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        heading = QLabel(f"<h2>{title}</h2>")
        body = QLabel(f"{purpose}<br><br><i>This screen is coming in this release.</i>")
        body.setWordWrap(True)
        self.note = QLabel()
        self.note.setObjectName("comingSoonNote")
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.addWidget(heading)
        layout.addWidget(body)
        layout.addSpacing(12)
        layout.addWidget(self.note)
        layout.addStretch(1)

    def show_note(self, text: str) -> None:
        """Add a line under the description."""
        self.note.setText(text)

"""The action bar: a screen's primary action, always in view below what it acts on.

Screens put it outside any scroll area, so "Review", "Confirm and pay" or "Book this slot" never
fall off the bottom of a small counter screen.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QWidget

from app.ui.icons import icon
from app.ui.style import SPACE_M, SPACE_S, restyle, roles

ICON_PX = 18


def make_primary(button: QPushButton, icon_name: str | None = None) -> QPushButton:
    """Draw ``button`` as its screen's primary action (filled, bold, with an icon if named)."""
    button.setObjectName(button.objectName() or "primaryButton")
    restyle(button, primary=True)
    if icon_name is not None:
        button.setIcon(icon(icon_name, roles().on_accent))
        button.setIconSize(QSize(ICON_PX, ICON_PX))
    return button


def with_icon(button: QPushButton, icon_name: str) -> QPushButton:
    """Give a secondary ``button`` an icon in the palette's text colour."""
    button.setIcon(icon(icon_name, roles().text))
    button.setIconSize(QSize(ICON_PX, ICON_PX))
    return button


class ActionBar(QFrame):
    """A row: secondary widgets on the left, a stretch, then the primary action on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, SPACE_M, 0, 0)
        # The gap declared for buttons of a row: a Tamil sale's six actions on its result fill
        # a 1366-pixel screen beside the navigation.
        self.row.setSpacing(SPACE_S)

    def add(self, widget: QWidget, stretch: int = 0) -> None:
        """Put ``widget`` at the end of the left side."""
        self.row.addWidget(widget, stretch)

    def add_primary(self, button: QPushButton, icon_name: str | None = None) -> None:
        """Put the primary action at the right end, drawn as primary."""
        if not any(self.row.stretch(n) for n in range(self.row.count())):
            self.row.addStretch(1)
        self.row.addWidget(make_primary(button, icon_name))

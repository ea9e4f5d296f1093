"""A card: related facts in one framed box on the base colour, with an optional title."""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from app.ui.style import SPACE_L, SPACE_M, Look, restyle


class Card(QFrame):
    """A framed box on the palette's base colour; its widgets go in ``body``, under the title.

    Drawn by the style (a styled panel), not by a style sheet, so the tables inside keep
    painting at native speed.
    """

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(SPACE_L, SPACE_M, SPACE_L, SPACE_M)
        self.body.setSpacing(SPACE_M)
        if title:
            heading = QLabel(title)
            restyle(heading, look=Look.TITLE)
            self.body.addWidget(heading)

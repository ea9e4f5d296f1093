"""The navigation column: one button per screen, with its shortcut."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.i18n import Catalogue
from app.ui.icons import icon
from app.ui.style import roles

NAV_BAR = Catalogue("NAV_BAR")

ICON_PX = 20


class NavBar(QFrame):
    """Buttons for the screens, in order.

    Signals:
        screen_requested(int): staff clicked the button of that screen.
    """

    screen_requested = Signal(int)

    def __init__(
        self, screens: Sequence[tuple[str, str, str]], parent: QWidget | None = None
    ) -> None:
        """``screens``: the title, the shortcut and the icon's name of each screen, in order."""
        super().__init__(parent)
        self.setObjectName("navBar")
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 8, 4, 8)
        for number, (title, shortcut, icon_name) in enumerate(screens):
            button = QToolButton()
            button.setText(f"{title}\n{shortcut}")
            button.setIcon(icon(icon_name, roles().text))
            button.setIconSize(QSize(ICON_PX, ICON_PX))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setCheckable(True)
            button.setMinimumWidth(110)
            # All as wide as the widest, so the column reads as one.
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setToolTip(f"{title} ({shortcut})")
            # The text's second line is the shortcut: the name is the screen's title alone.
            button.setAccessibleName(title)
            button.setAccessibleDescription(
                NAV_BAR.tr("Opens the {title} screen ({shortcut})").format(
                    title=title, shortcut=shortcut
                )
            )
            self._group.addButton(button, number)
            layout.addWidget(button)
        layout.addStretch(1)
        self._group.idClicked.connect(self.screen_requested)

    def set_current(self, number: int) -> None:
        """Mark the screen shown."""
        button = self._group.button(number)
        if button is not None:
            button.setChecked(True)

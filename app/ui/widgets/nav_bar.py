"""The navigation column: one button per screen, with its shortcut; to a screen reader, a list
of page tabs (the selected one the screen shown), not of check boxes."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache, partial

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleInterface,
    QFont,
    QFontMetricsF,
)
from PySide6.QtWidgets import (
    QAccessibleWidget,
    QButtonGroup,
    QFrame,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.i18n import Catalogue
from app.ui.icons import icon
from app.ui.style import named, roles

NAV_BAR = Catalogue("NAV_BAR")

ICON_PX = 20
# The least width of an entry, however short its words.
ENTRY_MIN_PX = 110


class NavButton(QToolButton):
    """One screen's entry: checked while its screen is shown, and then drawn in bold (the
    style sheet's ``:checked``), so it asks for the room of its text in bold: Qt measures it
    in the plain font, and cut the chosen "ஷிஃப்ட் அறிக்கை" (Shift report) in Tamil."""

    def sizeHint(self) -> QSize:
        """Qt: its size, widened by what its widest line gains in bold (its least width stays
        ``ENTRY_MIN_PX``: on a small screen a screen that needs more room squeezes the
        navigation, rather than push the window past the screen's edge)."""
        hint = super().sizeHint()
        return QSize(hint.width() + bold_gain(self.font(), self.text()), hint.height())


def bold_gain(font: QFont, text: str) -> int:
    """The whole pixels the widest line of ``text`` gains when ``font`` is made bold (Qt's
    own measure of the plain text is in whole pixels, rounded either way)."""
    bold = QFont(font)
    bold.setBold(True)
    lines = text.split("\n")
    plain_width = max(QFontMetricsF(font).horizontalAdvance(line) for line in lines)
    bold_width = max(QFontMetricsF(bold).horizontalAdvance(line) for line in lines)
    return max(0, math.ceil(bold_width) - math.floor(plain_width))


class _PageTab(QAccessibleWidget):
    """A screen's entry as a screen reader reads it: a page tab, selected while its screen is
    shown, pressed to show it (Qt reads a checkable button as a check box)."""

    def __init__(self, button: NavButton) -> None:
        super().__init__(button, QAccessible.Role.PageTab)
        self._button = button

    def state(self) -> QAccessible.State:
        """Qt: selectable, and selected while the screen is shown."""
        found = super().state()
        found.selectable = True
        found.selected = self._button.isChecked()
        return found

    def actionNames(self) -> list[str]:
        """Qt: pressing the tab is its one action."""
        return [QAccessibleActionInterface.pressAction()]

    def doAction(self, actionName: str) -> None:
        """Qt: press shows the tab's screen."""
        if actionName == QAccessibleActionInterface.pressAction():
            self._button.click()


def _accessible(_key: str, made: QObject) -> QAccessibleInterface | None:
    if isinstance(made, NavButton):
        return _PageTab(made)
    if isinstance(made, NavBar):
        return QAccessibleWidget(made, QAccessible.Role.PageTabList)
    return None


@cache
def _read_as_page_tabs() -> None:
    """Install, once, what tells screen readers the bar is a list of page tabs."""
    QAccessible.installFactory(_accessible)


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
        _read_as_page_tabs()
        named(self, "navBar")
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 8, 2, 8)
        for number, (title, shortcut, icon_name) in enumerate(screens):
            button = NavButton()
            button.setText(f"{title}\n{shortcut}")
            button.setIcon(icon(icon_name, roles().text))
            # On the accent when chosen, the icon takes the words' colour there.
            button.toggled.connect(partial(self._tint, button, icon_name))
            button.setIconSize(QSize(ICON_PX, ICON_PX))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setCheckable(True)
            button.setMinimumWidth(ENTRY_MIN_PX)
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

    @staticmethod
    def _tint(button: NavButton, icon_name: str, checked: bool) -> None:
        tone = roles()
        button.setIcon(icon(icon_name, tone.on_accent if checked else tone.text))

    def set_current(self, number: int) -> None:
        """Mark the screen shown."""
        button = self._group.button(number)
        if button is not None:
            button.setChecked(True)

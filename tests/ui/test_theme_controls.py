"""The dark and high-contrast themes keep the chosen radio button and the shown screen's icon
plain to see (WCAG's 3:1 for what is not text); a screen reader reads the navigation as page
tabs, not check boxes. Pictures of each theme in ``tests/ui/screenshots/<theme>/``."""

from __future__ import annotations

import math

from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QColor
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
)
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Theme
from app.ui.desk import Desk
from app.ui.registry import HISTORY, SCREENS, SETTINGS
from app.ui.style import roles
from app.ui.widgets.nav_bar import ICON_PX
from tests.ui.conftest import SCREENSHOTS
from tests.ui.helpers.screen_tour import save_picture
from tests.ui.themes import contrast, in_theme

NOT_TEXT = 3.0  # WCAG AA: a control's parts against what is next to them
# The navigation button's padding (the style sheet's) and a pixel of the icon's edge.
ICON_EDGE = 6 + ICON_PX + 2


def rim_contrasts(radio: QRadioButton) -> list[float]:
    """In each eighth of a turn round the indicator's centre, the most its rim contrasts with
    the window around it."""
    image = radio.grab().toImage()
    option = QStyleOptionButton()
    radio.initStyleOption(option)
    box = radio.style().subElementRect(QStyle.SubElement.SE_RadioButtonIndicator, option, radio)
    centre = box.toRectF().center()
    window = radio.palette().color(radio.backgroundRole())
    found = [0.0] * 8
    for x in range(box.left(), box.right() + 1):
        for y in range(box.top(), box.bottom() + 1):
            dx, dy = x + 0.5 - centre.x(), y + 0.5 - centre.y()
            if not 0.3 * box.width() <= math.hypot(dx, dy) <= 0.6 * box.width():
                continue  # the dot, or the corners outside the ring
            eighth = round(math.atan2(dy, dx) / (math.pi / 4)) % 8
            found[eighth] = max(found[eighth], contrast(QColor(image.pixel(x, y)), window))
    return found


def icon_contrast(button: QAbstractButton) -> float:
    """The most any pixel of the button's icon contrasts with the accent it is drawn on."""
    image = button.grab().toImage()
    accent = roles().accent
    return max(
        contrast(QColor(image.pixel(x, y)), accent)
        for x in range(4, ICON_EDGE)
        for y in range(2, button.height() - 2)
    )


def test_the_chosen_radio_button_and_the_shown_screen_s_icon_stand_out(
    desk: Desk, qtbot: QtBot
) -> None:
    window = desk.window
    window.setFixedSize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.show_screen(SETTINGS)
    settings = window.page(SETTINGS)
    shown = window.nav._group.button(SCREENS.index(SETTINGS))
    assert settings.sandbox_radio.isChecked() and not settings.live_radio.isChecked()
    found: dict[str, list[float]] = {}
    for theme in (Theme.LIGHT, Theme.DARK, Theme.HIGH_CONTRAST):
        with in_theme(theme):
            QApplication.processEvents()
            picture = SCREENSHOTS / theme.value / "settings_controls.png"
            save_picture(window.grab().toImage(), picture, False)
            assert shown.isChecked()
            found[f"{theme.value} icon"] = [icon_contrast(shown)]
            if theme is not Theme.LIGHT:  # the light theme keeps Fusion's own radio buttons
                # The chosen one's ring is seen all round, as the other's is.
                for radio in (settings.sandbox_radio, settings.live_radio):
                    found[f"{theme.value} {radio.text()}"] = rim_contrasts(radio)
    assert {where: c for where, c in found.items() if min(c) < NOT_TEXT} == {}


def test_the_screens_are_read_as_page_tabs(desk: Desk) -> None:
    window = desk.window
    bar = QAccessible.queryAccessibleInterface(window.nav)
    assert bar.role() == QAccessible.Role.PageTabList
    tabs = [bar.child(number) for number in range(bar.childCount())]
    assert [tab.role() for tab in tabs] == [QAccessible.Role.PageTab] * len(SCREENS)
    names = [tab.text(QAccessible.Text.Name) for tab in tabs]
    assert names == [entry.name() for entry in SCREENS]
    shown = SCREENS.index(window.current())
    assert [tab.state().selected for tab in tabs] == [n == shown for n in range(len(SCREENS))]
    assert not any(tab.state().checkable for tab in tabs)  # no "check box, checked"
    # A screen reader's "press" on a tab shows its screen, and the tab is the selected one.
    history = SCREENS.index(HISTORY)
    action = tabs[history].actionInterface()
    assert action.actionNames() == [QAccessibleActionInterface.pressAction()]
    action.doAction(QAccessibleActionInterface.pressAction())
    assert window.current() is HISTORY
    assert [tab.state().selected for tab in tabs] == [n == history for n in range(len(SCREENS))]

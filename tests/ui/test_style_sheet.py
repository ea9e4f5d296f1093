"""The application's one style sheet: set once for a theme, no widget with a sheet of its own, a
rule for every look a widget may ask for, and a new theme drawing the widgets shown anew."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QProgressBar, QWidget
from pytestqt.qtbot import QtBot

from app.api.models import BookingStatusData
from app.counter.settings import Theme
from app.domain.modules import Module
from app.ui.desk import Desk
from app.ui.registry import SCREENS
from app.ui.style import (
    DARK,
    HIGH_CONTRAST,
    LIGHT,
    PROPERTIES,
    SIZED,
    TONE_SETS,
    Look,
    Tone,
    application_sheet,
    apply_theme,
    restyle,
    roles_of,
    set_tone,
)
from app.ui.widgets.booking_card import BookingCard
from tests.ui.themes import light_page, painted, themed, words

__all__ = ["light_page", "themed"]

UI = Path(__file__).resolve().parents[2] / "app" / "ui"


def declared_values(name: str) -> list[str]:
    """The values of the style property ``name`` a widget may carry, as the sheet reads them."""
    kind = PROPERTIES[name]
    return ["true"] if kind is bool else [value.value for value in kind if value]


@pytest.mark.parametrize("tones", TONE_SETS)
def test_every_look_a_widget_may_ask_for_has_a_rule(qapp: QApplication, tones: str) -> None:
    sheet = application_sheet(tones)
    missing = [
        f'[{name}="{value}"]'
        for name in PROPERTIES
        for value in declared_values(name)
        if f'[{name}="{value}"]' not in sheet
    ]
    assert not missing, missing
    # Each size the sheet gives by object name is some widget's name.
    sources = "".join(path.read_text(encoding="utf-8") for path in UI.rglob("*.py"))
    assert [name for name in SIZED if f'"{name}"' not in sources] == []


def test_only_a_declared_look_can_be_asked_for(qapp: QApplication) -> None:
    label = QLabel()
    with pytest.raises(KeyError):
        restyle(label, colour=Tone.ERROR)
    with pytest.raises(TypeError):
        restyle(label, tone=Look.TITLE)
    assert label.property("tone") is None


def test_widgets_ask_only_for_declared_properties() -> None:
    asked = {
        name
        for path in UI.rglob("*.py")
        for call in re.findall(r"restyle\(([^()]*)\)", path.read_text(encoding="utf-8"))
        for name in re.findall(r"\b(\w+)=", call)
    }
    assert asked and asked <= set(PROPERTIES)


def test_the_sheet_is_set_once_a_theme_and_no_widget_has_one_of_its_own(
    themed: QApplication, desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    sets: list[str] = []
    set_sheet = QApplication.setStyleSheet

    def counted(app: QApplication, sheet: str) -> None:
        sets.append(sheet)
        set_sheet(app, sheet)

    monkeypatch.setattr(QApplication, "setStyleSheet", counted)
    window = desk.window
    window.show()
    qtbot.waitExposed(window)
    for entry in SCREENS:
        window.show_screen(entry)
        QApplication.processEvents()
    apply_theme(Theme.DARK)
    apply_theme(Theme.DARK)  # chosen again: nothing to draw anew
    assert sets == [application_sheet(DARK)]
    assert QApplication.instance().styleSheet() == application_sheet(DARK)  # type: ignore[union-attr]
    own = [
        widget.objectName() or type(widget).__name__
        for widget in QApplication.allWidgets()
        if widget.styleSheet()
    ]
    assert own == []


def test_a_new_theme_and_a_new_tone_draw_a_shown_widget_anew(
    light_page: QWidget, qtbot: QtBot
) -> None:
    page = light_page
    label = QLabel("██ Not saved", page)
    meter = QProgressBar(page)
    meter.setGeometry(0, 40, 200, 20)
    meter.setValue(50)
    set_tone(label, Tone.ERROR, strong=True)
    restyle(meter, bar=Tone.SUCCESS)
    page.show()
    qtbot.waitExposed(page)
    assert words(label) == roles_of(LIGHT).error and label.font().bold()
    assert roles_of(LIGHT).error.rgb() & 0xFFFFFF in painted(label)
    assert roles_of(LIGHT).success.rgb() & 0xFFFFFF in painted(meter)
    for theme, tones in ((Theme.DARK, DARK), (Theme.HIGH_CONTRAST, HIGH_CONTRAST)):
        apply_theme(theme)
        QApplication.processEvents()
        assert words(label) == roles_of(tones).error
        assert roles_of(tones).error.rgb() & 0xFFFFFF in painted(label)
        assert roles_of(tones).success.rgb() & 0xFFFFFF in painted(meter)
    # A tone changed on a widget already shown: polished again at once, plain and bold no more.
    set_tone(label, Tone.SUCCESS)
    assert words(label) == roles_of(HIGH_CONTRAST).success and not label.font().bold()
    assert roles_of(HIGH_CONTRAST).success.rgb() & 0xFFFFFF in painted(label)
    set_tone(label, Tone.PLAIN)
    assert words(label) == QApplication.palette().color(label.foregroundRole())


def test_the_rich_text_of_a_booking_card_takes_the_new_theme(
    themed: QApplication, qtbot: QtBot
) -> None:
    apply_theme(Theme.LIGHT)
    card = BookingCard()
    qtbot.addWidget(card)
    card.show_status(
        BookingStatusData(
            booking_reference="C6J3TAFZ",
            module=Module.ACTIVITY,
            booking_status="CONFIRMED",
            payment_status="PAID",
            refund_status="NONE",
        )
    )
    card.show()
    qtbot.waitExposed(card)
    assert roles_of(LIGHT).success.name() in card.state_label.text()
    card.hide()  # the theme is chosen on the Settings screen, the card's screen hidden
    apply_theme(Theme.DARK)
    assert roles_of(DARK).success.name() in card.state_label.text()
    assert roles_of(DARK).muted.name() in card.title_label.text()

"""No application style sheet in the light theme: each look a widget asks for is applied to it
alone (its palette, its font), only the widgets with a declared decoration carry a sheet of
their own, every declared look has its effect, and a new theme draws the widgets shown anew."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QProgressBar, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from app.api.models import BookingStatusData
from app.counter.config.settings import Theme
from app.domain.modules import Module
from app.ui.desk import Desk
from app.ui.registry import BOOK, SCREENS
from app.ui.style import (
    CONTAINERS,
    PROPERTIES,
    SIZED,
    TYPE_FIGURE,
    TYPE_TITLE,
    Badge,
    Look,
    Tone,
    application_sheet,
    apply_theme,
    container_sheets,
    decoration_sheet,
    named,
    restyle,
    set_tone,
)
from app.ui.tones import DARK, HIGH_CONTRAST, LIGHT, TONE_SETS, roles_of
from app.ui.widgets.booking_card import BookingCard
from tests.ui.themes import light_page, painted, themed, words

__all__ = ["light_page", "themed"]

UI = Path(__file__).resolve().parents[2] / "app" / "ui"
THEME_OF = {LIGHT: Theme.LIGHT, DARK: Theme.DARK, HIGH_CONTRAST: Theme.HIGH_CONTRAST}
ROLE = QPalette.ColorRole


def near(colour: int, colours: set[int], within: int = 6) -> bool:
    """Whether a colour within ``within`` a channel of ``colour`` (0xRRGGBB) is among
    ``colours``: Fusion shades a bar's chunk from its palette's highlight."""

    def channels(value: int) -> tuple[int, int, int]:
        return (value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF

    wanted = channels(colour)
    return any(
        all(abs(a - b) <= within for a, b in zip(channels(other), wanted, strict=True))
        for other in colours
    )


def widget_for(name: str) -> QWidget:
    """A widget of the kind that asks for the style property ``name``."""
    if name == "primary":
        return QPushButton("Go")
    if name == "bar":
        return QProgressBar()
    if name == "level":
        bar = QFrame()
        bar.setObjectName("messageBar")
        return bar
    return QLabel("words")


@pytest.mark.parametrize("tones", TONE_SETS)
def test_every_look_a_widget_may_ask_for_has_its_effect(themed: QApplication, tones: str) -> None:
    apply_theme(THEME_OF[tones])
    tone = roles_of(tones)
    for name, kind in PROPERTIES.items():
        for value in [True] if kind is bool else [value for value in kind if value]:
            widget = widget_for(name)
            restyle(widget, **{name: value})
            shown = value if isinstance(value, bool) else value.value
            assert widget.property(name) == shown
            palette, font = widget.palette(), widget.font()
            if name == "tone":
                colour = getattr(tone, str(shown))
                assert [palette.color(role) for role in (ROLE.WindowText, ROLE.Text)] == [
                    colour,
                    colour,
                ]
            elif name == "bar":
                assert palette.color(ROLE.Highlight) == getattr(tone, str(shown))
            elif name == "strong":
                assert font.bold()
            elif name == "look":
                px = TYPE_TITLE if value is not Look.FIGURE else TYPE_FIGURE
                assert font.pixelSize() == px and font.bold() == (value is not Look.EMPTY)
                if value is Look.EMPTY:
                    assert words(widget) == tone.muted
                    assert widget.contentsMargins().left() > 0
            else:  # a decoration: a sheet of the widget's own, from style.py
                assert f'[{name}="{str(shown).lower()}"]' in widget.styleSheet()
                assert widget.styleSheet() == decoration_sheet(widget, tones)
            if name not in ("primary", "badge", "level"):
                assert widget.styleSheet() == ""
    # Each size given by object name is some widget's name, and applied by ``named``.
    sources = "".join(path.read_text(encoding="utf-8") for path in UI.rglob("*.py"))
    assert [name for name in SIZED if f'"{name}"' not in sources] == []
    for name, size in SIZED.items():
        label = QLabel()
        named(label, name)
        font = label.font()
        assert (font.pixelSize() if size.px else font.pointSize()) == (size.px or size.pt), name
        assert font.bold() == size.bold and label.styleSheet() == ""
        assert font.letterSpacing() == size.spacing
    for name, sheet in container_sheets(tones).items():
        assert f'"{name}"' in sources
        frame = QFrame()
        named(frame, name)
        assert frame.styleSheet() == sheet and f"#{name}" in sheet


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


def decorated(widget: QWidget) -> bool:
    """Whether ``widget`` asked for a decoration: a primary button, a badge, a message level or
    a decorated container's name."""
    return bool(
        widget.property("primary")
        or widget.property("badge")
        or widget.property("level")
        or widget.objectName() in CONTAINERS
    )


def own_sheets(tones: str) -> list[str]:
    """Every widget with a sheet of its own that is not its decoration's, as generated here."""
    return [
        widget.objectName() or type(widget).__name__
        for widget in QApplication.allWidgets()
        if widget.styleSheet()
        and (not decorated(widget) or widget.styleSheet() != decoration_sheet(widget, tones))
    ]


def test_no_application_sheet_in_the_light_theme_and_only_decorations_have_one(
    themed: QApplication, desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    sets: list[str] = []
    set_sheet = QApplication.setStyleSheet

    def counted(app: QApplication, sheet: str) -> None:
        sets.append(sheet)
        set_sheet(app, sheet)

    monkeypatch.setattr(QApplication, "setStyleSheet", counted)
    apply_theme(Theme.LIGHT)
    window = desk.window
    window.show()
    qtbot.waitExposed(window)
    for entry in SCREENS:
        window.show_screen(entry)
        QApplication.processEvents()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert app.styleSheet() == "" and sets == []
    assert own_sheets(LIGHT) == []
    # The decorations are few: the screens' widgets draw with Fusion at its own speed.
    with_sheet = [widget for widget in QApplication.allWidgets() if widget.styleSheet()]
    assert 0 < len(with_sheet) < 40
    form = window.page(BOOK)
    fields = form.findChildren(QWidget)
    assert fields and all(
        widget.style().metaObject().className() == "QFusionStyle"
        for widget in fields
        if not any(decorated(w) for w in (widget, *ancestors(widget)))
    )
    # The dark sets outline the fields app-wide (Fusion draws no outline from a palette), once.
    apply_theme(Theme.DARK)
    apply_theme(Theme.DARK)  # chosen again: nothing to draw anew
    assert sets == [application_sheet(DARK)] and app.styleSheet() == application_sheet(DARK)
    assert own_sheets(DARK) == []
    apply_theme(Theme.LIGHT)
    assert sets[-1] == "" and app.styleSheet() == "" and own_sheets(LIGHT) == []


def ancestors(widget: QWidget) -> list[QWidget]:
    """``widget``'s parents up to its window."""
    found = []
    parent = widget.parentWidget()
    while parent is not None:
        found.append(parent)
        parent = parent.parentWidget()
    return found


def test_a_new_theme_and_a_new_tone_draw_a_shown_widget_anew(
    light_page: QWidget, qtbot: QtBot
) -> None:
    page = light_page
    label = QLabel("██ Not saved", page)
    meter = QProgressBar(page)
    meter.setGeometry(0, 40, 200, 20)
    meter.setValue(50)
    button = QPushButton("Confirm", page)
    button.setGeometry(0, 70, 120, 30)
    badge = QLabel("TRAINING", page)
    badge.setGeometry(0, 110, 120, 30)
    set_tone(label, Tone.ERROR, strong=True)
    restyle(meter, bar=Tone.SUCCESS)
    restyle(button, primary=True)
    restyle(badge, badge=Badge.SANDBOX)
    page.show()
    qtbot.waitExposed(page)
    assert words(label) == roles_of(LIGHT).error and label.font().bold()
    assert roles_of(LIGHT).error.rgb() & 0xFFFFFF in painted(label)
    assert near(roles_of(LIGHT).success.rgb() & 0xFFFFFF, painted(meter))
    assert roles_of(LIGHT).accent.rgb() & 0xFFFFFF in painted(button)
    assert roles_of(LIGHT).sandbox.rgb() & 0xFFFFFF in painted(badge)
    for theme, tones in ((Theme.DARK, DARK), (Theme.HIGH_CONTRAST, HIGH_CONTRAST)):
        apply_theme(theme)
        QApplication.processEvents()
        assert words(label) == roles_of(tones).error and label.font().bold()
        assert roles_of(tones).error.rgb() & 0xFFFFFF in painted(label)
        assert near(roles_of(tones).success.rgb() & 0xFFFFFF, painted(meter))
        assert roles_of(tones).accent.rgb() & 0xFFFFFF in painted(button)
        assert roles_of(tones).on_sandbox.rgb() & 0xFFFFFF in painted(badge)
    # A tone changed on a widget already shown: applied at once, plain and bold no more.
    set_tone(label, Tone.SUCCESS)
    assert words(label) == roles_of(HIGH_CONTRAST).success and not label.font().bold()
    assert roles_of(HIGH_CONTRAST).success.rgb() & 0xFFFFFF in painted(label)
    set_tone(label, Tone.PLAIN)
    assert words(label) == QApplication.palette().color(label.foregroundRole())
    assert label.font() == QFont(QApplication.font())
    restyle(meter, bar=Tone.PLAIN)
    assert meter.palette().color(ROLE.Highlight) == QApplication.palette().color(ROLE.Highlight)
    restyle(button, primary=False)
    assert button.styleSheet() == ""


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

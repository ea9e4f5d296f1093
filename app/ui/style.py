"""The app's themes and its looks, in the colours of ``app.ui.tones`` (the one place a colour
is written).

Widgets, table models and HTML fragments ask ``roles()`` for a role (``error``, ``success``…)
instead of writing a colour, so a theme changes them all here. Each role has a tone in each of
three tone sets: light, dark and high contrast. ``apply_theme`` sets the application's palette
(Fusion) for the theme staff chose or the system's. The application has no style sheet in the
light theme (any sheet on the application makes Qt draw every widget through its style-sheet
style, about three times slower; docs/decisions/no-application-style-sheet.md): a widget asks
for a look by a property (``set_tone``, ``restyle``) or by its object name (``named``), and the
look is applied to that widget alone: its palette's text roles and its font, or, for the few
decorated widgets (a primary button, a badge, the message strip, the named containers), a small
sheet of its own generated here. A new theme applies every styled widget's looks again in the
new tones. Documents are printed on white paper whatever the screen shows, so their HTML takes
the light tones (``paper_ink``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from app.counter.config.start_settings import Theme
from app.reports.ink import Ink
from app.ui.bridge import Level
from app.ui.fusion import drawn_by_fusion
from app.ui.icons import recoloured
from app.ui.tones import (
    DARK,
    HIGH_CONTRAST,
    LIGHT,
    PALETTES,
    Roles,
    palette_of,
    roles_of,
    tone_roles,
    tones_chosen,
)

_ROLE = QPalette.ColorRole


class _Applied:
    """The theme in force: None until ``apply_theme`` (the tones then follow the palette)."""

    tones: str | None = None
    choice: Theme = Theme.SYSTEM
    following_system = False


def is_dark(palette: QPalette) -> bool:
    """Whether ``palette`` draws light text on a dark window."""
    window = palette.color(QPalette.ColorRole.Window).lightness()
    return window < palette.color(QPalette.ColorRole.WindowText).lightness()


def tone_set(palette: QPalette | None = None) -> str:
    """The tone set in force: high contrast when that theme is applied, else light or dark as
    ``palette`` (the application's when none is given) is."""
    if _Applied.tones == HIGH_CONTRAST:
        return HIGH_CONTRAST
    return DARK if is_dark(palette if palette is not None else QGuiApplication.palette()) else LIGHT


def roles(palette: QPalette | None = None) -> Roles:
    """The colour roles for ``palette`` (the application's when none is given)."""
    return roles_of(tone_set(palette))


def system_tones() -> str:
    """The tone set the system asks for: its contrast preference, then its colour scheme."""
    hints = QGuiApplication.styleHints()
    if hints.accessibility().contrastPreference() == Qt.ContrastPreference.HighContrast:
        return HIGH_CONTRAST
    return DARK if hints.colorScheme() == Qt.ColorScheme.Dark else LIGHT


def apply_theme(choice: Theme) -> str:
    """Draw the whole app in ``choice`` (the system's theme for SYSTEM) from now on, the
    widgets already shown included; the tone set applied."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    _Applied.choice = choice
    tones = tones_chosen(choice) or system_tones()
    if not drawn_by_fusion() and app.style().name().lower() != "fusion":
        # The native styles of Windows and macOS paint with their own colours, not the palette.
        app.setStyle("Fusion")
    _Applied.tones = tones
    app.setPalette(palette_of(tones))
    restyle_app(app)
    if not _Applied.following_system:
        _Applied.following_system = True
        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(_system_changed)
        hints.accessibility().contrastPreferenceChanged.connect(_system_changed)
    return tones


def restyle_app(app: QApplication) -> None:
    """Give the application the sheet of the tone set in force (none in the light set), apply
    every styled widget's looks again in its tones and draw the buttons' icons again in them."""
    tones = tone_set()
    sheet = application_sheet(tones)
    if app.styleSheet() != sheet:
        app.setStyleSheet(sheet)
    wanted = roles_of(tones)
    known = tone_roles()

    def in_tones(colour: str) -> str:
        role = known.get(colour)
        return colour if role is None else getattr(wanted, role).name()

    # Theme changes are rare: a walk over every widget is cheap beside drawing them anew.
    for widget in app.allWidgets():
        if _is_styled(widget):
            _apply(widget, tones)
        if isinstance(widget, QAbstractButton):
            again = recoloured(widget.icon(), in_tones)
            if again is not None:
                widget.setIcon(again)


def outline_sheet(tones: str) -> str:
    """The dark and high-contrast outline around every field, list, button and unticked box
    (spin boxes and combos keep Fusion's frame: a sheet would lose their arrows), and the chosen
    radio button drawn by the sheet too: ringed, its dot in the text's tone (Fusion rings it in a
    shade of the window, unseen on a dark one, and greys its dot)."""
    tone = roles_of(tones)
    border, dot = tone.border.name(), tone.text.name()
    field = QColor(PALETTES[tones][_ROLE.Base]).name()
    return f"""
QLineEdit, QTextEdit, QPlainTextEdit, QAbstractItemView, QPushButton, QToolButton {{
    border: 1px solid {border}; border-radius: 2px; }}
QAbstractSpinBox QLineEdit, QComboBox QLineEdit {{ border: none; }}
QPushButton {{ padding: 4px 12px; }}
QCheckBox::indicator:unchecked, QRadioButton::indicator:unchecked,
QAbstractItemView::indicator:unchecked {{
    border: 1px solid {border}; width: 12px; height: 12px; }}
QRadioButton::indicator:unchecked {{ border-radius: 7px; }}
QRadioButton::indicator:checked {{ border: 1px solid {border}; border-radius: 7px;
    width: 12px; height: 12px; background: qradialgradient(cx:0.5, cy:0.5, radius:0.5,
    fx:0.5, fy:0.5, stop:0 {dot}, stop:0.5 {dot}, stop:0.6 {field}, stop:1 {field}); }}
"""


def _system_changed() -> None:
    if _Applied.choice is Theme.SYSTEM:
        apply_theme(Theme.SYSTEM)


class Tone(StrEnum):
    """The colour role (a field of ``Roles``) a widget's words, or a meter's bar, are drawn in."""

    PLAIN = ""  # the palette's words
    ERROR = "error"
    SUCCESS = "success"
    WARNING = "warning"
    MUTED = "muted"
    OFFER = "info_text"  # what the app offers to fill in
    TEXT = "text"


class Look(StrEnum):
    """What a widget is, for its size and weight."""

    PLAIN = ""
    TITLE = "title"  # a screen's or a card's title
    FIGURE = "figure"  # the figure a screen is about
    EMPTY = "empty"  # a list's empty state


class Badge(StrEnum):
    """The environment badge's colours, by the role it is filled with."""

    SANDBOX = "sandbox"  # amber: training
    LIVE = "live"  # red: real money
    NEUTRAL = "neutral"  # until the service has said which


# Every style property a widget may carry and the type of its values: the one declaration
# ``restyle`` checks against and ``_apply`` gives an effect for each value of (a test checks).
PROPERTIES: dict[str, type[StrEnum] | type[bool]] = {
    "tone": Tone,  # its words
    "strong": bool,  # its words bold
    "primary": bool,  # a screen's primary action (a button): filled with the accent, bold
    "look": Look,
    "bar": Tone,  # a progress bar's chunk
    "badge": Badge,
    "level": Level,  # the message strip
}


def restyle(widget: QWidget, **looks: StrEnum | bool) -> None:
    """Set ``widget``'s style properties (``tone=Tone.ERROR``, ``strong=True``…, as declared in
    ``PROPERTIES``) and, when one changed, apply its looks at once (shown or not)."""
    for name, value in looks.items():
        if not isinstance(value, PROPERTIES[name]):
            raise TypeError(f"{name}={value!r}: not a {PROPERTIES[name].__name__}")
    changed = False
    for name, value in looks.items():
        stored = value if isinstance(value, bool) else value.value
        if widget.property(name) != stored:
            if name == "look" and widget.property(name) == Look.EMPTY.value:
                widget.setContentsMargins(0, 0, 0, 0)  # the empty look's padding, no more
            widget.setProperty(name, stored)
            changed = True
    if changed:
        _apply(widget, tone_set())


def set_tone(widget: QWidget, tone: Tone, strong: bool = False) -> None:
    """Write ``widget``'s words in ``tone``, in bold when ``strong``."""
    restyle(widget, tone=tone, strong=strong)


def paper_ink() -> Ink:
    """The colours of a printed document's HTML: the light tones, for white paper."""
    paper = roles_of(LIGHT)
    return Ink(error=paper.error.name(), warning=paper.warning.name(), muted=paper.muted.name())


def text_style(colour: QColor, bold: bool = False) -> str:
    """The style of an HTML span (in a label's rich text) that writes it in ``colour``."""
    return f"color:{colour.name()};" + (" font-weight:bold;" if bold else "")


# The spacing (px) and type sizes (px) every screen uses: a small set, so the screens line up.
SPACE_S = 4  # between a label and its field, between buttons of a row
SPACE_M = 8  # between related groups, a card's inner margin
SPACE_L = 16  # between a screen's sections, around an empty state
TYPE_TITLE = 16  # a screen's or a card's title
TYPE_FIGURE = 20  # the figure a screen is about (a total, a balance)
TYPE_HERO = 40  # the one thing to read out (a booking reference)


@dataclass(frozen=True)
class Size:
    """A widget's type size (in pixels, or points), weight and letter spacing (px)."""

    px: int = 0
    pt: int = 0
    bold: bool = False
    spacing: int = 0


# The widgets with a size of their own, by object name (given by ``named``): what the customer
# reads from afar, the figures of the till and the booking reference.
SIZED: dict[str, Size] = {
    "bookingRef": Size(px=TYPE_HERO, bold=True, spacing=4),
    "receiptNo": Size(px=15),
    "walletBalance": Size(pt=20, bold=True),
    "refundRule": Size(px=18, bold=True),
    "changeDue": Size(px=28, bold=True),
    "tillCollect": Size(px=30, bold=True),
    # The agency's figures: small, read by the clerk, not across the counter.
    "tillWallet": Size(px=12, bold=True),
    "tillMargin": Size(px=12, bold=True),
    "displayHeadline": Size(px=30, bold=True),
    "displayDetails": Size(px=20),
    "displayNotice": Size(px=17),
    "displayAmount": Size(px=40, bold=True),
    "displayQrCaption": Size(px=18),
    "displayChange": Size(px=30, bold=True),
}

# The type size of each look but the plain one, and whether it is bold.
_LOOK_SIZES = {
    Look.TITLE.value: Size(px=TYPE_TITLE, bold=True),
    Look.FIGURE.value: Size(px=TYPE_FIGURE, bold=True),
    Look.EMPTY.value: Size(px=TYPE_TITLE),
}


def container_sheets(tones: str) -> dict[str, str]:
    """The sheet of each decorated container, by its object name (given by ``named``), in the
    tone set ``tones``: the navigation, the toggles of the catalogue and of the customer's
    language, the header and the panels with a frame of their own. A container's sheet reaches
    only it and its children."""
    tone = roles_of(tones)
    accent, on_accent = tone.accent.name(), tone.on_accent.name()
    return {
        "navBar": "#navBar QToolButton { padding: 6px 4px; border: 1px solid transparent;"
        " border-radius: 4px; }\n"
        f"#navBar QToolButton:hover {{ border-color: {accent}; }}\n"
        f"#navBar QToolButton:checked {{ background: {accent}; color: {on_accent};"
        " font-weight: bold; }",
        # The toggles of one choice (``KeyToggle``): the chosen one filled and bold.
        **{
            name: f"#{name} QPushButton {{ padding: 4px 14px; border: 1px"
            f" solid {tone.border.name()}; border-radius: 3px; background: {tone.button.name()};"
            f" color: {tone.text.name()}; }}\n"
            f"#{name} QPushButton:checked {{ background: {accent}; color: {on_accent};"
            f" border-color: {accent}; font-weight: bold; }}"
            for name in ("catalogueToolbar", "languageChoice")
        },
        "statusHeader": f"#statusHeader {{ border-bottom: 1px solid {tone.separator.name()}; }}",
        "unresolvedNotice": f"#unresolvedNotice {{ background: {tone.warning_background.name()};"
        f" border: 1px solid {tone.warning_border.name()}; }}",
        "disruptionBanner": f"#disruptionBanner {{ background: {tone.warning_background.name()};"
        f" border: 1px solid {tone.warning_border.name()}; }}",
        "scanPreview": f"#scanPreview {{ border: 1px dashed {tone.border.name()};"
        f" color: {tone.muted.name()}; }}",
        "voucherPreview": f"#voucherPreview {{ border: 1px solid {tone.separator.name()}; }}",
    }


CONTAINERS = frozenset(container_sheets(LIGHT))


def named(widget: QWidget, name: str) -> None:
    """Give ``widget`` the object name ``name`` and the look declared here for it (a size of
    ``SIZED``, a container's sheet)."""
    if name not in SIZED and name not in CONTAINERS:
        raise KeyError(f"{name}: no look is declared for this name")
    widget.setObjectName(name)
    _apply(widget, tone_set())


def decoration_sheet(widget: QWidget, tones: str) -> str:
    """The sheet of ``widget``'s own in the tone set ``tones``, from its style properties and
    its name: a primary button, a badge, the message strip, a decorated container; empty for
    any other widget (its looks are its palette and font)."""
    tone = roles_of(tones)
    accent, on_accent = tone.accent.name(), tone.on_accent.name()
    rules = []
    if widget.property("primary") is True:
        rules += [
            f'QPushButton[primary="true"] {{ background: {accent}; color: {on_accent};'
            f" font-weight: bold; border: 1px solid {accent}; border-radius: 4px;"
            " padding: 6px 18px; }",
            f'QPushButton[primary="true"]:hover {{ background: {tone.accent_hover.name()}; }}',
            f'QPushButton[primary="true"]:focus {{ border: 2px solid {tone.text.name()}; }}',
            f'QPushButton[primary="true"]:disabled {{ background: {tone.track.name()};'
            f" color: {tone.muted.name()}; border-color: {tone.track.name()}; }}",
        ]
    badge = widget.property("badge")
    if badge:
        rules.append(
            f'QLabel[badge="{badge}"] {{ background: {getattr(tone, badge).name()};'
            f" color: {getattr(tone, f'on_{badge}').name()}; font-weight: bold;"
            " padding: 4px 10px; border-radius: 3px; }"
        )
    level = widget.property("level")
    if level:

        def of(part: str) -> str:
            return str(getattr(tone, f"{level}_{part}").name())

        rules.append(
            f'#messageBar[level="{level}"] {{ background: {of("background")};'
            f" color: {of('text')}; border: 1px solid {of('border')}; border-radius: 3px; }}"
        )
    container = widget.objectName()
    if container in CONTAINERS:
        rules.append(container_sheets(tones)[container])
    return "\n".join(rules)


def _is_styled(widget: QWidget) -> bool:
    """Whether ``widget`` has asked for a look: a style property, or a name with a look."""
    name = widget.objectName()
    return (
        name in SIZED
        or name in CONTAINERS
        or any(widget.property(prop) is not None for prop in PROPERTIES)
    )


_TEXT_ROLES = (_ROLE.WindowText, _ROLE.Text, _ROLE.ButtonText)


# The dynamic properties that say ``_apply`` gave a widget a palette, or a font, of its own: it
# takes them back when the looks no longer ask for one (a sheet's palette is left alone).
_OWN_PALETTE = "styledPalette"
_OWN_FONT = "styledFont"


def _apply(widget: QWidget, tones: str) -> None:
    """Apply ``widget``'s looks in the tone set ``tones``: its words' colour and a bar's colour
    to its palette (those roles only: the rest follow the application's), its size and weight to
    its font, the empty look's padding to its margins, and its decoration's sheet."""
    tone = roles_of(tones)
    words = widget.property("tone") or ""
    look = widget.property("look") or ""
    if not words and look == Look.EMPTY.value:
        words = Tone.MUTED.value
    palette = QPalette()
    if words:
        colour = getattr(tone, words)
        for role in _TEXT_ROLES:
            palette.setColor(role, colour)
    bar = widget.property("bar")
    if bar:
        palette.setColor(_ROLE.Highlight, getattr(tone, bar))
    if palette.resolveMask() or widget.property(_OWN_PALETTE):
        widget.setPalette(palette)
        widget.setProperty(_OWN_PALETTE, bool(palette.resolveMask()))
    font = QFont()
    bold = widget.property("strong") is True
    for size in (_LOOK_SIZES.get(look), SIZED.get(widget.objectName())):
        if size is None:
            continue
        if size.px:
            font.setPixelSize(size.px)
        if size.pt:
            font.setPointSize(size.pt)
        if size.spacing:
            font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, size.spacing)
        bold = bold or size.bold
    if bold:
        font.setBold(True)
    if font.resolveMask() or widget.property(_OWN_FONT):
        widget.setFont(font)
        widget.setProperty(_OWN_FONT, bool(font.resolveMask()))
    if look == Look.EMPTY.value:
        widget.setContentsMargins(SPACE_L, SPACE_L, SPACE_L, SPACE_L)
    sheet = decoration_sheet(widget, tones)
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def application_sheet(tones: str) -> str:
    """The application's sheet in the tone set ``tones``: none in the light set; the outlines of
    ``outline_sheet`` in the dark ones, which Fusion cannot draw from a palette."""
    return "" if tones == LIGHT else outline_sheet(tones)

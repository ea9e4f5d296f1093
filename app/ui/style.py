"""The app's colours, by what they mean, and its style sheet: the one place a colour is written.

Widgets, table models and HTML fragments ask ``roles()`` for a role (``error``, ``success``…)
instead of writing a colour, so a dark or high-contrast palette changes them all here. Each role
has a tone for a light palette and one for a dark palette; which applies is read from the
palette (text lighter than the window: dark). Documents are printed on white paper whatever the
screen shows, so their HTML takes the light tones (``paper_ink``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PySide6.QtGui import QColor, QGuiApplication, QPalette

from app.reports.ink import Ink


@dataclass(frozen=True)
class Roles:
    """The app's colours by meaning, for one palette."""

    error: QColor  # a failure, a mismatch, a field to fix
    success: QColor  # done, checked, online
    warning: QColor  # needs a look: missing, partly refunded, retrying, training
    muted: QColor  # secondary text: hints, notes
    dimmed: QColor  # rows that no longer count (a cancelled booking)
    accent: QColor  # the selected screen and toggle
    on_accent: QColor
    sandbox: QColor  # the training environment's badge
    on_sandbox: QColor
    live: QColor  # the live environment's badge: real money
    on_live: QColor
    neutral: QColor  # the environment badge until the service has said which it is
    on_neutral: QColor
    text: QColor  # figures drawn by hand (the credit gauge)
    track: QColor  # the gauge's empty track
    border: QColor  # a control's outline
    separator: QColor  # a frame's line
    button: QColor  # a toggle's face
    # The message strip under the header, by the message's level.
    info_background: QColor
    info_text: QColor
    info_border: QColor
    warning_background: QColor
    warning_text: QColor
    warning_border: QColor
    error_background: QColor
    error_text: QColor
    error_border: QColor


# Each role's tone (0xRRGGBB) on a light palette, then on a dark one.
_TONES: dict[str, tuple[int, int]] = {
    "error": (0xC62828, 0xEF5350),
    "success": (0x2E7D32, 0x66BB6A),
    "warning": (0xB26A00, 0xFFB74D),
    "muted": (0x5F6B7A, 0x9AA5B1),
    "dimmed": (0x7A7A7A, 0x8C8C8C),
    "accent": (0x2F6FB3, 0x5E9AD6),
    "on_accent": (0xFFFFFF, 0xFFFFFF),
    # The environment badges keep their colours on any palette: amber for training, red for real
    # money, so nobody mistakes one for the other at a glance.
    "sandbox": (0xF6B73C, 0xF6B73C),
    "on_sandbox": (0x1D1D1D, 0x1D1D1D),
    "live": (0xC62828, 0xC62828),
    "on_live": (0xFFFFFF, 0xFFFFFF),
    "neutral": (0x5F6B7A, 0x5F6B7A),
    "on_neutral": (0xFFFFFF, 0xFFFFFF),
    "text": (0x1D1D1D, 0xE6E6E6),
    "track": (0xDDE3EA, 0x3A4048),
    "border": (0x9A9A9A, 0x6E6E6E),
    "separator": (0xC8C8C8, 0x4A4A4A),
    "button": (0xFAFAFA, 0x3A3A3A),
    "info_background": (0xE3F2FD, 0x0D2A40),
    "info_text": (0x0D3C61, 0xCFE8FC),
    "info_border": (0x90CAF9, 0x2F6FB3),
    "warning_background": (0xFFF4E0, 0x3D2A00),
    "warning_text": (0x5D3B00, 0xFFE0A3),
    "warning_border": (0xF6B73C, 0xB26A00),
    "error_background": (0xFDECEA, 0x3B1412),
    "error_text": (0x611A15, 0xF9D0CC),
    "error_border": (0xE57373, 0xC62828),
}


def is_dark(palette: QPalette) -> bool:
    """Whether ``palette`` draws light text on a dark window."""
    window = palette.color(QPalette.ColorRole.Window).lightness()
    return window < palette.color(QPalette.ColorRole.WindowText).lightness()


@cache
def _roles(dark: bool) -> Roles:
    return Roles(**{name: QColor(pair[dark]) for name, pair in _TONES.items()})


def roles(palette: QPalette | None = None) -> Roles:
    """The colour roles for ``palette`` (the application's when none is given)."""
    return _roles(is_dark(palette if palette is not None else QGuiApplication.palette()))


def paper_ink() -> Ink:
    """The colours of a printed document's HTML: the light tones, for white paper."""
    paper = _roles(dark=False)
    return Ink(error=paper.error.name(), warning=paper.warning.name(), muted=paper.muted.name())


def text_style(colour: QColor, bold: bool = False) -> str:
    """A label's style sheet that writes its text in ``colour``."""
    return f"color:{colour.name()};" + (" font-weight:bold;" if bold else "")


def style_sheet(palette: QPalette | None = None) -> str:
    """The style sheet of the navigation, the catalogue's toggles and the header."""
    tone = roles(palette)
    accent, on_accent = tone.accent.name(), tone.on_accent.name()
    return f"""
#navBar QToolButton {{ padding: 6px; border: 1px solid transparent; border-radius: 4px; }}
#navBar QToolButton:hover {{ border-color: {accent}; }}
#navBar QToolButton:checked {{ background: {accent}; color: {on_accent}; font-weight: bold; }}
#catalogueToolbar QPushButton {{ padding: 4px 14px; border: 1px solid {tone.border.name()};
    border-radius: 3px; background: {tone.button.name()}; }}
#catalogueToolbar QPushButton:checked {{ background: {accent}; color: {on_accent};
    border-color: {accent}; }}
#statusHeader {{ border-bottom: 1px solid {tone.separator.name()}; }}
"""


# The spacing (px) and type sizes (px) every screen uses: a small set, so the screens line up.
SPACE_S = 4  # between a label and its field, between buttons of a row
SPACE_M = 8  # between related groups, a card's inner margin
SPACE_L = 16  # between a screen's sections, around an empty state
TYPE_TITLE = 16  # a screen's or a card's title
TYPE_FIGURE = 20  # the figure a screen is about (a total, a balance)
TYPE_HERO = 40  # the one thing to read out (a booking reference)


def title_style() -> str:
    """A screen's or a card's title."""
    return f"font-size:{TYPE_TITLE}px; font-weight:bold;"


def figure_style() -> str:
    """The figure a screen is about: a total, a balance."""
    return f"font-size:{TYPE_FIGURE}px; font-weight:bold;"


def primary_button_style(palette: QPalette | None = None) -> str:
    """The style sheet of a screen's primary action: filled with the accent, bold."""
    tone = roles(palette)
    accent = tone.accent.name()
    return f"""
QPushButton {{ background: {accent}; color: {tone.on_accent.name()}; font-weight: bold;
    border: 1px solid {accent}; border-radius: 4px; padding: 6px 18px; }}
QPushButton:hover {{ background: {tone.accent.darker(115).name()}; }}
QPushButton:focus {{ border: 2px solid {tone.text.name()}; }}
QPushButton:disabled {{ background: {tone.track.name()}; color: {tone.muted.name()};
    border-color: {tone.track.name()}; }}
"""


def empty_state_style() -> str:
    """A list's empty state: large, muted, centred by its label."""
    return f"color:{roles().muted.name()}; font-size:{TYPE_TITLE}px; padding:{SPACE_L}px;"

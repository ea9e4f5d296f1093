"""The app's colours by what they mean, in each of three tone sets (light, dark and high
contrast): the one place a colour is written. ``app.ui.style`` applies them."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PySide6.QtGui import QColor, QPalette

from app.counter.config.start_settings import Theme

LIGHT = "light"
DARK = "dark"
HIGH_CONTRAST = "high_contrast"
TONE_SETS = (LIGHT, DARK, HIGH_CONTRAST)


@dataclass(frozen=True)
class Roles:
    """The app's colours by meaning, for one tone set."""

    error: QColor  # a failure, a mismatch, a field to fix
    success: QColor  # done, checked, online
    warning: QColor  # needs a look: missing, partly refunded, retrying, training
    muted: QColor  # secondary text: hints, notes
    dimmed: QColor  # rows that no longer count (a cancelled booking)
    accent: QColor  # the selected screen and toggle
    on_accent: QColor
    accent_hover: QColor  # a primary button under the mouse
    focus_ring: QColor  # the ring around the control that has the keyboard focus
    sandbox: QColor  # the training environment's badge
    on_sandbox: QColor
    live: QColor  # the live environment's badge: real money
    on_live: QColor
    neutral: QColor  # the environment badge until the service has said which it is
    on_neutral: QColor
    text: QColor  # figures drawn by hand (the credit gauge), a toggle's words
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


# Each role's tone (0xRRGGBB) in the light, the dark and the high-contrast set. A tone belongs
# to one role only (a test checks): that is how an icon drawn in one set is drawn again in
# another when the theme changes.
TONES: dict[str, tuple[int, int, int]] = {
    "error": (0xC62828, 0xF28B82, 0xFF8A80),
    "success": (0x2E7D32, 0x81C995, 0x7CFC00),
    "warning": (0x8A5100, 0xFDD663, 0xFFD700),
    "muted": (0x56606C, 0xA8B2BD, 0xD6D6D6),
    "dimmed": (0x666666, 0x9E9E9E, 0xC4C4C4),
    "accent": (0x2F6FB3, 0x1F5FA0, 0x00E5FF),
    "on_accent": (0xFFFFFF, 0xFCFCFC, 0x010101),
    "accent_hover": (0x285F9A, 0x2A6DB3, 0x80F2FF),
    "focus_ring": (0x0B57D0, 0x8AB4F8, 0xFFFF00),
    # The environment badges keep their colours in every set: amber for training, red for real
    # money, so nobody mistakes one for the other at a glance.
    "sandbox": (0xF6B73C, 0xF6B73C, 0xF6B73C),
    "on_sandbox": (0x1D1D1D, 0x1D1D1D, 0x1D1D1D),
    "live": (0xB71C1C, 0xB71C1C, 0xB71C1C),
    "on_live": (0xFEFEFE, 0xFEFEFE, 0xFEFEFE),
    "neutral": (0x5F6B7A, 0x5F6B7A, 0x5F6B7A),
    "on_neutral": (0xFDFDFD, 0xFDFDFD, 0xFDFDFD),
    "text": (0x1A1A1A, 0xE6E6E6, 0xF8F8F8),
    "track": (0xDDE3EA, 0x3A4048, 0x3C3C3C),
    "border": (0x8A8A8A, 0x8E8E8E, 0xF0F0F0),
    "separator": (0xC8C8C8, 0x4A4A4A, 0xA0A0A0),
    "button": (0xFAFAFA, 0x3A3A3A, 0x0A0A0A),
    "info_background": (0xE3F2FD, 0x0D2A40, 0x00102A),
    "info_text": (0x0D3C61, 0xCFE8FC, 0xE0F4FF),
    "info_border": (0x90CAF9, 0x2F78C4, 0x6EC6FF),
    "warning_background": (0xFFF4E0, 0x3D2A00, 0x1A1000),
    "warning_text": (0x5D3B00, 0xFFE0A3, 0xFFEB99),
    "warning_border": (0xF0A830, 0xB26A00, 0xFFC400),
    "error_background": (0xFDECEA, 0x3B1412, 0x2A0000),
    "error_text": (0x611A15, 0xF9D0CC, 0xFFD6D1),
    "error_border": (0xE57373, 0xC62B2B, 0xFF5252),
}

_ROLE = QPalette.ColorRole
# The palette of each tone set, for Qt's Fusion style: what the widgets themselves paint with.
PALETTES: dict[str, dict[QPalette.ColorRole, int]] = {
    LIGHT: {
        _ROLE.Window: 0xF2F2F2,
        _ROLE.WindowText: 0x000000,
        _ROLE.Base: 0xFFFFFF,
        _ROLE.AlternateBase: 0xF5F5F5,
        _ROLE.Text: 0x000000,
        _ROLE.Button: 0xF2F2F2,
        _ROLE.ButtonText: 0x000000,
        _ROLE.BrightText: 0xFFFFFF,
        _ROLE.Highlight: 0x2A6BB0,
        _ROLE.HighlightedText: 0xFFFFFF,
        _ROLE.ToolTipBase: 0xFFFFDC,
        _ROLE.ToolTipText: 0x000000,
        _ROLE.PlaceholderText: 0x5E5E5E,
        _ROLE.Link: 0x0B57D0,
        _ROLE.LinkVisited: 0x6A1B9A,
        _ROLE.Light: 0xFFFFFF,
        _ROLE.Midlight: 0xE3E3E3,
        _ROLE.Mid: 0xB8B8B8,
        _ROLE.Dark: 0x9F9F9F,
        _ROLE.Shadow: 0x767676,
    },
    DARK: {
        _ROLE.Window: 0x202225,
        _ROLE.WindowText: 0xE8E8E8,
        _ROLE.Base: 0x17181A,
        _ROLE.AlternateBase: 0x232428,
        _ROLE.Text: 0xE8E8E8,
        _ROLE.Button: 0x2D3034,
        _ROLE.ButtonText: 0xE8E8E8,
        _ROLE.BrightText: 0xFFFFFF,
        _ROLE.Highlight: 0x2C64A8,
        _ROLE.HighlightedText: 0xFFFFFF,
        _ROLE.ToolTipBase: 0x2D3034,
        _ROLE.ToolTipText: 0xE8E8E8,
        _ROLE.PlaceholderText: 0x9AA0A6,
        _ROLE.Link: 0x8AB4F8,
        _ROLE.LinkVisited: 0xC58AF9,
        _ROLE.Light: 0x45494E,
        _ROLE.Midlight: 0x383B40,
        _ROLE.Mid: 0x26282B,
        _ROLE.Dark: 0x111213,
        _ROLE.Shadow: 0x000000,
    },
    HIGH_CONTRAST: {
        _ROLE.Window: 0x000000,
        _ROLE.WindowText: 0xFFFFFF,
        _ROLE.Base: 0x000000,
        _ROLE.AlternateBase: 0x141414,
        _ROLE.Text: 0xFFFFFF,
        _ROLE.Button: 0x000000,
        _ROLE.ButtonText: 0xFFFFFF,
        _ROLE.BrightText: 0xFFFFFF,
        _ROLE.Highlight: 0x1AEBFF,
        _ROLE.HighlightedText: 0x000000,
        _ROLE.ToolTipBase: 0x000000,
        _ROLE.ToolTipText: 0xFFFFFF,
        _ROLE.PlaceholderText: 0xC8C8C8,
        _ROLE.Link: 0xFFFF00,
        _ROLE.LinkVisited: 0xFFB3FF,
        _ROLE.Light: 0xFFFFFF,
        _ROLE.Midlight: 0xBFBFBF,
        _ROLE.Mid: 0xFFFFFF,
        _ROLE.Dark: 0xFFFFFF,
        _ROLE.Shadow: 0xFFFFFF,
    },
}
# What a disabled control writes with: WCAG leaves it out, but it must still be told apart.
DISABLED_TEXT = {LIGHT: 0x8C8C8C, DARK: 0x7A7F85, HIGH_CONTRAST: 0x9A9A9A}


@cache
def roles_of(tones: str) -> Roles:
    """The colour roles of the tone set ``tones``."""
    column = TONE_SETS.index(tones)
    return Roles(**{name: QColor(row[column]) for name, row in TONES.items()})


def palette_of(tones: str) -> QPalette:
    """The application palette of the tone set ``tones``."""
    palette = QPalette()
    for role, tone in PALETTES[tones].items():
        palette.setColor(role, QColor(tone))
    # Qt 6.6+ reads Accent for checked and default controls: the app's own accent.
    palette.setColor(_ROLE.Accent, roles_of(tones).accent)
    disabled = QColor(DISABLED_TEXT[tones])
    for role in (_ROLE.WindowText, _ROLE.Text, _ROLE.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return palette


@cache
def tone_roles() -> dict[str, str]:
    """Each tone (``#rrggbb``) of every set, to the role it is a tone of."""
    return {QColor(tone).name(): name for name, row in TONES.items() for tone in row}


def tones_chosen(theme: Theme) -> str | None:
    """The tone set of a theme staff chose; None for the system's (``app.ui.style`` asks Qt)."""
    return {Theme.LIGHT: LIGHT, Theme.DARK: DARK, Theme.HIGH_CONTRAST: HIGH_CONTRAST}.get(theme)

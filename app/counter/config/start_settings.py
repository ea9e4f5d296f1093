"""What the start reads of the saved settings before its first paint: the screens' language and
digits, the theme, and whether the embedded sandbox is used.

``app.counter.config.settings`` declares every setting, and with them imports most of the domain
(GST, the till, e-invoices, mail): about a sixth of a bare window's instructions. The start window
needs four of them, read here from the same file with the same rules (the settings' module declares
these fields with the values and readers below). The whole settings are loaded after the first
paint; where they differ (a file whose other values are refused gives the defaults), the real window
follows them.
"""

from __future__ import annotations

import json
from enum import StrEnum
from pathlib import Path
from typing import Any, NamedTuple

from app import languages

# The screens' language: the system's (when the app has it, else English) or one chosen.
SYSTEM_LANGUAGE = "system"
SCREEN_LANGUAGES = (SYSTEM_LANGUAGE, *languages.codes())


class Theme(StrEnum):
    """How the screens are drawn: as the system says, or a theme staff chose."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"
    HIGH_CONTRAST = "high_contrast"


def theme_of(raw: Any) -> Theme:
    """A saved theme; an unknown one (a newer version's) follows the system."""
    try:
        return Theme(str(raw))
    except ValueError:
        return Theme.SYSTEM


class Environment(StrEnum):
    """Whether the counter sells for training (sandbox) or for real (live)."""

    SANDBOX = "sandbox"
    LIVE = "live"


def service_address(text: str) -> str:
    """A service address as kept: no spaces around it, no trailing slashes."""
    return text.strip().rstrip("/")


# What the start cache (``app.counter.link.start_cache``) is kept for when the service is the
# embedded sandbox: its address changes at each start.
EMBEDDED = "embedded sandbox"


def service_identity(base_url: str, uses_embedded_sandbox: bool) -> str:
    """What the cache is kept for: the embedded sandbox (its address changes at each start) or
    the service's address."""
    return EMBEDDED if uses_embedded_sandbox else base_url


class StartSettings(NamedTuple):
    """The settings the start window is painted with."""

    language: str = SYSTEM_LANGUAGE  # a language's code, or SYSTEM_LANGUAGE
    devanagari_digits: bool = False
    theme: Theme = Theme.SYSTEM
    environment: Environment = Environment.SANDBOX
    base_url: str = ""

    @property
    def uses_embedded_sandbox(self) -> bool:
        """True when the app starts its own sandbox (as ``Settings.uses_embedded_sandbox``)."""
        return self.environment is Environment.SANDBOX and not self.base_url


def read_start_settings(path: Path) -> StartSettings:
    """The start's settings saved in ``path``; the defaults for what is missing, unknown or
    unreadable."""
    try:
        raw: Any = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return StartSettings()
    if not isinstance(raw, dict):
        return StartSettings()
    language = raw.get("language", SYSTEM_LANGUAGE)
    try:
        environment = Environment(str(raw.get("environment", Environment.SANDBOX)))
    except ValueError:
        environment = Environment.SANDBOX
    return StartSettings(
        language=language if language in SCREEN_LANGUAGES else SYSTEM_LANGUAGE,
        devanagari_digits=bool(raw.get("devanagari_digits", False)),
        theme=theme_of(raw.get("theme", Theme.SYSTEM)),
        environment=environment,
        base_url=service_address(str(raw.get("base_url", ""))),
    )

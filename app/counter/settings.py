"""The counter's settings, kept as JSON in the config folder. The API key is never in here."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field, replace
from decimal import Decimal
from enum import StrEnum
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from app.counter.printers import PrinterSettings
from app.domain.money import money

log = logging.getLogger(__name__)

MIN_TIMEOUT_S = 5.0
MAX_TIMEOUT_S = 120.0
DEFAULT_TIMEOUT_S = 30.0
DEFAULT_RUNWAY_WARNING = Decimal("10000.00")
MAX_RUNWAY_WARNING = Decimal("100000000.00")
EMBEDDED_ACCOUNT = "embedded-sandbox"
COUNTER_NAME_MAX = 40


class Environment(StrEnum):
    """Whether the counter sells for training (sandbox) or for real (live)."""

    SANDBOX = "sandbox"
    LIVE = "live"


@dataclass(frozen=True, slots=True)
class Settings:
    """Service address, environment, request timeout and the credit runway that warrants a warning.

    In the sandbox environment an empty ``base_url`` means the sandbox built into the app.
    """

    environment: Environment = Environment.SANDBOX
    base_url: str = ""
    timeout_s: float = DEFAULT_TIMEOUT_S
    runway_warning: Decimal = DEFAULT_RUNWAY_WARNING
    printers: PrinterSettings = field(default_factory=PrinterSettings)
    counter_name: str = ""  # what reports call this counter; the computer's name when blank

    @property
    def uses_embedded_sandbox(self) -> bool:
        """True when the app must start its own sandbox."""
        return self.environment is Environment.SANDBOX and not self.base_url

    @property
    def key_account(self) -> str:
        """The keyring account name of this service's key: one key per service address."""
        return self.base_url or EMBEDDED_ACCOUNT

    def problems(self) -> list[str]:
        """Sentences naming what is wrong with these settings (empty when they are usable)."""
        found = []
        if self.base_url:
            parts = urlsplit(self.base_url)
            if parts.scheme not in ("http", "https") or not parts.netloc:
                found.append("The service address must start with https:// (or http://).")
        elif self.environment is Environment.LIVE:
            found.append("The live environment needs the service address.")
        if not MIN_TIMEOUT_S <= self.timeout_s <= MAX_TIMEOUT_S:
            found.append(
                f"The request timeout must be {MIN_TIMEOUT_S:.0f} to {MAX_TIMEOUT_S:.0f} seconds."
            )
        warning = self.runway_warning
        if not warning.is_finite() or not Decimal(0) <= warning <= MAX_RUNWAY_WARNING:
            found.append("The credit runway warning must be an amount of zero or more.")
        found += self.printers.problems()
        return found

    def counter_label(self, host_name: str) -> str:
        """``Counter Front desk 2``: the name staff gave, else the computer's ``host_name``."""
        return f"Counter {self.counter_name or host_name}"

    def with_base_url(self, base_url: str) -> Settings:
        """A copy for another service address (trailing slashes dropped)."""
        return replace(self, base_url=base_url.strip().rstrip("/"))


def load_settings(path: Path) -> Settings:
    """The saved settings, or the defaults when there are none or the file is unreadable."""
    try:
        raw: Any = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Settings()
    except (OSError, ValueError) as exc:
        log.warning("Settings file %s unreadable (%s); using defaults", path, exc)
        return Settings()
    if not isinstance(raw, dict):
        return Settings()
    try:
        loaded = Settings(
            environment=Environment(raw.get("environment", Environment.SANDBOX)),
            timeout_s=float(raw.get("timeout_s", DEFAULT_TIMEOUT_S)),
            runway_warning=money(str(raw.get("runway_warning", DEFAULT_RUNWAY_WARNING))),
            printers=PrinterSettings.from_json(raw.get("printers")),
            counter_name=str(raw.get("counter_name", "")).strip()[:COUNTER_NAME_MAX],
        ).with_base_url(str(raw.get("base_url", "")))
    except (TypeError, ValueError) as exc:
        log.warning("Settings file %s has bad values (%s); using defaults", path, exc)
        return Settings()
    return loaded if not loaded.problems() else Settings()


def save_settings(path: Path, settings: Settings) -> None:
    """Write the settings atomically (a crash never leaves half a file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    fields = {
        "environment": settings.environment.value,
        "base_url": settings.base_url,
        "timeout_s": settings.timeout_s,
        # Money as text: a JSON float would not keep the paise exact.
        "runway_warning": str(settings.runway_warning),
        "printers": settings.printers.to_json(),
        "counter_name": settings.counter_name,
    }
    temporary.write_text(json.dumps(fields, indent=2), encoding="utf-8")
    temporary.replace(path)

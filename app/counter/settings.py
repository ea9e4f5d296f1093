"""The counter's settings, kept as JSON in the config folder. The API key is never in here."""

from __future__ import annotations

import json
import logging
import re
import uuid
from dataclasses import dataclass, field, replace
from decimal import Decimal
from enum import StrEnum
from pathlib import Path, PureWindowsPath
from typing import Any
from urllib.parse import urlsplit

from app import i18n
from app.agency.target import parse_target, target_problem
from app.counter.printers import PrinterSettings
from app.domain.gst import Registration, Scheme, TallyLedgers
from app.domain.gstin import gstin_problem, normalise_gstin
from app.domain.modules import Module
from app.domain.money import ZERO, money
from app.domain.till import Markup, TillRules
from app.domain.upi import normalise_vpa, payee_problem, vpa_problem
from app.i18n import Catalogue, localise_digits
from app.reports.receipt_data import AgencyDetails

SETTINGS = Catalogue("SETTINGS")

log = logging.getLogger(__name__)

MIN_TIMEOUT_S = 5.0
MAX_TIMEOUT_S = 120.0
DEFAULT_TIMEOUT_S = 30.0
DEFAULT_RUNWAY_WARNING = Decimal("10000.00")
MAX_RUNWAY_WARNING = Decimal("100000000.00")
EMBEDDED_ACCOUNT = "embedded-sandbox"
COUNTER_NAME_MAX = 40
# How many days after the trip passengers' ID numbers and scans are kept (then erased).
DEFAULT_DOCUMENTS_KEPT_DAYS = 30
MAX_DOCUMENTS_KEPT_DAYS = 365
DEFAULT_COUNTER_CODE = "C1"
# A drawer off by more than this at the Z report needs a reason and a supervisor's PIN.
DEFAULT_DRAWER_LIMIT = Decimal("100.00")
MAX_DRAWER_LIMIT = Decimal("100000.00")
NO_MARKUP = Markup()
# The code is part of every receipt number (C1/2026-27/000123): short, no slash.
COUNTER_CODE = re.compile(r"[A-Z0-9]{1,6}")
# The screens' language: the system's (when the app has it, else English) or one chosen.
SYSTEM_LANGUAGE = "system"
SCREEN_LANGUAGES = (SYSTEM_LANGUAGE, *i18n.LANGUAGES)
# The customer's documents: in the screens' language, or one chosen for the customers.
SAME_AS_SCREEN = "screen"
DOCUMENT_LANGUAGES = (SAME_AS_SCREEN, *i18n.LANGUAGES)


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
    agency_name: str = ""
    agency_address: str = ""
    agency_phone: str = ""
    agency_gstin: str = ""
    # The GST registration beyond the GSTIN: the legal name (the trade name when blank), the
    # state's GST code, and the scheme per module (the data file's default when not chosen).
    agency_legal_name: str = ""
    agency_state_code: str = ""
    gst_schemes: dict[Module, Scheme] = field(default_factory=dict)
    # The ledgers the accountant's Tally import posts to.
    tally_ledgers: TallyLedgers = field(default_factory=TallyLedgers)
    counter_code: str = DEFAULT_COUNTER_CODE
    counter_name: str = ""  # what reports call this counter; its code when blank
    # The installation's id in the agency store: a UUID made on the first start, never changed.
    counter_id: str = ""
    activity_markup: Markup = NO_MARKUP
    boat_markup: Markup = NO_MARKUP
    round_to: int = 1
    refund_service_charge: bool = False
    # The agency store shared by the counters ('' for none); its password is in the keyring.
    agency_db_url: str = ""
    theme: Theme = Theme.SYSTEM
    language: str = SYSTEM_LANGUAGE  # one of SCREEN_LANGUAGES; applied at the next start
    document_language: str = SAME_AS_SCREEN  # one of DOCUMENT_LANGUAGES
    devanagari_digits: bool = False  # ०१२… in Hindi text instead of 012…
    upi_vpa: str = ""  # the agency's UPI ID; '' shows no UPI QR
    upi_payee: str = ""  # the name the customer's UPI app shows; '' means the agency's name
    customer_display: bool = False  # a window on a second screen, facing the customer
    # Passengers' ID numbers and scans are erased this many days after the trip date.
    documents_kept_days: int = DEFAULT_DOCUMENTS_KEPT_DAYS
    # The folder the counter's scanner saves into ('' for none): watched on the Book screen, its
    # new scans offered to the passenger who needs one, and where the scan picker opens.
    scan_folder: str = ""

    @property
    def scanner_folder(self) -> Path | None:
        """The scanner's folder as a path; None when none is set."""
        return Path(self.scan_folder) if self.scan_folder else None

    # The drawer's difference (over or short) a clerk may close a shift with on their own.
    drawer_limit: Decimal = DEFAULT_DRAWER_LIMIT

    @property
    def upi_payee_name(self) -> str:
        """The payee name of the UPI link: the one typed, else the agency's name."""
        return self.upi_payee.strip() or self.agency_name.strip()

    @property
    def agency(self) -> AgencyDetails:
        """The agency as the customer's documents name it."""
        return AgencyDetails(
            self.agency_name,
            self.agency_address,
            self.agency_phone,
            self.agency_gstin,
            self.registration.legal_name,
        )

    @property
    def registration(self) -> Registration:
        """The agency's GST registration as the tax invoice uses it."""
        return Registration(
            legal_name=self.agency_legal_name or self.agency_name,
            address=self.agency_address,
            gstin=self.agency_gstin,
            # A GSTIN names its state: a registration saved before the state was asked reads right.
            state_code=self.agency_state_code or self.agency_gstin[:2],
            schemes=self.gst_schemes,
        )

    @property
    def till_rules(self) -> TillRules:
        """The customer-price rules: markup per module, round-off step, service charge refund."""
        return TillRules(
            markups={Module.ACTIVITY: self.activity_markup, Module.BOAT: self.boat_markup},
            round_to=self.round_to,
            refund_service_charge=self.refund_service_charge,
        )

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
                found.append(
                    SETTINGS.tr("The service address must start with https:// (or http://).")
                )
        elif self.environment is Environment.LIVE:
            found.append(SETTINGS.tr("The live environment needs the service address."))
        if not MIN_TIMEOUT_S <= self.timeout_s <= MAX_TIMEOUT_S:
            found.append(
                SETTINGS.tr("The request timeout must be {low} to {high} seconds.").format(
                    low=localise_digits(f"{MIN_TIMEOUT_S:.0f}"),
                    high=localise_digits(f"{MAX_TIMEOUT_S:.0f}"),
                )
            )
        warning = self.runway_warning
        if not warning.is_finite() or not Decimal(0) <= warning <= MAX_RUNWAY_WARNING:
            found.append(
                SETTINGS.tr("The credit runway warning must be an amount of zero or more.")
            )
        found += self.printers.problems()
        agency_problem = target_problem(self.agency_db_url)
        if agency_problem:
            found.append(agency_problem)
        return found + self._till_problems()

    def _till_problems(self) -> list[str]:
        found = self.till_rules.problems()
        if not 0 <= self.documents_kept_days <= MAX_DOCUMENTS_KEPT_DAYS:
            found.append(
                SETTINGS.tr(
                    "ID numbers and scans are kept 0 to {most} days after the trip."
                ).format(most=localise_digits(str(MAX_DOCUMENTS_KEPT_DAYS)))
            )
        if not self.drawer_limit.is_finite() or not ZERO <= self.drawer_limit <= MAX_DRAWER_LIMIT:
            found.append(
                SETTINGS.tr("The drawer difference allowed must be an amount of zero or more.")
            )
        if self.agency_gstin:
            problem = gstin_problem(self.agency_gstin)
            if problem:
                found.append(problem)
        if self.upi_vpa:
            upi = (vpa_problem(self.upi_vpa), payee_problem(self.upi_payee_name))
            found += [problem for problem in upi if problem]
        found += self.registration.problems()
        if self.scan_folder and not _absolute(self.scan_folder):
            found.append(
                SETTINGS.tr(
                    "The scanner's folder must be a full path, for example C:\\Scans or "
                    "\\\\office-pc\\scans."
                )
            )
        if not COUNTER_CODE.fullmatch(self.counter_code):
            found.append(
                SETTINGS.tr(
                    "The counter code is 1 to 6 capital letters or digits, for example PB1."
                )
            )
        return found

    def counter_label(self) -> str:
        """``Counter Front desk 2``: the name staff gave, else the counter's code (``Counter
        C1``), never the computer's network name."""
        return SETTINGS.tr("Counter {name}").format(name=self.counter_name or self.counter_code)

    def with_base_url(self, base_url: str) -> Settings:
        """A copy for another service address (trailing slashes dropped)."""
        return replace(self, base_url=base_url.strip().rstrip("/"))


def _absolute(folder: str) -> bool:
    # A Windows path (C:\Scans, \\pc\scans) is absolute on the counter, wherever this runs.
    return Path(folder).is_absolute() or PureWindowsPath(folder).is_absolute()


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
            agency_name=str(raw.get("agency_name", "")),
            agency_address=str(raw.get("agency_address", "")),
            agency_phone=str(raw.get("agency_phone", "")),
            agency_gstin=normalise_gstin(str(raw.get("agency_gstin", ""))),
            agency_legal_name=str(raw.get("agency_legal_name", "")),
            agency_state_code=str(raw.get("agency_state_code", "")),
            gst_schemes=_schemes(raw.get("gst_schemes")),
            tally_ledgers=TallyLedgers.from_json(raw.get("tally_ledgers")),
            counter_code=str(raw.get("counter_code", DEFAULT_COUNTER_CODE)),
            counter_name=str(raw.get("counter_name", "")).strip()[:COUNTER_NAME_MAX],
            counter_id=_counter_id(raw.get("counter_id", "")),
            activity_markup=_markup(raw.get("activity_markup")),
            boat_markup=_markup(raw.get("boat_markup")),
            round_to=int(raw.get("round_to", 1)),
            refund_service_charge=bool(raw.get("refund_service_charge", False)),
            agency_db_url=parse_target(str(raw.get("agency_db_url", ""))).url,
            theme=theme_of(raw.get("theme", Theme.SYSTEM)),
            language=_choice(raw.get("language"), SCREEN_LANGUAGES),
            document_language=_choice(raw.get("document_language"), DOCUMENT_LANGUAGES),
            devanagari_digits=bool(raw.get("devanagari_digits", False)),
            upi_vpa=normalise_vpa(str(raw.get("upi_vpa", ""))),
            upi_payee=str(raw.get("upi_payee", "")),
            customer_display=bool(raw.get("customer_display", False)),
            documents_kept_days=int(raw.get("documents_kept_days", DEFAULT_DOCUMENTS_KEPT_DAYS)),
            scan_folder=str(raw.get("scan_folder", "")).strip(),
            drawer_limit=money(str(raw.get("drawer_limit", DEFAULT_DRAWER_LIMIT))),
        ).with_base_url(str(raw.get("base_url", "")))
    except (TypeError, ValueError, ArithmeticError) as exc:
        log.warning("Settings file %s has bad values (%s); using defaults", path, exc)
        return Settings()
    return loaded if not loaded.problems() else Settings()


def _choice(raw: Any, choices: tuple[str, ...]) -> str:
    """A saved choice among ``choices``; the first (the default) when absent or unknown."""
    return raw if raw in choices else choices[0]


def document_language_of(settings: Settings) -> str:
    """The language (``en`` or ``hi``) the customer's documents are printed in."""
    chosen = settings.document_language
    return chosen if chosen in i18n.LANGUAGES else i18n.language()


def _counter_id(raw: Any) -> str:
    """A saved counter id in canonical form ("" when none was made yet)."""
    return str(uuid.UUID(str(raw))) if raw else ""


def with_counter_id(path: Path) -> Settings:
    """The saved settings, given a counter id on the first start (written into the file, every
    other saved value kept as it is). An unreadable file is left alone: no id then."""
    settings = load_settings(path)
    if settings.counter_id:
        return settings
    try:
        raw: Any = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raw = None
    except (OSError, ValueError):
        return settings
    made = str(uuid.uuid4())
    if raw is None:
        save_settings(path, replace(settings, counter_id=made))
    elif isinstance(raw, dict) and not raw.get("counter_id"):
        raw["counter_id"] = made
        _write_atomically(path, json.dumps(raw, indent=2))
    else:
        return settings
    return replace(settings, counter_id=made)


def _markup(raw: Any) -> Markup:
    """A markup saved as {"percent": "..", "per_seat": ".."} (none when absent)."""
    if raw is None:
        return Markup()
    if not isinstance(raw, dict):
        raise ValueError("a markup is an object")
    return Markup(Decimal(str(raw.get("percent", ZERO))), money(str(raw.get("per_seat", ZERO))))


def _schemes(raw: Any) -> dict[Module, Scheme]:
    """The GST scheme chosen per module, saved as {"BOAT": "agent"} (none chosen when absent)."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise ValueError("the GST schemes are an object")
    return {Module(module): Scheme(scheme) for module, scheme in raw.items()}


def save_settings(path: Path, settings: Settings) -> None:
    """Write the settings atomically (a crash never leaves half a file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fields = {
        "environment": settings.environment.value,
        "base_url": settings.base_url,
        "timeout_s": settings.timeout_s,
        # Money as text: a JSON float would not keep the paise exact.
        "runway_warning": str(settings.runway_warning),
        "printers": settings.printers.to_json(),
        "agency_name": settings.agency_name,
        "agency_address": settings.agency_address,
        "agency_phone": settings.agency_phone,
        "agency_gstin": settings.agency_gstin,
        "agency_legal_name": settings.agency_legal_name,
        "agency_state_code": settings.agency_state_code,
        "gst_schemes": {m.value: s.value for m, s in settings.gst_schemes.items()},
        "tally_ledgers": settings.tally_ledgers.to_json(),
        "counter_code": settings.counter_code,
        "counter_name": settings.counter_name,
        # The id is the installation's for good: a save (of a form without it) never drops it.
        "counter_id": _saved_counter_id(path) or settings.counter_id,
        "activity_markup": _markup_fields(settings.activity_markup),
        "boat_markup": _markup_fields(settings.boat_markup),
        "round_to": settings.round_to,
        "refund_service_charge": settings.refund_service_charge,
        "agency_db_url": parse_target(settings.agency_db_url).url,
        "theme": settings.theme.value,
        "language": settings.language,
        "document_language": settings.document_language,
        "devanagari_digits": settings.devanagari_digits,
        "upi_vpa": settings.upi_vpa,
        "upi_payee": settings.upi_payee,
        "customer_display": settings.customer_display,
        "documents_kept_days": settings.documents_kept_days,
        "scan_folder": settings.scan_folder,
        "drawer_limit": str(settings.drawer_limit),
    }
    _write_atomically(path, json.dumps(fields, indent=2))


def _saved_counter_id(path: Path) -> str:
    try:
        raw: Any = json.loads(path.read_text(encoding="utf-8"))
        return _counter_id(raw.get("counter_id", "")) if isinstance(raw, dict) else ""
    except (OSError, ValueError):
        return ""


def _write_atomically(path: Path, text: str) -> None:
    temporary = path.with_suffix(".tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)


def _markup_fields(markup: Markup) -> dict[str, str]:
    return {"percent": str(markup.percent), "per_seat": str(markup.per_seat)}

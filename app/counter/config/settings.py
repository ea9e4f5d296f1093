"""The counter's settings, kept as JSON in the config folder.

Each setting is declared once, as a field of ``Settings`` (see ``app.counter.config.declared``):
loading, saving, an older file's missing settings, the checks and the supervisor's guards follow
from it. Secrets are never settings: the API key and the agency store's password live in the OS
keyring."""

from __future__ import annotations

import datetime as dt
import json
import logging
import re
import uuid
from collections.abc import Callable
from dataclasses import dataclass, replace
from decimal import Decimal
from pathlib import Path, PureWindowsPath
from typing import Any
from urllib.parse import urlsplit

from app import i18n, languages
from app.bank.account import BankAccount, account_as_typed
from app.counter.config.declared import Permission, declarations, setting
from app.counter.config.start_settings import SCREEN_LANGUAGES as SCREEN_LANGUAGES
from app.counter.config.start_settings import SYSTEM_LANGUAGE as SYSTEM_LANGUAGE
from app.counter.config.start_settings import Environment as Environment
from app.counter.config.start_settings import Theme as Theme
from app.counter.config.start_settings import service_address as _address
from app.counter.config.start_settings import theme_of as theme_of
from app.counter.devices.printers import PrinterSettings
from app.domain.agency_target import AgencyTarget, parse_target, target_problem
from app.domain.disruption import Pace
from app.domain.einvoice import Seller, TurnoverBand, address_problem
from app.domain.email_address import address_problem as email_problem
from app.domain.gst import Registration, Scheme, TallyLedgers
from app.domain.gstin import gstin_problem, normalise_gstin
from app.domain.modules import Module
from app.domain.money import ZERO, money
from app.domain.till import Markup, TillRules
from app.domain.upi import normalise_vpa, payee_problem, vpa_problem
from app.i18n import QT_TRANSLATE_NOOP, Catalogue, localise_digits
from app.mail.server import MailServer
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
# The code is part of every document number (C1/26/000123): 6 at most, no slash.
COUNTER_CODE = re.compile(r"[A-Z0-9]{1,6}")
# The customer's documents: in the screens' language, or one chosen for the customers.
SAME_AS_SCREEN = "screen"
DOCUMENT_LANGUAGES = (SAME_AS_SCREEN, *languages.codes())


def _choice(raw: Any, choices: tuple[str, ...]) -> str:
    """A saved choice among ``choices``; the first (the default) when absent or unknown."""
    return raw if raw in choices else choices[0]


def _counter_id(raw: Any) -> str:
    """A saved counter id in canonical form ("" when none was made yet)."""
    return str(uuid.UUID(str(raw))) if raw else ""


def _markup(raw: Any) -> Markup:
    """A markup saved as {"percent": "..", "per_seat": ".."} (none when absent)."""
    if raw is None:
        return Markup()
    if not isinstance(raw, dict):
        raise ValueError("a markup is an object")
    return Markup(Decimal(str(raw.get("percent", ZERO))), money(str(raw.get("per_seat", ZERO))))


def _markup_fields(markup: Markup) -> dict[str, str]:
    return {"percent": str(markup.percent), "per_seat": str(markup.per_seat)}


def _schemes(raw: Any) -> dict[Module, Scheme]:
    """The GST scheme chosen per module, saved as {"BOAT": "agent"} (none chosen when absent)."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise ValueError("the GST schemes are an object")
    return {Module(module): Scheme(scheme) for module, scheme in raw.items()}


def _schemes_fields(schemes: dict[Module, Scheme]) -> dict[str, str]:
    return {module.value: scheme.value for module, scheme in schemes.items()}


def _bank_accounts(raw: Any) -> tuple[BankAccount, ...]:
    """The agency's bank accounts, saved as [{"number": …, "ifsc": …, "name": …}] (none when
    absent)."""
    if raw is None:
        return ()
    if not isinstance(raw, list) or not all(isinstance(item, dict) for item in raw):
        raise ValueError("the bank accounts are a list of objects")
    return tuple(
        account_as_typed(
            str(item.get("number", "")), str(item.get("ifsc", "")), str(item.get("name", ""))
        )
        for item in raw
    )


def _bank_accounts_fields(accounts: tuple[BankAccount, ...]) -> list[dict[str, str]]:
    return [{"number": a.number, "ifsc": a.ifsc, "name": a.name} for a in accounts]


def _bank_accounts_problem(accounts: tuple[BankAccount, ...]) -> str | None:
    numbers = [account.number for account in accounts]
    if len(set(numbers)) != len(numbers):
        return SETTINGS.tr("A bank account is declared twice.")
    return next((p for a in accounts if (p := a.problem()) is not None), None)


def _address_problem(base_url: str) -> str | None:
    parts = urlsplit(base_url)
    if base_url and (parts.scheme not in ("http", "https") or not parts.netloc):
        return SETTINGS.tr("The service address must start with https:// (or http://).")
    return None


def _timeout_problem(timeout_s: float) -> str | None:
    if MIN_TIMEOUT_S <= timeout_s <= MAX_TIMEOUT_S:
        return None
    return SETTINGS.tr("The request timeout must be {low} to {high} seconds.").format(
        low=localise_digits(f"{MIN_TIMEOUT_S:.0f}"), high=localise_digits(f"{MAX_TIMEOUT_S:.0f}")
    )


def _runway_problem(warning: Decimal) -> str | None:
    if warning.is_finite() and Decimal(0) <= warning <= MAX_RUNWAY_WARNING:
        return None
    return SETTINGS.tr("The credit runway warning must be an amount of zero or more.")


def _gstin_problem(gstin: str) -> str | None:
    return gstin_problem(gstin) if gstin else None


def _counter_code_problem(code: str) -> str | None:
    if COUNTER_CODE.fullmatch(code):
        return None
    return SETTINGS.tr("The counter code is 1 to 6 capital letters or digits, for example PB1.")


def _documents_kept_problem(days: int) -> str | None:
    if 0 <= days <= MAX_DOCUMENTS_KEPT_DAYS:
        return None
    return SETTINGS.tr("ID numbers and scans are kept 0 to {most} days after the trip.").format(
        most=localise_digits(str(MAX_DOCUMENTS_KEPT_DAYS))
    )


def _drawer_limit_problem(limit: Decimal) -> str | None:
    if limit.is_finite() and ZERO <= limit <= MAX_DRAWER_LIMIT:
        return None
    return SETTINGS.tr("The drawer difference allowed must be an amount of zero or more.")


def _scan_folder_problem(folder: str) -> str | None:
    if not folder or _absolute(folder):
        return None
    return SETTINGS.tr(
        "The scanner's folder must be a full path, for example C:\\Scans or \\\\office-pc\\scans."
    )


def _at_least_one(raw: object) -> int:
    # A pace of zero would ask without end: a wrong or missing number is read as 1.
    try:
        return max(1, int(str(raw)))
    except ValueError:
        return 1


def _absolute(folder: str) -> bool:
    # A Windows path (C:\Scans, \\pc\scans) is absolute on the counter, wherever this runs.
    return Path(folder).is_absolute() or PureWindowsPath(folder).is_absolute()


# A save that changes a guarded setting, refused: ``{changes}`` names them by their phrases.
NOT_SAVED = QT_TRANSLATE_NOOP(
    "SETTINGS_CONTROLLER", "Not saved: {changes} needs a supervisor's PIN."
)


def _guard(
    title: str, phrase: str, changed: Callable[[Any, Any], bool] | None = None
) -> Permission:
    """A setting only a supervisor changes: the decision approves the save, kept with none of it."""
    return Permission(title, NOT_SAVED, recorded=False, phrase=phrase, changed=changed)


# What only a supervisor changes (their words are the PERMISSIONS catalogue's).
TO_LIVE = _guard(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Switching to LIVE"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "switching to live"),
    # Back to the sandbox is no risk: only the way to real money is guarded.
    lambda before, after: (
        after.environment is Environment.LIVE and before.environment is not Environment.LIVE
    ),
)
SERVICE_ADDRESS = _guard(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Changing the service address"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "changing the service address"),
)
DOCUMENTS_KEPT = _guard(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Changing how long ID documents are kept"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "changing how long ID documents are kept"),
)
DRAWER_LIMIT = _guard(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Changing the drawer difference allowed"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "changing the drawer difference allowed"),
)
REGISTRATION = _guard(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Changing the GST registration"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "changing the GST registration"),
    # What the tax documents are made by (a blank legal name is the agency's name, a scheme
    # chosen as the default is none chosen), not each field as typed.
    lambda before, after: before.registration.terms() != after.registration.terms(),
)
# The owner's address is where each Z report's heads go: a clerk who could change it could
# send them to themselves, and rewrite the journal with no witness left outside.
OWNER_ADDRESS = _guard(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Changing the owner's address for the Z heads"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "changing the owner's address for the Z heads"),
)
# A statement proves sales only when it is of one of these: a clerk who could add an account
# could prove sales by another account's credits.
BANK_ACCOUNTS = _guard(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Changing the agency's bank accounts"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "changing the agency's bank accounts"),
)
TURNOVER_BAND = _guard(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Changing the agency's turnover band"),
    QT_TRANSLATE_NOOP("PERMISSIONS", "changing the agency's turnover band"),
)


@dataclass(frozen=True, slots=True)
class Settings:
    """Service address, environment, request timeout and the credit runway that warrants a warning.

    Each field is declared once (``setting``): its default, how the file keeps it, what is wrong
    with a value and who may change it. In the sandbox environment an empty ``base_url`` means
    the sandbox built into the app.
    """

    environment: Environment = setting(Environment.SANDBOX, guard=TO_LIVE)
    base_url: str = setting(
        "", read=lambda raw: _address(str(raw)), check=_address_problem, guard=SERVICE_ADDRESS
    )
    timeout_s: float = setting(DEFAULT_TIMEOUT_S, check=_timeout_problem)
    runway_warning: Decimal = setting(DEFAULT_RUNWAY_WARNING, check=_runway_problem)
    printers: PrinterSettings = setting(factory=PrinterSettings)
    agency_name: str = setting("", guard=REGISTRATION)
    agency_address: str = setting("", guard=REGISTRATION)
    agency_phone: str = setting("")
    agency_gstin: str = setting(
        "",
        read=lambda raw: normalise_gstin(str(raw)),
        check=_gstin_problem,
        guard=REGISTRATION,
    )
    # The GST registration beyond the GSTIN: the legal name (the trade name when blank), the
    # state's GST code, and the scheme per module (the data file's default when not chosen).
    agency_legal_name: str = setting("", guard=REGISTRATION)
    agency_state_code: str = setting("", guard=REGISTRATION)
    gst_schemes: dict[Module, Scheme] = setting(
        factory=dict, read=_schemes, write=_schemes_fields, guard=REGISTRATION
    )
    # The agency's aggregate turnover in any year since 2017-18: from 5 crore its B2B invoices and
    # credit notes need an IRN from the portal (off by default: under 5 crore).
    turnover_band: TurnoverBand = setting(TurnoverBand.UNDER_5_CRORE, guard=TURNOVER_BAND)
    # The ledgers the accountant's Tally import posts to.
    tally_ledgers: TallyLedgers = setting(factory=TallyLedgers)
    # The agency's bank accounts (number, IFSC, name): a statement is imported only against the
    # one it names, or, naming none, the one chosen among them (none: as each statement says).
    bank_accounts: tuple[BankAccount, ...] = setting(
        factory=tuple,
        read=_bank_accounts,
        write=_bank_accounts_fields,
        check=_bank_accounts_problem,
        guard=BANK_ACCOUNTS,
    )
    counter_code: str = setting(DEFAULT_COUNTER_CODE, check=_counter_code_problem)
    # What reports call this counter; its code when blank.
    counter_name: str = setting("", read=lambda raw: str(raw).strip()[:COUNTER_NAME_MAX])
    # The installation's id in the agency store: a UUID made on the first start, never changed.
    counter_id: str = setting("", read=_counter_id, once=True)
    activity_markup: Markup = setting(NO_MARKUP, read=_markup, write=_markup_fields)
    boat_markup: Markup = setting(NO_MARKUP, read=_markup, write=_markup_fields)
    round_to: int = setting(1)
    refund_service_charge: bool = setting(False)
    # The watcher's pace (``app.domain.disruption.Pace``): minutes between two looks at a
    # booking whose trip is within 48 hours, at one further off (six hours at most, whatever is
    # saved), and seconds between two calls.
    watch_near_minutes: int = setting(10, read=_at_least_one)
    watch_far_minutes: int = setting(360, read=_at_least_one)
    watch_gap_seconds: int = setting(1, read=_at_least_one)
    # Whether an operator's cancellation gives the customer the service charge back too.
    disruption_refund_service_charge: bool = setting(True)
    # The agency store shared by the counters ('' for none); its password is in the keyring,
    # never in the file (reading and writing keep the address without it).
    agency_db_url: str = setting(
        "",
        read=lambda raw: parse_target(str(raw)).url,
        write=lambda url: parse_target(url).url,
        check=target_problem,
    )
    theme: Theme = setting(Theme.SYSTEM, read=theme_of)
    # One of SCREEN_LANGUAGES; applied at the next start.
    language: str = setting(SYSTEM_LANGUAGE, read=lambda raw: _choice(raw, SCREEN_LANGUAGES))
    document_language: str = setting(
        SAME_AS_SCREEN, read=lambda raw: _choice(raw, DOCUMENT_LANGUAGES)
    )
    # Each language's own digits (०१२… in Hindi text) instead of 012…; named for the first
    # language that had its own, as settings files already keep it.
    devanagari_digits: bool = setting(False)
    # The agency's UPI ID ('' shows no UPI QR) and the name the customer's UPI app shows ('' means
    # the agency's name).
    upi_vpa: str = setting("", read=lambda raw: normalise_vpa(str(raw)))
    upi_payee: str = setting("")
    customer_display: bool = setting(False)  # a window on a second screen, facing the customer
    # Passengers' ID numbers and scans are erased this many days after the trip date.
    documents_kept_days: int = setting(
        DEFAULT_DOCUMENTS_KEPT_DAYS, check=_documents_kept_problem, guard=DOCUMENTS_KEPT
    )
    # Whom customers contact about their personal data (name, phone, e-mail), named by the
    # privacy notice; '' names the agency. Words the agency adds to the notice ('' for none).
    grievance_contact: str = setting("", read=lambda raw: str(raw).strip())
    privacy_notice_extra: str = setting("", read=lambda raw: str(raw).strip())
    # The folder the counter's scanner saves into ('' for none): watched on the Book screen, its
    # new scans offered to the passenger who needs one, and where the scan picker opens.
    scan_folder: str = setting("", read=lambda raw: str(raw).strip(), check=_scan_folder_problem)
    # The drawer's difference (over or short) a clerk may close a shift with on their own.
    drawer_limit: Decimal = setting(
        DEFAULT_DRAWER_LIMIT, check=_drawer_limit_problem, guard=DRAWER_LIMIT
    )
    # The agency's mail server the customers' e-mail goes through (its password: the keyring's).
    mail: MailServer = setting(factory=MailServer)
    # The owner's e-mail address each Z report's chain heads are mailed to ('' for none): a
    # witness of the journal outside the PC (docs/decisions/heads-witnessed-as-they-grow.md).
    owner_email: str = setting(
        "", read=lambda raw: str(raw).strip(), check=email_problem, guard=OWNER_ADDRESS
    )

    @property
    def scanner_folder(self) -> Path | None:
        """The scanner's folder as a path; None when none is set."""
        return Path(self.scan_folder) if self.scan_folder else None

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
    def seller(self) -> Seller:
        """The agency as its e-invoices name it."""
        return Seller(self.registration, self.agency_name, self.agency_phone)

    @property
    def till_rules(self) -> TillRules:
        """The customer-price rules: markup per module, round-off step, service charge refund."""
        return TillRules(
            markups={Module.ACTIVITY: self.activity_markup, Module.BOAT: self.boat_markup},
            round_to=self.round_to,
            refund_service_charge=self.refund_service_charge,
        )

    @property
    def watch_pace(self) -> Pace:
        """How often the watcher asks about this counter's bookings."""
        return Pace(
            near=dt.timedelta(minutes=self.watch_near_minutes),
            far=dt.timedelta(minutes=self.watch_far_minutes),
            gap=dt.timedelta(seconds=self.watch_gap_seconds),
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
        found = [
            problem
            for declared in declarations(Settings)
            if declared.check is not None
            and (problem := declared.check(getattr(self, declared.name)))
        ]
        # What no single setting says: one needs another, or several make one rule.
        if not self.base_url and self.environment is Environment.LIVE:
            found.append(SETTINGS.tr("The live environment needs the service address."))
        found += self.printers.problems()
        found += self.mail.problems()
        found += self.till_rules.problems()
        if self.upi_vpa:
            upi = (vpa_problem(self.upi_vpa), payee_problem(self.upi_payee_name))
            found += [problem for problem in upi if problem]
        # E-invoices name the agency's town and PIN code, read from the end of its address.
        if self.turnover_band.needs_irn and self.agency_gstin:
            found += [problem for problem in (address_problem(self.agency_address),) if problem]
        return found + self.registration.problems()

    def counter_label(self) -> str:
        """``Counter Front desk 2``: the name staff gave, else the counter's code (``Counter
        C1``), never the computer's network name."""
        return SETTINGS.tr("Counter {name}").format(name=self.counter_name or self.counter_code)

    def with_base_url(self, base_url: str) -> Settings:
        """A copy for another service address (trailing slashes dropped)."""
        return replace(self, base_url=_address(base_url))


def load_settings(path: Path) -> Settings:
    """The saved settings, or the defaults when there are none or the file is unreadable.

    A setting the file lacks (one an older version did not have) takes its default; one it
    does not know (a newer version's) is left in the file."""
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
            **{
                declared.name: declared.read(raw[declared.name])
                for declared in declarations(Settings)
                if declared.name in raw
            }
        )
    except (TypeError, ValueError, ArithmeticError) as exc:
        log.warning("Settings file %s has bad values (%s); using defaults", path, exc)
        return Settings()
    return loaded if not loaded.problems() else Settings()


def document_language_of(settings: Settings) -> str:
    """The language (a code of ``app.languages``) the customer's documents are printed in."""
    chosen = settings.document_language
    return chosen if languages.is_known(chosen) else i18n.language()


def with_counter_id(path: Path) -> Settings:
    """The saved settings, given a counter id on the first start (written into the file, every
    other saved value kept as it is). An unreadable file is left alone: no id then."""
    settings = load_settings(path)
    if settings.counter_id:
        return settings
    raw = _saved(path)
    if raw is None:
        return settings
    made = str(uuid.uuid4())
    if not raw:
        save_settings(path, replace(settings, counter_id=made))
    elif not raw.get("counter_id"):
        _write_atomically(path, json.dumps({**raw, "counter_id": made}, indent=2))
    else:
        return settings
    return replace(settings, counter_id=made)


def save_settings(path: Path, settings: Settings) -> None:
    """Write every declared setting atomically (a crash never leaves half a file); a setting
    the file has and this version does not know is kept, and one set once is never replaced."""
    path.parent.mkdir(parents=True, exist_ok=True)
    saved = _saved(path) or {}
    fields = {
        declared.name: (
            saved[declared.name]
            if declared.once and saved.get(declared.name)
            else declared.write(getattr(settings, declared.name))
        )
        for declared in declarations(Settings)
    }
    _write_atomically(path, json.dumps({**saved, **fields}, indent=2))


def changed_settings(before: Settings, after: Settings) -> dict[str, Any]:
    """The settings ``after`` changes from ``before``, by name."""
    return {
        declared.name: getattr(after, declared.name)
        for declared in declarations(Settings)
        if getattr(before, declared.name) != getattr(after, declared.name)
    }


def update_settings(path: Path, **changes: Any) -> Settings:
    """Write only ``changes`` into the saved settings: whatever else the file holds (another
    screen's save, the CLI's, a newer version's settings) stays. The settings now saved."""
    updated = replace(load_settings(path), **changes)
    save_settings(path, updated)
    return updated


def guards_of(before: Settings, after: Settings) -> list[Permission]:
    """The supervisor's guards ``after`` passes from ``before``, each once, in declaration order."""
    found: list[Permission] = []
    for declared in declarations(Settings):
        guard = declared.guard
        if guard is not None and guard not in found and declared.changed(before, after):
            found.append(guard)
    return found


def _saved(path: Path) -> dict[str, Any] | None:
    """The file's settings as JSON ({} when there is no file; None when it is unreadable or not
    an object)."""
    try:
        raw: Any = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError):
        return None
    return raw if isinstance(raw, dict) else None


def _write_atomically(path: Path, text: str) -> None:
    temporary = path.with_suffix(".tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)


def with_agency_store(settings: Settings, agency_db: str | None) -> tuple[Settings, AgencyTarget]:
    """``--agency-db`` (``agency_db``) in place of the saved agency store (its password, if
    given, for this run only); else the saved one."""
    if agency_db:
        target = parse_target(agency_db)
        return replace(settings, agency_db_url=target.url), target
    return settings, AgencyTarget(settings.agency_db_url)

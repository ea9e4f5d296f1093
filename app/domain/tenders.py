"""The tenders a counter takes, each declared once: its code and name, the details it asks for and
their checks, whether it gives change, and how a refund goes back in it. The journal's rows, the
payment panel, the drawer, the reports and the agency screens iterate ``TENDERS``."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal

from app.domain.money import ZERO, money
from app.i18n import QT_TRANSLATE_NOOP, Catalogue

TENDER_NAMES = Catalogue("TENDER_NAMES")


@dataclass(frozen=True, slots=True)
class Detail:
    """One detail a tender asks for: ``name`` (the field's key), its label, the hint shown in
    the empty field, the check it must pass and the sentence when it does not (translated
    where shown); ``longest``: how many characters it may take (0: no limit)."""

    name: str
    label: str
    hint: str
    check: re.Pattern[str]
    problem: str
    longest: int = 0

    def problem_of(self, value: str) -> str | None:
        """The sentence when ``value`` (spaces around it ignored) fails the check, else None."""
        return None if self.check.fullmatch(value.strip()) else TENDER_NAMES.known(self.problem)


@dataclass(frozen=True, slots=True, eq=False)
class TenderKind:
    """One way a customer pays (one instance each, compared by identity).

    ``code`` is what the journal's rows and the records sent to the agency store carry, ``key``
    names its figures (``{key}_in``, ``{key}_out``) in drawer records and its widgets; ``name``,
    ``refund_name`` (how a refund goes back in it) and ``row`` (the payment panel's title of
    its fields, with its shortcut) are shown translated. A tender that
    ``gives_change`` is counted in the drawer; a tender with ``unique_reference`` takes each
    reference (its first detail) once per agency. ``receipt_detail`` is how the receipt words
    the details (a phrase of the receipt's catalogue filled by the details' names; '' prints
    the first detail as typed).
    """

    code: str
    key: str
    name: str
    refund_name: str
    row: str
    details: tuple[Detail, ...] = ()
    gives_change: bool = False
    unique_reference: bool = False
    receipt_detail: str = ""

    def title(self) -> str:
        """The tender's name in the current language."""
        return TENDER_NAMES.known(self.name)

    def row_title(self) -> str:
        """The payment panel's title of its fields, in the current language."""
        return TENDER_NAMES.known(self.row)

    def refund_title(self) -> str:
        """How a refund goes back in it, in the current language."""
        return TENDER_NAMES.known(self.refund_name)

    def paid(self, amount: Decimal, *details: str, tendered: Decimal | None = None) -> Tender:
        """A part of ``amount`` paid this way with its ``details`` in declared order (a tender
        that gives change: what was handed over, exact when None)."""
        if len(details) != len(self.details):
            raise ValueError(f"{self.code} takes {len(self.details)} details, not {len(details)}.")
        handed = (amount if tendered is None else tendered) if self.gives_change else None
        return Tender(self, amount, details, handed)


@dataclass(frozen=True, slots=True)
class Tender:
    """One part of a sale's payment: ``amount`` by ``kind`` with its details (in the kind's
    order) and, for a tender that gives change, what was handed over."""

    kind: TenderKind
    amount: Decimal
    details: tuple[str, ...] = ()
    tendered: Decimal | None = field(default=None)

    @property
    def change(self) -> Decimal:
        """What goes back to the customer (never negative; none for a tender without change)."""
        if self.tendered is None:
            return ZERO
        return max(money(self.tendered - self.amount), ZERO)

    @property
    def handed(self) -> Decimal:
        """What the customer handed over for this part (cash tendered, else the amount)."""
        return self.amount if self.tendered is None else self.tendered

    @property
    def reference(self) -> str:
        """The first detail as typed, stripped ('' for a tender without details)."""
        return self.details[0].strip() if self.details else ""

    def detail(self, name: str) -> str:
        """The detail ``name`` as typed (``KeyError``: the tender asks for none of that name)."""
        for declared, value in zip(self.kind.details, self.details, strict=True):
            if declared.name == name:
                return value
        raise KeyError(name)


REFERENCE = "reference"

CASH = TenderKind(
    code="Cash",
    key="cash",
    name=QT_TRANSLATE_NOOP("TENDER_NAMES", "Cash"),
    refund_name=QT_TRANSLATE_NOOP("TENDER_NAMES", "Cash"),
    row=QT_TRANSLATE_NOOP("TENDER_NAMES", "&Cash: part, tendered"),
    gives_change=True,
)
UPI = TenderKind(
    code="UPI",
    key="upi",
    name=QT_TRANSLATE_NOOP("TENDER_NAMES", "UPI"),
    refund_name=QT_TRANSLATE_NOOP("TENDER_NAMES", "UPI"),
    row=QT_TRANSLATE_NOOP("TENDER_NAMES", "&UPI: amount, reference"),
    details=(
        Detail(
            REFERENCE,
            QT_TRANSLATE_NOOP("TENDER_NAMES", "UPI transaction reference"),
            QT_TRANSLATE_NOOP("TENDER_NAMES", "transaction reference"),
            re.compile(r"[A-Za-z0-9]{6,35}"),
            QT_TRANSLATE_NOOP(
                "TENDER_NAMES",
                "Type the UPI transaction reference (6 to 35 letters or digits) from the "
                "customer's or the terminal's screen.",
            ),
        ),
    ),
    unique_reference=True,
)
CARD = TenderKind(
    code="Card",
    key="card",
    name=QT_TRANSLATE_NOOP("TENDER_NAMES", "Card"),
    refund_name=QT_TRANSLATE_NOOP("TENDER_NAMES", "Card reversal"),
    row=QT_TRANSLATE_NOOP("TENDER_NAMES", "Car&d: amount, last 4, approval"),
    details=(
        Detail(
            "last4",
            QT_TRANSLATE_NOOP("TENDER_NAMES", "Card's last 4 digits"),
            QT_TRANSLATE_NOOP("TENDER_NAMES", "last 4"),
            re.compile(r"\d{4}"),
            QT_TRANSLATE_NOOP("TENDER_NAMES", "Type the last 4 digits of the card, digits only."),
            longest=4,
        ),
        Detail(
            "approval_code",
            QT_TRANSLATE_NOOP("TENDER_NAMES", "Card approval code"),
            QT_TRANSLATE_NOOP("TENDER_NAMES", "approval code"),
            re.compile(r"[A-Za-z0-9]{4,12}"),
            QT_TRANSLATE_NOOP(
                "TENDER_NAMES",
                "Type the approval code printed on the terminal's slip (4 to 12 letters or "
                "digits).",
            ),
        ),
    ),
    receipt_detail=QT_TRANSLATE_NOOP("RECEIPT_DATA", "card ••{last4} appr {approval_code}"),
)
BANK = TenderKind(
    code="Bank transfer",
    key="bank",
    name=QT_TRANSLATE_NOOP("TENDER_NAMES", "Bank transfer"),
    refund_name=QT_TRANSLATE_NOOP("TENDER_NAMES", "Bank transfer"),
    row=QT_TRANSLATE_NOOP("TENDER_NAMES", "Ban&k transfer: amount, UTR"),
    details=(
        Detail(
            REFERENCE,
            QT_TRANSLATE_NOOP("TENDER_NAMES", "Bank transfer UTR"),
            QT_TRANSLATE_NOOP("TENDER_NAMES", "UTR"),
            # IMPS's reference is 12 digits, NEFT's UTR 16 characters, RTGS's 22.
            re.compile(r"[A-Za-z0-9]{12,22}"),
            QT_TRANSLATE_NOOP(
                "TENDER_NAMES",
                "Type the transfer's UTR (12 to 22 letters or digits) from the customer's bank "
                "advice or the agency's account statement.",
            ),
            longest=22,
        ),
    ),
    unique_reference=True,
)

# Every tender the counter takes, in the order the panel, the drawer and the reports list them.
TENDERS: tuple[TenderKind, ...] = (CASH, UPI, CARD, BANK)
# The one tender counted in the drawer (its float, change and count).
DRAWER = next(kind for kind in TENDERS if kind.gives_change)


class UnknownTender(ValueError):
    """A stored code that names no registered tender."""


def tender_of(code: str) -> TenderKind:
    """The registered tender whose code is ``code`` (``UnknownTender`` otherwise)."""
    for kind in TENDERS:
        if kind.code == code:
            return kind
    raise UnknownTender(f"No tender is registered as {code!r}.")


def by_tender() -> dict[TenderKind, Decimal]:
    """Every registered tender at zero, in registry order (a mapping to fill)."""
    return dict.fromkeys(TENDERS, ZERO)

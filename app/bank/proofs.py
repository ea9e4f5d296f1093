"""Where the till's UPI and bank payments stand against the agency's statements: the records
the journal keeps of them and the screens show (below the journal, so that a screen needs none
of its storage)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum

from app.bank.matching import Doubt, Method
from app.bank.statement import Unreadable
from app.domain.money import ZERO
from app.domain.tenders import TENDERS, TenderKind

# The tenders a statement proves: those whose reference is a transfer's (UPI, bank transfer).
PROVED_TENDERS: tuple[TenderKind, ...] = tuple(kind for kind in TENDERS if kind.unique_reference)


class Standing(StrEnum):
    """Where a UPI or bank payment stands against the statements."""

    PROVED = "proved"
    NOT_YET = "not yet"
    QUESTIONED = "questioned"


class Outcome(StrEnum):
    """How a supervisor resolved a questioned payment."""

    OTHER_REFERENCE = "other reference"
    STILL_OWED = "still owed"
    WRITTEN_OFF = "written off"


@dataclass(frozen=True, slots=True)
class Imported:
    """What one import did: rows read, rows new to the journal, rows it could not read, and
    the payments it proved."""

    import_id: int
    layout: str
    read: int
    new: int
    unreadable: tuple[Unreadable, ...]
    matched: int


@dataclass(frozen=True, slots=True)
class BankRow:
    """A kept statement row."""

    row_id: int
    on: dt.date
    amount: Decimal
    references: tuple[str, ...]
    narration: str
    payer: str
    at: dt.time | None


@dataclass(frozen=True, slots=True)
class Proof:
    """One UPI or bank payment of the till and where it stands: the sale (or refund) it
    belongs to, the row that proves or questions it, and a supervisor's resolution."""

    key: str
    kind: TenderKind
    amount: Decimal
    reference: str
    at: dt.datetime
    request_id: str
    booking_ref: str
    receipt_no: str
    shift_id: int | None
    counter: str
    outgoing: bool
    standing: Standing
    method: Method | None = None
    doubt: Doubt | None = None
    row: BankRow | None = None
    outcome: Outcome | None = None
    outcome_detail: str = ""
    decision_id: int | None = None


@dataclass(frozen=True, slots=True)
class ProofTotals:
    """Takings by a tender split by standing (refunds count against them)."""

    proved: Decimal = ZERO
    not_yet: Decimal = ZERO
    questioned: Decimal = ZERO


@dataclass(frozen=True, slots=True)
class ShiftProof:
    """A shift's UPI and bank takings against the statements: totals by tender, the payments in
    doubt, and the statements' last day (None before any import)."""

    totals: dict[TenderKind, ProofTotals]
    questioned: list[Proof] = field(default_factory=list)
    covered_until: dt.date | None = None

    def figures(self) -> dict[str, str]:
        """The split as the X and Z reports' figures keep it (``upi_proved`` ...)."""
        found: dict[str, str] = {}
        for kind, totals in self.totals.items():
            found[f"{kind.key}_proved"] = str(totals.proved)
            found[f"{kind.key}_not_yet"] = str(totals.not_yet)
            found[f"{kind.key}_questioned"] = str(totals.questioned)
        return found

"""Where the till's UPI and bank payments stand against the agency's statements: the records
the journal keeps of them and the screens show (below the journal, so that a screen needs none
of its storage)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from decimal import Decimal
from enum import StrEnum

from app.bank.matching import Doubt, Entry, Method
from app.bank.narration import is_reference
from app.bank.statement import Unreadable
from app.domain.money import ZERO
from app.domain.tenders import TENDERS, TenderKind

# The tenders a statement proves: those whose reference is a transfer's (UPI, bank transfer).
PROVED_TENDERS: tuple[TenderKind, ...] = tuple(kind for kind in TENDERS if kind.unique_reference)


class Standing(StrEnum):
    """Where a UPI or bank payment stands against the statements: proved, not yet in them,
    questioned (open), or resolved by a supervisor as money not in: the customer still owes
    it (said until it is paid), or written off."""

    PROVED = "proved"
    NOT_YET = "not yet"
    QUESTIONED = "questioned"
    OWED = "still owed"
    WRITTEN_OFF = "written off"


class Outcome(StrEnum):
    """How a supervisor resolved a questioned payment."""

    OTHER_REFERENCE = "other reference"
    STILL_OWED = "still owed"
    WRITTEN_OFF = "written off"
    # The bank shows more than the payment under its reference: the payment received, the rest
    # owed back to the customer (issue 94).
    EXCESS = "customer excess"


# The standings a supervisor's resolution gives a payment no row proves (received under
# another reference is a match by hand: proved).
_RESOLVED = {
    Outcome.OTHER_REFERENCE: Standing.PROVED,
    Outcome.STILL_OWED: Standing.OWED,
    Outcome.WRITTEN_OFF: Standing.WRITTEN_OFF,
    Outcome.EXCESS: Standing.PROVED,
}
# The payments a supervisor may resolve, or has: listed among the questioned.
IN_DOUBT = frozenset({Standing.QUESTIONED, Standing.OWED, Standing.WRITTEN_OFF})


def standing_of(proved: bool, doubted: bool, outcome: Outcome | None) -> Standing:
    """Where a payment stands: ``proved`` by a row (by reference, or by a supervisor's
    hand), else as a supervisor resolved it, else questioned when ``doubted`` (the matching
    rules' question), else not yet in the statements. The one rule every split follows: the
    journal's, the X and Z reports' and the agency day close's."""
    if proved:
        return Standing.PROVED
    if outcome is not None:
        return _RESOLVED[outcome]
    return Standing.QUESTIONED if doubted else Standing.NOT_YET


@dataclass(frozen=True, slots=True)
class Imported:
    """What one import did: rows read, rows new to the journal, rows it could not read, the
    payments it proved, the account its statement names ('' when none), and whether it says
    no balance (``unchecked``)."""

    import_id: int
    layout: str
    read: int
    new: int
    unreadable: tuple[Unreadable, ...]
    matched: int
    account: str = ""
    # A statement of no balance: its rows prove nothing until a supervisor accepts it.
    unchecked: bool = False


@dataclass(frozen=True, slots=True)
class Unchecked:
    """A statement kept with no balance, awaiting a supervisor's acceptance: its import, file,
    the account it is of, when it was imported and the rows it holds."""

    import_id: int
    file_name: str
    account: str
    imported_at: dt.datetime
    rows: int


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

    @property
    def shown_reference(self) -> str:
        """The reference staff compare with the one typed at the till: the first it carries,
        without the zeros a bank's reference column pads it with ("0000412300000668") when
        its narration carries it bare, or the first of an RRN's or a UTR's shape when the
        first is the bank's own (ICICI's transaction id "S40000005" before the payer's RRN);
        "" when none."""
        first = self.references[0] if self.references else ""
        bare = first.lstrip("0")
        if bare != first and bare in self.references:
            return bare
        return next((r for r in self.references if is_reference(r)), first)

    @property
    def entry(self) -> Entry:
        """The row as the matching rules read it."""
        return Entry(self.row_id, self.on, self.amount, self.references, self.at)


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
    # A free row of its amount near its time (no proof: a supervisor looks at it).
    suggestion: BankRow | None = None
    # The booking's customer as the till recorded the sale, said beside a suggestion's payer.
    customer: str = ""
    # Listed by a payment app's settlement report whose payout has not reached the bank for
    # its net: the report alone proves nothing (issue 94), so it stands not yet proved.
    awaiting_payout: bool = False
    # Matched to a row of a statement of no balance a supervisor has not accepted yet: nothing
    # checks its rows against each other (issue 94), so it stands not yet proved.
    awaiting_acceptance: bool = False


@dataclass(frozen=True, slots=True)
class Verdict:
    """What one run of the matching rules says of a payment: proved by ``row`` (``method``:
    how), or in doubt (``doubt``: why; ``row``: the row that raised it, if one did), or
    neither (not yet in the statements)."""

    proved: bool
    method: Method | None = None
    doubt: Doubt | None = None
    row: BankRow | None = None

    def standing(self, outcome: Outcome | None) -> Standing:
        """Where the payment stands with its supervisor's resolution ``outcome``."""
        return standing_of(self.proved, self.doubt is not None, outcome)


def judged(proof: Proof, verdict: Verdict) -> Proof:
    """``proof`` as ``verdict`` judges it (the agency day close's run over every counter's
    payments and rows), its own resolution kept: how it was proved, or why it is in doubt,
    and the row, are the verdict's. A payment a supervisor matched by hand stays as it is:
    the day close counts it proved by its outcome too."""
    if proof.outcome is Outcome.OTHER_REFERENCE:
        return proof
    return replace(
        proof,
        standing=verdict.standing(proof.outcome),
        method=verdict.method if verdict.proved else None,
        doubt=None if verdict.proved else verdict.doubt,
        row=verdict.row,
    )


# Each standing's name as a figure: ``ProofTotals``' field, and after a tender's key in the X
# and Z reports' figures (``upi_still_owed``: ``upi_owed`` is a refund owed to a customer).
FIGURES = {
    Standing.PROVED: "proved",
    Standing.NOT_YET: "not_yet",
    Standing.QUESTIONED: "questioned",
    Standing.OWED: "still_owed",
    Standing.WRITTEN_OFF: "written_off",
}


@dataclass(frozen=True, slots=True)
class ProofTotals:
    """A tender's takings, or its refunds, split by standing, each figure positive (issue 82:
    refunds are never netted against takings); together they are its takings (or refunds)."""

    proved: Decimal = ZERO
    not_yet: Decimal = ZERO
    questioned: Decimal = ZERO
    still_owed: Decimal = ZERO
    written_off: Decimal = ZERO

    @classmethod
    def of(cls, by: dict[Standing, Decimal]) -> ProofTotals:
        """The totals of ``by`` (a standing it leaves out is zero)."""
        return cls(**{FIGURES[standing]: amount for standing, amount in by.items()})

    def amount(self, standing: Standing) -> Decimal:
        """The takings of ``standing``."""
        amount: Decimal = getattr(self, FIGURES[standing])
        return amount

    def any(self) -> bool:
        """Whether any standing took anything."""
        return any(self.amount(standing) for standing in Standing)


@dataclass(frozen=True, slots=True)
class ShiftProof:
    """A shift's UPI and bank takings against the statements: totals by tender, the payments
    questioned and not resolved yet, the statements' last day (None before any import), and
    the refunds paid by UPI and bank by tender, apart from the takings."""

    totals: dict[TenderKind, ProofTotals]
    questioned: list[Proof] = field(default_factory=list)
    covered_until: dt.date | None = None
    refunds: dict[TenderKind, ProofTotals] = field(default_factory=dict)

    def figures(self) -> dict[str, str]:
        """The split as the X and Z reports' figures keep it (``upi_proved`` ..., the refunds'
        ``upi_refunds_proved`` ...)."""
        return figure_record(self.totals, self.refunds)


# What the refunds' figures are named after a tender's key (``upi_refunds_proved``).
REFUNDS = "refunds"


def figure_record(
    takings: dict[TenderKind, ProofTotals], refunds: dict[TenderKind, ProofTotals]
) -> dict[str, str]:
    """The takings' and refunds' splits as the X and Z reports keep them, as exact text."""
    record = {
        f"{kind.key}_{name}": str(totals.amount(standing))
        for kind, totals in takings.items()
        for standing, name in FIGURES.items()
    }
    return record | {
        f"{kind.key}_{REFUNDS}_{name}": str(totals.amount(standing))
        for kind, totals in refunds.items()
        for standing, name in FIGURES.items()
    }


def summed(proofs: Iterable[Proof], covered_until: dt.date | None = None) -> ShiftProof:
    """The totals of ``proofs`` by tender and standing, the takings and the refunds apart and
    each positive (netted, a refund proved made "UPI proved" less than the takings proved),
    and the questioned ones not resolved yet."""
    sums: dict[bool, dict[TenderKind, dict[Standing, Decimal]]] = {
        outgoing: {kind: dict.fromkeys(Standing, ZERO) for kind in PROVED_TENDERS}
        for outgoing in (False, True)
    }
    questioned = []
    for proof in proofs:
        sums[proof.outgoing][proof.kind][proof.standing] += proof.amount
        if proof.standing is Standing.QUESTIONED:
            questioned.append(proof)
    totals = {kind: ProofTotals.of(by) for kind, by in sums[False].items()}
    refunds = {kind: ProofTotals.of(by) for kind, by in sums[True].items()}
    return ShiftProof(totals, questioned, covered_until, refunds)

"""The drawer's figures of a shift (float, cash in and out, expected, counted, difference; each
tender's totals), the X report (reads only) and the Z report (closes the shift for good)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal

from app.bank.proofs import FIGURES, PROVED_TENDERS, REFUNDS, ProofTotals, figure_record
from app.books.queries import BookQueries, TenderFlows, refunds_owed
from app.domain.money import ZERO, money
from app.domain.tenders import DRAWER, TENDERS, TenderKind
from app.domain.till import DrawerCount
from app.journal.till import RefundOwed, Shift, ShiftTakings, Till, ZReport


@dataclass(frozen=True, slots=True)
class DrawerFigures:
    """What the drawer should hold and what it does: ``expected = float + cash in - cash out``,
    and what each registered tender ``taken`` by sales and ``given`` back by refunds.

    ``counted`` and ``difference`` are None until the drawer is counted. ``pending_cash`` is
    cash taken for sales whose outcome is not known yet: outside ``expected`` until booked.
    ``refunds_owed`` is what the counter's customers are owed for confirmed cancellations and
    was not paid out yet (``owed`` of them; ``owed_by``: by the tender each is owed by):
    outside the drawer until paid. ``banked`` is the cash taken out of the counted drawer at
    the close (to the bank or the safe). ``proof`` splits the UPI and bank takings by where
    each payment stands against the bank's statements (``Standing``; empty for a Z report
    closed before statements were imported).
    """

    opening_float: Decimal
    taken: dict[TenderKind, Decimal]
    given: dict[TenderKind, Decimal]
    expected: Decimal
    counted: Decimal | None
    difference: Decimal | None
    pending_cash: Decimal
    sales: int
    refunds: int
    refunds_owed: Decimal
    owed: int
    banked: Decimal = ZERO
    owed_by: Mapping[TenderKind, Decimal] = field(default_factory=dict)
    # What cash refunds were rounded by to leave the drawer in whole rupees (within cash out).
    refund_round_off: Decimal = ZERO
    proof: dict[TenderKind, ProofTotals] = field(default_factory=dict)
    # The UPI and bank refunds split the same way, apart from the takings (issue 82).
    proof_refunds: dict[TenderKind, ProofTotals] = field(default_factory=dict)

    @property
    def owed_tenders(self) -> tuple[tuple[TenderKind, Decimal], ...]:
        """What stays owed to customers by each tender that owes any (as the tab and the Z's
        question name them)."""
        return tuple((kind, amount) for kind, amount in self.owed_by.items() if amount)

    @property
    def left(self) -> Decimal | None:
        """What stays in the drawer once what was banked is out: the next shift's float."""
        return None if self.counted is None else money(self.counted - self.banked)

    @property
    def cash_in(self) -> Decimal:
        """Cash taken by sales, into the drawer."""
        return self.taken[DRAWER]

    @property
    def cash_out(self) -> Decimal:
        """Cash given back by refunds, out of the drawer."""
        return self.given[DRAWER]

    def net(self, kind: TenderKind) -> Decimal:
        """What ``kind`` took less what it gave back."""
        return TenderFlows(self.taken, self.given).net(kind)

    def counted_as(self, counted: DrawerCount | None) -> DrawerFigures:
        """These figures with the drawer ``counted`` (None: not counted yet)."""
        total = None if counted is None else counted.total
        difference = None if total is None else money(total - self.expected)
        return replace(self, counted=total, difference=difference)

    def as_record(self) -> dict[str, str | int | None]:
        """The figures as the Z report keeps them (amounts as exact text): each tender's as
        ``{key}_in`` and ``{key}_out``, the drawer's first, in the order reports always had."""
        record: dict[str, str | int | None] = {"opening_float": str(self.opening_float)}
        record |= _tender_record(self, DRAWER)
        record |= {
            "expected": str(self.expected),
            "counted": _text(self.counted),
            "difference": _text(self.difference),
        }
        for kind in TENDERS:
            if kind is not DRAWER:
                record |= _tender_record(self, kind)
        record |= {
            "pending_cash": str(self.pending_cash),
            "sales": self.sales,
            "refunds": self.refunds,
            "refunds_owed": str(self.refunds_owed),
            "owed": self.owed,
            "banked": str(self.banked),
            "refund_round_off": str(self.refund_round_off),
        }
        record |= {f"{kind.key}_owed": str(amount) for kind, amount in self.owed_by.items()}
        return record | figure_record(self.proof, self.proof_refunds)

    @classmethod
    def from_record(cls, record: Mapping[str, str | int | None]) -> DrawerFigures:
        """Figures read back from a Z report (a tender it does not name took nothing then)."""

        def amount(name: str, absent: str | None = None) -> Decimal:
            return Decimal(str(record.get(name, absent) if absent is not None else record[name]))

        def counted(name: str) -> Decimal | None:
            return None if record[name] is None else amount(name)

        return cls(
            opening_float=amount("opening_float"),
            taken={kind: amount(f"{kind.key}_in", "0.00") for kind in TENDERS},
            given={kind: amount(f"{kind.key}_out", "0.00") for kind in TENDERS},
            expected=amount("expected"),
            counted=counted("counted"),
            difference=counted("difference"),
            pending_cash=amount("pending_cash"),
            sales=int(str(record["sales"])),
            refunds=int(str(record["refunds"])),
            # Z reports closed before refunds owed were counted say nothing of them.
            refunds_owed=amount("refunds_owed", "0.00"),
            owed=int(str(record.get("owed", 0))),
            # Z reports closed before the close asked what was banked took nothing out.
            banked=amount("banked", "0.00"),
            # Z reports closed before cash refunds were rounded to the rupee rounded none.
            refund_round_off=amount("refund_round_off", "0.00"),
            # Z reports closed before refunds owed were kept by tender name none.
            owed_by={
                kind: amount(f"{kind.key}_owed") for kind in TENDERS if f"{kind.key}_owed" in record
            },
            # Z reports closed before bank statements were matched split nothing; those closed
            # before a resolved payment was said apart have none owed or written off.
            proof=_split_of(record, ""),
            # Z reports closed before issue 82 netted their refunds into the takings' split.
            proof_refunds=_split_of(record, f"_{REFUNDS}"),
        )


def _split_of(record: Mapping[str, str | int | None], part: str) -> dict[TenderKind, ProofTotals]:
    """A Z report's split of its takings (``part`` '') or refunds (``_refunds``) by tender, as
    ``figure_record`` kept it (a standing it lacks is zero, a tender it lacks left out)."""
    return {
        kind: ProofTotals.of(
            {
                standing: Decimal(str(record.get(f"{kind.key}{part}_{name}", "0.00")))
                for standing, name in FIGURES.items()
            }
        )
        for kind in PROVED_TENDERS
        if f"{kind.key}{part}_proved" in record
    }


def _text(amount: Decimal | None) -> str | None:
    return None if amount is None else str(amount)


def _tender_record(figures: DrawerFigures, kind: TenderKind) -> dict[str, str | int | None]:
    return {f"{kind.key}_in": str(figures.taken[kind]), f"{kind.key}_out": str(figures.given[kind])}


def drawer_figures(till: Till, shift_id: int, counted: DrawerCount | None = None) -> DrawerFigures:
    """The drawer of the shift ``shift_id``, with the difference once ``counted``: what each
    tender took and gave back and what cash refunds were rounded by (``shift_tenders``), the
    expected cash (what the drawer holds), what the counter's customers are owed in all and by
    tender, each read from the books (``BookQueries``); beside them the till's tally (its sales
    and refunds counted, the cash of sales not answered yet). While the books job has still to
    post a journal of an earlier version, the till's own rows (``_till_figures``)."""
    tally = till.tally(shift_id)
    shift = tally.shift
    owed = refunds_owed(till, shift.counter)
    books = BookQueries(till.books_connection())
    if books.posted():
        flows = books.shift_tenders(shift_id)
        taken, given, round_off = flows.taken, flows.given, flows.round_off
        expected, owed_in_all = books.drawer(), books.owed_in_all()
        owed_by = books.owed_by_tender(owed)
    else:
        takings = till.till_takings(shift_id)
        taken, given, round_off = takings.taken, takings.given, takings.round_off
        expected, owed_in_all, owed_by = _till_figures(shift, takings, owed)
    return DrawerFigures(
        opening_float=shift.opening_float,
        taken=dict(taken),
        given=dict(given),
        expected=expected,
        counted=None,
        difference=None,
        pending_cash=tally.pending_cash,
        sales=tally.sales,
        refunds=tally.refunds,
        refunds_owed=owed_in_all,
        owed=len(owed),
        owed_by=owed_by,
        refund_round_off=round_off,
    ).counted_as(counted)


def _till_figures(
    shift: Shift, takings: ShiftTakings, owed: Sequence[RefundOwed]
) -> tuple[Decimal, Decimal, dict[TenderKind, Decimal]]:
    """The expected cash and what is owed (in all and by tender) by the till's own rows: a
    journal of an earlier version until the books job has posted its history (a moment after
    the first paint)."""
    expected = shift.opening_float + takings.taken[DRAWER] - takings.given[DRAWER]
    owed_in_all = sum((o.due.amount for o in owed), ZERO)
    totals = {
        kind: money(sum((amount for o in owed for by, amount in o.due.by if by is kind), ZERO))
        for kind in TENDERS
    }
    owed_by = {kind: amount for kind, amount in totals.items() if amount}
    return money(expected), money(owed_in_all), owed_by


def x_report(till: Till, shift_id: int, counted: DrawerCount | None = None) -> DrawerFigures:
    """The shift's figures so far, its UPI and bank takings against the bank's statements;
    writes nothing (a drawer counted here is not recorded)."""
    split, refunds = _proof(till, shift_id)
    return replace(drawer_figures(till, shift_id, counted), proof=split, proof_refunds=refunds)


def z_report(
    till: Till,
    shift_id: int,
    counted: DrawerCount,
    *,
    closed_by: str,
    decision_id: int | None = None,
    reason: str = "",
    banked: Decimal = ZERO,
    owner: str = "",
) -> ZReport:
    """Close the shift: its counted drawer and final figures under the counter's next Z number
    (``reason``: why the drawer is off, kept with it; ``banked``: the cash taken out of the
    drawer at the close, never more than was counted; ``owner``: the address its heads are
    mailed to, '' for none)."""
    figures = drawer_figures(till, shift_id, counted)
    if not ZERO <= banked <= counted.total:
        raise ValueError(f"banked {banked} is not within the {counted.total} counted")
    split, refunds = _proof(till, shift_id)
    figures = replace(figures, banked=money(banked), proof=split, proof_refunds=refunds)
    return till.close_shift(
        shift_id,
        counted,
        figures.as_record(),
        closed_by=closed_by,
        decision_id=decision_id,
        reason=reason,
        owner=owner,
    )


def _proof(
    till: Till, shift_id: int
) -> tuple[dict[TenderKind, ProofTotals], dict[TenderKind, ProofTotals]]:
    """The shift's takings' and refunds' splits against the bank's statements; none before
    any statement was imported (a counter that never imports one keeps its reports' figures
    as they were, and nothing is said of a statement not seen)."""
    proof = till.bank_proof(shift_id)
    return (proof.totals, proof.refunds) if proof.covered_until is not None else ({}, {})


def z_figures(report: ZReport) -> DrawerFigures:
    """The figures a Z report froze."""
    return DrawerFigures.from_record(report.figures)

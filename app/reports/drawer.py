"""The drawer's figures of a shift (float, cash in and out, expected, counted, difference; UPI and
card totals), the X report (reads only) and the Z report (closes the shift for good)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields, replace
from decimal import Decimal

from app.domain.money import ZERO, money
from app.domain.till import DrawerCount
from app.journal.till import RefundOwed, Shift, ShiftTakings, Till, ZReport


@dataclass(frozen=True, slots=True)
class DrawerFigures:
    """What the drawer should hold and what it does: ``expected = float + cash in - cash out``.

    ``counted`` and ``difference`` are None until the drawer is counted. ``pending_cash`` is
    cash taken for sales whose outcome is not known yet: outside ``expected`` until booked.
    ``refunds_owed`` is what the counter's customers are owed for confirmed cancellations and
    was not paid out yet (``owed`` of them): outside the drawer until paid.
    """

    opening_float: Decimal
    cash_in: Decimal
    cash_out: Decimal
    expected: Decimal
    counted: Decimal | None
    difference: Decimal | None
    upi_in: Decimal
    upi_out: Decimal
    card_in: Decimal
    card_out: Decimal
    pending_cash: Decimal
    sales: int
    refunds: int
    refunds_owed: Decimal
    owed: int

    def counted_as(self, counted: DrawerCount | None) -> DrawerFigures:
        """These figures with the drawer ``counted`` (None: not counted yet)."""
        total = None if counted is None else counted.total
        difference = None if total is None else money(total - self.expected)
        return replace(self, counted=total, difference=difference)

    def as_record(self) -> dict[str, str | int | None]:
        """The figures as the Z report keeps them (amounts as exact text)."""
        record: dict[str, str | int | None] = {}
        for item in fields(self):
            value = getattr(self, item.name)
            record[item.name] = str(value) if isinstance(value, Decimal) else value
        return record

    @classmethod
    def from_record(cls, record: dict[str, str | int | None]) -> DrawerFigures:
        """Figures read back from a Z report."""

        def amount(name: str) -> Decimal:
            return Decimal(str(record[name]))

        def counted(name: str) -> Decimal | None:
            return None if record[name] is None else amount(name)

        return cls(
            opening_float=amount("opening_float"),
            cash_in=amount("cash_in"),
            cash_out=amount("cash_out"),
            expected=amount("expected"),
            counted=counted("counted"),
            difference=counted("difference"),
            upi_in=amount("upi_in"),
            upi_out=amount("upi_out"),
            card_in=amount("card_in"),
            card_out=amount("card_out"),
            pending_cash=amount("pending_cash"),
            sales=int(str(record["sales"])),
            refunds=int(str(record["refunds"])),
            # Z reports closed before refunds owed were counted say nothing of them.
            refunds_owed=Decimal(str(record.get("refunds_owed", "0.00"))),
            owed=int(str(record.get("owed", 0))),
        )


def drawer_figures(
    takings: ShiftTakings,
    counted: DrawerCount | None = None,
    owed: Sequence[RefundOwed] = (),
) -> DrawerFigures:
    """The drawer of ``takings``' shift, with the difference once ``counted``, and the refunds
    ``owed`` to the counter's customers."""
    shift: Shift = takings.shift
    expected = money(shift.opening_float + takings.cash_in - takings.cash_out)
    return DrawerFigures(
        opening_float=shift.opening_float,
        cash_in=takings.cash_in,
        cash_out=takings.cash_out,
        expected=expected,
        counted=None,
        difference=None,
        upi_in=takings.upi_in,
        upi_out=takings.upi_out,
        card_in=takings.card_in,
        card_out=takings.card_out,
        pending_cash=takings.pending_cash,
        sales=takings.sales,
        refunds=takings.refunds,
        refunds_owed=money(sum((o.due.amount for o in owed), ZERO)),
        owed=len(owed),
    ).counted_as(counted)


def x_report(till: Till, shift_id: int, counted: DrawerCount | None = None) -> DrawerFigures:
    """The shift's figures so far; writes nothing (a drawer counted here is not recorded)."""
    takings = till.takings(shift_id)
    return drawer_figures(takings, counted, till.refunds_owed(takings.shift.counter))


def z_report(
    till: Till,
    shift_id: int,
    counted: DrawerCount,
    *,
    closed_by: str,
    decision_id: int | None = None,
    reason: str = "",
) -> ZReport:
    """Close the shift: its counted drawer and final figures under the counter's next Z number
    (``reason``: why the drawer is off, kept with it)."""
    takings = till.takings(shift_id)
    figures = drawer_figures(takings, counted, till.refunds_owed(takings.shift.counter))
    return till.close_shift(
        shift_id,
        counted,
        figures.as_record(),
        closed_by=closed_by,
        decision_id=decision_id,
        reason=reason,
    )


def z_figures(report: ZReport) -> DrawerFigures:
    """The figures a Z report froze."""
    return DrawerFigures.from_record(report.figures)

"""Cash leaves the drawer in whole rupees: a refund's cash part with paise no other tender can
carry (a cash sale of a till that rounds nothing) is handed out rounded, half up, and the round
off is recorded with the payment: on the refund slip, the drawer's figures and the X/Z report,
the Z report's record and the agency's copy, the lines adding up to what was handed over."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from app.domain.modules import Module
from app.domain.refund_split import cash_round_off
from app.domain.tenders import BANK, CARD, CASH, UPI
from app.domain.till import SeatFare, TillRules, customer_price
from app.journal import Journal
from app.journal.outbox import Kind
from app.journal.till import RefundDue, RefundPart
from app.reports.columns import PrintRow
from app.reports.drawer import DrawerFigures, x_report
from app.reports.drawer_print import drawer_report_rows
from app.reports.drawer_report import drawer_report
from app.reports.receipt_data import AgencyDetails
from app.reports.refund_slip import RefundSlip, refund_slip_rows
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import exact_cash, outbox_of, sell, till_sale

D = Decimal
# One seat at 356.40 with 18 % GST and no rounding at the till: 420.55, paid in cash.
PRICE = customer_price(Module.ACTIVITY, [SeatFare(D("356.40"))], D(18), TillRules(round_to=0))
FLOAT = D("1000.00")


@pytest.mark.parametrize(
    ("amount", "rounded"),
    [("420.55", "0.45"), ("420.45", "-0.45"), ("420.50", "0.50"), ("420.00", "0.00")],
)
def test_cash_is_rounded_half_up_to_the_rupee(amount: str, rounded: str) -> None:
    assert cash_round_off(CASH, D(amount)) == D(rounded)


def test_tenders_that_carry_paise_are_not_rounded() -> None:
    assert {cash_round_off(kind, D("420.55")) for kind in (UPI, CARD, BANK)} == {D("0.00")}


def texts(rows: list[PrintRow]) -> str:
    """The printed rows' text, one line each, spaces made single."""
    return "\n".join(" ".join(row.text.split()) for row in rows)


def test_a_cash_refund_with_paise_is_handed_out_in_rupees_and_its_round_off_recorded(
    tmp_path: Path,
) -> None:
    assert PRICE.total == D("420.55")  # the sale itself kept its paise
    due = RefundDue("REF1", "Asha Rao", ((CASH, PRICE.total),))
    with Journal(tmp_path, now=Clock()) as journal:
        shift = journal.till.open_shift("PB1", "Leela Menon", FLOAT)
        sale = till_sale(shift_id=shift.shift_id, payment=exact_cash(PRICE.total), price=PRICE)
        sell(journal, "s-1", sale, "REF1")
        journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
        journal.cancelled("c-1", cancel_result(400.0))
        [payment] = journal.till.pay_refund(
            "c-1",
            booking_ref="REF1",
            counter="PB1",
            clerk="Leela Menon",
            shift_id=shift.shift_id,
            rule_amount=PRICE.total,
            parts=[RefundPart(CASH, PRICE.total)],
        )
        owed = journal.till.refunds_owed()
        figures = x_report(journal.till, shift.shift_id)
        [record] = [r for r in outbox_of(tmp_path) if r.kind == Kind.CUSTOMER_REFUND]
        report = drawer_report(
            figures,
            journal.till.shift(shift.shift_id),
            None,
            z_no=None,
            agency=AgencyDetails("Island Trails", "Port Blair", "", ""),
            made_at=Clock()(),
            training=False,
        )

    # The refund is settled whole; 421.00 left the drawer, 0.45 of it the round off.
    assert (payment.amount, payment.round_off, payment.handed) == (
        D("420.55"),
        D("0.45"),
        D("421.00"),
    )
    assert owed == []
    assert figures.cash_out == D("421.00") and figures.refund_round_off == D("0.45")
    assert figures.expected == FLOAT + PRICE.total - D("421.00")
    # The Z report keeps it; one closed before it was kept reads no round off.
    kept = figures.as_record()
    assert kept["refund_round_off"] == "0.45"
    assert DrawerFigures.from_record(kept).refund_round_off == D("0.45")
    del kept["refund_round_off"]
    assert DrawerFigures.from_record(kept).refund_round_off == D("0.00")
    # The agency's copy says what left the drawer, the round off named within it.
    assert (record.body["amount"], record.body["round_off"]) == ("421.00", "0.45")

    slip = texts(refund_slip_rows(RefundSlip(payment, "Asha Rao", "1 seat", "PB1/26/000001"), 42))
    assert "Refund 420.55\nRound off 0.45\nGiven back INR 421.00" in slip
    printed = texts(drawer_report_rows(report, 42))
    assert "- Cash out for refunds 421.00\nof which round off to whole rupees 0.45" in printed


def test_a_cash_refund_in_whole_rupees_prints_no_round_off(tmp_path: Path) -> None:
    due = RefundDue("REF1", "Asha Rao", ((CASH, D("420.00")),))
    with Journal(tmp_path, now=Clock()) as journal:
        shift = journal.till.open_shift("PB1", "Leela Menon", FLOAT)
        sale = till_sale(shift_id=shift.shift_id, payment=exact_cash(PRICE.total), price=PRICE)
        sell(journal, "s-1", sale, "REF1")
        journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
        journal.cancelled("c-1", cancel_result(400.0))
        [payment] = journal.till.pay_refund(
            "c-1",
            booking_ref="REF1",
            counter="PB1",
            clerk="Leela Menon",
            shift_id=shift.shift_id,
            rule_amount=D("420.00"),
            parts=[RefundPart(CASH, D("420.00"))],
        )

    assert payment.round_off == D("0.00") and payment.handed == D("420.00")
    slip = texts(refund_slip_rows(RefundSlip(payment, "Asha Rao", "1 seat", None), 42))
    assert "Round off" not in slip and "Given back INR 420.00" in slip

"""A cancellation's customer refund paid in several payments over the sale's tenders: the due
written by tender, what stays owed by tender, each payment its own row, agency record and key,
and the drawer and the owed list adding up after each."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from app.domain.modules import Module
from app.domain.payment import Payment
from app.domain.refund_split import split_by
from app.domain.tenders import CASH, UPI, TenderKind
from app.domain.till import SeatFare, TillRules, customer_price
from app.journal import Journal
from app.journal.outbox import Kind
from app.journal.till import AbovePaid, AlreadyRefunded, RefundDue, RefundPart
from app.reports.drawer import x_report
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import outbox_of, sell, till_sale

D = Decimal
# Two seats at 300 with 18 % GST: 708, paid 354 in cash and 354 by UPI.
PRICE = customer_price(Module.ACTIVITY, [SeatFare(D("300.00"))] * 2, D(18), TillRules())
HALVES = Payment((CASH.paid(D("354.00"), tendered=D("354.00")), UPI.paid(D("354.00"), "UPI12345")))
RULE = D("668.00")


def cancelled(journal: Journal, due: RefundDue) -> int:
    """REF1 sold at PB1 (paid half and half) and its cancellation c-1 confirmed with ``due``;
    the shift's id."""
    shift = journal.till.open_shift("PB1", "Leela Menon", D("1000.00"))
    sale = till_sale(shift_id=shift.shift_id, payment=HALVES, price=PRICE)
    sell(journal, "s-1", sale, "REF1")
    journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
    journal.cancelled("c-1", cancel_result(600.0))
    return shift.shift_id


def pay(
    journal: Journal,
    shift_id: int,
    *parts: RefundPart,
    owed: dict[TenderKind, Decimal] | None = None,
) -> list[str]:
    """Pay ``parts`` of c-1 (the rule: 668.00) from ``shift_id``; the payments' keys."""
    paid = journal.till.pay_refund(
        "c-1",
        booking_ref="REF1",
        counter="PB1",
        clerk="Leela Menon",
        shift_id=shift_id,
        rule_amount=RULE,
        parts=parts,
        owed=owed,
    )
    return [p.payment_id for p in paid]


def test_668_due_on_354_cash_and_354_upi_goes_back_334_each_all_of_it(tmp_path: Path) -> None:
    split = split_by(RULE, {CASH: D("354.00"), UPI: D("354.00")})
    due = RefundDue("REF1", "Asha Rao", tuple(split.items()))
    with Journal(tmp_path, now=Clock()) as journal:
        shift_id = cancelled(journal, due)
        [owed] = journal.till.refunds_owed()
        keys = pay(
            journal, shift_id, RefundPart(CASH, D("334.00")), RefundPart(UPI, D("334.00"), "R9")
        )
        figures = x_report(journal.till, shift_id)
        after = journal.till.refunds_owed()

    assert split == {CASH: D("334.00"), UPI: D("334.00")}
    assert owed.due.by == ((CASH, D("334.00")), (UPI, D("334.00"))) and owed.due.amount == RULE
    assert keys == ["c-1", "c-1/2"]
    assert (figures.given[CASH], figures.given[UPI], figures.refunds) == (D(334), D(334), 2)
    assert after == [] and figures.refunds_owed == 0


def test_what_is_not_paid_now_stays_owed_by_its_tender_and_is_paid_later(tmp_path: Path) -> None:
    due = RefundDue("REF1", "Asha Rao", ((CASH, D("334.00")), (UPI, D("334.00"))))
    with Journal(tmp_path, now=Clock()) as journal:
        shift_id = cancelled(journal, due)
        # The drawer is short: 200 in cash now, 134 cash and all the UPI owed.
        first = pay(
            journal,
            shift_id,
            RefundPart(CASH, D("200.00")),
            owed={CASH: D("134.00"), UPI: D("334.00")},
        )
        [owed] = journal.till.refunds_owed()
        halfway = x_report(journal.till, shift_id)
        with pytest.raises(AbovePaid) as above:  # the UPI part cannot grow past what UPI took
            pay(journal, shift_id, RefundPart(UPI, D("354.01")))
        second = pay(
            journal, shift_id, RefundPart(CASH, D("134.00")), RefundPart(UPI, D("334.00"), "R9")
        )
        with pytest.raises(AlreadyRefunded):
            pay(journal, shift_id, RefundPart(CASH, D("1.00")))
        records = [r.record_id for r in outbox_of(tmp_path) if r.kind == Kind.CUSTOMER_REFUND]
        given = [(r.mode, r.amount) for r in journal.till.refunds_of("REF1")]
        figures = x_report(journal.till, shift_id)
        after = journal.till.refunds_owed()

    assert first == ["c-1"] and second == ["c-1/2", "c-1/3"]
    assert owed.due.by == ((CASH, D("134.00")), (UPI, D("334.00")))
    assert halfway.refunds_owed == D("468.00")
    assert above.value.ceiling.mode is UPI
    assert records == ["refund:c-1", "refund:c-1/2", "refund:c-1/3"]
    assert given == [(CASH, D("200.00")), (CASH, D("134.00")), (UPI, D("334.00"))]
    assert (figures.given[CASH], figures.given[UPI], figures.refunds) == (D(334), D(334), 3)
    assert after == [] and figures.refunds_owed == 0

"""A customer receipt's data, built from a sale journalled with its payment."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from app.books.queries import BookQueries
from app.domain.clock import SERVICE_TZ
from app.domain.modules import Module
from app.domain.payment import Payment
from app.domain.tenders import CARD, CASH, UPI
from app.domain.till import Markup, SeatFare, TillRules, customer_price
from app.journal import Journal
from app.journal.exchanges import ExchangeKind, ExchangePlan
from app.records.refunds import RefundDue, RefundPart
from app.reports.receipt_data import (
    AgencyDetails,
    NoReceipt,
    PaymentPart,
    ReceiptLine,
    receipt_data,
)
from tests.journal.entries import PRODUCT, Clock, cancel_request, cancel_result
from tests.journal.till_sales import PRICE, exact_cash, sell, send, till_sale

D = Decimal
AGENCY = AgencyDetails("Island Trails", "12 Aberdeen Bazaar", "+91 3192 234567", "27AAPFU0939F1ZV")


def test_the_receipt_shows_lines_payments_and_change_of_the_recorded_sale(tmp_path: Path) -> None:
    rules = TillRules(markups={Module.BOAT: Markup(per_seat=D("20.00"))})
    adult, child = SeatFare(D("1850.00"), D("150.00")), SeatFare(D("925.00"), D("75.00"))
    price = customer_price(Module.BOAT, [adult, adult, child], D(5), rules)
    payment = Payment(
        (
            UPI.paid(D("3000.00"), "412345678901"),
            CARD.paid(D("1000.00"), "4242", "A1B2C3"),
            CASH.paid(price.total - D("4000.00"), tendered=D("2000.00")),
        )
    )
    with Journal(tmp_path, now=Clock()) as journal:
        result = sell(journal, "cd-1", till_sale(payment=payment, price=price))
        data = receipt_data(journal, result.booking_ref, agency=AGENCY, training=True)

    # 4,000 + 1,000 fares; GST 5 % of 1,850 + 1,850 + 925 = 231.25; 60 service; -0.25 round off.
    assert data.lines == (
        ReceiptLine("Fare 2 x 2,000.00", D("4000.00")),
        ReceiptLine("Fare 1 x 1,000.00", D("1000.00")),
        ReceiptLine("Fare GST 5%", D("231.25")),
        ReceiptLine("Service charge", D("60.00")),
        ReceiptLine("Round off", D("-0.25")),
    )
    # No tax document with the sale: the agency's GST and its GSTIN are not on the receipt.
    assert (data.total, data.gst_total, data.change) == (D("5291.00"), None, D("709.00"))
    assert data.agency.gstin == ""
    assert data.payments == (
        PaymentPart("UPI", D("3000.00"), "412345678901"),
        PaymentPart("Card", D("1000.00"), "card ••4242 appr A1B2C3"),
        PaymentPart("Cash", D("1291.00"), "tendered 2,000.00"),
    )
    assert (data.receipt_no, data.counter, data.clerk, data.booking_ref) == (
        "PB1/26/000001",
        "PB1",
        "Leela Menon",
        result.booking_ref,
    )
    assert (data.trip, data.seats, data.departs, data.training) == (PRODUCT, 3, "09:00", True)
    assert data.passengers == ("Tom Baker",)
    assert data.issued_at == dt.datetime(2026, 12, 1, 10, 0, tzinfo=SERVICE_TZ)
    assert data.currency == "INR" and data.agency == replace(AGENCY, gstin="")


def test_a_sale_not_taken_has_no_receipt(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        send(journal, "cd-1", till_sale())
        with pytest.raises(NoReceipt, match="no receipt"):
            receipt_data(journal, "NOSUCH23", agency=AGENCY, training=False)


def test_an_exchange_s_receipt_reads_the_credit_and_what_went_back_from_the_books(
    tmp_path: Path,
) -> None:
    # REF1 sold for 4,385.00 in cash, rescheduled to REF2 at 4,185.00: the credit covers it and
    # the 200.00 left goes back in cash, owed when the exchange closed, then paid at Lookup in
    # two payments (100.00, then the rest).
    dearer = customer_price(
        Module.BOAT,
        [SeatFare(D("1850.00"), D("150.00"))] * 2,
        D(5),
        TillRules({Module.BOAT: Markup(per_seat=D("100.00"))}),
    )
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        shift = till.open_shift("PB1", "Leela Menon", D("0.00"))
        sale = till_sale(shift_id=shift.shift_id, payment=exact_cash(dearer.total), price=dearer)
        sell(journal, "s-1", sale, "REF1")
        plan = ExchangePlan(
            "s-2",
            ExchangeKind.RESCHEDULE,
            "REF1",
            "c-1",
            dearer.total,
            CASH,
            "PB1",
            journal.now(),
            None,
        )
        journal.exchanges.plan(plan)
        sell(journal, "s-2", till_sale(shift_id=shift.shift_id, payment=Payment(())), "REF2")
        due = RefundDue("REF1", "Tom Baker", ((CASH, dearer.total),))
        journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
        journal.cancelled("c-1", cancel_result(float(dearer.total)))
        journal.exchanges.close(plan)
        back = dearer.total - PRICE.total
        for part, owed in ((D("100.00"), back - D("100.00")), (back - D("100.00"), None)):
            till.pay_refund(
                "c-1",
                booking_ref="REF1",
                counter="PB1",
                clerk="Leela Menon",
                shift_id=shift.shift_id,
                rule_amount=back,
                parts=(RefundPart(CASH, part),),
                owed=None if owed is None else {CASH: owed},
            )
        data = receipt_data(journal, "REF2", agency=AGENCY, training=False)
        money = BookQueries(till.books_connection()).booking("s-2", "REF2")
    assert money is not None
    [carried] = money.carried
    assert (back, carried.amount, carried.given_back) == (D("200.00"), PRICE.total, ((CASH, back),))
    # The credit the old booking's cancellation owes and all that went back of it, by the books:
    # the lines make the total and what the customer paid for it (nothing).
    assert data.exchange == (
        ReceiptLine("Credit from booking REF1 (cancelled)", -dearer.total),
        ReceiptLine("Given back to the customer", back),
    )
    assert data.payments == ()
    assert data.total + sum(line.amount for line in data.exchange) == D("0.00")

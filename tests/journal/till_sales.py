"""Sales with their customer payments, journalled as the sale path does; also run as a child
process that a test kills mid-stream (``python -m tests.journal.till_sales FOLDER``)."""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

from app.api import BookingResult
from app.domain.gst import TaxBasis
from app.domain.modules import Module
from app.domain.money import money
from app.domain.payment import Payment
from app.domain.tenders import CASH, UPI, TenderKind
from app.domain.till import CustomerPrice, SeatFare, TillRules, customer_price
from app.journal import Journal
from app.journal.outbox import OutboxReader, OutboxRecord
from app.journal.till import CustomerRefund, TillSale
from tests.journal.entries import (
    PRODUCT,
    boat_request,
    booking_result,
    cancel_request,
    cancel_result,
)

PRICE = customer_price(
    Module.BOAT, [SeatFare(Decimal("1850.00"), Decimal("150.00"))] * 2, Decimal(5), TillRules()
)
UPI_PAID = Payment((UPI.paid(PRICE.total, "412345678901"),))


def exact_cash(total: Decimal) -> Payment:
    """The whole price in cash, tendered exactly (as the till takes an empty tendered box)."""
    return Payment((CASH.paid(money(total), tendered=money(total)),))


def till_sale(
    counter: str = "PB1",
    shift_id: int | None = None,
    payment: Payment | None = None,
    price: CustomerPrice = PRICE,
    clerk: str = "Leela Menon",
    tax: TaxBasis | None = None,
) -> TillSale:
    """A sale of two BOAT seats at ``counter`` (exact cash unless ``payment``), taxed by ``tax``
    when given."""
    return TillSale(
        counter=counter,
        clerk=clerk,
        shift_id=shift_id,
        price=price,
        payment=payment or exact_cash(price.total),
        trip=PRODUCT,
        departs="09:00",
        terms="Full refund 48 h or more before; half 24 to 48 h; none under 24 h.",
        tax=tax,
    )


def send(journal: Journal, request_id: str, sale: TillSale) -> None:
    """Journal the sale's request as pending with its payment (as before sending it)."""
    journal.add_create(
        journal.save_scans(boat_request(request_id)), product=PRODUCT, agent=None, sale=sale
    )


def sell(
    journal: Journal, request_id: str, sale: TillSale, ref: str | None = None
) -> BookingResult:
    """Journal the sale, then its booking (``ref`` when given); the answer the service gave."""
    send(journal, request_id, sale)
    result = booking_result(boat_request(request_id), ref)
    journal.booked(request_id, result)
    return result


def confirm_cancellation(
    journal: Journal, request_id: str = "c-1", payment: Payment = UPI_PAID
) -> None:
    """REF1 sold at this till (paid ``payment``) unless it was, and its cancellation
    ``request_id`` confirmed by the service."""
    if journal.till.sale_of("REF1") is None:
        sell(journal, "s-1", till_sale(payment=payment), "REF1")
    journal.add_cancel(cancel_request(request_id, "REF1"), agent=None)
    journal.cancelled(request_id, cancel_result(900.0))


def give_back(
    journal: Journal,
    amount: str,
    decision_id: int | None = None,
    mode: TenderKind = UPI,
    request_id: str = "c-1",
    booking_ref: str = "REF1",
) -> CustomerRefund:
    """Record ``amount`` given back by ``mode`` for the cancellation ``request_id`` of
    ``booking_ref`` (the rule: 1,000.00), by Leela Menon at PB1."""
    return journal.till.record_refund(
        request_id,
        booking_ref=booking_ref,
        counter="PB1",
        clerk="Leela Menon",
        shift_id=None,
        rule_amount=Decimal("1000.00"),
        amount=Decimal(amount),
        mode=mode,
        reference="412345678901",
        decision_id=decision_id,
    )


def outbox_of(folder: Path) -> list[OutboxRecord]:
    """Every unsent outbox record of the journal in ``folder``, in seq order."""
    reader = OutboxReader(folder / "journal.db")
    try:
        return reader.unsent(1_000_000)
    finally:
        reader.close()


def main(folder: Path) -> None:
    """Sell and print each receipt number, until killed."""
    with Journal(folder) as journal:
        for n in range(1_000_000):
            result = sell(journal, f"child-{n}", till_sale())
            taken = journal.till.sale_of(result.booking_ref)
            assert taken is not None
            print(taken.receipt_no, flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]))

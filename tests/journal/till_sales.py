"""Sales with their customer payments, journalled as the sale path does; also run as a child
process that a test kills mid-stream (``python -m tests.journal.till_sales FOLDER``)."""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

from app.api import BookingResult
from app.domain.gst import TaxBasis
from app.domain.modules import Module
from app.domain.payment import Payment, exact_cash
from app.domain.till import CustomerPrice, SeatFare, TillRules, customer_price
from app.journal import Journal
from app.journal.outbox import OutboxReader, OutboxRecord
from app.journal.till import TillSale
from tests.journal.entries import PRODUCT, boat_request, booking_result

PRICE = customer_price(
    Module.BOAT, [SeatFare(Decimal("1850.00"), Decimal("150.00"))] * 2, Decimal(5), TillRules()
)


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

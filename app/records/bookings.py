"""The bookings made at this counter as the history lists them, and what each day's came to."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from dataclasses import dataclass
from decimal import Decimal

from app.domain.modules import Module
from app.domain.money import from_paise
from app.domain.tenders import TenderKind, tender_of

# Each wallet figure of a booking -> the column of ``bookings`` its paise are stored in: the one
# place the older names of the stored records are read by.
BOOKING_COLUMNS = {
    "total_debited": "total_paise",
    "deducted_from_cash": "cash_paise",
    "deducted_from_credit": "credit_paise",
    "total_refunded": "refunded_paise",
}


@dataclass(frozen=True, slots=True)
class BookingRow:
    """A booking made at this counter, as the history lists it."""

    booking_ref: str
    request_id: str
    module: Module
    product: str
    travel_date: dt.date
    sold_at: dt.datetime
    customer_name: str
    customer_email: str
    customer_phone: str
    passengers: tuple[str, ...]
    qty: int
    # The wallet's figures, named as the service names them (``settlement_breakdown``, and the
    # ``total_refunded`` of the status answer); the journal's columns keep their older names.
    total_debited: Decimal
    deducted_from_cash: Decimal
    deducted_from_credit: Decimal
    total_refunded: Decimal
    status: str
    # The customer's side at this till (the figures above are the wallet's): the sale's price
    # as the till recorded it and the modes it was paid by, None and none when no payment was
    # taken here; what the tenders took for it (``paid``), by the books, is History's service's
    # to read (``app.counter.services.history``): the journal's rows leave it None.
    price: Decimal | None = None
    paid_by: tuple[TenderKind, ...] = ()
    paid: Decimal | None = None

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> BookingRow:
        """Read a row of ``bookings`` (with the till's ``price_paise`` and ``paid_by`` when the
        query joined them)."""
        keys = row.keys()
        price = row["price_paise"] if "price_paise" in keys else None
        modes = row["paid_by"] if "paid_by" in keys else None
        return cls(
            booking_ref=row["booking_ref"],
            request_id=row["request_id"],
            module=Module(row["module"]),
            product=row["product"],
            travel_date=dt.date.fromisoformat(row["travel_date"]),
            sold_at=dt.datetime.fromisoformat(row["sold_at"]),
            customer_name=row["customer_name"],
            customer_email=row["customer_email"],
            customer_phone=row["customer_phone"],
            passengers=tuple(json.loads(row["passengers"])),
            qty=row["qty"],
            **{figure: from_paise(row[column]) for figure, column in BOOKING_COLUMNS.items()},
            status=row["status"],
            price=None if price is None else from_paise(price),
            paid_by=tuple(tender_of(mode) for mode in modes.split(",")) if modes else (),
        )


@dataclass(frozen=True, slots=True)
class TenderTotals:
    """One tender's part of a day's customers' money at the till, by the books: what it took
    for the day's bookings (``taken``), what it gave back to their customers (``given_back``)
    and what it kept (``net``)."""

    kind: TenderKind
    taken: Decimal
    given_back: Decimal
    net: Decimal


@dataclass(frozen=True, slots=True)
class DayTotals:
    """What one day's bookings came to: how many, and their money by the books (each None
    while not known: a journal of an earlier version the books job has still to post)."""

    day: dt.date
    bookings: int
    # The wallet's figures, named as the service names them: what it was charged, from its
    # balance and on its credit, what it got back for cancellations, and the charge less that.
    total_debited: Decimal | None = None
    deducted_from_cash: Decimal | None = None
    deducted_from_credit: Decimal | None = None
    total_refunded: Decimal | None = None
    wallet_net: Decimal | None = None
    # The customers' money at the till (``total_debited`` is the wallet's charge): what they
    # paid, what was given back to them, what the till kept, and each tender's part of the
    # three, which add up to them (none given: the agency's rows, by counter).
    paid: Decimal | None = None
    given_back: Decimal | None = None
    customers_net: Decimal | None = None
    tenders: tuple[TenderTotals, ...] = ()

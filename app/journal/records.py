"""What the journal hands out: journalled requests, booking rows and per-day totals."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any

from app.api.models import Passenger
from app.domain.agent import AgentRef
from app.domain.modules import Module
from app.domain.money import ZERO, from_paise
from app.domain.tenders import TenderKind, tender_of
from app.i18n import Catalogue

JOURNAL_RECORDS = Catalogue("JOURNAL_RECORDS")


class RequestState(StrEnum):
    """Where a journalled request stands."""

    PENDING = "pending"  # sent, or about to be; its outcome is not known
    DONE = "done"  # the service answered with success
    FAILED = "failed"  # the service refused it for good: nothing was done under its id


# The error code of a request closed by a person's decision rather than the service's answer.
DECIDED = "CLOSED_BY_DECISION"


def stored_passengers(body: Mapping[str, Any]) -> list[Passenger]:
    """The passengers of a stored create_booking ``body``, typed (ID numbers as stored: sealed
    until opened, gone once erased; scans kept aside); none for a body without them."""
    return [Passenger.model_validate(passenger) for passenger in body.get("passengers") or ()]


class Endpoint(StrEnum):
    """The writes the journal protects."""

    CREATE_BOOKING = "create_booking"
    CANCEL_BOOKING = "cancel_booking"


@dataclass(frozen=True, slots=True)
class JournalRequest:
    """One journalled write: its body (without scans) and what became of it."""

    request_id: str
    endpoint: Endpoint
    module: Module
    body: dict[str, Any]
    scan_sha256: dict[int, str]
    product: str
    agent: AgentRef | None
    state: RequestState
    attempts: int
    created_at: dt.datetime
    booking_ref: str | None
    error_code: str | None
    error_message: str | None
    amount: Decimal | None = None  # priced at review while pending; the service's debit after

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> JournalRequest:
        """Read a row of ``requests``."""
        agent_id, tenant_id = row["agent_id"], row["tenant_id"]
        return cls(
            request_id=row["request_id"],
            endpoint=Endpoint(row["endpoint"]),
            module=Module(row["module"]),
            body=json.loads(row["body"]),
            scan_sha256={int(k): v for k, v in json.loads(row["scan_sha256"]).items()},
            product=row["product"],
            agent=None if agent_id is None else AgentRef(agent_id, tenant_id),
            state=RequestState(row["state"]),
            attempts=row["attempts"],
            created_at=dt.datetime.fromisoformat(row["created_at"]),
            booking_ref=row["booking_ref"],
            error_code=row["error_code"],
            error_message=row["error_message"],
            amount=None if row["amount_paise"] is None else from_paise(row["amount_paise"]),
        )

    def passengers(self) -> list[Passenger]:
        """The passengers its body names, typed (``stored_passengers``)."""
        return stored_passengers(self.body)


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending request closed without the service's answer: by whom (a supervisor, or staff
    when nothing was ever sent), when and why."""

    request_id: str
    decided_at: dt.datetime
    decided_by: str
    supervisor: bool
    reason: str


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
    # The customer's side at this till (the figures above are the wallet's):
    # what the customer paid and by which modes, None when no payment was taken here.
    paid: Decimal | None = None
    paid_by: tuple[TenderKind, ...] = ()

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> BookingRow:
        """Read a row of ``bookings`` (with the till's ``paid_paise`` and ``paid_by`` when the
        query joined them)."""
        keys = row.keys()
        paid = row["paid_paise"] if "paid_paise" in keys else None
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
            paid=None if paid is None else from_paise(paid),
            paid_by=tuple(tender_of(mode) for mode in modes.split(",")) if modes else (),
        )


@dataclass(frozen=True, slots=True)
class SettledCancellation:
    """A cancellation this counter confirmed: what it credited and under which reference."""

    request_id: str
    module: Module
    booking_ref: str
    settled_at: dt.datetime
    net_refund: Decimal
    refund_reference: str
    product: str
    seats: int = 0
    names: tuple[str, ...] = ()

    def released(self) -> str:
        """What it cancelled: ``Lata Iyer`` (BOAT, names known) or ``1 seat``."""
        if self.names:
            return ", ".join(self.names)
        seats = self.seats
        return JOURNAL_RECORDS.tr("%n seat(s)", "", seats)


@dataclass(frozen=True, slots=True)
class DayTotals:
    """What one day's bookings came to."""

    day: dt.date
    bookings: int
    total_debited: Decimal
    deducted_from_cash: Decimal
    deducted_from_credit: Decimal
    total_refunded: Decimal
    # What the customers paid at the till that day (``total_debited``: the wallet's charge).
    paid: Decimal = ZERO

    @property
    def net(self) -> Decimal:
        """Debited less refunded."""
        return self.total_debited - self.total_refunded

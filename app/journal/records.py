"""What the journal hands out: journalled requests, booking rows and per-day totals."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from app.domain.agent import AgentRef
from app.domain.modules import Module
from app.domain.money import from_paise
from app.i18n import Catalogue

if TYPE_CHECKING:
    from app.api.models import Passenger

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
    # The sale's models are not the journal's opening's: imported when a body is read.
    from app.api.models import Passenger

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

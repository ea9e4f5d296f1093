"""Journal entries for the tests: requests and answers as the client would hand them over."""

from __future__ import annotations

import datetime as dt
import itertools
from pathlib import Path
from typing import Any

from app.api import BookingResult, CancelRequest, CancelResult, CreateBookingRequest
from app.domain.clock import SERVICE_TZ
from app.journal import BookingRow, Journal
from app.journal.scans import SEALED_SUFFIX
from tests.api import payloads
from tests.domain.samples import boat_body, foreigner, indian

PRODUCT = "Harbour cruise, MV Sea Link 09:00"
SALE_TIME = dt.datetime(2026, 12, 1, 10, 0, tzinfo=SERVICE_TZ)
_refs = itertools.count(1)


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, now: dt.datetime = SALE_TIME) -> None:
        self.now = now

    def __call__(self) -> dt.datetime:
        return self.now


def boat_request(request_id: str, *names: str, **overrides: Any) -> CreateBookingRequest:
    """A BOAT create request of one foreigner (with scan) and domestic passengers ``names``."""
    people = [foreigner(traveler_name="Tom Baker")] + [indian(traveler_name=n) for n in names]
    return CreateBookingRequest.model_validate(
        boat_body(people, request_id=request_id, **overrides)
    )


def booking_result(
    request: CreateBookingRequest, ref: str | None = None, cash: float = 4950.0, credit: float = 0.0
) -> BookingResult:
    """The service's answer to ``request``: a new ref unless given, paid ``cash`` + ``credit``."""
    body = payloads.booking_boat()
    body["booking_ref"] = ref or f"REF{next(_refs):05d}"
    body["request_id"] = request.request_id
    body["settlement_breakdown"] = payloads.settlement(cash, credit)
    return BookingResult.model_validate(body)


def record_sale(
    journal: Journal, request: CreateBookingRequest, cash: float = 4950.0, credit: float = 0.0
) -> BookingRow:
    """Journal ``request`` as pending, then its success."""
    stripped = journal.save_scans(request)
    journal.add_create(stripped, product=PRODUCT, agent=None)
    return journal.booked(request.request_id, booking_result(request, cash=cash, credit=credit))


def cancel_request(request_id: str, booking_ref: str) -> CancelRequest:
    """A BOAT CONFIRM cancellation of one traveller."""
    return CancelRequest(
        request_id=request_id,
        booking_ref=booking_ref,
        module_type="BOAT",
        action="CONFIRM",
        passenger_ids=[1],
    )


def cancel_result(net_refund: float, refund_status: str = "REFUNDED") -> CancelResult:
    """A CONFIRM answer crediting ``net_refund`` (``PARTIAL`` when seats remain)."""
    body = payloads.cancel_confirmed()
    body["pricing_summary"]["net_agent_refund_credited"] = net_refund
    body["refund_status"] = refund_status
    return CancelResult.model_validate(body)


def scans_kept(journal: Journal, request_id: str) -> bool:
    """Whether the journal's scan store keeps a set of ``request_id``'s scans."""
    # The store's own name for the request's folder, never a copy of how it is made.
    return journal.scans._path(request_id).is_dir()


def scan_files(journal: Journal, request_id: str = "cd-1") -> list[Path]:
    """The kept scan files of ``request_id`` (none once it is resolved)."""
    if not scans_kept(journal, request_id):
        return []
    return sorted(journal.scans.folder.rglob(f"*{SEALED_SUFFIX}"))

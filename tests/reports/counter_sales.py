"""Sales made on a sandbox and written to a counter journal, as the app does."""

from __future__ import annotations

from typing import Any

from app.api import CreateBookingRequest, PartnerClient
from app.api.models import BookingResult
from app.journal import Journal


async def sell(
    client: PartnerClient, journal: Journal, body: dict[str, Any], product: str = "Test product"
) -> BookingResult:
    """Create the booking of ``body``, journalled before and after."""
    request = CreateBookingRequest.model_validate(body)
    journal.add_create(journal.save_scans(request), product=product, agent=None)
    result = await client.create_booking(request)
    journal.booked(request.request_id, result)
    return result

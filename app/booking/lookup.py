"""Finding a booking by its reference, whichever module it belongs to (no Qt)."""

from __future__ import annotations

from app.api import NotFoundError, PartnerClient
from app.api.models import BookingStatusData
from app.domain.modules import Module


def modules_to_try(known: Module | None) -> list[Module]:
    """The module the counter journal knows first; else ACTIVITY, then BOAT."""
    if known is None:
        return [Module.ACTIVITY, Module.BOAT]
    return [known, *(module for module in Module if module is not known)]


async def look_up(
    client: PartnerClient, booking_ref: str, known: Module | None = None
) -> BookingStatusData | None:
    """The service's status card of ``booking_ref``; None when no module has it for this agent.

    The service answers "not found" alike for an unknown reference and for another agent's
    booking, so nothing here can tell them apart, and nothing leaks.
    """
    for module in modules_to_try(known):
        try:
            return (await client.booking_status(booking_ref, module)).data
        except NotFoundError:
            continue
    return None

"""What is being sold: an ACTIVITY slot or a BOAT departure, with its catalogue item."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from app.api.models import (
    ActivityAvailability,
    ActivityContentItem,
    BoatAvailability,
    BoatContentItem,
)
from app.domain.clock import at_service_time
from app.domain.identity import NO_FLAGS, IdentityFlags
from app.domain.modules import Module
from app.domain.product_name import ProductName
from app.figures import clock_text, window_text


@dataclass(frozen=True, slots=True)
class Choice:
    """A slot or a departure on a date (``found``, as searched) and its content item (``item``:
    GST, policies, a trip's identity flags); what differs by module is worked out once, when
    made by ``of_activity`` or ``of_boat``."""

    module: Module
    item: ActivityContentItem | BoatContentItem
    found: ActivityAvailability | BoatAvailability
    ids: Mapping[str, int]  # what the booking request names it by
    travel_date: dt.date
    name: ProductName  # what the history, the voucher and the customer display call it
    starts_at: dt.datetime  # on the service's clock
    flags: IdentityFlags  # identity documents asked of each passenger

    @classmethod
    def of_activity(cls, activity: ActivityContentItem, slot: ActivityAvailability) -> Choice:
        """An ACTIVITY slot; activities ask for no identity documents."""
        # The slot's window reads ``09:00:00 - 09:40:00``.
        start = dt.time.fromisoformat(slot.slot.time_window.split("-")[0].strip())
        return cls(
            module=Module.ACTIVITY,
            item=activity,
            found=slot,
            ids={"availability_id": slot.availability_id, "slot_id": slot.slot.slot_id},
            travel_date=slot.date,
            name=ProductName(slot.activity_name, slot.slot.label),
            starts_at=at_service_time(slot.date, start),
            flags=NO_FLAGS,
        )

    @classmethod
    def of_boat(cls, trip: BoatContentItem, schedule: BoatAvailability) -> Choice:
        """A BOAT departure; the trip's identity flags as content gives them now."""
        enforcement = trip.policies.identity_enforcement
        return cls(
            module=Module.BOAT,
            item=trip,
            found=schedule,
            ids={"schedule_id": schedule.schedule_id},
            travel_date=schedule.travel_date,
            name=ProductName(schedule.trip_name, schedule.boat_name, schedule.departure_time),
            starts_at=at_service_time(schedule.travel_date, schedule.departure_time),
            flags=IdentityFlags.from_wire(enforcement.model_dump()),
        )

    @property
    def product(self) -> str:
        """The product's one line as the journal keeps it (``name.text``)."""
        return self.name.text

    @property
    def start_text(self) -> str:
        """When on its day the trip leaves: the slot's hours or the departure time."""
        if isinstance(self.found, ActivityAvailability):
            return window_text(self.found.slot.time_window)
        return clock_text(self.found.departure_time)

    @property
    def gst_percentage(self) -> Decimal:
        """GST of the activity, or of the trip (on the boat fare only)."""
        return self.item.policies.gst_percentage

    @property
    def seats_left(self) -> int:
        """Seats left when the slot or departure was searched."""
        return self.found.inventory.remaining_seats

    def activity_slot(self) -> tuple[ActivityContentItem, ActivityAvailability] | None:
        """The activity and its slot of an ACTIVITY choice; None for a BOAT one."""
        if isinstance(self.item, ActivityContentItem) and isinstance(
            self.found, ActivityAvailability
        ):
            return self.item, self.found
        return None

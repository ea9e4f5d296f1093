"""What is being sold: an ACTIVITY slot or a BOAT departure, with its catalogue item."""

from __future__ import annotations

import datetime as dt
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
from app.figures import clock_text


@dataclass(frozen=True, slots=True)
class ActivityChoice:
    """An ACTIVITY slot on a date; the activity's content item gives GST and policies."""

    activity: ActivityContentItem
    slot: ActivityAvailability

    module = Module.ACTIVITY

    @property
    def travel_date(self) -> dt.date:
        """The day of the slot."""
        return self.slot.date

    @property
    def product(self) -> str:
        """What the history and the voucher call it."""
        return f"{self.slot.activity_name}, {self.slot.slot.label}"

    @property
    def starts_at(self) -> dt.datetime:
        """The slot's start (its window reads ``09:00:00 - 09:40:00``), on the service's clock."""
        start = dt.time.fromisoformat(self.slot.slot.time_window.split("-")[0].strip())
        return at_service_time(self.slot.date, start)

    @property
    def gst_percentage(self) -> Decimal:
        """GST of the activity."""
        return self.activity.policies.gst_percentage

    @property
    def flags(self) -> IdentityFlags:
        """Activities ask for no identity documents."""
        return NO_FLAGS

    @property
    def seats_left(self) -> int:
        """Seats left when the slot was searched."""
        return self.slot.inventory.remaining_seats


@dataclass(frozen=True, slots=True)
class BoatChoice:
    """A BOAT departure on a date; the trip's content item gives identity flags and GST."""

    trip: BoatContentItem
    schedule: BoatAvailability

    module = Module.BOAT

    @property
    def travel_date(self) -> dt.date:
        """The day of the departure."""
        return self.schedule.travel_date

    @property
    def product(self) -> str:
        """What the history and the voucher call it."""
        schedule = self.schedule
        return f"{schedule.trip_name}, {schedule.boat_name} {clock_text(schedule.departure_time)}"

    @property
    def starts_at(self) -> dt.datetime:
        """The departure, on the service's clock."""
        return at_service_time(self.schedule.travel_date, self.schedule.departure_time)

    @property
    def gst_percentage(self) -> Decimal:
        """GST of the trip (on the boat fare only)."""
        return self.trip.policies.gst_percentage

    @property
    def flags(self) -> IdentityFlags:
        """The trip's identity flags as content gives them now."""
        enforcement = self.trip.policies.identity_enforcement
        return IdentityFlags.from_wire(enforcement.model_dump())

    @property
    def seats_left(self) -> int:
        """Seats left when the departure was searched."""
        return self.schedule.inventory.remaining_seats


Choice = ActivityChoice | BoatChoice

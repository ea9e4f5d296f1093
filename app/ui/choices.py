"""What staff picked on the availability pickers, handed to the booking screen."""

from __future__ import annotations

from dataclasses import dataclass

from app.api import ActivityAvailability, ActivityContentItem, BoatAvailability, BoatContentItem
from app.ui.formatting import time_text, window_text


@dataclass(frozen=True, slots=True)
class SlotChoice:
    """An ACTIVITY slot on a date, with the catalogue item it belongs to."""

    activity: ActivityContentItem
    slot: ActivityAvailability

    def summary(self) -> str:
        """One line for staff: what, when."""
        return (
            f"{self.activity.title}, {self.slot.date:%a %d %b %Y}, "
            f"{self.slot.slot.label} ({window_text(self.slot.slot.time_window)})"
        )


@dataclass(frozen=True, slots=True)
class ScheduleChoice:
    """A BOAT departure on a date, with the content item of its trip (identity flags, GST)."""

    trip: BoatContentItem
    schedule: BoatAvailability

    def summary(self) -> str:
        """One line for staff: what, when."""
        schedule = self.schedule
        return (
            f"{schedule.trip_name} on {schedule.boat_name}, {schedule.travel_date:%a %d %b %Y}, "
            f"{time_text(schedule.departure_time)}–{time_text(schedule.return_time)}"
        )

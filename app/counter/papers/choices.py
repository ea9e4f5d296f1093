"""What staff picked on the availability pickers, in one line for the booking screen."""

from __future__ import annotations

from app.api.models import BoatAvailability
from app.booking import Choice
from app.counter.papers.formatting import time_text
from app.domain.demo_names import DEMO_CATALOGUE
from app.figures import day_text, window_text
from app.i18n import Catalogue

COUNTER_CHOICES = Catalogue("COUNTER_CHOICES")


def choice_summary(choice: Choice) -> str:
    """One line for staff: what, when."""
    chosen = choice.activity_slot()
    if chosen is not None:
        activity, slot = chosen
        return (
            f"{DEMO_CATALOGUE.known(activity.title)}, {day_text(slot.date)}, "
            f"{DEMO_CATALOGUE.known(slot.slot.label)} ({window_text(slot.slot.time_window)})"
        )
    schedule = choice.found
    assert isinstance(schedule, BoatAvailability)  # not an activity's slot: a departure
    return COUNTER_CHOICES.tr("{trip} on {boat}, {date}, departs {time}").format(
        trip=DEMO_CATALOGUE.known(schedule.trip_name),
        boat=DEMO_CATALOGUE.known(schedule.boat_name),
        date=day_text(schedule.travel_date),
        time=time_text(schedule.departure_time),
    )

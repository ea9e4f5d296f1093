"""How an exchange names each trip: the product line, then the day, and the time once."""

from __future__ import annotations

import datetime as dt

from app.counter.services.till_sale import trip_line
from app.domain.product_name import ProductName

DAY = dt.date(2026, 11, 30)


def test_a_boat_line_names_its_departure_time_once() -> None:
    boat = ProductName.read("North Bay Harbour Cruise, MV Blue Lagoon 11:00")
    assert boat.departs is not None

    line = trip_line(boat, DAY, "11:00")

    assert line == "North Bay Harbour Cruise, MV Blue Lagoon 11:00, 30 Nov 2026"
    assert line.count("11:00") == 1


def test_an_activity_line_names_its_slot_hours_after_the_day() -> None:
    dive = ProductName.read("Scuba Diving at North Bay, Morning dive")
    assert dive.departs is None

    line = trip_line(dive, DAY, "08:00–10:00")

    assert line == "Scuba Diving at North Bay, Morning dive, 30 Nov 2026 08:00–10:00"

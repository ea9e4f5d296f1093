"""The item models: Qt's model checks, and both response variants shown sensibly."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt

from app.api import ActivityAvailability, BoatAvailability
from app.counter.papers.formatting import MISSING
from app.domain.clock import SERVICE_TZ
from app.ui.models.bookable import COUNTDOWN, STATUS
from app.ui.models.schedules import RateModel, ScheduleModel
from app.ui.models.slots import SlotModel
from tests.api.payloads import search_activity_item, search_boat_item
from tests.ui.helpers.tables import cells

BEFORE_CUTOFF = dt.datetime(2026, 12, 10, 8, 0, tzinfo=SERVICE_TZ)
AFTER_CUTOFF = dt.datetime(2026, 12, 10, 8, 45, tzinfo=SERVICE_TZ)


def slot(newer: bool) -> ActivityAvailability:
    return ActivityAvailability.model_validate(search_activity_item(newer))


def schedule(newer: bool) -> BoatAvailability:
    return BoatAvailability.model_validate(search_boat_item(newer))


@pytest.mark.parametrize(
    ("newer", "expected"),
    [
        (
            True,
            {
                "Per person incl. GST": "INR 1,830.00",  # 1,550.50 and 18 % GST, rounded
                "Net / person": "INR 1,400.50",
                "Booking closes": "10 Dec 08:30",
                COUNTDOWN: "30 min 00 s",
            },
        ),
        (
            False,  # the older variant: no exact fare, no booking rules
            {
                "Per person incl. GST": "INR 1,770.00",
                "Net / person": "INR 1,350.00",
                "Booking closes": MISSING,
                COUNTDOWN: MISSING,
            },
        ),
    ],
)
def test_both_slot_variants_show_sensibly(
    qtmodeltester: Any, newer: bool, expected: dict[str, str]
) -> None:
    model = SlotModel(now=lambda: BEFORE_CUTOFF)
    model.gst_percentage = Decimal(18)  # the customer's price per person: fare and GST
    model.set_rows([slot(newer)])
    qtmodeltester.check(model)
    row = cells(model)
    assert {title: row[title] for title in expected} == expected
    assert row["Seats left"] == "18"
    assert row[STATUS] == "Bookable"


def test_slot_past_its_cutoff_turns_not_bookable_as_the_clock_moves() -> None:
    times = iter([BEFORE_CUTOFF, AFTER_CUTOFF])
    model = SlotModel(now=lambda: next(times))
    model.set_rows([slot(newer=True)])
    changed: list[QModelIndex] = []
    model.dataChanged.connect(lambda first, _last, _roles: changed.append(first))
    model.tick()
    row = cells(model)
    assert row[COUNTDOWN] == MISSING
    assert row[STATUS] == "Cut-off passed (30 min before the start)"
    assert model.data(model.index(0, 0), Qt.ItemDataRole.ForegroundRole) is not None
    assert len(changed) == 2


def test_schedule_variants_and_rates(qtmodeltester: Any) -> None:
    model = ScheduleModel(now=lambda: BEFORE_CUTOFF - dt.timedelta(days=3))
    model.set_rows([schedule(newer=True), schedule(newer=False)])
    qtmodeltester.check(model)
    newer, older = cells(model, 0), cells(model, 1)
    assert newer["Seat count"] == "Capacity reference (150)"
    assert newer["Booking closes"] == "09 Dec 06:30"
    assert older["Seat count"] == MISSING
    assert older["Booking closes"] == MISSING
    rates = RateModel()
    rates.set_rows(schedule(newer=True).rates + schedule(newer=False).rates)
    qtmodeltester.check(rates)
    assert cells(rates, 0)["Permit fare"] == "INR 375.00"
    assert cells(rates, 1)["Boat fare"] == MISSING
    assert cells(rates, 1)["Net price"] == "INR 2,375.00"


def test_a_departure_past_its_close_days_is_not_bookable() -> None:
    model = ScheduleModel(now=lambda: AFTER_CUTOFF)
    model.set_rows([schedule(newer=True)])
    assert cells(model)[STATUS] == "Booking closed 1 day(s) before departure."

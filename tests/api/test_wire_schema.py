"""JSON Schema of wire models: Decimals, bounds and defaults are numbers; times are HH:MM:SS."""

from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal

from pydantic import BaseModel, Field

from app.api.models import BoatPolicies, Money
from app.api.wire_schema import TIME_OF_DAY_PATTERN, WireJsonSchema


class Fare(BaseModel):
    """A model with every kind of field the generator rewrites."""

    amount: Money
    commission: Money = Decimal("0.00")
    gst_percentage: Decimal = Field(default=Decimal("5.00"), ge=0, lt=100)
    departs: dt.time


def test_decimals_their_bounds_and_defaults_are_json_numbers() -> None:
    properties = Fare.model_json_schema(schema_generator=WireJsonSchema)["properties"]
    assert properties["amount"] == {"title": "Amount", "type": "number"}
    assert properties["commission"]["default"] == 0 and properties["commission"]["type"] == "number"
    gst = properties["gst_percentage"]
    assert (gst["type"], gst["minimum"], gst["exclusiveMaximum"], gst["default"]) == (
        "number",
        0,
        100,
        5,
    )
    assert all(isinstance(gst[key], float) for key in ("minimum", "exclusiveMaximum", "default"))


def test_a_time_of_day_is_hh_mm_ss_without_an_offset() -> None:
    departs = Fare.model_json_schema(schema_generator=WireJsonSchema)["properties"]["departs"]
    assert departs == {"title": "Departs", "type": "string", "pattern": TIME_OF_DAY_PATTERN}
    assert re.fullmatch(TIME_OF_DAY_PATTERN, dt.time(7, 30).isoformat(timespec="seconds"))


def test_a_wire_model_decimal_default_is_a_number() -> None:
    wire = BoatPolicies.model_json_schema(schema_generator=WireJsonSchema)
    assert wire["properties"]["gst_percentage"] == {
        "title": "Gst Percentage",
        "type": "number",
        "default": 0.0,
    }

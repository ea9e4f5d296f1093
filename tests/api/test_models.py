"""Wire models: request bodies as sent, and the lenient corners of the response models."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest
from pydantic import ValidationError

from app.api import CancelRequest, CreateBookingRequest, WalletResult
from app.api.models import ActivityContentItem, AvailabilityPricing, Passenger
from tests.api import payloads
from tests.domain.samples import SCAN, activity_body, boat_body, foreigner


def test_create_request_wire_leaves_out_unset_fields() -> None:
    wire = CreateBookingRequest.model_validate(activity_body()).to_wire()
    assert wire == activity_body()
    assert "passengers" not in wire and "schedule_id" not in wire


def test_boat_request_wire_keeps_passengers_and_dates_as_text() -> None:
    wire = CreateBookingRequest.model_validate(boat_body()).to_wire()
    assert wire == boat_body()
    assert isinstance(wire["travel_date"], str)


def test_passenger_repr_leaves_out_the_scan() -> None:
    assert SCAN not in repr(Passenger.model_validate(foreigner()))


def test_cancel_request_generates_its_request_id() -> None:
    first = CancelRequest(booking_ref="ABCD2345", module_type="BOAT", action="QUOTE")
    second = CancelRequest(booking_ref="ABCD2345", module_type="BOAT", action="QUOTE")
    assert first.request_id != second.request_id


def test_request_models_refuse_unknown_fields() -> None:
    with pytest.raises(ValidationError):
        CancelRequest.model_validate(
            {"booking_ref": "ABCD2345", "module_type": "BOAT", "action": "QUOTE", "all": True}
        )


def test_date_range_reads_the_keyword_field() -> None:
    item = ActivityContentItem.model_validate(payloads.content_activity_item())
    first = item.availability.available_date_ranges[0]
    assert (first.from_, first.to) == (dt.date(2026, 12, 1), dt.date(2026, 12, 24))


def test_a_minimal_catalogue_item_takes_defaults() -> None:
    item = ActivityContentItem.model_validate(
        {"activity_id": 1, "title": "Snorkelling", "pricing": {"mrp": 900, "currency": "INR"}}
    )
    assert item.pricing.mrp == Decimal("900.00") and item.pricing.offer_price is None
    assert item.booking.booking_cutoff.default_minutes == 0


def test_numeric_journal_ids_are_read_as_text() -> None:
    wallet = payloads.wallet()
    wallet["data"]["recent_ledger_journal_snapshot"][0]["journal_id"] = 42
    movement = WalletResult.model_validate(wallet).data.recent_ledger_journal_snapshot[0]
    assert movement.journal_id == "42"
    assert sum(line.debit for line in movement.lines) == sum(line.credit for line in movement.lines)


@pytest.mark.parametrize("amount", ["12.345", 12.345])
def test_money_with_more_places_is_rounded_half_up(amount: object) -> None:
    pricing = AvailabilityPricing.model_validate(
        {
            "offer_price": amount,
            "agent_commission_value": 0,
            "net_price": amount,
            "currency": "INR",
        }
    )
    assert pricing.offer_price == Decimal("12.35")
    assert pricing.fare_per_person == Decimal("12.35")

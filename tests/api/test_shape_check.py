"""A request's fields are its wire model's: the service's check and its document agree."""

from __future__ import annotations

import datetime as dt

import pytest
from pydantic import BaseModel

from app.api.models import (
    BookingStatusRequest,
    CancelRequest,
    CreateBookingRequest,
    Passenger,
    WalletBalanceRequest,
)
from app.api.shape_check import checked, unknown_fields, wire_fields
from app.domain.violations import Violation
from app.sandbox.openapi import openapi_document
from tests.domain.samples import activity_body, boat_body, indian

REQUESTS: list[type[BaseModel]] = [
    CreateBookingRequest,
    CancelRequest,
    BookingStatusRequest,
    WalletBalanceRequest,
    Passenger,
]


@pytest.mark.parametrize("model", REQUESTS, ids=lambda model: model.__name__)
def test_the_fields_checked_are_those_the_document_describes(model: type[BaseModel]) -> None:
    schemas = openapi_document(dt.date(2026, 12, 1))["components"]["schemas"]
    assert wire_fields(model) == set(schemas[model.__name__]["properties"])


def test_a_body_of_the_models_fields_has_nothing_unknown() -> None:
    assert unknown_fields(CreateBookingRequest, activity_body()) == []
    assert unknown_fields(CreateBookingRequest, boat_body([indian(), indian()])) == []


def test_the_other_modules_fields_are_unknown_and_an_unknown_module_allows_both() -> None:
    activity = activity_body(schedule_id=4)
    assert [v.field for v in unknown_fields(CreateBookingRequest, activity)] == ["schedule_id"]
    either = activity | {"module_type": "FERRY"}
    assert unknown_fields(CreateBookingRequest, either) == []


def test_each_passengers_unknown_field_is_named_with_its_place() -> None:
    body = boat_body([indian(), indian(seat="12A")])
    found = unknown_fields(CreateBookingRequest, body)
    assert [(v.field, v.message) for v in found] == [
        ("passengers[1].seat", "seat is not a field of this request.")
    ]


def test_a_field_added_to_a_model_is_known_at_once() -> None:
    class Later(WalletBalanceRequest):
        """The wallet's request with a field a later version of the interface adds."""

        currency: str = "INR"

    body = {"request_id": "r-1", "currency": "INR"}
    assert unknown_fields(Later, body) == []
    assert [v.field for v in unknown_fields(WalletBalanceRequest, body)] == ["currency"]


def test_a_fields_type_is_the_models_when_no_rule_has_named_it() -> None:
    class Later(WalletBalanceRequest):
        """The wallet's request with a field a later version adds, no rule written for it."""

        as_of: dt.date | None = None

    body = {"request_id": "r-1", "as_of": "04/03/2026"}
    [wrong] = checked(Later, body, [])
    assert wrong.field == "as_of" and "date" in wrong.message
    assert checked(Later, body | {"as_of": "2026-03-04"}, []) == []


def test_a_field_a_rule_named_is_not_named_again_by_its_type() -> None:
    body = boat_body([indian(age="old")])
    rule = Violation("passengers[0].age", "Age must be a whole number from 0 to 120.")
    assert checked(CreateBookingRequest, body, [rule]) == [rule]
    # Without the rule's word, the model's own refuses it.
    [typed] = checked(CreateBookingRequest, body, [])
    assert typed.field == "passengers[0].age"

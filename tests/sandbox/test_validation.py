"""Every limit of docs/partner-interface.md §10 at its boundary, both sides, sent raw (the
client would refuse them).

A refused request changes nothing: wallets, seats sold, journals, bookings and stored replies.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import httpx
import pytest

from app.api import ActivityAvailability, ActivitySearchResult
from app.api.codes import ErrorCode
from app.api.models import new_request_id as new_id
from app.sandbox import EmbeddedSandbox
from tests.conftest import FROZEN_NOW
from tests.domain.samples import data_uri_of_length
from tests.sandbox.helpers import (
    ALL_FLAGS_TRIP_SCHEDULE,
    NO_FLAGS_TRIP_SCHEDULE,
    activity_body,
    boat_body,
    documented,
    foreigner,
    indian,
    raw_get,
    raw_post,
    state,
)

TODAY = FROZEN_NOW.date()
SOON = TODAY + dt.timedelta(days=5)
LIGHT_SHOW = 4  # 150 seats a slot: room for the largest quantity

Body = dict[str, Any]


def show_slot(sandbox: EmbeddedSandbox, day: dt.date) -> ActivityAvailability:
    """The evening light-and-sound show of ``day`` (open at the frozen 10:00 even today)."""
    found = raw_get(
        sandbox, "search_availability", {"module": "ACTIVITY", "date": str(day), "activity_id": 4}
    )
    return ActivitySearchResult.model_validate(found.json()).data[0]


def expect_refusal(
    sandbox: EmbeddedSandbox, name: str, body: Any, status: int, code: str
) -> httpx.Response:
    """Send ``body``; it must be refused with ``status``/``code`` and change nothing.

    A refusal after validation (404, 409) is stored for replays of its request_id; that is
    the one row it may add.
    """
    before = state(sandbox)
    response = raw_post(sandbox, name, body)
    assert (response.status_code, response.json()["code"]) == (status, code), response.text
    stored = 0 if status == 400 else 1
    assert state(sandbox) == replace(before, stored_replies=before.stored_replies + stored)
    return response


ACTIVITY_CASES: list[tuple[str, Callable[[Body], Body], int, str]] = [
    ("qty 0", lambda b: b | {"qty": 0}, 400, ErrorCode.VALIDATION_FAILED),
    ("qty 1", lambda b: b | {"qty": 1}, 201, ""),
    ("qty 100", lambda b: b | {"qty": 100}, 201, ""),
    ("qty 101", lambda b: b | {"qty": 101}, 400, ErrorCode.VALIDATION_FAILED),
    ("qty not a number", lambda b: b | {"qty": "2"}, 400, ErrorCode.VALIDATION_FAILED),
    ("request_id 100", lambda b: b | {"request_id": "r" * 100}, 201, ""),
    ("request_id 101", lambda b: b | {"request_id": "r" * 101}, 400, ErrorCode.VALIDATION_FAILED),
    ("request_id blank", lambda b: b | {"request_id": "  "}, 400, ErrorCode.VALIDATION_FAILED),
    ("name 100", lambda b: b | {"customer_name": "N" * 100}, 201, ""),
    ("name 101", lambda b: b | {"customer_name": "N" * 101}, 400, ErrorCode.VALIDATION_FAILED),
    ("phone 7 digits", lambda b: b | {"customer_phone": "9" * 7}, 400, ErrorCode.VALIDATION_FAILED),
    ("phone 8 digits", lambda b: b | {"customer_phone": "9" * 8}, 201, ""),
    ("phone 15 digits", lambda b: b | {"customer_phone": "9" * 15}, 201, ""),
    (
        "phone 16 digits",
        lambda b: b | {"customer_phone": "9" * 16},
        400,
        ErrorCode.VALIDATION_FAILED,
    ),
    (
        "phone with +",
        lambda b: b | {"customer_phone": "+919876543"},
        400,
        ErrorCode.VALIDATION_FAILED,
    ),
    (
        "phone newline",
        lambda b: b | {"customer_phone": "98765432\n"},
        400,
        ErrorCode.VALIDATION_FAILED,
    ),
    (
        "email no @",
        lambda b: b | {"customer_email": "asha.example.in"},
        400,
        ErrorCode.VALIDATION_FAILED,
    ),
    (
        "email no dot",
        lambda b: b | {"customer_email": "asha@example"},
        400,
        ErrorCode.VALIDATION_FAILED,
    ),
    (
        "travel date yesterday",
        lambda b: b | {"travel_date": str(TODAY - dt.timedelta(days=1))},
        400,
        ErrorCode.TRAVEL_DATE_IN_PAST,
    ),
    (
        "travel date not a date",
        lambda b: b | {"travel_date": "01/12/2026"},
        400,
        ErrorCode.VALIDATION_FAILED,
    ),
    ("module unknown", lambda b: b | {"module_type": "TRAIN"}, 400, ErrorCode.VALIDATION_FAILED),
    ("a price sent", lambda b: b | {"total_debited": 1.0}, 400, ErrorCode.VALIDATION_FAILED),
    ("a BOAT field", lambda b: b | {"schedule_id": 1}, 400, ErrorCode.VALIDATION_FAILED),
    (
        "slot of another id",
        lambda b: b | {"slot_id": b["slot_id"] + 1},
        404,
        ErrorCode.PRODUCT_NOT_FOUND,
    ),
    (
        "unknown availability",
        lambda b: b | {"availability_id": 7},
        404,
        ErrorCode.PRODUCT_NOT_FOUND,
    ),
    (
        "after the horizon",
        lambda b: b | {"travel_date": str(TODAY + dt.timedelta(days=120))},
        404,
        ErrorCode.PRODUCT_NOT_FOUND,
    ),
]


@pytest.mark.parametrize(
    ("change", "status", "code"),
    [case[1:] for case in ACTIVITY_CASES],
    ids=[case[0] for case in ACTIVITY_CASES],
)
def test_activity_limits(
    module_sandbox: EmbeddedSandbox, change: Callable[[Body], Body], status: int, code: str
) -> None:
    body = change(activity_body(show_slot(module_sandbox, TODAY), request_id=new_id()))
    if status == 201:
        response = raw_post(module_sandbox, "create_booking", body)
        assert response.status_code == 201, response.text
    else:
        expect_refusal(module_sandbox, "create_booking", body, status, code)


def test_the_past_date_names_the_field(module_sandbox: EmbeddedSandbox) -> None:
    body = activity_body(
        show_slot(module_sandbox, TODAY),
        request_id=new_id(),
        travel_date=str(TODAY - dt.timedelta(days=1)),
    )
    refused = expect_refusal(
        module_sandbox, "create_booking", body, 400, ErrorCode.TRAVEL_DATE_IN_PAST
    )
    assert refused.json()["errors"][0]["field"] == "travel_date"
    assert refused.json()["request_id"] == body["request_id"]


def test_mass_assignment_is_refused_by_name(module_sandbox: EmbeddedSandbox) -> None:
    body = activity_body(
        show_slot(module_sandbox, SOON), request_id=new_id(), net_price=0.01, agent_id=2001
    )
    refused = expect_refusal(
        module_sandbox, "create_booking", body, 400, ErrorCode.VALIDATION_FAILED
    )
    assert {e["field"] for e in refused.json()["errors"]} == {"net_price", "agent_id"}


def test_a_field_of_the_other_module_or_unknown_to_a_passenger_is_refused_by_name(
    module_sandbox: EmbeddedSandbox,
) -> None:
    # The request models are the one list of fields: a slot's id on a boat booking, and a
    # passenger's field the model does not have, are each named in the refusal.
    body = boat_body(
        NO_FLAGS_TRIP_SCHEDULE, SOON, [indian(), indian(blood_group="O+")], request_id=new_id()
    )
    body["slot_id"] = 1
    refused = expect_refusal(
        module_sandbox, "create_booking", body, 400, ErrorCode.VALIDATION_FAILED
    )
    assert [e["field"] for e in refused.json()["errors"]] == [
        "slot_id",
        "passengers[1].blood_group",
    ]
    quote = {"request_id": new_id(), "booking_ref": "ABCD2345", "module_type": "BOAT"}
    refused = expect_refusal(
        module_sandbox,
        "cancel_booking",
        quote | {"action": "QUOTE", "passenger_ids": [1], "qty": 1},
        400,
        ErrorCode.VALIDATION_FAILED,
    )
    assert [e["field"] for e in refused.json()["errors"]] == ["qty"]
    refused = expect_refusal(
        module_sandbox,
        "booking_status",
        quote | {"action": "QUOTE"},
        400,
        ErrorCode.VALIDATION_FAILED,
    )
    assert [e["field"] for e in refused.json()["errors"]] == ["action"]


# (name, schedule, passengers, qty sent, status, code); qty None means len(passengers).
BOAT_CASES: list[tuple[str, int, list[Body], int | None, int, str]] = [
    (
        "passengers fewer than qty",
        NO_FLAGS_TRIP_SCHEDULE,
        [indian()],
        2,
        400,
        ErrorCode.VALIDATION_FAILED,
    ),
    (
        "foreigner without passport data",
        NO_FLAGS_TRIP_SCHEDULE,
        [indian(nationality="FRENCH")],
        None,
        400,
        ErrorCode.IDENTITY_DOCUMENT_REQUIRED,
    ),
    (
        "foreigner with another id type",
        NO_FLAGS_TRIP_SCHEDULE,
        [documented(indian(nationality="FRENCH"), "NATIONAL_ID")],
        None,
        400,
        ErrorCode.IDENTITY_DOCUMENT_REQUIRED,
    ),
    (
        "flags-1 trip, Indian without documents",
        ALL_FLAGS_TRIP_SCHEDULE,
        [indian()],
        None,
        400,
        ErrorCode.IDENTITY_DOCUMENT_REQUIRED,
    ),
    ("flags-0 trip, Indian without documents", NO_FLAGS_TRIP_SCHEDULE, [indian()], None, 201, ""),
    (
        "flags-1 trip, Indian with documents",
        ALL_FLAGS_TRIP_SCHEDULE,
        [documented(indian(), "AADHAAR")],
        None,
        201,
        "",
    ),
    ("foreigner with passport data", NO_FLAGS_TRIP_SCHEDULE, [foreigner()], None, 201, ""),
    (
        "a passenger field too many",
        NO_FLAGS_TRIP_SCHEDULE,
        [indian(fare=1)],
        None,
        400,
        ErrorCode.VALIDATION_FAILED,
    ),
    ("unknown schedule", 999, [indian()], None, 404, ErrorCode.PRODUCT_NOT_FOUND),
]


@pytest.mark.parametrize(
    ("schedule_id", "passengers", "qty", "status", "code"),
    [case[1:] for case in BOAT_CASES],
    ids=[case[0] for case in BOAT_CASES],
)
def test_boat_rules(
    module_sandbox: EmbeddedSandbox,
    schedule_id: int,
    passengers: list[Body],
    qty: int | None,
    status: int,
    code: str,
) -> None:
    body = boat_body(schedule_id, SOON, passengers, request_id=new_id())
    if qty is not None:
        body["qty"] = qty
    if status == 201:
        assert raw_post(module_sandbox, "create_booking", body).status_code == 201
    else:
        expect_refusal(module_sandbox, "create_booking", body, status, code)


@pytest.mark.parametrize(
    ("length", "mime", "status"),
    [(1_999_999, "image/jpeg", 201), (2_000_000, "application/pdf", 400)],
)
def test_id_proof_file_length(
    module_sandbox: EmbeddedSandbox, length: int, mime: str, status: int
) -> None:
    passenger = foreigner() | {"id_proof_file": data_uri_of_length(mime, length)}
    body = boat_body(NO_FLAGS_TRIP_SCHEDULE, SOON, [passenger], request_id=new_id())
    if status == 201:
        assert raw_post(module_sandbox, "create_booking", body).status_code == 201
    else:
        refused = expect_refusal(
            module_sandbox, "create_booking", body, 400, ErrorCode.IDENTITY_DOCUMENT_REQUIRED
        )
        assert refused.json()["errors"][0]["field"] == "passengers[0].id_proof_file"


@pytest.mark.parametrize(
    ("limit", "status"), [(0, 400), (1, 200), (500, 200), (501, 400), ("ten", 400)]
)
def test_content_limit(module_sandbox: EmbeddedSandbox, limit: object, status: int) -> None:
    before = state(module_sandbox)
    response = raw_get(module_sandbox, "content", {"module": "ACTIVITY", "limit": limit})
    assert response.status_code == status, response.text
    assert state(module_sandbox) == before


def test_content_of_boat_needs_a_date(module_sandbox: EmbeddedSandbox) -> None:
    response = raw_get(module_sandbox, "content", {"module": "BOAT"})
    assert (response.status_code, response.json()["errors"][0]["field"]) == (400, "travel_date")


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"request_id": "c", "booking_ref": "ABCDEFGH", "module_type": "ACTIVITY"}, "action"),
        (
            {"request_id": "c", "booking_ref": "X", "module_type": "ACTIVITY", "action": "QUOTE"},
            "qty",
        ),
        (
            {
                "request_id": "c",
                "booking_ref": "X",
                "module_type": "BOAT",
                "action": "QUOTE",
                "passenger_ids": [3, 3],
            },
            "passenger_ids",
        ),
    ],
)
def test_cancel_rules(module_sandbox: EmbeddedSandbox, body: Body, field: str) -> None:
    refused = expect_refusal(
        module_sandbox, "cancel_booking", body, 400, ErrorCode.VALIDATION_FAILED
    )
    assert field in {error["field"] for error in refused.json()["errors"]}


@pytest.mark.parametrize("raw", [b"", b"{", b"[1, 2]", b'"text"', b"null", b"\xff\xfe"])
def test_a_body_that_is_not_a_json_object(module_sandbox: EmbeddedSandbox, raw: bytes) -> None:
    expect_refusal(module_sandbox, "wallet_balance", raw, 400, ErrorCode.VALIDATION_FAILED)

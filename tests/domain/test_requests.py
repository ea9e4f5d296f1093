"""Every limit of docs/partner-interface.md §10, one step inside and one step outside."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from app.domain.clock import SERVICE_TZ, service_today
from app.domain.requests import (
    check_booking_status,
    check_cancel_booking,
    check_content_query,
    check_create_booking,
    check_search_query,
    check_travel_date,
    check_wallet_balance,
)
from tests.domain.samples import (
    MISSING,
    TODAY,
    activity_body,
    assert_sentence,
    boat_body,
    foreigner,
    indian,
    paths,
    with_overrides,
)


def assert_only(found: list[Any], field: str | None) -> None:
    """No violation when ``field`` is None, else exactly one, on ``field``, in plain words."""
    if field is None:
        assert found == []
    else:
        assert paths(found) == [field]
        assert_sentence(found[0].message)


def test_the_valid_bodies_pass() -> None:
    assert check_create_booking(activity_body(), TODAY) == []
    assert check_create_booking(boat_body(), TODAY) == []


@pytest.mark.parametrize(
    ("field", "value", "ok"),
    [
        ("qty", 0, False),
        ("qty", 1, True),
        ("qty", 100, True),
        ("qty", 101, False),
        ("qty", -1, False),
        ("qty", "2", False),
        ("qty", True, False),
        ("qty", MISSING, False),
        ("request_id", "r" * 100, True),
        ("request_id", "r" * 101, False),
        ("request_id", "", False),
        ("request_id", MISSING, False),
        ("customer_name", "N" * 100, True),
        ("customer_name", "N" * 101, False),
        ("customer_name", "   ", False),
        ("customer_phone", "1234567", False),
        ("customer_phone", "12345678", True),
        ("customer_phone", "1" * 15, True),
        ("customer_phone", "1" * 16, False),
        ("customer_phone", "98765abc", False),
        ("customer_phone", "9876 54321", False),
        ("customer_phone", "+919876543210", False),
        ("customer_phone", "98765432\n", False),
        ("customer_phone", 919876543210, False),
        ("customer_email", "a@b.co", True),
        ("customer_email", "first.last+desk@mail.example.in", True),
        ("customer_email", "plainaddress", False),
        ("customer_email", "a@b", False),
        ("customer_email", "@example.in", False),
        ("customer_email", "asha@@example.in", False),
        ("customer_email", "asha rao@example.in", False),
        ("customer_email", "asha@example..in", False),
        ("customer_email", "asha@example.in\n", False),
        ("customer_email", "t@example.in98", False),  # a top-level domain is letters only
        ("customer_email", "t@example.i", False),  # and at least two of them
        ("customer_email", "t@mail9.example.in", True),  # digits before it are fine
        ("customer_email", "a" * 64 + "@" + "b" * 186 + ".in", True),  # 254 characters
        ("customer_email", "a" * 64 + "@" + "b" * 187 + ".in", False),  # 255 characters
        ("travel_date", (TODAY - dt.timedelta(days=1)).isoformat(), False),
        ("travel_date", TODAY.isoformat(), True),
        ("travel_date", (TODAY + dt.timedelta(days=365)).isoformat(), True),
        ("travel_date", "2026-13-01", False),
        ("travel_date", "2026-12-1", False),
        ("travel_date", "01/12/2026", False),
        ("module_type", "FERRY", False),
        ("module_type", "activity", False),
        ("availability_id", MISSING, False),
        ("availability_id", 0, False),
        ("availability_id", "501", False),
        ("slot_id", MISSING, False),
        ("slot_id", 1, True),
    ],
)
def test_activity_booking_limits(field: str, value: object, ok: bool) -> None:
    found = check_create_booking(activity_body(**{field: value}), TODAY)
    assert_only(found, None if ok else field)


@pytest.mark.parametrize(
    ("people", "qty", "field"),
    [
        (1, 1, None),
        (2, 1, "passengers"),
        (1, 2, "passengers"),
        (100, 100, None),
        (101, 101, "qty"),
    ],
)
def test_boat_passengers_must_number_qty(people: int, qty: int, field: str | None) -> None:
    body = boat_body([indian()] * people, qty=qty)
    assert_only(check_create_booking(body, TODAY), field)


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"schedule_id": MISSING}, "schedule_id"),
        ({"schedule_id": 0}, "schedule_id"),
        ({"passengers": MISSING}, "passengers"),
        ({"passengers": "Asha, Tom"}, "passengers"),
        ({"passengers": [indian(), "Tom"]}, "passengers[1]"),
    ],
)
def test_boat_needs_a_schedule_and_passengers(overrides: dict[str, Any], field: str) -> None:
    assert_only(check_create_booking(with_overrides(boat_body(), overrides), TODAY), field)


def test_each_module_ignores_the_other_modules_ids() -> None:
    """An ACTIVITY body needs no schedule_id, a BOAT body no availability_id or slot_id."""
    assert "schedule_id" not in activity_body()
    assert "availability_id" not in boat_body()
    assert check_create_booking(activity_body(), TODAY) == []
    assert check_create_booking(boat_body(), TODAY) == []


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("traveler_name", MISSING),
        ("traveler_name", "T" * 101),
        ("age", -1),
        ("age", 121),
        ("age", "34"),
        ("pax_gender", "M"),
    ],
)
def test_passenger_fields_name_their_path(field: str, value: object) -> None:
    body = boat_body([indian(), indian(**{field: value})])
    assert_only(check_create_booking(body, TODAY), f"passengers[1].{field}")


def test_every_broken_rule_is_reported_with_its_path() -> None:
    body = boat_body(
        [indian(), foreigner(id_number=MISSING, id_proof_file=MISSING)],
        qty=3,
        customer_phone="12-34",
        travel_date="2026-11-30",
        request_id=MISSING,
    )
    found = check_create_booking(body, TODAY)
    assert set(paths(found)) == {
        "request_id",
        "travel_date",
        "customer_phone",
        "passengers",
        "passengers[1].id_number",
        "passengers[1].id_proof_file",
    }
    for violation in found:
        assert_sentence(violation.message)


class TestServiceDayBoundary:
    """The service's today is the calendar day in Asia/Kolkata: it turns at 18:30 UTC."""

    before = dt.datetime(2026, 11, 30, 18, 29, 59, tzinfo=dt.UTC)
    after = dt.datetime(2026, 11, 30, 18, 30, 0, tzinfo=dt.UTC)

    def test_the_day_turns_at_1830_utc(self) -> None:
        assert service_today(self.before) == dt.date(2026, 11, 30)
        assert service_today(self.after) == dt.date(2026, 12, 1)
        assert self.after.astimezone(SERVICE_TZ).isoformat() == "2026-12-01T00:00:00+05:30"

    @pytest.mark.parametrize(("now_attr", "ok"), [("before", True), ("after", False)])
    def test_yesterday_becomes_the_past_at_midnight_ist(self, now_attr: str, ok: bool) -> None:
        today = service_today(getattr(self, now_attr))
        body = {"travel_date": "2026-11-30"}
        assert_only(check_travel_date(body, today), None if ok else "travel_date")


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ({"module": "ACTIVITY", "travel_date": "2026-12-01", "limit": 0}, "limit"),
        ({"module": "ACTIVITY", "travel_date": "2026-12-01", "limit": 1}, None),
        ({"module": "ACTIVITY", "travel_date": "2026-12-01", "limit": 500}, None),
        ({"module": "ACTIVITY", "travel_date": "2026-12-01", "limit": 501}, "limit"),
        ({"module": "ACTIVITY", "travel_date": "2026-12-01", "limit": "50"}, "limit"),
        ({"module": "ACTIVITY"}, None),
        ({"module": "BOAT"}, "travel_date"),
        ({"module": "BOAT", "travel_date": "1.12.2026"}, "travel_date"),
        ({"module": "FERRY", "travel_date": "2026-12-01"}, "module"),
    ],
)
def test_content_query(query: dict[str, Any], field: str | None) -> None:
    assert_only(check_content_query(query), field)


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ({"module": "ACTIVITY", "date": "2026-12-01", "activity_id": 7}, None),
        ({"module": "ACTIVITY", "date": "2026-12-01", "activity_id": 0}, "activity_id"),
        ({"module": "BOAT", "date": "2026-12-01"}, None),
        ({"module": "BOAT"}, "date"),
        ({"date": "2026-12-01"}, "module"),
    ],
)
def test_search_query(query: dict[str, Any], field: str | None) -> None:
    assert_only(check_search_query(query), field)


CANCEL_ACTIVITY = {
    "request_id": "cd-c1",
    "booking_ref": "ABCD2345",
    "module_type": "ACTIVITY",
    "action": "QUOTE",
    "qty": 1,
}
CANCEL_BOAT = {**CANCEL_ACTIVITY, "module_type": "BOAT", "qty": MISSING, "passenger_ids": [4, 5]}


@pytest.mark.parametrize(
    ("body", "overrides", "field"),
    [
        (CANCEL_ACTIVITY, {}, None),
        (CANCEL_ACTIVITY, {"action": "CONFIRM"}, None),
        (CANCEL_ACTIVITY, {"action": "REFUND"}, "action"),
        (CANCEL_ACTIVITY, {"qty": MISSING}, "qty"),
        (CANCEL_ACTIVITY, {"qty": 0}, "qty"),
        (CANCEL_ACTIVITY, {"booking_ref": " "}, "booking_ref"),
        (CANCEL_ACTIVITY, {"request_id": "r" * 101}, "request_id"),
        (CANCEL_BOAT, {}, None),
        (CANCEL_BOAT, {"passenger_ids": []}, "passenger_ids"),
        (CANCEL_BOAT, {"passenger_ids": [4, 4]}, "passenger_ids"),
        (CANCEL_BOAT, {"passenger_ids": ["4"]}, "passenger_ids"),
        (CANCEL_BOAT, {"passenger_ids": MISSING}, "passenger_ids"),
    ],
)
def test_cancel_booking(body: dict[str, Any], overrides: dict[str, Any], field: str | None) -> None:
    assert_only(check_cancel_booking(with_overrides(body, overrides)), field)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"request_id": "r" * 100, "booking_ref": "ABCD2345", "module_type": "BOAT"}, None),
        ({"request_id": "r" * 101, "booking_ref": "ABCD2345", "module_type": "BOAT"}, "request_id"),
        ({"request_id": "r", "booking_ref": "ABCD2345", "module_type": "SHIP"}, "module_type"),
        ({"request_id": "r", "module_type": "BOAT"}, "booking_ref"),
    ],
)
def test_booking_status(body: dict[str, Any], field: str | None) -> None:
    assert_only(check_booking_status(body), field)


@pytest.mark.parametrize(("request_id", "ok"), [("r" * 100, True), ("r" * 101, False), (7, False)])
def test_wallet_balance(request_id: object, ok: bool) -> None:
    assert_only(check_wallet_balance({"request_id": request_id}), None if ok else "request_id")

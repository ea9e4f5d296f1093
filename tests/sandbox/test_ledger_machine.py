"""A state machine over bookings, partial and full cancellations and replays (identical or not).

After every step the books must balance and the inventory must add up: every journal balances,
each wallet equals the sums of its journal lines, cash >= 0, utilised credit <= limit, no
booking is refunded more than was paid, and seats left + seats sold == capacity everywhere.
The sandbox's ASGI app is called in-process (httpx.ASGITransport) on a fresh database per run.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from app.api.codes import ErrorCode
from app.api.models import new_request_id as new_id
from app.sandbox import SANDBOX_KEYS, SandboxConfig
from app.sandbox.app import create_app
from app.sandbox.context import SandboxContext
from tests.conftest import FROZEN_NOW
from tests.sandbox.helpers import JSON_TYPE, PATHS, audit, customer, indian

KEYS = (SANDBOX_KEYS["demo"], SANDBOX_KEYS["second_tenant"])
# Days 1 to 4 ahead: cancellations then fall in every band (slots from 05:30 to 19:15).
DAYS = st.integers(min_value=1, max_value=4)
ACTIVITIES = st.sampled_from([1, 2, 3, 6, 8])
BOAT_SCHEDULES = st.sampled_from([4, 5])  # the harbour cruise: no identity flags


@dataclass
class Sent:
    """A request that reached the business rules, and its answer (for replays)."""

    key: str
    name: str
    body: dict[str, Any]
    status: int
    content: bytes


@dataclass
class Booking:
    """A booking the machine made: who, what, and what is still active."""

    key: str
    ref: str
    module: str
    active: list[int] = field(default_factory=list)


class LedgerMachine(RuleBasedStateMachine):
    """Bookings, cancellations and replays against one fresh sandbox."""

    def __init__(self) -> None:
        super().__init__()
        self._folder = tempfile.TemporaryDirectory()
        self.ctx = SandboxContext(
            SandboxConfig(db_path=Path(self._folder.name) / "machine.db", clock=FROZEN_NOW)
        )
        self.loop = asyncio.new_event_loop()
        self.http = httpx.AsyncClient(
            transport=httpx.ASGITransport(app=create_app(self.ctx)), base_url="http://sandbox"
        )
        self.sent: list[Sent] = []
        self.bookings: list[Booking] = []

    def teardown(self) -> None:
        self.loop.run_until_complete(self.http.aclose())
        self.loop.close()
        self.ctx.db.close()
        self._folder.cleanup()

    def call(
        self, key: str, name: str, body: dict[str, Any] | None = None, **params: Any
    ) -> httpx.Response:
        headers = {"X-API-KEY": key, "Content-Type": JSON_TYPE}
        if body is None:
            request = self.http.get(PATHS[name], params=params, headers=headers)
        else:
            request = self.http.post(PATHS[name], content=json.dumps(body), headers=headers)
        return self.loop.run_until_complete(request)

    def post(self, key: str, name: str, body: dict[str, Any]) -> httpx.Response:
        response = self.call(key, name, body)
        assert response.status_code < 500, response.text
        if response.status_code != 400:  # refusals before the business rules are not stored
            self.sent.append(Sent(key, name, body, response.status_code, response.content))
        return response

    def day(self, offset: int) -> str:
        return (FROZEN_NOW.date() + dt.timedelta(days=offset)).isoformat()

    @rule(
        key=st.sampled_from(KEYS),
        offset=DAYS,
        activity=ACTIVITIES,
        pick=st.integers(0, 2),
        qty=st.integers(1, 4),
    )
    def book_activity(self, key: str, offset: int, activity: int, pick: int, qty: int) -> None:
        found = self.call(
            key,
            "search_availability",
            module="ACTIVITY",
            date=self.day(offset),
            activity_id=activity,
        )
        slots = found.json()["data"]
        slot = slots[pick % len(slots)]
        body = {
            "request_id": new_id(),
            "module_type": "ACTIVITY",
            "qty": qty,
            "travel_date": self.day(offset),
            "availability_id": slot["availability_id"],
            "slot_id": slot["slot"]["slot_id"],
            **customer(),
        }
        response = self.post(key, "create_booking", body)
        assert response.status_code in (201, 402, 409), response.text
        if response.status_code == 201:
            self.bookings.append(Booking(key, response.json()["booking_ref"], "ACTIVITY", [qty]))

    @rule(
        key=st.sampled_from(KEYS),
        offset=DAYS,
        schedule=BOAT_SCHEDULES,
        ages=st.lists(st.integers(0, 80), min_size=1, max_size=3),
    )
    def book_boat(self, key: str, offset: int, schedule: int, ages: list[int]) -> None:
        body = {
            "request_id": new_id(),
            "module_type": "BOAT",
            "qty": len(ages),
            "travel_date": self.day(offset),
            "schedule_id": schedule,
            "passengers": [indian(f"Traveller {n}", age) for n, age in enumerate(ages)],
            **customer(),
        }
        response = self.post(key, "create_booking", body)
        assert response.status_code in (201, 402, 409), response.text
        if response.status_code == 201:
            result = response.json()
            ids = [p["passenger_id"] for p in result["passengers"]]
            self.bookings.append(Booking(key, result["booking_ref"], "BOAT", ids))

    def _cancel(self, booking: Booking, release: list[int]) -> None:
        choice: dict[str, Any] = (
            {"qty": release[0]} if booking.module == "ACTIVITY" else {"passenger_ids": release}
        )
        body = {
            "request_id": new_id(),
            "booking_ref": booking.ref,
            "module_type": booking.module,
            "action": "CONFIRM",
            **choice,
        }
        response = self.post(booking.key, "cancel_booking", body)
        assert response.status_code in (200, 409), response.text
        if response.status_code == 200:
            if booking.module == "ACTIVITY":
                booking.active = [booking.active[0] - release[0]]
            else:
                booking.active = [pid for pid in booking.active if pid not in release]
            status = self.post(
                booking.key,
                "booking_status",
                {"request_id": new_id(), "booking_ref": booking.ref, "module_type": booking.module},
            )
            data = status.json()["data"]
            left = booking.active[0] if booking.module == "ACTIVITY" else len(booking.active)
            assert data["refund_status"] == ("PARTIAL" if left else "REFUNDED")
            assert data["booking_status"].lower() == ("confirmed" if left else "cancelled")

    def _open(self) -> list[Booking]:
        return [b for b in self.bookings if any(b.active)]

    @precondition(lambda self: self._open())
    @rule(data=st.data())
    def partial_cancel(self, data: st.DataObject) -> None:
        booking = data.draw(st.sampled_from(self._open()))
        if booking.module == "ACTIVITY":
            release = [data.draw(st.integers(1, booking.active[0]))]
        else:
            release = data.draw(st.lists(st.sampled_from(booking.active), min_size=1, unique=True))
        self._cancel(booking, release)

    @precondition(lambda self: self._open())
    @rule(data=st.data())
    def full_cancel(self, data: st.DataObject) -> None:
        booking = data.draw(st.sampled_from(self._open()))
        self._cancel(booking, list(booking.active))

    @precondition(lambda self: self.sent)
    @rule(data=st.data())
    def identical_replay(self, data: st.DataObject) -> None:
        first = data.draw(st.sampled_from(self.sent))
        again = self.call(first.key, first.name, first.body)
        assert (again.status_code, again.content) == (first.status, first.content)
        assert again.headers["idempotent-replayed"] == "true"

    @precondition(lambda self: self.sent)
    @rule(data=st.data())
    def changed_replay(self, data: st.DataObject) -> None:
        first = data.draw(st.sampled_from(self.sent))
        changed = first.body | {
            "module_type": "BOAT" if first.body["module_type"] == "ACTIVITY" else "ACTIVITY"
        }
        again = self.call(first.key, first.name, changed)
        assert (again.status_code, again.json()["code"]) == (409, ErrorCode.REQUEST_ID_REUSED)

    @invariant()
    def books_balance_and_seats_add_up(self) -> None:
        assert audit(self.ctx.db.path) == []


LedgerMachine.TestCase.settings = settings(max_examples=25, stateful_step_count=15, deadline=None)
TestLedgerMachine = LedgerMachine.TestCase

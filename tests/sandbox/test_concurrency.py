"""No oversell under concurrency; request_id idempotency under duplicates and dropped replies."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
from typing import Any

import httpx
import pytest

from app.api import ActivityAvailability, NotBookableError, PartnerClient
from app.api.codes import ErrorCode
from app.api.models import new_request_id as new_id
from app.sandbox import EmbeddedSandbox
from tests.conftest import FAST_RETRY, FROZEN_NOW, SandboxFactory, client_for, no_sleep
from tests.sandbox.helpers import JSON_TYPE, PATHS, SEA_WALK, activity_body, audit, raw_post, state

SOON = FROZEN_NOW.date() + dt.timedelta(days=5)
CONTENDERS = 16


async def sea_walk(client: PartnerClient) -> ActivityAvailability:
    """The eight-seat morning sea walk of SOON."""
    slot = (await client.search_availability("ACTIVITY", SOON, activity_id=SEA_WALK)).data[0]
    assert slot.inventory.remaining_seats == 8
    return slot


async def rush(sandbox: EmbeddedSandbox) -> tuple[int, int]:
    """CONTENDERS one-seat bookings at once; (bookings made, refused SOLD_OUT)."""
    async with client_for(sandbox, sandbox.demo_key) as client:
        slot = await sea_walk(client)
        results = await asyncio.gather(
            *(
                client.create_booking(activity_body(slot, request_id=new_id()))
                for _ in range(CONTENDERS)
            ),
            return_exceptions=True,
        )
    made = [r for r in results if not isinstance(r, BaseException)]
    sold_out = [
        r for r in results if isinstance(r, NotBookableError) and r.code == ErrorCode.SOLD_OUT
    ]
    assert len(made) + len(sold_out) == CONTENDERS, results
    return len(made), len(sold_out)


async def test_concurrent_bookings_never_oversell(sandbox: EmbeddedSandbox) -> None:
    made, sold_out = await rush(sandbox)
    assert (made, sold_out) == (8, CONTENDERS - 8)
    assert audit(sandbox) == []


async def test_the_check_catches_an_oversell_when_locking_is_bypassed(
    start_sandbox: SandboxFactory,
) -> None:
    unsafe = start_sandbox(unsafe_inventory=True)
    made, _ = await rush(unsafe)
    assert made > 8  # the same check as above sees the oversell
    assert any("availability" in problem for problem in audit(unsafe))


async def test_identical_concurrent_posts_make_one_booking(start_sandbox: SandboxFactory) -> None:
    # The delay keeps the first request in flight while the duplicates arrive.
    sandbox = start_sandbox(response_delay_seconds=0.3)
    async with client_for(sandbox, sandbox.demo_key) as client:
        body = json.dumps(activity_body(await sea_walk(client), qty=2, request_id=new_id()))
    before = state(sandbox)
    headers = {"X-API-KEY": sandbox.demo_key, "Content-Type": JSON_TYPE}
    async with httpx.AsyncClient(base_url=sandbox.base_url, headers=headers) as http:
        replies = await asyncio.gather(
            *(http.post(PATHS["create_booking"], content=body) for _ in range(20))
        )
    assert {r.status_code for r in replies} == {201}
    assert len({r.content for r in replies}) == 1
    assert sum(r.headers.get("idempotent-replayed") == "true" for r in replies) == 19
    after = state(sandbox)
    assert (after.bookings, after.journals) == (before.bookings + 1, before.journals + 1)
    assert after.seats_sold == before.seats_sold + 2
    assert audit(sandbox) == []


class DropAfterCommit(httpx.AsyncBaseTransport):
    """Delivers each request to the real server, then loses the first ``drops`` replies."""

    def __init__(self, drops: int) -> None:
        self._inner = httpx.AsyncHTTPTransport()
        self.drops = drops
        self.sent = 0

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await self._inner.handle_async_request(request)
        await response.aread()
        self.sent += 1
        if self.drops:
            self.drops -= 1
            raise httpx.ReadError("connection reset after the server committed", request=request)
        return response

    async def aclose(self) -> None:
        await self._inner.aclose()


@pytest.mark.parametrize("drops", [1, 2, 3])
async def test_retries_after_a_dropped_reply_book_once(
    sandbox: EmbeddedSandbox, drops: int
) -> None:
    async with client_for(sandbox, sandbox.demo_key) as plain:
        slot = await sea_walk(plain)
    before = state(sandbox)
    transport = DropAfterCommit(drops)
    async with httpx.AsyncClient(transport=transport) as http:
        client = PartnerClient(
            base_url=sandbox.base_url,
            api_key=sandbox.demo_key,
            http_client=http,
            retry=FAST_RETRY,
            today=sandbox.context.today,
            sleep=no_sleep,
        )
        result = await client.create_booking(activity_body(slot, qty=2, request_id=new_id()))
    after = state(sandbox)
    assert transport.sent == drops + 1
    assert (after.bookings, after.journals) == (before.bookings + 1, before.journals + 1)
    debited = before.wallets[0][1] - after.wallets[0][1]
    assert debited == int(result.settlement_breakdown.total_debited * 100)
    assert audit(sandbox) == []


def test_a_changed_body_under_a_used_request_id_is_refused(sandbox: EmbeddedSandbox) -> None:
    body = {"request_id": new_id(), "booking_ref": "ABCDEFGH", "module_type": "ACTIVITY"}
    first = raw_post(sandbox, "booking_status", body)
    assert first.status_code == 404
    before = state(sandbox)
    changed = raw_post(sandbox, "booking_status", body | {"booking_ref": "ABCDEFGJ"})
    assert (changed.status_code, changed.json()["code"]) == (409, ErrorCode.REQUEST_ID_REUSED)
    replay = raw_post(sandbox, "booking_status", body)
    assert (replay.status_code, replay.content) == (404, first.content)
    assert replay.headers["idempotent-replayed"] == "true"
    assert state(sandbox) == before


async def test_a_replay_on_a_later_day_gets_the_first_answer(
    sandbox: EmbeddedSandbox, demo: PartnerClient
) -> None:
    slot = (await demo.search_availability("ACTIVITY", FROZEN_NOW.date(), activity_id=4)).data[0]
    body: dict[str, Any] = activity_body(slot, request_id=new_id())
    first = raw_post(sandbox, "create_booking", body)
    assert first.status_code == 201
    sandbox.clock = FROZEN_NOW + dt.timedelta(days=2)  # the travel date is now in the past
    replay = raw_post(sandbox, "create_booking", body)
    assert (replay.status_code, replay.content) == (201, first.content)
    fresh = raw_post(sandbox, "create_booking", body | {"request_id": new_id()})
    assert fresh.json()["code"] == ErrorCode.TRAVEL_DATE_IN_PAST

"""create_booking streams its body one passenger at a time, with progress, and resends it whole."""

from __future__ import annotations

import json
from typing import Any

import httpx
from hypothesis import given
from hypothesis import strategies as st

from app.api import PartnerClient
from app.api.body import PART_CHARS, StreamedBody, body_parts, encode_body
from app.api.models import CreateBookingRequest
from app.sandbox import EmbeddedSandbox
from tests.api import payloads
from tests.api.fake import FakePartner, reply
from tests.domain.samples import TOMORROW, activity_body, boat_body, data_uri_of_length, foreigner
from tests.sandbox.helpers import ALL_FLAGS_TRIP_SCHEDULE, state
from tests.transports import DropAfterCommit, dropping_client

Progress = list[tuple[int, int]]

_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner, max_size=3),
    max_leaves=10,
)


@given(
    st.dictionaries(st.text(), _json_values, max_size=5),
    st.lists(st.dictionaries(st.text(), _json_values, max_size=4), max_size=4),
    st.integers(1, 40),
)
def test_the_parts_join_to_the_one_piece_encoding(
    head: dict[str, Any], people: list[Any], part_chars: int
) -> None:
    body = {**head, "passengers": people, "request_id": "cd-1"}

    joined = b"".join(body_parts(body, part_chars))

    assert joined == encode_body(body)
    assert json.loads(joined) == body


def test_a_large_scan_is_sent_in_slices() -> None:
    scan = data_uri_of_length("image/png", 1_000_002)
    body = boat_body([foreigner(id_proof_file=scan), foreigner(id_proof_file=scan)])

    parts = list(body_parts(body))

    assert b"".join(parts) == encode_body(body)
    assert len(parts) >= 2 * 1_000_002 // PART_CHARS
    assert max(len(part) for part in parts) <= PART_CHARS


async def test_the_sent_body_is_the_plain_encoding_with_its_length(
    client: PartnerClient, partner: FakePartner
) -> None:
    body = boat_body([foreigner(traveler_name="Zoë D'Souza"), foreigner()])
    progress: Progress = []
    partner.script(reply(payloads.booking_boat(), 201))

    await client.create_booking(body, on_progress=lambda *p: progress.append(p))

    sent = partner.requests[0]
    expected = encode_body(CreateBookingRequest.model_validate(body).to_wire())
    assert sent.content == expected
    assert sent.headers["Content-Length"] == str(len(expected))
    assert "Transfer-Encoding" not in sent.headers
    assert progress[0] == (0, len(expected))
    assert progress[-1] == (len(expected), len(expected))
    assert [p[0] for p in progress] == sorted(p[0] for p in progress)


async def test_an_activity_booking_reports_progress_too(
    client: PartnerClient, partner: FakePartner
) -> None:
    progress: Progress = []
    partner.script(reply(payloads.booking_activity(), 201))

    await client.create_booking(activity_body(), on_progress=lambda *p: progress.append(p))

    size = len(partner.requests[0].content)
    assert progress == [(0, size), (size, size)]


async def test_a_dropped_answer_is_retried_with_the_whole_body_again(
    client: PartnerClient, partner: FakePartner
) -> None:
    progress: Progress = []

    def commit_then_drop(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadError("dropped", request=request)

    partner.script(commit_then_drop, reply(payloads.booking_boat(), 201))

    await client.create_booking(boat_body(), on_progress=lambda *p: progress.append(p))

    first, second = partner.requests
    assert first.content == second.content
    assert json.loads(first.content)["request_id"] == "cd-boat-1"
    total = len(first.content)
    assert progress.count((total, total)) == 2
    assert progress.count((0, total)) == 2


async def test_a_large_booking_streams_to_the_sandbox_once_despite_a_dropped_answer(
    sandbox: EmbeddedSandbox,
) -> None:
    scan = data_uri_of_length("image/png", 1_000_002)
    people = [foreigner(traveler_name=f"Traveller {i}", id_proof_file=scan) for i in range(4)]
    body = boat_body(
        people,
        schedule_id=ALL_FLAGS_TRIP_SCHEDULE,
        travel_date=TOMORROW.isoformat(),
        request_id="cd-stream-drop",
    )
    transport = DropAfterCommit("create_booking.php", drops=1)
    before = state(sandbox)
    progress: Progress = []
    async with dropping_client(sandbox, sandbox.demo_key, transport) as client:
        result = await client.create_booking(body, on_progress=lambda *p: progress.append(p))

    after = state(sandbox)
    assert transport.dropped == 1
    assert after.bookings == before.bookings + 1
    assert result.request_id == "cd-stream-drop"
    total = progress[-1][1]
    assert total > 4_000_000
    assert progress.count((total, total)) == 2


def test_measuring_keeps_no_bytes() -> None:
    body = boat_body()
    streamed = StreamedBody.measure(body, None)

    assert streamed.size == len(encode_body(body))
    assert streamed.body is body

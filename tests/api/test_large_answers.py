"""Large answers (a catalogue of hundreds of items) are parsed in a worker thread, in one call."""

from __future__ import annotations

import json
import threading
from typing import Any

import pytest

from app.api import PartnerClient, ProtocolError
from app.api.client import WORKER_PARSE_BYTES
from app.api.models import ActivityContentResult
from tests.api import payloads
from tests.api.fake import FakePartner, raw, reply


@pytest.fixture
def parse_threads(monkeypatch: pytest.MonkeyPatch) -> list[threading.Thread]:
    """The thread of each ``ActivityContentResult.model_validate_json`` call, in order."""
    threads: list[threading.Thread] = []
    original = ActivityContentResult.model_validate_json

    def recording(json_data: str | bytes, **options: Any) -> ActivityContentResult:
        threads.append(threading.current_thread())
        return original(json_data, **options)

    monkeypatch.setattr(ActivityContentResult, "model_validate_json", recording)
    return threads


async def test_a_large_answer_is_parsed_off_the_loop_thread_in_one_call(
    client: PartnerClient, partner: FakePartner, parse_threads: list[threading.Thread]
) -> None:
    items = [payloads.content_activity_item(n) for n in range(400)]
    answer = reply(payloads.content("ACTIVITY", items))
    assert len(answer.content) > WORKER_PARSE_BYTES
    partner.script(answer)
    result = await client.content("ACTIVITY")
    assert len(result.data) == 400
    assert len(parse_threads) == 1 and parse_threads[0] is not threading.main_thread()


async def test_a_small_answer_is_parsed_on_the_loop_thread(
    client: PartnerClient, partner: FakePartner, parse_threads: list[threading.Thread]
) -> None:
    answer = reply(payloads.content("ACTIVITY", [payloads.content_activity_item(0)]))
    assert len(answer.content) <= WORKER_PARSE_BYTES
    partner.script(answer)
    await client.content("ACTIVITY")
    assert parse_threads == [threading.main_thread()]


async def test_a_large_answer_that_does_not_parse_is_a_protocol_error(
    client: PartnerClient, partner: FakePartner
) -> None:
    content = json.dumps(payloads.content("ACTIVITY", [{"activity_id": "x" * 300_000}])).encode()
    partner.script(raw(content, content_type="application/json"))
    with pytest.raises(ProtocolError):
        await client.content("ACTIVITY")

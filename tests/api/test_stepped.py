"""Large answers validated a list element at a time: the same models, the same errors."""

from __future__ import annotations

import json
import threading
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from app.api import PartnerClient, ProtocolError
from app.api.client import STEPPED_PARSE_BYTES
from app.api.models import ActivityContentResult, BoatContentResult, WalletResult
from app.api.stepped import SLICE_CHARS, validate_json_in_steps
from tests.api import payloads
from tests.api.fake import FakeService, raw, reply

ACTIVITIES = payloads.content("ACTIVITY", [payloads.content_activity_item(n) for n in range(3)])
BOATS = payloads.content("BOAT", [payloads.content_boat_item(n) for n in range(3)])


def text_of(body: Any, indent: int | None = None) -> bytes:
    return json.dumps(body, indent=indent, ensure_ascii=False).encode()


@pytest.mark.parametrize(
    ("body", "model"),
    [
        (ACTIVITIES, ActivityContentResult),
        (BOATS, BoatContentResult),
        ({**BOATS, "data": []}, BoatContentResult),
        (
            {"data": BOATS["data"], **{k: v for k, v in BOATS.items() if k != "data"}},
            BoatContentResult,
        ),
    ],
    ids=["activities", "boats", "no-items", "data-first"],
)
@pytest.mark.parametrize("indent", [None, 2], ids=["compact", "indented"])
def test_the_model_is_the_one_a_single_parse_gives(
    body: Any, model: type[BaseModel], indent: int | None
) -> None:
    content = text_of(body, indent)
    stepped = validate_json_in_steps(content, model)
    assert stepped == model.model_validate_json(content)
    assert stepped.model_fields_set == model.model_validate_json(content).model_fields_set


def test_a_large_answer_is_validated_in_slices_not_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    items = [payloads.content_activity_item(n) for n in range(400)]
    content = text_of(payloads.content("ACTIVITY", items))
    whole: list[int] = []
    original = ActivityContentResult.model_validate_json

    def spying(json_data: str | bytes, **options: Any) -> ActivityContentResult:
        whole.append(len(json_data))
        return original(json_data, **options)

    monkeypatch.setattr(ActivityContentResult, "model_validate_json", spying)
    result = validate_json_in_steps(content, ActivityContentResult)
    assert len(result.data) == 400
    assert whole and max(whole) < SLICE_CHARS  # only the envelope, its list emptied


def lookalikes(nested: bool) -> bytes:
    """Items, and a list after them, holding objects that start as the items do."""
    extra = [{"schedule_id": 1}, {"schedule_id": 2}] if nested else []
    items = [{**payloads.content_boat_item(n), "extra": extra} for n in range(300)]
    items[150]["trip_name"] = '},{"schedule_id": 7, "trip_name": "x"}'
    after = [{"schedule_id": 9}, {"schedule_id": 10}]
    return text_of({**payloads.content("BOAT", items), "after": after})


@pytest.mark.parametrize(
    "content",
    [
        lookalikes(nested=True),
        lookalikes(nested=False),
        text_of(BOATS, indent=1),
        text_of(BOATS).replace(b"}, {", b"} ,\n {"),
    ],
    ids=["nested-lookalikes", "lookalikes-after", "indented", "odd-spacing"],
)
def test_text_that_merely_looks_like_a_boundary_changes_nothing(content: bytes) -> None:
    assert validate_json_in_steps(content, BoatContentResult) == (
        BoatContentResult.model_validate_json(content)
    )


def test_a_model_without_a_list_of_models_is_parsed_at_once() -> None:
    content = text_of(payloads.wallet())
    assert validate_json_in_steps(content, WalletResult) == WalletResult.model_validate_json(
        content
    )


def broken_item() -> bytes:
    body = json.loads(json.dumps(BOATS))
    del body["data"][1]["schedule_id"]
    return text_of(body)


@pytest.mark.parametrize(
    "content",
    [
        broken_item(),  # an element that does not validate
        text_of({**BOATS, "count": "many"}),  # the envelope does not
        text_of(BOATS)[:-40],  # cut short
        b'{"status": "SUCCESS", "data": [1, 2], "data": []}',  # two lists
        b"[]",
        b"",
        '{"status": "SUCCESS", "module": "BOAT", "data": [] }\udcff'.encode(
            "utf-8", "surrogateescape"
        ),  # not UTF-8
    ],
    ids=["item", "envelope", "truncated", "duplicate-key", "array", "empty", "not-utf8"],
)
def test_errors_are_those_of_a_single_parse(content: bytes) -> None:
    with pytest.raises(ValidationError) as single:
        BoatContentResult.model_validate_json(content)
    with pytest.raises(ValidationError) as stepped:
        validate_json_in_steps(content, BoatContentResult)
    assert stepped.value.errors() == single.value.errors()


async def test_a_large_answer_is_parsed_off_the_loop_thread(
    client: PartnerClient, service: FakeService, monkeypatch: pytest.MonkeyPatch
) -> None:
    items = [payloads.content_activity_item(n) for n in range(400)]
    answer = reply(payloads.content("ACTIVITY", items))
    assert len(answer.content) > STEPPED_PARSE_BYTES
    threads: list[threading.Thread] = []

    def recording(content: bytes, model: type[BaseModel]) -> BaseModel:
        threads.append(threading.current_thread())
        return validate_json_in_steps(content, model)

    monkeypatch.setattr("app.api.client.validate_json_in_steps", recording)
    service.script(answer)
    result = await client.content("ACTIVITY")
    assert result == ActivityContentResult.model_validate_json(answer.content)
    assert threads and threads[0] is not threading.main_thread()


async def test_a_large_answer_that_does_not_parse_is_a_protocol_error(
    client: PartnerClient, service: FakeService
) -> None:
    content = text_of(payloads.content("ACTIVITY", [{"activity_id": "x" * 300_000}]))
    service.script(raw(content, content_type="application/json"))
    with pytest.raises(ProtocolError):
        await client.content("ACTIVITY")

"""The sandbox says it is one on every answer: successes, refusals, pictures, its document.

(A 500 says it too: see test_gate.)
"""

from __future__ import annotations

import httpx

from app.api.models import new_request_id
from app.domain.environment import ENVIRONMENT_HEADER
from app.sandbox import EmbeddedSandbox
from app.sandbox.openapi import openapi_document
from tests.conftest import FROZEN_NOW, SandboxFactory
from tests.sandbox.helpers import PATHS, raw_get, raw_post


def announced(response: httpx.Response) -> str | None:
    """The environment header of ``response`` (None when it has none)."""
    value = response.headers.get(ENVIRONMENT_HEADER)
    return None if value is None else str(value)


def test_every_kind_of_answer_says_sandbox(sandbox: EmbeddedSandbox) -> None:
    base = sandbox.base_url
    answers = {
        "content 200": raw_get(sandbox, "content", {"module": "ACTIVITY", "limit": 1}),
        "wallet 200": raw_post(sandbox, "wallet_balance", {"request_id": new_request_id()}),
        "bad body 400": raw_post(sandbox, "wallet_balance", {"request_id": ""}),
        "bad key 401": raw_get(sandbox, "content", {"module": "ACTIVITY"}, key="nope-0000"),
        "disabled 403": raw_get(
            sandbox, "content", {"module": "ACTIVITY"}, key="sandbox-disabled-key-0003"
        ),
        "wrong type 415": raw_post(
            sandbox, "wallet_balance", {"request_id": "x"}, content_type=None
        ),
        "unknown path 404": httpx.get(f"{base}/api/nothing.php"),
        "wrong method 405": httpx.delete(
            base + PATHS["wallet_balance"], headers={"X-API-KEY": sandbox.demo_key}
        ),
        "picture 200": httpx.get(f"{base}/media/scuba-north-bay.png"),
        "no picture 404": httpx.get(f"{base}/media/none.txt"),
        "document 200": httpx.get(f"{base}/openapi.json"),
    }
    statuses = {name: answer.status_code for name, answer in answers.items()}
    assert statuses == {name: int(name.rsplit(" ", 1)[1]) for name in answers}
    assert {name: announced(answer) for name, answer in answers.items()} == dict.fromkeys(
        answers, "sandbox"
    )


def test_a_rate_limited_answer_says_sandbox(start_sandbox: SandboxFactory) -> None:
    limited = start_sandbox(rate_limit=1)
    answers = [raw_post(limited, "wallet_balance", {"request_id": new_request_id()}) for _ in "ab"]
    assert [answer.status_code for answer in answers] == [200, 429]
    assert announced(answers[1]) == "sandbox"


def test_the_openapi_document_declares_it_on_every_response() -> None:
    document = openapi_document(FROZEN_NOW.date())
    responses = [
        (path, status, response)
        for path, item in document["paths"].items()
        for operation in item.values()
        for status, response in operation["responses"].items()
    ]
    assert len(responses) > 40
    for path, status, response in responses:
        header = response.get("headers", {}).get(ENVIRONMENT_HEADER)
        assert header is not None, f"{path} {status} does not declare {ENVIRONMENT_HEADER}"
        assert header["required"] is True
        assert header["schema"] == {"const": "sandbox"}
    statuses = {status for _path, status, _response in responses}
    assert {"200", "201", "400", "401", "404", "405", "429", "503"} <= statuses
    too_many = document["paths"]["/api/content.php"]["get"]["responses"]["429"]["headers"]
    assert set(too_many) == {ENVIRONMENT_HEADER, "Retry-After"}

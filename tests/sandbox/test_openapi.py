"""schemathesis against the sandbox's own OpenAPI document, in-process, with its default checks
(a bounded run: a few dozen cases an operation, about half a minute), and the document's request
schemas against what the sandbox refuses."""

from __future__ import annotations

import atexit
import datetime as dt
import re
import tempfile
from pathlib import Path
from typing import Any, cast

import httpx
import pytest
import schemathesis
from jsonschema import Draft202012Validator
from schemathesis.config import SchemathesisConfig

from app.domain.requests import check_travel_date
from app.sandbox import SANDBOX_KEYS, EmbeddedSandbox, SandboxConfig
from app.sandbox.app import create_app
from app.sandbox.context import SandboxContext
from tests.conftest import FROZEN_NOW
from tests.sandbox.helpers import raw_post

_FOLDER = tempfile.TemporaryDirectory()
_CONTEXT = SandboxContext(
    SandboxConfig(db_path=Path(_FOLDER.name) / "openapi.db", clock=FROZEN_NOW)
)
APP = create_app(_CONTEXT)


@atexit.register
def _remove_folder() -> None:
    """Close the database before its folder goes (at exit, before the folder's own clean-up):
    Windows removes no file a process holds open."""
    _CONTEXT.db.close()
    _FOLDER.cleanup()


CONFIG = SchemathesisConfig.from_dict(
    {
        # Every request carries the demo key; a GET no content type, as the document allows.
        "headers": {"X-API-KEY": SANDBOX_KEYS["demo"]},
        "generation": {"max-examples": 20, "mode": "all"},
        "phases": {"coverage": {"enabled": True}, "fuzzing": {"enabled": True}},
        "checks": {
            # Valid-looking data may still break rules JSON Schema cannot state (a past date,
            # passengers != qty, identity documents, a wallet too small): documented 400/402.
            "positive_data_acceptance": {
                "expected-statuses": ["2xx", "400", "401", "402", "403", "404", "409"]
            }
        },
    }
)
schema = schemathesis.openapi.from_asgi("/openapi.json", APP, config=CONFIG)


@schema.parametrize()
def test_the_sandbox_keeps_its_own_openapi_document(case: schemathesis.Case[Any]) -> None:
    case.call_and_validate()


def _document(sandbox: EmbeddedSandbox) -> dict[str, Any]:
    response = httpx.get(sandbox.base_url + "/openapi.json")
    assert response.status_code == 200
    return cast(dict[str, Any], response.json())


@pytest.mark.parametrize(
    ("request_id", "accepted"),
    [
        ("plain", True),
        ("with space inside", True),
        ("bell\x07", False),
        ("line\nbreak", False),
        ("nul\x00", False),
        ("c1\x85", False),
        ("   ", False),
        ("\u3000", False),
    ],
)
def test_the_document_refuses_the_text_the_sandbox_refuses(
    module_sandbox: EmbeddedSandbox, request_id: str, accepted: bool
) -> None:
    schema = _document(module_sandbox)["components"]["schemas"]["WalletBalanceRequest"]
    valid = Draft202012Validator(schema).is_valid({"request_id": request_id})
    response = raw_post(module_sandbox, "wallet_balance", {"request_id": request_id})
    assert (valid, response.status_code == 200) == (accepted, accepted)


@pytest.mark.parametrize(("days", "accepted"), [(-1, False), (0, True), (1, True)])
def test_the_document_refuses_a_past_travel_date_as_the_sandbox_does(
    module_sandbox: EmbeddedSandbox, days: int, accepted: bool
) -> None:
    schema = _document(module_sandbox)["components"]["schemas"]["CreateBookingRequest"]
    day = (FROZEN_NOW.date() + dt.timedelta(days=days)).isoformat()
    travel_date = schema["properties"]["travel_date"]
    assert bool(re.search(travel_date["pattern"], day)) == accepted
    violations = check_travel_date({"travel_date": day}, FROZEN_NOW.date())
    assert (violations == []) == accepted

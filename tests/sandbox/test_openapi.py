"""schemathesis against the sandbox's own OpenAPI document, in-process, with its default checks."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import schemathesis
from schemathesis.config import SchemathesisConfig

from app.sandbox import SANDBOX_KEYS, SandboxConfig
from app.sandbox.app import create_app
from app.sandbox.context import SandboxContext
from tests.conftest import FROZEN_NOW
from tests.sandbox.helpers import JSON_TYPE

_FOLDER = tempfile.TemporaryDirectory()
APP = create_app(
    SandboxContext(SandboxConfig(db_path=Path(_FOLDER.name) / "openapi.db", clock=FROZEN_NOW))
)
CONFIG = SchemathesisConfig.from_dict(
    {
        # Every request carries the demo key and the exact content type (GETs too).
        "headers": {"X-API-KEY": SANDBOX_KEYS["demo"], "Content-Type": JSON_TYPE},
        "generation": {"max-examples": 40, "mode": "all"},
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

"""Whether the counter sells for training is the service's to say, not the settings'."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from app.api import ApiError
from app.counter.config.keystore import KeyStore
from app.counter.config.settings import Environment, Settings
from app.counter.link.service import ServiceConnection
from app.counter.link.wallet import fetch_wallet
from app.domain.environment import ENVIRONMENT_HEADER

ADDRESS = "https://partner.example.test/travel"

# The OS credential store is never touched.
pytestmark = pytest.mark.usefixtures("memory_keyring")


def refusing(headers: dict[str, str]) -> httpx.MockTransport:
    """A service that refuses every key, naming itself in ``headers`` (or not)."""
    body = b'{"error": {"code": "UNAUTHORIZED", "message": "no"}}'
    return httpx.MockTransport(
        lambda _request: httpx.Response(
            401, content=body, headers={"Content-Type": "application/json", **headers}
        )
    )


async def training_after_an_answer(
    tmp_path: Path, environment: Environment, headers: dict[str, str]
) -> tuple[bool, bool]:
    """Whether the connection says training before and after the service's first answer."""
    async with httpx.AsyncClient(transport=refusing(headers)) as http:
        connection = ServiceConnection(http, KeyStore(), tmp_path / "sandbox.db", lambda _key: None)
        await connection.connect(Settings(environment=environment, base_url=ADDRESS), "a-key-1234")
        before = connection.training
        with pytest.raises(ApiError):
            await fetch_wallet(connection.client)
        return before, connection.training


async def test_a_sandbox_address_that_answers_as_live_is_not_training(tmp_path: Path) -> None:
    # The settings expected a sandbox; the service does not say it is one: real money.
    assert await training_after_an_answer(tmp_path, Environment.SANDBOX, {}) == (True, False)


async def test_a_live_address_that_answers_as_a_sandbox_is_training(tmp_path: Path) -> None:
    said = {ENVIRONMENT_HEADER: "sandbox"}
    assert await training_after_an_answer(tmp_path, Environment.LIVE, said) == (False, True)

"""A connection whose embedded sandbox did not start: asked for the service, it says so and
why, with the start's own error as the cause, never an internal "connect() has not run yet"."""

from __future__ import annotations

import shutil
from pathlib import Path

import httpx
import pytest

from app.counter.config.keystore import KeyStore
from app.counter.config.settings import Settings
from app.counter.link.service import NotConnected, ServiceConnection

# The OS credential store is never touched.
pytestmark = pytest.mark.usefixtures("memory_keyring")


async def test_the_first_start_error_is_told_until_a_connection_stands(tmp_path: Path) -> None:
    database = tmp_path / "data" / "sandbox.db"
    (database / "a folder").mkdir(parents=True)  # its process cannot open it, and says so
    connection = ServiceConnection(httpx.AsyncClient(), KeyStore(), database, lambda _: None)
    try:
        with pytest.raises(
            RuntimeError, match=r"^its database file cannot be opened or made$"
        ) as first:
            await connection.connect(Settings())
        with pytest.raises(NotConnected) as told:
            _ = connection.client
        assert str(told.value) == (
            "the built-in sandbox did not start (its database file cannot be opened or made)"
        )
        assert told.value.__cause__ is first.value
        with pytest.raises(RuntimeError):
            await connection.connect(Settings())  # tried again, failing again
        assert connection.start_error is first.value  # the first is kept

        shutil.rmtree(database)
        await connection.connect(Settings())
        assert connection.start_error is None
        assert connection.client.base_url.startswith("http://127.0.0.1:")
    finally:
        await connection.aclose()

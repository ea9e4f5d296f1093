"""Closing the connection to the service ends every request still under way, even one whose
connection is still being made, and leaves no connection open behind it."""

from __future__ import annotations

import asyncio
import gc
import warnings
from collections.abc import Awaitable, Callable
from pathlib import Path

import httpx
import pytest

from app.api import ClientClosed, PartnerClient
from app.counter.config.keystore import KeyStore
from app.counter.config.settings import Environment, Settings
from app.counter.link.service import ServiceConnection
from tests.transports import HeldConnect

# The OS credential store is never touched.
pytestmark = pytest.mark.usefixtures("memory_keyring")

ANSWER = (
    b"HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nContent-Length: 52\r\n\r\n"
    b'{"error": {"code": "UNAUTHORIZED", "message": "no"}}'
)


async def _answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """A service on this computer: every request refused, the connection kept alive."""
    try:
        while await reader.readuntil(b"\r\n\r\n"):
            writer.write(ANSWER)
            await writer.drain()
    except asyncio.IncompleteReadError:
        pass  # the client closed its connection
    finally:
        writer.close()


Call = Callable[[PartnerClient], Awaitable[object]]
# A call to the interface (retried, under its deadline) and a picture (neither).
CALLS: dict[str, Call] = {
    "wallet": lambda client: client.wallet_balance(),
    "picture": lambda client: client.media("boat.jpg"),
}


async def _close_mid_connect(db: Path, send: Call) -> object:
    """Close a connection to the service while its one request (``send``) is still connecting,
    then let the connect finish: what the request ended with."""
    server = await asyncio.start_server(_answer, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    held = HeldConnect()
    connection = ServiceConnection(
        httpx.AsyncClient(transport=held), KeyStore(), db, lambda _: None
    )
    settings = Settings(environment=Environment.LIVE, base_url=f"http://127.0.0.1:{port}")
    await connection.connect(settings, "a-key-1234")
    call = asyncio.ensure_future(send(connection.client))
    await held.connecting.wait()
    await connection.aclose()
    held.release()
    (outcome,) = await asyncio.gather(call, return_exceptions=True)
    server.close()
    await server.wait_closed()
    return outcome


@pytest.mark.parametrize("call", CALLS)
def test_closing_while_a_request_connects_leaves_no_connection_open(
    tmp_path: Path, call: str
) -> None:
    gc.collect()  # what earlier tests left is theirs
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        # A loop of its own: a connection left open is finalized when that loop closes.
        outcome = asyncio.run(_close_mid_connect(tmp_path / "sandbox.db", CALLS[call]))
        gc.collect()
    assert [str(w.message) for w in seen if issubclass(w.category, ResourceWarning)] == []
    # Said in the client's own terms; nothing was sent.
    assert isinstance(outcome, ClientClosed)


async def test_a_call_after_the_close_sends_nothing(tmp_path: Path) -> None:
    sent: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(401)

    http = httpx.AsyncClient(transport=httpx.MockTransport(answer))
    connection = ServiceConnection(http, KeyStore(), tmp_path / "sandbox.db", lambda _: None)
    settings = Settings(environment=Environment.LIVE, base_url="https://partner.example.test")
    await connection.connect(settings, "a-key-1234")
    client = connection.client
    await connection.aclose()
    for send in CALLS.values():
        with pytest.raises(ClientClosed):
            await send(client)
    assert sent == []

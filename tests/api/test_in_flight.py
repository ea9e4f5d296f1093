"""A request ended while httpx's pool closes the connections it keeps no longer (expired, or
dropped by the server) leaves none of them open: ended by its caller's cancellation (a deadline,
a newer search) or by the client's close, at any turn of the loop."""

from __future__ import annotations

import asyncio
import gc
import warnings

import httpx
import pytest

from app.api import ClientClosed
from app.api.in_flight import InFlight

IDLE = 4  # connections left idle in the pool, to be closed by the next request
EXPIRY_S = 0.05


async def _answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """A service on this computer: every request answered, the connection kept alive."""
    try:
        while await reader.readuntil(b"\r\n\r\n"):
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
            await writer.drain()
    except (asyncio.IncompleteReadError, ConnectionError):
        pass  # the client closed its connection
    finally:
        writer.close()


async def _end_while_the_pool_closes(turns: int, by_close: bool) -> object:
    """Leave ``IDLE`` connections to expire, start a request (which closes them first) and end
    it after ``turns`` turns of the loop: what the request ended with."""
    server = await asyncio.start_server(_answer, "127.0.0.1", 0)
    url = f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}/"
    transport = httpx.AsyncHTTPTransport(limits=httpx.Limits(keepalive_expiry=EXPIRY_S))
    async with httpx.AsyncClient(transport=transport) as http:
        in_flight = InFlight()
        await asyncio.gather(*(in_flight.run(http.get(url), None) for _ in range(IDLE)))
        await asyncio.sleep(2 * EXPIRY_S)
        request = asyncio.ensure_future(in_flight.run(http.get(url), None))
        for _ in range(turns):
            await asyncio.sleep(0)
        if by_close:
            await in_flight.close()
        else:
            request.cancel()
        (outcome,) = await asyncio.gather(request, return_exceptions=True)
    server.close()
    await server.wait_closed()
    return outcome


@pytest.mark.parametrize("by_close", [False, True], ids=["by-its-caller", "by-the-close"])
@pytest.mark.parametrize("turns", range(8))
def test_a_request_ended_while_the_pool_closes_connections_leaves_none_open(
    turns: int, by_close: bool
) -> None:
    gc.collect()  # what earlier tests left is theirs
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        # A loop of its own: a connection left open is finalized when that loop closes.
        outcome = asyncio.run(_end_while_the_pool_closes(turns, by_close))
        gc.collect()
    assert [str(w.message) for w in seen if issubclass(w.category, ResourceWarning)] == []
    ended = ClientClosed if by_close else asyncio.CancelledError
    assert isinstance(outcome, ended | httpx.Response)

"""HTTP transports of the tests: answers lost after the server acted; a sandbox passed off as
the live service; a connection held while it is being made."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager

import httpcore
import httpx

from app.api import PartnerClient
from app.domain.environment import ENVIRONMENT_HEADER
from app.sandbox import EmbeddedSandbox
from tests.service import FAST_RETRY, no_sleep


class DropAfterCommit(httpx.AsyncBaseTransport):
    """Forward to the real server, read its whole answer, then fail as a dropped connection.

    Only requests to a path ending in ``path_suffix`` are dropped, at most ``drops`` of them
    (None: all); ``seen`` records every dropped request's body, and ``dropped`` counts them.
    """

    def __init__(self, path_suffix: str, drops: int | None = None) -> None:
        self._inner = httpx.AsyncHTTPTransport()
        self._suffix = path_suffix
        self._drops = drops
        self.dropped = 0
        self.seen: list[bytes] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        # Read whole (a streamed body too) so that ``seen`` can keep it; fine for test sizes.
        await request.aread()
        response = await self._inner.handle_async_request(request)
        if not request.url.path.endswith(self._suffix) or self.dropped == self._drops:
            return response
        await response.aread()
        await response.aclose()
        self.dropped += 1
        self.seen.append(request.content)
        raise httpx.ReadError("connection dropped after the server answered", request=request)

    def stop_dropping(self) -> None:
        """Let every answer through from now on."""
        self._drops = self.dropped

    async def aclose(self) -> None:
        await self._inner.aclose()


@asynccontextmanager
async def dropping_client(
    sandbox: EmbeddedSandbox, api_key: str, transport: httpx.AsyncBaseTransport | str
) -> AsyncIterator[PartnerClient]:
    """A quick-retrying client of ``sandbox`` over ``transport``.

    A path suffix instead of a transport loses every answer to that path.
    """
    if isinstance(transport, str):
        transport = DropAfterCommit(transport)
    async with httpx.AsyncClient(transport=transport) as http:
        yield PartnerClient(
            base_url=sandbox.base_url,
            api_key=api_key,
            http_client=http,
            retry=FAST_RETRY,
            today=sandbox.context.today,
            sleep=no_sleep,
        )


class AsLiveService(httpx.AsyncBaseTransport):
    """Forward to the real server; while ``live``, take the sandbox's environment header off
    every answer, which is then what the real service (it never sends one) would answer."""

    def __init__(self, live: bool = True) -> None:
        self._inner = httpx.AsyncHTTPTransport()
        self.live = live
        self.sent: list[httpx.Request] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.sent.append(request)
        response = await self._inner.handle_async_request(request)
        if self.live:
            response.headers.pop(ENVIRONMENT_HEADER, None)
        return response

    async def aclose(self) -> None:
        await self._inner.aclose()


class OnAnswer(httpx.AsyncBaseTransport):
    """Forward to the real server; the first time an answer to a path ending in ``path_suffix``
    is in, call ``then()`` before handing it on (the service has acted by then)."""

    def __init__(self, path_suffix: str, then: Callable[[], object]) -> None:
        self._inner = httpx.AsyncHTTPTransport()
        self._suffix = path_suffix
        self._then: Callable[[], object] | None = then

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await self._inner.handle_async_request(request)
        if self._then is not None and request.url.path.endswith(self._suffix):
            then, self._then = self._then, None
            then()
        return response

    async def aclose(self) -> None:
        await self._inner.aclose()


class ReplaceAnswer(httpx.AsyncBaseTransport):
    """Forward to the real server and read its answer; while ``content`` is set, hand on that
    instead of the answer to a path ending in ``path_suffix`` (a network that mangles answers)."""

    def __init__(self, path_suffix: str, content: bytes | None) -> None:
        self._inner = httpx.AsyncHTTPTransport()
        self._suffix = path_suffix
        self.content = content

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await self._inner.handle_async_request(request)
        if self.content is None or not request.url.path.endswith(self._suffix):
            return response
        await response.aread()
        await response.aclose()
        # The server's own headers (its environment's among them), the length of the new body.
        headers = [(k, v) for k, v in response.headers.multi_items() if k != "content-length"]
        return httpx.Response(
            response.status_code, content=self.content, headers=headers, request=request
        )

    async def aclose(self) -> None:
        await self._inner.aclose()


class HoldAnswer(httpx.AsyncBaseTransport):
    """Forward to the real server; while ``holding``, keep each answer to a path ending in
    ``path_suffix`` back (the server has acted), as a service that never finishes answering.
    ``held`` counts the answers kept back."""

    def __init__(self, path_suffix: str) -> None:
        self._inner = httpx.AsyncHTTPTransport()
        self._suffix = path_suffix
        self.holding = True
        self.held = 0

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await self._inner.handle_async_request(request)
        if self.holding and request.url.path.endswith(self._suffix):
            self.held += 1
            try:
                await asyncio.Event().wait()  # until the client gives up on it
            finally:
                await response.aclose()
        return response

    async def aclose(self) -> None:
        await self._inner.aclose()


class _HeldBackend(httpcore.AsyncNetworkBackend):
    """The network as httpx's own, except that each TCP connection, once made, waits for
    ``release`` before it is handed on (still being made, as the pool sees it)."""

    def __init__(self) -> None:
        self._inner = httpcore.AnyIOBackend()
        self.connecting = asyncio.Event()
        self.release = asyncio.Event()

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        stream = await self._inner.connect_tcp(host, port, timeout, local_address, socket_options)
        try:
            self.connecting.set()
            await self.release.wait()
        except BaseException:
            # Given up while connecting: closed, as asyncio's own connect closes its socket.
            await stream.aclose()
            raise
        return stream

    async def sleep(self, seconds: float) -> None:
        await self._inner.sleep(seconds)


class HeldConnect(httpx.AsyncHTTPTransport):
    """httpx's transport, each new connection held open but unfinished until ``release()``:
    ``connecting`` is set once one is (a slow network's connect, made deterministic)."""

    def __init__(self) -> None:
        super().__init__()
        self._backend = _HeldBackend()
        # httpx takes no network of its own choosing: its pool is made again over the held one.
        self._pool = httpcore.AsyncConnectionPool(network_backend=self._backend)

    @property
    def connecting(self) -> asyncio.Event:
        return self._backend.connecting

    def release(self) -> None:
        """Let every connection held (and every later one) finish connecting."""
        self._backend.release.set()

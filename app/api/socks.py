"""SOCKS5 proxies that do not answer their protocol end in a typed error, in time.

httpcore's SOCKS5 handshake reads the proxy's replies with no timeout at all, and lets the SOCKS
parser's own ``ProtocolError`` out untyped. So a ``socks5h://`` setting that names a web server
(which waits for a request's headers that never come, or answers an HTTP page) hung a call for
its whole deadline or crashed it. Here every read and write without a timeout of its own (the
handshake's; httpx gives one to all of its own) is bounded by the connect timeout, and silence
past it or a reply that is not SOCKS is an ``httpx.ProxyError``: the client maps it to a
``NetworkError`` and does not retry it.
"""

from __future__ import annotations

import ssl
from collections.abc import Iterable
from typing import Any

import httpcore
import httpx
import socksio

SOCKS_SCHEMES = frozenset({"socks5", "socks5h"})
# httpx's own pool limits, declared here because its pool is built again below.
LIMITS = httpx.Limits(max_connections=100, max_keepalive_connections=20, keepalive_expiry=5.0)
# The first byte of every SOCKS5 handshake reply: the version (5), or 1 for the user name and
# password step. An HTTP server's page starts "HTTP/".
SOCKS_REPLIES = (b"\x05", b"\x01")
# What the SOCKS parser raises for a reply that is not SOCKS (an HTTP server's page).
NOT_SOCKS = (socksio.ProtocolError,)


class _BoundedStream(httpcore.AsyncNetworkStream):
    """A stream whose reads and writes without a timeout wait at most ``seconds``."""

    def __init__(self, stream: httpcore.AsyncNetworkStream, seconds: float) -> None:
        self._stream = stream
        self._seconds = seconds

    async def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        if timeout is not None:
            return await self._stream.read(max_bytes, timeout)
        try:
            data = await self._stream.read(max_bytes, self._seconds)
        except httpcore.ReadTimeout as exc:
            await self._stream.aclose()
            raise self._failed(f"did not answer as SOCKS5 in {self._seconds:g} s") from exc
        if data[:1] not in SOCKS_REPLIES:
            await self._stream.aclose()
            raise self._failed(f"answered {data[:12]!r}, not SOCKS5")
        return data

    async def write(self, buffer: bytes, timeout: float | None = None) -> None:
        if timeout is not None:
            return await self._stream.write(buffer, timeout)
        try:
            await self._stream.write(buffer, self._seconds)
        except httpcore.WriteTimeout as exc:
            await self._stream.aclose()
            raise self._failed(f"took nothing in {self._seconds:g} s") from exc

    @staticmethod
    def _failed(what: str) -> httpcore.ProxyError:
        # A proxy that fails its own handshake will fail a second try too: a proxy error, which
        # the client does not retry, rather than a timeout, which it does. The stream is closed
        # here: httpcore leaves a failed handshake's socket open.
        return httpcore.ProxyError(f"The proxy {what}.")

    async def aclose(self) -> None:
        await self._stream.aclose()

    async def start_tls(
        self,
        ssl_context: ssl.SSLContext,
        server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> httpcore.AsyncNetworkStream:
        tls = await self._stream.start_tls(
            ssl_context, server_hostname, self._seconds if timeout is None else timeout
        )
        return _BoundedStream(tls, self._seconds)

    def get_extra_info(self, info: str) -> Any:
        return self._stream.get_extra_info(info)


class _BoundedBackend(httpcore.AsyncNetworkBackend):
    """httpcore's asyncio backend, its streams ``_BoundedStream``s."""

    def __init__(self, seconds: float) -> None:
        self._backend = httpcore.AnyIOBackend()
        self._seconds = seconds

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        stream = await self._backend.connect_tcp(
            host,
            port,
            self._seconds if timeout is None else timeout,
            local_address,
            socket_options,
        )
        return _BoundedStream(stream, self._seconds)

    async def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        stream = await self._backend.connect_unix_socket(
            path, self._seconds if timeout is None else timeout, socket_options
        )
        return _BoundedStream(stream, self._seconds)

    async def sleep(self, seconds: float) -> None:
        await self._backend.sleep(seconds)


def socks_transport(
    proxy: str, tls: ssl.SSLContext, handshake_s: float
) -> httpx.AsyncHTTPTransport:
    """httpx's transport through the SOCKS5 ``proxy``, its handshake bounded by
    ``handshake_s`` seconds a step."""
    transport = httpx.AsyncHTTPTransport(verify=tls, proxy=proxy, limits=LIMITS)
    settings = httpx.Proxy(proxy)
    url = settings.url
    # httpx builds the same pool but cannot be given a network backend; the pool is its only
    # connection state, so it is swapped before the first request.
    transport._pool = httpcore.AsyncSOCKSProxy(
        proxy_url=httpcore.URL(scheme=url.raw_scheme, host=url.raw_host, port=url.port, target="/"),
        proxy_auth=settings.raw_auth,
        ssl_context=tls,
        max_connections=LIMITS.max_connections,
        max_keepalive_connections=LIMITS.max_keepalive_connections,
        keepalive_expiry=LIMITS.keepalive_expiry,
        network_backend=_BoundedBackend(handshake_s),
    )
    return transport

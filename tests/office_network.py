"""An office network on 127.0.0.1 for TLS and proxy tests: real sockets, no mocks.

``OfficeNetwork`` runs, on an event loop of its own thread (so both async and Qt tests can use
it), TLS fronts that put a certificate of a throwaway CA (``trustme``) before a plain-HTTP
sandbox, and a CONNECT proxy that records every tunnel it opens. ``trust_only`` makes the
system's certificate store, as ``truststore`` reads it on Linux (OpenSSL's default paths), hold
one CA and nothing else.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
import threading
from collections.abc import Awaitable, Callable, Coroutine, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

import pytest
import trustme
from cryptography import x509
from cryptography.x509.oid import NameOID

T = TypeVar("T")
PROXY_VARIABLES = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY")
CHUNK = 65536
# The service's name on the office network: only the office's proxies know where it is (here),
# so a client that does not go through a proxy cannot reach it.
PARTNER_HOST = "partner.office.test"
OFFICE_HOSTS = {PARTNER_HOST: "127.0.0.1"}


def without_proxies(monkeypatch: pytest.MonkeyPatch) -> None:
    """No proxy in the environment, whatever the machine running the tests has."""
    for name in PROXY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.lower(), raising=False)


def trust_only(authority: trustme.CA, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The system store holds ``authority`` alone (SSL_CERT_FILE, and an empty SSL_CERT_DIR)."""
    bundle = folder / "system-store.pem"
    authority.cert_pem.write_to_path(str(bundle))
    empty = folder / "no-more-certificates"
    empty.mkdir(exist_ok=True)
    monkeypatch.setenv("SSL_CERT_FILE", str(bundle))
    monkeypatch.setenv("SSL_CERT_DIR", str(empty))


def issuer_as_shown(authority: trustme.CA) -> str:
    """The CA's name as the settings screen shows an issuer, read by ``cryptography``."""
    subject = x509.load_pem_x509_certificate(authority.cert_pem.bytes()).subject
    labels = {
        NameOID.COMMON_NAME: "CN",
        NameOID.ORGANIZATION_NAME: "O",
        NameOID.ORGANIZATIONAL_UNIT_NAME: "OU",
    }
    parts = [f"{labels[a.oid]}={a.value!s}" for a in subject if a.oid in labels]
    return ", ".join(reversed(parts))


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while data := await reader.read(CHUNK):
            writer.write(data)
            await writer.drain()
    except (ConnectionError, ssl.SSLError):
        pass  # the other side went away; the splice ends with it
    finally:
        writer.close()


async def _splice(
    client: tuple[asyncio.StreamReader, asyncio.StreamWriter],
    upstream: tuple[asyncio.StreamReader, asyncio.StreamWriter],
) -> None:
    await asyncio.gather(_pipe(client[0], upstream[1]), _pipe(upstream[0], client[1]))


Connect = Callable[[str, int], Awaitable[tuple[asyncio.StreamReader, asyncio.StreamWriter]]]


@dataclass
class ConnectProxy:
    """A forward proxy of HTTPS (CONNECT only) on 127.0.0.1; ``tunnels`` lists host:port;
    ``requests`` every request line it was sent (a plain-HTTP request is refused, 405). Its
    tunnels are opened by ``connect``."""

    connect: Connect
    port: int = 0
    tunnels: list[str] = field(default_factory=list)
    credentials: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)

    @property
    def url(self) -> str:
        """The proxy's address, as HTTPS_PROXY names it."""
        return f"http://127.0.0.1:{self.port}"

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """One client: read its CONNECT, open the tunnel, splice the two until either closes."""
        head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
        self.requests.append(head[0])
        method, target, _version = head[0].split(" ")
        if method != "CONNECT":
            writer.write(b"HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n")
            writer.close()
            return
        self.tunnels.append(target)
        self.credentials += [h for h in head[1:] if h.lower().startswith("proxy-authorization")]
        host, port = target.rsplit(":", 1)
        upstream = await self.connect(host, int(port))
        writer.write(b"HTTP/1.1 200 Connection established\r\n\r\n")
        await writer.drain()
        await _splice((reader, writer), upstream)


@dataclass
class SocksProxy:
    """A SOCKS5 proxy on 127.0.0.1 (no authentication, CONNECT only); ``tunnels`` lists the
    host:port asked for, a name as sent (the proxy resolves it) or an IPv4 address. Its tunnels
    are opened by ``connect``."""

    connect: Connect
    port: int = 0
    tunnels: list[str] = field(default_factory=list)

    def url(self, scheme: str = "socks5") -> str:
        """The proxy's address, as ALL_PROXY names it."""
        return f"{scheme}://127.0.0.1:{self.port}"

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """One client (RFC 1928): greeting, CONNECT, then splice until either closes."""
        _version, count = await reader.readexactly(2)
        await reader.readexactly(count)
        writer.write(b"\x05\x00")  # no authentication
        _version, _command, _reserved, kind = await reader.readexactly(4)
        if kind == 1:
            host = ".".join(str(b) for b in await reader.readexactly(4))
        else:  # 3: a name, its length first
            host = (await reader.readexactly((await reader.readexactly(1))[0])).decode()
        port = int.from_bytes(await reader.readexactly(2), "big")
        self.tunnels.append(f"{host}:{port}")
        upstream = await self.connect(host, port)
        writer.write(b"\x05\x00\x00\x01" + bytes(4) + bytes(2))
        await writer.drain()
        await _splice((reader, writer), upstream)


@dataclass
class TlsFront:
    """A TLS endpoint on 127.0.0.1 before a plain-HTTP server; ``connections`` counts clients."""

    port: int = 0
    connections: int = 0

    @property
    def url(self) -> str:
        """The front's https:// address."""
        return f"https://127.0.0.1:{self.port}"

    @property
    def office_url(self) -> str:
        """The front's address by the name only the office's proxies resolve."""
        return f"https://{PARTNER_HOST}:{self.port}"


class OfficeNetwork:
    """TLS fronts and a CONNECT proxy on 127.0.0.1, served by an event loop in a thread.

    Every connection its peers accept (``listen``) or open (``connect``) is kept, and closed with
    the network, whatever its peer was doing: one left open would be finalized later, in
    whichever test then collects garbage, as a ResourceWarning that fails that test instead.
    """

    def __init__(self) -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._servers: list[asyncio.Server] = []
        self._connections: list[asyncio.StreamWriter] = []
        self._thread.start()

    def _call(self, coro: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout=10)

    def tls_front(self, upstream_url: str, certificate: trustme.LeafCert) -> TlsFront:
        """A front that serves ``certificate`` and relays to the plain-HTTP ``upstream_url``."""
        upstream_port = urlsplit(upstream_url).port
        assert upstream_port is not None, f"{upstream_url} names no port"
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        certificate.configure_cert(context)
        front = TlsFront()

        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            # TLS starts after the count, so that a client that gives up in the handshake counts.
            front.connections += 1
            try:
                await writer.start_tls(context)
            except (ssl.SSLError, ConnectionError):
                writer.close()
                return
            upstream = await self.connect("127.0.0.1", upstream_port)
            await _splice((reader, writer), upstream)

        front.port = self.listen(serve)
        return front

    def proxy(self) -> ConnectProxy:
        """A CONNECT proxy that records the tunnels it opens."""
        proxy = ConnectProxy(self.connect)
        proxy.port = self.listen(proxy.serve)
        return proxy

    def socks_proxy(self) -> SocksProxy:
        """A SOCKS5 proxy that records the tunnels it opens."""
        proxy = SocksProxy(self.connect)
        proxy.port = self.listen(proxy.serve)
        return proxy

    def listen(self, handler: Any) -> int:
        """Serve each connection to a new port of 127.0.0.1 with ``handler``; the port."""

        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            self._connections.append(writer)
            # Cancelled, the network is closing. Python 3.11's stream server would log a
            # cancelled handler as an error, its traceback (and so the connection) kept by the log.
            with contextlib.suppress(asyncio.CancelledError):
                await handler(reader, writer)

        async def start() -> asyncio.Server:
            return await asyncio.start_server(serve, "127.0.0.1", 0)

        server = self._call(start())
        self._servers.append(server)
        port: int = server.sockets[0].getsockname()[1]
        return port

    async def connect(
        self, host: str, port: int
    ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        """A connection to ``host:port`` as the office's proxies resolve it (``OFFICE_HOSTS``),
        kept to be closed with the network; from a peer, on the network's loop."""
        reader, writer = await asyncio.open_connection(OFFICE_HOSTS.get(host, host), port)
        self._connections.append(writer)
        return reader, writer

    def close(self) -> None:
        """Stop listening and end the loop's thread."""

        async def stop() -> None:
            for server in self._servers:
                server.close()
            # Peers in the middle of a connection end here; then every connection is closed.
            current = asyncio.current_task()
            tasks = [t for t in asyncio.all_tasks() if t is not current]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            for writer in self._connections:
                writer.close()

        self._call(stop())
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        self._loop.close()


@contextmanager
def office_network() -> Iterator[OfficeNetwork]:
    """An ``OfficeNetwork`` closed at the end of the block."""
    network = OfficeNetwork()
    try:
        yield network
    finally:
        network.close()

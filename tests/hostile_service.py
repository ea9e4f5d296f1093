"""A partner service that misbehaves on the wire, on 127.0.0.1 (served by ``OfficeNetwork``).

Each kind answers every request the same way after reading it whole: an answer that never ends
(plain, or a gzip bomb that unpacks to a megabyte per kilobyte sent), one that drips a byte at a
time, or a fixed one, any of them with header lines that are not ASCII (as a proxy or a CDN may
add). ``sent`` counts the bytes written, to tell how far a client read.
"""

from __future__ import annotations

import asyncio
import zlib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from tests.office_network import Connect, OfficeNetwork

SPACES = b" " * (1024 * 1024)
# Header values past ASCII, as servers and proxies send them (UTF-8, latin-1, bytes of neither):
# HTTP calls them obsolete text, and a client has to live with them.
NOT_ASCII_HEADERS = (
    b"Server: nginx \xc2\xa9 2026",
    b"X-Cache-Note: caf\xe9 servi",
    b"X-Odd: \xff\xfe\x80",
)
# A header whose name is not ASCII: not HTTP at all, so the answer cannot be read.
NOT_A_HEADER = b"X-\xe9t\xe9: oui"


def gzip_bomb_parts() -> tuple[bytes, bytes]:
    """A gzip stream's first part (with its header) and a part that can follow any number of
    times; each unpacks to a megabyte of spaces (a full flush makes the parts independent)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, zlib.MAX_WBITS | 16)
    first = packer.compress(SPACES) + packer.flush(zlib.Z_FULL_FLUSH)
    again = packer.compress(SPACES) + packer.flush(zlib.Z_FULL_FLUSH)
    return first, again


async def read_request(reader: asyncio.StreamReader) -> bytes:
    """Read one request, its head and its body (by Content-Length): its bytes."""
    head = await reader.readuntil(b"\r\n\r\n")
    for line in head.decode("latin-1").split("\r\n"):
        name, _, value = line.partition(":")
        if name.strip().lower() == "content-length":
            return head + await reader.readexactly(int(value))
    return head


@dataclass
class Hostile:
    """Answers each request with ``head`` and then the parts of ``parts`` (a list: all of them
    on every connection); past the first ``steady`` bytes, with ``pause_s`` set, one byte at a
    time, ``pause_s`` apart."""

    head: bytes
    parts: Iterable[bytes]
    pause_s: float = 0.0
    steady: int = 0
    sent: int = 0

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """One connection: read the request, answer until the body ends or the client leaves."""
        try:
            await read_request(reader)
            await self._write(writer, self.head)
            for part in self.parts:
                await self._write(writer, part)
        except (ConnectionError, asyncio.IncompleteReadError):
            pass  # the client gave up, which is what the tests wait for
        finally:
            writer.close()

    async def _write(self, writer: asyncio.StreamWriter, data: bytes) -> None:
        at = 0
        if self.pause_s:
            at = max(0, min(len(data), self.steady - self.sent))
            writer.write(data[:at])
            self.sent += at
        else:
            at = len(data)
            writer.write(data)
            self.sent += at
        await writer.drain()
        # A line that never quite stops: the rest one byte at a time.
        while at < len(data):
            await asyncio.sleep(self.pause_s)
            writer.write(data[at : at + 1])
            self.sent += 1
            at += 1
            await writer.drain()


def answer_head(
    status: int = 200,
    length: int | None = None,
    encoding: str | None = None,
    extra: Iterable[bytes] = (),
) -> bytes:
    """An answer's head: JSON, ``length`` when given (else the body runs to the close), and the
    ``extra`` header lines as they are."""
    lines = [f"HTTP/1.1 {status} OK", "Content-Type: application/json; charset=UTF-8"]
    if length is not None:
        lines.append(f"Content-Length: {length}")
    if encoding is not None:
        lines.append(f"Content-Encoding: {encoding}")
    lines.append("Connection: close")
    return b"\r\n".join([line.encode("ascii") for line in lines] + list(extra)) + b"\r\n\r\n"


def endless(first: bytes, again: bytes) -> Iterator[bytes]:
    """``first``, then ``again`` for ever."""
    yield first
    while True:
        yield again


@dataclass
class HeaderNote:
    """Relays each request to the service on ``upstream_port`` (through ``connect``) and its
    answer back with the header lines ``extra`` added, as a proxy or a CDN between them might
    (one request a connection)."""

    connect: Connect
    upstream_port: int
    extra: Sequence[bytes] = NOT_ASCII_HEADERS

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """One connection: its request relayed, the whole answer read, noted and sent back."""
        try:
            head, _, body = (await read_request(reader)).partition(b"\r\n\r\n")
            up_reader, up_writer = await self.connect("127.0.0.1", self.upstream_port)
            up_writer.write(head + b"\r\nConnection: close\r\n\r\n" + body)
            await up_writer.drain()
            answer = await up_reader.read()  # to the close the request asked for
            up_writer.close()
            status, _, rest = answer.partition(b"\r\n")
            writer.write(b"\r\n".join([status, *self.extra, rest]))
            await writer.drain()
        except (ConnectionError, asyncio.IncompleteReadError):
            pass  # either side gave up
        finally:
            writer.close()


def noted(network: OfficeNetwork, upstream_url: str) -> str:
    """The base URL of a ``HeaderNote`` before the service at ``upstream_url``."""
    note = HeaderNote(network.connect, int(upstream_url.rsplit(":", 1)[1]))
    return f"http://127.0.0.1:{network.listen(note.serve)}"


def serve(network: OfficeNetwork, hostile: Hostile) -> str:
    """Serve ``hostile`` on 127.0.0.1: its base URL."""
    return f"http://127.0.0.1:{network.listen(hostile.serve)}"


def gzip_bomb(extra: Iterable[bytes] = ()) -> Hostile:
    """A 200 answer of gzip that never ends: a megabyte of spaces per kilobyte sent (with the
    ``extra`` header lines)."""
    return Hostile(answer_head(encoding="gzip", extra=extra), endless(*gzip_bomb_parts()))


def flood(declared: int | None = None, extra: Iterable[bytes] = ()) -> Hostile:
    """A 200 answer of plain whitespace that never ends (its length ``declared`` or none; with
    the ``extra`` header lines)."""
    return Hostile(answer_head(length=declared, extra=extra), endless(SPACES, SPACES))


def fixed(
    body: bytes, status: int = 200, encoding: str | None = None, extra: Iterable[bytes] = ()
) -> Hostile:
    """One answer of ``body`` on every connection, as it is (already packed when ``encoding``
    says so), with the ``extra`` header lines."""
    return Hostile(answer_head(status, len(body), encoding, extra), [body])


def drip(body: bytes, pause_s: float, steady: int, extra: Iterable[bytes] = ()) -> Hostile:
    """A 200 answer of ``body`` whose first ``steady`` bytes (head included) come at once and the
    rest one byte every ``pause_s`` (with the ``extra`` header lines)."""
    head = answer_head(length=len(body), extra=extra)
    return Hostile(head, [body], pause_s=pause_s, steady=steady)

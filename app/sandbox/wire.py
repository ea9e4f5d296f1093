"""The HTTP connection of the sandbox: uvicorn's httptools protocol with limits on a request's head.

uvicorn and httptools put no bound on the request target or on the header block: a 128 MB
request line was parsed (and copied, a piece at a time) for seconds of CPU before anything could
refuse it. Here the target is refused with 414 past ``TARGET_MAX_BYTES`` and the header fields
with 431 past ``HEADERS_MAX_BYTES``, as soon as that much has arrived, with the error body of
every other refusal and the connection closed (the rest of the request is never read).

Nor does uvicorn time a head: a connection that sends nothing, or its head a byte a second, was
held for good (500 of each held past 100 s). The head keeps the pace a body must keep
(``BodyPace``: no pause past its idle limit, the minimum rate after the grace, all of it by the
deadline), from the connection's start or from the first byte of each next request; a
connection that falls behind is closed, with 408 when part of a head had come.

A connection closed with the request still arriving is reset by the system, and Windows throws
away what the client had received but not yet read: the refusal itself (a 408, a 413) was lost
and the client saw only "connection reset". So a close here half-closes first (RFC 9112, 9.6):
the answer goes out with the end of the sandbox's side, and what the client still sends is read
and dropped until it closes its side or ``LINGER_S`` passes (``_LingeringTransport``). A
connection closed between requests (idle, or the sandbox stopping) has nothing unread: it closes
at once, as before.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, cast

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from app.api.codes import ErrorCode
from app.domain.environment import ENVIRONMENT_HEADER, ServiceEnvironment
from app.sandbox import jsonwire
from app.sandbox.errors import SandboxError
from app.sandbox.intake import JSON_CONTENT_TYPE, BodyPace

# The longest GET the client sends is under 200 bytes; browsers and servers commonly take 8 KB.
TARGET_MAX_BYTES = 8 * 1024
# Every header field, counted as "name: value" and its line end: the client's are under 1 KB.
HEADERS_MAX_BYTES = 16 * 1024
# Bytes of an unfinished head past which it cannot be within both caps: a header value still
# arriving is buffered whole by httptools, so it is bounded here, before it is parsed.
_HEAD_MAX_BYTES = TARGET_MAX_BYTES + HEADERS_MAX_BYTES + 1024
_FIELD_OVERHEAD = len(": \r\n")
# How long a closed connection is still read, and dropped, after its answer: a client sends the
# rest of a request in well under this on the office network, then reads the answer and closes.
LINGER_S = 5.0
# On every answer of the sandbox, refusals of the head included.
ANNOUNCEMENT = (ENVIRONMENT_HEADER.lower().encode(), ServiceEnvironment.SANDBOX.value.encode())
_REASONS = {
    400: b"Bad Request",
    408: b"Request Timeout",
    414: b"URI Too Long",
    431: b"Request Header Fields Too Large",
}


def target_too_long() -> SandboxError:
    """414 ``URI_TOO_LONG``."""
    return SandboxError(
        ErrorCode.URI_TOO_LONG,
        f"The request's address is longer than {TARGET_MAX_BYTES:,} bytes.",
    )


def head_too_large() -> SandboxError:
    """431 ``HEADERS_TOO_LARGE``."""
    return SandboxError(
        ErrorCode.HEADERS_TOO_LARGE,
        f"The request's header fields are longer than {HEADERS_MAX_BYTES:,} bytes.",
    )


def not_http() -> SandboxError:
    """400 for bytes the HTTP parser cannot take as a request."""
    return SandboxError(ErrorCode.VALIDATION_FAILED, "The request is not valid HTTP/1.1.")


def head_timed_out(why: str) -> SandboxError:
    """408 ``REQUEST_TIMEOUT`` for a head that fell behind its pace."""
    return SandboxError(
        ErrorCode.REQUEST_TIMEOUT, f"The request's head {why}; send the whole request again."
    )


class _LingeringTransport:
    """A connection's transport whose ``close`` in the middle of a request (``unfinished``)
    half-closes it: the answer already written is sent, then the end of this side; what the
    client still sends is dropped until it closes its side (the system then closes the socket)
    or ``LINGER_S`` passes. Everything else is the transport's own."""

    def __init__(
        self,
        transport: asyncio.Transport,
        loop: asyncio.AbstractEventLoop,
        unfinished: Callable[[], bool],
    ) -> None:
        self._transport = transport
        self._loop = loop
        self._unfinished = unfinished
        self._timer: asyncio.TimerHandle | None = None
        self.lingering = False

    def __getattr__(self, name: str) -> Any:
        return getattr(self._transport, name)

    def is_closing(self) -> bool:
        """Closed or closing: lingering counts, nothing more is written on it."""
        return self.lingering or self._transport.is_closing()

    def close(self) -> None:
        """Mid-request, half-close, and close for good once the client does or ``LINGER_S``
        has passed; between requests, close now."""
        if self.is_closing():
            return
        if not self._unfinished() or not self._transport.can_write_eof():
            self._transport.close()
            return
        self.lingering = True
        self._transport.write_eof()
        self._transport.resume_reading()  # paused while a body waited: the rest is dropped
        self._timer = self._loop.call_later(LINGER_S, self.end)

    def end(self) -> None:
        """Close the socket now (lingering over, or the connection lost)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._transport.close()


class _Refused(Exception):
    """Raised from a parser callback to stop reading the request (uvicorn then answers it)."""


class BoundedHttpToolsProtocol(HttpToolsProtocol):
    """httptools' protocol that refuses an over-long request target (414) or head (431), and
    closes a connection whose head falls behind ``head_pace`` (set by ``paced_protocol``)."""

    head_pace: BodyPace
    _head_bytes = 0
    _fields_bytes = 0
    _in_head = False
    # From a request's first byte to its last: closed meanwhile, the rest is still coming.
    _in_request = False
    # The server stops: a close from now on is final, the rest of a request is not waited for.
    _stopping = False
    _refusal: SandboxError | None = None
    # The pace of the head awaited: since when, how many bytes came, the timer that gives up.
    _awaited_since = 0.0
    _awaited_bytes = 0
    _head_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        """A new connection, closed by half-closing (``_LingeringTransport``): its first
        request's head is awaited from now."""
        lingering = _LingeringTransport(transport, self.loop, self._request_unfinished)
        super().connection_made(cast(asyncio.Transport, lingering))
        self._await_head()

    def connection_lost(self, exc: Exception | None) -> None:
        """The connection ended: nothing is awaited on it any more."""
        self._stop_head_timer()
        cast(_LingeringTransport, self.transport).end()
        super().connection_lost(exc)

    def shutdown(self) -> None:
        """The sandbox stops: a connection lingering is closed now, and one answering closes
        when its answer is sent, neither lingered on (the server waits only
        ``timeout_graceful_shutdown`` for its connections, no longer than ``LINGER_S``)."""
        self._stopping = True
        super().shutdown()
        transport = cast(_LingeringTransport, self.transport)
        if transport.lingering:
            transport.end()

    def _request_unfinished(self) -> bool:
        """Whether a close now would cut a request still arriving, and is to linger over it."""
        return self._in_request and not self._stopping

    def on_message_begin(self) -> None:
        """A new request: its head is counted from here (and timed, unless it already was)."""
        super().on_message_begin()
        self._in_request = True
        self._in_head = True
        self._head_bytes = 0
        self._fields_bytes = 0
        if self._head_timer is None:
            self._await_head()

    def on_url(self, url: bytes) -> None:
        """Part of the target (llhttp hands it over as it arrives): refused past the cap."""
        if len(self.url) + len(url) > TARGET_MAX_BYTES:
            self._refusal = target_too_long()
            raise _Refused
        super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        """A whole header field: refused once the fields together pass their cap."""
        self._fields_bytes += len(name) + len(value) + _FIELD_OVERHEAD
        if self._fields_bytes > HEADERS_MAX_BYTES:
            self._refusal = head_too_large()
            raise _Refused
        super().on_header(name, value)

    def on_headers_complete(self) -> None:
        """The head is whole: the body that follows is the application's to bound."""
        self._in_head = False
        self._stop_head_timer()
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        """The request has come whole: nothing of it is left unread."""
        self._in_request = False
        super().on_message_complete()

    def _await_head(self) -> None:
        self._awaited_since = self.loop.time()
        self._awaited_bytes = 0
        self._time_head()

    def _time_head(self) -> None:
        self._stop_head_timer()
        give_up_at, _why = self.head_pace.give_up_at(
            self._awaited_since, self._awaited_bytes, self.loop.time()
        )
        self._head_timer = self.loop.call_at(give_up_at, self._head_fell_behind)

    def _stop_head_timer(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _head_fell_behind(self) -> None:
        self._head_timer = None
        if self.transport.is_closing():
            return
        if not self._awaited_bytes:
            self.transport.close()  # nothing was asked: nothing to answer
            return
        _when, why = self.head_pace.give_up_at(
            self._awaited_since, self._awaited_bytes, self.loop.time()
        )
        self._refuse(head_timed_out(why))

    def data_received(self, data: bytes) -> None:
        """Feed the parser, and refuse once the unfinished head has passed its cap; drop what
        comes after the connection was closed (the rest of a refused request)."""
        if cast(_LingeringTransport, self.transport).lingering:
            return
        if self._head_timer is not None:
            self._awaited_bytes += len(data)
            self._time_head()
        was_in_head = self._in_head
        if was_in_head:
            # Counted before the bytes are parsed: a head already too large is not fed further.
            self._head_bytes += len(data)
            if self._head_bytes > _HEAD_MAX_BYTES:
                self._refuse(head_too_large())
                return
        super().data_received(data)
        if self._in_head and not was_in_head:
            # The request began in this chunk (bytes of an earlier pipelined request in it are
            # counted too: a slight over-count that only a pipelining client could notice).
            self._head_bytes = len(data)
            if self._head_bytes > _HEAD_MAX_BYTES:
                self._refuse(head_too_large())

    def send_400_response(self, msg: str) -> None:
        """The refusal a callback raised, or 400 for a request that is not HTTP/1.1 (a length
        too large for the parser's 64 bits among them), with the error body all the same."""
        self._refuse(self._refusal or not_http())

    def _refuse(self, error: SandboxError) -> None:
        body = jsonwire.dumps(error.body(None))
        head = [
            b"HTTP/1.1 %d %s" % (error.status, _REASONS[error.status]),
            b"content-type: " + JSON_CONTENT_TYPE.encode(),
            b"content-length: %d" % len(body),
            b"connection: close",
            b"%s: %s" % ANNOUNCEMENT,
        ]
        self._in_head = False
        self.transport.write(b"\r\n".join(head) + b"\r\n\r\n" + body)
        self.transport.close()


def paced_protocol(pace: BodyPace) -> type[BoundedHttpToolsProtocol]:
    """The bounded protocol whose heads keep ``pace`` (a sandbox's body pace), for uvicorn."""
    return type("PacedHttpToolsProtocol", (BoundedHttpToolsProtocol,), {"head_pace": pace})

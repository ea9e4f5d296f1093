"""Reading a request: the exact JSON content type, a size-capped body, a JSON object, the query.

A body is refused by its ``Content-Length`` before a byte of it is read, counted as it comes when
there is none, and given up when the client stops sending (the connection is then closed).
Bodies over ``LARGE_BODY_BYTES`` share one allowance of ``CREATE_BODY_LIMIT`` bytes: while it is
spent, another large body is refused with 503 before it is read. A body takes about twice its
size while it is parsed (its bytes, then its text and the parsed object), so the sandbox's
memory for bodies stays near twice the create_booking cap however many arrive at once.
"""

from __future__ import annotations

import asyncio
import codecs
import json
import re
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from typing import Any

import anyio.to_thread
from starlette.requests import ClientDisconnect, Request

from app.domain.limits import ID_PROOF_MAX_CHARS, QTY_MAX
from app.sandbox.errors import SandboxError, invalid_body
from app.sandbox.idempotency import body_digest

JSON_CONTENT_TYPE = "application/json; charset=UTF-8"
_JSON_CONTENT_TYPE_KEY = "application/json;charset=utf-8"
SMALL_BODY_LIMIT = 64 * 1024
# Room for a passenger's other fields and JSON punctuation besides its document scan.
_PASSENGER_ROOM = 4 * 1024
# create_booking admits 100 passengers, each with a scan just under the limit (about 201 MB).
CREATE_BODY_LIMIT = QTY_MAX * (ID_PROOF_MAX_CHARS + _PASSENGER_ROOM) + SMALL_BODY_LIMIT
# Parsing and hashing a body larger than this runs in a worker thread, off the event loop.
LARGE_BODY_BYTES = 1024 * 1024
BUSY_RETRY_AFTER_S = 2
_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
# Query parameters that are integers on the wire; digits become int, anything else stays text
# so that validation names it.
_INT_PARAMS = frozenset({"limit", "activity_id"})
_DIGITS = re.compile(r"[0-9]{1,18}")


def require_json_content_type(headers: Mapping[str, str]) -> None:
    """415 unless ``Content-Type`` is ``application/json; charset=UTF-8`` (case and spaces free)."""
    given = headers.get("content-type", "")
    if "".join(given.split()).lower() != _JSON_CONTENT_TYPE_KEY:
        raise SandboxError(
            415,
            "UNSUPPORTED_CONTENT_TYPE",
            f"Send the header Content-Type: {JSON_CONTENT_TYPE}.",
        )


def _too_large(limit: int) -> SandboxError:
    return SandboxError(
        413, "PAYLOAD_TOO_LARGE", f"The request body is larger than {limit:,} bytes."
    )


def _timed_out() -> SandboxError:
    return SandboxError(
        408,
        "REQUEST_TIMEOUT",
        "The request body stopped arriving; send the whole request again.",
        headers={"Connection": "close"},
    )


class BodyAllowance:
    """The bytes of large bodies being read or handled at once, capped at ``capacity``."""

    def __init__(self, capacity: int = CREATE_BODY_LIMIT) -> None:
        self.capacity = capacity
        self.in_use = 0

    @asynccontextmanager
    async def hold(self, size: int) -> AsyncIterator[None]:
        """Take ``size`` bytes of the allowance for the block, or refuse with 503 at once.

        A body of at most ``LARGE_BODY_BYTES`` takes none: small requests are never held up.
        """
        if size <= LARGE_BODY_BYTES:
            yield
            return
        if self.in_use and self.in_use + size > self.capacity:
            raise SandboxError(
                503,
                "SERVICE_BUSY",
                "The sandbox is receiving other large requests. Try again in a moment.",
                # Closed: the body this refusal did not read must not be taken for a request.
                headers={"Retry-After": str(BUSY_RETRY_AFTER_S), "Connection": "close"},
            )
        self.in_use += size
        try:
            yield
        finally:
            self.in_use -= size


def expected_size(request: Request, limit: int) -> int:
    """The body's ``Content-Length``, or ``limit`` when it has none (it may be that long)."""
    declared = request.headers.get("content-length", "")
    return int(declared) if _DIGITS.fullmatch(declared) else limit


async def read_body(request: Request, limit: int, idle_timeout_s: float) -> bytearray:
    """The whole body, refused with 413 as soon as it passes ``limit`` bytes (before reading,
    when its ``Content-Length`` says so), and with 408 when it stops arriving."""
    if expected_size(request, limit) > limit:
        raise _too_large(limit)
    body = bytearray()
    chunks = aiter(request.stream())
    try:
        while True:
            try:
                async with asyncio.timeout(idle_timeout_s):
                    chunk = await anext(chunks)
            except StopAsyncIteration:
                return body
            except TimeoutError:
                raise _timed_out() from None
            if len(body) + len(chunk) > limit:
                raise _too_large(limit)
            body += chunk
    except ClientDisconnect:
        raise invalid_body("The request body was not received completely.") from None


def _text(raw: bytearray) -> str:
    """The body as text: UTF-8 only, as its content type says (no BOM, no UTF-16 or UTF-32)."""
    if raw.startswith(codecs.BOM_UTF8):
        raise invalid_body("The request body starts with a byte order mark; send UTF-8 without it.")
    if raw.startswith(_UTF16_BOMS) or b"\x00" in raw[:4]:
        raise invalid_body("The request body is UTF-16 or UTF-32; send it as UTF-8.")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise invalid_body("The request body is not valid UTF-8.") from None


def _parse(raw: bytearray) -> tuple[dict[str, Any], str]:
    size = len(raw)
    text = _text(raw)
    raw.clear()  # the bytes are not needed once decoded: a large body is held once, not twice
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise invalid_body("The request body is not valid JSON.") from None
    del text
    if not isinstance(data, dict):
        raise invalid_body("The request body must be a JSON object.")
    try:
        return data, body_digest(data, size)
    except UnicodeEncodeError:
        # A \ud800 escape alone parses as JSON but is half a character: not text.
        raise invalid_body(
            "The request body has a \\u escape of half a character (an unpaired surrogate); "
            "send whole characters."
        ) from None


async def parse_object(raw: bytearray) -> tuple[dict[str, Any], str]:
    """The body as a JSON object and its canonical digest; 400 for anything else.

    ``raw`` is emptied as it is decoded.
    """
    if len(raw) > LARGE_BODY_BYTES:
        return await anyio.to_thread.run_sync(_parse, raw)
    return _parse(raw)


def query_values(request: Request) -> dict[str, Any]:
    """The query string as a mapping, with digit-only integer parameters as int."""
    values: dict[str, Any] = {}
    for name, value in request.query_params.items():
        values[name] = int(value) if name in _INT_PARAMS and _DIGITS.fullmatch(value) else value
    return values

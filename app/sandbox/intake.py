"""Reading a request: the exact JSON content type, a size-capped body, a JSON object, the query.

A body is refused by its ``Content-Length`` before a byte of it is read, counted as it comes when
there is none, and given up when the client stops sending, sends too slowly or takes too long
(the connection is then closed). Bodies over ``LARGE_BODY_BYTES`` share one allowance of
``CREATE_BODY_LIMIT`` bytes, taken as they arrive: one that cannot fit is refused with 503,
before it is read when its ``Content-Length`` says so. A body is held about once while it is
parsed (``BodyText``), so the sandbox's memory for bodies stays near the create_booking cap
however many arrive at once.
"""

from __future__ import annotations

import asyncio
import codecs
import json
import re
import secrets
from collections.abc import AsyncIterator, Iterable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

from starlette.requests import ClientDisconnect, Request

from app.api.codes import ErrorCode
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
# A string longer than this is kept apart while its body arrives (a document scan is one).
LONG_STRING_BYTES = 64 * 1024
# No field takes a longer string than a document scan, which is Base64 (a byte a character): one
# past this is refused as it arrives, never held whole (a 190 MB scan string peaked at 419 MB).
LONGEST_STRING_BYTES = ID_PROOF_MAX_CHARS
BUSY_RETRY_AFTER_S = 2
_BACKSLASH = ord("\\")
_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
# Query parameters that are integers on the wire; digits become int, anything else stays text
# so that validation names it.
_INT_PARAMS = frozenset({"limit", "activity_id"})
_DIGITS = re.compile(r"[0-9]{1,18}")
_LENGTH = re.compile(r"[0-9]+")
# A body length of more significant digits than this is past every cap (of 9 digits).
_LENGTH_DIGITS_MAX = 18


def require_json_content_type(headers: Mapping[str, str]) -> None:
    """415 unless ``Content-Type`` is ``application/json; charset=UTF-8`` (case and spaces free)."""
    given = headers.get("content-type", "")
    if "".join(given.split()).lower() != _JSON_CONTENT_TYPE_KEY:
        raise SandboxError(
            ErrorCode.UNSUPPORTED_CONTENT_TYPE,
            f"Send the header Content-Type: {JSON_CONTENT_TYPE}.",
        )


def _too_large(limit: int) -> SandboxError:
    return SandboxError(
        ErrorCode.PAYLOAD_TOO_LARGE, f"The request body is larger than {limit:,} bytes."
    )


def _timed_out(why: str) -> SandboxError:
    return SandboxError(
        ErrorCode.REQUEST_TIMEOUT,
        f"The request body {why}; send the whole request again.",
        # Closed: the rest of the body, should it come, must not be taken for a request.
        headers={"Connection": "close"},
    )


def _string_too_long() -> SandboxError:
    return SandboxError(
        ErrorCode.VALIDATION_FAILED,
        f"A text of the request body is longer than any field may be ({LONGEST_STRING_BYTES:,} "
        "bytes); a document scan must be under that many characters.",
        # Closed: the rest of the body is never read.
        headers={"Connection": "close"},
    )


def _busy() -> SandboxError:
    return SandboxError(
        ErrorCode.SERVICE_BUSY,
        "The sandbox is receiving other large requests. Try again in a moment.",
        # Closed: the body this refusal did not read must not be taken for a request.
        headers={"Retry-After": str(BUSY_RETRY_AFTER_S), "Connection": "close"},
    )


@dataclass(frozen=True, slots=True)
class BodyPace:
    """How slowly a body may arrive: ``min_rate`` bytes a second on average once ``grace_s``
    has passed, no pause longer than ``idle_s``, and all of it within ``deadline_s``."""

    idle_s: float
    min_rate: float
    grace_s: float
    deadline_s: float

    def give_up_at(self, started: float, received: int, now: float) -> tuple[float, str]:
        """When the wait for the next bytes ends (loop time), and what a timeout then means."""
        limits = (
            (now + self.idle_s, "stopped arriving"),
            (started + self.grace_s + received / self.min_rate, "is arriving too slowly"),
            (started + self.deadline_s, "took too long to arrive"),
        )
        return min(limits)


class BodyAllowance:
    """The bytes of large bodies received and not yet answered, capped at ``capacity``.

    A body takes from it what has arrived, not what it announces: a client that announces a
    large body and sends it slowly holds only the little it has sent, and every other booking
    with a scan still gets through.
    """

    def __init__(self, capacity: int = CREATE_BODY_LIMIT) -> None:
        self.capacity = capacity
        self.in_use = 0

    def admit(self, declared: int) -> None:
        """503 at once, before a byte is read, when a body of ``declared`` bytes cannot fit now."""
        if declared > LARGE_BODY_BYTES and self.in_use + declared > self.capacity:
            raise _busy()

    @asynccontextmanager
    async def tally(self) -> AsyncIterator[BodyTally]:
        """A body's share, given back when the block ends (its answer is sent)."""
        tally = BodyTally(self)
        try:
            yield tally
        finally:
            self.in_use -= tally.held


class BodyTally:
    """What one body holds of the allowance: nothing until it passes ``LARGE_BODY_BYTES``."""

    def __init__(self, allowance: BodyAllowance) -> None:
        self._allowance = allowance
        self.held = 0

    def grow(self, size: int) -> None:
        """The body is now ``size`` bytes long; 503 when the allowance has no room for it."""
        if size <= LARGE_BODY_BYTES:
            return
        more = size - self.held
        if self._allowance.in_use + more > self._allowance.capacity:
            raise _busy()
        self._allowance.in_use += more
        self.held = size


def expected_size(request: Request, limit: int) -> int:
    """The body's ``Content-Length``, or ``limit`` when it has none (it may be that long).

    A length of more significant digits than any cap has is ``limit + 1``: over it, however many
    digits it has.
    """
    declared = request.headers.get("content-length", "")
    if not _LENGTH.fullmatch(declared):
        return limit
    significant = declared.lstrip("0")
    return int(significant or "0") if len(significant) <= _LENGTH_DIGITS_MAX else limit + 1


async def read_body(
    request: Request, limit: int, pace: BodyPace, allowance: BodyAllowance, tally: BodyTally
) -> BodyText:
    """The whole body, refused with 413 as soon as it passes ``limit`` bytes (before reading,
    when its ``Content-Length`` says so), with 503 when the large-body allowance has no room
    for it, and with 408 when it stops arriving or arrives slower than ``pace``."""
    declared = expected_size(request, limit)
    if declared > limit:
        raise _too_large(limit)
    allowance.admit(declared)
    body = BodyText()
    chunks = aiter(request.stream())
    loop = asyncio.get_running_loop()
    started = loop.time()
    try:
        while True:
            give_up_at, why = pace.give_up_at(started, body.size, loop.time())
            try:
                async with asyncio.timeout_at(give_up_at):
                    chunk = await anext(chunks)
            except StopAsyncIteration:
                return body
            except TimeoutError:
                raise _timed_out(why) from None
            if body.size + len(chunk) > limit:
                raise _too_large(limit)
            tally.grow(body.size + len(chunk))
            body.feed(chunk)
    except ClientDisconnect:
        raise invalid_body("The request body was not received completely.") from None


class BodyText:
    """A JSON body as it arrives, its long strings kept apart from the rest.

    A 190 MB booking is almost all document scans: held as one text, it took twice its size
    while it was decoded, and twice again while it was parsed. Here each string longer than
    ``LONG_STRING_BYTES`` (and without escapes, as Base64 is) is kept as its own text and
    ``skeleton`` holds a placeholder instead; the skeleton is parsed, then each placeholder gets
    its string back. The body is never held whole as bytes, nor as text beside its strings.
    """

    def __init__(self) -> None:
        self.size = 0
        self.skeleton = bytearray()
        self.strings: list[str] = []
        self.not_utf8 = False  # a long string was not UTF-8: said once the rest is checked
        self._current: bytearray | None = None  # the string being received, None outside one
        # Unguessable: a client cannot send a string a placeholder would be taken for.
        self._mark = "\x00" + secrets.token_hex(8) + ":"

    def feed(self, chunk: bytes) -> None:
        """Take the next bytes of the body; 400 once a string passes ``LONGEST_STRING_BYTES``."""
        self.size += len(chunk)
        position = 0
        while position < len(chunk):
            quote = chunk.find(b'"', position)
            current = self._current
            if current is None:
                end = len(chunk) if quote < 0 else quote + 1
                self.skeleton += chunk[position:end]
                if quote >= 0:
                    self._current = bytearray()
                position = end
                continue
            end = len(chunk) if quote < 0 else quote
            current += chunk[position:end]
            if len(current) > LONGEST_STRING_BYTES:
                raise _string_too_long()
            position = end + 1
            if quote < 0:
                continue
            if _escaped(current):
                current += b'"'
            else:
                self._close_string()

    def _close_string(self) -> None:
        content = self._current
        assert content is not None
        self._current = None
        if len(content) > LONG_STRING_BYTES and b"\\" not in content:
            placeholder = f"{self._mark}{len(self.strings)}"
            # Decoded here, on the thread that received it: decoded in the parsing thread, the
            # text would be allocated in that thread's own heap while the bytes' space, freed in
            # this one, could not be used for it (a 190 MB body then peaked at twice its size).
            try:
                self.strings.append(content.decode("utf-8"))
            except UnicodeDecodeError:
                self.strings.append("")
                self.not_utf8 = True
            self.skeleton += placeholder.encode().replace(b"\x00", b"\\u0000")
        else:
            self.skeleton += content
        self.skeleton += b'"'

    def restore(self, data: object) -> None:
        """Put each long string back in place of its placeholder in the parsed ``data`` (a value
        or a key)."""
        if not self.strings:
            return
        # Without recursion: the parser has already refused a body nested too deep for it.
        pending: list[Any] = [data]
        while pending:
            node = pending.pop()
            if isinstance(node, dict):
                # Rebuilt in its order, keys and all: a key may be a long string too.
                pairs = [(self._real(key), self._real(value)) for key, value in node.items()]
                node.clear()
                node.update(pairs)
                values: Iterable[Any] = node.values()
            else:
                node[:] = [self._real(value) for value in node]
                values = node
            pending += [value for value in values if isinstance(value, dict | list)]
        self.strings.clear()

    def _real(self, value: Any) -> Any:
        if isinstance(value, str) and value.startswith(self._mark):
            return self.strings[int(value[len(self._mark) :])]
        return value


def _escaped(content: bytearray) -> bool:
    """Whether a quote after ``content`` is escaped (an odd run of backslashes before it)."""
    end = len(content)
    start = end
    while start and content[start - 1] == _BACKSLASH:
        start -= 1
    return (end - start) % 2 == 1


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


def _parse(body: BodyText) -> tuple[dict[str, Any], str]:
    text = _text(body.skeleton)
    body.skeleton.clear()
    if body.not_utf8:
        raise invalid_body("The request body is not valid UTF-8.")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise invalid_body("The request body is not valid JSON.") from None
    del text
    if not isinstance(data, dict):
        raise invalid_body("The request body must be a JSON object.")
    body.restore(data)
    try:
        return data, body_digest(data, body.size)
    except UnicodeEncodeError:
        # A \ud800 escape alone parses as JSON but is half a character: not text.
        raise invalid_body(
            "The request body has a \\u escape of half a character (an unpaired surrogate); "
            "send whole characters."
        ) from None


async def parse_object(body: BodyText) -> tuple[dict[str, Any], str]:
    """The body as a JSON object and its canonical digest; 400 for anything else."""
    if body.size > LARGE_BODY_BYTES:
        return await asyncio.to_thread(_parse, body)
    return _parse(body)


def query_values(request: Request) -> dict[str, Any]:
    """The query string as a mapping, with digit-only integer parameters as int."""
    values: dict[str, Any] = {}
    for name, value in request.query_params.items():
        values[name] = int(value) if name in _INT_PARAMS and _DIGITS.fullmatch(value) else value
    return values

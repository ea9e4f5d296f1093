"""Reading a request: the exact JSON content type, a size-capped body, a JSON object, the query."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
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


async def read_body(request: Request, limit: int) -> bytes:
    """The whole body, refused with 413 as soon as it passes ``limit`` bytes."""
    declared = request.headers.get("content-length", "")
    if _DIGITS.fullmatch(declared) and int(declared) > limit:
        raise _too_large(limit)
    chunks: list[bytes] = []
    size = 0
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > limit:
                raise _too_large(limit)
            chunks.append(chunk)
    except ClientDisconnect:
        raise invalid_body("The request body was not received completely.") from None
    return b"".join(chunks)


def _parse(raw: bytes) -> tuple[dict[str, Any], str]:
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise invalid_body("The request body is not valid JSON.") from None
    if not isinstance(data, dict):
        raise invalid_body("The request body must be a JSON object.")
    return data, body_digest(data)


async def parse_object(raw: bytes) -> tuple[dict[str, Any], str]:
    """The body as a JSON object and its canonical digest; 400 for anything else."""
    if len(raw) > LARGE_BODY_BYTES:
        return await anyio.to_thread.run_sync(_parse, raw)
    return _parse(raw)


def query_values(request: Request) -> dict[str, Any]:
    """The query string as a mapping, with digit-only integer parameters as int."""
    values: dict[str, Any] = {}
    for name, value in request.query_params.items():
        values[name] = int(value) if name in _INT_PARAMS and _DIGITS.fullmatch(value) else value
    return values

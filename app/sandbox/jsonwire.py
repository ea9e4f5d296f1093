"""JSON bodies of the sandbox: Decimals as numbers with exactly two decimals, dates as ISO."""

from __future__ import annotations

import datetime as dt
import json
import re
import secrets
from decimal import Decimal
from typing import Any

from app.domain.money import money

# json has no hook to write a raw number, so each Decimal is first written as a string wrapped
# in a per-process random marker and then unquoted. A caller cannot forge the marker.
_MARK = f"~{secrets.token_hex(8)}~"
_MARKED = re.compile(rf'"{_MARK}(-?[0-9]+\.[0-9]{{2}}){_MARK}"')


def _encode_special(value: object) -> str:
    if isinstance(value, Decimal):
        return f"{_MARK}{money(value)}{_MARK}"
    if isinstance(value, dt.datetime | dt.date):
        return value.isoformat()
    if isinstance(value, dt.time):
        return value.isoformat(timespec="seconds")
    raise TypeError(f"cannot write {type(value).__name__} as JSON")


def dumps(data: Any) -> bytes:
    """UTF-8 JSON of ``data``; Decimals become numbers like ``1234.50``."""
    text = json.dumps(data, default=_encode_special, ensure_ascii=False, separators=(",", ":"))
    return _MARKED.sub(r"\1", text).encode("utf-8")

"""Compact JSON text in pieces, so that a 190 MB body is never one string (nor its bytes).

``json_fragments(value)`` joined is ``json.dumps(value, ensure_ascii=False, separators=(",",
":"))`` (with ``sort_keys`` when asked); a long string comes in slices, which JSON allows because
it escapes each character on its own. The client streams a request body this way, and the
sandbox hashes a body's canonical form this way.
"""

from __future__ import annotations

import json
from collections.abc import Iterator


def encode_json(value: object, sort_keys: bool = False) -> str:
    """Compact JSON text of ``value``, non-ASCII kept as is."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=sort_keys)


def json_fragments(value: object, part_chars: int, sort_keys: bool = False) -> Iterator[str]:
    """``encode_json(value, sort_keys)`` in pieces; strings over ``part_chars`` are sliced.

    Object keys must be text, as in every JSON body.
    """
    if isinstance(value, dict):
        yield "{"
        items = sorted(value.items()) if sort_keys else value.items()
        for number, (key, item) in enumerate(items):
            yield ("," if number else "") + encode_json(key) + ":"
            yield from json_fragments(item, part_chars, sort_keys)
        yield "}"
    elif isinstance(value, list):
        yield "["
        for number, item in enumerate(value):
            if number:
                yield ","
            yield from json_fragments(item, part_chars, sort_keys)
        yield "]"
    elif isinstance(value, str) and len(value) > part_chars:
        yield '"'
        for start in range(0, len(value), part_chars):
            yield encode_json(value[start : start + part_chars])[1:-1]
        yield '"'
    else:
        yield encode_json(value, sort_keys)

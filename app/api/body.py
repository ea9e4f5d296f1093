"""Request bodies on the wire: compact UTF-8 JSON, and the streamed form of a large booking.

A BOAT booking of 100 passengers with 1.9 MB scans is about 190 MB of JSON. Streamed, it is
encoded a quarter of a megabyte at a time as the connection takes it, so the process never holds
the whole text (nor a bytes copy of it) next to the scans it already has, and the event loop is
never held for long.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from typing import Any

from app.domain.json_text import encode_json, json_fragments

# ``on_progress(sent_bytes, total_bytes)``, called on the event loop as the body goes out.
Progress = Callable[[int, int], None]
# Characters per part: encoding one takes well under a millisecond, so the loop never stalls.
PART_CHARS = 256 * 1024


def encode_body(body: Mapping[str, Any]) -> bytes:
    """A whole request body as UTF-8 bytes."""
    return encode_json(body).encode("utf-8")


def body_parts(body: Mapping[str, Any], part_chars: int = PART_CHARS) -> Iterator[bytes]:
    """``encode_body(body)`` in parts of at most ``part_chars`` characters (a scan is sliced).

    Joined, the parts are byte for byte ``encode_body(body)``.
    """
    pending: list[str] = []
    size = 0
    for fragment in json_fragments(body, part_chars):
        if size and size + len(fragment) > part_chars:
            yield "".join(pending).encode("utf-8")
            pending, size = [], 0
        pending.append(fragment)
        size += len(fragment)
    yield "".join(pending).encode("utf-8")


class StreamedBody:
    """A JSON body sent part by part; ``open()`` starts it again for every attempt."""

    def __init__(self, body: Mapping[str, Any], size: int, on_progress: Progress | None) -> None:
        self.body = body
        self.size = size
        self._on_progress = on_progress

    @classmethod
    def measure(cls, body: Mapping[str, Any], on_progress: Progress | None) -> StreamedBody:
        """Encode once to learn the length (for Content-Length), keeping none of the bytes.

        Takes about 2 ms per MB of scans: run it off the event loop for a large booking.
        """
        return cls(body, sum(len(part) for part in body_parts(body)), on_progress)

    async def open(self) -> AsyncIterator[bytes]:
        """The parts, reporting progress each time the connection asks for the next one."""
        sent = 0
        self._report(sent)
        for part in body_parts(self.body):
            yield part
            sent += len(part)
            self._report(sent)

    def _report(self, sent: int) -> None:
        if self._on_progress is not None:
            self._on_progress(sent, self.size)

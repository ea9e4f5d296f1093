"""Answers off the wire: read streamed, unpacked here a piece at a time, and never past a cap.

httpx unpacks each compressed piece of an answer whole: a 64 KB piece of a gzip bomb becomes
64 MB at once, and an answer that never ends is held until memory runs out. So the client asks
only for the encodings it unpacks itself (gzip and deflate), inflates at most
``INFLATE_PIECE_BYTES`` at a time, and stops reading the moment the decoded answer passes its cap.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator

import httpx

from app.api.errors import AnswerTooLarge, ProtocolError

# The largest answer of the interface is the catalogue at content's ``limit`` of 500 items: 0.7 MB
# with the tests' activity items (1.4 KB each), a few times that with the long descriptions and
# policies of a real one. 8 MiB leaves room for those and is the most an answer may take decoded.
MAX_ANSWER_BYTES = 8 * 1024 * 1024
# zlib's window size plus 32: read a gzip or a zlib header, whichever comes.
_ANY_HEADER = zlib.MAX_WBITS | 32
# The encodings asked for (Accept-Encoding), each unpacked by ``_inflate``; "identity" is plain.
ENCODINGS = ("gzip", "deflate")
ACCEPT_ENCODING = ", ".join(ENCODINGS)
INFLATE_PIECE_BYTES = 64 * 1024


def _inflate(unpacker: zlib._Decompress, data: bytes) -> Iterator[bytes]:
    """``data`` unpacked, at most ``INFLATE_PIECE_BYTES`` at a time (a bomb never unpacks whole)."""
    piece = unpacker.decompress(data, INFLATE_PIECE_BYTES)
    while piece:
        yield piece
        piece = unpacker.decompress(unpacker.unconsumed_tail, INFLATE_PIECE_BYTES)


def _unpacker(response: httpx.Response) -> zlib._Decompress | None:
    """How to unpack ``response``'s body: None when it is sent as it is."""
    encoding = response.headers.get("Content-Encoding", "identity").strip().lower()
    if encoding in ("", "identity"):
        return None
    if encoding in ENCODINGS:
        return zlib.decompressobj(_ANY_HEADER)
    raise ProtocolError(
        f"The service packed its answer as {encoding!r}, which this app did not ask for.",
        status_code=response.status_code,
    )


async def read_answer(response: httpx.Response, limit: int = MAX_ANSWER_BYTES) -> bytes:
    """The body of a streamed ``response``, unpacked; ``AnswerTooLarge`` as soon as it passes
    ``limit`` bytes (a declared length over it is refused before a byte is read)."""
    too_large = AnswerTooLarge(limit, status_code=response.status_code)
    if response.is_stream_consumed:
        # A transport that built its answer in memory (a test's, a caller's): only measured.
        if len(response.content) > limit:
            raise too_large
        return response.content
    unpacker = _unpacker(response)
    declared = response.headers.get("Content-Length", "")
    if unpacker is None and declared.isdigit() and int(declared) > limit:
        raise too_large
    parts: list[bytes] = []
    size = 0
    try:
        async for data in response.aiter_raw():
            for piece in [data] if unpacker is None else _inflate(unpacker, data):
                size += len(piece)
                if size > limit:
                    raise too_large
                parts.append(piece)
    except zlib.error as exc:
        raise ProtocolError(
            f"The service's packed answer cannot be unpacked ({exc}).",
            status_code=response.status_code,
        ) from None
    return b"".join(parts)


def as_read(response: httpx.Response, content: bytes) -> httpx.Response:
    """``response`` with ``content``, its body as read and unpacked, for the parsers.

    Its headers are passed on as the bytes that came: decoded to text and back, a value past
    ASCII (a proxy's ``Server: nginx ©``) would not encode again, and no answer may stop the app.
    """
    headers = [
        (name, value)
        for name, value in response.headers.raw
        if name.lower() not in (b"content-encoding", b"content-length")
    ]
    return httpx.Response(
        response.status_code, headers=headers, content=content, request=response.request
    )

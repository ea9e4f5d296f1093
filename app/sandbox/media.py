"""Demo pictures for the catalogue: a deterministic sky-over-sea PNG for each media file name.

The sandbox ships no binary images; each picture is drawn from its name, so every product has
its own colours and the same name always gives the same bytes.
"""

from __future__ import annotations

import hashlib
import re
import struct
import zlib
from functools import lru_cache

WIDTH = 480
HEIGHT = 270
HORIZON = 150
MEDIA_NAME = re.compile(r"[a-z0-9][a-z0-9-]{0,80}\.(png|jpg)")


def _chunk(kind: bytes, data: bytes) -> bytes:
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def _blend(top: tuple[int, int, int], bottom: tuple[int, int, int], t: float) -> bytes:
    return bytes(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))


@lru_cache(maxsize=64)
def picture(name: str) -> bytes | None:
    """The PNG for a media file name, or None when the name is not one the catalogue uses."""
    # fullmatch: ``$`` would let "a.png\n" through.
    if not MEDIA_NAME.fullmatch(name):
        return None
    seed = hashlib.sha256(name.encode()).digest()
    sky = (120 + seed[0] % 100, 170 + seed[1] % 70, 220 + seed[2] % 35)
    haze = (250, 230 - seed[3] % 60, 180 + seed[4] % 50)
    sea = (seed[5] % 40, 90 + seed[6] % 80, 130 + seed[7] % 90)
    deep = (0, 40 + seed[8] % 40, 80 + seed[9] % 50)
    rows = []
    for y in range(HEIGHT):
        if y < HORIZON:
            colour = _blend(sky, haze, y / HORIZON)
        else:
            colour = _blend(sea, deep, (y - HORIZON) / (HEIGHT - HORIZON))
        rows.append(b"\x00" + colour * WIDTH)
    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 2, 0, 0, 0)
    return b"".join(
        (
            b"\x89PNG\r\n\x1a\n",
            _chunk(b"IHDR", header),
            _chunk(b"IDAT", zlib.compress(b"".join(rows), 6)),
            _chunk(b"IEND", b""),
        )
    )

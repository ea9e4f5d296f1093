"""Scan files a counter meets on a bad day: huge in pixels."""

from __future__ import annotations

import struct
from pathlib import Path


def _segment(marker: int, payload: bytes) -> bytes:
    return b"\xff" + bytes([marker]) + struct.pack(">H", len(payload) + 2) + payload


def blank_jpeg(path: Path, width: int, height: int) -> Path:
    """A real grey baseline JPEG of ``width`` × ``height`` pixels, a few megabytes at 30,000².

    Its Huffman tables hold one code each, of one bit (DC difference 0, AC end of block), so
    every 8×8 block is two zero bits.
    """
    quantization = _segment(0xDB, b"\x00" + b"\x01" * 64)
    frame = _segment(0xC0, struct.pack(">BHHB", 8, height, width, 1) + b"\x01\x11\x00")
    dc_table = _segment(0xC4, b"\x00\x01" + b"\x00" * 15 + b"\x00")
    ac_table = _segment(0xC4, b"\x10\x01" + b"\x00" * 15 + b"\x00")
    scan = _segment(0xDA, b"\x01\x01\x00\x00\x3f\x00")
    blocks = -(-width // 8) * -(-height // 8)
    data = bytes(-(-blocks * 2 // 8))
    path.write_bytes(
        b"\xff\xd8" + quantization + frame + dc_table + ac_table + scan + data + b"\xff\xd9"
    )
    return path

"""Scan files a counter meets on a bad day: huge in pixels, claiming to be, or cut short."""

from __future__ import annotations

import struct
import zlib
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


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_claiming(path: Path, width: int, height: int) -> Path:
    """A PNG whose header says ``width`` × ``height`` and whose one row of data says little."""
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n"
        + _png_chunk(b"IHDR", header)
        + _png_chunk(b"IDAT", zlib.compress(b"\x00" * 64))
        + _png_chunk(b"IEND", b"")
    )
    return path

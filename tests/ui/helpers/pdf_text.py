"""The text of a PDF written by Qt, read back with the standard library only.

Qt's PDF engine writes each font as a subset with glyph ids for codes and a ``ToUnicode`` map,
and its content streams show text with ``<hex> Tj``. Reading it takes four steps: inflate the
streams, map each font's resource name to its ``ToUnicode`` map, follow ``/Fn size Tf``, and
decode the glyph ids. (QtPdf, which could render the page, is not in PySide6-Essentials.)
"""

from __future__ import annotations

import re
import zlib
from pathlib import Path

_OBJECT = re.compile(rb"(\d+) 0 obj(.*?)(stream\r?\n|endobj)", re.DOTALL)
_LENGTH = re.compile(rb"/Length (\d+)( 0 R)?")
_RANGE = re.compile(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*\[([^\]]*)\]")
_CHAR = re.compile(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>(?!\s*[<\[])")
_SHOW = re.compile(rb"/(F\d+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj|(ET)")


def _objects(data: bytes) -> dict[int, tuple[bytes, bytes | None]]:
    """Object number -> (dictionary text, inflated stream or None).

    A stream is sliced by its ``/Length`` (direct, or an object holding the number): font data
    is binary and may hold anything, ``endstream`` included.
    """
    heads: dict[int, tuple[bytes, int | None]] = {}
    for match in _OBJECT.finditer(data):
        is_stream = match.group(3).startswith(b"stream")
        heads[int(match.group(1))] = (match.group(2), match.end() if is_stream else None)
    found: dict[int, tuple[bytes, bytes | None]] = {}
    for number, (head, start) in heads.items():
        length = _LENGTH.search(head)
        if start is None or length is None:
            found[number] = (head, None)
            continue
        size = int(length.group(1))
        if length.group(2):
            size = _number(data, size)
        raw = data[start : start + size]
        found[number] = (head, zlib.decompress(raw) if b"FlateDecode" in head else raw)
    return found


def _number(data: bytes, number: int) -> int:
    """The integer that object ``number`` holds (an indirect ``/Length``)."""
    match = re.search(rb"\b%d 0 obj\s*(\d+)\s*endobj" % number, data)
    assert match is not None, f"object {number} holds no number"
    return int(match.group(1))


def _cmap(text: bytes) -> dict[int, str]:
    """A ``ToUnicode`` CMap: glyph id -> character."""
    mapping: dict[int, str] = {}
    for first, _last, targets in _RANGE.findall(text):
        for offset, target in enumerate(re.findall(rb"<([0-9A-Fa-f]+)>", targets)):
            mapping[int(first, 16) + offset] = bytes.fromhex(target.decode()).decode("utf-16-be")
    for code, target in _CHAR.findall(text):
        mapping.setdefault(int(code, 16), bytes.fromhex(target.decode()).decode("utf-16-be"))
    return mapping


def pdf_text(path: Path) -> str:
    """Every piece of text the PDF's pages show, one line per text object."""
    objects = _objects(path.read_bytes())
    maps = {}
    for head, _stream in objects.values():
        for name, number in re.findall(rb"/(F\d+) (\d+) 0 R", head):
            font_head = objects[int(number)][0]
            unicode_ref = re.search(rb"/ToUnicode (\d+) 0 R", font_head)
            if unicode_ref:
                cmap_stream = objects[int(unicode_ref.group(1))][1]
                maps[name] = _cmap(cmap_stream or b"")
    lines: list[str] = []
    for _head, stream in objects.values():
        if stream is None or b" Tj" not in stream:
            continue
        font: dict[int, str] = {}
        line = ""
        for match in _SHOW.finditer(stream):
            if match.group(1):
                font = maps.get(match.group(1), {})
            elif match.group(2):
                codes = bytes.fromhex(match.group(2).decode())
                line += "".join(
                    font.get(int.from_bytes(codes[i : i + 2], "big"), "?")
                    for i in range(0, len(codes), 2)
                )
            elif line:
                lines.append(line)
                line = ""
    # Qt's maps give the space glyph U+0009; a reader sees a space.
    return "\n".join(lines).replace("\t", " ")

"""The PDF files Qt writes, read and amended with the standard library only.

Qt's PDF engine writes a classic cross-reference table, each font as a subset with glyph ids for
codes and a ``ToUnicode`` map, and page content streams that show text as ``BT … <hex> Tj … ET``.
This module finds the pages' content streams and the fonts' maps, and appends new versions of
content streams as an incremental update (PDF 1.7, 7.5.6): the objects Qt wrote stay as they are.
"""

from __future__ import annotations

import re
import zlib

_OBJECT = re.compile(rb"(\d+) 0 obj(.*?)(stream\r?\n|endobj)", re.DOTALL)
_LENGTH = re.compile(rb"/Length (\d+)( 0 R)?")
_RANGE = re.compile(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f]+>)")
_BFRANGES = re.compile(rb"beginbfrange(.*?)endbfrange", re.DOTALL)
_BFCHARS = re.compile(rb"beginbfchar(.*?)endbfchar", re.DOTALL)
_PAIR = re.compile(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>")
_HEX = re.compile(rb"<([0-9A-Fa-f]+)>")
_TRAILER = re.compile(rb"trailer\s*<<(.*?)>>\s*startxref\s*(\d+)", re.DOTALL)

Objects = dict[int, tuple[bytes, bytes | None]]


def pdf_objects(data: bytes) -> Objects:
    """Object number -> (dictionary text, inflated stream or None); a later version of an
    object (an incremental update) replaces an earlier one.

    A stream is sliced by its ``/Length`` (direct, or an object holding the number): font data
    is binary and may hold anything, ``endstream`` included.
    """
    heads: dict[int, tuple[bytes, int | None]] = {}
    position = 0
    while match := _OBJECT.search(data, position):
        is_stream = match.group(3).startswith(b"stream")
        heads[int(match.group(1))] = (match.group(2), match.end() if is_stream else None)
        position = match.end()
        if is_stream:
            length = _LENGTH.search(match.group(2))
            if length is not None and not length.group(2):
                position += int(length.group(1))  # jump over binary data
    found: Objects = {}
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
    matches = re.findall(rb"\b%d 0 obj\s*(\d+)\s*endobj" % number, data)
    if not matches:
        raise ValueError(f"object {number} holds no number")
    return int(matches[-1])


def _text(hex_digits: bytes) -> str:
    return bytes.fromhex(hex_digits.decode()).decode("utf-16-be")


def unicode_map(cmap: bytes) -> dict[int, str]:
    """A ``ToUnicode`` CMap: code -> text (``bfrange`` with an array or a first character,
    and ``bfchar``)."""
    mapping: dict[int, str] = {}
    for block in _BFRANGES.findall(cmap):
        for first, last, target in _RANGE.findall(block):
            start, end = int(first, 16), int(last, 16)
            if target.startswith(b"["):
                for offset, each in enumerate(_HEX.findall(target)):
                    mapping[start + offset] = _text(each)
            else:
                base = _text(target[1:-1])
                for offset in range(end - start + 1):
                    mapping[start + offset] = base[:-1] + chr(ord(base[-1]) + offset)
    for block in _BFCHARS.findall(cmap):
        for code, target in _PAIR.findall(block):
            mapping[int(code, 16)] = _text(target)
    return mapping


def font_maps(objects: Objects) -> dict[bytes, dict[int, str]]:
    """Each font's resource name (``F12``) -> its ``ToUnicode`` map."""
    maps: dict[bytes, dict[int, str]] = {}
    for head, _stream in objects.values():
        for name, number in re.findall(rb"/(F\d+) (\d+) 0 R", head):
            font_head = objects[int(number)][0]
            unicode_ref = re.search(rb"/ToUnicode (\d+) 0 R", font_head)
            if unicode_ref:
                maps[name] = unicode_map(objects[int(unicode_ref.group(1))][1] or b"")
    return maps


def page_contents(objects: Objects) -> list[int]:
    """The content stream's object number of each page, in the document's order."""
    kids = {}
    for number, (head, _stream) in objects.items():
        if re.search(rb"/Type /Page\b(?!s)", head):
            contents = re.search(rb"/Contents (\d+) 0 R", head)
            if contents:
                kids[number] = int(contents.group(1))
    order = [
        int(kid)
        for head, _stream in objects.values()
        if re.search(rb"/Type /Pages\b", head)
        for kid in re.findall(rb"(\d+) 0 R", head.split(b"/Kids", 1)[-1].split(b"]", 1)[0])
    ]
    return [kids[number] for number in order if number in kids]


def with_streams(data: bytes, streams: dict[int, bytes]) -> bytes:
    """``data`` with an incremental update that gives the objects ``streams`` names new
    content (compressed), and a cross-reference section and trailer for them."""
    trailers = _TRAILER.findall(data)
    if not trailers:
        raise ValueError("the PDF has no trailer")
    trailer, previous = trailers[-1]
    keep = re.sub(rb"/Prev \d+\s*", b"", trailer).strip()
    update = bytearray(data if data.endswith(b"\n") else data + b"\n")
    offsets = {}
    for number, content in sorted(streams.items()):
        packed = zlib.compress(content)
        offsets[number] = len(update)
        update += b"%d 0 obj\n<<\n/Length %d\n/Filter /FlateDecode\n>>\nstream\n" % (
            number,
            len(packed),
        )
        update += packed + b"\nendstream\nendobj\n"
    xref = len(update)
    update += b"xref\n"
    for number, offset in offsets.items():
        update += b"%d 1\n%010d 00000 n \n" % (number, offset)
    update += b"trailer\n<<\n%s\n/Prev %s\n>>\nstartxref\n%d\n%%%%EOF\n" % (keep, previous, xref)
    return bytes(update)

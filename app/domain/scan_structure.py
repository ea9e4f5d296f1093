"""Whether a scan's bytes are whole: the structure of a JPEG, PNG or PDF, checked without Qt.

The app and the sandbox apply the same rule (the app then decodes images fully as well): a
JPEG's markers, and for one up to ``ENTROPY_WALK_MAX_BYTES`` every block of every scan
(``app.domain.jpeg_entropy``; a larger one, or one of another coding, to its first scan and an
end-of-image marker after it); a PNG's chunks, their CRCs and its IEND; a PDF's header, its
cross-reference (a table and trailer, or a cross-reference stream), ``%%EOF``, at least one
page, and no action that runs something (JavaScript, a launch, an embedded file, a form sent,
data imported: an ID scan has no use for any). An image's pixel size is read from its header
and refused past ``IMAGE_PIXELS_MAX`` before anything decodes it (a 1 KB file may claim
65,000 x 65,000 pixels), and a PNG (which no reader decodes scaled down) past
``PNG_DECODED_BYTES_MAX`` bytes decoded. Filler after a file's end is allowed (some scanners
pad files, and readers skip it); another file appended there is not, nor are bytes missing.

Large files are searched in windows of ``WINDOW`` bytes: one ``find`` over 80 MB would hold the
interpreter lock long enough to stall a window; a window takes a fraction of a millisecond.
"""

from __future__ import annotations

import re
import struct
import threading
import zlib
from collections.abc import Callable, Iterator
from functools import cache

from app.domain.jpeg_entropy import (
    STANDARD_TABLES,
    Component,
    Fault,
    Frame,
    Lookup,
    Precision,
    ScanHeader,
    block_lookup,
    huffman_lookup,
    walk_scan,
)
from app.domain.limits import ID_PROOF_MAX_CHARS
from app.figures import count_text
from app.i18n import Catalogue

SCAN_STRUCTURE = Catalogue("SCAN_STRUCTURE")

JPEG = "image/jpeg"
PNG = "image/png"
PDF = "application/pdf"
WINDOW = 1024 * 1024
# ``startxref`` and its offset stand just before the last ``%%EOF``: looked for in this much.
PDF_TAIL = 1024

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# Start-of-frame markers: C0 to CF but DHT (C4), JPG (C8) and DAC (CC), which share the range.
_JPEG_SOF = frozenset(range(0xC0, 0xD0)) - {0xC4, 0xC8, 0xCC}
_JPEG_STANDALONE = frozenset({0x01, *range(0xD0, 0xD8)})
_JPEG_SOS = 0xDA
_JPEG_DHT = 0xC4
_JPEG_DRI = 0xDD
_JPEG_PROGRESSIVE = 0xC2
# Huffman-coded frames whose scans are walked: baseline, extended sequential, progressive.
_JPEG_HUFFMAN_SOF = frozenset({0xC0, 0xC1, _JPEG_PROGRESSIVE})
_JPEG_EOI = b"\xff\xd9"
# A passport page at 1,200 dpi is about 20 million pixels, a phone's largest photo 200 million;
# the app previews and shrinks a JPEG of this many decoded at an eighth of its size (62 MB).
IMAGE_PIXELS_MAX = 1_000_000_000
# A PNG cannot be decoded scaled down: whoever opens it (the app's preview, the operator's
# viewer) makes all its pixels, 4 bytes each (RGBA, as Qt and Pillow make them) or 8 at 16 bits
# a sample. Past this many bytes decoded it is refused from its header, before any decoding:
# an A4 page at 300 dpi takes 35 MB, a 48-megapixel photo 192 MB.
PNG_DECODED_BYTES_MAX = 200_000_000
# Samples per pixel of each PNG colour type: grey, RGB, palette, grey and alpha, RGBA.
_PNG_SAMPLES = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
# The largest file a Base64 text under the service's limit holds: a JPEG up to this size has its
# entropy-coded data walked (``app.domain.jpeg_entropy``), block by block.
ENTROPY_WALK_MAX_BYTES = (ID_PROOF_MAX_CHARS - 1) // 4 * 3
_PDF_HEADER = re.compile(rb"%PDF-[0-9]\.[0-9]")
_PDF_PAGE = re.compile(rb"/Type\s*/Page(?![A-Za-z])")
# Pages may sit compressed in object streams; this much of each is inflated to look for one.
_OBJECT_STREAM_MAX = 4 * 1024 * 1024
_OBJECT_STREAM = re.compile(rb"/ObjStm\b.*?stream\r?\n", re.DOTALL)
_STARTXREF = re.compile(rb"startxref\s+([0-9]{1,12})\s+%%EOF")
# A name ends at whitespace or a delimiter (PDF 1.7, 7.2.2).
_NAME_END = rb"(?![^\s/<>\[\]()%{}])"
# The actions and entries by which a PDF runs something: JavaScript, a program launched, a file
# it carries (to be opened), a form sent or data imported. Any of them refuses a scan; an
# OpenAction that only shows a page (GoTo, a destination) is none of them.
_RUNNING_NAMES = frozenset(
    (
        b"JavaScript",
        b"JS",
        b"Launch",
        b"EmbeddedFile",
        b"EmbeddedFiles",
        b"SubmitForm",
        b"ImportData",
    )
)
_RUNNING_NAME = re.compile(rb"/(" + b"|".join(sorted(_RUNNING_NAMES)) + rb")" + _NAME_END)
# A name written with #xx escapes (``/Java#53cript``), read as the reader reads it.
_ESCAPED_NAME = re.compile(rb"/([^\s/<>\[\]()%{}]*#[0-9A-Fa-f]{2}[^\s/<>\[\]()%{}]*)")
_NAME_ESCAPE = re.compile(rb"#([0-9A-Fa-f]{2})")
_XREF_STREAM = re.compile(rb"\s*[0-9]+\s+[0-9]+\s+obj\b")

# A memoryview: the app checks the bytes Qt holds without copying them.
Buffer = bytes | bytearray | memoryview


def cut_short(subject: str) -> str:
    """The sentence for a file whose end is missing."""
    return SCAN_STRUCTURE.tr("{subject} is cut short. Scan it again.").format(subject=subject)


def _damaged(subject: str, what: str) -> str:
    return SCAN_STRUCTURE.tr("{subject} is damaged ({problem}). Scan it again.").format(
        subject=subject, problem=what
    )


def _rfind(data: Buffer, needle: bytes, start: int) -> int:
    """``data.rfind(needle, start)``, a window at a time from the end."""
    end = len(data)
    while end - start >= len(needle):
        low = max(start, end - WINDOW)
        found = bytes(data[low:end]).rfind(needle)
        if found >= 0:
            return low + found
        if low == start:
            return -1
        end = low + len(needle) - 1  # a needle across the window's edge is found next time
    return -1


def _find(data: Buffer, needle: bytes, start: int, end: int) -> int:
    """``data.find(needle, start, end)``, a window at a time from the start."""
    while end - start >= len(needle):
        high = min(end, start + WINDOW)
        found = bytes(data[start:high]).find(needle)
        if found >= 0:
            return start + found
        if high == end:
            return -1
        start = high - len(needle) + 1
    return -1


def _too_many_pixels(subject: str, width: int, height: int) -> str | None:
    if width == 0 or height == 0:
        return _damaged(subject, SCAN_STRUCTURE.tr("its header gives it no pixels"))
    if width * height <= IMAGE_PIXELS_MAX:
        return None
    return SCAN_STRUCTURE.tr(
        "{subject} says it is {width} × {height} pixels; at most {most} million pixels can be "
        "read. Scan it again at 300 dpi."
    ).format(
        subject=subject,
        width=count_text(width),
        height=count_text(height),
        most=count_text(IMAGE_PIXELS_MAX // 1_000_000),
    )


def _png_decoded_too_large(subject: str, header: bytes) -> str | None:
    """The PNG's header (IHDR's 13 bytes) says it would take more than
    ``PNG_DECODED_BYTES_MAX`` to decode: a sentence; else None."""
    width, height, depth, colour = struct.unpack_from(">IIBB", header)
    stored = -(-_PNG_SAMPLES.get(colour, 4) * depth // 8)  # bytes a pixel takes as stored
    decoded = width * height * max(4, stored)
    if decoded <= PNG_DECODED_BYTES_MAX:
        return None
    return SCAN_STRUCTURE.tr(
        "{subject} would take {size} MB to open ({width} × {height} pixels); at most {most} MB "
        "can be opened. Scan it again at 300 dpi."
    ).format(
        subject=subject,
        size=count_text(round(decoded / 1_000_000)),
        width=count_text(width),
        height=count_text(height),
        most=count_text(PNG_DECODED_BYTES_MAX // 1_000_000),
    )


def _jpeg_frame(data: Buffer, position: int, length: int) -> Frame | None:
    """The frame of the SOF segment whose length field is at ``position``; None if not valid."""
    count = data[position + 7] if length >= 8 else 0
    if count == 0 or length < 8 + 3 * count:
        return None
    height, width = struct.unpack_from(">HH", data, position + 3)
    components = []
    for at in range(position + 8, position + 8 + 3 * count, 3):
        sampling = data[at + 1]
        component = Component(data[at], sampling >> 4, sampling & 15)
        if not (1 <= component.h <= 4 and 1 <= component.v <= 4):
            return None
        components.append(component)
    return Frame(width, height, tuple(components))


def _jpeg_scan(data: Buffer, position: int, length: int, frame: Frame) -> ScanHeader | None:
    """The scan header of the SOS segment whose length field is at ``position``."""
    count = data[position + 2] if length >= 3 else 0
    if not 1 <= count <= 4 or length < 6 + 2 * count:
        return None
    by_id = {component.ident: component for component in frame.components}
    components = []
    for at in range(position + 3, position + 3 + 2 * count, 2):
        component = by_id.get(data[at])
        if component is None:
            return None
        components.append((component, data[at + 1] >> 4, data[at + 1] & 15))
    start, end, approximation = data[position + 3 + 2 * count : position + 6 + 2 * count]
    return ScanHeader(tuple(components), start, end, approximation >> 4, approximation & 15)


def _huffman_tables(data: Buffer, position: int, length: int) -> dict[int, tuple[bytes, bytes]]:
    """The tables of a DHT segment, by class (0 DC, 1 AC) times 16 plus id; empty if damaged."""
    tables = {}
    at, end = position + 2, position + length
    while at < end:
        if at + 17 > end:
            return {}
        counts = bytes(data[at + 1 : at + 17])
        symbols = bytes(data[at + 17 : at + 17 + sum(counts)])
        if at + 17 + sum(counts) > end:
            return {}
        tables[data[at]] = (counts, symbols)
        at += 17 + sum(counts)
    return tables


class _Tables:
    """The Huffman tables defined so far, the standard's until a DHT replaces them (look-ups
    are built once a table, and kept)."""

    def __init__(self) -> None:
        self.defined: dict[int, tuple[bytes, bytes]] = dict(STANDARD_TABLES)

    def lookups(self, kind: int, progressive: bool) -> dict[int, Lookup] | None:
        """The DC (``kind`` 0) or AC (1) look-ups by id; None when one is not valid."""
        found = {}
        for key, (counts, symbols) in self.defined.items():
            if key >> 4 == kind:
                table = huffman_lookup(counts, symbols, kind == 0, progressive)
                if table is None:
                    return None
                found[key & 15] = table
        return found


def prepare_standard_tables() -> None:
    """Build the look-ups of the standard's Huffman tables, which most cameras and scanners
    code with, and of their two DC and AC pairs: some 40 ms of a first scan's check, spent
    ahead of it (a worker at start) instead."""
    tables = _Tables()
    dc, ac = tables.lookups(0, False), tables.lookups(1, False)
    assert dc is not None and ac is not None  # the standard's tables are valid
    for ident in (0, 1):  # luminance, chrominance
        block_lookup(dc[ident], ac[ident])


@cache
def prepare_in_background() -> None:
    """``prepare_standard_tables`` in a daemon thread, once a process: the first scan checked
    (the app's first read, the sandbox's first booking with one) finds them built."""
    threading.Thread(target=prepare_standard_tables, name="jpeg-tables", daemon=True).start()


def _jpeg_problem(data: Buffer, subject: str) -> str | int:
    # A scan the service may take has its entropy-coded data walked; a larger file cannot be
    # sent as it is (the app shrinks it, decoding it whole with libjpeg, which reports a cut).
    walking = len(data) <= ENTROPY_WALK_MAX_BYTES
    if walking:
        data = bytes(data)  # walked as bytes: at most 1.5 MB copied, once
    position = 2
    frame: Frame | None = None
    framed = progressive = False
    tables = _Tables()
    restart_interval = 0
    precision: Precision | None = None
    scanned: set[int] = set()
    size = len(data)
    while True:
        if position + 2 > size:
            return cut_short(subject)
        if data[position] != 0xFF:
            return _damaged(subject, SCAN_STRUCTURE.tr("a marker is missing"))
        marker = data[position + 1]
        if marker == 0xFF:  # fill byte before a marker
            position += 1
            continue
        position += 2
        if marker in _JPEG_STANDALONE:
            continue
        if marker == 0xD9:
            if frame is None or not scanned:
                return _damaged(subject, SCAN_STRUCTURE.tr("it ends before its image"))
            whole = (
                precision.complete()
                if precision is not None
                else scanned == {component.ident for component in frame.components}
            )
            return position if whole else cut_short(subject)
        if position + 2 > size:
            return cut_short(subject)
        (length,) = struct.unpack_from(">H", data, position)
        if length < 2:
            return _damaged(subject, SCAN_STRUCTURE.tr("a segment has no length"))
        if position + length > size:
            return cut_short(subject)
        if marker in _JPEG_SOF:
            framed = True
            if length < 7:
                return _damaged(subject, SCAN_STRUCTURE.tr("its image frame is too short"))
            height, width = struct.unpack_from(">HH", data, position + 3)
            problem = _too_many_pixels(subject, width, height)
            if problem is not None:
                return problem
            if walking and marker in _JPEG_HUFFMAN_SOF:
                frame = _jpeg_frame(data, position, length)
                if frame is None:
                    return _damaged(subject, SCAN_STRUCTURE.tr("its image frame is not valid"))
                progressive = marker == _JPEG_PROGRESSIVE
                precision = Precision(frame) if progressive else None
        elif marker == _JPEG_DHT:
            found = _huffman_tables(data, position, length)
            if not found:
                return _damaged(subject, SCAN_STRUCTURE.tr("a Huffman table is not valid"))
            tables.defined.update(found)
        elif marker == _JPEG_DRI and length >= 4:
            (restart_interval,) = struct.unpack_from(">H", data, position + 2)
        elif marker == _JPEG_SOS:
            if not framed:
                return _damaged(subject, SCAN_STRUCTURE.tr("it has no image frame"))
            if frame is None:
                # Not walked: a larger file, or a frame of another coding (lossless, arithmetic).
                end = _rfind(data, _JPEG_EOI, position + length)
                return end + len(_JPEG_EOI) if end >= 0 else cut_short(subject)
            scan = _jpeg_scan(data, position, length, frame)
            if scan is None or (precision is not None and not precision.add(scan)):
                return _damaged(subject, SCAN_STRUCTURE.tr("its scans do not fit its image frame"))
            dc_tables = tables.lookups(0, progressive)
            ac_tables = tables.lookups(1, progressive)
            if dc_tables is None or ac_tables is None:
                return _damaged(subject, SCAN_STRUCTURE.tr("a Huffman table is not valid"))
            fault, position = walk_scan(
                bytes(data),
                position + length,
                frame,
                scan,
                dc_tables,
                ac_tables,
                restart_interval,
                precision,
            )
            if fault is Fault.CUT_SHORT:
                return cut_short(subject)
            if fault is not None:
                return _damaged(subject, SCAN_STRUCTURE.tr("its image data is not valid"))
            scanned.update(component.ident for component, _dc, _ac in scan.components)
            continue
        position += length


def _png_problem(data: Buffer, subject: str) -> str | int:
    view = memoryview(data)
    position = len(_PNG_SIGNATURE)
    size = len(data)
    first = True
    while True:
        if position + 12 > size:
            return cut_short(subject)
        (length,) = struct.unpack_from(">I", data, position)
        kind = bytes(view[position + 4 : position + 8])
        end = position + 8 + length
        if end + 4 > size:
            return cut_short(subject)
        if first and (kind != b"IHDR" or length < 8):
            return _damaged(subject, SCAN_STRUCTURE.tr("it does not start with its header"))
        if first:
            width, height = struct.unpack_from(">II", data, position + 8)
            problem = _too_many_pixels(subject, width, height) or _png_decoded_too_large(
                subject, bytes(view[position + 8 : position + 18])
            )
            if problem is not None:
                return problem
        first = False
        # zlib.crc32 lets go of the interpreter lock for all but tiny chunks.
        (crc,) = struct.unpack_from(">I", data, end)
        if zlib.crc32(view[position + 4 : end]) != crc:
            chunk = kind.decode("latin-1")
            return _damaged(
                subject,
                SCAN_STRUCTURE.tr("its {chunk} chunk fails its checksum").format(chunk=chunk),
            )
        if kind == b"IEND":
            return int(end) + 4
        position = end + 4


def _pdf_problem(data: Buffer, subject: str) -> str | int:
    if not _PDF_HEADER.match(data):
        return _damaged(subject, SCAN_STRUCTURE.tr("its PDF header is not valid"))
    eof = _rfind(data, b"%%EOF", 0)
    if eof < 0:
        return cut_short(subject)
    tail = bytes(data[max(0, eof - PDF_TAIL) : eof + 5])
    pointers = _STARTXREF.findall(tail)
    if not pointers:
        return _damaged(subject, SCAN_STRUCTURE.tr("it has no cross-reference"))
    offset = int(pointers[-1])
    if offset >= len(data):
        return _damaged(subject, SCAN_STRUCTURE.tr("its cross-reference points past its end"))
    at = bytes(data[offset : offset + 64])
    if at.startswith(b"xref"):
        if _find(data, b"trailer", offset, eof) < 0:
            return _damaged(subject, SCAN_STRUCTURE.tr("its cross-reference has no trailer"))
    elif not (_XREF_STREAM.match(at) and _find(data, b"/XRef", offset, eof) >= 0):
        return _damaged(subject, SCAN_STRUCTURE.tr("its cross-reference is not where it says"))
    if not _has_page(data):
        return SCAN_STRUCTURE.tr("{subject} is a PDF without a page. Scan it again.").format(
            subject=subject
        )
    running = _running_action(data)
    if running is not None:
        return SCAN_STRUCTURE.tr(
            "{subject} is a PDF that runs something when it is opened ({action}). Scan the "
            "passport again as an image or a plain PDF."
        ).format(subject=subject, action=running)
    return eof + len(b"%%EOF")


def _running_action(data: Buffer) -> str | None:
    """The first name by which a PDF runs something, in its dictionaries (never in the data of
    its streams, where a picture's bytes may spell anything) or its compressed object streams."""
    for text in [*_dictionaries(data), *_object_streams(data)]:
        found = _RUNNING_NAME.search(text)
        if found is not None:
            return found.group(1).decode()
        for escaped in _ESCAPED_NAME.finditer(text):
            name = _NAME_ESCAPE.sub(lambda code: bytes([int(code.group(1), 16)]), escaped[1])
            if name in _RUNNING_NAMES:
                return name.decode("latin-1")
    return None


def _dictionaries(data: Buffer) -> Iterator[bytes]:
    """A PDF's text outside the data of its streams, a window at a time (windows overlap, so a
    name is whole in one of them)."""
    position = 0
    while position < len(data):
        start = _find(data, b"stream", position, len(data))
        if start < 0:
            yield from _slices(data, position, len(data))
            return
        if bytes(data[max(0, start - 3) : start]) == b"end":
            # An endstream without a stream before it: dictionary text, read on.
            yield from _slices(data, position, start + 6)
            position = start + 6
            continue
        yield from _slices(data, position, start)
        end = _find(data, b"endstream", start + 6, len(data))
        if end < 0:
            return
        position = end + 9


def _slices(data: Buffer, start: int, end: int) -> Iterator[bytes]:
    at = start
    while at < end:
        yield bytes(data[max(start, at - 64) : min(end, at + WINDOW)])
        at += WINDOW


def _windows(data: Buffer, overlap: int) -> Iterator[bytes]:
    """``data`` a window at a time, each starting ``overlap`` bytes before the last one ended."""
    start = 0
    while True:
        yield bytes(data[max(0, start - overlap) : start + WINDOW])
        start += WINDOW
        if start >= len(data):
            return


def _has_page(data: Buffer) -> bool:
    """Whether a PDF has a page object, in plain sight or in a compressed object stream."""
    if any(_PDF_PAGE.search(window) for window in _windows(data, 64)):
        return True
    return any(_PDF_PAGE.search(inflated) for inflated in _object_streams(data))


def _object_streams(data: Buffer) -> Iterator[bytes]:
    """The first ``_OBJECT_STREAM_MAX`` bytes of each compressed object stream, inflated."""
    heads = [
        window[found.end() :]
        for window in _windows(data, 64)
        for found in _OBJECT_STREAM.finditer(window)
    ]
    for head in heads:
        try:
            yield zlib.decompressobj().decompress(head, _OBJECT_STREAM_MAX)
        except zlib.error:
            continue


# Each check gives a sentence for a file that is not whole, or the offset where the file ends.
_CHECKS: dict[str, Callable[[Buffer, str], str | int]] = {
    JPEG: _jpeg_problem,
    PNG: _png_problem,
    PDF: _pdf_problem,
}
# What scanners and copies pad a file with after its end; readers skip it.
_FILLER = b"\x00 \t\r\n\x0c"


def file_end(data: Buffer, mime: str, subject: str | None = None) -> str | int:
    """Where a whole file of ``mime`` ends in ``data`` (bytes may follow), or a sentence about
    ``subject`` when it is not whole."""
    return _CHECKS[mime](data, SCAN_STRUCTURE.tr("The file") if subject is None else subject)


def appended_after(data: Buffer, end: int) -> bool:
    """Whether anything but filler follows a file's ``end``: another file (a ZIP, a program, a
    phone's motion-photo video) that a reader of the first never shows."""
    return any(piece.translate(None, _FILLER) for piece in _slices(data, end, len(data)))


def appended_file(subject: str) -> str:
    """The sentence for a file with another file after its end."""
    return SCAN_STRUCTURE.tr(
        "{subject} has another file after its end. Scan the passport again, or save the scan "
        "again as a new file."
    ).format(subject=subject)


def structure_problem(data: Buffer, mime: str, subject: str | None = None) -> str | None:
    """None when ``data`` is a whole file of ``mime`` with nothing but filler after its end,
    else a sentence about ``subject`` (the file's name or what it is; "The file" when not given).

    ``mime`` is the sniffed type (the magic bytes already matched it). Another file appended is
    refused: nothing here can rewrite the scan without it (the app rewrites images itself).
    """
    named = SCAN_STRUCTURE.tr("The file") if subject is None else subject
    end = file_end(data, mime, named)
    if isinstance(end, str):
        return end
    return appended_file(named) if appended_after(data, end) else None

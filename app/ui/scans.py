"""Passport scans: check, encode, preview and shrink, as plain functions for a worker thread (the
file itself is read by ``app.ui.scan_file``).

Base64 of a 1.5 MB file, decoding an image and re-encoding it as JPEG each take milliseconds to
tenths of a second, so nothing here runs on the UI thread (``app.ui.scan_reader`` runs it).
Only ``QImage``, ``QImageReader`` and ``QBuffer`` are used, which Qt allows off the GUI thread
(no widgets, no pixmaps), and they let go of the interpreter lock while they decode and encode.
What holds the lock is kept to short steps: a file is read straight into the ``QByteArray`` Qt
decodes from, a megabyte at a time (copying 80 MB of Python bytes into Qt held the lock, and so
the window, for a tenth of a second, and kept two copies), and Python checks it through a
``memoryview``, never a copy.

A scan must be whole (``app.domain.scan_structure``, the rule the service applies), and an image
must decode; one over ``MAX_PIXELS`` is refused as too large in pixels and offered the shrink,
which decodes it scaled down (a JPEG is decoded at 1/2 to 1/8 of its size by libjpeg itself).
"""

from __future__ import annotations

import base64
import binascii
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QMessageLogContext,
    QRect,
    QSize,
    Qt,
    QtMsgType,
)
from PySide6.QtGui import QColor, QImage, QImageReader, QPainter

from app.counter.papers.formatting import megabytes_text
from app.domain.id_proof import (
    encode_data_uri,
    encoded_length,
    max_bytes_for,
    sniff_mime,
    vouch_for_whole,
)
from app.domain.limits import ID_PROOF_MAX_CHARS
from app.domain.scan_structure import appended_after, appended_file, cut_short, file_end
from app.figures import count_text
from app.i18n import Catalogue, Said
from app.ui.error_words import reason_of
from app.ui.qt_log import install_handler

SCANS = Catalogue("SCANS")

PDF = "application/pdf"
JPEG = "image/jpeg"
PNG = "image/png"
THUMBNAIL_PX = 140
# Quality first (text on a passport stays legible down to about 60), then size.
SHRINK_QUALITIES = (90, 80, 70, 60)
SHRINK_SCALE = 0.8
MIN_SHRINK_SIDE_PX = 400
OPAQUE_STRIP_ROWS = 128
# A shrink starts from at most this many pixels on the long side: a passport page at 300 dpi is
# about 1,500, so text stays legible, and a 20-megapixel photo is not encoded 4 times in vain.
SHRINK_START_SIDE_PX = 2400
SCAN_SUFFIXES = (".jpg", ".jpeg", ".png", ".pdf")
# 50 megapixels (a page at 1,200 dpi) decode to 200 MB: more is not decoded at full size.
MAX_PIXELS = 50_000_000
# libjpeg's warning for entropy data that stops before the image does, and Qt's log category
# for it.
_DATA_ENDS_EARLY = "premature end of data segment"
_JPEG_LOG = "qt.gui.imageio.jpeg"
_LOG_TURNS = threading.Lock()
# What one decode may allocate (a scaled preview or the start of a shrink takes far less).
DECODE_ALLOCATION_MB = 128


class ScanError(Said, ValueError):
    """A file or image that cannot be a passport scan; the message says why, for staff."""


class ScanCancelled(ScanError):
    """Staff stopped reading the scan."""


@dataclass(frozen=True, slots=True)
class Scan:
    """One passport scan: what it is, how long its data URI is, and the URI when it fits.

    ``data_uri`` is empty while the scan is over the limit; an image over the limit keeps its
    ``raw`` bytes so that it can be shrunk, everything else drops them (one copy is enough).
    ``pixels`` is (width, height) of an image too large in pixels to decode (it has no preview).
    ``original`` is the scan this one was shrunk from, kept with the sale until it is resolved.
    """

    source: str
    mime: str
    chars: int
    data_uri: str = field(default="", repr=False)
    thumbnail: QImage | None = field(default=None, repr=False, compare=False)
    raw: QByteArray | None = field(default=None, repr=False)
    original: Scan | None = field(default=None, repr=False, compare=False)
    pixels: tuple[int, int] | None = None

    @property
    def size(self) -> int:
        """The file's size in bytes (what the data URI encodes)."""
        return (self.chars - encoded_length(0, self.mime)) // 4 * 3

    @property
    def limit(self) -> int:
        """The largest file of this kind the service takes, in bytes."""
        return max_bytes_for(self.mime)

    @property
    def shrunk_from(self) -> int | None:
        """The size in bytes of the file this was shrunk from, None if it was not shrunk."""
        return self.original.size if self.original is not None else None

    @property
    def fits(self) -> bool:
        """Whether it can be sent: under the service's 2,000,000 characters, and decodable."""
        return self.chars < ID_PROOF_MAX_CHARS and self.pixels is None

    @property
    def is_image(self) -> bool:
        """A JPEG or PNG (which can be shrunk), not a PDF."""
        return self.mime != PDF

    def problem(self) -> str | None:
        """Why this scan cannot be sent, or None when it can."""
        if self.fits:
            return None
        if self.pixels is not None:
            width, height = self.pixels
            return SCANS.tr(
                "This image is too large in pixels: {width} × {height}, more than the "
                "{million} million this app reads. Shrink it to send it."
            ).format(
                width=count_text(width),
                height=count_text(height),
                million=MAX_PIXELS // 1_000_000,
            )
        size, limit = megabytes_text(self.size), megabytes_text(self.limit)
        if self.is_image:
            return SCANS.tr(
                "This image is {size}; the service takes up to {limit}. Shrink it to send it."
            ).format(size=size, limit=limit)
        return SCANS.tr(
            "This PDF is {size}; the service takes up to {limit}, and a PDF cannot be shrunk "
            "here. Scan the passport again at a lower resolution, or as a JPEG."
        ).format(size=size, limit=limit)

    def summary(self) -> str:
        """``passport.jpg · JPEG · 1.18 MB, fits`` (and the size it was shrunk from)."""
        kind = {JPEG: "JPEG", PNG: "PNG", PDF: "PDF"}[self.mime]
        if self.shrunk_from is not None:
            size = SCANS.tr("shrunk from {before} to {after}").format(
                before=megabytes_text(self.shrunk_from), after=megabytes_text(self.size)
            )
        else:
            size = megabytes_text(self.size)
        if self.fits:
            return SCANS.tr("{source} · {kind} · {size}, fits").format(
                source=self.source, kind=kind, size=size
            )
        return SCANS.tr("{source} · {kind} · {size}, too large").format(
            source=self.source, kind=kind, size=size
        )


def _thumbnail(image: QImage) -> QImage:
    return image.scaled(
        THUMBNAIL_PX,
        THUMBNAIL_PX,
        Qt.AspectRatioMode.KeepAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )


def _fitting(size: QSize, longest: int) -> QSize:
    """``size`` scaled down (never up) so that its long side is at most ``longest``."""
    factor = min(1.0, longest / max(size.width(), size.height()))
    return QSize(max(1, round(size.width() * factor)), max(1, round(size.height() * factor)))


@dataclass(frozen=True, slots=True)
class _Decoded:
    """An image decoded at a given size, or the full size of one too large in pixels."""

    width: int
    height: int
    image: QImage | None


@contextmanager
def _jpeg_complaints() -> Iterator[list[str]]:
    """What libjpeg says while this thread decodes in the block.

    A JPEG cut short with an end marker put back decodes without an error: libjpeg fills the
    missing part with grey and only warns (through Qt's log) that its data ended early. The
    structure rule's walk finds such a file up to the size the service takes; this hears one too
    large to be walked, decoded for its shrink. Qt's
    message handler is the process's, so decodes take turns at it; every other message goes on
    to the handler that was there before.
    """
    said: list[str] = []
    decoding = threading.get_ident()
    before: list[Callable[[QtMsgType, QMessageLogContext, str], object] | None] = [None]

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if context.category == _JPEG_LOG and threading.get_ident() == decoding:
            said.append(message)
        elif before[0] is not None:
            before[0](kind, context, message)
        else:
            sys.stderr.write(f"{message}\n")

    with _LOG_TURNS:
        before[0] = install_handler(handler)
        try:
            yield said
        finally:
            install_handler(before[0])


def _decode(array: QByteArray, source: str, longest: int) -> _Decoded:
    """Decode ``array`` whole, scaled to at most ``longest`` pixels on its long side.

    An image over ``MAX_PIXELS`` is not decoded, except a JPEG, which libjpeg decodes scaled
    down without ever holding it at full size.
    """
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    # Qt's own guard besides the header check of scan_structure: no decode may take more.
    reader.setAllocationLimit(DECODE_ALLOCATION_MB)
    size = reader.size()
    if not size.isValid():
        raise ScanError(
            SCANS.tr("{source} looks like an image but cannot be read. Scan it again.").format(
                source=source
            )
        )
    width, height = size.width(), size.height()
    if width * height > MAX_PIXELS and bytes(reader.format().data()) != b"jpeg":
        return _Decoded(width, height, None)
    reader.setScaledSize(_fitting(size, longest))
    with _jpeg_complaints() as complaints:
        image = reader.read()
    if any(_DATA_ENDS_EARLY in complaint for complaint in complaints):
        raise ScanError(cut_short(source))
    if image.isNull():
        raise ScanError(
            SCANS.tr(
                "{source} looks like an image but cannot be decoded ({reason}). Scan it again."
            ).format(source=source, reason=reader.errorString())
        )
    return _Decoded(width, height, image)


def scan_from_bytes(data: QByteArray | bytes, source: str) -> Scan:
    """A scan of file bytes: JPEG, PNG or PDF by their magic bytes, never by the file name.

    The file must be whole; an image is decoded (scaled, for its preview) before it is taken.
    """
    array = data if isinstance(data, QByteArray) else QByteArray(data)
    view = memoryview(array)  # type: ignore[arg-type]
    mime = sniff_mime(bytes(view[:16]))
    if mime is None:
        raise ScanError(
            SCANS.tr(
                "{source} is not a JPEG, PNG or PDF file. Choose a scan of the passport."
            ).format(source=source)
        )
    end = file_end(view, mime, source)
    if isinstance(end, str):
        raise ScanError(end)
    appended = appended_after(view, end)
    if appended and mime == PDF:
        raise ScanError(appended_file(source))  # a PDF cannot be rewritten here
    thumbnail = None
    pixels = None
    if mime != PDF:
        decoded = _decode(array, source, THUMBNAIL_PX * 2)
        if decoded.width * decoded.height > MAX_PIXELS:
            pixels = (decoded.width, decoded.height)
        if decoded.image is not None:
            thumbnail = _thumbnail(decoded.image)
    chars = encoded_length(len(view), mime)
    if chars >= ID_PROOF_MAX_CHARS or pixels is not None:
        raw = array if mime != PDF else None
        return Scan(source, mime, chars, thumbnail=thumbnail, raw=raw, pixels=pixels)
    if appended:
        # Another file after the image's end (a phone's motion-photo video, or a ZIP hidden
        # there): the image is sent as decoded and encoded here, never the bytes as they came
        # (one too large is kept raw above, and the shrink encodes it anew).
        return scan_from_bytes(_rewritten(array, mime, source), source)
    data_uri = encode_data_uri(view, mime)
    vouch_for_whole(data_uri, mime)  # checked whole above: the sale's checks need not walk it
    return Scan(source, mime, chars, data_uri, thumbnail)


def _rewritten(array: QByteArray, mime: str, source: str) -> bytes:
    """The image of ``array`` encoded anew, as the kind it was (PNG stays lossless)."""
    image = QImage()
    if not image.loadFromData(array):
        raise ScanError(
            SCANS.tr("{source} could not be read as an image. Scan it again.").format(source=source)
        )
    return _encode(image, "PNG") if mime == PNG else _encode(image, "JPEG", SHRINK_QUALITIES[0])


def scan_from_data_uri(data_uri: str, source: str) -> Scan:
    """The scan a data URI holds (one kept with a draft), checked as a file would be."""
    _header, _comma, payload = data_uri.partition(",")
    try:
        data = base64.b64decode(payload, validate=True)
    except binascii.Error as error:
        raise ScanError(
            SCANS.tr("{source} is not a scan any more ({error}).").format(
                source=source, error=reason_of(error)
            )
        ) from None
    return scan_from_bytes(data, source)


def _encode(image: QImage, kind: str, quality: int = -1) -> bytes:
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6's stubs want the format as bytes, but the binding only takes str.
    if not image.save(buffer, kind, quality):  # type: ignore[call-overload]
        raise ScanError(SCANS.tr("The image could not be encoded."))
    buffer.close()
    return bytes(array.data())


def scan_from_image(image: QImage, source: str | None = None) -> Scan:
    """A scan of an image pasted from the clipboard (``source`` names it), kept lossless as
    PNG."""
    if image.isNull():
        raise ScanError(SCANS.tr("The clipboard holds no image. Copy the scan first."))
    return scan_from_bytes(_encode(image, "PNG"), source or SCANS.tr("Pasted image"))


def _opaque(image: QImage) -> QImage:
    """The image on white: JPEG has no transparency, and black behind text is unreadable."""
    if not image.hasAlphaChannel():
        return image
    flat = QImage(image.size(), QImage.Format.Format_RGB32)
    flat.fill(QColor("white"))
    painter = QPainter(flat)
    # In strips: drawImage keeps the interpreter lock, 10-30 ms for a whole large image.
    for top in range(0, image.height(), OPAQUE_STRIP_ROWS):
        strip = QRect(0, top, image.width(), OPAQUE_STRIP_ROWS)
        painter.drawImage(strip.topLeft(), image, strip)
    painter.end()
    return flat


def shrink_scan(scan: Scan) -> Scan:
    """Re-encode an image over the limit as JPEG, lowering quality then size until it fits."""
    if not scan.is_image or scan.raw is None:
        raise ScanError(SCANS.tr("Only a JPEG or PNG image can be shrunk."))
    decoded = _decode(scan.raw, scan.source, SHRINK_START_SIDE_PX)
    if decoded.image is None:
        raise ScanError(
            SCANS.tr(
                "A PNG this large in pixels ({width} × {height}) cannot be shrunk here. Scan the "
                "passport again at a lower resolution (300 dpi is plenty), or as a JPEG."
            ).format(width=count_text(decoded.width), height=count_text(decoded.height))
        )
    image = _opaque(decoded.image)
    while True:
        for quality in SHRINK_QUALITIES:
            data = _encode(image, "JPEG", quality)
            chars = encoded_length(len(data), JPEG)
            if chars < ID_PROOF_MAX_CHARS:
                return replace(
                    scan,
                    mime=JPEG,
                    chars=chars,
                    data_uri=encode_data_uri(data, JPEG),
                    thumbnail=_thumbnail(image),
                    raw=None,
                    original=scan,
                    pixels=None,
                )
        if min(image.width(), image.height()) * SHRINK_SCALE < MIN_SHRINK_SIDE_PX:
            raise ScanError(SCANS.tr("The image cannot be made small enough and stay legible."))
        image = image.scaled(
            round(image.width() * SHRINK_SCALE),
            round(image.height() * SHRINK_SCALE),
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )


def file_filter() -> str:
    """The file picker's filter: passport scans first, then every file."""
    patterns = " ".join("*" + suffix for suffix in SCAN_SUFFIXES)
    return SCANS.tr("Passport scans ({patterns});;All files (*)").format(patterns=patterns)

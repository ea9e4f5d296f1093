"""Passport scans: read, encode, preview and shrink, as plain functions for a worker thread.

Base64 of a 1.5 MB file, decoding an image and re-encoding it as JPEG each take milliseconds to
tenths of a second, so nothing here runs on the UI thread: callers use ``asyncio.to_thread``.
Only ``QImage`` and ``QBuffer`` are used, which Qt allows off the GUI thread (no widgets, no
pixmaps).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from app.domain.id_proof import encode_data_uri, encoded_length, max_bytes_for, sniff_mime
from app.domain.limits import ID_PROOF_MAX_CHARS

PDF = "application/pdf"
JPEG = "image/jpeg"
PNG = "image/png"
THUMBNAIL_PX = 140
PASTED = "Pasted image"
# Quality first (text on a passport stays legible down to about 60), then size.
SHRINK_QUALITIES = (90, 80, 70, 60)
SHRINK_SCALE = 0.8
MIN_SHRINK_SIDE_PX = 400
FILE_FILTER = "Passport scans (*.jpg *.jpeg *.png *.pdf);;All files (*)"


class ScanError(ValueError):
    """A file or image that cannot be a passport scan; the message says why, for staff."""


@dataclass(frozen=True, slots=True)
class Scan:
    """One passport scan: what it is, how long its data URI is, and the URI when it fits.

    ``data_uri`` is empty while the scan is over the limit; an image over the limit keeps its
    ``raw`` bytes so that it can be shrunk, everything else drops them (one copy is enough).
    """

    source: str
    mime: str
    chars: int
    data_uri: str = field(default="", repr=False)
    thumbnail: QImage | None = field(default=None, repr=False, compare=False)
    raw: bytes = field(default=b"", repr=False)
    shrunk_from: int | None = None

    @property
    def fits(self) -> bool:
        """Whether the data URI is under the service's 2,000,000 characters."""
        return self.chars < ID_PROOF_MAX_CHARS

    @property
    def is_image(self) -> bool:
        """A JPEG or PNG (which can be shrunk), not a PDF."""
        return self.mime != PDF

    def problem(self) -> str | None:
        """Why this scan cannot be sent, or None when it can."""
        if self.fits:
            return None
        over = f"{self.chars:,} characters encoded; the service takes under {ID_PROOF_MAX_CHARS:,}"
        if self.is_image:
            return f"This image makes {over}. Shrink it to send it."
        return (
            f"This PDF makes {over}, and a PDF cannot be shrunk here. Scan the passport again "
            f"at a lower resolution (a PDF up to {max_bytes_for(PDF):,} bytes fits), or as "
            "a JPEG."
        )

    def summary(self) -> str:
        """``passport.jpg · JPEG · 1,234,567 characters`` (and what it was shrunk from)."""
        kind = {JPEG: "JPEG", PNG: "PNG", PDF: "PDF"}[self.mime]
        text = f"{self.source} · {kind} · {self.chars:,} characters"
        if self.shrunk_from is not None:
            text += f" (shrunk from {self.shrunk_from:,})"
        return text


def _thumbnail(image: QImage) -> QImage:
    return image.scaled(
        THUMBNAIL_PX,
        THUMBNAIL_PX,
        Qt.AspectRatioMode.KeepAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )


def scan_from_bytes(data: bytes, source: str) -> Scan:
    """A scan of file bytes: JPEG, PNG or PDF by their magic bytes, never by the file name."""
    mime = sniff_mime(data)
    if mime is None:
        raise ScanError(f"{source} is not a JPEG, PNG or PDF file. Choose a scan of the passport.")
    thumbnail = None
    if mime != PDF:
        image = QImage.fromData(data)
        if image.isNull():
            raise ScanError(f"{source} looks like an image but cannot be read. Scan it again.")
        thumbnail = _thumbnail(image)
    chars = encoded_length(len(data), mime)
    if chars >= ID_PROOF_MAX_CHARS:
        return Scan(source, mime, chars, thumbnail=thumbnail, raw=data if mime != PDF else b"")
    return Scan(source, mime, chars, encode_data_uri(data, mime), thumbnail)


def read_scan(path: Path) -> Scan:
    """Read a scan from a file (a chosen or dropped one)."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ScanError(f"{path.name} could not be read ({exc.strerror}).") from None
    return scan_from_bytes(data, path.name)


def _encode(image: QImage, kind: str, quality: int = -1) -> bytes:
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6's stubs want the format as bytes, but the binding only takes str.
    if not image.save(buffer, kind, quality):  # type: ignore[call-overload]
        raise ScanError("The image could not be encoded.")
    buffer.close()
    return bytes(array.data())


def scan_from_image(image: QImage, source: str = PASTED) -> Scan:
    """A scan of an image pasted from the clipboard, kept lossless as PNG."""
    if image.isNull():
        raise ScanError("The clipboard holds no image. Copy the scan first.")
    return scan_from_bytes(_encode(image, "PNG"), source)


def _opaque(image: QImage) -> QImage:
    """The image on white: JPEG has no transparency, and black behind text is unreadable."""
    flat = QImage(image.size(), QImage.Format.Format_RGB32)
    flat.fill(QColor("white"))
    painter = QPainter(flat)
    painter.drawImage(0, 0, image)
    painter.end()
    return flat


def shrink_scan(scan: Scan) -> Scan:
    """Re-encode an image over the limit as JPEG, lowering quality then size until it fits."""
    image = QImage.fromData(scan.raw)
    if not scan.is_image or image.isNull():
        raise ScanError("Only a JPEG or PNG image can be shrunk.")
    image = _opaque(image)
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
                    raw=b"",
                    shrunk_from=scan.chars,
                )
        if min(image.width(), image.height()) * SHRINK_SCALE < MIN_SHRINK_SIDE_PX:
            raise ScanError("The image cannot be made small enough and stay legible.")
        image = image.scaled(
            round(image.width() * SHRINK_SCALE),
            round(image.height() * SHRINK_SCALE),
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )

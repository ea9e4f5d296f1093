"""The text layer of the PDFs Qt writes: each piece of text marked with the letters it shows.

Qt's PDF engine maps a font's glyphs back to letters from the font's character map alone (and
its own source leaves "actual text for complex languages" unimplemented), so a glyph that only
shaping makes -- a Devanagari conjunct, a half form, the reph, the vowel sign ि drawn before its
consonant -- reads back as nothing or out of order: copying, searching or a screen reader gets
gaps instead of the Hindi on the page. After Qt has written the file, every text object of a
page is wrapped in a ``/Span << /ActualText … >>`` marked-content sequence (PDF 1.7, 14.9.4)
holding the text Qt drew there, so readers take the letters from the document, not the glyphs.

The text of each object comes from drawing the same pages into a recording paint device: the
pages are drawn as ``QTextDocument.print_`` draws them, one ``drawTextItem`` per text object.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QImage,
    QPaintDevice,
    QPaintEngine,
    QPainter,
    QPalette,
    QTextDocument,
    QTextItem,
)

from app.reports.pdf_file import font_maps, page_contents, pdf_objects, with_streams

log = logging.getLogger(__name__)

_TEXT_OBJECT = re.compile(rb"^BT\n.*?^ET\n", re.DOTALL | re.MULTILINE)
_SHOWN = re.compile(rb"/(F\d+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj")
# Letters Qt gives no glyph to print (so no text object either): controls and format marks.
_UNPRINTED = {"Cc", "Cf", "Zl", "Zp"}


class _Recorder(QPaintEngine):
    """A paint engine that keeps the text of every text item drawn, page by page."""

    def __init__(self) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.pages: list[list[str]] = [[]]

    def begin(self, _device: QPaintDevice) -> bool:
        """Start recording."""
        return True

    def end(self) -> bool:
        """Stop recording."""
        return True

    def type(self) -> QPaintEngine.Type:
        """A user-defined engine."""
        return QPaintEngine.Type.User

    def updateState(self, _state: object) -> None:
        """Nothing but text is recorded."""

    def drawPixmap(self, *_args: object) -> None:
        """Nothing but text is recorded."""

    def drawImage(self, *_args: object) -> None:
        """Nothing but text is recorded."""

    def drawPath(self, _path: object) -> None:
        """Nothing but text is recorded."""

    def drawPolygon(self, *_args: object) -> None:
        """Nothing but text is recorded."""

    def drawRects(self, *_args: object) -> None:
        """Nothing but text is recorded."""

    def drawLines(self, *_args: object) -> None:
        """Nothing but text is recorded."""

    def drawTextItem(self, _p: object, item: QTextItem) -> None:
        """Keep the item's text when it has a letter to print."""
        text = item.text()
        if any(unicodedata.category(letter) not in _UNPRINTED for letter in text):
            self.pages[-1].append(text)


class _Device(QPaintDevice):
    """A paint device with a page the size of the document's page, drawn by ``_Recorder``."""

    def __init__(self, width: int, height: int) -> None:
        super().__init__()
        self.engine = _Recorder()
        self._metrics = {
            QPaintDevice.PaintDeviceMetric.PdmWidth: width,
            QPaintDevice.PaintDeviceMetric.PdmHeight: height,
            QPaintDevice.PaintDeviceMetric.PdmDepth: 32,
            QPaintDevice.PaintDeviceMetric.PdmNumColors: 2**31 - 1,
            QPaintDevice.PaintDeviceMetric.PdmDevicePixelRatio: 1,
            QPaintDevice.PaintDeviceMetric.PdmDevicePixelRatioScaled: 1,
        }
        # A 96-dpi page, like the screen the document is laid out for.
        reference = QImage(1, 1, QImage.Format.Format_RGB32)
        for metric in (
            QPaintDevice.PaintDeviceMetric.PdmDpiX,
            QPaintDevice.PaintDeviceMetric.PdmDpiY,
            QPaintDevice.PaintDeviceMetric.PdmPhysicalDpiX,
            QPaintDevice.PaintDeviceMetric.PdmPhysicalDpiY,
        ):
            self._metrics[metric] = reference.metric(metric)
        self._metrics[QPaintDevice.PaintDeviceMetric.PdmWidthMM] = round(width / 96 * 25.4)
        self._metrics[QPaintDevice.PaintDeviceMetric.PdmHeightMM] = round(height / 96 * 25.4)

    def paintEngine(self) -> QPaintEngine:
        """The recording engine."""
        return self.engine

    def metric(self, metric: QPaintDevice.PaintDeviceMetric) -> int:
        """The page's size and resolution."""
        return self._metrics.get(metric, 0)


def drawn_text(document: QTextDocument) -> list[list[str]]:
    """The text of each text item of each page of a paged ``document``, in the order
    ``QTextDocument.print_`` draws them (its pages: the document's ``pageSize``)."""
    size = document.pageSize()
    device = _Device(max(1, round(size.width())), max(1, round(size.height())))
    layout = document.documentLayout()
    painter = QPainter(device)
    try:
        for index in range(document.pageCount()):
            if index:
                device.engine.pages.append([])
            view = QRectF(0, index * size.height(), size.width(), size.height())
            painter.save()
            painter.translate(0, -index * size.height())
            painter.setClipRect(view)
            context = QAbstractTextDocumentLayout.PaintContext()
            context.clip = view
            context.palette.setColor(QPalette.ColorRole.Text, Qt.GlobalColor.black)
            layout.draw(painter, context)
            painter.restore()
    finally:
        painter.end()  # before the device and its engine go
    return device.engine.pages


def _actual_text(text: str) -> bytes:
    """``text`` as a PDF text string: UTF-16BE with its byte-order mark, in hex."""
    return b"<FEFF" + text.encode("utf-16-be").hex().upper().encode() + b">"


def _agrees(shown: bytes, maps: dict[bytes, dict[int, str]], text: str) -> bool:
    """Whether every letter Qt's own map gives the glyphs of a text object is in ``text``
    (the check that the object and the recorded item are the same piece of text)."""
    font: dict[int, str] = {}
    # Qt may map a glyph to फ़ as one letter where the text has फ and its dot, and a Latin
    # font's ligature to one letter where the text has two ("ﬀ" in "Round off"): compared
    # decomposed, compatibility forms too.
    letters = set(unicodedata.normalize("NFKD", text)) | {"\t", " ", "\xa0", "\0"}
    for match in _SHOWN.finditer(shown):
        if match.group(1):
            font = maps.get(match.group(1), {})
        else:
            codes = bytes.fromhex(match.group(2).decode())
            for at in range(0, len(codes), 2):
                mapped = font.get(int.from_bytes(codes[at : at + 2], "big"), "")
                if not set(unicodedata.normalize("NFKD", mapped)) <= letters:
                    return False
    return True


def mark_actual_text(path: Path, document: QTextDocument) -> bool:
    """Give each text object of the PDF at ``path`` (just written from ``document`` by
    ``print_``) the text it shows; False, and the file as Qt wrote it, when its text objects
    do not match the document's text items one for one."""
    data = path.read_bytes()
    objects = pdf_objects(data)
    maps = font_maps(objects)
    contents = page_contents(objects)
    pages = drawn_text(document)
    if len(pages) != len(contents):
        log.warning(
            "PDF text layer left as Qt wrote it: %d pages, %d drawn", len(contents), len(pages)
        )
        return False
    streams: dict[int, bytes] = {}
    for number, texts in zip(contents, pages, strict=True):
        stream = objects[number][1] or b""
        shown = _TEXT_OBJECT.findall(stream)
        if len(shown) != len(texts) or not all(
            _agrees(each, maps, text) for each, text in zip(shown, texts, strict=True)
        ):
            log.warning("PDF text layer left as Qt wrote it: the text objects do not match")
            return False
        pieces = []
        at = 0
        for match, text in zip(_TEXT_OBJECT.finditer(stream), texts, strict=True):
            span = b"/Span << /ActualText %s >> BDC\n" % _actual_text(text)
            pieces += [stream[at : match.start()], span, match.group(0), b"EMC\n"]
            at = match.end()
        streams[number] = b"".join([*pieces, stream[at:]])
    path.write_bytes(with_streams(data, streams))
    return True

"""Rich-text documents on paper: an A4 PDF, page pictures laid out like it, and the printer.

Only ``QTextDocument``, ``QPdfWriter``, ``QImage`` and ``QPainter`` are used, which Qt allows in
a worker thread (no widget is touched), so the app renders long documents off the UI thread.
"""

from __future__ import annotations

import datetime as dt
import re
import uuid
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, QUuid
from PySide6.QtGui import (
    QColor,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
)
from PySide6.QtPrintSupport import QPrinter

from app.ui.pdf_text import mark_actual_text

A4 = QPageSize(QPageSize.PageSizeId.A4)
PDF_DPI = 300
SCREEN_DPI = 96
MARGIN_MM = 15.0
PAGE_WIDTH_PX = 794  # A4 at 96 dpi


def _paged(html: str, width: float, height: float) -> QTextDocument:
    """``html`` laid out in pages of ``width`` × ``height`` (96-dpi pixels)."""
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setHtml(html)
    document.setPageSize(QSizeF(width, height))
    return document


def _draw_page(document: QTextDocument, painter: QPainter, number: int) -> None:
    """Draw page ``number`` (from 0) of a paged document at the painter's origin."""
    size = document.pageSize()
    painter.save()
    painter.translate(0, -number * size.height())
    document.drawContents(painter, QRectF(0, number * size.height(), size.width(), size.height()))
    painter.restore()


def write_pdf(html: str, path: Path, title: str, made: dt.datetime | None = None) -> Path:
    """Save ``html`` as an A4 PDF with 15 mm margins at ``path`` (OSError when it cannot).
    ``made`` (aware), when given, is the file's creation and modification time and makes its
    id, so the same ``html`` is the same bytes whenever it is written (a closed month's
    exports); else they are now's and a new id, as Qt writes them."""
    # QPdfWriter only warns when it cannot open the file: find out first, as an exception.
    path.write_bytes(b"")
    writer = QPdfWriter(str(path))
    writer.setResolution(PDF_DPI)
    writer.setTitle(title)
    writer.setCreator("Counterdesk")
    if made is not None:
        named = uuid.uuid5(uuid.NAMESPACE_URL, f"counterdesk:{made.timestamp()}:{title}:{html}")
        writer.setDocumentId(QUuid(str(named)))
    writer.setPageSize(A4)
    writer.setPageMargins(
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter
    )
    # Laid out at 96 dpi and scaled to the writer's, so the text keeps the size it has on screen.
    scale = PDF_DPI / SCREEN_DPI
    area = writer.pageLayout().paintRectPixels(PDF_DPI)
    document = _paged(html, area.width() / scale, area.height() / scale)
    # One call lays out, draws every page and writes the file, scaling the document's pages to
    # the writer's as drawing them one by one here did. PySide lets go of the interpreter lock
    # for it, where the layout (``pageCount``) and ``QPainter.end`` keep it 5-9 ms each: the UI
    # thread is not held while a worker saves the voucher.
    document.print_(writer)
    if made is not None:
        _dated(path, made)
    mark_actual_text(path, document)
    return path


def _dated(path: Path, made: dt.datetime) -> None:
    """The PDF at ``path`` with the times Qt wrote (now, in its information dictionary and its
    XMP metadata) replaced by ``made``'s, each of the same length, so no offset moves."""
    data = path.read_bytes()
    at = made.astimezone(dt.UTC)
    info = re.compile(rb"\(D:\d{14}Z\)")
    data = info.sub(f"(D:{at:%Y%m%d%H%M%S}Z)".encode(), data)
    xmp = re.compile(rb'(xmp:(?:CreateDate|ModifyDate|MetadataDate)=")[^"]{25}(")')
    stamp = f"{at:%Y-%m-%dT%H:%M:%S}+00:00".encode()
    data = xmp.sub(lambda found: found[1] + stamp + found[2], data)
    path.write_bytes(data)


def page_images(html: str, width_px: int = PAGE_WIDTH_PX) -> list[QImage]:
    """``html`` as white A4 pages ``width_px`` wide, paged and laid out as ``write_pdf`` does."""
    page_mm = A4.size(QPageSize.Unit.Millimeter)
    per_mm = width_px / page_mm.width()
    margin = round(MARGIN_MM * per_mm)
    height_px = round(page_mm.height() * per_mm)
    scale = width_px / PAGE_WIDTH_PX
    document = _paged(html, (width_px - 2 * margin) / scale, (height_px - 2 * margin) / scale)
    images = []
    for number in range(document.pageCount()):
        image = QImage(width_px, height_px, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(margin, margin)
        painter.scale(scale, scale)
        _draw_page(document, painter, number)
        painter.end()
        images.append(image)
    return images


def print_html(html: str, printer: QPrinter) -> None:
    """Print ``html`` on ``printer`` as set up by the print dialog (Qt pages it)."""
    document = QTextDocument()
    document.setHtml(html)
    document.print_(printer)

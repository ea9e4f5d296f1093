"""A month's GSTR-3B figures as PDF bytes: the same bytes for the same figures, language and
creation time, whenever they are made (the month's lock hashes them).

Qt's PDF engine stamps the file with the clock (the information dictionary's ``CreationDate``,
the XMP packet's dates) and a random document id; here the id is a UUID of the figures' GSTIN
and return period, and the dates are written over with ``created``, in the same number of
characters, so the cross-reference table's offsets stay true.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import uuid
from collections.abc import Sequence

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QUuid
from PySide6.QtGui import QGuiApplication, QPageLayout, QPdfWriter

from app import i18n
from app.domain.clock import service_now
from app.reports.gstr3b import Gstr3b, gstr3b_html, gstr3b_title
from app.ui.documents import A4, MARGIN_MM, PDF_DPI, SCREEN_DPI, _paged
from app.ui.fonts import register_fonts
from app.ui.translation import LanguageChoice, install_chosen

# Qt writes its dates in UTC: ``D:20261128192317Z`` and ``2026-11-28T19:23:17+00:00``.
_PDF_DATE = re.compile(rb"\(D:\d{14}Z\)")
_XMP_DATE = re.compile(rb'Date="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00"')
# Names the figures' UUIDs apart from any other's.
_NAMESPACE = uuid.UUID("5b7d1f0e-0c6a-4f55-9a53-6b0d3c1e3b3b")


def _dated(pdf: bytes, created: dt.datetime) -> bytes:
    """``pdf`` with every date Qt wrote set to ``created`` (same lengths: offsets unchanged)."""
    at = created.astimezone(dt.UTC)
    pdf = _PDF_DATE.sub(f"(D:{at:%Y%m%d%H%M%S}Z)".encode(), pdf)
    return _XMP_DATE.sub(f'Date="{at:%Y-%m-%dT%H:%M:%S}+00:00"'.encode(), pdf)


def gstr3b_pdf(
    figures: Gstr3b, language: str, created: dt.datetime, notes: Sequence[str] = ()
) -> bytes:
    """``figures`` as an A4 PDF in ``language`` beside the English, dated ``created`` (no clock
    inside), saying ``notes`` (a re-opened month's). Qt's text layout needs the app's
    ``QGuiApplication``; a worker thread may call it."""
    with i18n.in_language(language):
        html, title = gstr3b_html(figures, notes), gstr3b_title(figures)
    data = QByteArray()
    out = QBuffer(data)
    out.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(out)
    writer.setResolution(PDF_DPI)
    writer.setTitle(title)
    writer.setCreator("Counterdesk")
    writer.setDocumentId(QUuid(str(uuid.uuid5(_NAMESPACE, f"{figures.gstin}/{figures.period}"))))
    writer.setPageSize(A4)
    writer.setPageMargins(
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter
    )
    scale = PDF_DPI / SCREEN_DPI
    area = writer.pageLayout().paintRectPixels(PDF_DPI)
    # Laid out at 96 dpi and scaled to the writer's, as ``write_pdf`` lays out every paper.
    _paged(html, area.width() / scale, area.height() / scale).print_(writer)
    out.close()
    return _dated(bytes(data.data()), created)


class CommandLineDrawer:
    """What draws GSTR-3B's PDF for the command line, dated when it draws: Qt's GUI application
    made when there is none (offscreen: no window is shown), the shipped fonts added, in the
    language ``settings`` choose beside the English (its translators kept here)."""

    def __init__(self, settings: LanguageChoice) -> None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        self.application = QGuiApplication.instance() or QGuiApplication(["counterdesk"])
        register_fonts()
        self.translators = install_chosen(settings)
        self.language = i18n.language()

    def __call__(self, figures: Gstr3b, notes: Sequence[str]) -> bytes:
        """``figures`` as PDF bytes saying ``notes`` (``gstr3b_pdf``), dated now."""
        return gstr3b_pdf(figures, self.language, service_now(), notes)

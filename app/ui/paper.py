"""Documents on the paper they are made for: 80 and 58 mm receipt rolls (a page as long as the
document), A4 and A5 sheets. Printed through any system printer (``QPrinter``), saved as PDF,
or drawn into a picture. Only ``QTextDocument``, ``QPrinter``, ``QImage`` and ``QPainter``: safe
in a worker thread."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QRectF, QSizeF
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter, QTextDocument
from PySide6.QtPrintSupport import QPrinter, QPrinterInfo

from app import i18n
from app.counter.devices.escpos import (
    PrinterError,
    needs_picture,
    print_and_cut,
    print_drawer_report,
    print_receipt,
    print_refund_slip,
    print_test_page,
    printer_test_html,
    send,
)
from app.counter.devices.printers import DocumentKind, PrinterSettings
from app.domain.tenders import DRAWER
from app.i18n import Catalogue
from app.reports.columns import DOTS_58MM, DOTS_80MM, Paper, rows_html
from app.reports.drawer_print import DrawerReport, drawer_report_html, drawer_report_rows
from app.reports.ink import Ink
from app.reports.receipt_data import AgencyDetails, ReceiptData
from app.reports.receipt_print import (
    credit_note_html,
    credit_note_rows,
    receipt_html,
    receipt_rows,
)
from app.reports.refund_slip import RefundSlip, refund_slip_rows
from app.reports.tax_invoice import TaxSection
from app.ui.pdf_text import mark_actual_text

if TYPE_CHECKING:
    from escpos.escpos import Escpos

MM_PER_INCH = 25.4
LAYOUT_DPI = 96  # QTextDocument lays out in pixels of a 96-dpi screen
HEAD_DPI = 203  # a thermal receipt printer's head: 8 dots per mm
HEAD_DOTS = {Paper.ROLL_80: DOTS_80MM, Paper.ROLL_58: DOTS_58MM}

PAPER = Catalogue("PAPER")


@dataclass(frozen=True, slots=True)
class Sheet:
    """A paper's width and margins in millimetres (a roll is as long as its document)."""

    width_mm: float
    side_mm: float
    top_mm: float

    @property
    def text_width_mm(self) -> float:
        """The width the text is laid out in."""
        return self.width_mm - 2 * self.side_mm


# The rolls' printable widths are their heads' dots: 576 and 384 at 8 dots per mm.
SHEETS = {
    Paper.ROLL_80: Sheet(80.0, (80.0 - DOTS_80MM / 8) / 2, 2.0),
    Paper.ROLL_58: Sheet(58.0, (58.0 - DOTS_58MM / 8) / 2, 2.0),
    Paper.A4: Sheet(210.0, 15.0, 15.0),
    Paper.A5: Sheet(148.0, 10.0, 10.0),
}


def _laid_out(html: str, sheet: Sheet) -> QTextDocument:
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setHtml(html)
    document.setTextWidth(sheet.text_width_mm / MM_PER_INCH * LAYOUT_DPI)
    return document


def page_size(html: str, paper: Paper) -> QPageSize:
    """The page ``html`` is printed on: a sheet's, or a roll cut as long as the document."""
    sheet = SHEETS[paper]
    if paper is Paper.A4:
        return QPageSize(QPageSize.PageSizeId.A4)
    if paper is Paper.A5:
        return QPageSize(QPageSize.PageSizeId.A5)
    height_mm = _laid_out(html, sheet).size().height() / LAYOUT_DPI * MM_PER_INCH
    return QPageSize(
        QSizeF(sheet.width_mm, height_mm + 2 * sheet.top_mm + 1),
        QPageSize.Unit.Millimeter,
        paper.value,
    )


def set_up_printer(printer: QPrinter, html: str, paper: Paper) -> None:
    """Give ``printer`` the page size and margins of ``paper`` for ``html``."""
    sheet = SHEETS[paper]
    printer.setPageSize(page_size(html, paper))
    printer.setPageMargins(
        QMarginsF(sheet.side_mm, sheet.top_mm, sheet.side_mm, sheet.top_mm),
        QPageLayout.Unit.Millimeter,
    )


def system_printer(name: str) -> QPrinter:
    """The system printer called ``name`` (the default printer when ``name`` is empty);
    ``PrinterError`` when there is no such printer."""
    # Without this check Qt falls back to writing a PDF nobody asked for.
    if name and name not in QPrinterInfo.availablePrinterNames():
        raise PrinterError(
            PAPER.tr("There is no printer called {name} on this computer.").format(name=name)
        )
    if not name and QPrinterInfo.defaultPrinter().isNull():
        raise PrinterError(PAPER.tr("This computer has no printer set up."))
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    if name:
        printer.setPrinterName(name)
    return printer


def print_document(
    printers: PrinterSettings,
    document: DocumentKind,
    html: str,
    escpos_job: Callable[[Escpos], None] | None,
) -> None:
    """Print ``document`` on the printer the settings choose for it: ``escpos_job`` on a
    receipt printer reached directly, ``html`` on its paper through a system printer.

    Blocking: run it in a worker thread. ``TargetError`` or ``PrinterError`` say what is wrong.
    """
    target = printers.target(document)
    if not target.is_escpos:
        print_on_paper(html, printers.paper_for(document), system_printer(target.name))
    elif escpos_job is None:
        raise PrinterError(
            PAPER.tr("{printer} is a receipt printer: choose a system printer for this.").format(
                printer=target
            )
        )
    else:
        send(target, escpos_job)


def print_test_page_on(printers: PrinterSettings, document: DocumentKind, ink: Ink) -> None:
    """Print a test page on ``document``'s printer, in its paper's width (worker thread)."""
    target = printers.target(document)
    paper = printers.paper_for(document)
    print_document(
        printers,
        document,
        printer_test_html(target, paper, ink),
        lambda printer: print_test_page(printer, target, paper.columns),
    )


def print_on_paper(html: str, paper: Paper, printer: QPrinter) -> QTextDocument:
    """Print ``html`` on ``printer`` with ``paper``'s page size and margins (Qt pages it);
    the paged document printed."""
    set_up_printer(printer, html, paper)
    document = _laid_out(html, SHEETS[paper])
    # Paged here to the printer's printable area: a document without pages would be printed
    # with Qt's own 2 cm margins, which a roll does not have room for.
    area = printer.pageLayout().paintRect(QPageLayout.Unit.Millimeter)
    px_per_mm = LAYOUT_DPI / MM_PER_INCH
    document.setPageSize(QSizeF(area.width() * px_per_mm, area.height() * px_per_mm))
    document.print_(printer)
    return document


def save_paper_pdf(html: str, paper: Paper, path: Path, title: str) -> Path:
    """Save ``html`` as a PDF of ``paper``'s pages at ``path`` (OSError when it cannot)."""
    # QPrinter only warns when it cannot open the file: find out first, as an exception.
    path.write_bytes(b"")
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setDocName(title)
    printer.setCreator("Counterdesk")
    document = print_on_paper(html, paper, printer)
    mark_actual_text(path, document)
    return path


def paper_image(html: str, paper: Paper) -> QImage:
    """The first page of ``html`` on ``paper`` as a white picture: a roll at its head's 203 dpi
    (576 or 384 dots of text across), a sheet at 96 dpi."""
    sheet = SHEETS[paper]
    dpi = HEAD_DPI if paper.is_roll else LAYOUT_DPI
    document = _laid_out(html, sheet)
    size_mm = page_size(html, paper).size(QPageSize.Unit.Millimeter)
    scale = dpi / LAYOUT_DPI
    per_mm = dpi / MM_PER_INCH
    image = QImage(
        round(size_mm.width() * per_mm),
        round(size_mm.height() * per_mm),
        QImage.Format.Format_RGB32,
    )
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(sheet.side_mm * per_mm, sheet.top_mm * per_mm)
    painter.scale(scale, scale)
    text_height = (size_mm.height() - 2 * sheet.top_mm) / MM_PER_INCH * LAYOUT_DPI
    document.drawContents(painter, QRectF(0, 0, document.textWidth(), text_height))
    painter.end()
    return image


def roll_picture(html: str, paper: Paper) -> bytes:
    """``html`` on the roll ``paper`` as a PNG exactly as wide as the printer's head (576 or
    384 dots): what a receipt printer prints when its code page lacks the document's letters."""
    image = paper_image(html, paper)
    side = round(SHEETS[paper].side_mm * HEAD_DPI / MM_PER_INCH)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide takes the format as text here, where its type hints say bytes.
    image.copy(side, 0, HEAD_DOTS[paper], image.height()).save(buffer, "PNG")  # type: ignore[call-overload]
    return bytes(buffer.data().data())


def print_receipt_on(
    printers: PrinterSettings, data: ReceiptData, ink: Ink, language: str | None = None
) -> None:
    """Print the customer's receipt in the language recorded with the sale, else in
    ``language`` (the screen's when not given), on the receipt printer, on the receipt paper; a
    receipt printer reached directly also opens the drawer after a cash sale, and prints a
    receipt in an Indian script as a picture (worker thread)."""
    paper = printers.paper_for(DocumentKind.RECEIPT)
    with i18n.in_language(data.language or language or i18n.language()):
        html = receipt_html(data, ink, paper)
        rows = receipt_rows(data, paper.columns)

        def job(printer: Escpos) -> None:
            picture = roll_picture(html, paper) if needs_picture(rows) else None
            print_receipt(printer, data, paper.columns, printers.drawer_kick, picture)

        print_document(printers, DocumentKind.RECEIPT, html, job)


def print_refund_slip_on(
    printers: PrinterSettings, slip: RefundSlip, ink: Ink, language: str | None = None
) -> None:
    """Print the customer's refund slip in the language recorded with the sale, else in
    ``language`` (the screen's when not given), on the receipt printer; a receipt printer
    reached directly opens the drawer first for a cash refund (worker thread)."""
    paper = printers.paper_for(DocumentKind.RECEIPT)
    with i18n.in_language(slip.language or language or i18n.language()):
        rows = refund_slip_rows(slip, paper.columns)
        html = rows_html(rows, ink, paper)

    def job(printer: Escpos) -> None:
        picture = roll_picture(html, paper) if needs_picture(rows) else None
        cash = slip.refund.mode is DRAWER
        print_refund_slip(printer, rows, printers.drawer_kick, cash, picture)

    print_document(printers, DocumentKind.RECEIPT, html, job)


def print_credit_note_on(
    printers: PrinterSettings,
    agency: AgencyDetails,
    note: TaxSection,
    booking_ref: str,
    ink: Ink,
    language: str | None = None,
    duplicate: dt.datetime | None = None,
    training: bool = False,
) -> None:
    """Print the credit note ``note`` in ``language`` (the screen's when not given) on the
    receipt printer, on the receipt paper, marked when ``duplicate`` (when the copy is made)
    and when made in the sandbox (``training``); in Hindi on a receipt printer, as a picture
    (worker thread)."""
    paper = printers.paper_for(DocumentKind.RECEIPT)
    with i18n.in_language(language or i18n.language()):
        html = credit_note_html(agency, note, booking_ref, ink, paper, duplicate, training)
        rows = credit_note_rows(agency, note, booking_ref, paper.columns, duplicate, training)

        def job(printer: Escpos) -> None:
            picture = roll_picture(html, paper) if needs_picture(rows) else None
            print_and_cut(printer, rows, picture)

        print_document(printers, DocumentKind.RECEIPT, html, job)


def print_drawer_report_on(printers: PrinterSettings, report: DrawerReport, ink: Ink) -> None:
    """Print an X or Z report in the screen's language on the reports' printer; a receipt
    printer reached directly prints one in Hindi as a picture (worker thread)."""
    paper = printers.paper_for(DocumentKind.REPORTS)
    html = drawer_report_html(report, ink, paper)
    rows = drawer_report_rows(report, paper.columns)

    def job(printer: Escpos) -> None:
        picture = roll_picture(html, paper) if needs_picture(rows) else None
        print_drawer_report(printer, report, paper.columns, picture)

    print_document(printers, DocumentKind.REPORTS, html, job)

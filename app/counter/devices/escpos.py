"""Receipt printers spoken to directly in ESC/POS (python-escpos): no driver, over the network
(port 9100), USB or a serial line; the receipt, the X/Z reports, a test page, the cash drawer."""

from __future__ import annotations

import io
import socket
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from app.counter.devices.printers import PrinterTarget, TargetKind
from app.i18n import Catalogue, Said
from app.reports.columns import (
    COLUMNS_80MM,
    DOTS_58MM,
    DOTS_80MM,
    Paper,
    PrintRow,
    beyond_code_page,
    rows_html,
)
from app.reports.drawer_print import DrawerReport, drawer_report_rows
from app.reports.ink import Ink
from app.reports.qr import fitted_scale, qr_png
from app.reports.receipt_data import ReceiptData
from app.reports.receipt_print import receipt_rows

COUNTER_ESCPOS = Catalogue("COUNTER_ESCPOS")

if TYPE_CHECKING:
    from escpos.escpos import Escpos

# Seconds to reach a network printer and for each write: a switched-off printer fails the job
# in this time rather than holding the counter.
NETWORK_TIMEOUT_S = 10.0
# Dots per QR module on the paper: about 1 mm on a 203-dpi head, read by any phone or scanner.
QR_DOTS_PER_MODULE = 6
# The drawer is wired to the kick connector's pin 2 on nearly every printer.
DRAWER_PIN = 2
CASH = "Cash"
# A picture's grey at or above this (of 255) is paper; darker is printed as a black dot.
PAPER_GREY = 160


class PrinterError(Said):
    """A receipt printer could not be reached or refused the job; the message is for staff."""


def load_escpos() -> None:
    """Import python-escpos and its printer database now (blocking: for a worker), ahead of the
    first receipt."""
    import escpos.printer  # noqa: F401


def open_printer(target: PrinterTarget) -> Escpos:
    """A connected ESC/POS printer for ``target`` (``PrinterError`` when it cannot be reached)."""
    # python-escpos is imported on first use: loading its printer database takes half a second.
    from escpos.exceptions import Error as EscposError
    from escpos.printer import Network, Serial, Usb

    printer: Escpos
    try:
        if target.kind is TargetKind.NETWORK:
            printer = Network(target.host, port=target.port, timeout=NETWORK_TIMEOUT_S)
            # Connected here: python-escpos's own ``open`` leaves the socket of a failed
            # connection open.
            printer.device = socket.create_connection(
                (target.host, target.port), timeout=NETWORK_TIMEOUT_S
            )
        elif target.kind is TargetKind.USB:
            printer = Usb(target.vendor_id, target.product_id)
            printer.open()
        elif target.kind is TargetKind.SERIAL:
            printer = Serial(devfile=target.device, baudrate=target.baudrate)
            printer.open()
        else:
            raise PrinterError(
                COUNTER_ESCPOS.tr(
                    "{target} is a system printer: it prints through its driver."
                ).format(target=target)
            )
    except (EscposError, OSError) as exc:
        raise PrinterError(
            COUNTER_ESCPOS.tr("The receipt printer {target} cannot be reached: {problem}").format(
                target=target, problem=exc
            )
        ) from exc
    return printer


def print_rows(printer: Escpos, rows: Sequence[PrintRow], dots: int = DOTS_58MM) -> None:
    """Print ``rows`` line by line: bold and centring as the rows say, QR rows as codes at most
    ``dots`` wide (the head's: the narrower roll's unless told)."""
    from PIL import Image

    for row in rows:
        printer.set_with_default(align="center" if row.centred or row.qr else "left", bold=row.bold)
        if row.qr:
            # Our own code (segno) as a picture: every printer prints pictures, where the
            # printer-side QR command (GS ( k) is missing on older models.
            # Fitted to the head: a long code (an e-invoice's signed QR) fits the roll.
            scale = fitted_scale(row.text, QR_DOTS_PER_MODULE, dots)
            picture = Image.open(io.BytesIO(qr_png(row.text, scale)))
            printer.image(picture, center=True)
        else:
            printer.textln(row.text)
    printer.set_with_default()


def needs_picture(rows: Sequence[PrintRow]) -> bool:
    """True when a row holds letters no receipt printer's code page has (Devanagari, Bengali,
    Tamil...): the document then goes to the printer as a picture drawn by Qt (a receipt in one
    of those languages, or a name typed in one)."""
    return any(beyond_code_page(row.text) for row in rows if not row.qr)


def print_picture(printer: Escpos, png: bytes) -> None:
    """Print a document drawn as a picture one dot per pixel, as a raster image (GS v 0)."""
    from PIL import Image

    grey = Image.open(io.BytesIO(png)).convert("L")
    # A hard threshold rather than dithering: anti-aliased letters stay crisp on a thermal head.
    dots = grey.point(lambda value: 255 if value >= PAPER_GREY else 0, mode="1")
    printer.image(dots, impl="bitImageRaster", center=False)


def paid_in_cash(data: ReceiptData) -> bool:
    """True when part of the sale was paid in cash (the drawer must open)."""
    return any(part.mode == CASH and part.amount > 0 for part in data.payments)


def print_receipt(
    printer: Escpos,
    data: ReceiptData,
    columns: int,
    drawer_kick: bool,
    picture: bytes | None = None,
) -> None:
    """Open the cash drawer when ``drawer_kick`` and the sale took cash, print the receipt in
    ``columns`` (or as its ``picture``, a PNG as wide as the head) and cut it."""
    # A duplicate takes no money: the drawer stays shut.
    if drawer_kick and paid_in_cash(data) and data.duplicate is None:
        # ESC p first: the drawer opens for the change while the receipt prints.
        printer.cashdraw(DRAWER_PIN)
    if picture is None:
        dots = DOTS_80MM if columns >= COLUMNS_80MM else DOTS_58MM
        print_rows(printer, receipt_rows(data, columns), dots)
    else:
        print_picture(printer, picture)
    printer.cut()


def print_refund_slip(
    printer: Escpos,
    rows: Sequence[PrintRow],
    drawer_kick: bool,
    cash: bool,
    picture: bytes | None = None,
) -> None:
    """Open the cash drawer when ``drawer_kick`` and the refund is paid in cash, print the
    refund slip ``rows`` (or its ``picture``) and cut it."""
    if drawer_kick and cash:
        printer.cashdraw(DRAWER_PIN)
    if picture is None:
        print_rows(printer, rows)
    else:
        print_picture(printer, picture)
    printer.cut()


def print_drawer_report(
    printer: Escpos, report: DrawerReport, columns: int, picture: bytes | None = None
) -> None:
    """Print the X or Z report in ``columns`` (or as its ``picture``) and cut it."""
    print_and_cut(printer, drawer_report_rows(report, columns), picture)


def print_and_cut(printer: Escpos, rows: Sequence[PrintRow], picture: bytes | None = None) -> None:
    """Print a document's ``rows`` (or its ``picture``, a PNG as wide as the head) and cut."""
    if picture is None:
        print_rows(printer, rows)
    else:
        print_picture(printer, picture)
    printer.cut()


def printer_test_rows(target: PrinterTarget, columns: int) -> list[PrintRow]:
    """A page that shows the printer works: its address, the width ruler, bold, a QR code."""
    ruler = "".join(str(n % 10) for n in range(1, columns + 1))
    return [
        PrintRow(COUNTER_ESCPOS.tr("Counterdesk test page"), bold=True, centred=True),
        PrintRow(str(target)[:columns], centred=True),
        PrintRow(ruler),
        PrintRow(COUNTER_ESCPOS.tr("%n characters fit on a line above.", "", columns)),
        PrintRow(COUNTER_ESCPOS.tr("Bold text for totals"), bold=True),
        PrintRow("TEST", qr=True),
        PrintRow(COUNTER_ESCPOS.tr("Scan the code: it reads TEST."), centred=True),
    ]


def printer_test_html(target: PrinterTarget, paper: Paper, ink: Ink) -> str:
    """The test page as rich text, for a system printer."""
    return rows_html(printer_test_rows(target, paper.columns), ink, paper)


def print_test_page(printer: Escpos, target: PrinterTarget, columns: int) -> None:
    """Print the test page and cut it (the drawer stays shut)."""
    print_rows(printer, printer_test_rows(target, columns))
    printer.cut()


def send(target: PrinterTarget, job: Callable[[Escpos], None]) -> None:
    """Connect to ``target``, run ``job`` on it and close the connection; blocking (run it in
    a worker thread). ``PrinterError`` says in a sentence what went wrong."""
    from escpos.exceptions import Error as EscposError

    printer = open_printer(target)
    try:
        job(printer)
    except (EscposError, OSError) as exc:
        raise PrinterError(
            COUNTER_ESCPOS.tr("The receipt printer {target} stopped mid-job: {problem}").format(
                target=target, problem=exc
            )
        ) from exc
    finally:
        printer.close()

"""Print and Save-as-PDF of a voucher and its agency copy: the buttons, the file dialog and
the print dialog."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum, auto
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QPushButton, QWidget

from app.i18n import Catalogue
from app.ui.save_folder import proposed

# Types only: History's first show need not import the voucher's modules (see its controller).
if TYPE_CHECKING:
    from app.counter.papers.voucher import Voucher, VoucherDocument

VOUCHER_BUTTONS = Catalogue("VOUCHER_BUTTONS")


def agency_copy_button() -> QPushButton:
    """The button that prints the agency's copy of a voucher (Alt+A: Alt+Y is a question's
    "Yes", and a late one opened the print dialog)."""
    button = QPushButton(VOUCHER_BUTTONS.tr("&Agency copy…"))
    button.setObjectName("agencyCopy")
    button.setToolTip(
        VOUCHER_BUTTONS.tr(
            "Print the agency's copy (Alt+A): with the commission, the net price, the wallet's "
            "debit and the margin (not for the customer)"
        )
    )
    return button


def _save_title(document: VoucherDocument) -> str:
    return (
        VOUCHER_BUTTONS.tr("Save agency copy as PDF")
        if document.agency_copy
        else VOUCHER_BUTTONS.tr("Save voucher as PDF")
    )


def ask_voucher_path(parent: QWidget, document: VoucherDocument) -> Path | None:
    """Ask where to save the voucher's PDF."""
    return ask_pdf_path(parent, _save_title(document), document.file_name)


def ask_pdf_path(parent: QWidget, title: str, file_name: str) -> Path | None:
    """Ask where to save a PDF (the app's documents folder and ``file_name`` proposed)."""
    name, _ = QFileDialog.getSaveFileName(parent, title, proposed(file_name), "PDF (*.pdf)")
    if not name:
        return None
    path = Path(name)
    return path if path.suffix.lower() == ".pdf" else path.with_suffix(".pdf")


def open_print_dialog(
    parent: QWidget, document: VoucherDocument, accepted: Callable[[QPrinter], None]
) -> QPrintDialog:
    """The print dialog, window-modal so the app keeps running behind it; ``accepted`` is
    called with the printer when staff press Print."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(document.title)
    dialog = QPrintDialog(printer, parent)
    title = _save_title(document)
    dialog.accepted.connect(
        lambda: print_where_chosen(parent, printer, title, document.file_name, accepted)
    )
    dialog.finished.connect(dialog.deleteLater)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.show()
    return dialog


def print_where_chosen(
    parent: QWidget,
    printer: QPrinter,
    title: str,
    file_name: str,
    then: Callable[[QPrinter], None],
) -> None:
    """``then(printer)`` once the print dialog is accepted; a printer that writes a file (the
    only one a machine with no printer offers, named by Qt in the home folder) asks where with
    the save dialog first, proposing ``file_name`` (the document's safe name: the job's title
    holds the booking reference as the service wrote it), and writes nothing if the clerk says
    no."""
    if printer.outputFormat() is QPrinter.OutputFormat.PdfFormat:
        path = ask_pdf_path(parent, title, file_name)
        if path is None:
            return
        printer.setOutputFileName(str(path))
    then(printer)


class _Then(Enum):
    """What a press asked for, done once the voucher is made."""

    PRINT = auto()
    SAVE = auto()
    AGENCY_COPY = auto()


class VoucherButtons(QWidget):
    """Reprint of a booking's current voucher or agency copy: the buttons ask for the voucher,
    then for the paper.

    Signals:
        voucher_wanted(): the voucher is needed (the controller builds it and calls ``offer``).
        print_requested(QPrinter, VoucherDocument): print it on this printer.
        save_requested(Path, VoucherDocument): save it as a PDF there.
    """

    voucher_wanted = Signal()
    print_requested = Signal(object, object)
    save_requested = Signal(object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.voucher: Voucher | None = None
        self.print_dialog: QPrintDialog | None = None
        self._then = _Then.PRINT
        self.print_button = QPushButton(VOUCHER_BUTTONS.tr("Print &voucher…"))
        self.print_button.setObjectName("reprintVoucher")
        self.print_button.setToolTip(
            VOUCHER_BUTTONS.tr("Alt+V: the booking's voucher as it is now")
        )
        self.save_button = QPushButton(VOUCHER_BUTTONS.tr("Save voucher as P&DF…"))
        self.save_button.setObjectName("saveVoucherPdf")
        self.save_button.setToolTip(VOUCHER_BUTTONS.tr("Alt+D: the booking's voucher as a PDF"))
        self.agency_button = agency_copy_button()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.print_button)
        layout.addWidget(self.save_button)
        layout.addWidget(self.agency_button)
        layout.addStretch(1)
        self.print_button.clicked.connect(lambda: self._want(_Then.PRINT))
        self.save_button.clicked.connect(lambda: self._want(_Then.SAVE))
        self.agency_button.clicked.connect(lambda: self._want(_Then.AGENCY_COPY))

    def _want(self, then: _Then) -> None:
        # The voucher is made from the booking as it stands now: asked for at each press.
        self._then = then
        self.voucher_wanted.emit()

    def offer(self, voucher: Voucher) -> None:
        """The voucher asked for: open the print or the file dialog."""
        from app.counter.papers.voucher import VoucherDocument

        self.voucher = voucher
        if self._then is _Then.SAVE:
            document = VoucherDocument(voucher)
            path = ask_voucher_path(self, document)
            if path is not None:
                self.save_requested.emit(path, document)
            return
        document = VoucherDocument(voucher, agency_copy=self._then is _Then.AGENCY_COPY)
        self.print_dialog = open_print_dialog(
            self, document, lambda printer: self.print_requested.emit(printer, document)
        )

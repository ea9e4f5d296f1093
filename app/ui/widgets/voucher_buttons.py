"""Print and Save-as-PDF of a voucher: the buttons, the file dialog and the print dialog."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths, Qt, Signal, SignalInstance
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QPushButton, QWidget

# A type only: History's first show need not import the voucher's modules (see its controller).
if TYPE_CHECKING:
    from app.counter.voucher import Voucher


def ask_voucher_path(parent: QWidget, voucher: Voucher) -> Path | None:
    """Ask where to save the PDF (the documents folder and the voucher's name proposed)."""
    folder = Path(
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    )
    name, _ = QFileDialog.getSaveFileName(
        parent, "Save voucher as PDF", str(folder / voucher.file_name), "PDF (*.pdf)"
    )
    if not name:
        return None
    path = Path(name)
    return path if path.suffix.lower() == ".pdf" else path.with_suffix(".pdf")


def open_print_dialog(parent: QWidget, voucher: Voucher, accepted: SignalInstance) -> QPrintDialog:
    """The print dialog, window-modal so the app keeps running behind it; ``accepted`` is
    emitted with the printer when staff press Print."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(voucher.title)
    dialog = QPrintDialog(printer, parent)
    dialog.accepted.connect(lambda: accepted.emit(printer))
    dialog.finished.connect(dialog.deleteLater)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.show()
    return dialog


class VoucherButtons(QWidget):
    """Reprint of a booking's current voucher: the buttons ask for it, then for the paper.

    Signals:
        voucher_wanted(): the voucher is needed (the controller builds it and calls ``offer``).
        print_requested(QPrinter, Voucher): print it on this printer.
        save_requested(Path, Voucher): save it as a PDF there.
    """

    voucher_wanted = Signal()
    print_requested = Signal(object, object)
    save_requested = Signal(object, object)
    _printer_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.voucher: Voucher | None = None
        self.print_dialog: QPrintDialog | None = None
        self._then_print = False
        self.print_button = QPushButton("Print &voucher…")
        self.print_button.setObjectName("reprintVoucher")
        self.save_button = QPushButton("Save voucher as P&DF…")
        self.save_button.setObjectName("saveVoucherPdf")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.print_button)
        layout.addWidget(self.save_button)
        layout.addStretch(1)
        self.print_button.clicked.connect(lambda: self._want(then_print=True))
        self.save_button.clicked.connect(lambda: self._want(then_print=False))
        self._printer_chosen.connect(
            lambda printer: self.print_requested.emit(printer, self.voucher)
        )

    def _want(self, then_print: bool) -> None:
        # The voucher is made from the booking as it stands now: asked for at each press.
        self._then_print = then_print
        self.voucher_wanted.emit()

    def offer(self, voucher: Voucher) -> None:
        """The voucher asked for: open the print or the file dialog."""
        self.voucher = voucher
        if self._then_print:
            self.print_dialog = open_print_dialog(self, voucher, self._printer_chosen)
            return
        path = ask_voucher_path(self, voucher)
        if path is not None:
            self.save_requested.emit(path, voucher)

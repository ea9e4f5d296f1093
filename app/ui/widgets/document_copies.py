"""A booking's receipt or tax invoice and its credit notes, printed again or saved as PDF, each
marked "DUPLICATE" (Lookup and History show it for the booking they show)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from app.domain.file_names import safe_name
from app.i18n import Catalogue
from app.mail.outbox import Document
from app.ui.style import Tone, set_tone
from app.ui.widgets.voucher_buttons import ask_pdf_path

DOCUMENT_COPIES = Catalogue("DOCUMENT_COPIES")


class DocumentCopies(QGroupBox):
    """Buttons for the booking's bill and credit notes, and what became of the last press.

    Signals:
        save_requested(Document, Path): save that document's duplicate as a PDF at the path.
        print_requested(Document): print its duplicate on the receipt printer.
    """

    save_requested = Signal(object, object)
    print_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(DOCUMENT_COPIES.tr("Copies of the customer's documents"), parent)
        self.setObjectName("documentCopies")
        self.booking_ref = ""
        self.bill_pdf = QPushButton(DOCUMENT_COPIES.tr("PDF…"))
        self.bill_pdf.setObjectName("billPdf")
        self.bill_print = QPushButton(DOCUMENT_COPIES.tr("Print"))
        self.bill_print.setObjectName("billPrint")
        self.notes_pdf = QPushButton(DOCUMENT_COPIES.tr("PDF…"))
        self.notes_pdf.setObjectName("creditNotesPdf")
        self.notes_print = QPushButton(DOCUMENT_COPIES.tr("Print"))
        self.notes_print.setObjectName("creditNotesPrint")
        self.state = QLabel()
        self.state.setObjectName("documentCopiesState")
        self.state.setWordWrap(True)
        # A row per document, its name then its two buttons: narrow enough for Lookup's column
        # in every language.
        grid = QGridLayout()
        rows = (
            (DOCUMENT_COPIES.tr("Receipt or invoice"), self.bill_pdf, self.bill_print),
            (DOCUMENT_COPIES.tr("Credit notes"), self.notes_pdf, self.notes_print),
        )
        for row, (name, pdf, printed) in enumerate(rows):
            label = QLabel(name)
            pdf.setAccessibleName(f"{name}: {pdf.text()}")
            printed.setAccessibleName(f"{name}: {printed.text()}")
            grid.addWidget(label, row, 0)
            grid.addWidget(pdf, row, 1)
            grid.addWidget(printed, row, 2)
        grid.setColumnStretch(3, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.state)
        self.bill_pdf.clicked.connect(lambda: self._save(Document.RECEIPT))
        self.notes_pdf.clicked.connect(lambda: self._save(Document.CREDIT_NOTE))
        self.bill_print.clicked.connect(lambda: self.print_requested.emit(Document.RECEIPT))
        self.notes_print.clicked.connect(lambda: self.print_requested.emit(Document.CREDIT_NOTE))
        self.hide()

    def _save(self, document: Document) -> None:
        name = f"{document.value.replace('_', '-')}-{safe_name(self.booking_ref)}-duplicate.pdf"
        path = ask_pdf_path(self, DOCUMENT_COPIES.tr("Save a duplicate as PDF"), name)
        if path is not None:
            self.save_requested.emit(document, path)

    def show_booking(self, booking_ref: str, bill: bool, credit_notes: int) -> None:
        """What ``booking_ref`` has to copy: its bill (a payment taken here) and credit notes;
        hidden when it has neither."""
        self.booking_ref = booking_ref
        self.state.clear()
        self.setVisible(bill or credit_notes > 0)
        self.bill_pdf.setEnabled(bill)
        self.bill_print.setEnabled(bill)
        self.notes_pdf.setEnabled(credit_notes > 0)
        self.notes_print.setEnabled(credit_notes > 0)

    def show_state(self, text: str, ok: bool) -> None:
        """What became of the last copy."""
        set_tone(self.state, Tone.SUCCESS if ok else Tone.ERROR)
        self.state.setText(text)

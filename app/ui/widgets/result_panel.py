"""The booked sale: the reference, large and copyable, the money, the wallet, the voucher, the
receipt or tax invoice (printed, or saved as PDF)."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication, QImage, QKeySequence, QPixmap, QShortcut
from PySide6.QtPrintSupport import QPrintDialog
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.booking import SettleOutcome
from app.counter.link.wallet import WalletSummary
from app.counter.papers.bill import result_lines, settlement_lines
from app.counter.papers.customer_papers import bill_file_name
from app.counter.papers.formatting import money_text
from app.counter.papers.voucher import Voucher, VoucherDocument
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.money import CURRENCY
from app.domain.product_name import shown_product
from app.figures import amount_text, day_text
from app.i18n import Catalogue
from app.mail.outbox import MailMessage
from app.mail.words import letter_words
from app.records.till import SaleRecord
from app.ui.announce import announce_booked
from app.ui.models.bill import BillModel
from app.ui.style import Look, Tone, named, restyle, set_tone
from app.ui.widgets.action_bar import ActionBar, with_icon
from app.ui.widgets.card import Card
from app.ui.widgets.focus_scroll import FocusScrollArea
from app.ui.widgets.mail_messages import letter_tone
from app.ui.widgets.table_size import RowHugger
from app.ui.widgets.table_view import make_table
from app.ui.widgets.till_figures import TillFigures
from app.ui.widgets.voucher_buttons import (
    agency_copy_button,
    ask_pdf_path,
    ask_voucher_path,
    open_print_dialog,
)

RESULT_PANEL = Catalogue("RESULT_PANEL")
PREVIEW_WIDTH = 360


class ResultPanel(QWidget):
    """What was booked; the customer's voucher can be printed or saved as PDF, the agency's
    copy printed, the receipt or tax invoice printed or saved as PDF (the original: the
    customer is handed it now).

    Signals:
        print_requested(QPrinter, VoucherDocument): print the voucher or the agency copy on the
            printer chosen in the dialog.
        save_requested(Path): save the customer's voucher as a PDF there.
        receipt_requested(): print the customer's receipt on the receipt printer.
        receipt_save_requested(Path): save the receipt or tax invoice as a PDF there.
        new_sale_requested(): back to the catalogue for the next customer.
    """

    print_requested = Signal(object, object)
    save_requested = Signal(object)
    receipt_requested = Signal()
    receipt_save_requested = Signal(object)
    new_sale_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.voucher: Voucher | None = None
        self.invoiced = False  # the sale's bill is a tax invoice, not a receipt
        self.print_dialog: QPrintDialog | None = None
        heading = QLabel(RESULT_PANEL.tr("Booked and paid. Booking reference:"))
        restyle(heading, look=Look.TITLE)
        self.ref_label = QLabel()
        named(self.ref_label, "bookingRef")
        self.ref_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.ref_label.setAccessibleName(RESULT_PANEL.tr("Booking reference"))
        self.copy_button = QPushButton(RESULT_PANEL.tr("&Copy reference"))
        self.copy_button.setToolTip(RESULT_PANEL.tr("Ctrl+C: the booking reference to paste"))
        self.product_label = QLabel()
        self.product_label.setWordWrap(True)
        self.receipt_label = QLabel()
        named(self.receipt_label, "receiptNo")
        self.figures = TillFigures()
        self.figures.hide()
        self.bill = BillModel()
        self.table = make_table(self.bill, "resultBill", fit_columns=False)
        RowHugger(self.table)
        self.table.setAccessibleName(RESULT_PANEL.tr("The bill of the booking"))
        self.wallet_label = QLabel()
        self.wallet_label.setObjectName("resultWallet")
        # The customer's letter: waiting, sent, or refused and why (hidden when none).
        self.mail_label = QLabel()
        self.mail_label.setObjectName("resultMail")
        self.mail_label.setWordWrap(True)
        self.mail_label.hide()
        self.state_label = QLabel()
        self.state_label.setObjectName("voucherState")
        self.state_label.setWordWrap(True)
        self.print_button = QPushButton(RESULT_PANEL.tr("&Print voucher…"))
        self.print_button.setToolTip(RESULT_PANEL.tr("Ctrl+P: the customer's voucher"))
        self.save_button = QPushButton(RESULT_PANEL.tr("&Save voucher as PDF…"))
        self.save_button.setToolTip(RESULT_PANEL.tr("Ctrl+S: the customer's voucher as a PDF"))
        self.agency_button = agency_copy_button()
        self.receipt_button = QPushButton(RESULT_PANEL.tr("Print &receipt"))
        self.receipt_button.setObjectName("printReceipt")
        self.receipt_button.setToolTip(RESULT_PANEL.tr("On the receipt printer chosen in Settings"))
        self.receipt_button.hide()
        self.receipt_pdf_button = QPushButton(RESULT_PANEL.tr("Save receipt as P&DF…"))
        self.receipt_pdf_button.setObjectName("saveReceiptPdf")
        self.receipt_pdf_button.setToolTip(
            RESULT_PANEL.tr(
                "The original for the customer, as a PDF to print or send (no receipt printer "
                "needed)"
            )
        )
        self.receipt_pdf_button.hide()
        self.new_button = QPushButton(RESULT_PANEL.tr("&New sale"))
        self.new_button.setToolTip(RESULT_PANEL.tr("Ctrl+N: back to the catalogue"))
        self.preview = QLabel(RESULT_PANEL.tr("Preparing the voucher…"))
        self.preview.setAccessibleName(RESULT_PANEL.tr("Preview of the voucher"))
        named(self.preview, "voucherPreview")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.preview.setFixedWidth(PREVIEW_WIDTH)
        for button in (
            self.copy_button,
            self.receipt_button,
            self.receipt_pdf_button,
            self.print_button,
            self.save_button,
            self.agency_button,
            self.new_button,
        ):
            button.setAutoDefault(True)  # Enter presses a focused button, as Space does

        ref_row = QHBoxLayout()
        ref_row.addWidget(self.ref_label)
        ref_row.addWidget(self.copy_button)
        ref_row.addStretch(1)
        buttons = ActionBar()
        buttons.add(with_icon(self.receipt_button, "document-text"))
        buttons.add(with_icon(self.receipt_pdf_button, "document-arrow-down"))
        buttons.add(with_icon(self.print_button, "printer"))
        buttons.add(with_icon(self.save_button, "document-arrow-down"))
        buttons.add(with_icon(self.agency_button, "printer"))
        buttons.add_primary(self.new_button, "plus")
        details = QWidget()
        column = QVBoxLayout(details)
        column.setContentsMargins(0, 0, 0, 0)
        booked = Card()
        booked.body.addWidget(heading)
        booked.body.addLayout(ref_row)
        booked.body.addWidget(self.product_label)
        column.addWidget(booked)
        column.addWidget(self.receipt_label)
        column.addWidget(self.mail_label)
        column.addWidget(self.figures)
        column.addWidget(self.table, 1)
        column.addWidget(self.wallet_label)
        column.addStretch(1)
        layout = QGridLayout(self)
        # The sale's figures scroll on a small screen; the actions stay in view under both.
        layout.addWidget(FocusScrollArea(details), 0, 0)
        layout.addWidget(self.preview, 0, 1)
        layout.addWidget(buttons, 1, 0, 1, 2)
        layout.addWidget(self.state_label, 2, 0, 1, 2)
        layout.setRowStretch(0, 1)
        layout.setColumnStretch(0, 1)

        self.copy_button.clicked.connect(self.copy_reference)
        self.receipt_button.clicked.connect(self.receipt_requested)
        self.receipt_pdf_button.clicked.connect(self.ask_receipt_path)
        self.print_button.clicked.connect(self.ask_printer)
        self.save_button.clicked.connect(self.ask_path)
        self.agency_button.clicked.connect(lambda: self.ask_printer(agency_copy=True))
        self.new_button.clicked.connect(self.new_sale_requested)
        for keys, action in (
            (QKeySequence.StandardKey.Copy, self.copy_reference),
            (QKeySequence.StandardKey.Print, self.ask_printer),
            (QKeySequence.StandardKey.Save, self.ask_path),
        ):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(action)

    def show_outcome(
        self, outcome: SettleOutcome, voucher: Voucher, wallet: WalletSummary | None
    ) -> None:
        """Show the booking; the voucher's preview follows when it is rendered."""
        self.voucher = voucher
        self.ref_label.setText(outcome.result.booking_ref)
        announce_booked(self.ref_label, outcome.result.booking_ref)
        self.product_label.setText(
            f"{shown_product(voucher.product)} · {DEMO_CATALOGUE.known(voucher.place)} · "
            f"{day_text(voucher.travel_date)} · "
            f"{voucher.when} · {voucher.customer_name}"
        )
        self.bill.set_rows([*result_lines(outcome.result), *settlement_lines(outcome.result)])
        self.wallet_label.setText(
            RESULT_PANEL.tr("Wallet now: <b>{balance}</b> cash · credit left {credit}").format(
                balance=wallet.balance_text(), credit=wallet.credit_text()
            )
            if wallet is not None
            else RESULT_PANEL.tr(
                "Wallet now: not read yet (the header shows it once the service answers)."
            )
        )
        self.state_label.clear()
        self.preview.setPixmap(QPixmap())
        self.preview.setText(RESULT_PANEL.tr("Preparing the voucher…"))
        self.copy_button.setFocus()

    def show_till(
        self, sale: SaleRecord | None, total_debited: Decimal, invoiced: bool = False
    ) -> None:
        """The receipt number, the change due and the sale's three figures (nothing when the
        sale was not taken at the till); ``invoiced``: its bill is a tax invoice."""
        taken = sale is not None and sale.receipt_no is not None
        self.figures.setVisible(sale is not None)
        self.receipt_button.setVisible(taken)
        self.receipt_pdf_button.setVisible(taken)
        self.invoiced = invoiced
        self.receipt_pdf_button.setText(
            RESULT_PANEL.tr("Save tax invoice as P&DF…")
            if invoiced
            else RESULT_PANEL.tr("Save receipt as P&DF…")
        )
        if sale is None or sale.receipt_no is None:
            self.receipt_label.setText("")
            return
        self.figures.show_price(sale.price, total_debited)
        change = sale.payment.change
        paid = " + ".join(f"{p.kind.title()} {amount_text(p.amount)}" for p in sale.payment.parts)
        self.receipt_label.setText(
            RESULT_PANEL.tr(
                "Receipt <b>{number}</b> · paid {parts} · <b>change due {change}</b>"
            ).format(number=sale.receipt_no, parts=paid, change=money_text(change, CURRENCY))
            if change
            else RESULT_PANEL.tr("Receipt <b>{number}</b> · paid {parts}").format(
                number=sale.receipt_no, parts=paid
            )
        )

    def show_preview(self, image: QImage) -> None:
        """The voucher's first page, rendered in a worker."""
        self.preview.setPixmap(
            QPixmap.fromImage(image).scaledToWidth(
                PREVIEW_WIDTH - 2, Qt.TransformationMode.SmoothTransformation
            )
        )

    def copy_reference(self) -> None:
        """Put the booking reference on the clipboard."""
        ref = self.ref_label.text()
        if ref:
            QGuiApplication.clipboard().setText(ref)
            self.show_state(RESULT_PANEL.tr("{reference} copied.").format(reference=ref), ok=True)

    def ask_path(self) -> None:
        """Ask where to save the PDF (the documents folder and the voucher's name proposed)."""
        if self.voucher is None:
            return
        path = ask_voucher_path(self, VoucherDocument(self.voucher))
        if path is not None:
            self.save_requested.emit(path)

    def ask_receipt_path(self) -> None:
        """Ask where to save the receipt's or tax invoice's PDF."""
        ref = self.ref_label.text()
        if not ref:
            return
        title = RESULT_PANEL.tr("Save the original as PDF")
        path = ask_pdf_path(self, title, bill_file_name(ref, self.invoiced))
        if path is not None:
            self.receipt_save_requested.emit(path)

    def ask_printer(self, agency_copy: bool = False) -> None:
        """Open the print dialog for the voucher or the agency copy (window-modal, so the app
        keeps running behind it)."""
        if self.voucher is None:
            return
        document = VoucherDocument(self.voucher, agency_copy=agency_copy)
        self.print_dialog = open_print_dialog(
            self, document, lambda printer: self.print_requested.emit(printer, document)
        )

    def show_mail(self, letter: MailMessage | None) -> None:
        """The sale's letter to the customer and where it is (None: no letter, nothing shown)."""
        self.mail_label.setVisible(letter is not None)
        if letter is None:
            return
        self.mail_label.setText(letter_words(letter))
        set_tone(self.mail_label, letter_tone(letter))

    def show_state(self, text: str, ok: bool) -> None:
        """Say what became of a copy, a print or a save."""
        set_tone(self.state_label, Tone.SUCCESS if ok else Tone.ERROR)
        self.state_label.setText(text)

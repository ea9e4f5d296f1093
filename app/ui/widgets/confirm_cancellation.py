"""The explicit yes before a cancellation is confirmed: what goes, what comes back."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app.booking.cancel import QuotedChoice
from app.counter.papers.formatting import money_text, tenders_text
from app.i18n import Catalogue

CONFIRM_CANCELLATION = Catalogue("CONFIRM_CANCELLATION")


class ConfirmCancellationDialog(QDialog):
    """Yes sends CONFIRM; No, Escape or closing the window sends nothing.

    No is the default button, so a stray Enter keeps the booking. The dialog is window-modal and
    opened with ``open()``: the loop keeps running (the header, the timers) while it waits.
    """

    def __init__(self, quoted: QuotedChoice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("confirmCancellation")
        self.setWindowTitle(CONFIRM_CANCELLATION.tr("Cancel booking?"))
        self.quoted = quoted
        choice = quoted.choice
        # Names read out to the customer before the yes: the right people lose their seats.
        question = (
            CONFIRM_CANCELLATION.tr(
                "<p>Cancel <b>{what}</b> ({names}) of booking <b>{reference}</b>?</p>"
            )
            if choice.names
            else CONFIRM_CANCELLATION.tr(
                "<p>Cancel <b>{what}</b> of booking <b>{reference}</b>?</p>"
            )
        )
        refund = CONFIRM_CANCELLATION.tr(
            "<p>{refund} will be credited to the wallet (platform charge {charge}).</p>"
            "<p>This cannot be undone.</p>"
        )
        customer = quoted.customer
        # What is handed over the counter, said before the yes as the quote said it.
        back = (
            ""
            if customer is None
            else CONFIRM_CANCELLATION.tr(
                "<p>The customer gets {refund} back by the rule ({tenders}).</p>"
            ).format(
                refund=money_text(customer.lines.total, quoted.currency),
                tenders=tenders_text(customer.by),
            )
        )
        text = QLabel(
            question.format(
                what=choice.describe(),
                names=escape(", ".join(choice.names)),
                reference=choice.booking_ref,
            )
            + back
            + refund.format(
                refund=money_text(quoted.net_refund, quoted.currency),
                charge=money_text(quoted.quote.quote.platform_cancellation_charge, quoted.currency),
            )
        )
        text.setWordWrap(True)
        buttons = QDialogButtonBox()
        self.yes_button = buttons.addButton(
            CONFIRM_CANCELLATION.tr("&Yes, cancel and refund"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.no_button = buttons.addButton(
            CONFIRM_CANCELLATION.tr("&No, keep the booking"),
            QDialogButtonBox.ButtonRole.RejectRole,
        )
        self.yes_button.setAutoDefault(False)
        self.no_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)
        self.no_button.setFocus()

"""The explicit yes before a cancellation is confirmed: what goes, what comes back."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app.booking.cancel import QuotedChoice
from app.counter.formatting import money_text


class ConfirmCancellationDialog(QDialog):
    """Yes sends CONFIRM; No, Escape or closing the window sends nothing.

    No is the default button, so a stray Enter keeps the booking. The dialog is window-modal and
    opened with ``open()``: the loop keeps running (the header, the timers) while it waits.
    """

    def __init__(self, quoted: QuotedChoice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("confirmCancellation")
        self.setWindowTitle("Cancel booking?")
        self.quoted = quoted
        choice = quoted.choice
        # Names read out to the customer before the yes: the right people lose their seats.
        who = f" ({escape(', '.join(choice.names))})" if choice.names else ""
        text = QLabel(
            f"<p>Cancel <b>{choice.describe()}</b>{who} of booking "
            f"<b>{choice.booking_ref}</b>?</p>"
            f"<p>{money_text(quoted.net_refund, quoted.currency)} will be credited to the wallet "
            f"(platform charge "
            f"{money_text(quoted.quote.quote.platform_cancellation_charge, quoted.currency)}).</p>"
            "<p>This cannot be undone.</p>"
        )
        text.setWordWrap(True)
        buttons = QDialogButtonBox()
        self.yes_button = buttons.addButton(
            "Yes, cancel and refund", QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.no_button = buttons.addButton(
            "No, keep the booking", QDialogButtonBox.ButtonRole.RejectRole
        )
        self.yes_button.setAutoDefault(False)
        self.no_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)
        self.no_button.setFocus()

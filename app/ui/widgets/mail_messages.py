"""Lookup's e-mail to the customer: each message of the booking shown, what became of it in
the mail server's words, and "Send the documents again"."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGroupBox, QPushButton, QVBoxLayout, QWidget

from app.figures import stamp_text
from app.i18n import Catalogue
from app.mail.outbox import MailMessage, MailState
from app.mail.words import state_words
from app.ui.style import Tone
from app.ui.widgets.wrapped_label import WrappedLabel

MAIL_MESSAGES = Catalogue("MAIL_MESSAGES")


def letter_tone(message: MailMessage) -> Tone:
    """Green sent, red refused or given up, amber still waiting (the words say it too)."""
    if message.state is MailState.SENT:
        return Tone.SUCCESS
    if message.state in (MailState.REFUSED, MailState.GIVEN_UP):
        return Tone.ERROR
    return Tone.WARNING


class MailMessagesBox(QGroupBox):
    """The booking's messages, newest last, and the button that sends its documents again.

    Signals:
        again_requested(str): send the booking's documents to its customer again.
    """

    again_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(MAIL_MESSAGES.tr("E-mail to the customer"), parent)
        self.setObjectName("mailMessages")
        self.booking_ref = ""
        self.list_label = WrappedLabel()
        self.list_label.setObjectName("mailMessageList")
        self.list_label.setTextFormat(Qt.TextFormat.RichText)
        self.again_button = QPushButton(MAIL_MESSAGES.tr("Send the documents again"))
        self.again_button.setObjectName("mailAgain")
        layout = QVBoxLayout(self)
        layout.addWidget(self.list_label)
        layout.addWidget(self.again_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.again_button.clicked.connect(self._again)
        self.hide()

    def _again(self) -> None:
        self.again_button.setEnabled(False)  # one message per press
        self.again_requested.emit(self.booking_ref)

    def show_messages(self, booking_ref: str, email: str, messages: list[MailMessage]) -> None:
        """The messages of ``booking_ref``, sold here to ``email`` ('': not sold here, nothing
        to show)."""
        self.booking_ref = booking_ref
        self.setVisible(bool(email))
        self.again_button.setEnabled(bool(email))
        if not messages:
            self.list_label.setText(
                escape(MAIL_MESSAGES.tr("Nothing was e-mailed to {email}.").format(email=email))
            )
            return
        lines = [
            MAIL_MESSAGES.tr("{when}: “{subject}” to {email}. {state}").format(
                when=stamp_text(message.queued_at),
                subject=message.subject,
                email=message.recipient,
                state=state_words(message),
            )
            for message in messages
        ]
        self.list_label.setText("<br>".join(escape(line) for line in lines))

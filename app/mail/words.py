"""What the clerk reads about a message or a test: its state and the server's words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.figures import stamp_text
from app.i18n import Catalogue
from app.mail.outbox import MailMessage, MailState

if TYPE_CHECKING:
    from app.mail.smtp import Answer

MAIL_WORDS = Catalogue("MAIL_WORDS")


def state_words(message: MailMessage) -> str:
    """One sentence on where ``message`` is, with the server's last words."""
    words = message.server_words
    if message.state is MailState.SENT:
        return MAIL_WORDS.tr("Sent. The mail server answered: {words}").format(words=words)
    if message.state is MailState.REFUSED and not words[:3].isdigit():
        # Held apart by the counter (no server's answer starts otherwise): its address or a
        # header could not be written.
        return MAIL_WORDS.tr(
            "Not sent, held apart: {words} Correct the address with the customer, then send again."
        ).format(words=words)
    if message.state is MailState.REFUSED:
        return MAIL_WORDS.tr(
            "Refused by the mail server: {words}. Check the address with the customer, "
            "then send again."
        ).format(words=words)
    if message.state is MailState.GIVEN_UP:
        return MAIL_WORDS.tr(
            "Not sent: the mail server could not be given it since {since} ({words}). "
            "Check the mail settings, then send again."
        ).format(since=stamp_text(message.queued_at), words=words)
    if not message.attempts:
        return MAIL_WORDS.tr("Waiting to be sent.")
    return MAIL_WORDS.tr("Not sent yet, tried again soon. Last answer: {words}").format(words=words)


def test_words(answer: Answer) -> str:
    """What became of the settings' test message, in the server's words."""
    # Here, not at the top: the app shows messages' states from its start, and SMTP (with
    # smtplib) is loaded only once mail is sent.
    from app.mail.smtp import Verdict

    if answer.verdict is Verdict.TAKEN:
        text = MAIL_WORDS.tr("The mail server took the test message: {words}")
    elif answer.verdict is Verdict.REFUSED:
        text = MAIL_WORDS.tr("The mail server refused the test message: {words}")
    else:
        text = MAIL_WORDS.tr("The test message was not sent: {words}")
    return text.format(words=answer.words)

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
    if held_apart(message):
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


def held_apart(message: MailMessage) -> bool:
    """Whether the counter held the letter apart (its address or a header could not be
    written): refused with the counter's sentence, which never starts with an SMTP code."""
    return message.state is MailState.REFUSED and not message.server_words[:3].isdigit()


def short_state(message: MailMessage | None) -> str:
    """Where a letter is, in a word or two for a table's cell ('' when there is none)."""
    if message is None:
        return ""
    if message.state is MailState.SENT:
        return MAIL_WORDS.tr("Sent")
    if held_apart(message):
        return MAIL_WORDS.tr("Held apart")
    if message.state is MailState.REFUSED:
        return MAIL_WORDS.tr("Refused")
    if message.state is MailState.GIVEN_UP:
        return MAIL_WORDS.tr("Not sent")
    return MAIL_WORDS.tr("Waiting")


def letter_words(message: MailMessage) -> str:
    """The customer's letter in a sentence: to whom, and where it is with why."""
    return MAIL_WORDS.tr("E-mail to {email}: {state}").format(
        email=message.recipient, state=state_words(message)
    )


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

"""One message handed to the agency's mail server over SMTP (blocking: run it in a worker).

The server's words decide what becomes of the message: taken (its reply names the server's id
for it), refused for good (a 5xx answer to the sender, the recipient or the message), or not
sent this time (no connection, a dropped one, a 4xx answer, the login refused). The password
never shows in what is said: the server's words are cleared of it.
"""

from __future__ import annotations

import smtplib
import ssl
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import formataddr, formatdate, make_msgid
from enum import StrEnum

from app.domain.keys import key_texts, redact_secrets, secret_pattern
from app.domain.net_words import network_reason, unwritable_reason
from app.i18n import Catalogue
from app.mail.server import MailServer, Security

MAIL_SMTP = Catalogue("MAIL_SMTP")

TIMEOUT_S = 30.0
REDACTED = "[redacted]"


class Verdict(StrEnum):
    """What became of one attempt."""

    TAKEN = "taken"
    REFUSED = "refused"
    NOT_SENT = "not_sent"


@dataclass(frozen=True, slots=True)
class Answer:
    """One attempt's verdict and the server's words (or why there were none)."""

    verdict: Verdict
    words: str


@dataclass(frozen=True, slots=True)
class Attachment:
    """A file a message carries."""

    filename: str
    data: bytes
    mime: str = "application/pdf"


def composed(
    server: MailServer,
    *,
    header_id: str,
    recipient: str,
    subject: str,
    body: str,
    attachments: tuple[Attachment, ...] = (),
) -> EmailMessage:
    """The message as it goes out, from the agency's sender (with its reply-to when set)."""
    message = EmailMessage()
    message["From"] = formataddr((server.sender_name, server.sender_address))
    message["To"] = recipient
    if server.reply_to:
        message["Reply-To"] = server.reply_to
    message["Subject"] = subject
    message["Date"] = formatdate(localtime=True)
    # The same id on every attempt: a mail program shows a copy sent again after a kill once.
    message["Message-ID"] = header_id
    message.set_content(body)
    for attachment in attachments:
        kind, _slash, subtype = attachment.mime.partition("/")
        message.add_attachment(
            attachment.data, maintype=kind, subtype=subtype, filename=attachment.filename
        )
    return message


def deliver(
    server: MailServer, password: str | None, message: EmailMessage, tls: ssl.SSLContext
) -> Answer:
    """Hand ``message`` to ``server`` (logging in when it has a user) over a connection
    whose certificate ``tls`` checks; what the server answered."""
    try:
        return _delivered(server, password, message, tls)
    except smtplib.SMTPResponseException as error:
        verdict = Verdict.REFUSED if 500 <= error.smtp_code < 600 else Verdict.NOT_SENT
        if isinstance(error, smtplib.SMTPAuthenticationError):
            # The login is the settings' fault, not the message's: it waits for a good one.
            verdict = Verdict.NOT_SENT
        return Answer(verdict, _clear(_words(error.smtp_code, error.smtp_error), password))
    except smtplib.SMTPRecipientsRefused as error:
        code, words = next(iter(error.recipients.values()))
        verdict = Verdict.REFUSED if 500 <= code < 600 else Verdict.NOT_SENT
        return Answer(verdict, _clear(_words(code, words), password))
    except UnicodeEncodeError as error:
        # A header or an address smtplib cannot write in ASCII: no later try writes it either.
        return Answer(Verdict.REFUSED, not_written(unwritable_reason(error)))
    except ssl.SSLCertVerificationError as error:
        text = MAIL_SMTP.tr("The mail server's certificate is not trusted here: {reason}.")
        return Answer(Verdict.NOT_SENT, text.format(reason=error.verify_message))
    except (smtplib.SMTPException, OSError) as error:
        text = MAIL_SMTP.tr("The mail server could not be reached or hung up: {reason}.")
        reason = network_reason(error)
        return Answer(Verdict.NOT_SENT, _clear(text.format(reason=reason), password))


def _delivered(
    server: MailServer, password: str | None, message: EmailMessage, tls: ssl.SSLContext
) -> Answer:
    connection: smtplib.SMTP
    if server.security is Security.TLS:
        connection = smtplib.SMTP_SSL(server.host, server.port, timeout=TIMEOUT_S, context=tls)
    else:
        connection = smtplib.SMTP(server.host, server.port, timeout=TIMEOUT_S)
    with connection:
        if server.security is not Security.TLS:
            # Never in clear: a server that does not offer STARTTLS is not sent to.
            connection.starttls(context=tls)
            # RFC 3207 4.2: TLS puts the server back where it was just connected, and smtplib
            # forgets its EHLO answer; only a login would greet it again.
            connection.ehlo()
        if server.user:
            connection.login(server.user, password or "")
        sender = server.sender_address
        code, words = connection.mail(sender)
        if code != 250:
            raise smtplib.SMTPSenderRefused(code, words, sender)
        recipient = str(message["To"])
        code, words = connection.rcpt(recipient)
        if code not in (250, 251):
            raise smtplib.SMTPRecipientsRefused({recipient: (code, words)})
        # SMTP's lines end in CRLF; smtplib leaves bytes as given (a bare LF is one long line).
        code, words = connection.data(message.as_bytes(policy=message.policy.clone(linesep="\r\n")))
        if code != 250:
            raise smtplib.SMTPDataError(code, words)
        return Answer(Verdict.TAKEN, _clear(_words(code, words), password))


def not_written(reason: str) -> str:
    """The sentence kept with a letter that could not be written (its address, a header)."""
    text = MAIL_SMTP.tr("The letter could not be written: {reason}.")
    return text.format(reason=reason.rstrip(".") or "?")


def _words(code: int, words: bytes | str) -> str:
    text = words.decode("utf-8", "replace") if isinstance(words, bytes) else str(words)
    return f"{code} {text}".strip()


def _clear(text: str, password: str | None) -> str:
    """``text`` without the password in any form it could be echoed in."""
    return redact_secrets(secret_pattern(key_texts(password)) if password else None, text, REDACTED)


def test_message(server: MailServer) -> EmailMessage:
    """A short message from the agency's sender to itself: the settings' "Send a test message"."""
    return composed(
        server,
        header_id=make_msgid(domain="counterdesk"),
        recipient=server.sender_address,
        subject=MAIL_SMTP.tr("Counterdesk test message"),
        body=MAIL_SMTP.tr(
            "This message was sent from the counter to check the mail settings. "
            "Customers' vouchers, receipts and credit notes will come from this address."
        ),
    )

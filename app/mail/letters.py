"""The short letter each message carries, in the customer's language, and the documents it
attaches: what the journal queues when a sale or a cancellation is settled."""

from __future__ import annotations

import datetime as dt
import sqlite3
from decimal import Decimal

from app import i18n
from app.domain.money import ZERO
from app.figures import amount_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.mail.outbox import Cause, Document, choice_of, queue_message, release, waiting_with

MAIL_LETTERS = Catalogue("MAIL_LETTERS")

# Each cause's subject and body, marked here and translated into the customer's language.
LETTERS: dict[Cause, tuple[str, str]] = {
    Cause.SALE: (
        QT_TRANSLATE_NOOP("MAIL_LETTERS", "Your booking {reference}"),
        QT_TRANSLATE_NOOP(
            "MAIL_LETTERS",
            "Thank you for booking with us. Your voucher and your receipt for booking "
            "{reference} are attached. Please show the voucher when you travel.",
        ),
    ),
    Cause.CANCELLATION: (
        QT_TRANSLATE_NOOP("MAIL_LETTERS", "Cancellation of booking {reference}"),
        QT_TRANSLATE_NOOP(
            "MAIL_LETTERS",
            "Booking {reference} has been cancelled as you asked. The credit note for the refund "
            "and the voucher as it stands now are attached.",
        ),
    ),
    Cause.AGAIN: (
        QT_TRANSLATE_NOOP("MAIL_LETTERS", "Your booking {reference}"),
        QT_TRANSLATE_NOOP(
            "MAIL_LETTERS",
            "As you asked, here are the documents of booking {reference} again.",
        ),
    ),
    Cause.CREDIT_NOTE: (
        QT_TRANSLATE_NOOP("MAIL_LETTERS", "Credit note for booking {reference}"),
        QT_TRANSLATE_NOOP(
            "MAIL_LETTERS",
            "Your refund for booking {reference} has been given. The credit note for it is "
            "attached.",
        ),
    ),
    Cause.REFUND_SLIP: (
        QT_TRANSLATE_NOOP("MAIL_LETTERS", "Refund slip for booking {reference}"),
        QT_TRANSLATE_NOOP(
            "MAIL_LETTERS",
            "Your refund for booking {reference} has been given. The refund slip for it is "
            "attached.",
        ),
    ),
    Cause.REFUND_GIVEN: (
        QT_TRANSLATE_NOOP("MAIL_LETTERS", "Your refund for booking {reference}"),
        QT_TRANSLATE_NOOP(
            "MAIL_LETTERS",
            "Your refund for booking {reference} has now been given in full. Thank you for "
            "your patience.",
        ),
    ),
}
# The cancellation's letter when seats of the booking remain (the service's partial refund).
PART_CANCELLED_LETTER = QT_TRANSLATE_NOOP(
    "MAIL_LETTERS",
    "Part of booking {reference} has been cancelled as you asked; the rest of it stands. The "
    "credit note for the refund and the voucher as it stands now are attached.",
)
# The credit note's letter when a tender of the refund is still owed: "given" only once nothing
# is (the last payment's letter then says so).
PART_GIVEN = QT_TRANSLATE_NOOP(
    "MAIL_LETTERS",
    "Part of your refund for booking {reference} has been given; INR {owed} of it is still "
    "owed to you and will follow. The credit note for the whole refund is attached.",
)
# The same three when the refund's document is a refund slip (a pure agent's reimbursement alone
# gives back no GST): the cancellation's letter waiting for it is told so as the slip is issued.
CANCELLED_SLIP_LETTER = QT_TRANSLATE_NOOP(
    "MAIL_LETTERS",
    "Booking {reference} has been cancelled as you asked. The refund slip for the refund and "
    "the voucher as it stands now are attached.",
)
PART_CANCELLED_SLIP_LETTER = QT_TRANSLATE_NOOP(
    "MAIL_LETTERS",
    "Part of booking {reference} has been cancelled as you asked; the rest of it stands. The "
    "refund slip for the refund and the voucher as it stands now are attached.",
)
PART_GIVEN_SLIP = QT_TRANSLATE_NOOP(
    "MAIL_LETTERS",
    "Part of your refund for booking {reference} has been given; INR {owed} of it is still "
    "owed to you and will follow. The refund slip for the whole refund is attached.",
)
# Lookup's "send again" to a customer who was sent nothing of the booking before (no e-mail was
# wanted at the sale): the same documents, in words that fit a first sending.
FIRST_SENDING = QT_TRANSLATE_NOOP(
    "MAIL_LETTERS", "As you asked, here are the documents of booking {reference}."
)
# A cancellation's letter waits this long for the customer's refund, whose credit note it
# carries (released as soon as the refund is recorded; sent without one after).
CREDIT_NOTE_WAIT = dt.timedelta(minutes=10)
# What each cause attaches (a credit note only where one was issued: the renderer skips it).
ATTACHED: dict[Cause, tuple[Document, ...]] = {
    Cause.SALE: (Document.VOUCHER, Document.RECEIPT),
    Cause.CANCELLATION: (Document.CREDIT_NOTE, Document.VOUCHER),
    Cause.AGAIN: (Document.VOUCHER, Document.RECEIPT, Document.CREDIT_NOTE),
    Cause.CREDIT_NOTE: (Document.CREDIT_NOTE,),
    Cause.REFUND_SLIP: (Document.CREDIT_NOTE,),
    Cause.REFUND_GIVEN: (),
}


def letter(
    cause: Cause,
    reference: str,
    language: str,
    *,
    first: bool = False,
    words: str | None = None,
    owed: Decimal = ZERO,
) -> tuple[str, str]:
    """The subject and body of ``cause``'s message for booking ``reference``, in ``language``
    (``first``: a Lookup's sending when nothing of the booking was e-mailed before; ``words``:
    the marked body to use instead of the cause's, naming ``owed``)."""
    subject, body = LETTERS[cause]
    if first and cause is Cause.AGAIN:
        body = FIRST_SENDING
    with i18n.in_language(language):
        return (
            MAIL_LETTERS.known(subject).format(reference=reference),
            MAIL_LETTERS.known(words or body).format(reference=reference, owed=amount_text(owed)),
        )


def queue_letter(
    conn: sqlite3.Connection,
    *,
    cause: Cause,
    booking_ref: str,
    email: str,
    now: dt.datetime,
    language: str | None = None,
    words: str | None = None,
    owed: Decimal = ZERO,
    cancellation: str | None = None,
) -> int | None:
    """Queue ``cause``'s letter (in ``words`` naming ``owed`` when given) to ``email`` in the
    caller's transaction when the customer wants e-mail (their remembered choice; a Lookup's
    ``AGAIN`` is asked for, so it is always sent), in ``language`` (the sale's customer's), else
    the one remembered with their choice; ``cancellation``: the request of the cancellation it
    tells of, whose credit note alone it carries. The message's id, or None when none is
    wanted."""
    chosen = choice_of(conn, email)
    if cause is not Cause.AGAIN and (chosen is None or not chosen[0]):
        return None
    language = language or (chosen[1] if chosen is not None else i18n.language())
    sent = conn.execute(
        "SELECT 1 FROM mail_outbox WHERE booking_ref = ? AND state = 'sent' LIMIT 1",
        (booking_ref,),
    ).fetchone()
    subject, body = letter(cause, booking_ref, language, first=sent is None, words=words, owed=owed)
    return queue_message(
        conn,
        booking_ref=booking_ref,
        cause=cause,
        recipient=email,
        language=language,
        subject=subject,
        body=body,
        documents=ATTACHED[cause],
        now=now,
        not_before=now + CREDIT_NOTE_WAIT if cause is Cause.CANCELLATION else None,
        cancellation=cancellation,
    )


def mail_credit_note(
    conn: sqlite3.Connection,
    booking_ref: str,
    cancellation: str,
    now: dt.datetime,
    owed: Decimal = ZERO,
    slip: bool = False,
) -> int | None:
    """The credit note (``slip``: the refund slip) of ``booking_ref``'s ``cancellation`` was
    issued (in the caller's transaction): unless a letter waiting to be sent carries it (the
    cancellation's, released by the refund), queue one of its own (the operator cancelled, or
    the cancellation's letter went before the refund) to the booking's customer when they want
    e-mail, in the language recorded with the sale; it says the refund was given only when
    nothing of it is ``owed``. The new message's id, or None."""
    if waiting_with(conn, booking_ref, Document.CREDIT_NOTE, cancellation):
        return None
    cause = Cause.REFUND_SLIP if slip else Cause.CREDIT_NOTE
    words = (PART_GIVEN_SLIP if slip else PART_GIVEN) if owed > 0 else None
    return _mail_customer(conn, cause, booking_ref, now, words, owed, cancellation)


def mail_refund_given(conn: sqlite3.Connection, booking_ref: str, now: dt.datetime) -> int | None:
    """The last of a refund paid in parts was given (in the caller's transaction): tell the
    booking's customer, when they want e-mail, without the credit note mailed before. The new
    message's id, or None."""
    return _mail_customer(conn, Cause.REFUND_GIVEN, booking_ref, now)


def _mail_customer(
    conn: sqlite3.Connection,
    cause: Cause,
    booking_ref: str,
    now: dt.datetime,
    words: str | None = None,
    owed: Decimal = ZERO,
    cancellation: str | None = None,
) -> int | None:
    """``cause``'s letter to the booking's customer in the language recorded with the sale."""
    row = conn.execute(
        "SELECT b.customer_email, s.customer_language FROM bookings AS b"
        " LEFT JOIN till_sales AS s ON s.booking_ref = b.booking_ref WHERE b.booking_ref = ?",
        (booking_ref,),
    ).fetchone()
    if row is None or not row[0]:
        return None
    return queue_letter(
        conn,
        cause=cause,
        booking_ref=booking_ref,
        email=row[0],
        now=now,
        language=row[1],
        words=words,
        owed=owed,
        cancellation=cancellation,
    )


def credit_note_settled(
    conn: sqlite3.Connection,
    booking_ref: str,
    cancellation: str,
    note: str | None,
    now: dt.datetime,
    owed: Decimal = ZERO,
) -> None:
    """What the credit note of ``booking_ref``'s ``cancellation`` waited for is settled (in the
    caller's transaction): a refund's first payment, or an exchange closed, which gives none at
    the till. The cancellation's letter held back for it goes now, carrying the note ``note``
    (None: none was issued now) and no other cancellation's; a new note with no letter waiting
    to carry it goes in a letter of its own, saying the refund was given only when nothing of
    it is ``owed``."""
    slip = note is not None and _is_slip(conn, note)
    if slip:
        _say_slip(conn, booking_ref, cancellation)
    release(conn, booking_ref, now, cancellation)
    if note is not None:
        mail_credit_note(conn, booking_ref, cancellation, now, owed, slip)


def _is_slip(conn: sqlite3.Connection, number: str) -> bool:
    """Whether the refund's document ``number`` is a refund slip, not a credit note."""
    return (
        conn.execute("SELECT 1 FROM refund_slips WHERE doc_no = ?", (number,)).fetchone()
        is not None
    )


def _say_slip(conn: sqlite3.Connection, booking_ref: str, cancellation: str) -> None:
    """The cancellation's letter waiting for its refund's document says it carries the refund
    slip issued now, in the words it was queued in (a part cancelled, or the booking)."""
    waiting = conn.execute(
        "SELECT message_id, language, body FROM mail_outbox WHERE booking_ref = ?"
        " AND cancellation = ? AND cause = ? AND state = 'queued' AND attempts = 0",
        (booking_ref, cancellation, Cause.CANCELLATION.value),
    ).fetchall()
    for message_id, language, body in waiting:
        _, part = letter(Cause.CANCELLATION, booking_ref, language, words=PART_CANCELLED_LETTER)
        words = PART_CANCELLED_SLIP_LETTER if body == part else CANCELLED_SLIP_LETTER
        _, said = letter(Cause.CANCELLATION, booking_ref, language, words=words)
        conn.execute("UPDATE mail_outbox SET body = ? WHERE message_id = ?", (said, message_id))

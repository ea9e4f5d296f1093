"""The customers' e-mail waiting in the journal, written in the transaction of what caused it.

A message is queued, then sent by the mail worker (``app.mail.sender``): it is marked
``sending`` before the server is given it and ``sent`` after, so a kill in between sends it
again at the next start (at least once: never lost, at most one more copy per kill). Each
message keeps its state and the server's last words.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

# Step 21 of the journal's schema (``app.journal.schema``).
MAIL_OUTBOX_SCHEMA = """
CREATE TABLE IF NOT EXISTS mail_outbox (
    message_id INTEGER PRIMARY KEY,
    header_id TEXT NOT NULL UNIQUE,
    booking_ref TEXT NOT NULL,
    cause TEXT NOT NULL,
    recipient TEXT NOT NULL,
    language TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    documents TEXT NOT NULL,
    state TEXT NOT NULL
        CHECK (state IN ('queued', 'sending', 'sent', 'refused', 'given_up')),
    attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    queued_at TEXT NOT NULL,
    next_try_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    server_words TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (next_try_at)
    WHERE state IN ('queued', 'sending');
CREATE INDEX IF NOT EXISTS mail_outbox_by_booking ON mail_outbox (booking_ref, message_id);
-- Whether each customer (by e-mail address) wants their documents by e-mail, and in which
-- language: the clerk's tick at their last sale, remembered for the next.
CREATE TABLE IF NOT EXISTS mail_customers (
    email TEXT PRIMARY KEY,
    wanted INTEGER NOT NULL CHECK (wanted IN (0, 1)),
    language TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
"""


def add_letter_cancellation(conn: sqlite3.Connection) -> None:
    """Journal version 30: each message's ``cancellation``, the request of the cancellation it
    tells of (a cancellation's letter, a refund's credit note), so that it carries that
    cancellation's credit note alone; NULL for the other messages and every message queued
    before, which carry all the booking's notes as they did. Added once (SQLite has no ``ADD
    COLUMN IF NOT EXISTS``)."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(mail_outbox)")}
    if "cancellation" not in columns:
        conn.execute("ALTER TABLE mail_outbox ADD COLUMN cancellation TEXT")


class MailState(StrEnum):
    """Where a message is: waiting, handed to the server, or ended one way or another."""

    QUEUED = "queued"
    SENDING = "sending"  # given to the server; a kill now sends it again
    SENT = "sent"  # the server took it (its words name its id)
    REFUSED = "refused"  # the server refused it for good (its words say why)
    GIVEN_UP = "given_up"  # not sent within the period: the clerk is told


class Cause(StrEnum):
    """Why a message was written."""

    SALE = "sale"
    CANCELLATION = "cancellation"
    DISRUPTION = "disruption"
    AGAIN = "again"  # the clerk sent a booking's documents again from Lookup
    # A refund's credit note with no letter waiting to carry it: the operator cancelled, or the
    # cancellation's letter went before the refund was given.
    CREDIT_NOTE = "credit_note"
    # The last part of a refund paid in parts was given: a letter that says so, without the
    # credit note an earlier letter carried.
    REFUND_GIVEN = "refund_given"
    # A refund's refund slip (a pure agent's reimbursement alone, no GST credit note) with no
    # letter waiting to carry it.
    REFUND_SLIP = "refund_slip"
    # A Z report's chain heads to the owner's address (no customer's, no documents).
    Z_HEADS = "z_heads"


class Document(StrEnum):
    """A customer's document a message carries as a PDF."""

    RECEIPT = "receipt"  # the receipt, or the tax invoice a registered agency issues
    # The refund's document: its credit note, or the refund slip of a pure agent's
    # reimbursement alone.
    CREDIT_NOTE = "credit_note"
    VOUCHER = "voucher"


@dataclass(frozen=True, slots=True)
class MailMessage:
    """One message of the outbox as the journal holds it."""

    message_id: int
    header_id: str
    booking_ref: str
    cause: Cause
    recipient: str
    language: str
    subject: str
    body: str
    documents: tuple[Document, ...]
    state: MailState
    attempts: int
    queued_at: dt.datetime
    updated_at: dt.datetime
    server_words: str
    # The cancellation it tells of, whose credit note alone it carries (None: the booking's).
    cancellation: str | None = None

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> MailMessage:
        """The message of a ``mail_outbox`` row."""
        return cls(
            row["message_id"],
            row["header_id"],
            row["booking_ref"],
            Cause(row["cause"]),
            row["recipient"],
            row["language"],
            row["subject"],
            row["body"],
            tuple(Document(kind) for kind in json.loads(row["documents"])),
            MailState(row["state"]),
            row["attempts"],
            dt.datetime.fromisoformat(row["queued_at"]),
            dt.datetime.fromisoformat(row["updated_at"]),
            row["server_words"],
            row["cancellation"],
        )


@dataclass(frozen=True, slots=True)
class Letter:
    """A message without attachments made by its cause's owner (a disruption's news): to whom,
    in which language, its subject and text."""

    recipient: str
    language: str
    subject: str
    body: str


def _stamp(at: dt.datetime) -> str:
    return at.isoformat(timespec="seconds")


def queue_message(
    conn: sqlite3.Connection,
    *,
    booking_ref: str,
    cause: Cause,
    recipient: str,
    language: str,
    subject: str,
    body: str,
    documents: Sequence[Document],
    now: dt.datetime,
    not_before: dt.datetime | None = None,
    cancellation: str | None = None,
) -> int:
    """Write a message into the outbox inside the caller's transaction (the sale's, the
    cancellation's, the disruption's): it is sent only if that commits, and not before
    ``not_before`` when given (``release`` sends it sooner); ``cancellation``: the request of
    the cancellation it tells of. Its id."""
    cursor = conn.execute(
        "INSERT INTO mail_outbox (header_id, booking_ref, cause, recipient, language, subject,"
        " body, documents, state, queued_at, next_try_at, updated_at, cancellation)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?, ?)",
        (
            f"<{uuid.uuid4()}@counterdesk>",
            booking_ref,
            cause.value,
            recipient,
            language,
            subject,
            body,
            json.dumps([document.value for document in documents]),
            _stamp(now),
            _stamp(not_before or now),
            _stamp(now),
            cancellation,
        ),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


# A message of the cancellation ``?`` (or one queued before messages named theirs).
OF_CANCELLATION = "(cancellation IS NULL OR cancellation = ?)"


def release(
    conn: sqlite3.Connection, booking_ref: str, now: dt.datetime, cancellation: str
) -> None:
    """Send the booking's messages of ``cancellation`` held back until now (its letter, once
    the customer's refund issued its credit note), inside the caller's transaction."""
    conn.execute(
        "UPDATE mail_outbox SET next_try_at = ? WHERE booking_ref = ? AND state = 'queued'"
        f" AND attempts = 0 AND next_try_at > ? AND {OF_CANCELLATION}",
        (_stamp(now), booking_ref, _stamp(now), cancellation),
    )


def waiting_with(
    conn: sqlite3.Connection, booking_ref: str, document: Document, cancellation: str
) -> bool:
    """Whether a message of the booking's ``cancellation`` that attaches ``document`` waits to
    be sent (its PDFs are made when it is sent, so it will carry the document as it stands
    then)."""
    row = conn.execute(
        "SELECT 1 FROM mail_outbox WHERE booking_ref = ? AND state = 'queued'"
        f" AND {OF_CANCELLATION}"
        " AND EXISTS (SELECT 1 FROM json_each(documents) WHERE value = ?) LIMIT 1",
        (booking_ref, cancellation, document.value),
    ).fetchone()
    return row is not None


def remember_choice(
    conn: sqlite3.Connection, email: str, wanted: bool, language: str, now: dt.datetime
) -> None:
    """Keep whether the customer ``email`` wants their documents by e-mail, and in which
    language (the clerk's tick, offered again at their next sale)."""
    conn.execute(
        "INSERT INTO mail_customers (email, wanted, language, updated_at) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (email) DO UPDATE SET wanted = excluded.wanted,"
        " language = excluded.language, updated_at = excluded.updated_at",
        (email.strip().lower(), int(wanted), language, _stamp(now)),
    )


def choice_of(conn: sqlite3.Connection, email: str) -> tuple[bool, str] | None:
    """Whether the customer ``email`` wants e-mail and its language; None when never asked."""
    row = conn.execute(
        "SELECT wanted, language FROM mail_customers WHERE email = ?", (email.strip().lower(),)
    ).fetchone()
    return None if row is None else (bool(row[0]), str(row[1]))


def remembered_choice(journal: Path, email: str) -> bool | None:
    """``choice_of`` read on a read-only connection of its own (a worker's)."""
    conn = sqlite3.connect(f"{journal.absolute().as_uri()}?mode=ro", uri=True)
    try:
        chosen = choice_of(conn, email)
    finally:
        conn.close()
    return None if chosen is None else chosen[0]


def forget_customer(conn: sqlite3.Connection, booking_ref: str, email: str) -> None:
    """An erased customer's e-mail out of the outbox and the choices (inside the erasure's
    transaction): the booking's messages keep their subject and state but no address or
    server's words, and one still waiting is given up, never sent."""
    conn.execute(
        "UPDATE mail_outbox SET recipient = '', server_words = '',"
        " state = CASE WHEN state IN ('queued', 'sending') THEN 'given_up' ELSE state END"
        " WHERE booking_ref = ?",
        (booking_ref,),
    )
    if email:
        conn.execute("DELETE FROM mail_customers WHERE email = ?", (email.strip().lower(),))


def messages_of(conn: sqlite3.Connection, booking_ref: str) -> list[MailMessage]:
    """A booking's messages, oldest first."""
    rows = conn.execute(
        "SELECT * FROM mail_outbox WHERE booking_ref = ? ORDER BY message_id", (booking_ref,)
    )
    return [MailMessage.from_row(row) for row in rows]


def due(conn: sqlite3.Connection, now: dt.datetime, limit: int) -> list[MailMessage]:
    """Messages to send now, oldest first: queued ones whose time has come, and any left
    ``sending`` by a kill (whose time is at once)."""
    rows = conn.execute(
        "SELECT * FROM mail_outbox WHERE state IN ('queued', 'sending') AND next_try_at <= ?"
        " ORDER BY next_try_at, message_id LIMIT ?",
        (_stamp(now), limit),
    )
    return [MailMessage.from_row(row) for row in rows]


def retry_now(conn: sqlite3.Connection, now: dt.datetime) -> None:
    """Messages waiting out a backoff are due now (the job starts: after a restart or new
    settings, what waited is tried at once). One held back for a refund's credit note, never
    tried, keeps its time."""
    with conn:
        conn.execute(
            "UPDATE mail_outbox SET next_try_at = ? WHERE state = 'queued' AND attempts > 0"
            " AND next_try_at > ?",
            (_stamp(now), _stamp(now)),
        )


def next_due(conn: sqlite3.Connection) -> dt.datetime | None:
    """When the next waiting message is due; None when none waits."""
    row = conn.execute(
        "SELECT min(next_try_at) FROM mail_outbox WHERE state IN ('queued', 'sending')"
    ).fetchone()
    return None if row[0] is None else dt.datetime.fromisoformat(row[0])


def mark(
    conn: sqlite3.Connection,
    message_id: int,
    state: MailState,
    now: dt.datetime,
    *,
    words: str | None = None,
    next_try: dt.datetime | None = None,
) -> None:
    """Move a message to ``state`` (``sending`` counts an attempt), with the server's ``words``
    and, for one queued again, when to try next."""
    conn.execute(
        "UPDATE mail_outbox SET state = ?, updated_at = ?,"
        " attempts = attempts + (? = 'sending'), server_words = coalesce(?, server_words),"
        " next_try_at = coalesce(?, next_try_at) WHERE message_id = ?",
        (
            state.value,
            _stamp(now),
            state.value,
            words,
            None if next_try is None else _stamp(next_try),
            message_id,
        ),
    )

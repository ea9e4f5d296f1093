"""Each cancellation's letter names its cancellation (journal version 30), so a refund releases
and completes that letter alone; a letter queued by an older journal, naming none, is released
and carries the booking's credit notes as before."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from app.journal import Journal
from app.journal.schema import SCHEMA_VERSION
from app.journal.store import DATABASE_NAME
from app.mail.outbox import Cause, Document, messages_of, release, waiting_with
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.mail.journal_mail import sold


def cancel(journal: Journal, ref: str, request_id: str) -> None:
    """The cancellation ``request_id`` of one seat of ``ref``, confirmed (seats remain)."""
    journal.add_cancel(cancel_request(request_id, ref), agent=None)
    journal.cancelled(request_id, cancel_result(900.0, "PARTIAL"))


def test_a_refund_releases_its_own_cancellations_letter_and_no_other(
    journal: Journal, clock: Clock
) -> None:
    ref = sold(journal, True)
    cancel(journal, ref, "c-1")
    cancel(journal, ref, "c-2")
    letters = messages_of(journal._conn, ref)[1:]
    assert [(m.cause, m.cancellation) for m in letters] == [
        (Cause.CANCELLATION, "c-1"),
        (Cause.CANCELLATION, "c-2"),
    ]
    conn = journal._conn
    with conn:
        release(conn, ref, clock.now, "c-2")
    held = conn.execute(
        "SELECT cancellation FROM mail_outbox WHERE next_try_at > ? ORDER BY message_id",
        (clock.now.isoformat(timespec="seconds"),),
    ).fetchall()
    assert [row[0] for row in held] == ["c-1"]
    assert waiting_with(conn, ref, Document.CREDIT_NOTE, "c-1")
    assert not waiting_with(conn, ref, Document.CREDIT_NOTE, "c-3")


def test_a_letter_queued_before_version_30_is_released_by_any_of_the_bookings_refunds(
    tmp_path: Path, clock: Clock
) -> None:
    folder = tmp_path / "old"
    journal = Journal(folder, now=clock)
    ref = sold(journal, True)
    cancel(journal, ref, "c-1")
    journal.close()
    # The journal as version 29 wrote it: no column naming the cancellation.
    with sqlite3.connect(folder / DATABASE_NAME) as raw:
        raw.execute("ALTER TABLE mail_outbox DROP COLUMN cancellation")
        raw.execute("PRAGMA user_version = 29")
    raw.close()

    journal = Journal(folder, now=clock)
    try:
        with sqlite3.connect(folder / DATABASE_NAME) as check:
            assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        (sale, letter) = messages_of(journal._conn, ref)
        assert (sale.cancellation, letter.cancellation) == (None, None)
        conn = journal._conn
        assert waiting_with(conn, ref, Document.CREDIT_NOTE, "c-1")
        with conn:
            release(conn, ref, clock.now, "c-1")
        assert messages_of(conn, ref)[1].cancellation is None
        due = conn.execute(
            "SELECT count(*) FROM mail_outbox WHERE next_try_at <= ?",
            (clock.now.isoformat(timespec="seconds"),),
        ).fetchone()[0]
        assert due == 2
    finally:
        journal.close()

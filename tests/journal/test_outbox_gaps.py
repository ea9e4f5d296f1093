"""The outbox's numbers: a record added again uses none up; numbers an older version used up
without a record are declared once, in one chained record, where the chain proves they held
nothing; numbers and records deleted from the journal, and a sequence moved backwards, are
named missing, never declared; numbers a recovery lost are never declared (the store may hold
them, or the day close must name them)."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

from app.domain.clock import SERVICE_TZ
from app.journal import Journal, outbox
from app.journal.opening import open_journal
from app.journal.outbox import Kind
from app.journal.store import DATABASE_NAME
from tests.journal.entries import Clock
from tests.journal.faults import scramble_pages
from tests.journal.hiding import delete_offline, numbers_of
from tests.journal.till_sales import sell, till_sale

# db45b988's ``outbox.add`` of a record already there: adds nothing, uses up a number.
OLD_ADD = (
    "INSERT INTO outbox (record_id, kind, body, created_at) VALUES (?, 'sale', '{}',"
    " '2026-11-26T10:00:00.000+05:30') ON CONFLICT (record_id) DO NOTHING"
)


def declarations(folder: Path) -> list[tuple[int, list[int]]]:
    """Each ``gap`` record's number and the numbers it declares."""
    with closing(sqlite3.connect(folder / DATABASE_NAME)) as conn:
        rows = conn.execute("SELECT seq, body FROM outbox WHERE kind = 'gap' ORDER BY seq")
        return [(seq, json.loads(body)["numbers"]) for seq, body in rows]


def test_a_record_added_again_uses_up_no_number(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal, journal._conn as conn:
        assert outbox.add(conn, Kind.DECISION, "d-1", {}, journal.now())
        assert not outbox.add(conn, Kind.DECISION, "d-1", {}, journal.now())
        assert outbox.add(conn, Kind.DECISION, "d-2", {}, journal.now())
        seqs = [seq for (seq,) in conn.execute("SELECT seq FROM outbox ORDER BY seq")]
    assert seqs == [1, 2]


def missing_named(folder: Path) -> list[tuple[int, dict[str, Any]]]:
    """Each ``missing`` record's number and body."""
    with closing(sqlite3.connect(folder / DATABASE_NAME)) as conn:
        rows = conn.execute("SELECT seq, body FROM outbox WHERE kind = 'missing' ORDER BY seq")
        return [(seq, json.loads(body)) for seq, body in rows]


def two_sales(folder: Path) -> list[int]:
    """Two sales booked as REF-A and REF-B; the numbers of the second one's records."""
    with Journal(folder, now=Clock()) as journal:
        sell(journal, "s-1", till_sale(), "REF-A")
        sell(journal, "s-2", till_sale(), "REF-B")
    return numbers_of(folder, "s-2")


LAST_SALE_NAMED = [
    {"record_id": "pending:s-2", "kind": "pending", "booking_ref": "REF-B"},
    {"record_id": "s-2", "kind": "sale", "booking_ref": "REF-B"},
]


def test_the_last_sale_deleted_offline_is_named_missing_never_declared(tmp_path: Path) -> None:
    # Run on the code before this test, the journal declared [4, 5, 6] used up and named nothing.
    hidden = two_sales(tmp_path)
    assert hidden == [4, 5, 6]
    delete_offline(tmp_path, hidden)
    with Journal(tmp_path, now=Clock()):
        pass
    assert declarations(tmp_path) == []
    ((seq, body),) = missing_named(tmp_path)
    assert seq == 7 and body["numbers"] == hidden and body["sequence"] is None
    assert body["records"] == LAST_SALE_NAMED
    # Named once; and a later record chained over the hole proves nothing about it.
    with Journal(tmp_path, now=Clock()) as journal:
        sell(journal, "s-3", till_sale(), "REF-C")
    with Journal(tmp_path, now=Clock()):
        pass
    assert declarations(tmp_path) == [] and [seq for seq, _ in missing_named(tmp_path)] == [7]


def test_a_sale_deleted_between_records_is_named_missing(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        sell(journal, "s-1", till_sale(), "REF-A")
        sell(journal, "s-2", till_sale(), "REF-B")
        sell(journal, "s-3", till_sale(), "REF-C")
    hidden = numbers_of(tmp_path, "s-2")
    delete_offline(tmp_path, hidden)
    with Journal(tmp_path, now=Clock()):
        pass
    # The record after the hole was chained to the sale's money event, not to the record below.
    assert declarations(tmp_path) == []
    ((_, body),) = missing_named(tmp_path)
    assert body["numbers"] == hidden and body["records"] == LAST_SALE_NAMED


def test_a_sequence_moved_backwards_is_named_and_set_forward(tmp_path: Path) -> None:
    # Run on the code before this test, the journal named nothing and gave 4 to a new record.
    hidden = two_sales(tmp_path)
    delete_offline(tmp_path, hidden, lower_sequence=True)
    with Journal(tmp_path, now=Clock()) as journal:
        sell(journal, "s-3", till_sale(), "REF-C")
    ((seq, body),) = missing_named(tmp_path)
    assert body["sequence"] == {"given": 6, "found": 3}
    assert body["numbers"] == hidden and body["records"] == LAST_SALE_NAMED
    assert seq == 7 and numbers_of(tmp_path, "s-3") == [8, 9, 10]  # no number given twice
    assert declarations(tmp_path) == []


def test_a_sale_hidden_with_every_number_is_named_by_the_till(tmp_path: Path) -> None:
    hidden = two_sales(tmp_path)
    delete_offline(tmp_path, hidden, lower_sequence=True, lower_mark=True)
    with Journal(tmp_path, now=Clock()):
        pass
    ((_, body),) = missing_named(tmp_path)
    # No number shows it any more; the till's own row of the sale still does.
    assert body["numbers"] == [] and body["sequence"] is None
    assert body["records"] == LAST_SALE_NAMED


def test_the_old_versions_holes_are_declared_once_and_chained(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        sell(journal, "s-1", till_sale())
        with journal._conn as conn:
            conn.execute(OLD_ADD, ("s-1",))
            conn.execute(OLD_ADD, ("s-1",))
        sell(journal, "s-2", till_sale())
        with journal._conn as conn:
            conn.execute(OLD_ADD, ("s-2",))  # above the last record
    # The journal as db45b988 left it, opened by this version: declared at the opening where
    # the record after the hole was chained over it; above the last record nothing proves it.
    with Journal(tmp_path, now=Clock()) as journal:
        ((seq, numbers),) = declarations(tmp_path)
        link = journal._conn.execute(
            "SELECT link FROM outbox_chain WHERE seq = ?", (seq,)
        ).fetchone()
        assert link is not None  # chained like any record
    assert numbers == [4, 5] and seq == 10  # each sale with its money event
    ((named_at, body),) = missing_named(tmp_path)
    assert named_at == 11 and body["numbers"] == [9] and body["records"] == []
    with Journal(tmp_path, now=Clock()):
        pass
    assert declarations(tmp_path) == [(10, [4, 5])]  # once
    assert [seq for seq, _ in missing_named(tmp_path)] == [11]


def test_numbers_a_recovery_lost_are_never_declared(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        for number in range(40):
            sell(journal, f"s-{number}", till_sale())
        (given,) = journal._conn.execute("SELECT max(seq) FROM outbox").fetchone()
    assert scramble_pages(tmp_path / DATABASE_NAME, b"PB1/26/0000", pages=40) > 0
    moment = dt.datetime(2026, 12, 1, 18, 30, tzinfo=SERVICE_TZ)
    opened = open_journal(tmp_path, now=lambda: moment)
    assert opened.recovery is not None
    with opened.journal as journal:
        kept = {seq for (seq,) in journal._conn.execute("SELECT seq FROM outbox")}
        lost = journal._conn.execute("SELECT first, last FROM outbox_lost").fetchall()
    missing = set(range(1, given + 1)) - kept
    assert missing  # the damage took records the store may hold
    assert {n for first, last in lost for n in range(first, last + 1)} >= missing
    assert declarations(tmp_path) == []

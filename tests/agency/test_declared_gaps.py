"""Numbers an older version's outbox used up without a record (a sale recorded again after a
kill): a journal with such holes, opened by this version, declares them; the agency store
(a real PostgreSQL) then reaches the counter's last record and the day close names nothing
missing, while a record really removed from the store is still named."""

from __future__ import annotations

import json
import sqlite3
import uuid
from contextlib import closing
from decimal import Decimal
from pathlib import Path

import psycopg
from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.domain.tenders import CASH
from app.domain.till import DrawerCount
from app.journal import Journal, outbox
from app.journal.outbox import Kind
from app.journal.store import DATABASE_NAME
from app.reports.drawer import z_report
from tests.agency.deployment import Deployment, Desk, replicate
from tests.agency.records import counter
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import sell, till_sale

# db45b988's ``outbox.add``: a record added again (its sale recorded once more after a kill)
# went through this statement, which adds nothing and still uses up a number.
OLD_ADD = (
    "INSERT INTO outbox (record_id, kind, body, created_at) VALUES (?, 'sale', '{}',"
    " '2026-11-26T10:00:00.000+05:30') ON CONFLICT (record_id) DO NOTHING"
)


def added_again(journal: Journal, record_id: str, times: int = 1) -> None:
    """``record_id`` added again ``times`` as the old version did."""
    with journal._conn as conn:
        for _ in range(times):
            conn.execute(OLD_ADD, (record_id,))


def holed_day(folder: Path, code: str) -> list[int]:
    """A day at the till (two sales, a cancellation refunded, the Z report) whose outbox holes
    are those the old version left when each outcome was recorded again; the holes."""
    with Journal(folder, now=Clock()) as journal:
        till = journal.till
        shift = till.open_shift(code, "Leela Menon", Decimal("2000.00"))
        first = sell(journal, f"{code}-s-1", till_sale(code, shift_id=shift.shift_id))
        added_again(journal, f"{code}-s-1", 2)
        sell(journal, f"{code}-s-2", till_sale(code, shift_id=shift.shift_id))
        added_again(journal, f"{code}-s-2")
        journal.add_cancel(cancel_request(f"{code}-c-1", first.booking_ref), agent=None)
        journal.cancelled(f"{code}-c-1", cancel_result(900.0))
        added_again(journal, f"{code}-c-1")
        till.record_refund(
            f"{code}-c-1",
            booking_ref=first.booking_ref,
            counter=code,
            clerk="Leela Menon",
            shift_id=shift.shift_id,
            rule_amount=Decimal("900.00"),
            amount=Decimal("900.00"),
            mode=CASH,
        )
        z_report(till, shift.shift_id, DrawerCount.of({500: 4}), closed_by="Leela Menon")
        added_again(journal, f"{code}-s-2")  # above the last record too
        # ... and went on: its next record was chained over that hole, which proves it held
        # nothing (a hole above the last record proves nothing and is named missing instead:
        # tests/journal/test_outbox_gaps.py).
        with journal._conn as conn:
            outbox.add(conn, Kind.DECISION, f"{code}-d-1", {}, journal.now())
    return numbers_without_record(folder)


def numbers_without_record(folder: Path) -> list[int]:
    """The numbers the journal's outbox gave (up to its last) that hold no record."""
    with closing(sqlite3.connect(folder / DATABASE_NAME)) as conn:
        (given,) = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'outbox'").fetchone()
        kept = {seq for (seq,) in conn.execute("SELECT seq FROM outbox")}
    return [number for number in range(1, given + 1) if number not in kept]


async def links_and_problems(desk: Desk) -> tuple[queries.CounterLink, list[tuple[str, str]]]:
    """The counter's progress in the store and the day close's problems, read at ``desk``."""
    async with AsyncConnectionPool(desk.url, min_size=1, max_size=1) as pool:
        (link,) = [c for c in await queries.counters(pool) if c.counter_id == desk.counter_id]
        found = await queries.integrity(pool)
    return link, [(p.problem, p.record_id) for p in found]


async def test_a_journal_with_the_old_versions_holes_is_brought_level(
    deployment: Deployment, tmp_path: Path
) -> None:
    identity = counter("HV1")
    desk = Desk(identity, await deployment.admit(identity))
    folder = tmp_path / "HV1"
    holes = holed_day(folder, "HV1")
    assert len(holes) == 5

    # As the old version left it: every record in the store, and 5 numbers called missing.
    sent = await replicate(desk, folder)
    link, problems = await links_and_problems(desk)
    assert link.contiguous_seq < link.last_seq and link.missing == 5
    assert {problem for problem, _ in problems} == {"missing_before"}

    # This version opens the journal: the numbers used up are declared, in one record.
    with Journal(folder, now=Clock()) as journal:
        ((seq, body),) = journal._conn.execute(
            "SELECT seq, body FROM outbox WHERE kind = ?", (Kind.GAP.value,)
        ).fetchall()
        assert json.loads(body)["numbers"] == holes
        assert seq == sent + len(holes) + 1
        sell(journal, "HV1-s-3", till_sale("HV1"))
        with journal._conn as conn:  # recorded again: this version uses up no number
            assert not outbox.add(conn, Kind.SALE, "HV1-s-3", {}, journal.now())
        sell(journal, "HV1-s-4", till_sale("HV1"))
    assert numbers_without_record(folder) == holes  # new records leave no gap
    # The declaration, and each sale's pending record, its sale and its money event.
    assert await replicate(desk, folder) == 1 + 2 * 3
    link, problems = await links_and_problems(desk)
    assert link.contiguous_seq == link.last_seq == sent + len(holes) + 7  # 100 %
    assert (link.missing, link.declared) == (0, 5)
    assert problems == []

    # A record really removed from the store is still named, declaration or not.
    with psycopg.connect(deployment.owner_url) as conn:
        conn.execute(
            "DELETE FROM records WHERE record_id = 'pending:HV1-s-2' AND counter_id = %s",
            (uuid.UUID(desk.counter_id),),
        )
    link, problems = await links_and_problems(desk)
    # Named by the record after it: the sale's money event, written with its sale.
    assert problems == [("missing_before", "money:sale:HV1-s-2")]
    assert link.missing == 1

"""A sale hidden from the counter's journal before it was sent (its records deleted offline,
the outbox's sequence set back): the journal names it missing as it opens, never declares its
numbers used up, and the agency day close (a real PostgreSQL) names it with its booking."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import psycopg
import pytest
from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.agency.migrate import migrate, migrations
from app.journal import Journal
from tests.agency.deployment import Deployment, Desk, replicate
from tests.agency.records import counter
from tests.journal.entries import Clock
from tests.journal.hiding import delete_offline, numbers_of
from tests.journal.till_sales import sell, till_sale

# How the sale is hidden: (sequence set back, the journal's mark of the highest number too).
WAYS = {
    "records deleted": (False, False),
    "sequence lowered": (True, False),
    "sequence and its mark lowered": (True, True),
}


@pytest.mark.parametrize("way", WAYS)
async def test_a_sale_hidden_offline_is_named_at_the_day_close(
    deployment: Deployment, tmp_path: Path, way: str
) -> None:
    identity = counter("NM1")
    desk = Desk(identity, await deployment.admit(identity))
    folder = tmp_path / "NM1"
    with Journal(folder, now=Clock()) as journal:
        sell(journal, "NM1-s-1", till_sale("NM1"), "REF-NM1A")
    assert await replicate(desk, folder) == 3
    # Offline: sold, then its records deleted before the replicator sent them.
    with Journal(folder, now=Clock()) as journal:
        sell(journal, "NM1-s-2", till_sale("NM1"), "REF-NM1B")
    hidden = numbers_of(folder, "NM1-s-2")
    lower_sequence, lower_mark = WAYS[way]
    delete_offline(folder, hidden, lower_sequence=lower_sequence, lower_mark=lower_mark)
    with Journal(folder, now=Clock()) as journal:
        kinds = [kind for (kind,) in journal._conn.execute("SELECT kind FROM outbox")]
        sell(journal, "NM1-s-3", till_sale("NM1"), "REF-NM1C")
    assert "gap" not in kinds and kinds.count("missing") == 1
    await replicate(desk, folder)

    async with AsyncConnectionPool(desk.url, min_size=1, max_size=1) as pool:
        close = await queries.day_close(pool, dt.date(2026, 11, 26), [])
        (link,) = [c for c in await queries.counters(pool) if c.counter_id == desk.counter_id]
    named = [
        (p.problem, p.record_id, p.booking_ref)
        for p in close.problems
        if p.counter.startswith("NM1")
    ]
    assert ("named_missing", "pending:NM1-s-2", "REF-NM1B") in named
    assert ("named_missing", "NM1-s-2", "REF-NM1B") in named
    described = [p.describe() for p in close.problems if p.problem == "named_missing"]
    assert all("REF-NM1B" in text for text in described)
    # Its numbers: never declared; a hole the day close names unless they were given again.
    assert link.declared == 0
    assert any(problem == "missing_before" for problem, _, _ in named) == (not lower_mark)


def grant_function_of(version: int) -> bytes:
    """``agency_grant_counter`` as the migrations up to ``version`` left it (its last one)."""
    start = b"CREATE OR REPLACE FUNCTION agency_grant_counter"
    last = [m.sql for m in migrations() if m.version <= version and start in m.sql][-1]
    defined = last[last.index(start) :]
    return defined[: defined.index(b"$$;") + len(b"$$;")]


async def test_a_counter_admitted_before_version_22_still_reads_the_day_close(
    deployment: Deployment,
) -> None:
    identity = counter("NM2")
    desk = Desk(identity, await deployment.admit(identity))
    # The store as version 21 left it, the counter's role granted its view; then version 22.
    with psycopg.connect(deployment.owner_url, autocommit=True) as conn:
        # Version 43's reading of the agency's closes, version 42's corrections and months'
        # acts, version 41's book days, then version 40's months' closes: the views, the owner's
        # table and its functions (43's close among them, in 40's stead).
        conn.execute("DROP FUNCTION agency_month_closes_of")
        conn.execute("DROP VIEW agency_book_corrections, agency_month_acts")
        conn.execute("DROP VIEW agency_book_days")
        conn.execute("DROP VIEW agency_counter_months, agency_month_closes")
        conn.execute("DROP FUNCTION agency_close_month, agency_reopen_month, agency_month_closed")
        conn.execute("DROP TABLE agency_months")
        conn.execute("DROP FUNCTION agency_months_final")
        # Version 35's views of the books' checks and the money events' chain.
        conn.execute("DROP VIEW agency_books_checks, agency_money_events, agency_money_heads")
        # Versions 30 and 29's views of the books' figures.
        conn.execute(
            "DROP VIEW agency_book_wallet_lines, agency_book_bookings, agency_book_drawers,"
            " agency_book_wallet_days, agency_book_tenders, agency_book_day_lines"
        )
        # Versions 27, 28 and 33's tables and views (the agency's witness, the registered keys,
        # the rotated ones).
        conn.execute(
            "DROP VIEW agency_foreign_seals, agency_registered_keys, agency_key_rotations,"
            " agency_unsealed"
        )
        conn.execute(
            "DROP TABLE counter_keys, agency_witness_readings, agency_witness_keys, agency_topups"
        )
        # Version 25's view over version 22's, and its heads, undone first; version 24's views,
        # and its grants to a counter as version 21 made them.
        conn.execute("DROP VIEW agency_shared_keys, agency_wallet_readings")
        conn.execute(grant_function_of(21))
        conn.execute("DROP VIEW agency_integrity")
        conn.execute("DROP VIEW agency_integrity_unwitnessed")
        conn.execute("DROP FUNCTION agency_witness, agency_witnessed")
        conn.execute("DROP TABLE chain_heads")
        conn.execute("ALTER VIEW agency_integrity_unnamed RENAME TO agency_integrity")
        conn.execute("DELETE FROM schema_version WHERE version >= 22")
    async with await psycopg.AsyncConnection.connect(deployment.owner_url) as owner:
        assert await migrate(owner) == migrations()[-1].version
    async with AsyncConnectionPool(desk.url, min_size=1, max_size=1) as pool:
        assert await queries.integrity(pool) == []

"""A damaged journal that lost receipt numbers: with no agency store the receipts start a new
series (the recovery's prefix); once the counter's agency store answers, the counter's own series
goes on above the greater of the store's last number and the journal's, so no number is printed
twice and none starts again (a real PostgreSQL store, a journal with scrambled pages)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from app.agency.link import LinkState
from app.agency.local_server import LocalServer
from app.domain.clock import SERVICE_TZ
from app.journal.opening import open_journal
from app.journal.store import DATABASE_NAME, Journal
from app.journal.till import SaleState
from tests.agency.records import counter
from tests.agency.replication import replicating, until_synced
from tests.journal.entries import Clock
from tests.journal.faults import scramble_pages
from tests.journal.till_sales import sell, till_sale

SALES = 40


def moment() -> dt.datetime:
    """When the damage is found."""
    return dt.datetime(2026, 12, 1, 18, 30, tzinfo=SERVICE_TZ)


def printed(folder: Path) -> set[str]:
    """Every receipt number the journal in ``folder`` printed."""
    with Journal(folder, now=Clock()) as journal:
        return {
            sale.receipt_no
            for sale in journal.till.sales(state=SaleState.TAKEN)
            if sale.receipt_no is not None
        }


async def test_once_the_store_answers_receipts_go_on_above_its_last_number_not_a_new_series(
    agency_server: LocalServer, agency_db: str, tmp_path: Path
) -> None:
    desk = counter("PB1")
    states: list[LinkState] = []
    with Journal(tmp_path, now=Clock()) as journal:
        for number in range(SALES):
            sell(journal, f"s-{number}", till_sale())
    before = printed(tmp_path)
    last = f"PB1/26/{SALES:06d}"
    assert last in before
    async with replicating(tmp_path, desk, agency_db, states) as replicator:
        await until_synced(replicator)  # the store holds every sale, its receipt number too
    # The pages holding the last receipt numbers are lost: the journal alone cannot tell them.
    assert scramble_pages(tmp_path / DATABASE_NAME, b"PB1/26/0000", pages=40) > 0

    opened = open_journal(tmp_path, now=moment)
    recovery = opened.recovery
    assert recovery is not None and recovery.worst.prefix == "A"
    opened.journal.close()
    assert last not in printed(tmp_path)  # lost here: only the store still knows it

    resumed: list[str] = []
    async with replicating(tmp_path, desk, agency_db, states, resumed=resumed) as replicator:
        await until_synced(replicator)
    with Journal(tmp_path, now=Clock()) as journal:
        sell(journal, "after", till_sale())
        after = journal.till.sale("after")
        restart = journal._conn.execute("SELECT * FROM receipt_restart").fetchall()

    assert after is not None
    assert after.receipt_no == f"PB1/26/{SALES + 1:06d}"  # above the store's, not 000001
    assert after.receipt_no not in before and restart == []
    assert resumed == ["A"]  # staff are told, once


async def test_a_store_missing_records_the_damaged_journal_wrote_leaves_the_new_series(
    agency_server: LocalServer, agency_db: str, tmp_path: Path
) -> None:
    desk = counter("PB1")
    states: list[LinkState] = []
    with Journal(tmp_path, now=Clock()) as journal:
        for number in range(3):  # never sent to the store: lost with the pages, known to none
            sell(journal, f"s-{number}", till_sale())
    assert scramble_pages(tmp_path / DATABASE_NAME, b"PB1/26/0000", pages=40) > 0
    opened = open_journal(tmp_path, now=moment)
    assert opened.recovery is not None and opened.recovery.worst.prefix == "A"
    with opened.journal as journal:
        sell(journal, "offline", till_sale())  # the store not reached yet: the new series
        offline = journal.till.sale("offline")
    assert offline is not None and offline.receipt_no == "PB1/26A000001"

    resumed: list[str] = []
    async with replicating(tmp_path, desk, agency_db, states, resumed=resumed) as replicator:
        await until_synced(replicator)
    with Journal(tmp_path, now=Clock()) as journal:
        sell(journal, "online", till_sale())
        online = journal.till.sale("online")

    # The store lacks what the damaged journal wrote first: its word cannot be complete, and
    # the counter's own series (whose last numbers no one knows now) is not used again.
    assert online is not None and online.receipt_no == "PB1/26A000002"
    assert resumed == []

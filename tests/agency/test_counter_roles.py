"""What a counter's own role can do in the agency store, on a real PostgreSQL: add and read its
own records, nothing of anyone else's. Every way a counter could touch what is not its own
(another counter's key, name and progress, sales under another's name, updates and deletes, other
counters' customers) is refused, and replication goes on as before."""

from __future__ import annotations

import asyncio
import datetime as dt
import sqlite3
import uuid
from contextlib import closing
from pathlib import Path
from typing import Any

import psycopg
import pytest
from psycopg import errors
from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.agency.link import LinkState
from app.agency.queries import AgencyFilter, tax_documents
from app.agency.reads import AgencyReads
from app.agency.store import AgencyStore, CounterClaimed, CounterNotAdmitted
from app.journal import Journal
from app.ui.controllers.agency import AgencyController, AgencyUnavailable
from tests.agency.controller import reading_agency
from tests.agency.deployment import Deployment, Desk, replicate, till_day
from tests.agency.records import counter
from tests.agency.replication import arrived_once, replicating, until, until_synced
from tests.journal.till_sales import sell, till_sale

TODAY = dt.date(2026, 12, 1)


def outbox_size(folder: Path) -> int:
    """How many records the outbox of the journal in ``folder`` holds, sent or not."""
    with closing(sqlite3.connect(folder / "journal.db")) as journal:
        (count,) = journal.execute("SELECT count(*) FROM outbox").fetchone()
    return int(count)


def run(url: str, statement: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """``statement`` on the store as the role of ``url``; its rows."""
    with psycopg.connect(url) as conn:
        cursor = conn.execute(statement.encode(), params)
        return cursor.fetchall() if cursor.description else []


# Each statement is a counter (Port Blair, as {own}) reaching for what is not its own ({other},
# Havelock's counter), or changing what no counter may change.
ATTACKS = {
    "another counter's key": "UPDATE counters SET installation_key = 'x'"
    " WHERE counter_id = {other}",
    "another counter's name": "UPDATE counters SET name = 'Mine now' WHERE counter_id = {other}",
    "its own name": "UPDATE counters SET code = 'PB9' WHERE counter_id = {own}",
    "its own key": "UPDATE counters SET installation_key = 'x' WHERE counter_id = {own}",
    "another counter's role": "UPDATE counters SET role_name = current_user"
    " WHERE counter_id = {other}",
    "a counter of its own making": "INSERT INTO counters (counter_id, code, name,"
    " installation_key) VALUES (gen_random_uuid(), 'X1', 'X', 'x')",
    "another counter's progress": "UPDATE counter_progress SET contiguous_seq = 0,"
    " last_seq = 0 WHERE counter_id = {other}",
    "its own progress": "UPDATE counter_progress SET contiguous_seq = 999 WHERE counter_id = {own}",
    "progress removed": "DELETE FROM counter_progress",
    "a sale under another counter's name": "INSERT INTO records (counter_id, seq, record_id,"
    " kind, body, created_at) VALUES ({other}, 999, 'forged', 'sale', '{{}}', now())",
    "a record of its own changed": "UPDATE records SET body = '{{}}' WHERE counter_id = {own}",
    "another counter's record changed": "UPDATE records SET body = '{{}}'"
    " WHERE counter_id = {other}",
    "a record of its own deleted": "DELETE FROM records WHERE counter_id = {own}",
    "another counter's record deleted": "DELETE FROM records WHERE counter_id = {other}",
    "every record emptied": "TRUNCATE records",
    "a counter removed": "DELETE FROM counters WHERE counter_id = {other}",
    "another counter's progress recomputed": "SELECT agency_advance({other})",
    "a counter admitted by a counter": "SELECT agency_admit_counter({other}, 'X', 'X', 'x',"
    " current_user)",
}


@pytest.mark.parametrize("attack", ATTACKS)
async def test_a_counter_cannot_touch_what_is_not_its_own(
    desks: tuple[Desk, Desk], deployment: Deployment, attack: str
) -> None:
    own, other = desks
    before = run(deployment.owner_url, "SELECT * FROM counters ORDER BY code")
    progress = run(deployment.owner_url, "SELECT * FROM counter_progress ORDER BY counter_id")
    records = run(deployment.owner_url, "SELECT count(*), max(seq) FROM records")
    statement = ATTACKS[attack].format(own=f"'{own.counter_id}'", other=f"'{other.counter_id}'")

    with pytest.raises(errors.InsufficientPrivilege):
        run(own.url, statement)

    assert run(deployment.owner_url, "SELECT * FROM counters ORDER BY code") == before
    assert (
        run(deployment.owner_url, "SELECT * FROM counter_progress ORDER BY counter_id") == progress
    )
    assert run(deployment.owner_url, "SELECT count(*), max(seq) FROM records") == records


async def test_a_counter_cannot_register_as_another_even_with_its_key(
    desks: tuple[Desk, Desk],
) -> None:
    own, other = desks
    store = await AgencyStore.open(own.url)
    try:
        with pytest.raises(CounterNotAdmitted, match="counterdesk agency add-counter"):
            await store.register(other.identity)  # Havelock's id and key, Port Blair's role
        copied = counter("PB1", counter_id=own.counter_id)  # a copied settings file
        with pytest.raises(CounterClaimed):
            await store.register(copied)
        unknown = counter("ZZ1")
        with pytest.raises(CounterNotAdmitted):
            await store.register(unknown)
    finally:
        await store.close()


async def test_a_counter_reads_its_own_rows_and_no_other_counter_s_customers(
    desks: tuple[Desk, Desk], deployment: Deployment
) -> None:
    own, other = desks
    mine, theirs = uuid.UUID(own.counter_id), uuid.UUID(other.counter_id)
    # The tables: its own rows only.
    assert run(own.url, "SELECT DISTINCT counter_id FROM records") == [(mine,)]
    assert run(own.url, "SELECT counter_id FROM counters") == [(mine,)]
    assert run(own.url, "SELECT counter_id FROM counter_progress") == [(mine,)]
    # The views: every counter's sales, their amounts, references and Z reports (the agency's
    # day close), but another counter's customers stay hidden.
    personal = (
        "SELECT counter_id, customer_name, customer_email, customer_phone, passengers,"
        " haystack = lower(booking_ref), customer_total FROM agency_sales ORDER BY seq"
    )
    seen = {row[0]: row[1:] for row in run(own.url, personal)}
    assert set(seen) == {mine, theirs}
    assert seen[theirs][:5] == (None, None, None, None, True)
    assert None not in seen[mine][:4] and seen[mine][4] is False
    assert seen[theirs][5] == seen[mine][5]  # the amounts are the agency's
    assert run(
        own.url, "SELECT names FROM agency_cancellations WHERE counter_id = %s", (theirs,)
    ) == [(None,)]
    assert {
        row[0]
        for row in run(
            own.url, "SELECT reference FROM agency_payments WHERE counter_id = %s", (theirs,)
        )
    } == {None}
    assert len(run(own.url, "SELECT * FROM agency_reports WHERE report = 'Z'")) == 2
    # The administrator sees everyone's customers.
    admin = {row[0]: row[1:] for row in run(deployment.owner_url, personal)}
    assert admin[theirs][0] is not None and admin[theirs][4] is False


async def test_a_search_at_one_counter_finds_another_s_sale_by_reference_only(
    desks: tuple[Desk, Desk], deployment: Deployment
) -> None:
    own, other = desks
    (customer, booking_ref) = run(
        deployment.owner_url,
        "SELECT customer_name, booking_ref FROM agency_sales WHERE counter_id = %s LIMIT 1",
        (uuid.UUID(other.counter_id),),
    )[0]
    async with AsyncConnectionPool(own.url, min_size=1, max_size=1) as pool:
        by_name = await queries.search(pool, AgencyFilter(text=customer))
        by_ref = await queries.search(pool, AgencyFilter(text=booking_ref))
    assert {row.counter_code for row in by_name.rows} == {"PB1"}
    assert [(row.counter_code, row.customer) for row in by_ref.rows] == [("HV1", "")]
    async with AsyncConnectionPool(deployment.owner_url, min_size=1, max_size=1) as pool:
        everyone = await queries.search(pool, AgencyFilter(text=customer))
    assert {row.counter_code for row in everyone.rows} == {"PB1", "HV1"}


async def test_replication_as_the_counter_s_role_stores_each_record_once(
    deployment: Deployment, tmp_path: Path
) -> None:
    identity = counter("PB1")
    url = await deployment.admit(identity)
    till_day(tmp_path, "PB1")
    states: list[LinkState] = []
    async with replicating(tmp_path, identity, url, states, batch_size=3) as replicator:
        await until_synced(replicator)
        with Journal(tmp_path) as journal:
            sell(journal, "late-1", till_sale("PB1"))
        replicator.wake()
        total = outbox_size(tmp_path)
        await until(lambda: replicator.sent == total, "the late sale to arrive")
        await until_synced(replicator)
    await arrived_once(url, tmp_path, identity)
    # Sent again (a crash before the journal marked them): nothing is added.
    with closing(sqlite3.connect(tmp_path / "journal.db")) as outbox, outbox:
        outbox.execute("UPDATE outbox SET sent_at = NULL")
    assert await replicate(Desk(identity, url), tmp_path) == 0
    assert run(deployment.owner_url, "SELECT problem FROM agency_integrity") == []


async def test_the_agency_gst_export_is_the_administrators_and_a_counter_is_told_so(
    desks: tuple[Desk, Desk], deployment: Deployment, tmp_path: Path
) -> None:
    own, _other = desks
    # Every counter's invoices name their customers (and a business's GSTIN): not a counter's.
    with pytest.raises(errors.InsufficientPrivilege):
        run(own.url, "SELECT document FROM agency_tax_documents")
    assert run(deployment.owner_url, "SELECT count(*) FROM agency_tax_documents") == [(0,)]
    agency = reading_agency(tmp_path, AgencyController)
    reads = AgencyReads(own.url)
    agency._reads = reads  # as start() makes it, without a replicator
    try:
        with pytest.raises(AgencyUnavailable, match="may not read that: it holds other"):
            await agency.read(lambda pool: tax_documents(pool, TODAY, TODAY))
    finally:
        await asyncio.to_thread(reads.close)

"""The heads of a counter's chains witnessed by the agency store as they grow, on a real
PostgreSQL: whoever holds the journal and its keyring rewrites records not yet sent, or access
log entries after the last Z report, and makes the chain again under the key. Every seal holds
and the journal agrees with itself; the heads the store took before the rewrite name the first
place that differs (docs/decisions/heads-witnessed-as-they-grow.md)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import psycopg
import pytest

from app.agency.audit import store_access_heads, store_grown_heads
from app.agency.replicator import Replicator
from app.agency.store import AgencyStore
from app.counter.config.paths import AppPaths
from app.counter.services.privacy_audit import privacy_audit
from app.journal import Journal, access_log, chain
from app.journal.outbox import OutboxReader
from app.journal.store import DATABASE_NAME
from app.records.customers import Action, Who
from tests.agency.deployment import Deployment, Desk, replicate, till_day
from tests.agency.records import counter
from tests.agency.replication import replicating, synced, until
from tests.agency.test_chain_seals import KEY, check, relink_plainly, sealed
from tests.agency.test_integrity import problems_at
from tests.journal.entries import Clock

SALE = "NL1-s-2"
READER = Who("Ravi Kumar", "supervisor", "the operator asked to check a passport")


def reseal(path: Path, first: int) -> None:
    """The keyring holder's last step: every link from ``first`` on sealed again under the key,
    so that every seal holds over the rewritten chain."""
    with sqlite3.connect(path) as conn:
        (before,) = conn.execute(
            "SELECT seal FROM outbox_chain WHERE seq < ? ORDER BY seq DESC LIMIT 1", (first,)
        ).fetchone()
        for seq, link in conn.execute(
            "SELECT seq, link FROM outbox_chain WHERE seq >= ? ORDER BY seq", (first,)
        ).fetchall():
            before = chain.seal_of(KEY, link, before)
            conn.execute("UPDATE outbox_chain SET seal = ? WHERE seq = ?", (before, seq))
    conn.close()


async def witness_only(desk: Desk, journal: Path) -> None:
    """What the replicator does first at each look at the outbox: the chains' heads to the
    store, before any record is sent."""
    store = await AgencyStore.open(desk.url)
    reader = OutboxReader(journal)
    try:
        await store.register(desk.identity)
        await Replicator(journal, desk.identity, desk.url, now=Clock()).witness(reader, store)
    finally:
        reader.close()
        await store.close()


def witnessed_rows(owner_url: str, chain_name: str) -> list[tuple[int, str]]:
    """The heads of ``chain_name`` the store holds, read as its owner."""
    with psycopg.connect(owner_url) as conn:
        rows = conn.execute(
            "SELECT seq, head FROM chain_heads WHERE chain = %s ORDER BY seq", (chain_name,)
        ).fetchall()
    return [(int(seq), str(head)) for seq, head in rows]


def rewrite_entry(path: Path, seq: int) -> None:
    """The keyring holder's rewrite of access log entry ``seq``: its reason changed, it and
    every later entry hashed again under the key, as the log chains them."""
    conn = sqlite3.connect(path / DATABASE_NAME)
    conn.row_factory = sqlite3.Row
    for (trigger,) in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'access_log'"
    ).fetchall():
        conn.execute(f"DROP TRIGGER {trigger}")
    conn.execute("UPDATE access_log SET why = 'a routine check' WHERE seq = ?", (seq,))
    (prev,) = conn.execute("SELECT prev_hash FROM access_log WHERE seq = ?", (seq,)).fetchone()
    for entry in access_log.entries(conn):
        if entry.seq is None or entry.seq < seq:
            continue
        made = access_log.keyed_hash(prev, entry.seq, entry)
        conn.execute(
            "UPDATE access_log SET prev_hash = ?, hash = ? WHERE seq = ?", (prev, made, entry.seq)
        )
        prev = made
    conn.commit()
    conn.close()


async def sealed_day(deployment: Deployment, tmp_path: Path) -> tuple[Desk, Path]:
    """Counter NL1 admitted, and a day at its till written with every link sealed; its desk and
    its journal's folder."""
    identity = counter("NL1")
    desk = Desk(identity, await deployment.admit(identity))
    folder = tmp_path / "NL1"
    till_day(folder, "NL1")
    return desk, folder


async def admitted_home(
    deployment: Deployment, tmp_path: Path, code: str, looked: int
) -> tuple[Desk, AppPaths]:
    """Counter ``code`` admitted, with a home whose access log holds ``looked`` entries."""
    identity = counter(code)
    desk = Desk(identity, await deployment.admit(identity))
    paths = AppPaths.under(tmp_path / "home").create()
    looks(paths, looked)
    return desk, paths


def looks(paths: AppPaths, count: int) -> None:
    """``count`` supervisors' looks at passengers' ID numbers, each one access log entry."""
    with Journal(paths.journal, now=Clock()) as journal:
        for n in range(count):
            journal.privacy.access(READER, Action.ID_VIEW, f"REF0000{n}", "id_number")


@pytest.mark.usefixtures(sealed.__name__)
async def test_a_record_rewritten_before_it_was_sent_is_named_by_the_head_the_store_took(
    deployment: Deployment, tmp_path: Path
) -> None:
    desk, folder = await sealed_day(deployment, tmp_path)
    journal = folder / "journal.db"
    await witness_only(desk, journal)
    with sqlite3.connect(journal) as kept:
        links = kept.execute("SELECT seq, link FROM outbox_chain ORDER BY seq").fetchall()
    kept.close()
    assert witnessed_rows(deployment.owner_url, "records") == links

    first = relink_plainly(journal, SALE, seals="kept")
    reseal(journal, first)
    assert await replicate(desk, folder) == len(links)
    # The keyring's holder made every seal again: the store agrees with the journal and every
    # seal holds, as before the heads were witnessed.
    found = {(p.problem, p.record_id) for p in await problems_at(desk)}
    assert found == {("head_witness", SALE)}
    # The counter's check, against the heads the store took, names the same record first.
    assert await check(desk, journal) == first
    assert await replicate(desk, folder) == 1  # its chain_mismatch record
    found = {(p.problem, p.record_id) for p in await problems_at(desk)}
    assert found == {("head_witness", SALE), ("witness", SALE)}


@pytest.mark.usefixtures(sealed.__name__)
async def test_a_record_rewritten_before_its_head_left_is_what_no_head_covers(
    deployment: Deployment, tmp_path: Path
) -> None:
    desk, folder = await sealed_day(deployment, tmp_path)
    journal = folder / "journal.db"
    first = relink_plainly(journal, SALE, seals="kept")
    reseal(journal, first)
    await witness_only(desk, journal)
    assert await replicate(desk, folder) > 0
    # Nothing outside the PC saw the sale as it was written: only the printed Z report's head
    # and the service's wallet ledger are left against it (the decision says so).
    assert await problems_at(desk) == []
    assert await check(desk, journal) is None


@pytest.mark.usefixtures(sealed.__name__)
async def test_a_record_rewritten_after_it_was_sent_is_named_against_the_stores_copy(
    deployment: Deployment, tmp_path: Path
) -> None:
    desk, folder = await sealed_day(deployment, tmp_path)
    journal = folder / "journal.db"
    assert await replicate(desk, folder) > 0
    # The keyring's holder rewrites the sale already sent and seals the chain again.
    first = relink_plainly(journal, SALE, seals="kept")
    reseal(journal, first)
    with psycopg.connect(deployment.owner_url) as conn:
        (debit,) = conn.execute(
            "SELECT body ->> 'total_debited' FROM records WHERE record_id = %s", (SALE,)
        ).fetchone() or ("",)
    assert debit not in ("", "1.00")  # the store keeps what was sent
    # The counter's replicator compares the store's copy with the journal and records it.
    assert await check(desk, journal) == first
    assert await replicate(desk, folder) == 1  # its chain_mismatch record
    found = {(p.problem, p.record_id) for p in await problems_at(desk)}
    assert ("witness", SALE) in found


async def test_the_replicator_gives_every_head_before_the_records_and_as_they_grow(
    deployment: Deployment, tmp_path: Path
) -> None:
    desk, paths = await admitted_home(deployment, tmp_path, "NL1", 2)
    async with replicating(paths.journal, desk.identity, desk.url, []) as replicator:
        # No Z report yet: the log's entries reach the store as it grows.
        await until(
            lambda: len(witnessed_rows(deployment.owner_url, "access_log")) == 2, "two entries"
        )
        looks(paths, 3)
        await until(
            lambda: len(witnessed_rows(deployment.owner_url, "access_log")) == 5, "five entries"
        )
        till_day(paths.journal, "NL1")
        with sqlite3.connect(paths.journal / DATABASE_NAME) as kept:
            (written,) = kept.execute("SELECT count(*) FROM outbox").fetchone()
        kept.close()
        await until(lambda: replicator.sent == written and synced(replicator), "the day sent")
    with sqlite3.connect(paths.journal / DATABASE_NAME) as kept:
        links = kept.execute("SELECT seq, link FROM outbox_chain ORDER BY seq").fetchall()
        hashes = kept.execute("SELECT seq, hash FROM access_log ORDER BY seq").fetchall()
        money = kept.execute("SELECT seq, link FROM money_chain ORDER BY seq").fetchall()
    kept.close()
    assert witnessed_rows(deployment.owner_url, "records") == links
    # The money events' chain too (journal version 43, store version 35).
    assert money and witnessed_rows(deployment.owner_url, "money_events") == money
    assert witnessed_rows(deployment.owner_url, "access_log") == [
        (seq, access_log.digits(hash_)) for seq, hash_ in hashes
    ]
    # The first head given for a place stays: a later one for it changes nothing.
    store = await AgencyStore.open(desk.url)
    try:
        await store.register(desk.identity)
        assert await store.witness(desk.counter_id, "records", [(1, "0" * 64)]) == links[-1][0]
        assert (await store.witnessed(desk.counter_id, "records"))[0] == links[0]
    finally:
        await store.close()
    with psycopg.connect(desk.url) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute("UPDATE chain_heads SET head = %s", ("0" * 64,))
    other = counter("NL2")
    await deployment.admit(other)
    # A counter gives heads under its own id only.
    with psycopg.connect(desk.url) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute(
            "SELECT agency_witness(%s, 'records', ARRAY[1]::bigint[], ARRAY[%s])",
            (other.counter_id, "0" * 64),
        )
    assert await problems_at(desk) == []


async def test_log_entries_after_the_last_z_rewritten_are_named_by_the_store_s_heads(
    deployment: Deployment, tmp_path: Path
) -> None:
    desk, paths = await admitted_home(deployment, tmp_path, "PB1", 3)
    till_day(paths.journal, "PB1")  # its Z report witnesses entry 3
    looks(paths, 2)  # entries 4 and 5, after the last Z
    await witness_only(desk, paths.journal / DATABASE_NAME)
    assert await replicate(desk, paths.journal) > 0

    rewrite_entry(paths.journal, 4)
    # The key is the one in use: the file agrees with itself and with the Z report's head.
    assert "Access log: its chain holds" in privacy_audit(paths, 30)
    audited = privacy_audit(
        paths, 30, witnesses=store_access_heads(desk.url), grown=store_grown_heads(desk.url)
    )
    assert (
        "Access log: NOT AS WRITTEN\n"
        "  entry 4 is not the one the agency store witnessed as the log grew: entry 4 was"
        " changed after its hash left this computer"
    ) in audited


async def test_log_rewritten_before_the_z_is_named_at_the_day_close(
    deployment: Deployment, tmp_path: Path
) -> None:
    desk, paths = await admitted_home(deployment, tmp_path, "PB1", 3)
    await witness_only(desk, paths.journal / DATABASE_NAME)
    rewrite_entry(paths.journal, 2)
    till_day(paths.journal, "PB1")  # the Z report carries the rewritten log's head
    assert await replicate(desk, paths.journal) > 0
    problems = await problems_at(desk)
    assert [(p.problem, p.kind) for p in problems] == [("log_witness", "z_report")]
    audited = privacy_audit(paths, 30, grown=store_grown_heads(desk.url))
    assert "entry 2 is not the one the agency store witnessed as the log grew" in audited

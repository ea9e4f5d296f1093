"""The records' chain sealed under the keyring's key, on a real PostgreSQL: whoever holds the
journal file rewrites a sale before it is sent and makes every later link again with the plain
SHA-256 (as ``agency_counter_link`` and ``chain.link`` make them). The store then agrees with
itself, and the journal with the store; the seals, which need a key neither holds, do not hold,
and the counter's check names the sale at the day close."""

from __future__ import annotations

import datetime as dt
import json
import secrets
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from app.agency.replicator import Replicator
from app.agency.store import AgencyStore
from app.journal import chain
from app.journal.outbox import OutboxReader
from tests.agency.deployment import Deployment, Desk, replicate, till_day
from tests.agency.records import counter
from tests.agency.test_integrity import problems_at
from tests.journal.entries import Clock

KEY = secrets.token_bytes(32)
SALE = "NL1-s-2"


@pytest.fixture
def sealed() -> Iterator[None]:
    """The links sealed under ``KEY``, as the app seals them under the keyring's."""
    chain.use_key(lambda: KEY)
    yield  # tests/conftest.py unseals them after


def relink_plainly(path: Path, record_id: str, *, seals: str) -> int:
    """The journal holder's rewrite: ``record_id``'s debit made 1.00, its text sent and every
    later link made again with the plain SHA-256 (and the Z report's head); the seals kept as
    they were (``seals`` = "kept") or taken away ("dropped"). The record's seq."""
    with sqlite3.connect(path) as conn:
        (first,) = conn.execute(
            "SELECT seq FROM outbox WHERE record_id = ?", (record_id,)
        ).fetchone()
        (before,) = conn.execute(
            "SELECT link FROM outbox_chain WHERE seq < ? ORDER BY seq DESC LIMIT 1", (first,)
        ).fetchone()
        rows = conn.execute(
            "SELECT seq, record_id, kind, body, created_at FROM outbox WHERE seq >= ? ORDER BY seq",
            (first,),
        ).fetchall()
        made_again: dict[int, str] = {}
        for seq, rid, kind, text, made in rows:
            body = json.loads(text)
            if rid == record_id:
                body["total_debited"] = "1.00"
            if kind == "z_report":  # the head it carries made again too
                body["chain"]["head"] = made_again[body["chain"]["seq"]]
            sent = chain.sent_text(body)
            before = chain.link(
                before, seq, rid, kind, chain.digest(sent), dt.datetime.fromisoformat(made)
            )
            made_again[seq] = before
            conn.execute("UPDATE outbox SET body = ? WHERE seq = ?", (json.dumps(body), seq))
            conn.execute(
                "UPDATE outbox_chain SET sent = ?, digest = ?, link = ? WHERE seq = ?",
                (sent, chain.digest(sent), before, seq),
            )
            if seals == "dropped":
                conn.execute("UPDATE outbox_chain SET seal = NULL WHERE seq = ?", (seq,))
    conn.close()
    return int(first)


async def check(desk: Desk, journal: Path) -> int | None:
    """The counter's check of the store's copy of its chain (what its replicator runs)."""
    store = await AgencyStore.open(desk.url)
    reader = OutboxReader(journal)
    try:
        await store.register(desk.identity)
        replicator = Replicator(journal, desk.identity, desk.url, now=Clock())
        return await replicator.check_chain(reader, store)
    finally:
        reader.close()
        await store.close()


@pytest.mark.usefixtures("sealed")
@pytest.mark.parametrize("seals", ["kept", "dropped"])
async def test_a_sale_rewritten_in_the_journal_and_relinked_plainly_is_named(
    deployment: Deployment, tmp_path: Path, seals: str
) -> None:
    identity = counter("NL1")
    desk = Desk(identity, await deployment.admit(identity))
    folder = tmp_path / "NL1"
    till_day(folder, "NL1")
    journal = folder / "journal.db"
    with sqlite3.connect(journal) as kept:
        stamped = kept.execute("SELECT seal FROM outbox_chain ORDER BY seq").fetchall()
    kept.close()
    assert stamped and all(str(seal).startswith("s2:") for (seal,) in stamped)

    first = relink_plainly(journal, SALE, seals=seals)
    assert await replicate(desk, folder) > 0
    with psycopg.connect(deployment.owner_url) as conn:
        (debit,) = conn.execute(
            "SELECT body ->> 'total_debited' FROM records WHERE record_id = %s", (SALE,)
        ).fetchone() or ("",)
    assert debit == "1.00"
    # The store agrees with itself: its checks recompute the same plain links.
    assert await problems_at(desk) == []

    # The counter checks the seals under its key: the rewritten sale's does not hold.
    assert await check(desk, journal) == first
    assert await replicate(desk, folder) == 1  # its chain_mismatch record
    found = {(p.problem, p.record_id) for p in await problems_at(desk)}
    assert ("witness", SALE) in found


@pytest.mark.usefixtures("sealed")
async def test_a_day_sealed_as_it_was_written_passes_the_counters_check(
    deployment: Deployment, tmp_path: Path
) -> None:
    identity = counter("NL1")
    desk = Desk(identity, await deployment.admit(identity))
    folder = tmp_path / "NL1"
    till_day(folder, "NL1")
    assert await replicate(desk, folder) > 0
    with psycopg.connect(deployment.owner_url) as conn:
        seals = conn.execute("SELECT link, seal FROM record_links ORDER BY seq").fetchall()
    assert seals
    assert all(chain.seal_holds(KEY, link, seal) == chain.Seal.HOLDS for link, seal in seals)
    assert await check(desk, folder / "journal.db") is None
    assert await problems_at(desk) == []


async def test_links_made_without_a_key_are_kept_unsealed_and_still_checked(
    deployment: Deployment, tmp_path: Path
) -> None:
    identity = counter("NL1")
    desk = Desk(identity, await deployment.admit(identity))
    folder = tmp_path / "NL1"
    till_day(folder, "NL1")  # no keyring: no key, no seal (a chain as before version 14)
    assert await replicate(desk, folder) > 0
    with psycopg.connect(deployment.owner_url) as conn:
        seals = {seal for (seal,) in conn.execute("SELECT seal FROM record_links")}
    assert seals == {None}
    assert await check(desk, folder / "journal.db") is None
    assert await problems_at(desk) == []

"""The records' chain when the sealing key changes (the keyring's entry deleted and made anew,
or the journal opened on another computer), on a real PostgreSQL: each seal names its key's
fingerprint, the first link under the new key names the old one, and the counter's check says
"the key differs" for the old seals, records no ``chain_mismatch`` against a store holding what
was sent, and still names a record rewritten under the key it holds."""

from __future__ import annotations

import secrets
import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from app.agency.replicator import KeyDiffers, Replicator
from app.agency.store import AgencyStore
from app.journal import Journal, chain
from app.journal.outbox import OutboxReader
from tests.agency.deployment import Deployment, Desk, replicate, till_day
from tests.agency.records import counter
from tests.agency.test_chain_seals import relink_plainly
from tests.journal.entries import Clock
from tests.journal.till_sales import sell, till_sale

OLD, NEW = secrets.token_bytes(32), secrets.token_bytes(32)


async def checked(desk: Desk, journal: Path) -> tuple[int | None, KeyDiffers | None]:
    """The counter's check of the store's copy (what its replicator runs): the first record
    that differs, and whether the key differs."""
    store = await AgencyStore.open(desk.url)
    reader = OutboxReader(journal)
    try:
        await store.register(desk.identity)
        replicator = Replicator(journal, desk.identity, desk.url, now=Clock())
        return await replicator.check_chain(reader, store), replicator.key_differs
    finally:
        reader.close()
        await store.close()


def seals_of(journal: Path) -> list[tuple[str, str]]:
    """Each record's id and its link's seal, in order."""
    with closing(sqlite3.connect(journal)) as conn:
        rows = conn.execute(
            "SELECT o.record_id, c.seal FROM outbox AS o JOIN outbox_chain AS c USING (seq)"
            " ORDER BY seq"
        ).fetchall()
    return [(record_id, str(seal)) for record_id, seal in rows]


@pytest.mark.parametrize("how", ["keyring entry made anew", "journal moved"])
async def test_a_new_key_is_named_as_such_never_as_records_that_differ(
    deployment: Deployment, tmp_path: Path, how: str
) -> None:
    # Run on the code before this test, the check returned 1 ("seal does not hold", record 1)
    # and wrote a chain_mismatch record, though the store held exactly what was sent.
    identity = counter("KC1")
    desk = Desk(identity, await deployment.admit(identity))
    folder = tmp_path / "KC1"
    chain.use_key(lambda: OLD)
    till_day(folder, "KC1")
    assert await replicate(desk, folder) > 0
    if how == "journal moved":
        shutil.copytree(folder, tmp_path / "elsewhere")
        folder = tmp_path / "elsewhere"
    chain.use_key(lambda: NEW)
    old, new = chain.fingerprint(OLD), chain.fingerprint(NEW)

    assert await checked(desk, folder / "journal.db") == (None, KeyDiffers(1, old, new))
    with Journal(folder, now=Clock()) as journal:
        sell(journal, "KC1-s-3", till_sale("KC1"))
    assert await replicate(desk, folder) == 3
    seals = seals_of(folder / "journal.db")
    kinds = [record_id.split(":")[0] for record_id, _ in seals]
    assert "chain_mismatch" not in kinds
    # The new segment: its first link names the old key; the next ones only their own.
    (first, *rest) = [seal for _, seal in seals if chain.key_of(seal) == new]
    assert first.endswith(f":{old}") and chain.key_of(first) == new
    assert rest and not any(seal.endswith(f":{old}") for seal in rest)
    assert await checked(desk, folder / "journal.db") == (None, KeyDiffers(1, old, new))

    # A record rewritten under the key this computer holds is still named.
    rewritten = relink_plainly(folder / "journal.db", "KC1-s-3", seals="kept")
    await replicate(desk, folder)
    assert (await checked(desk, folder / "journal.db"))[0] == rewritten

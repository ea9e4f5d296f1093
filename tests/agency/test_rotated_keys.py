"""A key rotated at the counter registers itself (a real PostgreSQL agency store): a supervisor's
rotation is recorded under the key it replaces and replicated, and the agency's day close
accepts the records sealed under the new key after it, naming who rotated it; a key that arrives
with no rotation sealed under a registered key stays a problem, as does a record under the new
key from before its rotation."""

from __future__ import annotations

import secrets
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.agency.admin import admit
from app.counter.config.declared import NotApproved, Permission, no_supervisor
from app.counter.config.keystore import KeyStore, chain_fingerprint, keyed_sealer
from app.counter.services.records_key import RecordsKey
from app.i18n import Refused
from app.journal import Journal, chain
from app.journal.store import DATABASE_NAME
from tests.agency.deployment import Deployment, Desk, replicate, till_day
from tests.agency.records import counter
from tests.agency.test_chain_seals import check
from tests.agency.test_integrity import problems_at
from tests.conftest import MemoryKeyring
from tests.journal.entries import Clock
from tests.journal.till_sales import sell, till_sale
from tests.service import FROZEN_NOW

SUPERVISOR = "Meera Iyer"


async def _admitted(deployment: Deployment, code: str, fingerprint: str | None) -> Desk:
    """Counter ``code`` added by the administrator, its key of ``fingerprint`` registered."""
    identity = counter(code)
    admitted = await admit(deployment.owner_url, None, identity, fingerprint)
    deployment.counter_roles.append(admitted.role)
    return Desk(identity, admitted.target.connection_url(admitted.password))


async def _close(desk: Desk) -> queries.AgencyDayClose:
    async with AsyncConnectionPool(desk.url, min_size=1, max_size=1) as pool:
        return await queries.day_close(pool, FROZEN_NOW.date(), [])


def _rotation(journal: Journal, keys: KeyStore) -> RecordsKey:
    """The rotation, approved by SUPERVISOR typing their PIN."""

    async def approve(permission: Permission, detail: str) -> int | None:
        return journal.till.decide(SUPERVISOR, permission.title, detail)

    return RecordsKey(journal, keys, approve)


async def test_a_supervisors_rotation_registers_the_new_key_from_the_rotation_on(
    deployment: Deployment, memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    keys = KeyStore()
    keyed_sealer(keys)  # as the app seals: the keyring's key
    old = chain_fingerprint(keys)
    desk = await _admitted(deployment, "RT1", old)
    folder = tmp_path / "RT1"
    till_day(folder, "RT1")
    with Journal(folder, now=Clock()) as journal:
        new = await _rotation(journal, keys).rotate()
        sell(journal, "RT1-s-3", till_sale("RT1"))
    assert new != old and chain_fingerprint(keys) == new  # kept in the keyring for the next run
    assert chain.key_of(_last_seal(folder)) == new
    assert await replicate(desk, folder) > 0
    close = await _close(desk)
    # Before store version 33 the new key's records were each "sealed under key …, which the agency
    # never registered for it".
    assert [item.describe() for item in close.foreign_seals] == []
    # The rotation reads as one sentence: the counter, when, the old and new keys, who approved.
    (rotation,) = close.rotations
    assert (rotation.old, rotation.new, rotation.by, rotation.registered) == (
        old,
        new,
        SUPERVISOR,
        True,
    )
    assert rotation.describe() == (
        f"Counter RT1 (Desk RT1) rotated its records' key at 01 Dec 2026 10:00:00 (record "
        f"{rotation.seq}): key {old} replaced by key {new}, approved by {SUPERVISOR}."
    )
    async with (
        AsyncConnectionPool(desk.url, min_size=1, max_size=1) as pool,
        pool.connection() as conn,
    ):
        rows = await (
            await conn.execute(
                "SELECT k.key_fingerprint, k.rotated_by, r.body ->> 'previous'"
                " FROM agency_registered_keys AS k JOIN records AS r"
                " ON r.counter_id = k.counter_id AND r.seq = k.after_seq"
                " WHERE k.counter_id = %s",
                (desk.counter_id,),
            )
        ).fetchall()
    assert rows == [(new, SUPERVISOR, old)]


async def test_a_rotation_nobody_approved_changes_nothing(
    memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    keys = KeyStore()
    keyed_sealer(keys)
    old = chain_fingerprint(keys)
    with Journal(tmp_path / "RT2", now=Clock()) as journal:
        with pytest.raises(NotApproved):
            await RecordsKey(journal, keys, no_supervisor).rotate()
        sell(journal, "RT2-s-1", till_sale("RT2"))
    assert chain_fingerprint(keys) == old
    assert chain.key_of(_last_seal(tmp_path / "RT2")) == old


async def test_a_rotation_the_journal_refuses_leaves_the_old_key_in_use_and_kept(
    memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    keys = KeyStore()
    keyed_sealer(keys)
    old = chain_fingerprint(keys)
    with Journal(tmp_path / "RT8", now=Clock()) as journal:
        journal._conn.execute(
            "CREATE TRIGGER no_rotation BEFORE INSERT ON outbox WHEN NEW.kind = 'key_rotated'"
            " BEGIN SELECT RAISE(ABORT, 'disk full'); END"
        )
        with pytest.raises(sqlite3.IntegrityError):
            await _rotation(journal, keys).rotate()
        sell(journal, "RT8-s-1", till_sale("RT8"))
    assert chain_fingerprint(keys) == old  # the keyring's for the next run
    assert chain.key_of(_last_seal(tmp_path / "RT8")) == old  # and this run's


async def test_a_computer_without_a_keyring_has_no_key_to_rotate(tmp_path: Path) -> None:
    chain.use_key(lambda: None, lambda: False)  # the app's, with no keyring
    with Journal(tmp_path / "RT5", now=Clock()) as journal:
        rotation = _rotation(journal, KeyStore())
        with pytest.raises(Refused, match="no keyring"):
            await rotation.rotate()
    with closing(sqlite3.connect(tmp_path / "RT5" / DATABASE_NAME)) as conn:
        assert conn.execute("SELECT count(*) FROM outbox").fetchone() == (0,)


async def test_a_key_with_no_rotation_under_a_registered_key_stays_a_problem(
    deployment: Deployment, tmp_path: Path
) -> None:
    own, made_up = secrets.token_bytes(32), secrets.token_bytes(32)
    desk = await _admitted(deployment, "RT3", chain.fingerprint(own))
    folder = tmp_path / "RT3"
    chain.use_key(lambda: own)
    till_day(folder, "RT3")
    with Journal(folder, now=Clock()) as journal:
        sell(journal, "RT3-s-3", till_sale("RT3"))
        # Whoever holds the journal file names their own key as rotated, under that key.
        chain.use_key(lambda: made_up)
        decision = journal.till.decide(SUPERVISOR, "rotate")
        journal.key_rotated(chain.fingerprint(made_up), chain.fingerprint(own), "x", decision)
        sell(journal, "RT3-s-4", till_sale("RT3"))
    assert await replicate(desk, folder) > 0
    close = await _close(desk)
    named = {item.record_id for item in close.foreign_seals}
    assert {"key_rotated:1", "pending:RT3-s-4"} <= named
    # Listed among the day's rotations too, as one that registered nothing.
    assert [(item.new, item.registered) for item in close.rotations] == [
        (chain.fingerprint(made_up), False)
    ]
    assert "the new key is not registered" in close.rotations[0].describe()


async def test_a_record_from_before_the_rotation_under_the_new_key_stays_a_problem(
    deployment: Deployment, memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    keys = KeyStore()
    keyed_sealer(keys)
    desk = await _admitted(deployment, "RT4", chain_fingerprint(keys))
    folder = tmp_path / "RT4"
    till_day(folder, "RT4")
    with Journal(folder, now=Clock()) as journal:
        sell(journal, "RT4-s-3", till_sale("RT4"))
        await _rotation(journal, keys).rotate()
    key = chain.sealing_key()
    assert key is not None
    # The unsent sale before the rotation, resealed under the new key by its holder.
    with closing(sqlite3.connect(folder / DATABASE_NAME)) as conn, conn:
        seq, link = conn.execute(
            "SELECT c.seq, c.link FROM outbox_chain AS c JOIN outbox AS o USING (seq)"
            " WHERE o.record_id = 'pending:RT4-s-3'"
        ).fetchone()
        conn.execute(
            "UPDATE outbox_chain SET seal = ? WHERE seq = ?", (chain.seal_of(key, link), seq)
        )
    assert await replicate(desk, folder) > 0
    named = [item.record_id for item in (await _close(desk)).foreign_seals]
    assert named == ["pending:RT4-s-3"]


def _last_seal(folder: Path) -> str:
    with closing(sqlite3.connect(folder / DATABASE_NAME)) as conn:
        (seal,) = conn.execute("SELECT seal FROM outbox_chain ORDER BY seq DESC LIMIT 1").fetchone()
    return str(seal)


async def test_a_rotation_labelled_with_the_registered_key_but_not_sealed_by_it_is_named(
    deployment: Deployment, tmp_path: Path
) -> None:
    own, made_up = secrets.token_bytes(32), secrets.token_bytes(32)
    desk = await _admitted(deployment, "RT6", chain.fingerprint(own))
    folder = tmp_path / "RT6"
    chain.use_key(lambda: own)
    till_day(folder, "RT6")
    # Whoever holds the journal file, not the keyring: a rotation to a key of their own, its
    # seal labelled with the registered key (they cannot make its HMAC), then a sale under it.
    chain.use_key(lambda: made_up)
    with Journal(folder, now=Clock()) as journal:
        decision = journal.till.decide(SUPERVISOR, "rotate")
        journal.key_rotated(chain.fingerprint(made_up), chain.fingerprint(own), "x", decision)
        sell(journal, "RT6-s-3", till_sale("RT6"))
    forged = f"{chain.SEALED_KEYED}{chain.fingerprint(own)}:{secrets.token_hex(32)}"
    with closing(sqlite3.connect(folder / DATABASE_NAME)) as conn, conn:
        (seq,) = conn.execute(
            "SELECT seq FROM outbox WHERE record_id = ?", (f"key_rotated:{decision}",)
        ).fetchone()
        conn.execute("UPDATE outbox_chain SET seal = ? WHERE seq = ?", (forged, seq))
    assert await replicate(desk, folder) > 0
    # The store takes labels as they come (it holds no key): the sale after the rotation passes
    # there (the decision made up under the new key before it does not) ...
    named = [item.record_id for item in (await _close(desk)).foreign_seals]
    assert named == [f"decision:{decision}"]
    # ... and the counter's replicator, holding the registered key, names the forged seal.
    chain.use_key(lambda: own)
    assert await check(desk, folder / DATABASE_NAME) == seq
    assert await replicate(desk, folder) == 1  # its chain_mismatch record
    found = {(p.problem, p.record_id) for p in await problems_at(desk)}
    assert ("witness", f"key_rotated:{decision}") in found


async def test_a_rotation_under_a_key_already_rotated_away_registers_nothing(
    deployment: Deployment, memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    keys = KeyStore()
    keyed_sealer(keys)
    old = chain_fingerprint(keys)
    assert old is not None
    desk = await _admitted(deployment, "RT7", old)
    folder = tmp_path / "RT7"
    till_day(folder, "RT7")
    with Journal(folder, now=Clock()) as journal:
        await _rotation(journal, keys).rotate()
        sell(journal, "RT7-s-3", till_sale("RT7"))
        # Later, whoever holds the journal file: a rotation to a key of their own labelled
        # with the old key, which the counter no longer holds and so cannot check.
        made_up = secrets.token_bytes(32)
        chain.use_key(lambda: made_up)
        decision = journal.till.decide(SUPERVISOR, "rotate")
        journal.key_rotated(chain.fingerprint(made_up), old, "x", decision)
        sell(journal, "RT7-s-4", till_sale("RT7"))
    forged = f"{chain.SEALED_KEYED}{old}:{secrets.token_hex(32)}"
    with closing(sqlite3.connect(folder / DATABASE_NAME)) as conn, conn:
        conn.execute(
            "UPDATE outbox_chain SET seal = ? WHERE seq ="
            " (SELECT seq FROM outbox WHERE record_id = ?)",
            (forged, f"key_rotated:{decision}"),
        )
    assert await replicate(desk, folder) > 0
    close = await _close(desk)
    named = {item.record_id for item in close.foreign_seals}
    assert {f"key_rotated:{decision}", "pending:RT7-s-4"} <= named
    assert "pending:RT7-s-3" not in named
    # Both rotations are listed; the second, under a key rotated away, registered nothing.
    assert [(item.old, item.registered) for item in close.rotations] == [(old, True), (old, False)]

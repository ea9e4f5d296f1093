"""Keys the agency registered (a real PostgreSQL agency store): a counter's sealing key is
registered at add-counter; an unsent sale rewritten offline to a debit of 1.00 and sealed under
a made-up key is named at the day close with its counter, record and amount, not read as a key
change; a counter without a keyring is listed as sending unsealed."""

from __future__ import annotations

import secrets
import sqlite3
from contextlib import closing
from decimal import Decimal
from pathlib import Path

from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.agency.admin import admit
from app.journal import Journal, chain
from app.journal.store import DATABASE_NAME
from tests.agency.deployment import Deployment, Desk, replicate, till_day
from tests.agency.records import counter
from tests.agency.test_chain_seals import relink_plainly
from tests.journal.entries import Clock
from tests.journal.till_sales import sell, till_sale
from tests.service import FROZEN_NOW

OWN, MADE_UP = secrets.token_bytes(32), secrets.token_bytes(32)


def reseal(path: Path, first: int, key: bytes) -> None:
    """Seal every link from ``first`` on under ``key``, the first naming the key before it."""
    with closing(sqlite3.connect(path)) as conn, conn:
        rows = conn.execute(
            "SELECT seq, link FROM outbox_chain WHERE seq >= ? ORDER BY seq", (first,)
        ).fetchall()
        before: str | None = chain.fingerprint(OWN)
        for seq, link in rows:
            conn.execute(
                "UPDATE outbox_chain SET seal = ? WHERE seq = ?",
                (chain.seal_of(key, link, before), seq),
            )
            before = None


async def _close(desk: Desk) -> queries.AgencyDayClose:
    async with AsyncConnectionPool(desk.url, min_size=1, max_size=1) as pool:
        return await queries.day_close(pool, FROZEN_NOW.date(), [])


async def test_a_record_resealed_under_a_made_up_key_is_named_at_the_day_close(
    deployment: Deployment, tmp_path: Path
) -> None:
    identity = counter("RK1")
    admitted = await admit(deployment.owner_url, None, identity, chain.fingerprint(OWN))
    deployment.counter_roles.append(admitted.role)
    desk = Desk(identity, admitted.target.connection_url(admitted.password))
    folder = tmp_path / "RK1"
    chain.use_key(lambda: OWN)
    till_day(folder, "RK1")
    assert await replicate(desk, folder) > 0
    close = await _close(desk)
    assert close.foreign_seals == [] and close.unsealed == []

    # Offline, before it is sent: a sale rewritten to a debit of 1.00, resealed under a key
    # the journal's holder made up.
    with Journal(folder, now=Clock()) as journal:
        sold = sell(journal, "RK1-s-3", till_sale("RK1"))
    first = relink_plainly(folder / DATABASE_NAME, "RK1-s-3", seals="kept")
    reseal(folder / DATABASE_NAME, first, MADE_UP)
    assert await replicate(desk, folder) > 0
    close = await _close(desk)
    named = [item for item in close.foreign_seals if item.record_id == "RK1-s-3"]
    (sale,) = named
    assert sale.counter.startswith("RK1") and sale.amount == Decimal("1.00")
    # Named by counter, booking and amount.
    assert sale.booking_ref == sold.booking_ref and f"booking {sold.booking_ref}, 1.00" in (
        sale.describe()
    )
    assert sale.key == chain.fingerprint(MADE_UP)
    assert "never registered" in sale.describe() and "1.00" in sale.describe()
    # Every record from it on is under the made-up key, each named.
    assert {item.seq for item in close.foreign_seals} >= {first}


async def test_a_counter_without_a_keyring_is_listed_as_unsealed(
    deployment: Deployment, tmp_path: Path
) -> None:
    identity = counter("NK1")
    desk = Desk(identity, await deployment.admit(identity))
    chain.use_key(lambda: None)  # no keyring: links go unsealed
    till_day(tmp_path / "NK1", "NK1")
    sent = await replicate(desk, tmp_path / "NK1")
    (listed,) = (await _close(desk)).unsealed
    assert listed.counter.startswith("NK1") and listed.records == sent
    assert "no keyring" in listed.describe()

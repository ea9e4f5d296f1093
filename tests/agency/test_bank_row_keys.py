"""The agency store's shared rows keyed by what the bank records (issue 82, item 5): a store of
an older version keys its rows again as the counters' journals do, so an export of the same days
in another format shared after it adds none of them."""

from __future__ import annotations

from pathlib import Path

import psycopg
from psycopg_pool import AsyncConnectionPool

from app.agency.bank import share_rows
from app.agency.migrate import migrations
from app.agency.store import AgencyStore
from app.bank.reading import read_statement
from tests.agency.test_store import rows
from tests.bank.statements import write
from tests.bank.test_hostile_files import transfers


async def test_an_older_stores_rows_are_keyed_again_as_the_counters_key_theirs(
    agency_db: str, tmp_path: Path
) -> None:
    sent = transfers(12, debit_every=3)
    (tmp_path / "csv").mkdir()
    (tmp_path / "sta").mkdir()
    first = read_statement(write("Axis Bank", tmp_path / "csv", sent)[0])
    second = read_statement(write("MT940", tmp_path / "sta", sent)[0])
    known = migrations()
    # The store as it was before this version (later ones may follow it).
    older = known[: [m.name for m in known].index("0026_bank_row_keys.sql")]
    async with await psycopg.AsyncConnection.connect(agency_db) as conn:
        await conn.execute(
            "CREATE TABLE schema_version (version int PRIMARY KEY, name text NOT NULL,"
            " applied_at timestamptz NOT NULL DEFAULT now())"
        )
        for migration in older:
            await conn.execute(migration.sql)
            await conn.execute(
                "INSERT INTO schema_version (version, name) VALUES (%s, %s)",
                (migration.version, migration.name),
            )
        # The rows as an older counter shared them: keyed by narration and balance.
        for n, row in enumerate(first.rows):
            await conn.execute(
                "INSERT INTO bank_rows (fingerprint, occurrence, booked_on, amount, refs,"
                " narration, payer, imported_by, account) VALUES (%s, 0, %s, %s, %s, %s, '',"
                " 'PB1', %s)",
                (f"old{n}", row.on, row.amount, list(row.references), row.narration, row.account),
            )
    store = await AgencyStore.open(agency_db)
    await store.close()
    keys = await rows(agency_db, "SELECT fingerprint, occurrence FROM bank_rows ORDER BY 1")
    assert sorted(keys) == sorted((row.fingerprint(), 0) for row in first.rows)
    async with AsyncConnectionPool(agency_db, open=False) as pool:
        assert await share_rows(pool, "PB2", second.rows) == 0
    assert len(await rows(agency_db, "SELECT 1 FROM bank_rows")) == 12

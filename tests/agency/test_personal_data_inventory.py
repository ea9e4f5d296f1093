"""Every column of every table of the agency store, read from PostgreSQL's own catalogue after
the migrations, is classified by the inventory of personal data; a planted one is not."""

from __future__ import annotations

import psycopg

from app.domain.personal_data import Store, unclassified
from tests.agency.agency_rows import migrated

TABLES = (
    "SELECT table_name, column_name FROM information_schema.columns"
    " JOIN information_schema.tables USING (table_catalog, table_schema, table_name)"
    " WHERE table_schema = 'public' AND table_type = 'BASE TABLE'"
)


def _schema(url: str) -> dict[str, list[str]]:
    with psycopg.connect(url) as conn:
        schema: dict[str, list[str]] = {}
        for table, column in conn.execute(TABLES).fetchall():
            schema.setdefault(table, []).append(column)
        return schema


async def test_every_column_of_the_agency_store_is_classified(agency_db: str) -> None:
    await migrated(agency_db)
    schema = _schema(agency_db)
    assert {"records", "counters", "supervisors"} <= set(schema)
    assert unclassified(Store.AGENCY, schema) == []


async def test_a_planted_column_of_the_store_fails_the_check(agency_db: str) -> None:
    await migrated(agency_db)
    with psycopg.connect(agency_db) as conn:
        conn.execute("ALTER TABLE counters ADD COLUMN owner_phone text")
    assert unclassified(Store.AGENCY, _schema(agency_db)) == ["counters.owner_phone"]

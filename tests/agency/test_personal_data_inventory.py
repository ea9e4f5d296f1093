"""Every column of every table of the agency store, read from PostgreSQL's own catalogue after
the migrations, is classified by the inventory of personal data; a planted one is not. The
privacy audit counts what a counter's role may read at each of the store's locations."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any, LiteralString

import psycopg

from app.agency.audit import store_held_at
from app.counter.config.paths import AppPaths
from app.counter.services.privacy_audit import privacy_audit, tax_kept_until
from app.domain.personal_data import Store, locations, unclassified
from tests.agency.agency_rows import migrated
from tests.agency.deployment import Deployment, Desk
from tests.privacy.audit import audit_lines

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


def _one(conn: psycopg.Connection[Any], query: LiteralString, counter_id: str) -> Any:
    row = conn.execute(query, (counter_id,)).fetchone()
    assert row is not None
    return row


async def test_the_privacy_audit_counts_what_the_counters_role_reads_of_the_store(
    desks: tuple[Desk, Desk], deployment: Deployment, tmp_path: Path
) -> None:
    port_blair, havelock = desks
    paths = AppPaths.under(tmp_path / "home").create()
    # As the command line reads it: the store's address, its password given with it.
    printed = privacy_audit(paths, 30, partial(store_held_at, port_blair.url, lambda _a: None))
    lines = audit_lines(printed)
    with psycopg.connect(deployment.owner_url) as conn:
        own, first = _one(
            conn,
            "SELECT count(*), min(created_at) FROM records WHERE counter_id = %s",
            port_blair.counter_id,
        )
        links, _ = _one(
            conn,
            "SELECT count(*), 0 FROM record_links WHERE counter_id = %s",
            port_blair.counter_id,
        )
        theirs, _ = _one(
            conn, "SELECT count(*), 0 FROM records WHERE counter_id = %s", havelock.counter_id
        )
    assert own > 0 and links > 0 and theirs > 0  # Havelock's, which Port Blair may not read
    oldest = first.date()
    kept = f"not before {tax_kept_until(oldest).isoformat()} (tax law)"
    assert lines["agency: records.body"] == (own, oldest.isoformat(), kept)
    assert lines["agency: record_links.sent"] == (links, oldest.isoformat(), kept)
    for location in locations(Store.AGENCY):
        assert location.what in printed
    # The supervisors' names are the administrator's to read, not a counter's.
    supervisors = next(line for line in printed.splitlines() if "supervisors.name" in line)
    assert supervisors.split()[2] == "-" and "not readable by this counter" in supervisors


def test_the_privacy_audit_says_when_no_store_is_linked(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path).create()
    printed = privacy_audit(paths, 30)
    assert "agency: no agency store linked to this counter" in printed.splitlines()
    assert "agency: records.body" not in printed

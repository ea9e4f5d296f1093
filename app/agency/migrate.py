"""The agency store's schema: plain versioned SQL files (``migrations/NNNN_name.sql``) applied in
order on connect, each recorded in ``schema_version``; an app older than the schema refuses."""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources

from psycopg import AsyncConnection
from psycopg.rows import TupleRow

from app.i18n import Catalogue

AGENCY_MIGRATE = Catalogue("AGENCY_MIGRATE")

# Any 64-bit number the app alone uses: two counters connecting at once migrate one after the other.
MIGRATION_LOCK = 0x436F756E74657231
_FILE_NAME = re.compile(r"(\d{4})_[a-z0-9_]+\.sql")


class AgencySchemaTooNew(RuntimeError):
    """The store's schema was made by a newer Counterdesk than this one."""

    def __init__(self, found: int, known: int) -> None:
        super().__init__(
            AGENCY_MIGRATE.tr(
                "The agency store's database is at schema version {found}, newer than this "
                "Counterdesk knows (up to {known}): update Counterdesk on this counter to "
                "connect it to the agency store. Sales go on and are kept here until then."
            ).format(found=found, known=known)
        )
        self.found = found
        self.known = known


@dataclass(frozen=True, slots=True)
class Migration:
    """One versioned SQL file."""

    version: int
    name: str
    sql: bytes


def migrations() -> list[Migration]:
    """Every migration shipped with the app, in version order."""
    found = []
    for entry in resources.files("app.agency.migrations").iterdir():
        matched = _FILE_NAME.fullmatch(entry.name)
        if matched:
            found.append(Migration(int(matched[1]), entry.name, entry.read_bytes()))
    found.sort(key=lambda m: m.version)
    return found


async def schema_version(conn: AsyncConnection[TupleRow]) -> int:
    """The store's recorded version (0: a database the app never touched)."""
    row = await (await conn.execute("SELECT to_regclass('schema_version') IS NOT NULL")).fetchone()
    if row is None or not row[0]:
        return 0
    row = await (
        await conn.execute("SELECT COALESCE(max(version), 0) FROM schema_version")
    ).fetchone()
    return 0 if row is None else int(row[0])


async def migrate(conn: AsyncConnection[TupleRow]) -> int:
    """Bring the store to this app's version in one transaction; the version it is at.

    ``AgencySchemaTooNew`` when the store is newer than the app. A store already at this version
    is only read, so a role with no right to create tables connects as well.
    """
    known = migrations()
    latest = known[-1].version
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        current = await schema_version(conn)
        if current > latest:
            raise AgencySchemaTooNew(current, latest)
        if current == latest:
            return current
        if current == 0:
            await conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_version (version int PRIMARY KEY,"
                " name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())"
            )
        for migration in known:
            if migration.version > current:
                await conn.execute(migration.sql)
                await conn.execute(
                    "INSERT INTO schema_version (version, name) VALUES (%s, %s)",
                    (migration.version, migration.name),
                )
    return latest

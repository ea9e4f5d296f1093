"""The README's deployment of the agency store, run on a real server: an owner role makes the
schema, the counters' role does all the app needs (register, push, read the views) and cannot
change history nor the schema."""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import psycopg
import pytest
from psycopg import errors

from app.agency.local_server import LocalServer
from app.agency.store import AgencyStore
from tests.agency.records import counter, sell_many
from tests.journal.till_sales import outbox_of

README = Path(__file__).resolve().parents[2] / "README.md"
# The names the README's statements use, replaced by this test's own (roles are cluster-wide).
OWNER, AGENCY = "counterdesk_owner", "agency_havelock"
OWNER_SECRET, AGENCY_SECRET = "owner-secret", "counter-secret"


def readme_statements() -> tuple[list[str], list[str]]:
    """The SQL of the README's agency store section: the superuser's, then the owner's."""
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## Agency store") :]
    section = section[: section.index("\n## ", 1)]
    blocks = re.findall(r"```sql\n(.*?)```", section, re.DOTALL)
    assert len(blocks) == 2, "the README shows the superuser's and the owner's statements"
    superuser, owner = (
        [statement.strip() for statement in block.split(";") if statement.strip()]
        for block in blocks
    )
    return superuser, owner


class Deployment:
    """The README's roles and database on ``server``, under names of this test."""

    def __init__(self, server: LocalServer) -> None:
        suffix = secrets.token_hex(4)
        self.server = server
        self.names = {
            OWNER: f"owner_{suffix}",
            AGENCY: f"agency_{suffix}",
            OWNER_SECRET: secrets.token_urlsafe(16),
            AGENCY_SECRET: secrets.token_urlsafe(16),
        }
        self.database = self.names[AGENCY]

    def sql(self, statement: str) -> str:
        """``statement`` with this deployment's names and passwords."""
        for name, ours in self.names.items():
            statement = statement.replace(name, ours)
        return statement

    def url(self, role: str, secret: str) -> str:
        """The URL of the agency's database as ``role``."""
        password = quote(self.names[secret], safe="")
        return f"postgresql://{self.names[role]}:{password}@127.0.0.1:{self.server.port}/{self.database}"

    def run(self, url: str, statements: list[str]) -> None:
        """Run ``statements`` one by one (CREATE DATABASE cannot share a transaction)."""
        with psycopg.connect(url, autocommit=True) as conn:
            for statement in statements:
                conn.execute(self.sql(statement).encode())

    def remove(self) -> None:
        """Drop the database and both roles."""
        with psycopg.connect(self.server.url(), autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{self.database}" WITH (FORCE)'.encode())
            for role in (AGENCY, OWNER):
                admin.execute(f'DROP ROLE IF EXISTS "{self.names[role]}"'.encode())


@pytest.fixture
def deployment(agency_server: LocalServer) -> Iterator[Deployment]:
    """The README's roles and database, made by the superuser (the schema not made yet)."""
    made = Deployment(agency_server)
    try:
        made.run(agency_server.url(), readme_statements()[0])
        yield made
    finally:
        made.remove()


async def migrate_as_owner(deployment: Deployment) -> None:
    """What the owner's first connect does: make the schema; then the README's grants."""
    store = await AgencyStore.open(deployment.url(OWNER, OWNER_SECRET))
    await store.close()
    deployment.run(deployment.url(OWNER, OWNER_SECRET), readme_statements()[1])


async def test_the_counters_role_registers_pushes_and_reads(
    deployment: Deployment, tmp_path: Path
) -> None:
    await migrate_as_owner(deployment)
    sell_many(tmp_path, 3)
    records = outbox_of(tmp_path)
    desk = counter("HL1")

    store = await AgencyStore.open(deployment.url(AGENCY, AGENCY_SECRET))
    try:
        await store.register(desk)
        assert await store.push(desk.counter_id, records) == len(records)
        assert await store.push(desk.counter_id, records) == 0
        assert await store.contiguous_seq(desk.counter_id) == records[-1].seq
    finally:
        await store.close()

    with psycopg.connect(deployment.url(AGENCY, AGENCY_SECRET)) as conn:
        (sales,) = conn.execute("SELECT count(*) FROM agency_sales").fetchone() or (0,)
        assert sales == 3
        for view in ("agency_payments", "agency_shifts", "agency_reports", "agency_counters"):
            conn.execute(f"SELECT * FROM {view}".encode()).fetchall()


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE records SET kind = 'sale'",
        "DELETE FROM records",
        "TRUNCATE records",
        "DELETE FROM counters",
        "UPDATE schema_version SET version = 99",
        "CREATE TABLE notes (note text)",
        "DROP VIEW agency_sales",
    ],
)
async def test_the_counters_role_cannot_change_history_nor_the_schema(
    deployment: Deployment, statement: str
) -> None:
    await migrate_as_owner(deployment)

    with (
        psycopg.connect(deployment.url(AGENCY, AGENCY_SECRET)) as conn,
        pytest.raises(errors.InsufficientPrivilege),
    ):
        conn.execute(statement.encode())


async def test_the_counters_role_cannot_make_the_schema(deployment: Deployment) -> None:
    with pytest.raises(errors.InsufficientPrivilege):
        await AgencyStore.open(deployment.url(AGENCY, AGENCY_SECRET))

"""The README's deployment of the agency store on the tests' server: an owner role (the agency
administrator) and the agency's database, under names of one test (roles are the server's); the
counters it admits, and a day at a counter's till to replicate."""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from urllib.parse import quote

import psycopg
from psycopg import sql

from app.agency.admin import AdmittedCounter, admit
from app.agency.identity import CounterIdentity
from app.agency.local_server import LocalServer
from app.agency.store import AgencyStore
from app.domain.tenders import CASH
from app.domain.till import DrawerCount
from app.journal import Journal
from app.reports.drawer import z_report
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import outbox_of, sell, till_sale

README = Path(__file__).resolve().parents[2] / "README.md"
# The names the README's statements use, replaced by this test's own.
OWNER, AGENCY = "counterdesk_owner", "agency_havelock"
OWNER_SECRET = "owner-secret"


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
    """The README's owner role and database on ``server``, under names of this test."""

    def __init__(self, server: LocalServer) -> None:
        suffix = secrets.token_hex(4)
        self.server = server
        self.names = {
            OWNER: f"owner_{suffix}",
            AGENCY: f"agency_{suffix}",
            OWNER_SECRET: secrets.token_urlsafe(16),
        }
        self.database = self.names[AGENCY]
        self.counter_roles: list[str] = []

    def sql(self, statement: str) -> str:
        """``statement`` with this deployment's names and passwords."""
        for name, ours in self.names.items():
            statement = statement.replace(name, ours)
        return statement

    @property
    def owner_url(self) -> str:
        """The agency's database as its owner, the administrator (with the password)."""
        password = quote(self.names[OWNER_SECRET], safe="")
        return (
            f"postgresql://{self.names[OWNER]}:{password}@127.0.0.1:{self.server.port}"
            f"/{self.database}"
        )

    def run(self, url: str, statements: list[str]) -> None:
        """Run ``statements`` one by one (CREATE DATABASE cannot share a transaction)."""
        with psycopg.connect(url, autocommit=True) as conn:
            for statement in statements:
                conn.execute(self.sql(statement).encode())

    async def admit(self, counter: CounterIdentity) -> str:
        """What the administrator's ``add-counter`` does in the store for ``counter``; the URL
        its role connects with (with its password)."""
        admitted: AdmittedCounter = await admit(self.owner_url, None, counter)
        self.counter_roles.append(admitted.role)
        return admitted.target.connection_url(admitted.password)

    def remove(self) -> None:
        """Drop the database and every role of this deployment."""
        with psycopg.connect(self.server.url(), autocommit=True) as admin:
            admin.execute(
                sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(
                    sql.Identifier(self.database)
                )
            )
            for role in [*self.counter_roles, self.names[OWNER]]:
                admin.execute(sql.SQL("DROP ROLE IF EXISTS {}").format(sql.Identifier(role)))


def till_day(folder: Path, code: str) -> None:
    """A day at a counter's till: a shift, two cash sales, a cancellation refunded in cash, the
    Z report."""
    with Journal(folder, now=Clock()) as journal:
        till = journal.till
        shift = till.open_shift(code, "Leela Menon", Decimal("2000.00"))
        first = sell(journal, f"{code}-s-1", till_sale(code, shift_id=shift.shift_id))
        sell(journal, f"{code}-s-2", till_sale(code, shift_id=shift.shift_id))
        journal.add_cancel(cancel_request(f"{code}-c-1", first.booking_ref), agent=None)
        journal.cancelled(f"{code}-c-1", cancel_result(900.0))
        till.record_refund(
            f"{code}-c-1",
            booking_ref=first.booking_ref,
            counter=code,
            clerk="Leela Menon",
            shift_id=shift.shift_id,
            rule_amount=Decimal("900.00"),
            amount=Decimal("900.00"),
            mode=CASH,
        )
        z_report(till, shift.shift_id, DrawerCount.of({500: 4}), closed_by="Leela Menon")


@dataclass
class Desk:
    """A counter admitted by the administrator: its identity and its role's URL."""

    identity: CounterIdentity
    url: str

    @property
    def counter_id(self) -> str:
        """Its id in the store."""
        return self.identity.counter_id


async def replicate(desk: Desk, folder: Path) -> int:
    """Push the whole outbox of the journal in ``folder`` as the counter's role; how many new."""
    store = await AgencyStore.open(desk.url)
    try:
        await store.register(desk.identity)
        return await store.push(desk.counter_id, outbox_of(folder))
    finally:
        await store.close()

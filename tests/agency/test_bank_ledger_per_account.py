"""A journal written by the code of commit 031aec36, opened with journal version 45 (each entry
on the one ``bank`` moved to its declared account by a correcting entry, issue 94), reaches a
real PostgreSQL agency store as every money event does: the store's book views hold the
account's ledger as the counter's books do, balance and day by day (store version 35 dates the
corrections on the day of the entries they correct)."""

from __future__ import annotations

import datetime as dt
import shutil
from decimal import Decimal
from pathlib import Path

import psycopg

from app.domain.postings import BANK, day_sql
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from tests.agency.deployment import Deployment, Desk, replicate
from tests.agency.records import counter
from tests.books.test_bank_named import ACCOUNT, DATA
from tests.journal.entries import Clock


async def test_the_store_holds_the_accounts_ledger_as_the_counter(
    deployment: Deployment, tmp_path: Path
) -> None:
    shutil.copy(DATA / "031aec36.sqlite3", tmp_path / DATABASE_NAME)
    with Journal(tmp_path, now=Clock()) as journal:
        counted = {
            (day, account): Decimal(paise) / 100
            for day, account, paise in journal._conn.execute(
                f"SELECT {day_sql()} AS day, l.account, SUM(l.debit_paise - l.credit_paise)"
                " FROM money_events AS e JOIN book_lines AS l USING (seq)"
                " WHERE l.account IN (?, ?) GROUP BY day, l.account",
                (BANK, ACCOUNT),
            )
        }
    identity = counter("BK1")
    desk = Desk(identity, await deployment.admit(identity))
    assert await replicate(desk, tmp_path) > 0
    with psycopg.connect(deployment.owner_url) as conn:
        balances: dict[str, Decimal] = dict(
            conn.execute(
                "SELECT account, balance FROM agency_book_balances"
                " WHERE counter_id = %s AND account IN (%s, %s)",
                (desk.counter_id, BANK, ACCOUNT),
            ).fetchall()
        )
        days: dict[tuple[str, str], Decimal] = {
            (day.isoformat(), account): moved
            for day, account, moved in conn.execute(
                "SELECT day, account, sum(debit) - sum(credit) FROM agency_book_day_lines"
                " WHERE counter_id = %s AND account IN (%s, %s) GROUP BY day, account",
                (desk.counter_id, BANK, ACCOUNT),
            ).fetchall()
        }
    assert balances == {BANK: Decimal("0.00"), ACCOUNT: Decimal("134594.92")}
    assert days == counted
    # Each day the bank not named nets nil, the account's ledger holding what it moved.
    assert all(moved == 0 for (_day, account), moved in days.items() if account == BANK)
    assert sorted(day for day, account in days if account == ACCOUNT) == [
        (dt.date(2026, 12, 1) + dt.timedelta(days=n)).isoformat() for n in range(4)
    ]

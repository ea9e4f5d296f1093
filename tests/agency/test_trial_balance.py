"""The agency's month over two counters in a real PostgreSQL store: Port Blair's and Havelock's
days at their tills (two cash sales, a cancellation refunded in cash, the Z) replicated under
each counter's own role, then a January sale at Port Blair replicated too. Read at a counter
(its role), each counter's trial balance from the store is its journal's, the agency's is the
sum of the counters' with its debits equal to its credits, and its closing balances are the
store's book views' (``agency_book_balances``) added up; January opens where December closed."""

from __future__ import annotations

import datetime as dt
import sqlite3
from contextlib import closing
from decimal import Decimal
from pathlib import Path

import psycopg
from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.books.trial_balance import (
    TrialBalance,
    added,
    counter_sums,
    counter_trial_balance,
    month_of,
    trial_balance,
)
from app.domain.accounts import CUSTOMER, DRAWER
from app.domain.money import ZERO
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from tests.agency.deployment import Deployment, Desk, replicate
from tests.journal.entries import SALE_TIME, Clock
from tests.journal.till_sales import PRICE, sell, till_sale

DECEMBER = SALE_TIME.date()
JANUARY = dt.date(2027, 1, 5)


def _january_sale(folder: Path) -> None:
    """A cash sale of ``PRICE`` at Port Blair on 5 January, in a shift of its own."""
    with Journal(folder, now=Clock(SALE_TIME + dt.timedelta(days=35))) as journal:
        shift = journal.till.open_shift("PB1", "Leela Menon", Decimal("2000.00"))
        sell(journal, "PB1-s-3", till_sale("PB1", shift_id=shift.shift_id))


def _journal(folder: Path, day: dt.date) -> TrialBalance:
    with closing(sqlite3.connect(folder / DATABASE_NAME)) as conn:
        return counter_trial_balance(conn, folder.name, day)


def _store_balances(owner_url: str) -> dict[str, Decimal]:
    """Every account's balance in the store's view of the counters' books, added up over the
    counters (the customers' accounts on one line, as the trial balance keeps them)."""
    found: dict[str, Decimal] = {}
    with psycopg.connect(owner_url) as conn:
        for account, balance in conn.execute(
            "SELECT account, balance FROM agency_book_balances"
        ).fetchall():
            name = CUSTOMER.prefix if CUSTOMER.holds(account) else account
            found[name] = found.get(name, ZERO) + balance
    return {account: balance for account, balance in found.items() if balance}


async def test_the_agency_s_month_is_the_sum_of_its_counters_and_of_the_store_s_books(
    deployment: Deployment, desks: tuple[Desk, Desk], tmp_path: Path
) -> None:
    port_blair, havelock = desks
    _january_sale(tmp_path / "PB1")
    assert await replicate(port_blair, tmp_path / "PB1") > 0
    months = {}
    async with AsyncConnectionPool(havelock.url, min_size=1, max_size=1) as pool:
        for day in (DECEMBER, JANUARY):
            months[day] = await queries.trial_balances(pool, day, "Havelock Travels")
    for day, read in months.items():
        first, last = month_of(day)
        assert (read.agency.first, read.agency.last) == (first, last)
        assert read.agency.whose == "Havelock Travels"
        # Each counter's, from the store, is its journal's own.
        assert set(read.counters) == {"PB1", "HV1"}
        for code, balance in read.counters.items():
            assert balance.lines == _journal(tmp_path / code, day).lines
        # The agency's is the counters' added up, account by account.
        each = []
        for code in ("PB1", "HV1"):
            with closing(sqlite3.connect(tmp_path / code / DATABASE_NAME)) as conn:
                each.append(counter_sums(conn, first, last))
        assert read.agency.lines == trial_balance("", first, last, added(each)).lines
        totals = read.agency.totals
        assert totals.agrees
    december, january = months[DECEMBER].agency, months[JANUARY].agency
    assert december.totals.debits > 0
    # Both drawers' takings in December; Port Blair's January sale in January alone.
    assert december.movement(DRAWER) == sum(
        (months[DECEMBER].counters[code].movement(DRAWER) for code in ("PB1", "HV1")), ZERO
    )
    assert january.movement(DRAWER) == PRICE.total
    closed = {line.account: line.closing for line in december.lines if line.closing}
    assert {line.account: line.opening for line in january.lines if line.opening} == closed
    # The month holding every entry closes on the store's book views.
    assert {
        line.account: line.closing for line in january.lines if line.closing
    } == _store_balances(deployment.owner_url)

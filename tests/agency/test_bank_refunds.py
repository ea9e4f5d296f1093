"""The agency day close splits each counter's UPI and bank refunds to customers as it splits
their takings: three counters' sales and refunds replicated to the real agency store, one
statement shared by one counter, and each refund proved by its debit's reference (a debit of
its amount under another is no proof: issue 82), not yet, questioned, or written off by its
supervisor, by the one rule
(``standing_of``) the counter's shift report follows; each counter's figures add up to its UPI
and bank refunds of the day. The store's schema version 18 brings them to a store of 17."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path
from typing import Any

import psycopg
import pytest
from psycopg_pool import AsyncConnectionPool
from pytestqt.qtbot import QtBot

from app.agency import queries
from app.agency.bank import CounterProof, proofs_on, share_rows
from app.agency.migrate import migrate, migrations
from app.bank.proofs import Outcome, Standing
from app.bank.statement import Statement, StatementRow
from app.counter.papers.formatting import money_text
from app.counter.services import bank_proving
from app.journal import Journal
from app.ui.widgets.agency_close import AgencyClosePanel
from tests.agency.agency_rows import CounterWriter
from tests.agency.bank_refunds import (
    REFUNDS,
    next_morning,
    refunded_at,
    sell_and_refund,
    statement_rows,
)
from tests.agency.records import counter
from tests.agency.replication import replicate_once
from tests.journal.till_sales import PRICE
from tests.ui.conftest import SCREEN_SIZES, screenshot

DAY = dt.date(2026, 11, 3)
REFUNDED_AT = refunded_at(DAY)
D = Decimal


def refunds_of(close: list[CounterProof]) -> dict[str, tuple[Decimal, ...]]:
    """Each counter's refunds in the order of ``Standing``."""
    return {proof.counter: tuple(map(proof.refunded, Standing)) for proof in close}


async def refunded_by_transfer(url: str) -> dict[str, Decimal]:
    """Each counter's UPI and bank refunds of the day as the store's payments list them."""
    async with await psycopg.AsyncConnection.connect(url) as conn:
        cursor = await conn.execute(
            "SELECT counter_code, -sum(amount) FROM agency_payments WHERE direction = 'refund'"
            " AND mode IN ('UPI', 'Bank transfer') GROUP BY counter_code"
        )
        return {str(code): Decimal(total) for code, total in await cursor.fetchall()}


NONE = D("0.00")


# The offscreen platform warns whenever a window's size hints change: harmless there.
@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
async def test_the_day_close_splits_each_counter_s_refunds_by_their_debits(
    agency_db: str, tmp_path: Path, qtbot: QtBot
) -> None:
    desks = {code: counter(code) for code in REFUNDS}  # each counter's one identity
    for code in REFUNDS:
        sell_and_refund(tmp_path / code, code, DAY)
        await replicate_once(tmp_path / code, desks[code], agency_db)
    rows = statement_rows(DAY)
    # PB1 imports the statement at its counter and shares it: one import for every counter. It
    # states its balances, as the bank's export does (one of none waits for a supervisor).
    closing = sum((row.amount for row in rows), NONE)
    statement = Statement("HDFC Bank", rows, opening=NONE, closing=closing)
    with Journal(tmp_path / "PB1") as journal:
        journal.bank.import_statement(statement, "statement.csv")
        at_counter = {p.reference: p.standing for p in journal.bank.proofs() if p.outgoing}
    pool: AsyncConnectionPool[Any]
    async with AsyncConnectionPool(agency_db, min_size=1, max_size=2) as pool:
        assert await share_rows(pool, "PB1", rows) == len(rows)
        today = await proofs_on(pool, DAY)
        # The next morning's deposit: the statement covers the day after the refunds.
        await share_rows(pool, "PB1", [next_morning(DAY)])
        covered = await proofs_on(pool, DAY)
        # PB3's supervisor writes its refund off; the record reaches the store.
        with Journal(tmp_path / "PB3") as journal:
            (refund,) = [p for p in journal.bank.proofs() if p.outgoing]
            decision = journal.till.decide("Meera Pillai", "Resolve", refund.reference)
            bank_proving.resolve(
                journal.bank, refund.key, Outcome.WRITTEN_OFF, "Paid in cash", decision
            )
        await replicate_once(tmp_path / "PB3", desks["PB3"], agency_db)
        resolved = await queries.day_close(pool, DAY, [])

    # The counter that imported proves its refunds as the day close does.
    # Its bank refund's mistyped reference is on no debit: not proved by the debit of its
    # amount ten minutes later, not yet questioned before the statement covers the next day.
    assert at_counter == {
        "512300001001": Standing.PROVED,
        "HDFCN52026110300101": Standing.NOT_YET,
    }
    # proved, not yet, questioned, still owed, written off
    assert refunds_of(today) == {
        "PB1": (D("1000.00"), D("400.00"), NONE, NONE, NONE),
        "PB2": (D("300.00"), NONE, D("600.00"), NONE, NONE),
        "PB3": (NONE, D("700.00"), NONE, NONE, NONE),
    }
    assert refunds_of(covered)["PB3"] == (NONE, NONE, D("700.00"), NONE, NONE)
    assert refunds_of(resolved.bank)["PB3"] == (NONE, NONE, NONE, NONE, D("700.00"))
    # Each counter's figures add up to its UPI and bank refunds of the day; its takings are
    # its sales' alone, every one proved by its credit.
    by_transfer = await refunded_by_transfer(agency_db)
    for close in (today, covered, resolved.bank):
        assert {p.counter: sum(map(p.refunded, Standing), NONE) for p in close} == by_transfer
        assert {p.counter: p.total(Standing.PROVED) for p in close} == dict.fromkeys(
            REFUNDS, PRICE.total
        )

    # What the supervisor reads in the day close, at both of a counter's screen sizes.
    panel = AgencyClosePanel()
    qtbot.addWidget(panel)
    panel.show_close(resolved)
    said = panel.bank_label.text()
    refunds = "; refunds to customers proved {}, not yet 0.00, questioned {}, still owed 0.00, "
    assert (
        f"<b>PB2</b> proved {money_text(PRICE.total)}, not yet 0.00, questioned 0.00, still owed"
        f" 0.00, written off 0.00{refunds.format('300.00', '600.00')}written off 0.00" in said
    )
    assert f"{refunds.format('0.00', '0.00')}written off 700.00" in said
    panel.show()
    for width, height in SCREEN_SIZES:
        panel.resize(width, height)
        screenshot(panel, f"agency_close_bank_refunds_{width}x{height}")
        label = panel.bank_label
        assert label.isVisible() and label.height() >= label.heightForWidth(label.width())


async def test_a_store_of_version_17_is_brought_up_to_date_and_its_refunds_split(
    agency_db: str,
) -> None:
    async with await psycopg.AsyncConnection.connect(agency_db) as conn:
        await conn.execute(
            "CREATE TABLE schema_version (version int PRIMARY KEY, name text NOT NULL,"
            " applied_at timestamptz NOT NULL DEFAULT now())"
        )
        for migration in migrations():
            if migration.version <= 17:
                await conn.execute(migration.sql)
                await conn.execute(
                    "INSERT INTO schema_version (version, name) VALUES (%s, %s)",
                    (migration.version, migration.name),
                )
        await conn.commit()
    # A refund that reached the store at version 17, and the debit that proves it.
    writer = CounterWriter(agency_db, "PB1").register()
    refund = {
        "payment_id": "c-1-0",
        "request_id": "c-1",
        "booking_ref": "REF1",
        "clerk": "Leela Menon",
        "shift_id": None,
        "mode": "UPI",
        "amount": "1000.00",
        "round_off": "0.00",
        "rule_amount": "1000.00",
        "reference": "512300001001",
        "decision_id": None,
        "recorded_at": REFUNDED_AT.isoformat(),
    }
    writer.write("customer_refund", "refund:c-1-0", refund, REFUNDED_AT)
    debit = StatementRow(
        1, DAY, D("-1000.00"), "IMPS/512300001001", ("512300001001",), at=dt.time(15, 4)
    )
    pool: AsyncConnectionPool[Any]
    async with AsyncConnectionPool(agency_db, min_size=1, max_size=1) as pool:
        async with pool.connection() as conn:
            assert await migrate(conn) == migrations()[-1].version
        # Shared once the store is brought up to date: a counter's app shares what the latest
        # schema holds (a payout's UTR), which a store of version 17 has no column for.
        assert await share_rows(pool, "PB1", [debit]) == 1
        (close,) = await proofs_on(pool, DAY)
    assert refunds_of([close]) == {"PB1": (D("1000.00"), NONE, NONE, NONE, NONE)}
    assert close.by == {}  # no sale of the day

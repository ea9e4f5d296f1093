"""One bank statement imported once covers every counter of the agency: three counters' UPI and
bank sales replicated to the real agency store, one statement's rows shared by one counter (and
shared again, overlapping, by another), and the agency day close splitting each counter's
takings by where each payment stands, a supervisor's resolution included."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Callable, Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

import psycopg
import pytest
from psycopg_pool import AsyncConnectionPool
from pytestqt.qtbot import QtBot

from app.agency import queries
from app.agency.bank import proofs_on, share_rows, shared_since
from app.agency.identity import CounterIdentity
from app.bank.proofs import Outcome, Standing
from app.bank.statement import Numbered, StatementRow
from app.counter.papers.formatting import money_text
from app.counter.services import bank_proving
from app.counter.services.bank_statements import Share, StatementService, imported_text
from app.domain.clock import SERVICE_TZ
from app.domain.payment import Payment
from app.domain.tenders import BANK, UPI, TenderKind
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.ui.widgets.agency_close import AgencyClosePanel
from tests.agency.deployment import Desk
from tests.agency.records import counter
from tests.agency.replication import replicate_once
from tests.agency.test_counter_roles import run
from tests.bank.statements import Transfer, declared, write
from tests.journal.till_sales import PRICE, sell, till_sale
from tests.ui.conftest import screenshot

DAY = dt.date(2026, 11, 3)
SOLD_AT = dt.datetime.combine(DAY, dt.time(11), SERVICE_TZ)
# Each counter's sales: a tender, its reference, and what the statement shows for it (None:
# nothing, the reference never arrived).
SALES: dict[str, list[tuple[TenderKind, str, Decimal | None]]] = {
    "PB1": [(UPI, "412300000101", PRICE.total), (BANK, "SBINN52026110300001", PRICE.total)],
    "PB2": [(UPI, "412300000201", PRICE.total), (UPI, "412300000202", PRICE.total / 2)],
    "PB3": [(BANK, "612300000301", PRICE.total), (UPI, "412300000666", None)],
}


def transfers() -> list[Transfer]:
    """The agency account's rows of the day and the next: a credit for each sale that paid,
    and the next morning's cash deposit (the day is in full)."""
    found = [
        Transfer(DAY, dt.time(11, 5), amount, ref, rail="UPI" if kind is UPI else "NEFT")
        for sales in SALES.values()
        for kind, ref, amount in sales
        if amount is not None
    ]
    deposit = Transfer(
        DAY + dt.timedelta(days=1),
        dt.time(9),
        Decimal("2000.00"),
        "CASHDEP00000001",
        "SELF",
        rail="NEFT",
    )
    return [*found, deposit]


async def sold_at_three_counters(agency_db: str, folder: Path) -> dict[str, CounterIdentity]:
    """``SALES`` sold at their counters, each journal in ``folder`` under its code, and
    replicated to the agency store: each counter's identity."""
    desks = {code: counter(code) for code in SALES}  # each counter's one identity
    for code, sales in SALES.items():
        with Journal(folder / code, now=lambda: SOLD_AT) as journal:
            for n, (kind, reference, _arrived) in enumerate(sales):
                payment = Payment((kind.paid(PRICE.total, reference),))
                sell(journal, f"{code}-{n}", till_sale(code, payment=payment))
        await replicate_once(folder / code, desks[code], agency_db)
    return desks


async def test_one_import_covers_every_counter_and_the_day_close_splits_each(
    agency_db: str, tmp_path: Path, qtbot: QtBot
) -> None:
    desks = await sold_at_three_counters(agency_db, tmp_path)
    rows = transfers()
    first, _ = write("HDFC Bank", tmp_path, rows)
    later = tmp_path / "later"
    later.mkdir()
    # The next download of the account: the same rows (their running balances as before) and
    # one more.
    more = Transfer(DAY + dt.timedelta(days=1), dt.time(15), Decimal("-500.00"), "", rail="NEFT")
    overlapping, _ = write("HDFC Bank", later, [*rows, more])

    pool: AsyncConnectionPool[Any]
    async with AsyncConnectionPool(agency_db, min_size=1, max_size=2) as pool:

        def share_as(code: str) -> Callable[[], Share | None]:
            async def shared(found: Sequence[StatementRow]) -> int:
                return await share_rows(pool, code, found)

            return lambda: shared

        # PB1 imports the account's statement at its counter; PB2 an overlapping download.
        with Journal(tmp_path / "PB1") as journal:
            done = await StatementService(
                journal, share=share_as("PB1"), accounts=declared
            ).import_file(first)
        with Journal(tmp_path / "PB2") as journal:
            done_again = await StatementService(
                journal, share=share_as("PB2"), accounts=declared
            ).import_file(overlapping)
        close = await queries.day_close(pool, DAY, [])

        async def pulled(since: str | None) -> tuple[list[Numbered], str | None]:
            return await shared_since(pool, since)

        # PB3 imported nothing: its Bank statement tab keeps what PB1 and PB2 shared.
        with Journal(tmp_path / "PB3") as journal:
            doubt = await StatementService(journal, pull=lambda: pulled).in_doubt()
            standings = {proof.reference: proof.standing for proof in journal.bank.proofs()}
            assert journal.bank.pulled_until() is not None
            again_pulled = await StatementService(journal, pull=lambda: pulled)._pull_shared()
        # Each counter's supervisor resolves its questioned payment: PB2's customer still owes
        # the half that did not arrive, PB3's fake is written off. Their records reach the
        # store, and the day close says them apart, questioned no more.
        for code, reference, outcome in (
            ("PB2", "412300000202", Outcome.STILL_OWED),
            ("PB3", "412300000666", Outcome.WRITTEN_OFF),
        ):
            with Journal(tmp_path / code) as journal:
                (questioned,) = [p for p in journal.bank.proofs() if p.reference == reference]
                decision = journal.till.decide("Meera Pillai", "Resolve", reference)
                bank_proving.resolve(
                    journal.bank, questioned.key, outcome, "Told the owner", decision
                )
            await replicate_once(tmp_path / code, desks[code], agency_db)
        resolved = await queries.day_close(pool, DAY, [])

    assert standings == {"612300000301": Standing.PROVED, "412300000666": Standing.QUESTIONED}
    # The account the statement names, kept with each row at PB1, in the store and at PB3.
    assert done.imported.account == "50200012345678"
    for code in ("PB1", "PB3"):
        conn = sqlite3.connect(tmp_path / code / DATABASE_NAME)
        try:
            accounts = conn.execute("SELECT DISTINCT account FROM bank_rows").fetchall()
        finally:
            conn.close()
        assert accounts == [("50200012345678",)], code
    assert [proof.reference for proof in doubt.questioned] == ["412300000666"]
    assert again_pulled == 0  # the rows at the mark come again, and none is kept twice
    shared, again = done.shared, done_again.shared
    assert done.imported.matched == 2  # PB1's own journal proved its two sales too
    assert imported_text(done).endswith(f"{len(rows)} new in the agency store, for every counter.")
    assert (shared, again) == (len(rows), 1)
    total, none = PRICE.total, Decimal("0.00")
    assert split_of(close) == {
        "PB1": (total * 2, none, none, none, none),
        "PB2": (total, none, total, none, none),  # one arrived for half its amount
        "PB3": (total, none, total, none, none),  # one never arrived
    }
    (pb1,) = [proof for proof in close.bank if proof.counter == "PB1"]
    assert pb1.of(Standing.PROVED) == {"UPI": total, "Bank transfer": total}
    assert split_of(resolved) == {
        "PB1": (total * 2, none, none, none, none),
        "PB2": (total, none, none, total, none),
        "PB3": (total, none, none, none, total),
    }
    # What the supervisor reads below the shift report in the agency day close.
    panel = AgencyClosePanel()
    qtbot.addWidget(panel)
    panel.show_close(resolved)
    said = panel.bank_label.text()
    assert said.startswith("UPI and bank against the statements: <br><b>PB1</b> proved ")
    assert (
        f"<b>PB3</b> proved {money_text(total)}, not yet 0.00, questioned 0.00, still owed 0.00,"
        f" written off {money_text(total)}" in said
    )
    panel.resize(1000, 400)
    screenshot(panel, "agency_close_bank_statements")


def split_of(close: queries.AgencyDayClose) -> dict[str, tuple[Decimal, ...]]:
    """Each counter's UPI and bank takings of ``close`` in the order of ``Standing``."""
    return {proof.counter: tuple(map(proof.total, Standing)) for proof in close.bank}


async def test_a_counter_s_own_role_shares_rows_every_counter_reads_and_none_changes(
    desks: tuple[Desk, Desk],
) -> None:
    own, other = desks
    row = StatementRow(2, DAY, Decimal("3540.00"), "UPI/412300000999/RAVI", ("412300000999",))
    async with AsyncConnectionPool(own.url, min_size=1, max_size=1) as pool:
        assert await share_rows(pool, "PB1", [row]) == 1
        assert await proofs_on(pool, DAY) == []  # the two days at the tills took cash only
    assert run(other.url, "SELECT imported_by, refs FROM bank_rows") == [("PB1", ["412300000999"])]
    for change in ("UPDATE bank_rows SET amount = 1", "DELETE FROM bank_rows"):
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            run(other.url, change)

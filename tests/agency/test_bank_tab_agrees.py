"""A counter's Bank statement tab and the agency's day close tell one story: two counters'
sales replicated to the real agency store, each counter admitted under its own role; counter B
imports the statement and shares it; counter A, which imported nothing, is told by the day
close's own run (``verdicts_of``) that its mistyped UPI payment is questioned, though a credit
of its amount came minutes later under another reference (issue 82: a reference alone proves),
and both screens say so. While the store does not answer, the tab keeps the counter's own
matching and says so."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from psycopg_pool import AsyncConnectionPool
from pytestqt.qtbot import QtBot

from app.agency.bank import proofs_on, share_rows, shared_since, verdicts_of
from app.bank.matching import Method
from app.bank.proofs import Outcome, Standing, Verdict
from app.bank.statement import Numbered, Statement, StatementRow
from app.counter.config.declared import Approve, NotApproved, no_supervisor
from app.counter.services.bank_statements import (
    Judge,
    Pull,
    Scope,
    StatementService,
    doubt_text,
    unanswered_text,
)
from app.domain.clock import SERVICE_TZ
from app.domain.payment import Payment
from app.domain.tenders import CASH, UPI
from app.journal import Journal
from app.ui.widgets.bank_statements import BankStatementPanel
from tests.agency.deployment import Deployment, Desk, replicate
from tests.agency.records import counter
from tests.counter.approvals import Approvals
from tests.journal.till_sales import PRICE, sell, till_sale
from tests.ui.conftest import SCREEN_SIZES, screenshot

DAY = dt.date(2026, 11, 3)
SOLD_AT = dt.datetime.combine(DAY, dt.time(11), SERVICE_TZ)
D = Decimal
# Counter A's UPI parts (the rest in cash): the first's UTR mistyped (the bank's is another),
# its credit five minutes later; the second's reference never arrived. Counter B's one sale.
A_SALES = [("412300001001", D("1000.00")), ("412300001002", D("700.00"))]
B_SALES = [("412300002001", D("600.00"))]
ROWS = [
    StatementRow(
        1, DAY, D("1000.00"), "UPI/P2M/412399990001/RAVI", ("412399990001",), at=dt.time(11, 5)
    ),
    StatementRow(
        2, DAY, D("600.00"), "UPI/P2M/412300002001/ASHA", ("412300002001",), at=dt.time(11, 1)
    ),
    # The next morning's cash deposit: the statement covers the day after the sales.
    StatementRow(3, DAY + dt.timedelta(days=1), D("2000.00"), "CASH DEPOSIT", ("CASHDEP0001",)),
]


def sell_day(
    folder: Path, code: str, sales: list[tuple[str, Decimal]], at: dt.datetime = SOLD_AT
) -> int:
    """The counter's sales at ``at`` in a shift of its own; the shift's id."""
    with Journal(folder, now=lambda: at) as journal:
        shift = journal.till.open_shift(code, "Leela Menon", D(0))
        for n, (reference, amount) in enumerate(sales):
            rest = PRICE.total - amount
            payment = Payment((UPI.paid(amount, reference), CASH.paid(rest, tendered=rest)))
            sell(journal, f"{code}-{n}", till_sale(code, shift.shift_id, payment=payment))
        return shift.shift_id


async def admitted(deployment: Deployment, code: str) -> Desk:
    """The counter ``code`` admitted by the administrator, under its own role."""
    identity = counter(code)
    return Desk(identity, await deployment.admit(identity))


def tab(
    journal: Journal,
    pool: AsyncConnectionPool[Any],
    judge: Judge,
    approve: Approve = no_supervisor,
) -> StatementService:
    """Counter PB1's Bank statement tab: the rows other counters shared pulled through
    ``pool``, the day close's word read by ``judge``, a resolution approved by ``approve``."""

    async def pulled(since: str | None) -> tuple[list[Numbered], str | None]:
        return await shared_since(pool, since)

    def pull() -> Pull:
        return pulled

    return StatementService(
        journal, lambda: SOLD_AT, pull=pull, judge=lambda: judge, approve=approve
    )


def day_close_of(pool: AsyncConnectionPool[Any]) -> Judge:
    """The day close's word on PB1's payments, read as its role through ``pool``."""

    async def judged(days: Sequence[dt.date]) -> dict[str, Verdict]:
        return await verdicts_of(pool, "PB1", days)

    return judged


class StoreDown(Exception):
    """What a store that does not answer raises."""


async def unanswered(days: Sequence[dt.date]) -> dict[str, Verdict]:
    """A store that does not answer."""
    raise StoreDown("the agency store does not answer")


# The offscreen platform warns whenever a window's size hints change: harmless there.
@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
async def test_the_tab_says_what_the_day_close_says_and_says_when_it_cannot(
    deployment: Deployment, tmp_path: Path, qtbot: QtBot
) -> None:
    desks = {code: await admitted(deployment, code) for code in ("PB1", "PB2")}
    a_shift = sell_day(tmp_path / "PB1", "PB1", A_SALES)
    sell_day(tmp_path / "PB2", "PB2", B_SALES)
    for code, desk in desks.items():
        assert await replicate(desk, tmp_path / code) > 0
    # Counter B imports the statement at its counter and shares its rows.
    with Journal(tmp_path / "PB2") as journal:
        journal.bank.import_statement(Statement("HDFC Bank", ROWS), "statement.csv")
    b_pool: AsyncConnectionPool[Any]
    async with AsyncConnectionPool(desks["PB2"].url, min_size=1, max_size=1) as b_pool:
        assert await share_rows(b_pool, "PB2", ROWS) == len(ROWS)

    pool: AsyncConnectionPool[Any]
    async with AsyncConnectionPool(desks["PB1"].url, min_size=1, max_size=2) as pool:
        with Journal(tmp_path / "PB1", now=lambda: SOLD_AT) as journal:
            # The store does not answer: the counter's own matching of the rows B shared
            # questions both payments; the tab says whose word it is.
            alone = await tab(journal, pool, unanswered).in_doubt()
            alone_figures = await tab(journal, pool, unanswered).shift_figures(a_shift)
            # The store answers: the day close's word on each of A's payments.
            found = await tab(journal, pool, day_close_of(pool)).in_doubt()
            figures = await tab(journal, pool, day_close_of(pool)).shift_figures(a_shift)
        (close,) = [proof for proof in await proofs_on(pool, DAY) if proof.counter == "PB1"]

    assert alone.scope is Scope.UNANSWERED
    assert [p.reference for p in alone.questioned] == ["412300001001", "412300001002"]
    alone_split, split = alone_figures.proof[UPI], figures.proof[UPI]
    assert (alone_split.proved, alone_split.questioned) == (D(0), D("1700.00"))
    # Both screens: the mistyped UTR questioned (the credit of its amount five minutes later
    # only suggested beside it), the other questioned too.
    assert found.scope is Scope.AGENCY
    mistyped, other = found.questioned
    assert [p.standing for p in found.questioned] == [Standing.QUESTIONED] * 2
    assert (mistyped.reference, other.reference) == ("412300001001", "412300001002")
    assert doubt_text(mistyped).startswith("Reference not on the statement. A credit of 1,000.00")
    assert (split.proved, split.questioned) == (D(0), D("1700.00"))
    assert close.of(Standing.PROVED) == {}
    assert close.of(Standing.QUESTIONED) == {"UPI": D("1700.00")}

    # What staff read on the tab in each case.
    panel = BankStatementPanel()
    qtbot.addWidget(panel)
    panel.show()
    for width, height in SCREEN_SIZES:
        panel.resize(width, height)
        panel.show_figures(alone_figures)
        panel.show_questioned(alone)
        assert panel.scope.isVisibleTo(panel)
        assert panel.scope.text() == unanswered_text()
        qtbot.wait(20)  # the table's columns fitted to the rows, as the window's turn does
        screenshot(panel, f"bank_statement_store_unanswered_{width}x{height}")
    panel.show_figures(figures)
    panel.show_questioned(found)
    assert not panel.scope.isVisibleTo(panel)
    assert panel.figures["upi_questioned"].text() == "1,700.00"
    qtbot.wait(20)
    screenshot(panel, "bank_statement_as_the_day_close_says")
    assert panel.questioned.rowCount() == 2


async def test_a_credit_of_the_amount_proves_neither_counter_s_sale_and_a_supervisor_does(
    deployment: Deployment, tmp_path: Path
) -> None:
    # PB1 and PB2 each took 700.00 by UPI under a mistyped UTR, PB2 four minutes earlier; one
    # credit of 700.00 came at 11:02 under another UTR. Before issue 82 PB1, seeing only its
    # own payments, proved its sale by amount and time while the day close gave the credit to
    # PB2's: now neither screen proves either sale by it.
    desks = {code: await admitted(deployment, code) for code in ("PB1", "PB2")}
    a_shift = sell_day(tmp_path / "PB1", "PB1", [("412300001007", D("700.00"))])
    earlier = SOLD_AT - dt.timedelta(minutes=4)
    sell_day(tmp_path / "PB2", "PB2", [("412300002007", D("700.00"))], earlier)
    for code, desk in desks.items():
        assert await replicate(desk, tmp_path / code) > 0
    credit = StatementRow(
        1, DAY, D("700.00"), "UPI/P2M/412399990007/RAVI", ("412399990007",), at=dt.time(11, 2)
    )
    rows = [credit, ROWS[-1]]
    pool: AsyncConnectionPool[Any]
    async with AsyncConnectionPool(desks["PB1"].url, min_size=1, max_size=2) as pool:
        with Journal(tmp_path / "PB1", now=lambda: SOLD_AT) as journal:
            journal.bank.import_statement(Statement("HDFC Bank", rows), "statement.csv")
            (own,) = journal.bank.proofs()
            assert await share_rows(pool, "PB1", rows) == len(rows)
            found = await tab(journal, pool, day_close_of(pool)).in_doubt()
            split = (await tab(journal, pool, day_close_of(pool)).shift_figures(a_shift)).proof
        close = {proof.counter: proof for proof in await proofs_on(pool, DAY)}

        # The customer's money came the next morning under another UTR; PB1's supervisor
        # matches it by hand.
        later = StatementRow(
            1,
            DAY + dt.timedelta(days=1),
            D("700.00"),
            "UPI/P2M/412399990017/RAVI",
            ("412399990017",),
            at=dt.time(9),
        )
        with Journal(tmp_path / "PB1", now=lambda: SOLD_AT) as journal:
            journal.bank.import_statement(Statement("HDFC Bank", [later]), "later.csv")
            assert await share_rows(pool, "PB1", [later]) == 1
            statements = tab(journal, pool, day_close_of(pool))
            (questioned,) = (await statements.in_doubt()).questioned
            with pytest.raises(NotApproved) as refused:  # nobody gave the PIN: nothing kept
                await statements.resolve(
                    questioned, Outcome.OTHER_REFERENCE, "412399990017", questioned.reference
                )
            assert str(refused.value) == "Not resolved: it needs a supervisor's PIN."
            assert journal.bank.proofs()[0].outcome is None
            statements = tab(journal, pool, day_close_of(pool), Approvals(journal.till, True))
            await statements.resolve(
                questioned, Outcome.OTHER_REFERENCE, "412399990017", questioned.reference
            )
            (resolved,) = journal.bank.proofs()
            after = await statements.in_doubt()
            resolved_split = (await statements.shift_figures(a_shift)).proof
        assert await replicate(desks["PB1"], tmp_path / "PB1") > 0
        closed = {proof.counter: proof for proof in await proofs_on(pool, DAY)}

    assert (own.standing, own.method) == (Standing.QUESTIONED, None)
    assert own.suggestion is not None and own.suggestion.references == ("412399990007",)
    (questioned,) = found.questioned
    assert (questioned.key, questioned.standing) == (own.key, Standing.QUESTIONED)
    assert (split[UPI].proved, split[UPI].questioned) == (D(0), D("700.00"))
    assert close["PB1"].of(Standing.QUESTIONED) == {"UPI": D("700.00")}
    assert close["PB2"].of(Standing.QUESTIONED) == {"UPI": D("700.00")}
    # Proved by hand on the tab and in the day close alike.
    assert (resolved.standing, resolved.method) == (Standing.PROVED, Method.BY_HAND)
    assert after.questioned == []
    assert (resolved_split[UPI].proved, resolved_split[UPI].questioned) == (D("700.00"), D(0))
    assert closed["PB1"].of(Standing.PROVED) == {"UPI": D("700.00")}
    assert closed["PB2"].of(Standing.QUESTIONED) == {"UPI": D("700.00")}

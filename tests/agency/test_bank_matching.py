"""The agency day close proves a payment as the counters' matching does: three counters' UPI
sales replicated to the real agency store, one statement shared by one counter, and each
payment's standing in the day close given by the one matcher (app.bank.matching), across the
counters: by its reference alone (issue 82). A credit of the amount within the window's minutes,
under another reference, proves no sale at any counter: another customer's money beside a fake
"payment successful" screen is the fraud the close exists to catch."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path
from typing import Any

from psycopg_pool import AsyncConnectionPool

from app.agency.bank import proofs_on, share_rows, shared_since
from app.bank.matching import WINDOW
from app.bank.proofs import Standing
from app.bank.statement import Statement, StatementRow
from app.domain.clock import SERVICE_TZ
from app.domain.payment import Payment
from app.domain.tenders import CASH, UPI
from app.journal import Journal
from tests.agency.deployment import Deployment, Desk, replicate
from tests.agency.records import counter
from tests.agency.replication import replicate_once
from tests.agency.test_counter_roles import run
from tests.journal.entries import boat_request, booking_result
from tests.journal.till_sales import PRICE, sell, send, till_sale

DAY = dt.date(2026, 11, 3)
SOLD_AT = dt.datetime.combine(DAY, dt.time(11), SERVICE_TZ)
LIMIT = dt.timedelta(minutes=WINDOW.minutes)
# Each counter's UPI part of a sale at 11:00 (the rest paid in cash), with the reference the
# clerk typed: none of them is the bank's, so none is proved, however near a credit's amount and
# time.
SALES = {
    "PB1": [("412300001001", Decimal("1000.00")), ("412300001002", Decimal("700.00"))],
    "PB2": [("412300002001", Decimal("600.00")), ("412300002002", Decimal("800.00"))],
    "PB3": [("412300003001", Decimal("700.00")), ("412300003002", Decimal("900.00"))],
}


def credit(n: int, at: dt.datetime, amount: str) -> StatementRow:
    """A UPI credit of the statement at ``at`` under the bank's reference (not the typed one)."""
    reference = f"41239999{n:04d}"
    return StatementRow(
        n, at.date(), Decimal(amount), f"UPI/P2M/{reference}/RAVI", (reference,), at=at.time()
    )


ROWS = [
    # PB1's 1,000.00: the clerk mistyped its UTR; the credit came five minutes later.
    credit(1, SOLD_AT + dt.timedelta(minutes=5), "1000.00"),
    # One credit of 700.00 in the same minute as PB1's and PB3's sales of 700.00.
    credit(2, SOLD_AT + dt.timedelta(minutes=2), "700.00"),
    # PB2's 600.00 credited at the window's limit; its 800.00 a minute past it.
    credit(3, SOLD_AT + LIMIT, "600.00"),
    credit(4, SOLD_AT + LIMIT + dt.timedelta(minutes=1), "800.00"),
    # PB3's 900.00: a credit a minute before the window opens.
    credit(5, SOLD_AT - LIMIT - dt.timedelta(minutes=1), "900.00"),
    # The next morning's cash deposit: the statement covers the day after the sales.
    StatementRow(
        6, DAY + dt.timedelta(days=1), Decimal("2000.00"), "CASH DEPOSIT", ("CASHDEP0001",)
    ),
]


d = Decimal
# The day close's split (UPI proved, questioned) of each counter: every sale questioned once the
# statement covers the next day, though a credit of its amount came minutes after (PB1's 1,000.00
# five minutes later, one 700.00 in the minute of PB1's and PB3's sales, PB2's 600.00 at the
# window's limit). Before issue 82 amount and time proved 3,000.00 of them.
SPLITS = ({"PB1": (d(0), d("1700.00")), "PB2": (d(0), d("1400.00")), "PB3": (d(0), d("1600.00"))},)


def sell_day(folder: Path, code: str) -> None:
    """The counter's sales of ``SALES``, each at 11:00, in its journal under ``folder``."""
    with Journal(folder, now=lambda: SOLD_AT) as journal:
        for n, (reference, amount) in enumerate(SALES[code]):
            rest = PRICE.total - amount
            payment = Payment((UPI.paid(amount, reference), CASH.paid(rest, tendered=rest)))
            sell(journal, f"{code}-{n}", till_sale(code, payment=payment))


async def split_on(url: str, share: bool = False) -> dict[str, tuple[Decimal, Decimal]]:
    """The day close's split of each counter read as the role of ``url`` (after sharing the
    statement's rows as it when ``share``); no payment is not yet: the day is in."""
    pool: AsyncConnectionPool[Any]
    async with AsyncConnectionPool(url, min_size=1, max_size=2) as pool:
        if share:
            assert await share_rows(pool, "PB2", ROWS) == len(ROWS)
        close = await proofs_on(pool, DAY)
    assert all(proof.total(Standing.NOT_YET) == 0 for proof in close)
    return {
        proof.counter: (proof.total(Standing.PROVED), proof.total(Standing.QUESTIONED))
        for proof in close
    }


async def test_the_day_close_proves_no_sale_by_another_reference_s_amount_and_time(
    agency_db: str, tmp_path: Path
) -> None:
    for code in SALES:
        sell_day(tmp_path / code, code)
        await replicate_once(tmp_path / code, counter(code), agency_db)
    # PB2 imported the statement, alone.
    assert await split_on(agency_db, share=True) in SPLITS
    # Each row's time goes to the counters that pull it, as it came.
    pool: AsyncConnectionPool[Any]
    async with AsyncConnectionPool(agency_db, min_size=1, max_size=1) as pool:
        pulled, _until = await shared_since(pool, None)
    assert {(row.on, row.at) for row, _fingerprint, _occurrence in pulled} == {
        (row.on, row.at) for row in ROWS
    }


async def test_each_counter_s_role_reads_the_same_day_close_without_others_references(
    deployment: Deployment, tmp_path: Path
) -> None:
    desks = {}
    for code in SALES:
        identity = counter(code)
        desks[code] = Desk(identity, await deployment.admit(identity))
        sell_day(tmp_path / code, code)
        assert await replicate(desks[code], tmp_path / code) > 0
    shared = await split_on(desks["PB2"].url, share=True)
    assert shared in SPLITS
    for desk in desks.values():
        assert await split_on(desk.url) == shared
    # No row carries a reference the clerks typed: another counter's stays hidden from PB1.
    seen = run(desks["PB1"].url, "SELECT counter_code, reference FROM agency_bank_payments")
    assert sorted(seen) == [
        ("PB1", "412300001001"),
        ("PB1", "412300001002"),
        ("PB2", None),
        ("PB2", None),
        ("PB3", None),
        ("PB3", None),
    ]


async def test_a_credit_of_the_amount_after_the_till_took_it_proves_it_nowhere(
    agency_db: str, tmp_path: Path
) -> None:
    clock = [SOLD_AT]
    rest = PRICE.total - Decimal("1000.00")
    paid = Payment((UPI.paid(Decimal("1000.00"), "412300001001"), CASH.paid(rest, tendered=rest)))
    statement = Statement("HDFC Bank", [ROWS[0], ROWS[-1]])  # the credit at 11:05, the deposit
    with Journal(tmp_path, now=lambda: clock[0]) as journal:
        # The till takes the UPI payment at 11:00; the service books the sale at 11:45 only.
        send(journal, "PB1-0", till_sale("PB1", payment=paid))
        clock[0] = SOLD_AT + dt.timedelta(minutes=45)
        journal.booked("PB1-0", booking_result(boat_request("PB1-0")))
        journal.bank.import_statement(statement, "statement.csv")
        (at_counter,) = [proof.standing for proof in journal.bank.proofs()]
    await replicate_once(tmp_path, counter("PB1"), agency_db)
    pool: AsyncConnectionPool[Any]
    async with AsyncConnectionPool(agency_db, min_size=1, max_size=1) as pool:
        await share_rows(pool, "PB1", statement.rows)
        (close,) = await proofs_on(pool, DAY)
    # The counter and the day close agree: the credit five minutes after it was taken carries
    # another reference, so the sale is questioned in both (the deposit covers the next day).
    assert at_counter is Standing.QUESTIONED
    assert close.of(Standing.QUESTIONED) == {"UPI": Decimal("1000.00")}
    assert close.of(Standing.PROVED) == {}

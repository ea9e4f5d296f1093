"""A payment app's payout across the agency: one counter imports the PhonePe settlement report,
another the bank's statement with the payout's credit. The second counter, which pulled the
report's rows from the agency store, knows that credit as the payout (no credit of no sale),
and neither it nor the day close takes it by amount and time for a sale of the same amount."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.agency.bank import share_rows, shared_since
from app.bank.payouts import Arrival
from app.bank.proofs import Standing
from app.bank.statement import Numbered, StatementRow
from app.counter.services.bank_statements import Pull, Share, StatementService
from app.domain.clock import SERVICE_TZ
from app.domain.payment import Payment
from app.domain.tenders import UPI
from app.journal import Journal
from tests.agency.records import counter
from tests.agency.replication import replicate_once
from tests.bank.statements import Transfer, declared, payouts, write
from tests.journal.till_sales import PRICE, sell, till_sale

DAY = dt.date(2026, 11, 3)
SOLD_AT = dt.datetime.combine(DAY, dt.time(11), SERVICE_TZ)
PHONEPE = "PhonePe Business settlement"
# PB1's sale paid through PhonePe; PB2's of the same amount, a reference no credit carries.
PAID, NEVER = "412300000101", "412300000666"


async def test_a_payout_shared_through_the_store_is_known_at_every_counter_and_the_close(
    agency_db: str, tmp_path: Path
) -> None:
    desks = {code: counter(code) for code in ("PB1", "PB2")}
    for code, reference in (("PB1", PAID), ("PB2", NEVER)):
        with Journal(tmp_path / code, now=lambda: SOLD_AT) as journal:
            payment = Payment((UPI.paid(PRICE.total, reference),))
            sell(journal, f"{code}-0", till_sale(code, payment=payment))
        await replicate_once(tmp_path / code, desks[code], agency_db)
    # No fee on the day: the payout is the one payment's amount, PB2's sale's too.
    settled = [Transfer(DAY, dt.time(11), PRICE.total, PAID)]
    (payout,) = payouts(PHONEPE, settled)
    assert payout.amount == PRICE.total
    report, _ = write(PHONEPE, tmp_path, settled)
    bank_folder = tmp_path / "bank"
    bank_folder.mkdir()
    statement, _ = write("HDFC Bank", bank_folder, [payout])

    pool: AsyncConnectionPool[Any]
    async with AsyncConnectionPool(agency_db, min_size=1, max_size=2) as pool:

        def share_as(code: str) -> Callable[[], Share | None]:
            async def shared(found: Sequence[StatementRow]) -> int:
                return await share_rows(pool, code, found)

            return lambda: shared

        async def pulled(since: str | None) -> tuple[list[Numbered], str | None]:
            return await shared_since(pool, since)

        def pull() -> Pull | None:
            return pulled

        with Journal(tmp_path / "PB1") as journal:
            done = await StatementService(journal, share=share_as("PB1")).import_file(report)
        assert (done.imported.matched, done.shared) == (1, 1)
        with Journal(tmp_path / "PB2") as journal:
            desk = StatementService(journal, share=share_as("PB2"), pull=pull, accounts=declared)
            before = await desk.in_doubt()  # the report's row pulled, with its payout
            await desk.import_file(statement)
            after = await desk.in_doubt()
            (own,) = journal.bank.proofs()
        close = await queries.day_close(pool, DAY, [])

    assert before.payouts[0].arrival is Arrival.NOT_YET
    (known,) = after.payouts
    assert (known.utr, known.arrival, known.credited) == (
        payout.reference,
        Arrival.IN_FULL,
        PRICE.total,
    )
    # The report's row (PB1's sale) is a credit of no sale at PB2; the payout is not.
    assert [row.references for row in after.unmatched] == [(PAID,)]
    assert (own.reference, own.standing) == (NEVER, Standing.QUESTIONED)
    total, none = PRICE.total, Decimal("0.00")
    assert {proof.counter: tuple(map(proof.total, Standing)) for proof in close.bank} == {
        "PB1": (total, none, none, none, none),
        "PB2": (none, none, total, none, none),  # the payout proves no sale by its amount
    }

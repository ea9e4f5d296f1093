"""A cash refund with paise reaches the agency store as it left the drawer: ``agency_payments``
lists the refund's amount as handed (whole rupees) and, beside it, the round off within it, so
that its rows add up to the drawer's cash and, less the round off, to the refunds settled."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import psycopg

from app.agency.store import AgencyStore
from app.domain.modules import Module
from app.domain.tenders import CASH
from app.domain.till import SeatFare, TillRules, customer_price
from app.journal import Journal
from app.journal.till import RefundDue, RefundPart
from tests.agency.records import counter
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import exact_cash, outbox_of, sell, till_sale

D = Decimal
# One seat at 356.40 with 18 % GST and no rounding at the till: 420.55, paid in cash.
PRICE = customer_price(Module.ACTIVITY, [SeatFare(D("356.40"))], D(18), TillRules(round_to=0))


async def test_a_cash_refund_s_round_off_is_listed_beside_what_left_the_drawer(
    agency_db: str, tmp_path: Path
) -> None:
    due = RefundDue("REF1", "Asha Rao", ((CASH, PRICE.total),))
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        shift = till.open_shift("PB1", "Leela Menon", D(0))
        sale = till_sale(shift_id=shift.shift_id, payment=exact_cash(PRICE.total), price=PRICE)
        sell(journal, "s-1", sale, "REF1")
        journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
        journal.cancelled("c-1", cancel_result(400.0))
        till.pay_refund(
            "c-1",
            booking_ref="REF1",
            counter="PB1",
            clerk="Leela Menon",
            shift_id=shift.shift_id,
            rule_amount=PRICE.total,
            parts=[RefundPart(CASH, PRICE.total)],
        )
    desk = counter("PB1")
    store = await AgencyStore.open(agency_db)
    try:
        await store.register(desk)
        records = outbox_of(tmp_path)
        assert await store.push(desk.counter_id, records) == len(records)
    finally:
        await store.close()
    async with await psycopg.AsyncConnection.connect(agency_db) as conn:
        payments = await (
            await conn.execute(
                "SELECT direction, mode, amount, round_off FROM agency_payments ORDER BY seq"
            )
        ).fetchall()
    assert payments == [
        ("sale", "Cash", D("420.55"), D("0.00")),
        ("refund", "Cash", D("-421.00"), D("-0.45")),
    ]
    # What the drawer kept, and what the refunds settled less the round off.
    assert sum(row[2] for row in payments) == D("-0.45")
    assert sum(row[2] - row[3] for row in payments) == D("0.00")

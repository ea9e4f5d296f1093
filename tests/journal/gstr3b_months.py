"""A month of every kind of sale this app makes, and the next, as GSTR-3B's tests read them: the
sandbox month of the GSTR-1 tests (the agent's B2B and B2C sales in and out of the state, a B2CL
sale, credit notes to a business and to a large consumer's invoice, a refund slip, a sale before
registration) with a tour operator's sale and a bank's charge whose GST is input credit, then
January's credit note of a December sale; both months exported as GSTR-3B figures."""

from __future__ import annotations

import asyncio
import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from app.domain.gst import Buyer, Scheme, TaxBasis
from app.domain.payment import Payment
from app.domain.postings import EventKind, MoneyEvent
from app.domain.tenders import CASH
from app.journal import Journal, money_events
from app.journal.gstr3b import Gstr3b
from app.journal.period_export import export_period
from app.journal.store import DATABASE_NAME
from app.records.refunds import RefundDue, RefundPart
from app.sandbox import EmbeddedSandbox
from tests.books.test_books import CHARGED
from tests.journal.entries import (
    Clock,
    boat_request,
    booking_result,
    cancel_request,
    cancel_result,
)
from tests.journal.gst_day import AGENCY, LEDGERS
from tests.journal.month_sales import december
from tests.journal.test_gstr1_month import _month
from tests.journal.till_sales import send, till_sale

D = Decimal
DECEMBER = (dt.date(2026, 12, 1), dt.date(2026, 12, 31))
JANUARY = (dt.date(2027, 1, 1), dt.date(2027, 1, 31))
# Sold from Kochi to a consumer of Kerala under the tour operator's scheme (5 % on the package).
TOUR_OPERATOR = TaxBasis(Scheme.TOUR_OPERATOR, D(5), "998555", "32", "32", Buyer("Ravi Kumar"))
# The bank's charge of December and the GST on it it shows apart: input credit.
CHARGE_GST = D("27.00")


@dataclass
class Months:
    """The journal's folder and the GSTR-3B of December and January."""

    journal: Path
    december: Gstr3b
    january: Gstr3b


def _tour_sold_then_refunded(folder: Path) -> None:
    """A tour operator's sale on 20 December and a bank's charge with its GST that day, then,
    on 6 January, the sale cancelled and refunded in cash: its credit note is January's."""
    clock = Clock(december(20))
    with Journal(folder, now=clock) as journal:
        shift = journal.till.open_shift("PB1", "Leela Menon", D("0.00"))
        paid = Payment((CASH.paid(CHARGED.total, tendered=CHARGED.total),))
        sale = till_sale(shift_id=shift.shift_id, payment=paid, price=CHARGED, tax=TOUR_OPERATOR)
        send(journal, "tour-1", sale)
        journal.booked("tour-1", booking_result(boat_request("tour-1"), "TOUR1", cash=4185.0))
        charge = MoneyEvent(
            "bank_charge:december",
            EventKind.BANK_CHARGE,
            {"amount": "177.00", "input_credit": True, "gst": str(CHARGE_GST), "on": "2026-12-20"},
        )
        with journal._conn:
            money_events.record(journal._conn, charge, clock.now)
        clock.now = dt.datetime(2027, 1, 6, 11, 0, tzinfo=clock.now.tzinfo)
        journal.add_cancel(
            cancel_request("tour-c", "TOUR1"),
            agent=None,
            due=RefundDue("TOUR1", "Ravi Kumar", ((CASH, CHARGED.total),)),
        )
        journal.cancelled("tour-c", cancel_result(4185.0))
        journal.till.pay_refund(
            "tour-c",
            booking_ref="TOUR1",
            counter="PB1",
            clerk="Leela Menon",
            shift_id=shift.shift_id,
            rule_amount=CHARGED.total,
            parts=(RefundPart(CASH, CHARGED.total),),
            owed={},
        )


def sold_months(sandbox: EmbeddedSandbox, root: Path) -> Months:
    """December sold on ``sandbox`` and at the till, January's credit note, both exported as
    GSTR-3B figures by the export's own function, under ``root``."""
    asyncio.run(_month(sandbox, root / "journal"))
    _tour_sold_then_refunded(root / "journal")
    database = root / "journal" / DATABASE_NAME
    found = []
    for first, last in (DECEMBER, JANUARY):
        files = export_period(
            database, root / "out", first, last, LEDGERS, gstin=AGENCY.gstin, gstr3b=True
        )
        assert files.names == (f"gstr3b_{first:%m%Y}_{first}_{last}.csv",)
        assert files.gstr3b is not None
        found.append(files.gstr3b)
    return Months(root / "journal", *found)

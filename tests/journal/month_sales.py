"""A month of a counter's sales on the sandbox, as the GST month tests sell it: each ACTIVITY
sale typed, priced by the till's rules, settled in the journal in exact cash and taxed by the
basis given, on a December day of 2026 at 10:00."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from app.api import PartnerClient
from app.booking import BookingFlow, settle
from app.booking.till import customer_price_of
from app.domain.clock import SERVICE_TZ
from app.domain.gst import Buyer, TaxBasis
from app.domain.till import CustomerPrice, TillRules
from app.journal import Journal
from app.journal.till import TillSale
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import TRAVEL_DAY, activity_choice, with_customer
from tests.journal.till_sales import exact_cash
from tests.sandbox.helpers import SCUBA


def december(day: int) -> dt.datetime:
    """10:00 on ``day`` December 2026, the month the tests sell."""
    return dt.datetime(2026, 12, day, 10, 0, tzinfo=SERVICE_TZ)


@dataclass(frozen=True)
class MonthDesk:
    """Where the month is sold: the sandbox and a client of it, the journal, PB1's shift."""

    sandbox: EmbeddedSandbox
    client: PartnerClient
    journal: Journal
    shift_id: int


async def sell_activity(
    desk: MonthDesk,
    buyer: Buyer,
    basis: TaxBasis,
    rules: TillRules,
    *,
    seats: int,
    activity: int = SCUBA,
    travel: dt.date = TRAVEL_DAY,
) -> tuple[str, CustomerPrice]:
    """``seats`` of ``activity`` on ``travel`` sold at ``desk`` to ``buyer``, taxed by ``basis``,
    paid in exact cash: its booking reference and the customer's price."""
    sandbox = desk.sandbox
    choice = activity_choice(sandbox, activity, day=travel)
    flow = with_customer(BookingFlow(choice, today=sandbox.context.today), buyer.name)
    flow.set_qty(seats)
    price = customer_price_of(choice, flow.review().breakdown, rules)
    taken = TillSale(
        counter="PB1",
        clerk="Leela Menon",
        shift_id=desk.shift_id,
        price=price,
        payment=exact_cash(price.total),
        trip=f"Activity {activity}",
        departs="09:00",
        terms="Full refund 48 h or more before; half 24 to 48 h; none under 24 h.",
        tax=basis,
    )
    outcome = await settle(desk.client, desk.journal, flow, sale=taken)
    return outcome.result.booking_ref, price

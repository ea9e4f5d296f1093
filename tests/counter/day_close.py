"""What a counter does with a disrupted day after the watch found it, Qt-free, as the
Disruptions screen's keys and the shift report's X and Z do: a party refunded at the till over
what it paid with, another rebooked on the next day's departure, the X report read, the shift
closed with its Z report (the drawer counted as expected). Sales, exchanges and refunds go
through the services the composition root makes (``CounterServices``), as the app's screens'
do: whatever they wake when money moves is woken here too."""

from __future__ import annotations

import datetime as dt
import zlib
from collections.abc import Callable
from decimal import Decimal

from app.api import PartnerClient
from app.booking.aftersale import Refused
from app.booking.checkout import Asks, BelowCost, Checkout, SaleTerms
from app.booking.checkout import Counter as SaleCounter
from app.booking.exchange import Exchange, given_booking
from app.counter.composition import CounterServices
from app.counter.config.declared import no_supervisor
from app.counter.services.disruptions import DisruptionService
from app.domain.clock import service_now
from app.domain.disruption import Closed
from app.domain.modules import Module
from app.domain.money import ZERO, money
from app.domain.payment import Payment
from app.domain.tenders import CASH, UPI
from app.domain.till import DrawerCount
from app.journal import Journal
from app.journal.exchanges import ExchangeKind
from app.journal.till import Shift
from app.reports.drawer import x_report, z_figures, z_report
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import boat_choice, indian
from tests.counter.approvals import nobody
from tests.counter.disrupted_sales import RULES
from tests.journal.till_sales import exact_cash
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE as CRUISE_SCHEDULE


async def refund_party(
    services: CounterServices, client: PartnerClient, code: str, ref: str
) -> Decimal:
    """``ref``'s party refunded from the Disruptions screen's model; what the till gave back."""
    journal = services.journal

    # Never above the rule, as on the Disruptions screen.
    refunds = services.refunds(lambda: client, lambda: code, lambda: True, no_supervisor)
    model = DisruptionService(refunds.aftersale, language="en", agency="")
    party = next(p for g in model.groups() for p in g.parties if p.booking_ref == ref)
    paid = await model.refund(party)
    assert not isinstance(paid, Refused), paid
    closed = journal.disruptions.find(ref)
    assert closed is not None and closed.closed_how is Closed.REFUNDED
    return sum((r.amount for r in journal.till.refunds_of(ref)), ZERO)


async def rebook_party(
    services: CounterServices,
    client: PartnerClient,
    sandbox: EmbeddedSandbox,
    code: str,
    ref: str,
    schedule_id: int,
    day: dt.date,
) -> str:
    """``ref``'s party rebooked on ``schedule_id`` on ``day`` as the Rebook key does: the
    exchange of the operator's journalled cancellation, the difference at the till."""
    journal = services.journal
    disruption = journal.disruptions.find(ref)
    assert disruption is not None and disruption.request_id is not None
    status = (await client.booking_status(ref, Module.BOAT)).data

    async def shift() -> Shift | None:
        return journal.till.open_shift_of(code)

    async def never(_below: BelowCost) -> bool:
        return False

    counter = sale_counter(services, client, code)
    exchange = Exchange(
        ExchangeKind.REBOOK,
        given_booking(journal, status),
        Checkout.new(
            boat_choice(sandbox, schedule_id, day),
            counter,
            Asks(shift, never),
            sandbox.context.today,
        ),
        disruption.request_id,
    )
    quote = await exchange.quote()
    owed = max(quote.difference, ZERO)
    assert exchange.pay(exact_cash(owed) if owed else Payment(())) == {}
    result = await exchange.confirm()
    assert result is not None and result.done, result
    closed = journal.disruptions.find(ref)
    assert closed is not None and closed.closed_how is Closed.REBOOKED
    return result.booking_ref


def x_expected(journal: Journal, shift_id: int) -> Decimal:
    """The X report's cash the drawer should hold now (the shift stays open)."""
    return x_report(journal.till, shift_id).expected


def z_closed(journal: Journal, shift_id: int, clerk: str) -> tuple[Decimal, Decimal]:
    """The shift closed with its Z report, the drawer counted as the X expects; the Z's cash in
    and out (its difference is nil)."""
    expected = x_expected(journal, shift_id)
    report = z_report(journal.till, shift_id, DrawerCount.of({}, coins=expected), closed_by=clerk)
    figures = z_figures(report)
    assert figures.difference == ZERO, figures
    return figures.cash_in, figures.cash_out


async def sell_by_checkout(
    services: CounterServices,
    client: PartnerClient,
    sandbox: EmbeddedSandbox,
    code: str,
    day: dt.date,
    names: list[str],
    pay: Pay,
    **business: str,
) -> str:
    """A BOAT party on ``day`` sold through the checkout as the Book screen sells it, paid as
    ``pay`` splits its total (a UPI part carries a reference of the customer's own: the till
    takes each once), ``business``: the customer's GSTIN, address and state for a B2B invoice;
    its reference."""
    journal = services.journal

    async def shift() -> Shift | None:
        return journal.till.open_shift_of(code)

    async def never(_below: BelowCost) -> bool:
        return False

    counter = sale_counter(services, client, code)
    checkout = Checkout.new(
        boat_choice(sandbox, CRUISE_SCHEDULE, day),
        counter,
        Asks(shift, never),
        sandbox.context.today,
    )
    flow = checkout.flow
    email = names[0].lower().replace(" ", ".") + "@example.in"
    flow.set_customer(name=names[0], email=email, phone="9876543210", **business)
    flow.set_qty(0)
    for name in names:
        flow.add_passenger(indian(name))
    total = (await checkout.review()).price.total
    assert checkout.pay(pay(total, f"UPI{zlib.crc32(names[0].encode()):010d}")) == {}
    result = await checkout.confirm()
    assert result is not None
    return result.booking_ref


def sale_counter(services: CounterServices, client: PartnerClient, code: str) -> SaleCounter:
    """Where the counter coded ``code`` settles its sales, as the Book screen's service has it."""
    return services.sales(nobody).counter(
        lambda: client, lambda: SaleTerms(code, RULES), service_now
    )


# How a party pays its total, given the reference of any UPI part.
Pay = Callable[[Decimal, str], Payment]


def by_cash(total: Decimal, _reference: str) -> Payment:
    """The whole total in cash, tendered exactly."""
    return exact_cash(total)


def by_upi(total: Decimal, reference: str) -> Payment:
    """The whole total by UPI."""
    return Payment((UPI.paid(total, reference),))


def cash_and_upi(total: Decimal, reference: str) -> Payment:
    """A third by UPI, the rest in cash, tendered exactly."""
    upi = money(total / 3)
    cash = total - upi
    return Payment((CASH.paid(cash, tendered=cash), UPI.paid(upi, reference)))

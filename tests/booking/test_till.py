"""The customer's price and payment of real sales against the sandbox: every product kind priced
to the paisa from the service's own fares; the payment taken only with a booking."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import pytest

from app.api import BoatAvailability, BookingResult, InsufficientFundsError, NetworkError
from app.booking import BookingFlow, Choice, rate_for, resolve_pending, settle
from app.booking.till import customer_price_of
from app.domain.modules import Module
from app.domain.payment import Payment
from app.domain.tenders import CARD, CASH, UPI
from app.domain.till import CustomerPrice, Margin, Markup, MarkupLabel, TillRules
from app.journal import Journal
from app.journal.till import SaleState, TillSale
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import (
    ACTIVITIES,
    BOAT_SCHEDULES,
    activity_choice,
    boat_choice,
    boat_flow,
    people_for,
    with_customer,
)
from tests.conftest import client_for
from tests.journal.till_sales import exact_cash
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE, SCUBA, state
from tests.transports import dropping_client

CENT = Decimal("0.01")
RULES = TillRules(
    markups={
        Module.ACTIVITY: Markup(percent=Decimal("7.5"), per_seat=Decimal("25.00")),
        Module.BOAT: Markup(percent=Decimal("-4"), per_seat=Decimal("10.00")),
    },
    round_to=1,
)


def line(amount: Decimal) -> Decimal:
    """One bill line: to the paisa, half up (the oracle the test computes on its own)."""
    return amount.quantize(CENT, rounding=ROUND_HALF_UP)


def rupee(amount: Decimal) -> Decimal:
    """To the whole rupee, half up."""
    return amount.quantize(Decimal(1), rounding=ROUND_HALF_UP).quantize(CENT)


def check_price(
    price: CustomerPrice, fares: Decimal, gst: Decimal, markup: Decimal, booked: BookingResult
) -> Margin:
    """``price`` is these fares, GST and markup rounded to the rupee; its margin over the debit."""
    total = rupee(fares + gst + markup)
    assert (price.fares, price.gst, price.markup, price.total) == (fares, gst, markup, total)
    assert price.round_off == total - (fares + gst + markup)
    assert abs(price.round_off) <= Decimal("0.50")
    debited = booked.settlement_breakdown.total_debited
    margin = Margin(price.total, debited)
    assert margin.amount == total - debited
    return margin


def till_sale(price: CustomerPrice, payment: Payment | None = None) -> TillSale:
    """What the counter hands the journal with a sale at PB1 (exact cash unless given)."""
    return TillSale(
        counter="PB1",
        clerk="Leela Menon",
        shift_id=None,
        price=price,
        payment=payment or exact_cash(price.total),
        trip="Scuba discovery dive",
        departs="09:00",
        terms="Full refund 48 h or more before; half 24 to 48 h; none under 24 h.",
    )


def scuba_sale(sandbox: EmbeddedSandbox, qty: int = 2) -> tuple[BookingFlow, CustomerPrice]:
    """An ACTIVITY sale of ``qty`` seats and its customer price."""
    choice = activity_choice(sandbox, SCUBA)
    flow = with_customer(BookingFlow(choice, today=sandbox.context.today))
    flow.set_qty(qty)
    return flow, customer_price_of(choice, flow.review().breakdown, RULES)


async def test_activity_customer_prices_to_the_paisa_against_the_sandbox(
    module_sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    async with client_for(module_sandbox, module_sandbox.demo_key) as client:
        with Journal(tmp_path) as journal:
            for activity_id in ACTIVITIES:
                choice = activity_choice(module_sandbox, activity_id)
                flow = with_customer(BookingFlow(choice, today=module_sandbox.context.today))
                flow.set_qty(3)
                price = customer_price_of(choice, flow.review().breakdown, RULES)

                outcome = await settle(client, journal, flow)

                pricing = outcome.result.pricing
                assert pricing is not None
                fares = line(pricing.availability_fare_per_person * 3)
                gst = line(fares * pricing.gst_percentage / 100)
                markup = line(fares * Decimal("0.075")) + Decimal("75.00")
                margin = check_price(price, fares, gst, markup, outcome.result)
                assert price.markup_label is MarkupLabel.SERVICE_CHARGE
                assert margin.amount > 0 and not margin.below_cost


async def test_boat_customer_prices_for_every_ticket_kind_against_the_sandbox(
    module_sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    async with client_for(module_sandbox, module_sandbox.demo_key) as client:
        with Journal(tmp_path) as journal:
            for schedule_id in BOAT_SCHEDULES:
                choice: Choice = boat_choice(module_sandbox, schedule_id)
                people = people_for(choice)  # domestic and foreign adult, child, infant
                flow = boat_flow(choice, people, module_sandbox.context.today)
                price = customer_price_of(choice, flow.review().breakdown, RULES)

                outcome = await settle(client, journal, flow)

                money = outcome.result.financial_breakdown
                assert money is not None
                schedule = choice.found
                assert isinstance(schedule, BoatAvailability)
                found = [rate_for(schedule.rates, p.age or 0, p.wire_nationality) for p in people]
                rates = [r for r in found if r is not None]
                boat_fares = [r.boat_fare for r in rates if r.boat_fare is not None]
                permits = [r.permit_fare for r in rates if r.permit_fare is not None]
                assert len(rates) == len(boat_fares) == len(permits) == len(people)
                # The permits the customer pays are the very permits the wallet paid.
                assert sum(permits, Decimal(0)) == money.permit_amount
                published = [r.mrp for r in rates]
                fares = sum(published, Decimal(0))
                gst = sum((line(f * choice.gst_percentage / 100) for f in boat_fares), Decimal(0))
                markup = line(fares * Decimal("-0.04")) + Decimal("60.00")
                check_price(price, fares, gst, markup, outcome.result)


async def test_a_split_payment_is_taken_with_the_booking_under_the_first_receipt_number(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    flow, price = scuba_sale(sandbox)
    upi = Decimal("1000.00")
    payment = Payment(
        (
            UPI.paid(upi, "412345678901"),
            CARD.paid(Decimal("500.00"), "4242", "A1B2C3"),
            CASH.paid(price.total - upi - Decimal("500.00"), tendered=Decimal("20000.00")),
        )
    )
    async with client_for(sandbox, sandbox.demo_key) as client:
        with Journal(tmp_path) as journal:
            outcome = await settle(client, journal, flow, sale=till_sale(price, payment))
            record = journal.till.sale(outcome.result.request_id or "")

    assert record is not None
    assert (record.state, record.booking_ref, record.receipt_no) == (
        SaleState.TAKEN,
        outcome.result.booking_ref,
        "PB1/26/000001",
    )
    assert record.payment == payment
    assert record.price == price
    assert record.payment.change == Decimal("20000.00") - (price.total - upi - Decimal("500.00"))


async def test_a_refused_sale_records_nothing_taken_and_uses_no_receipt_number(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    flow, price = scuba_sale(sandbox, qty=4)  # more than the second tenant's 10,000
    with Journal(tmp_path) as journal:
        async with client_for(sandbox, sandbox.second_tenant_key) as poor:
            with pytest.raises(InsufficientFundsError):
                await settle(poor, journal, flow, sale=till_sale(price))
        refused = journal.till.sales()
        assert [(r.state, r.receipt_no) for r in refused] == [(SaleState.RETURNED, None)]
        assert journal.till.sales(state=SaleState.TAKEN) == []

        again, again_price = scuba_sale(sandbox, qty=1)
        async with client_for(sandbox, sandbox.demo_key) as client:
            outcome = await settle(client, journal, again, sale=till_sale(again_price))
        taken = journal.till.sale_of(outcome.result.booking_ref)

    assert taken is not None and taken.receipt_no == "PB1/26/000001"


async def test_an_unknown_outcome_keeps_the_payment_pending_until_a_replay_books_it(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    flow, price = scuba_sale(sandbox)
    with Journal(tmp_path) as journal:
        async with dropping_client(sandbox, sandbox.demo_key, "create_booking.php") as lossy:
            with pytest.raises(NetworkError):
                await settle(lossy, journal, flow, sale=till_sale(price))
        request_id = flow.review().request_id
        pending = journal.till.sale(request_id)
        assert pending is not None
        assert (pending.state, pending.receipt_no, pending.booking_ref) == (
            SaleState.PENDING,
            None,
            None,
        )
        assert state(sandbox).bookings == 1  # booked; only the answer was lost

    # The next start replays it: the booking is found and the payment taken with it.
    with Journal(tmp_path) as journal:
        async with client_for(sandbox, sandbox.demo_key) as client:
            await resolve_pending(journal, client)
        settled = journal.till.sale(request_id)
        row = journal.history.page()

    assert settled is not None
    assert settled.state is SaleState.TAKEN
    assert settled.receipt_no == "PB1/26/000001"
    assert [r.booking_ref for r in row] == [settled.booking_ref]
    assert state(sandbox).bookings == 1


async def test_a_price_under_what_the_wallet_pays_is_flagged_below_cost(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    choice = boat_choice(sandbox, NO_FLAGS_TRIP_SCHEDULE)
    flow = boat_flow(choice, people_for(choice)[:2], sandbox.context.today)
    deep = TillRules(markups={Module.BOAT: Markup(percent=Decimal(-40))}, round_to=0)
    price = customer_price_of(choice, flow.review().breakdown, deep)
    async with client_for(sandbox, sandbox.demo_key) as client:
        with Journal(tmp_path) as journal:
            outcome = await settle(client, journal, flow)

    margin = Margin(price.total, outcome.result.settlement_breakdown.total_debited)
    assert price.markup_label is MarkupLabel.DISCOUNT
    assert margin.below_cost
    assert margin.amount == price.total - outcome.result.settlement_breakdown.total_debited < 0

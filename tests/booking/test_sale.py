"""Settling a sale against the real sandbox: the price to the paisa, the wallet, once only."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from app.api import InsufficientFundsError, NetworkError
from app.api.codes import ErrorCode
from app.booking import (
    ActivityBreakdown,
    BoatBreakdown,
    BookingFlow,
    settle,
)
from app.counter.papers.messages import describe_error
from app.journal import Journal, RequestState
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import (
    ACTIVITIES,
    BOAT_SCHEDULES,
    activity_choice,
    boat_choice,
    boat_flow,
    foreigner,
    indian,
    people_for,
    with_customer,
)
from tests.conftest import client_for
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE, SCUBA, state
from tests.transports import dropping_client


async def test_activity_prices_equal_what_the_sandbox_debits(
    module_sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    async with client_for(module_sandbox, module_sandbox.demo_key) as client:
        with Journal(tmp_path) as journal:
            for activity_id in ACTIVITIES:
                flow = BookingFlow(
                    activity_choice(module_sandbox, activity_id),
                    today=module_sandbox.context.today,
                )
                with_customer(flow).set_qty(3)
                flow.set_wallet(await client.wallet_balance())
                review = flow.review()
                breakdown = review.breakdown
                assert isinstance(breakdown, ActivityBreakdown)

                outcome = await settle(client, journal, flow)

                pricing = outcome.result.pricing
                assert pricing is not None
                price = breakdown.price
                assert (
                    pricing.availability_fare_per_person,
                    pricing.commission_amount_per_person,
                    pricing.net_partner_price_per_person,
                    pricing.net_partner_total,
                    pricing.gst_amount,
                    pricing.total_payable,
                ) == (
                    price.availability_fare,
                    price.commission_value,
                    price.net_partner_price,
                    price.net_partner_total,
                    price.gst_amount,
                    price.total_payable,
                )
                settled = outcome.result.settlement_breakdown
                assert settled.total_debited == review.total_debited
                assert review.payment is not None
                assert settled.deducted_from_cash == review.payment.cash_part
                assert outcome.row.total_debited == review.total_debited


async def test_boat_prices_equal_what_the_sandbox_debits(
    module_sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    async with client_for(module_sandbox, module_sandbox.demo_key) as client:
        with Journal(tmp_path) as journal:
            for schedule_id in BOAT_SCHEDULES:
                choice = boat_choice(module_sandbox, schedule_id)
                flow = boat_flow(choice, people_for(choice), module_sandbox.context.today)
                review = flow.review()
                breakdown = review.breakdown
                assert isinstance(breakdown, BoatBreakdown) and breakdown.complete

                outcome = await settle(client, journal, flow)

                money = outcome.result.financial_breakdown
                assert money is not None
                price = breakdown.price
                assert (
                    money.fare_amount,
                    money.permit_amount,
                    money.gst_amount,
                    money.total_price,
                ) == (price.fare_amount, price.permit_amount, price.gst_amount, price.total_price)
                assert outcome.result.settlement_breakdown.total_debited == review.total_debited


async def test_a_sale_moves_the_wallet_once_and_is_journalled(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    flow = boat_flow(
        boat_choice(sandbox, NO_FLAGS_TRIP_SCHEDULE),
        [indian("Ravi Kumar"), foreigner("Emma Schultz")],
        sandbox.context.today,
    )
    async with client_for(sandbox, sandbox.demo_key) as client:
        before = await client.wallet_balance()
        flow.set_wallet(before)
        with Journal(tmp_path) as journal:
            outcome = await settle(client, journal, flow)

            again = await settle(client, journal, flow)
            rows = journal.history.page()

    total = outcome.result.settlement_breakdown.total_debited
    assert outcome.wallet is not None
    cash_before = before.data.financial_balances.live_available_balance
    assert outcome.wallet.data.financial_balances.live_available_balance == cash_before - total
    assert again.result == outcome.result
    assert state(sandbox).bookings == 1
    assert [(r.booking_ref, r.passengers, r.total_debited) for r in rows] == [
        (outcome.result.booking_ref, ("Ravi Kumar", "Emma Schultz"), total)
    ]
    assert flow.result == outcome.result


async def test_the_outcome_carries_the_body_booked_without_its_scans(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    flow = boat_flow(
        boat_choice(sandbox, NO_FLAGS_TRIP_SCHEDULE),
        [indian("Ravi Kumar"), foreigner("Emma Schultz")],
        sandbox.context.today,
    )
    async with client_for(sandbox, sandbox.demo_key) as client:
        with Journal(tmp_path) as journal:
            outcome = await settle(client, journal, flow)
            again = await settle(client, journal, flow)  # a second Confirm: nothing is sent

    names = [p["traveler_name"] for p in outcome.body["passengers"]]
    assert (outcome.body["request_id"], outcome.body["customer_name"]) == (
        outcome.result.request_id,
        "Asha Rao",
    )
    assert names == ["Ravi Kumar", "Emma Schultz"]
    # The scan stays on disk until the sale is settled, never in the outcome.
    assert all("id_proof_file" not in p for p in outcome.body["passengers"])
    assert again.body == outcome.body


async def test_a_short_wallet_is_shown_at_review_and_nothing_is_sent(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    flow = with_customer(BookingFlow(activity_choice(sandbox, SCUBA), today=sandbox.context.today))
    flow.set_qty(2)
    async with client_for(sandbox, sandbox.second_tenant_key) as client:
        flow.set_wallet(await client.wallet_balance())  # 5,000 cash and 5,000 credit
        before = state(sandbox)
        review = flow.review()
        assert review.payment is not None
        parts = (review.payment.cash_part, review.payment.credit_part)
        assert parts == (Decimal(5000), Decimal(5000))
        assert review.shortfall == review.total_debited - 10000 > 0

        with Journal(tmp_path) as journal:
            with pytest.raises(InsufficientFundsError, match="short by") as caught:
                await settle(client, journal, flow)
            # Staff are told by the wallet line (tests/ui/screens/test_sale_errors.py); a sale
            # confirmed anyway is refused with the refusal's own sentence, its amount logged.
            assert describe_error(caught.value).startswith("The wallet cannot cover this.")
            assert f"{review.shortfall} INR" in caught.value.message
            assert journal.pending() == []
            assert journal.history.count() == 0

    assert state(sandbox) == before


async def test_a_refusal_for_good_gives_the_next_review_a_new_request_id(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    flow = with_customer(BookingFlow(activity_choice(sandbox, SCUBA), today=sandbox.context.today))
    flow.set_qty(2)  # no wallet given: the service itself refuses
    async with client_for(sandbox, sandbox.second_tenant_key) as client:
        with Journal(tmp_path) as journal:
            first = flow.review().request_id
            with pytest.raises(InsufficientFundsError) as caught:
                await settle(client, journal, flow)
            journalled = journal.find(first)

            assert caught.value.status_code == 402
            assert journalled is not None and journalled.state is RequestState.FAILED
            assert journalled.error_code == ErrorCode.INSUFFICIENT_WALLET_FUNDS
            assert flow.review().request_id != first


async def test_a_retry_of_the_same_review_books_once(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    flow = with_customer(BookingFlow(activity_choice(sandbox), today=sandbox.context.today))
    with Journal(tmp_path) as journal:
        async with dropping_client(sandbox, sandbox.demo_key, "create_booking.php") as lossy:
            with pytest.raises(NetworkError):
                await settle(lossy, journal, flow)
        request_id = flow.review().request_id
        assert [r.request_id for r in journal.pending()] == [request_id]

        async with client_for(sandbox, sandbox.demo_key) as client:
            outcome = await settle(client, journal, flow)

        assert outcome.result.request_id == request_id
        assert not outcome.earlier
        assert journal.pending() == []
        assert journal.history.count() == 1
    assert state(sandbox).bookings == 1


async def test_an_edit_after_a_lost_answer_returns_the_booking_already_made(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    flow = with_customer(BookingFlow(activity_choice(sandbox), today=sandbox.context.today))
    with Journal(tmp_path) as journal:
        async with dropping_client(sandbox, sandbox.demo_key, "create_booking.php") as lossy:
            with pytest.raises(NetworkError):
                await settle(lossy, journal, flow)
        lost = flow.review().request_id
        flow.set_customer(email="asha.r@example.in")  # staff fix a typo, then confirm again
        assert flow.review().request_id != lost

        async with client_for(sandbox, sandbox.demo_key) as client:
            outcome = await settle(client, journal, flow)

        assert outcome.result.request_id == lost
        assert outcome.earlier
        assert outcome.body["customer_email"] == "asha.rao@example.in"  # as booked, not as edited
        assert journal.find(flow.review().request_id) is None
        assert journal.history.count() == 1
    assert state(sandbox).bookings == 1

"""Cancellation on a frozen clock: the three bands, partial and full, both modules, the wallet."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from decimal import Decimal

import pytest

from app.api import (
    BookingResult,
    CancelQuoteResult,
    CancelResult,
    ConflictError,
    InsufficientFundsError,
    PartnerClient,
    RequestRejected,
)
from app.api.codes import ErrorCode
from app.api.models import new_request_id as new_id
from app.domain.money import money
from app.sandbox import EmbeddedSandbox
from tests.conftest import FROZEN_NOW, client_for
from tests.sandbox.helpers import (
    NO_FLAGS_TRIP_SCHEDULE,
    SEA_WALK,
    activity_body,
    audit,
    boat_body,
    indian,
    state,
)

# FROZEN_NOW is Tuesday 2026-12-01 10:00; the sea walk runs 09:30 and 13:30, 100.00 charge a seat.
TOMORROW = FROZEN_NOW.date() + dt.timedelta(days=1)
FRIDAY = FROZEN_NOW.date() + dt.timedelta(days=3)


async def book_sea_walk(
    client: PartnerClient, day: dt.date, slot_index: int, qty: int
) -> BookingResult:
    """Book ``qty`` seats of one sea-walk slot of ``day``."""
    slots = (await client.search_availability("ACTIVITY", day, activity_id=SEA_WALK)).data
    return await client.create_booking(
        activity_body(slots[slot_index], qty=qty, request_id=new_id())
    )


async def cancel(
    client: PartnerClient, booking: BookingResult, action: str, **choice: object
) -> object:
    """QUOTE or CONFIRM a cancellation of ``booking``."""
    module = booking.module_type.value if booking.module_type else "ACTIVITY"
    return await client.cancel_booking(
        {"booking_ref": booking.booking_ref, "module_type": module, "action": action, **choice}
    )


async def test_full_band_partial_then_full(sandbox: EmbeddedSandbox, demo: PartnerClient) -> None:
    booking = await book_sea_walk(demo, FRIDAY, 0, qty=3)
    paid = booking.settlement_breakdown.total_debited
    before = state(sandbox)
    quote = await cancel(demo, booking, "QUOTE", qty=2)
    assert isinstance(quote, CancelQuoteResult)
    assert quote.policy_band == "FULL_REFUND_48H_OR_MORE" and quote.cancellable
    assert quote.quote.gross_refundable == money(paid * 2 / 3)
    assert quote.quote.platform_cancellation_charge == Decimal("200.00")
    assert state(sandbox) == replace(before, stored_replies=before.stored_replies + 1)

    first = await cancel(demo, booking, "CONFIRM", qty=2)
    assert isinstance(first, CancelResult)
    assert (first.new_booking_status, first.refund_status) == ("Cancelled", "PARTIAL")
    assert first.pricing_summary.net_agent_refund_credited == quote.quote.net_agent_refund
    status = (await demo.booking_status(booking.booking_ref, "ACTIVITY")).data
    assert (status.booking_status, status.refund_status) == ("confirmed", "PARTIAL")

    last = await cancel(demo, booking, "CONFIRM", qty=1)
    assert isinstance(last, CancelResult)
    assert (last.new_booking_status, last.refund_status) == ("Cancelled", "REFUNDED")
    status = (await demo.booking_status(booking.booking_ref, "ACTIVITY")).data
    assert (status.booking_status, status.refund_status) == ("cancelled", "REFUNDED")
    assert status.financial_summary is not None
    refunded = first.pricing_summary.net_agent_refund_credited + (
        last.pricing_summary.net_agent_refund_credited
    )
    assert status.financial_summary.total_refunded == refunded == paid - Decimal("300.00")
    seats = (await demo.search_availability("ACTIVITY", FRIDAY, activity_id=SEA_WALK)).data[0]
    assert seats.inventory.remaining_seats == 8
    with pytest.raises(ConflictError) as again:
        await cancel(demo, booking, "CONFIRM", qty=1)
    assert again.value.code == ErrorCode.ALREADY_CANCELLED
    wallet = (await demo.wallet_balance()).data
    assert [j.event for j in wallet.recent_ledger_journal_snapshot[:2]] == [
        "CANCELLATION_REFUND",
        "CANCELLATION_REFUND",
    ]
    assert audit(sandbox) == []


async def test_half_band_between_24_and_48_hours(demo: PartnerClient) -> None:
    booking = await book_sea_walk(demo, TOMORROW, 1, qty=2)  # 13:30 tomorrow: 27.5 h ahead
    quote = await cancel(demo, booking, "QUOTE", qty=2)
    assert isinstance(quote, CancelQuoteResult)
    assert quote.policy_band == "HALF_REFUND_24_TO_48H"
    paid = booking.settlement_breakdown.total_debited
    assert quote.quote.gross_refundable == money(paid / 2)
    assert quote.quote.net_agent_refund == money(paid / 2) - Decimal("200.00")


async def test_under_24_hours_quote_says_no_and_confirm_is_409(
    sandbox: EmbeddedSandbox, demo: PartnerClient
) -> None:
    booking = await book_sea_walk(demo, TOMORROW, 0, qty=1)  # 09:30 tomorrow: 23.5 h ahead
    before = state(sandbox)
    quote = await cancel(demo, booking, "QUOTE", qty=1)
    assert isinstance(quote, CancelQuoteResult)
    assert (quote.cancellable, quote.policy_band) == (False, "NOT_CANCELLABLE_UNDER_24H")
    assert quote.reason and quote.quote.net_agent_refund == 0
    with pytest.raises(ConflictError) as refused:
        await cancel(demo, booking, "CONFIRM", qty=1)
    assert refused.value.code == ErrorCode.CANCELLATION_WINDOW_CLOSED
    after = state(sandbox)
    assert replace(after, stored_replies=0) == replace(before, stored_replies=0)


async def test_more_seats_than_are_active_is_400(demo: PartnerClient) -> None:
    booking = await book_sea_walk(demo, FRIDAY, 0, qty=2)
    with pytest.raises(RequestRejected) as refused:
        await cancel(demo, booking, "CONFIRM", qty=3)
    assert refused.value.errors[0].field == "qty"


async def test_boat_cancellation_by_passenger(
    sandbox: EmbeddedSandbox, demo: PartnerClient
) -> None:
    passengers = [indian("Ravi Kumar", 40), indian("Meera Kumar", 38), indian("Anu Kumar", 6)]
    booking = await demo.create_booking(
        boat_body(NO_FLAGS_TRIP_SCHEDULE, FRIDAY, passengers, request_id=new_id())
    )
    manifest = (await demo.booking_status(booking.booking_ref, "BOAT")).data.traveler_manifest
    assert manifest is not None
    ravi, meera, anu = (t.passenger_id for t in manifest)
    # North Bay Harbour Cruise, Indian adult: 649.50 - 100 commission, 18 % GST, no permit.
    adult = money(Decimal("549.50") * Decimal("1.18"))
    done = await cancel(demo, booking, "CONFIRM", passenger_ids=[ravi])
    assert isinstance(done, CancelResult)
    assert done.pricing_summary.net_agent_refund_credited == adult - Decimal("50.00")
    assert (done.new_booking_status, done.refund_status) == ("Cancelled", "PARTIAL")
    data = (await demo.booking_status(booking.booking_ref, "BOAT")).data
    assert [t.traveler_status for t in data.traveler_manifest or []] == [
        "Cancelled",
        "Confirmed",
        "Confirmed",
    ]
    with pytest.raises(ConflictError) as twice:
        await cancel(demo, booking, "CONFIRM", passenger_ids=[ravi, meera])
    assert twice.value.code == ErrorCode.ALREADY_CANCELLED
    with pytest.raises(RequestRejected) as stranger:
        await cancel(demo, booking, "QUOTE", passenger_ids=[meera, 999_999])
    assert stranger.value.errors[0].field == "passenger_ids"
    rest = await cancel(demo, booking, "CONFIRM", passenger_ids=[meera, anu])
    assert isinstance(rest, CancelResult)
    assert (rest.new_booking_status, rest.refund_status) == ("Cancelled", "REFUNDED")
    assert (await demo.booking_status(booking.booking_ref, "BOAT")).data.booking_status == (
        "Cancelled"
    )
    with pytest.raises(ConflictError) as whole:
        await cancel(demo, booking, "QUOTE", passenger_ids=[anu])
    assert whole.value.code == ErrorCode.ALREADY_CANCELLED
    assert audit(sandbox) == []


async def test_a_refund_repays_credit_before_cash(sandbox: EmbeddedSandbox) -> None:
    async with client_for(sandbox, sandbox.second_tenant_key) as second:
        booking = await book_sea_walk(second, FRIDAY, 0, qty=2)
        paid = booking.settlement_breakdown
        assert paid.deducted_from_cash == Decimal("5000.00")
        assert paid.deducted_from_credit == paid.total_debited - Decimal("5000.00")
        done = await cancel(second, booking, "CONFIRM", qty=2)
        assert isinstance(done, CancelResult)
        refund = done.pricing_summary.net_agent_refund_credited
        wallet = (await second.wallet_balance()).data
    assert wallet.credit_facility.limit_utilized == 0
    assert wallet.financial_balances.live_available_balance == refund - paid.deducted_from_credit
    refund_journal = wallet.recent_ledger_journal_snapshot[0]
    credited = {line.account: line.credit for line in refund_journal.lines}
    assert credited["agent:2001:credit_utilised"] == paid.deducted_from_credit
    assert audit(sandbox) == []


async def test_insufficient_funds_is_402_and_changes_nothing(sandbox: EmbeddedSandbox) -> None:
    async with client_for(sandbox, sandbox.second_tenant_key) as second:
        slots = (await second.search_availability("ACTIVITY", FRIDAY, activity_id=1)).data
        before = state(sandbox)
        with pytest.raises(InsufficientFundsError) as refused:
            await second.create_booking(activity_body(slots[0], qty=3, request_id=new_id()))
    assert refused.value.code == ErrorCode.INSUFFICIENT_WALLET_FUNDS
    after = state(sandbox)
    assert replace(after, stored_replies=0) == replace(before, stored_replies=0)

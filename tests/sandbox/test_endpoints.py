"""Every endpoint's happy path for both modules, through PartnerClient over real HTTP."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from app.api import (
    ActivityContentItem,
    BoatContentItem,
    BookingStatusResult,
    CancelQuoteResult,
    CancelResult,
    PartnerClient,
)
from app.domain.money import money, percent_of
from app.domain.pricing import activity_price
from app.sandbox import EmbeddedSandbox
from tests.conftest import FROZEN_NOW
from tests.sandbox.helpers import (
    ALL_FLAGS_TRIP_SCHEDULE,
    NO_FLAGS_TRIP_SCHEDULE,
    SEA_WALK,
    activity_body,
    audit,
    boat_body,
    documented,
    foreigner,
    indian,
    raw_get,
)

TODAY = FROZEN_NOW.date()
IN_A_WEEK = TODAY + dt.timedelta(days=7)


async def test_activity_catalogue_without_a_date_is_the_summary_variant(
    demo: PartnerClient,
) -> None:
    result = await demo.content("ACTIVITY")
    assert result.count == len(result.data) == 8
    item: ActivityContentItem = result.data[0]
    assert item.short_description
    assert item.pricing.catalog_price_is_summary
    assert item.pricing.price_unit == "per person"
    assert item.pricing.min_available_fare is not None
    assert item.pricing.max_available_fare is not None
    assert item.pricing.min_available_fare <= item.pricing.max_available_fare
    ranges = item.availability.available_date_ranges
    assert ranges[0].from_ == TODAY
    assert ranges[-1].to == TODAY + dt.timedelta(days=119)


async def test_activity_content_of_a_date_lists_only_what_runs_that_day(
    demo: PartnerClient,
) -> None:
    wednesday = TODAY + dt.timedelta(days=(2 - TODAY.weekday()) % 7)
    monday = TODAY + dt.timedelta(days=(0 - TODAY.weekday()) % 7 or 7)
    titles = {item.title for item in (await demo.content("ACTIVITY", wednesday)).data}
    assert "Ross Island Heritage Walk" not in titles  # closed on Wednesdays
    assert "Baratang Limestone Caves Day Trip" in titles
    on_monday = {item.title for item in (await demo.content("ACTIVITY", monday)).data}
    assert "Baratang Limestone Caves Day Trip" not in on_monday
    dated = (await demo.content("ACTIVITY", monday)).data[0]
    assert not dated.pricing.catalog_price_is_summary
    assert dated.short_description is None


async def test_boat_content_shows_flags_seats_and_mixed_rates(demo: PartnerClient) -> None:
    result = await demo.content("BOAT", IN_A_WEEK)
    items: dict[int, BoatContentItem] = {item.schedule_id: item for item in result.data}
    flags = items[ALL_FLAGS_TRIP_SCHEDULE].policies.identity_enforcement
    assert (flags.is_id_mandatory, flags.is_id_no_required, flags.is_id_upload_required) == (
        1,
        1,
        1,
    )
    none = items[NO_FLAGS_TRIP_SCHEDULE].policies.identity_enforcement
    assert (none.is_id_mandatory, none.is_id_no_required, none.is_id_upload_required) == (0, 0, 0)
    assert {rate.nationality for rate in items[1].rates} == {"MIXED"}
    assert {rate.ticket_type for rate in items[1].rates} == {"ADULT", "CHILD", "INFANT"}
    assert items[1].inventory.remaining_seats == 200


async def test_content_limit_bounds_the_list(demo: PartnerClient) -> None:
    assert (await demo.content("ACTIVITY", limit=1)).count == 1
    assert (await demo.content("BOAT", IN_A_WEEK, limit=2)).count == 2


async def test_activity_search_has_exact_fares_and_cutoffs(demo: PartnerClient) -> None:
    result = await demo.search_availability("ACTIVITY", IN_A_WEEK, activity_id=1)
    assert result.available and result.bookable_count == result.count == 3
    morning, late, _ = result.data
    assert morning.booking_rules is not None and late.booking_rules is not None
    assert morning.booking_rules.cutoff_source == "AVAILABILITY_OVERRIDE"
    assert morning.booking_rules.booking_cutoff_minutes == 240
    assert late.booking_rules.cutoff_source == "ACTIVITY_DEFAULT"
    assert late.booking_rules.booking_cutoff_minutes == 120
    assert morning.booking_rules.slot_start_at.utcoffset() == dt.timedelta(hours=5, minutes=30)
    pricing = morning.pricing
    assert pricing.net_partner_price == money(
        pricing.fare_per_person - pricing.agent_commission_value
    )


async def test_boat_search_lists_every_rate_with_fare_and_permit(demo: PartnerClient) -> None:
    result = await demo.search_availability("BOAT", IN_A_WEEK)
    schedule = next(item for item in result.data if item.schedule_id == ALL_FLAGS_TRIP_SCHEDULE)
    assert schedule.inventory.is_live_inventory
    assert schedule.inventory.capacity_per_rotation == 200
    labels = {(rate.ticket_type, rate.nationality) for rate in schedule.rates}
    assert labels == {(t, n) for t in ("ADULT", "CHILD", "INFANT") for n in ("INDIAN", "FOREIGNER")}
    for rate in schedule.rates:
        assert rate.boat_fare is not None and rate.permit_fare is not None
        assert rate.mrp == rate.boat_fare + rate.permit_fare
        assert rate.net_price == rate.mrp - (rate.commission_amount or 0)


async def test_activity_booking_settles_from_the_catalogue_price(
    sandbox: EmbeddedSandbox, demo: PartnerClient
) -> None:
    slot = (await demo.search_availability("ACTIVITY", IN_A_WEEK, activity_id=SEA_WALK)).data[0]
    result = await demo.create_booking(activity_body(slot, qty=3))
    expected = activity_price(
        slot.pricing.fare_per_person, slot.pricing.agent_commission_value, 3, Decimal(18)
    )
    assert result.code == "BOOKING_IMMEDIATELY_SETTLED"
    assert (result.booking_status, result.payment_status) == ("confirmed", "paid")
    assert result.pricing is not None and result.activity is not None
    assert result.pricing.total_payable == expected.total_payable
    assert result.pricing.gst_amount == expected.gst_amount
    assert result.settlement_breakdown.total_debited == result.pricing.total_payable
    assert result.settlement_breakdown.deducted_from_cash == expected.total_payable
    assert result.activity.qty == 3 and result.activity.travel_date == IN_A_WEEK
    again = await demo.search_availability("ACTIVITY", IN_A_WEEK, activity_id=SEA_WALK)
    assert again.data[0].inventory.remaining_seats == slot.inventory.remaining_seats - 3
    assert audit(sandbox) == []


async def test_boat_booking_prices_each_passenger_by_age_and_nationality(
    sandbox: EmbeddedSandbox, demo: PartnerClient
) -> None:
    passengers = [
        documented(indian("Ravi Kumar", 40), "AADHAAR"),
        foreigner("Emma Schultz", 8),
        documented(indian("Baby Kumar", 1), "BIRTH_CERTIFICATE"),
    ]
    body = boat_body(ALL_FLAGS_TRIP_SCHEDULE, IN_A_WEEK, passengers)
    result = await demo.create_booking(body)
    # Port Blair to Havelock, 5 % GST on the net boat fare only (demo_catalogue.json).
    adult = money(Decimal("1150.00") - 100) + 50 + percent_of(Decimal("1050.00"), Decimal(5))
    child = money(Decimal("870.00") - 60) + 250 + percent_of(Decimal("810.00"), Decimal(5))
    infant = Decimal("150.00") + percent_of(Decimal("150.00"), Decimal(5))
    assert result.financial_breakdown is not None and result.boat is not None
    assert result.financial_breakdown.total_price == adult + child + infant
    assert result.settlement_breakdown.total_debited == adult + child + infant
    assert (result.booking_status, result.payment_status) == ("Confirmed", "Paid")
    assert result.boat.qty == 3 and result.boat.schedule_id == ALL_FLAGS_TRIP_SCHEDULE
    status = await demo.booking_status(result.booking_ref, "BOAT")
    manifest = status.data.traveler_manifest or []
    assert [t.passenger_type for t in manifest] == ["ADULT", "CHILD", "INFANT"]
    assert {t.traveler_status for t in manifest} == {"Confirmed"}
    assert all(isinstance(t.passenger_id, int) for t in manifest)
    assert audit(sandbox) == []


async def test_boat_status_and_activity_status_follow_their_module(
    demo: PartnerClient,
) -> None:
    slot = (await demo.search_availability("ACTIVITY", IN_A_WEEK, activity_id=SEA_WALK)).data[0]
    booked = await demo.create_booking(activity_body(slot, qty=2))
    status: BookingStatusResult = await demo.booking_status(booked.booking_ref, "ACTIVITY")
    data = status.data
    assert status.code == "BOOKING_STATUS_DECODED_SUCCESSFULLY"
    assert (data.booking_status, data.payment_status, data.refund_status) == (
        "confirmed",
        "paid",
        "NONE",
    )
    assert data.metadata.travel_date == IN_A_WEEK and data.metadata.slot_label == "Morning walk"
    assert (data.metadata.qty, data.metadata.active_qty) == (2, 2)
    assert data.financial_summary is not None and data.ledger_reconciliation is not None
    assert data.financial_summary.total_paid == booked.settlement_breakdown.total_debited
    wallet = await demo.wallet_balance()
    settled = next(j for j in wallet.data.recent_ledger_journal_snapshot if j.booking_ref)
    assert data.ledger_reconciliation.ledger_journal_entry_id == settled.journal_id
    assert settled.event == "BOOKING_SETTLED"

    boat = await demo.create_booking(boat_body(NO_FLAGS_TRIP_SCHEDULE, IN_A_WEEK, [indian()]))
    boat_status = (await demo.booking_status(boat.booking_ref, "BOAT")).data
    assert (boat_status.booking_status, boat_status.payment_status) == ("Confirmed", "Paid")
    assert boat_status.metadata.boat_name == "MV Blue Lagoon"
    assert boat_status.metadata.travel_date == IN_A_WEEK
    assert boat_status.financial_breakdown is not None


async def test_wallet_shows_the_seeded_balances_and_the_opening_journal(
    demo: PartnerClient,
) -> None:
    wallet = (await demo.wallet_balance()).data
    assert wallet.account_status == "active"
    assert wallet.financial_balances.live_available_balance == Decimal("200000.00")
    assert wallet.credit_facility.allocated_limit == Decimal("50000.00")
    assert wallet.credit_facility.available_credit_runway == Decimal("50000.00")
    (opening,) = wallet.recent_ledger_journal_snapshot
    assert opening.event == "WALLET_TOPUP" and opening.journal_id.startswith("JE-")
    assert sum(line.debit for line in opening.lines) == sum(line.credit for line in opening.lines)


async def test_cancellation_quote_then_confirm(
    sandbox: EmbeddedSandbox, demo: PartnerClient
) -> None:
    slot = (await demo.search_availability("ACTIVITY", IN_A_WEEK, activity_id=SEA_WALK)).data[0]
    booked = await demo.create_booking(activity_body(slot, qty=2))
    ask = {"booking_ref": booked.booking_ref, "module_type": "ACTIVITY", "qty": 1}
    quote = await demo.cancel_booking(ask | {"action": "QUOTE"})
    assert isinstance(quote, CancelQuoteResult) and quote.cancellable
    done = await demo.cancel_booking(ask | {"action": "CONFIRM"})
    assert isinstance(done, CancelResult)
    assert done.pricing_summary.net_agent_refund_credited == quote.quote.net_agent_refund
    assert (done.new_booking_status, done.refund_status) == ("Cancelled", "PARTIAL")
    assert audit(sandbox) == []


def test_json_amounts_have_two_decimals_on_the_wire(sandbox: EmbeddedSandbox) -> None:
    text = raw_get(sandbox, "search_availability", {"module": "BOAT", "date": str(IN_A_WEEK)}).text
    assert '"boat_fare":1150.00,' in text
    assert '"gst_percentage":5.00,' in text

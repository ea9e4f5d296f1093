"""The sale's state: what is required, what is wrong, what it costs, and its request_id."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

import pytest

from app.api import ActivityAvailability, BoatAvailability, BookingResult, RequestRejected
from app.api.codes import ErrorCode
from app.booking import (
    ActivityBreakdown,
    BoatBreakdown,
    BookingFlow,
    Choice,
    PassengerEntry,
)
from app.domain.identity import IdentityFlags
from app.domain.mrz import parse_td3
from app.domain.tickets import NationalityClass, TicketType
from app.sandbox import EmbeddedSandbox
from tests.api import payloads
from tests.booking.sales import (
    activity_choice,
    boat_choice,
    boat_flow,
    documented_indian,
    foreigner,
    indian,
    wallet,
    with_customer,
)
from tests.domain.mrz_samples import SPECIMEN
from tests.domain.samples import SCAN, TODAY
from tests.sandbox.helpers import ALL_FLAGS_TRIP_SCHEDULE, NO_FLAGS_TRIP_SCHEDULE, SEA_WALK

PARTIAL_FLAGS_SCHEDULE = 3  # Swaraj Dweep to Neil: ID type and number, no scan

BASE = frozenset({"traveler_name", "age", "pax_gender", "nationality"})
DOCUMENTS = frozenset({"id_type", "id_number", "id_proof_file"})


def today() -> dt.date:
    return TODAY


@dataclass(frozen=True)
class Choices:
    """What the tests sell, read once from the module's sandbox."""

    activity: Choice
    sea_walk: Choice  # eight seats a slot
    all_flags: Choice
    no_flags: Choice
    partial: Choice


@pytest.fixture(scope="module")
def choices(module_sandbox: EmbeddedSandbox) -> Choices:
    return Choices(
        activity=activity_choice(module_sandbox),
        sea_walk=activity_choice(module_sandbox, SEA_WALK),
        all_flags=boat_choice(module_sandbox, ALL_FLAGS_TRIP_SCHEDULE),
        no_flags=boat_choice(module_sandbox, NO_FLAGS_TRIP_SCHEDULE),
        partial=boat_choice(module_sandbox, PARTIAL_FLAGS_SCHEDULE),
    )


def activity_flow(choices: Choices, name: str = "activity") -> BookingFlow:
    return BookingFlow(getattr(choices, name), today=today)


def flow_on(choices: Choices, trip: str, *people: PassengerEntry) -> BookingFlow:
    return boat_flow(getattr(choices, trip), list(people), today)


# --- customer fields --------------------------------------------------------------------------


def test_a_new_sale_asks_for_the_customer(choices: Choices) -> None:
    flow = activity_flow(choices)

    assert set(flow.errors()) == {"customer_name", "customer_email", "customer_phone"}
    with_customer(flow)
    assert flow.errors() == {}


@pytest.mark.parametrize(
    ("field", "value", "wrong"),
    [
        ("name", "A" * 100, False),
        ("name", "A" * 101, True),
        ("name", "   ", True),
        ("email", "asha@example.in", False),
        ("email", "asha@example", True),
        ("email", "asha rao@example.in", True),
        ("phone", "12345678", False),
        ("phone", "1234567", True),
        ("phone", "1" * 15, False),
        ("phone", "1" * 16, True),
        # Indian numbers as people write them are read as numbers; digits alone pass as typed.
        ("phone", "98765 43210", False),
        ("phone", "+919876543210", False),
        ("phone", "098400-12345", False),
        ("phone", "+91 98765", True),
        ("phone", "98765 4321 0000", True),
        # A business customer: a GSTIN with its check character, and an address with it.
        ("gstin", "", False),
        ("gstin", "29AAGCB7383J1Z4", False),  # (the missing address is the address's problem)
        ("gstin", "29AAGCB7383J1Z5", True),
        ("state_code", "29", False),
        ("state_code", "40", True),
    ],
)
def test_each_customer_limit_is_checked_as_typed(
    choices: Choices, field: str, value: str, wrong: bool
) -> None:
    flow = with_customer(activity_flow(choices))

    flow.set_customer(**{field: value})

    assert (f"customer_{field}" in flow.customer_errors()) is wrong
    assert (f"customer_{field}" in flow.errors()) is wrong


def test_a_business_customer_with_gstin_address_and_state_can_be_reviewed(
    choices: Choices,
) -> None:
    flow = with_customer(activity_flow(choices))
    flow.set_customer(gstin="29aagcb7383j1z4", state_code="32")
    assert set(flow.errors()) == {"customer_state_code", "customer_address"}
    with pytest.raises(RequestRejected):
        flow.review()

    flow.set_customer(address="Indiranagar, Bengaluru", state_code="29")

    assert flow.errors() == {} and flow.customer_errors() == {}
    assert flow.customer.buyer.gstin == "29AAGCB7383J1Z4"
    assert "customer_gstin" not in flow.review().request.to_wire()


def test_surrounding_spaces_are_not_sent(choices: Choices) -> None:
    flow = activity_flow(choices)
    flow.set_customer(name="  Asha Rao ", email=" asha@example.in", phone="9876543210 ")

    body = flow.review().request.to_wire()

    assert (body["customer_name"], body["customer_email"], body["customer_phone"]) == (
        "Asha Rao",
        "asha@example.in",
        "919876543210",  # read as an Indian number: sent in full, digits only
    )


# --- qty --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("qty", "wrong"), [(0, True), (1, False), (8, False), (9, True)])
def test_qty_is_bounded_by_the_seats_left(choices: Choices, qty: int, wrong: bool) -> None:
    flow = with_customer(activity_flow(choices, "sea_walk"))  # eight seats a slot

    flow.set_qty(qty)

    assert ("qty" in flow.errors()) is wrong


def test_qty_over_the_limit_says_the_limit(choices: Choices) -> None:
    flow = with_customer(activity_flow(choices))
    flow.set_qty(101)

    assert "1 to 100" in flow.errors()["qty"]


# --- passengers and identity documents --------------------------------------------------------


@pytest.mark.parametrize(
    ("trip", "passenger", "documents"),
    [
        ("no_flags", indian(), frozenset()),
        ("no_flags", foreigner(), DOCUMENTS),
        ("partial", indian(), frozenset({"id_type", "id_number"})),
        ("all_flags", indian(), DOCUMENTS),
        ("all_flags", foreigner(), DOCUMENTS),
    ],
)
def test_required_fields_follow_the_trip_flags_and_the_nationality(
    choices: Choices, trip: str, passenger: PassengerEntry, documents: frozenset[str]
) -> None:
    flow = flow_on(choices, trip, passenger)

    assert flow.required_fields(0) == BASE | documents
    assert flow.requirement(0).passport_only is (passenger.nationality != "INDIAN")


def test_the_trip_flags_come_from_its_content_item(choices: Choices) -> None:
    assert flow_on(choices, "all_flags").choice.flags == IdentityFlags(True, True, True)
    assert flow_on(choices, "partial").choice.flags == IdentityFlags(True, True, False)


def test_a_foreigner_without_passport_data_is_refused_field_by_field(
    choices: Choices,
) -> None:
    bare = PassengerEntry(traveler_name="Tom Baker", age=41, pax_gender="MALE", nationality="UK")
    flow = flow_on(choices, "no_flags", indian(), bare)

    errors = flow.errors()

    assert set(errors) == {f"passengers[1].{name}" for name in DOCUMENTS}
    assert flow.passenger_errors(0) == {}
    assert set(flow.passenger_errors(1)) == set(errors)
    with pytest.raises(RequestRejected) as caught:
        flow.review()
    assert caught.value.code == ErrorCode.IDENTITY_DOCUMENT_REQUIRED
    assert set(caught.value.field_messages()) == set(errors)


def test_all_flags_trip_requires_documents_of_an_indian(choices: Choices) -> None:
    flow = flow_on(choices, "all_flags", indian())

    assert set(flow.errors()) == {f"passengers[0].{name}" for name in DOCUMENTS}
    flow.update_passenger(0, id_type="AADHAAR", id_number="1234", id_proof_file=SCAN)
    assert flow.errors() == {}


def test_nationality_is_sent_upper_case_so_indian_is_domestic(
    choices: Choices,
) -> None:
    flow = flow_on(choices, "no_flags", indian(nationality=" Indian "))

    assert flow.required_fields(0) == BASE
    assert [p.nationality for p in flow.review().request.passengers or []] == ["INDIAN"]


def test_adding_and_removing_rows_keeps_the_others(choices: Choices) -> None:
    flow = flow_on(choices, "no_flags", indian("A"), indian("B"), indian("C"))

    flow.remove_passenger(1)
    flow.add_passenger(indian("D"))
    flow.update_passenger(0, age=5)

    assert [p.traveler_name for p in flow.passengers] == ["A", "C", "D"]
    assert flow.passengers[0].age == 5
    assert flow.qty == 3


def test_the_passenger_count_grows_with_blank_rows_and_shrinks_from_the_end(
    choices: Choices,
) -> None:
    flow = flow_on(choices, "no_flags", indian("A"), indian("B"))

    flow.set_qty(4)
    assert [p.traveler_name for p in flow.passengers] == ["A", "B", "", ""]
    flow.set_qty(1)
    assert [p.traveler_name for p in flow.passengers] == ["A"]


def test_a_passport_mrz_fills_the_row_and_keeps_its_scan(choices: Choices) -> None:
    flow = flow_on(choices, "no_flags", PassengerEntry(id_proof_file=SCAN))

    entry = flow.fill_from_passport(0, parse_td3("\n".join(SPECIMEN), TODAY))

    assert (entry.traveler_name, entry.nationality, entry.id_type, entry.id_number) == (
        "ANNA MARIA ERIKSSON",
        "UTO",
        "PASSPORT",
        "L898902C3",
    )
    assert (entry.age, entry.pax_gender, entry.id_proof_file) == (52, "FEMALE", SCAN)
    assert flow.requirement(0).passport_only
    assert flow.errors() == {}


# --- price and payment ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("age", "ticket"),
    [
        (0, TicketType.INFANT),
        (1, TicketType.INFANT),
        (2, TicketType.CHILD),
        (11, TicketType.CHILD),
        (12, TicketType.ADULT),
        (120, TicketType.ADULT),
    ],
)
def test_the_ticket_follows_the_age_band(choices: Choices, age: int, ticket: TicketType) -> None:
    flow = flow_on(choices, "no_flags", indian(age=age), foreigner(age=age))

    breakdown = flow.breakdown()

    assert isinstance(breakdown, BoatBreakdown)
    domestic, foreign = breakdown.fares
    assert domestic is not None and foreign is not None
    assert (domestic.ticket_type, domestic.nationality_class) == (ticket, NationalityClass.INDIAN)
    assert (foreign.ticket_type, foreign.nationality_class) == (ticket, NationalityClass.FOREIGNER)


def test_a_boat_line_is_the_rate_less_commission_plus_gst_on_the_fare_only(
    choices: Choices,
) -> None:
    flow = flow_on(choices, "no_flags", foreigner())
    schedule = choices.no_flags.found
    assert isinstance(schedule, BoatAvailability)
    rate = next(
        r for r in schedule.rates if (r.ticket_type, r.nationality) == ("ADULT", "FOREIGNER")
    )

    breakdown = flow.breakdown()

    assert isinstance(breakdown, BoatBreakdown)
    fare = breakdown.fares[0]
    assert fare is not None
    line = fare.line
    assert rate.boat_fare is not None and rate.agent_commission_value is not None
    assert line.net_fare == rate.boat_fare - rate.agent_commission_value
    assert line.gst_amount == (line.net_fare * Decimal("0.18")).quantize(Decimal("0.01"))
    assert breakdown.total == line.net_fare + line.permit_fare + line.gst_amount
    assert breakdown.complete and not breakdown.estimated


def test_a_passenger_without_age_is_not_priced_yet(choices: Choices) -> None:
    flow = flow_on(choices, "no_flags", indian(), PassengerEntry(traveler_name="X"))

    breakdown = flow.breakdown()

    assert isinstance(breakdown, BoatBreakdown)
    assert breakdown.fares[1] is None
    assert not breakdown.complete
    assert "passengers[1].age" in flow.errors()


def test_the_activity_price_is_the_search_fare_by_the_documented_formula(
    choices: Choices,
) -> None:
    flow = with_customer(activity_flow(choices))
    flow.set_qty(3)
    slot = choices.activity.found
    assert isinstance(slot, ActivityAvailability)
    pricing = slot.pricing

    breakdown = flow.breakdown()

    assert isinstance(breakdown, ActivityBreakdown)
    net = pricing.fare_per_person - pricing.agent_commission_value
    assert breakdown.price.net_partner_price == net
    assert breakdown.price.net_partner_total == net * 3
    assert breakdown.total == breakdown.price.net_partner_total + breakdown.price.gst_amount


@pytest.mark.parametrize(
    ("cash", "limit", "used", "split"),
    [
        ("10000.00", "5000.00", "0.00", ("cash", "credit", "short")),
        ("100.00", "50000.00", "0.00", None),
        ("0.00", "100.00", "0.00", None),
        ("0.00", "100.00", "100.00", None),
    ],
)
def test_the_wallet_pays_cash_first_then_credit_or_is_short(
    choices: Choices, cash: str, limit: str, used: str, split: object
) -> None:
    flow = with_customer(activity_flow(choices))
    total = flow.breakdown().total
    flow.set_wallet(wallet(cash, limit, used))

    payment = flow.payment()

    assert payment is not None
    cash_part = min(total, Decimal(cash))
    credit_part = min(total - cash_part, Decimal(limit) - Decimal(used))
    assert (payment.cash_part, payment.credit_part) == (cash_part, credit_part)
    assert payment.shortfall == total - cash_part - credit_part
    assert payment.covered is (payment.shortfall == 0)


# --- the review and its request_id ------------------------------------------------------------


def test_the_request_id_is_made_once_per_review(choices: Choices) -> None:
    flow = with_customer(activity_flow(choices))

    first = flow.review()
    assert flow.review() is first
    flow.set_wallet(wallet("100.00", "0.00"))
    assert flow.review().request_id == first.request_id
    assert flow.review().shortfall == first.total_debited - Decimal("100.00")

    flow.set_qty(2)
    second = flow.review()
    assert second.request_id != first.request_id
    flow.discard_review()
    assert flow.review().request_id not in (first.request_id, second.request_id)


def test_the_boat_request_carries_every_passenger(choices: Choices) -> None:
    flow = flow_on(choices, "all_flags", documented_indian(), foreigner())

    request = flow.review().request

    assert request.qty == 2
    assert request.schedule_id == ALL_FLAGS_TRIP_SCHEDULE
    assert [p.traveler_name for p in request.passengers or []] == ["Meera Nair", "Emma Schultz"]
    assert [p.id_proof_file for p in request.passengers or []] == [SCAN, SCAN]


def test_a_booked_sale_takes_no_more_edits(choices: Choices) -> None:
    flow = with_customer(activity_flow(choices))

    flow.mark_booked(BookingResult.model_validate(payloads.booking_activity()))

    with pytest.raises(RuntimeError, match="K7QW2M9X is made"):
        flow.set_qty(2)

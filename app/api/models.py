"""Wire models of the partner interface: attribute names are the wire field names.

Response models ignore fields they do not know and accept the older search variants (their
newer-only fields are optional). Money is Decimal quantized to 0.01, never float.
"""

from __future__ import annotations

import datetime as dt
import logging
import re
import uuid
from decimal import Decimal
from typing import Annotated, Any, Generic, Literal, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    ValidationInfo,
)

from app.api.wire_schema import (
    FROM_SERVICE_DAY,
    ID_SCHEMA,
    optional_text_schema,
    per_module,
    text_schema,
    wire,
)
from app.domain.identity import PASSPORT
from app.domain.limits import (
    CUSTOMER_NAME_MAX,
    EMAIL_MAX,
    EMAIL_PATTERN,
    ID_PROOF_MAX_CHARS,
    PHONE_PATTERN,
    QTY_MAX,
    QTY_MIN,
    REQUEST_ID_MAX,
)
from app.domain.modules import MODULE_VALUES, Module
from app.domain.money import money
from app.domain.requests import (
    AGE_MAX,
    BOOKING_REF_MAX,
    CANCEL_BOOKING_MODULE_FIELDS,
    CREATE_BOOKING_MODULE_FIELDS,
    ID_NUMBER_MAX,
    NATIONALITY_MAX,
    PAX_GENDERS,
    TRAVELER_NAME_MAX,
)

log = logging.getLogger(__name__)

Money = Annotated[Decimal, AfterValidator(money)]
# A reference as the interface describes them: letters, digits, '-' and '/'.
_USUAL_REFERENCE = re.compile(r"[A-Za-z0-9/-]+")


def _noted_if_odd(value: str, info: ValidationInfo) -> str:
    """A reference the service sent, kept as received (it names the booking at the service);
    logged when it is not of the usual letters, digits, '-' and '/' (a second look, no refusal:
    the sale was made)."""
    if not _USUAL_REFERENCE.fullmatch(value):
        log.warning("The service sent an odd %s: %r", info.field_name, value)
    return value


ReceivedRef = Annotated[str, AfterValidator(_noted_if_odd)]

REQUEST_ID_PREFIX = "cd-"


def new_request_id() -> str:
    """A fresh tracking token: ``cd-`` and a uuid4 in hex (35 characters)."""
    return f"{REQUEST_ID_PREFIX}{uuid.uuid4().hex}"


def _given_or_new_request_id(value: object) -> object:
    # A mapping that says ``"request_id": None`` has given none: generate it as when it is absent.
    return new_request_id() if value is None else value


RequestId = Annotated[
    str, BeforeValidator(_given_or_new_request_id), wire(text_schema(REQUEST_ID_MAX))
]
# The wire constraints of request fields (validated by ``app.domain.requests``; see wire_schema).
WireId = Annotated[int, wire(ID_SCHEMA)]
Qty = Annotated[int, wire({"type": "integer", "minimum": QTY_MIN, "maximum": QTY_MAX})]
BookingRef = Annotated[str, wire(text_schema(BOOKING_REF_MAX))]
# Inline rather than a shared definition: each request names its own enum, as generated clients
# of the document expect.
ModuleType = Annotated[Module, wire({"enum": sorted(MODULE_VALUES)})]


class RequestModel(BaseModel):
    """Base of every request model: unknown fields refused, ``to_wire`` gives the JSON body."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    def to_wire(self) -> dict[str, Any]:
        """The JSON body (None fields left out)."""
        return self.model_dump(mode="json", exclude_none=True)


class WireModel(BaseModel):
    """Base of every response model: lenient about unknown fields."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True, frozen=True, defer_build=True)


class Envelope(WireModel):
    """``status`` (``SUCCESS`` on success) and, on most results, ``code``."""

    status: str
    code: str | None = None


# --- content (docs/partner-interface.md §3) -----------------------------------------------------


class IdentityEnforcement(WireModel):
    """Identity flags of a BOAT trip, each 0 or 1."""

    is_id_mandatory: int = 0
    is_id_no_required: int = 0
    is_id_upload_required: int = 0


class BoatPolicies(WireModel):
    """Identity enforcement and GST of a BOAT trip."""

    identity_enforcement: IdentityEnforcement = IdentityEnforcement()
    gst_percentage: Decimal = Decimal(0)


class Inventory(WireModel):
    """Seats left; BOAT search adds capacity and whether the count is live."""

    remaining_seats: int
    status: str
    capacity_per_rotation: int | None = None
    inventory_mode: str | None = None
    is_live_inventory: bool | None = None


class ContentRate(WireModel):
    """A BOAT rate as content lists it."""

    ticket_type: str
    age_range: str
    nationality: str
    mrp: Money
    net_price: Money
    currency: str


class BoatContentItem(WireModel):
    """One BOAT schedule in the content feed."""

    schedule_id: int
    boat_id: int
    boat_name: str
    trip_id: int
    trip_name: str
    departure_time: dt.time
    return_time: dt.time
    policies: BoatPolicies = BoatPolicies()
    inventory: Inventory
    rates: list[ContentRate] = []


class Media(WireModel):
    """File names of an activity's pictures."""

    featured_image: str | None = None
    gallery: list[str] = []


class ActivityPolicies(WireModel):
    """What is included, excluded, the cancellation summary and GST."""

    inclusions: str = ""
    exclusions: str = ""
    cancellation_summary: str = ""
    gst_percentage: Decimal = Decimal(0)


class CatalogPricing(WireModel):
    """Catalogue pricing: a reference and a summary range; the exact fare comes from search."""

    mrp: Money
    offer_price: Money | None = None
    net_price: Money | None = None
    agent_commission_type: str = "FLAT"
    agent_commission_value: Money = Decimal("0.00")
    currency: str
    price_unit: str | None = None
    price_basis: str | None = None
    min_available_fare: Money | None = None
    max_available_fare: Money | None = None
    min_net_partner_price: Money | None = None
    max_net_partner_price: Money | None = None
    display: str | None = None
    price_source: str | None = None
    mrp_source: str | None = None
    catalog_price_is_summary: bool = False


class DateRange(WireModel):
    """``{from, to}``: ``from`` is a Python keyword, so the attribute is ``from_``."""

    from_: dt.date = Field(alias="from")
    to: dt.date


class ActivityAvailabilitySummary(WireModel):
    """Whether the activity can be booked at all, and on which dates."""

    available: bool = True
    reason: str | None = None
    available_date_ranges: list[DateRange] = []


class BookingCutoff(WireModel):
    """Default cut-off of an activity, in minutes before the slot start."""

    type: str = "MINUTES_BEFORE_START"
    default_minutes: int = 0
    source: str | None = None


class BookingInfo(WireModel):
    """Booking rules of an activity."""

    booking_cutoff: BookingCutoff = BookingCutoff()


class ActivityContentItem(WireModel):
    """One ACTIVITY in the content feed."""

    activity_id: int
    title: str
    location: str = ""
    description: str = ""
    short_description: str | None = None
    media: Media = Media()
    policies: ActivityPolicies = ActivityPolicies()
    pricing: CatalogPricing
    availability: ActivityAvailabilitySummary = ActivityAvailabilitySummary()
    booking: BookingInfo = BookingInfo()


ItemT = TypeVar("ItemT", bound=WireModel)


class ContentResult(Envelope, Generic[ItemT]):
    """Envelope of content: ``module``, ``count`` and the items."""

    module: Module
    count: int
    data: list[ItemT]


# --- search_availability (docs/partner-interface.md §4) -----------------------------------------


class Slot(WireModel):
    """A fixed slot of an activity."""

    slot_id: int
    label: str
    time_window: str


class BookingRules(WireModel):
    """Cut-off and bookability of one availability (newer variant only)."""

    booking_cutoff_type: str
    booking_cutoff_minutes: int
    booking_cutoff_at: dt.datetime
    slot_start_at: dt.datetime
    cutoff_source: str
    is_booking_open: bool
    is_bookable: bool
    reason: str | None = None


class AvailabilityPricing(WireModel):
    """Exact pricing of a slot; the older variant lacks the fare and commission amount."""

    availability_fare: Money | None = None
    offer_price: Money
    agent_commission_type: str = "FLAT"
    agent_commission_value: Money
    commission_amount: Money | None = None
    net_partner_price: Money | None = None
    net_price: Money
    currency: str
    price_basis: str | None = None
    price_source: str | None = None

    @property
    def fare_per_person(self) -> Decimal:
        """The exact fare: ``availability_fare``, or ``offer_price`` in the older variant."""
        return self.availability_fare if self.availability_fare is not None else self.offer_price


class ActivityAvailability(WireModel):
    """One bookable slot of an activity on a date."""

    availability_id: int
    activity_id: int
    activity_name: str
    date: dt.date
    slot: Slot
    availability_status: str
    inventory: Inventory
    booking_rules: BookingRules | None = None
    pricing: AvailabilityPricing


class BoatRate(WireModel):
    """A BOAT fare line; the older variant lacks the split into boat fare and permit."""

    ticket_type: str
    age_range: str
    nationality: str
    boat_fare: Money | None = None
    permit_fare: Money | None = None
    mrp: Money
    agent_commission_type: str | None = None
    agent_commission_value: Money | None = None
    commission_amount: Money | None = None
    net_price: Money
    currency: str
    price_source: str | None = None


class BoatAvailability(WireModel):
    """One BOAT schedule on a travel date, with seats and rates."""

    schedule_id: int
    boat_id: int
    trip_id: int
    boat_name: str
    trip_name: str
    travel_date: dt.date
    booking_close_days: int | None = None
    departure_time: dt.time
    return_time: dt.time
    inventory: Inventory
    rates: list[BoatRate] = []


class SearchResult(Envelope, Generic[ItemT]):
    """Envelope of search_availability."""

    module: Module
    available: bool = True
    reason: str | None = None
    count: int
    bookable_count: int | None = None
    data: list[ItemT]


ActivitySearchResult = SearchResult[ActivityAvailability]
BoatSearchResult = SearchResult[BoatAvailability]
ActivityContentResult = ContentResult[ActivityContentItem]
BoatContentResult = ContentResult[BoatContentItem]

# --- create_booking (docs/partner-interface.md §5) ----------------------------------------------


class Passenger(RequestModel):
    """A BOAT passenger as sent in create_booking (and as the sandbox stores it)."""

    traveler_name: Annotated[str, wire(text_schema(TRAVELER_NAME_MAX))]
    age: Annotated[int, wire({"type": "integer", "minimum": 0, "maximum": AGE_MAX})]
    pax_gender: Annotated[str, wire({"enum": sorted(PAX_GENDERS)})]
    nationality: Annotated[
        str, wire(text_schema(NATIONALITY_MAX), "INDIAN is domestic; else foreign.")
    ]
    id_type: Annotated[
        str | None,
        wire(
            optional_text_schema(),
            f"{PASSPORT} for a foreigner; required when the trip says so.",
        ),
    ] = None
    id_number: Annotated[str | None, wire(optional_text_schema(ID_NUMBER_MAX))] = None
    id_proof_file: Annotated[
        str | None,
        wire(
            {"type": ["string", "null"]},
            "data:<mime>;base64,<payload> (JPEG, PNG or PDF), or bare Base64; under "
            f"{ID_PROOF_MAX_CHARS:,} characters.",
        ),
    ] = Field(default=None, repr=False)


class CreateBookingRequest(RequestModel):
    """Body of create_booking; ``request_id`` is generated when not given."""

    model_config = ConfigDict(json_schema_extra=per_module(CREATE_BOOKING_MODULE_FIELDS))

    request_id: RequestId = Field(default_factory=new_request_id)
    module_type: ModuleType
    qty: Qty
    travel_date: Annotated[
        dt.date,
        wire(
            {"type": "string", "format": "date", FROM_SERVICE_DAY: True},
            "YYYY-MM-DD, not earlier than the service's today",
        ),
    ]
    customer_name: Annotated[str, wire(text_schema(CUSTOMER_NAME_MAX))]
    customer_email: Annotated[
        str, wire({"type": "string", "maxLength": EMAIL_MAX, "pattern": EMAIL_PATTERN.pattern})
    ]
    customer_phone: Annotated[str, wire({"type": "string", "pattern": PHONE_PATTERN.pattern})]
    availability_id: WireId | None = None
    slot_id: WireId | None = None
    schedule_id: WireId | None = None
    passengers: list[Passenger] | None = Field(
        default=None, json_schema_extra={"maxItems": QTY_MAX}
    )


class SettlementBreakdown(WireModel):
    """How the debit was paid."""

    total_debited: Money
    deducted_from_cash: Money
    deducted_from_credit: Money


class BookedActivity(WireModel):
    """What an ACTIVITY booking holds."""

    activity_id: int
    availability_id: int
    slot_id: int
    qty: int
    activity_name: str
    slot_label: str
    travel_date: dt.date


class BookingPricing(WireModel):
    """ACTIVITY booking pricing: ``total_payable = net_partner_total + gst_amount``."""

    availability_fare_per_person: Money
    price_source: str | None = None
    commission_type: str
    commission_value: Money
    commission_amount_per_person: Money
    net_partner_price_per_person: Money
    net_partner_total: Money
    gst_percentage: Decimal
    gst_amount: Money
    total_payable: Money
    currency: str


class BookedBoat(WireModel):
    """What a BOAT booking holds (sandbox addition; see docs/decisions/result-fields.md)."""

    schedule_id: int
    boat_name: str
    trip_name: str
    travel_date: dt.date
    departure_time: dt.time
    qty: int


class FinancialBreakdown(WireModel):
    """BOAT amounts: ``total_price = fare_amount + permit_amount + gst_amount``."""

    fare_amount: Money
    permit_amount: Money
    gst_amount: Money
    total_price: Money


class BookingResult(Envelope):
    """Result of create_booking (docs/partner-interface.md §5.3)."""

    booking_id: int
    booking_ref: ReceivedRef
    settlement_breakdown: SettlementBreakdown
    request_id: str | None = None
    module_type: Module | None = None
    booking_status: str | None = None
    payment_status: str | None = None
    activity: BookedActivity | None = None
    pricing: BookingPricing | None = None
    boat: BookedBoat | None = None
    financial_breakdown: FinancialBreakdown | None = None


# --- cancel_booking (docs/partner-interface.md §6) ----------------------------------------------


class CancelRequest(RequestModel):
    """Body of cancel_booking."""

    model_config = ConfigDict(json_schema_extra=per_module(CANCEL_BOOKING_MODULE_FIELDS))

    request_id: RequestId = Field(default_factory=new_request_id)
    booking_ref: BookingRef
    module_type: ModuleType
    action: Literal["QUOTE", "CONFIRM"]
    qty: Qty | None = None
    passenger_ids: Annotated[
        list[int] | None,
        wire({"type": "array", "minItems": 1, "uniqueItems": True, "items": ID_SCHEMA}),
    ] = None


class CancelPricingSummary(WireModel):
    """What the cancellation credited and charged."""

    net_agent_refund_credited: Money
    platform_cancellation_charge: Money


class CancelResult(Envelope):
    """Result of a CONFIRM cancellation (docs/partner-interface.md §6.3)."""

    refund_reference: ReceivedRef
    new_booking_status: str
    pricing_summary: CancelPricingSummary
    booking_ref: str | None = None
    refund_status: str | None = None


class Quote(WireModel):
    """The refund a QUOTE promises for the chosen seats or travellers."""

    seats_released: int
    passenger_ids: list[int] = []
    gross_refundable: Money
    platform_cancellation_charge: Money
    net_agent_refund: Money
    currency: str


class CancelQuoteResult(Envelope):
    """Result of a QUOTE cancellation (docs/partner-interface.md §6.2); nothing changes."""

    booking_ref: str
    module_type: Module
    cancellable: bool
    policy_band: str
    reason: str | None = None
    quote: Quote


# --- wallet_balance (docs/partner-interface.md §7) ----------------------------------------------


class WalletBalanceRequest(RequestModel):
    """Body of wallet_balance: only the tracking token."""

    request_id: RequestId = Field(default_factory=new_request_id)


class LedgerLine(WireModel):
    """One double-entry line of a journal."""

    account: str
    debit: Money
    credit: Money


class LedgerJournal(WireModel):
    """One money movement: its lines' debits equal their credits."""

    model_config = ConfigDict(coerce_numbers_to_str=True)

    journal_id: str
    posted_at: dt.datetime
    event: str
    booking_ref: str | None = None
    amount: Money
    currency: str
    narration: str = ""
    lines: list[LedgerLine] = []


class FinancialBalances(WireModel):
    """Cash balance of the wallet."""

    live_available_balance: Money
    currency: str


class CreditFacility(WireModel):
    """Credit limit and use."""

    allocated_limit: Money
    limit_utilized: Money
    available_credit_runway: Money


class WalletData(WireModel):
    """The agent, its wallet and the latest journals."""

    agent_id: int
    tenant_id: str
    account_status: str
    financial_balances: FinancialBalances
    credit_facility: CreditFacility
    recent_ledger_journal_snapshot: list[LedgerJournal] = []


class WalletResult(Envelope):
    """Result of wallet_balance."""

    data: WalletData


# --- booking_status (docs/partner-interface.md §8) ----------------------------------------------


class BookingStatusRequest(RequestModel):
    """Body of booking_status."""

    request_id: RequestId = Field(default_factory=new_request_id)
    booking_ref: BookingRef
    module_type: ModuleType


class StatusMetadata(WireModel):
    """Product details of a booking; which keys are set depends on the module."""

    boat_name: str | None = None
    trip_name: str | None = None
    departure_time: str | None = None
    activity_name: str | None = None
    travel_date: dt.date | None = None
    slot_label: str | None = None
    qty: int | None = None
    active_qty: int | None = None


class Traveler(WireModel):
    """One traveller of a BOAT booking."""

    passenger_id: int | None = None
    traveler_name: str
    age: int
    pax_gender: str
    passenger_type: str
    traveler_status: str


class FinancialSummary(WireModel):
    """ACTIVITY money: paid, refunded and what remains."""

    total_paid: Money
    total_refunded: Money
    balance_amount: Money


class LedgerReconciliation(WireModel):
    """The ledger journal that settled an ACTIVITY booking."""

    journal_status: str
    ledger_journal_entry_id: str


class BookingStatusData(WireModel):
    """Status card of one booking."""

    booking_reference: str
    module: Module
    booking_status: str
    payment_status: str
    refund_status: str
    metadata: StatusMetadata = StatusMetadata()
    financial_breakdown: FinancialBreakdown | None = None
    traveler_manifest: list[Traveler] | None = None
    financial_summary: FinancialSummary | None = None
    ledger_reconciliation: LedgerReconciliation | None = None


class BookingStatusResult(Envelope):
    """Result of booking_status."""

    data: BookingStatusData

"""Wire models of the partner interface: attribute names are the wire field names.

The sale's models (booking, cancellation, wallet, status) are defined here; the bases and the
catalogue's answers are ``app.api.catalogue_models``' and are importable from here too. Response
models ignore fields they do not know. Money is Decimal quantized to 0.01, never float.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import ConfigDict, Field

from app.api.catalogue_models import (
    REQUEST_ID_PREFIX,
    ActivityAvailability,
    ActivityAvailabilitySummary,
    ActivityContentItem,
    ActivityContentResult,
    ActivityPolicies,
    ActivitySearchResult,
    AvailabilityPricing,
    BoatAvailability,
    BoatContentItem,
    BoatContentResult,
    BoatPolicies,
    BoatRate,
    BoatSearchResult,
    BookingCutoff,
    BookingInfo,
    BookingRef,
    BookingRules,
    CatalogPricing,
    ContentRate,
    ContentResult,
    DateRange,
    Envelope,
    IdentityEnforcement,
    Inventory,
    Media,
    ModuleType,
    Money,
    Qty,
    ReceivedRef,
    RequestId,
    RequestModel,
    SearchResult,
    Slot,
    WireId,
    WireModel,
    new_request_id,
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
)
from app.domain.modules import Module
from app.domain.requests import (
    AGE_MAX,
    CANCEL_BOOKING_MODULE_FIELDS,
    CREATE_BOOKING_MODULE_FIELDS,
    ID_NUMBER_MAX,
    NATIONALITY_MAX,
    PAX_GENDERS,
    TRAVELER_NAME_MAX,
)

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
    passenger_ids: list[int] = Field(default=[])
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
    """One double-entry line of a wallet movement."""

    account: str
    debit: Money
    credit: Money


class WalletMovement(WireModel):
    """One movement of the wallet (on the wire, a "ledger journal"): debits equal credits."""

    model_config = ConfigDict(coerce_numbers_to_str=True)

    journal_id: str
    posted_at: dt.datetime
    event: str
    booking_ref: str | None = None
    amount: Money
    currency: str
    narration: str = ""
    lines: list[LedgerLine] = Field(default=[])


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
    """The agent, its wallet and its latest movements."""

    agent_id: int
    tenant_id: str
    account_status: str
    financial_balances: FinancialBalances
    credit_facility: CreditFacility
    recent_ledger_journal_snapshot: list[WalletMovement] = Field(default=[])


# How many of the agent's latest journals ``wallet_balance`` lists (docs/partner-interface.md).
WALLET_LISTED = 20


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
    """The wallet movement (the wire's ledger journal) that settled an ACTIVITY booking."""

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


# The catalogue's models are importable from here as before: most of the app names one module.
__all__ = [
    "REQUEST_ID_PREFIX",
    "ActivityAvailability",
    "ActivityAvailabilitySummary",
    "ActivityContentItem",
    "ActivityContentResult",
    "ActivityPolicies",
    "ActivitySearchResult",
    "AvailabilityPricing",
    "BoatAvailability",
    "BoatContentItem",
    "BoatContentResult",
    "BoatPolicies",
    "BoatRate",
    "BoatSearchResult",
    "BookedActivity",
    "BookedBoat",
    "BookingCutoff",
    "BookingInfo",
    "BookingPricing",
    "BookingRef",
    "BookingResult",
    "BookingRules",
    "BookingStatusData",
    "BookingStatusRequest",
    "BookingStatusResult",
    "CancelPricingSummary",
    "CancelQuoteResult",
    "CancelRequest",
    "CancelResult",
    "CatalogPricing",
    "ContentRate",
    "ContentResult",
    "CreateBookingRequest",
    "CreditFacility",
    "DateRange",
    "Envelope",
    "FinancialBalances",
    "FinancialBreakdown",
    "FinancialSummary",
    "IdentityEnforcement",
    "Inventory",
    "LedgerLine",
    "LedgerReconciliation",
    "Media",
    "ModuleType",
    "Money",
    "Passenger",
    "Qty",
    "Quote",
    "ReceivedRef",
    "RequestId",
    "RequestModel",
    "SearchResult",
    "SettlementBreakdown",
    "Slot",
    "StatusMetadata",
    "Traveler",
    "WalletBalanceRequest",
    "WalletData",
    "WalletMovement",
    "WalletResult",
    "WireId",
    "WireModel",
    "new_request_id",
]

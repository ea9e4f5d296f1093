"""Wire models of the partner interface that the live catalogue needs: the bases of every
request and answer, and the catalogue's answers (content, search, availability). Attribute names
are the wire field names.

Response models ignore fields they do not know and accept the older search variants (their
newer-only fields are optional). Money is Decimal quantized to 0.01, never float. The sale's
models (booking, cancellation, wallet, status) are ``app.api.models``': the start imports this
module alone before the catalogue is listed (tests/perf/README.md).
"""

from __future__ import annotations

import datetime as dt
import logging
import re
import uuid
from decimal import Decimal
from typing import Annotated, Any, Generic, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    ValidationInfo,
)

from app.api.wire_schema import (
    ID_SCHEMA,
    text_schema,
    wire,
)
from app.domain.limits import (
    QTY_MAX,
    QTY_MIN,
    REQUEST_ID_MAX,
)
from app.domain.modules import MODULE_VALUES, Module
from app.domain.money import money
from app.domain.requests import (
    BOOKING_REF_MAX,
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

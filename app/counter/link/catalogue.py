"""Catalogue and availability for the screens, as plain coroutines (no Qt).

The rows need neither pydantic nor the HTTP client at import: the window lists the cached
catalogue before those are imported (see ``app.counter.link.start_cache``).
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal
from functools import lru_cache
from typing import TYPE_CHECKING, TypeVar, cast

from app.counter.papers.formatting import MISSING, money_text, time_text
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.modules import Module
from app.domain.money import ZERO
from app.domain.till import Markup, SeatFare, TillRules, customer_price

if TYPE_CHECKING:
    from app.api import (
        ActivityAvailability,
        ActivityContentItem,
        BoatAvailability,
        BoatContentItem,
        PartnerClient,
    )
    from app.api.models import BoatRate

ItemT = TypeVar("ItemT", "ActivityContentItem", "BoatContentItem")

log = logging.getLogger(__name__)

CATALOGUE_LIMIT = 500
# The lowest and highest price per person of an item, and their currency.
FareRange = tuple[Decimal, Decimal, str]


@dataclass(frozen=True, slots=True)
class RateSeat:
    """One rate of a boat departure as its availability gives it: the ticket, age band and
    nationality class, and one seat's boat fare and permit (the permit carries no GST)."""

    ticket_type: str
    age_range: str
    nationality: str
    seat: SeatFare

    def as_json(self) -> list[str]:
        """As the start cache keeps it."""
        seat = self.seat
        fields = (self.ticket_type, self.age_range, self.nationality)
        return [*fields, str(seat.taxed), str(seat.untaxed)]

    @classmethod
    def from_json(cls, value: list[str]) -> RateSeat:
        """Read back from the start cache."""
        ticket_type, age_range, nationality, taxed, untaxed = (str(part) for part in value)
        return cls(ticket_type, age_range, nationality, SeatFare(Decimal(taxed), Decimal(untaxed)))


@dataclass(frozen=True, slots=True)
class Fares:
    """An item's lowest and highest fare per person, its GST rate and currency: what the list
    prices for the customer, kept with the row (a cached row's item is not read to paint it).
    A boat departure's ``seats`` are its own rates (empty when only the catalogue's are known,
    which do not split the permit off the fare)."""

    low: Decimal
    high: Decimal
    gst_percentage: Decimal
    currency: str
    seats: tuple[RateSeat, ...] = ()

    def as_json(self) -> list[object]:
        """As the start cache keeps it."""
        seats = [seat.as_json() for seat in self.seats]
        return [str(self.low), str(self.high), str(self.gst_percentage), self.currency, seats]

    @classmethod
    def from_json(cls, value: object) -> Fares | None:
        """Read back from the start cache (None for a row of an earlier version; no seats for
        one kept before they were)."""
        if not isinstance(value, list) or len(value) not in (4, 5):
            return None
        low, high, gst, currency = (str(part) for part in value[:4])
        seats = tuple(RateSeat.from_json(seat) for seat in value[4]) if len(value) == 5 else ()
        return cls(Decimal(low), Decimal(high), Decimal(gst), currency, seats)


@dataclass(frozen=True, slots=True)
class DepartureRates:
    """A boat departure's rates as its availability gives them (every nationality class)."""

    seats: tuple[RateSeat, ...]
    currency: str

    def paid(self) -> tuple[RateSeat, ...]:
        """The seats a customer is quoted from (``paid_seats``)."""
        return paid_seats(self.seats)

    def fare_range(self) -> FareRange:
        """The lowest and highest ticket price (MRP) of the seats paid for."""
        fares = [seat.seat.published for seat in self.paid()]
        return min(fares), max(fares), self.currency


def paid_seats(seats: tuple[RateSeat, ...]) -> tuple[RateSeat, ...]:
    """The seats of ``seats`` that are paid for: a ticket with no fare (an infant on a cruise)
    is no price a customer is quoted from (``paid_range``). All of them when none is."""
    return tuple(seat for seat in seats if seat.seat.published > 0) or seats


@dataclass(frozen=True, slots=True)
class CatalogueEntry:
    """One row of the catalogue: an activity, or one scheduled departure of a boat trip.

    ``source`` is the item as the service answered it, or its JSON when the row comes from the
    start cache: the item is then validated when first asked for (pydantic is loaded by then).
    """

    module: Module
    item_id: int  # the activity's id, or the departure's schedule id
    name: str
    place: str
    when: str
    price: str
    haystack: str = field(repr=False)
    source: ActivityContentItem | BoatContentItem | str = field(repr=False, compare=False)
    fares: Fares | None = field(default=None, repr=False, compare=False)
    _item: list[ActivityContentItem | BoatContentItem] = field(
        default_factory=list, init=False, repr=False, compare=False
    )

    @property
    def item(self) -> ActivityContentItem | BoatContentItem:
        """The catalogue item (validated from the cache's JSON on first use)."""
        if not isinstance(self.source, str):
            return self.source
        if not self._item:
            from app.api import ActivityContentItem, BoatContentItem

            kind = ActivityContentItem if self.module is Module.ACTIVITY else BoatContentItem
            self._item.append(kind.model_validate_json(self.source))
        return self._item[0]

    def has_item(self) -> bool:
        """Whether ``item`` can be had: a cached row's JSON may not fit this version's model
        (the row is then listed, not opened, until the service's list replaces it)."""
        try:
            _ = self.item
        except ValueError as error:  # pydantic's ValidationError is one
            log.warning("A cached catalogue row cannot be opened: %s", error)
            return False
        return True

    @property
    def key(self) -> tuple[Module, int]:
        """What identifies the item across reloads: its module and activity or schedule id."""
        return self.module, self.item_id

    def matches(self, words: list[str]) -> bool:
        """Whether every word (lower case) occurs in the name, place or description."""
        return all(word in self.haystack for word in words)


def _entry(
    item: ActivityContentItem | BoatContentItem,
    module: Module,
    item_id: int,
    name: str,
    place: str,
    when: str,
    price: str,
    *descriptions: str | None,
    exact: DepartureRates | None = None,
) -> CatalogueEntry:
    """A row; the filter looks in its name and place (as written and in the screen's language)
    and ``descriptions``; ``exact``: a boat departure's fares from its availability."""
    shown = (DEMO_CATALOGUE.known(name), DEMO_CATALOGUE.known(place))
    haystack = "\n".join([name, place, *shown, *(text or "" for text in descriptions)]).lower()
    return CatalogueEntry(
        module, item_id, name, place, when, price, haystack, item, fares_of(module, item, exact)
    )


def _range_text(low: Decimal, high: Decimal, currency: str) -> str:
    """``INR 4,499.00 – INR 5,499.00``, or one amount when both ends are the same."""
    if low == high:
        return money_text(low, currency)
    return f"{money_text(low, currency)} – {money_text(high, currency)}"


def _activity_fares(item: ActivityContentItem) -> tuple[Decimal, Decimal, str]:
    """The lowest and highest fare per person of an activity, as the catalogue gives them."""
    pricing = item.pricing
    low, high = pricing.min_available_fare, pricing.max_available_fare
    if low is None:
        low = high = pricing.offer_price or pricing.mrp
    return low, high if high is not None else low, pricing.currency


def _boat_fares(
    item: BoatContentItem, exact: DepartureRates | None = None
) -> tuple[Decimal, Decimal, str] | None:
    """The lowest and highest ticket price (MRP) paid for on a boat departure: ``exact``, the
    range of every rate of its availability (each nationality class), when known, else its
    content's rates (one line per ticket type, the lowest of the classes: a foreigner pays
    more); a free ticket left out (``paid_range``); None when it lists none."""
    if exact is not None:
        return exact.fare_range()
    if not item.rates:
        return None
    return (*paid_range([rate.mrp for rate in item.rates]), item.rates[0].currency)


def paid_range(prices: list[Decimal]) -> tuple[Decimal, Decimal]:
    """The lowest and highest of ``prices`` that are paid for: a ticket with no fare (an infant
    on a cruise) is no price a customer is quoted from, and "INR 0.00 – …" read as if someone
    travels for nothing. All of ``prices`` when none is paid for."""
    paid = [price for price in prices if price > 0] or prices
    return min(paid), max(paid)


def activity_price_text(item: ActivityContentItem) -> str:
    """The fare range of an activity, as the catalogue gives it."""
    return _range_text(*_activity_fares(item))


def boat_price_text(item: BoatContentItem, exact: DepartureRates | None = None) -> str:
    """The range of ticket prices (MRP) of a boat departure (``exact``: its availability's)."""
    fares = _boat_fares(item, exact)
    return MISSING if fares is None else _range_text(*fares)


def fares_of(
    module: Module, item: ActivityContentItem | BoatContentItem, exact: DepartureRates | None = None
) -> Fares | None:
    """What the list prices ``item`` from (None for a boat trip that lists no rate); a boat
    departure's own rates with it when ``exact`` gives them."""
    found: tuple[Decimal, Decimal, str] | None
    if module is Module.ACTIVITY:
        found = _activity_fares(cast("ActivityContentItem", item))
    else:
        found = _boat_fares(cast("BoatContentItem", item), exact)
    if found is None:
        return None
    low, high, currency = found
    seats = () if exact is None else exact.seats
    return Fares(low, high, item.policies.gst_percentage, currency, seats)


def customer_price_text(entry: CatalogueEntry, rules: TillRules) -> str:
    """What a customer pays per person for ``entry``, as the till prices a seat (the fare, its
    GST and the agency's markup, rounded): a range over the catalogue's fares. A boat
    departure whose own rates are known is priced from them, each seat as its rate and its
    passenger are; the content alone does not split the permit (which carries no GST) from the
    boat fare, so its GST is then counted on the whole ticket: at most the departure's price."""
    fares = entry.fares
    if fares is None:
        return MISSING
    if fares.seats:
        gst = fares.gst_percentage
        prices = [boat_seat_price(seat.seat, gst, rules) for seat in paid_seats(fares.seats)]
        return _range_text(min(prices), max(prices), fares.currency)
    low, high = (
        customer_fare(entry.module, fare, fares.gst_percentage, rules)
        for fare in (fares.low, fares.high)
    )
    return _range_text(low, high, fares.currency)


def customer_fare(
    module: Module, fare: Decimal, gst_percentage: Decimal, rules: TillRules
) -> Decimal:
    """What a customer pays for one seat of ``fare`` by the till's ``rules``: the list's price
    and the detail pane's, each rate's too."""
    return seat_price(module, fare, gst_percentage, rules.markup(module), rules.round_to)


@lru_cache(maxsize=4096)
def seat_price(
    module: Module,
    fare: Decimal,
    gst_percentage: Decimal,
    markup: Markup,
    round_to: int,
    untaxed: Decimal = ZERO,
) -> Decimal:
    """What the till charges a customer for one seat of ``fare`` (and ``untaxed``, a boat's
    permit, which carries no GST) with ``markup``, rounded to ``round_to``. Remembered: the
    catalogue prices each row it paints, at every paint (a list of 500 repainted as the filter
    is typed)."""
    rules = TillRules({module: markup}, round_to)
    return customer_price(module, [SeatFare(fare, untaxed)], gst_percentage, rules).total


def boat_seat_price(seat: SeatFare, gst_percentage: Decimal, rules: TillRules) -> Decimal:
    """What a customer pays for one boat seat of ``seat``'s boat fare and permit by the till's
    ``rules``: a departure's rate, a passenger of the sale (one seat, one price)."""
    markup = rules.markup(Module.BOAT)
    return seat_price(Module.BOAT, seat.taxed, gst_percentage, markup, rules.round_to, seat.untaxed)


def rate_seat(rate: BoatRate) -> SeatFare:
    """The published fare of one seat at a departure's ``rate``: its boat fare and permit; the
    older variant, which does not split them, all taxed (as its booking is priced)."""
    if rate.boat_fare is None:
        return SeatFare(rate.mrp)
    return SeatFare(rate.boat_fare, rate.permit_fare or ZERO)


def activity_entry(item: ActivityContentItem) -> CatalogueEntry:
    """The catalogue row of an activity."""
    return _entry(
        item,
        Module.ACTIVITY,
        item.activity_id,
        item.title,
        item.location,
        "",
        activity_price_text(item),
        item.short_description,
        item.description,
    )


def boat_entry(item: BoatContentItem, exact: DepartureRates | None = None) -> CatalogueEntry:
    """The catalogue row of one boat departure (``exact``: its availability's rates, every
    nationality class)."""
    return _entry(
        item,
        Module.BOAT,
        item.schedule_id,
        item.trip_name,
        item.boat_name,
        time_text(item.departure_time),
        boat_price_text(item, exact),
        exact=exact,
    )


async def fetch_catalogue(
    client: PartnerClient, module: Module, travel_date: dt.date
) -> list[CatalogueEntry]:
    """The catalogue of ``module`` as rows for the list.

    Boats are the departures of ``travel_date``. Activities come from the catalogue variant
    without a date: it carries the dates each one runs and its price range over them, and the
    exact fare of a date comes from the availability search anyway.
    """
    # Imported here, like the client: the window imports this module before its first paint.
    import asyncio

    # The rows of 500 items take 3-7 ms to make (prices, times, the filter's text): a worker's.
    if module is Module.ACTIVITY:
        activities = await client.content(Module.ACTIVITY, limit=CATALOGUE_LIMIT)
        return await asyncio.to_thread(_entries, activity_entry, activities.data)
    boats = await client.content(Module.BOAT, travel_date, CATALOGUE_LIMIT)
    exact = await departure_fares(client, travel_date)
    return await asyncio.to_thread(
        _entries, lambda item: boat_entry(item, exact.get(item.schedule_id)), boats.data
    )


async def departure_fares(client: PartnerClient, travel_date: dt.date) -> dict[int, DepartureRates]:
    """Per boat departure of ``travel_date``, its rates (every ticket type and nationality
    class, as the availability search gives them). The content lists one line per ticket type,
    the lowest of the classes, without the permit apart: its range left out what a foreigner
    pays. Empty when the search fails: the list then prices from the content."""
    from app.api import ApiError

    try:
        found = await client.search_availability(Module.BOAT, travel_date)
    except ApiError as error:
        log.warning("The departures' fares were not read, the content's are shown: %s", error)
        return {}
    return {
        departure.schedule_id: DepartureRates(
            tuple(
                RateSeat(rate.ticket_type, rate.age_range, rate.nationality, rate_seat(rate))
                for rate in departure.rates
            ),
            departure.rates[0].currency,
        )
        for departure in found.data
        if departure.rates
    }


def _entries(make: Callable[[ItemT], CatalogueEntry], items: list[ItemT]) -> list[CatalogueEntry]:
    return [make(item) for item in items]


async def fetch_slots(
    client: PartnerClient, activity_id: int, travel_date: dt.date
) -> list[ActivityAvailability]:
    """The slots of one activity on ``travel_date``, earliest first."""
    result = await client.search_availability(Module.ACTIVITY, travel_date, activity_id)
    slots = [slot for slot in result.data if slot.activity_id == activity_id]
    return sorted(slots, key=lambda slot: slot.slot.time_window)


async def fetch_schedules(
    client: PartnerClient, trip_id: int, travel_date: dt.date
) -> list[BoatAvailability]:
    """The departures of one boat trip on ``travel_date``, earliest first."""
    result = await client.search_availability(Module.BOAT, travel_date)
    schedules = [schedule for schedule in result.data if schedule.trip_id == trip_id]
    return sorted(schedules, key=lambda schedule: schedule.departure_time)


async def fetch_image(client: PartnerClient, entry: CatalogueEntry) -> bytes | None:
    """The featured image of an activity, or None when the catalogue names none for it.

    Raises the client's ``ApiError`` when the service has no such picture or sends no image.
    """
    from app.api import ActivityContentItem

    item = entry.item
    if not isinstance(item, ActivityContentItem) or not item.media.featured_image:
        return None
    return await client.media(item.media.featured_image)

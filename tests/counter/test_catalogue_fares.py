"""A boat departure's price range in the catalogue is over the tickets that are paid for: a free
infant's fare (North Bay's cruise carries infants free) is never its lower bound, while a paid
infant fare (Havelock's ferry asks one) still is. Read from the sandbox over HTTP."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from app.api import PartnerClient
from app.counter.link.catalogue import (
    CatalogueEntry,
    boat_entry,
    customer_price_text,
    fetch_catalogue,
)
from app.counter.papers.formatting import money_text
from app.domain.modules import Module
from app.domain.money import CURRENCY
from app.domain.till import TillRules
from tests.sandbox.helpers import ALL_FLAGS_TRIP_SCHEDULE, NO_FLAGS_TRIP_SCHEDULE
from tests.service import FROZEN_NOW

DAY = FROZEN_NOW.date() + dt.timedelta(days=3)


Rows = dict[int, CatalogueEntry]
Rates = dict[int, list[Decimal]]


async def departures(client: PartnerClient) -> tuple[Rows, Rates]:
    """The catalogue's rows of ``DAY``'s departures, and each one's rates as searched."""
    rows = {entry.item_id: entry for entry in await fetch_catalogue(client, Module.BOAT, DAY)}
    found = await client.search_availability(Module.BOAT, DAY)
    rates = {
        departure.schedule_id: [rate.mrp for rate in departure.rates] for departure in found.data
    }
    return rows, rates


async def test_a_free_infant_fare_is_not_the_lower_bound_of_the_range(
    demo: PartnerClient,
) -> None:
    rows, rates = await departures(demo)
    cruise = rows[NO_FLAGS_TRIP_SCHEDULE]
    assert min(rates[NO_FLAGS_TRIP_SCHEDULE]) == 0  # the infant travels free
    paid = [fare for fare in rates[NO_FLAGS_TRIP_SCHEDULE] if fare > 0]
    assert cruise.fares is not None
    assert (cruise.fares.low, cruise.fares.high) == (min(paid), max(paid))
    assert cruise.price == f"{money_text(min(paid), CURRENCY)} – {money_text(max(paid), CURRENCY)}"
    assert "0.00" not in customer_price_text(cruise, TillRules())
    # Priced from the content alone (the search failed): the same, over its paid lines.
    content = boat_entry(cruise.item).fares  # type: ignore[arg-type]
    lines = [rate.mrp for rate in cruise.item.rates]  # type: ignore[union-attr]
    assert content is not None and min(lines) == 0
    assert content.low == min(fare for fare in lines if fare > 0)


async def test_a_paid_infant_fare_stays_the_lower_bound(demo: PartnerClient) -> None:
    rows, rates = await departures(demo)
    ferry = rows[ALL_FLAGS_TRIP_SCHEDULE]
    fares = rates[ALL_FLAGS_TRIP_SCHEDULE]
    assert min(fares) > 0  # an infant pays here: the cheapest ticket is the bound
    assert ferry.fares is not None
    assert (ferry.fares.low, ferry.fares.high) == (min(fares), max(fares))
    assert ferry.price.startswith(money_text(min(fares), CURRENCY))
    assert min(fares) < Decimal("500")  # the infant's, well below a child's

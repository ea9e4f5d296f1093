"""The killed side of the exchange's crash test: a counter moves a booking and dies halfway.

``python -m tests.booking.exchange_crash JOURNAL BASE_URL POINT OLD_DAY NEW_DAY`` (the key in
``COUNTERDESK_API_KEY``) sells two Scuba seats on OLD_DAY at the app's default counter, then
reschedules them to NEW_DAY through the exchange. At POINT it prints ``stopped at POINT`` and
hangs until the test kills it:

- ``sale``: the service has booked the new seat, its answer is not in yet;
- ``between``: the new sale is booked and journalled, the old booking's cancel not yet sent;
- ``cancel``: the service has cancelled the old booking, its answer is not in yet.

``python -m tests.booking.exchange_crash JOURNAL BASE_URL POINT BOOKING NEW_DAY`` rebooks the
party of BOOKING, whose departure the operator cancelled (the journal holds its disruption), on
the same trip's first departure of NEW_DAY, and stops at POINT:

- ``rebook``: the service has booked the new seat, its answer is not in yet;
- ``rebook-between``: the new sale is booked, journalled and taken at the till, nothing more
  (the disruption and the exchange's plan not yet closed, the difference not given back);
- ``rebook-closing``: the disruption is closed as rebooked, the plan not yet;
- ``rebook-closed``: the plan's closing is committed, the difference not yet given back.

Past its new sale a rebook sends nothing: the journal's connection stops it (``JournalStop``).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import os
import sqlite3
import sys
import threading
from collections.abc import Awaitable, Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx

from app.api import PartnerClient
from app.booking.checkout import Asks, BelowCost, Checkout, Counter, SaleTerms
from app.booking.choice import Choice
from app.booking.exchange import Exchange, given_booking
from app.counter.config.settings import DEFAULT_COUNTER_CODE
from app.domain.modules import Module
from app.domain.payment import Payment
from app.journal import Journal
from app.journal.exchanges import ExchangeKind
from app.journal.schema import connect
from app.journal.store import DATABASE_NAME
from app.journal.till import Shift
from tests.booking.checkout_sales import cash_for
from tests.sandbox.helpers import SCUBA
from tests.service import FAST_RETRY, no_sleep

POINTS = ("sale", "between", "cancel")
REBOOK = "rebook"
REBOOK_BETWEEN = "rebook-between"
REBOOK_CLOSING = "rebook-closing"
REBOOK_CLOSED = "rebook-closed"
REBOOK_POINTS = (REBOOK, REBOOK_BETWEEN, REBOOK_CLOSING, REBOOK_CLOSED)
# The statements that close a disruption and an exchange's plan (``DisruptionTables.close``,
# ``ExchangeTables.close``).
CLOSING_DISRUPTION = "UPDATE disruptions SET closed_at"
CLOSING_PLAN = "UPDATE exchanges SET closed_at"
TERMS = SaleTerms(DEFAULT_COUNTER_CODE)


def stopped(point: str) -> str:
    """The line printed when the helper stops at ``point``."""
    return f"stopped at {point}"


class StopAt(httpx.AsyncBaseTransport):
    """Forward to the real server; at the chosen point say so and never answer."""

    def __init__(self, point: str, sales_before: int) -> None:
        """``sales_before``: the bookings made before the exchange's own (its sale the next)."""
        self._inner = httpx.AsyncHTTPTransport()
        self._point = point
        self._creates = -sales_before

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        await request.aread()
        path = request.url.path
        confirm = path.endswith("cancel_booking.php") and b'"CONFIRM"' in request.content
        if confirm and self._point == "between":
            await self._stop()
        response = await self._inner.handle_async_request(request)
        if path.endswith("create_booking.php"):
            self._creates += 1
            if self._creates == 1 and self._point in ("sale", REBOOK):
                await response.aread()
                await self._stop()
        if confirm and self._point == "cancel":
            await response.aread()
            await self._stop()
        return response

    async def _stop(self) -> None:
        print(stopped(self._point), flush=True)
        await asyncio.Event().wait()

    async def aclose(self) -> None:
        await self._inner.aclose()


class JournalStop(sqlite3.Connection):
    """The journal's connection, which says it stopped at ``point`` and never goes on: before
    the first statement starting ``before`` (nothing of its transaction begun), or at the first
    statement after the transaction of one starting ``after`` was committed."""

    point = ""
    before = ""
    after = ""
    _seen = False

    def execute(self, sql: str, parameters: Any = (), /) -> sqlite3.Cursor:
        """Run ``sql``, unless the point is reached."""
        if (self.before and sql.startswith(self.before)) or (
            self._seen and not self.in_transaction
        ):
            print(stopped(self.point), flush=True)
            threading.Event().wait()
        self._seen = self._seen or bool(self.after and sql.startswith(self.after))
        return super().execute(sql, parameters)


def journal_stop(point: str) -> type[sqlite3.Connection]:
    """The journal's connection class for ``point`` (the plain one where HTTP stops it)."""
    where = {
        REBOOK_BETWEEN: {"before": CLOSING_DISRUPTION},
        REBOOK_CLOSING: {"before": CLOSING_PLAN},
        REBOOK_CLOSED: {"after": CLOSING_PLAN},
    }
    if point not in where:
        return sqlite3.Connection
    return type(
        "StopAt" + point.title().replace("-", ""), (JournalStop,), {"point": point, **where[point]}
    )


def open_shift(journal: Journal) -> Callable[[], Awaitable[Shift | None]]:
    """The counter's open shift, opened by the clerk when none is."""

    async def shift() -> Shift | None:
        till = journal.till
        opened = till.open_shift_of(TERMS.counter)
        return opened or till.open_shift(TERMS.counter, "Leela Menon", Decimal(2000))

    return shift


async def refuse(_below: BelowCost) -> bool:
    """No supervisor stands by."""
    return False


async def choice_on(client: PartnerClient, day: dt.date) -> Choice:
    """The Scuba morning slot on ``day``."""
    activities = await client.content(Module.ACTIVITY)
    slots = await client.search_availability(Module.ACTIVITY, day, SCUBA)
    item = next(a for a in activities.data if a.activity_id == SCUBA)
    return Choice.of_activity(item, slots.data[0])


async def move(journal: Journal, client: PartnerClient, old_day: dt.date, new_day: dt.date) -> None:
    """Sell, then reschedule (the transport stops it on the way)."""

    counter = Counter(lambda: client, journal, lambda: TERMS)
    asks = Asks(open_shift(journal), refuse)
    first = Checkout.new(await choice_on(client, old_day), counter, asks)
    first.flow.set_customer(name="Kavya Iyer", email="kavya@example.in", phone="9876543210")
    first.flow.set_qty(2)
    first.pay(cash_for((await first.review()).price.total))
    sold = await first.confirm()
    assert sold is not None
    status = await client.booking_status(sold.booking_ref, Module.ACTIVITY)
    exchange = Exchange(
        ExchangeKind.RESCHEDULE,
        given_booking(journal, status.data),
        Checkout.new(await choice_on(client, new_day), counter, asks),
    )
    quote = await exchange.quote()
    exchange.pay(cash_for(quote.difference))
    await exchange.confirm()
    raise AssertionError("the exchange was not stopped")


async def rebook(journal: Journal, client: PartnerClient, booking_ref: str, day: dt.date) -> None:
    """Rebook the disrupted party of ``booking_ref`` on ``day`` (the transport stops it)."""
    disruption = journal.disruptions.find(booking_ref)
    row = journal.history.find(booking_ref)
    assert disruption is not None and disruption.request_id is not None and row is not None
    status = await client.booking_status(booking_ref, Module.BOAT)
    trips = await client.content(Module.BOAT, travel_date=day)
    trip = next(t for t in trips.data if row.product.startswith(t.trip_name))
    found = await client.search_availability(Module.BOAT, day)
    departure = next(s for s in found.data if s.trip_id == trip.trip_id)
    counter = Counter(lambda: client, journal, lambda: TERMS)
    exchange = Exchange(
        ExchangeKind.REBOOK,
        given_booking(journal, status.data),
        Checkout.new(Choice.of_boat(trip, departure), counter, Asks(open_shift(journal), refuse)),
        disruption.request_id,
    )
    quote = await exchange.quote()
    exchange.pay(cash_for(quote.difference) if quote.difference > 0 else Payment(()))
    await exchange.confirm()
    raise AssertionError("the rebook was not stopped")


async def main(argv: list[str]) -> None:
    """Run ``move`` (or ``rebook``) on ``argv``'s journal and service."""
    folder, base_url, point = Path(argv[0]), argv[1], argv[2]
    assert point in (*POINTS, *REBOOK_POINTS)
    sales_before = 0 if point in REBOOK_POINTS else 1
    factory = journal_stop(point)
    folder.mkdir(parents=True, exist_ok=True)
    async with httpx.AsyncClient(transport=StopAt(point, sales_before)) as http:
        client = PartnerClient(
            base_url=base_url,
            api_key=os.environ["COUNTERDESK_API_KEY"],
            http_client=http,
            retry=FAST_RETRY,
            sleep=no_sleep,
        )
        with Journal(folder, conn=connect(folder / DATABASE_NAME, factory)) as journal:
            if point in REBOOK_POINTS:
                await rebook(journal, client, argv[3], dt.date.fromisoformat(argv[4]))
            old_day, new_day = (dt.date.fromisoformat(day) for day in argv[3:5])
            await move(journal, client, old_day, new_day)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1:]))

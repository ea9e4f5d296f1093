"""One simulated counter of the agency load test, in its own process.

It has its own journal (under ``COUNTERDESK_HOME``), opens a shift, sells light-show seats through
the real sale path (``settle``: journal ahead, ``PartnerClient`` over HTTP, the customer's cash
taken with the booking) against the shared sandbox, closes the shift with its Z report, while its
replicator sends the outbox to the agency store. Run by ``tests/perf/agency_load.py``::

    python -m tests.perf.agency_counter --code C01 --first-day 1 --days 5 --seconds 20 \
        BASE_URL API_KEY AGENCY_URL

It prints ``{"ready": ...}`` once it has its choices and waits for a line on stdin; it then sells
for ``--seconds``, and prints its tally as one JSON line once its outbox is all sent.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import json
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from decimal import Decimal
from pathlib import Path

from app.agency.identity import CounterIdentity, counter_identity
from app.agency.replicator import Replicator, ReplicatorThread
from app.api import ApiError, PartnerClient
from app.api.models import ActivityAvailability, ActivityContentItem
from app.booking import BookingFlow, Choice, settle
from app.booking.checkout import SaleTerms, till_sale_of
from app.booking.till import customer_price_of
from app.counter.config.paths import AppPaths
from app.counter.config.settings import load_settings, save_settings
from app.domain.clock import service_now
from app.domain.modules import Module
from app.domain.till import DrawerCount, TillRules
from app.journal import Journal
from app.journal.outbox import OutboxReader
from app.journal.store import DATABASE_NAME
from app.reports.drawer import x_report, z_report
from tests.journal.till_sales import exact_cash
from tests.perf.bench_sandbox import CLOCK, LIGHT_SHOW

CLERK = "Load Clerk"
SEATS_PER_SLOT = 150
DRAIN_TIMEOUT_S = 60.0
DRAIN_POLL_S = 0.05


@dataclass(frozen=True, slots=True)
class Tally:
    """What one counter did: its id, sales made and refused, the seconds it sold for, and whether
    its outbox was all sent in time."""

    code: str
    counter_id: str
    sales: int
    refused: int
    selling_s: float
    drained: bool


async def _choices(
    client: PartnerClient, activity_id: int, first_day: dt.date, days: int
) -> list[Choice]:
    """Every slot of the activity on this counter's days, as a clerk would find them."""
    content = await client.content(Module.ACTIVITY)
    item: ActivityContentItem = next(i for i in content.data if i.activity_id == activity_id)
    found: list[Choice] = []
    for offset in range(days):
        day = first_day + dt.timedelta(days=offset)
        search = await client.search_availability(Module.ACTIVITY, day, activity_id)
        slots: list[ActivityAvailability] = list(search.data)
        found += [Choice.of_activity(item, slot) for slot in slots]
    return found


async def _sell(
    client: PartnerClient,
    journal: Journal,
    choices: list[Choice],
    code: str,
    seconds: float,
    today: dt.date,
    on_sale: Callable[[], None],
) -> tuple[int, int, float]:
    """Sell one to three seats at a time, slot after slot, until ``seconds`` have passed, calling
    ``on_sale`` after each sale; the sales made and refused, the seconds spent."""
    shift = journal.till.open_shift(code, CLERK, Decimal("0.00"))
    rules = TillRules()
    sales = refused = seats = slot = 0
    started = time.monotonic()
    while time.monotonic() - started < seconds and slot < len(choices):
        choice = choices[slot]
        qty = 1 + sales % 3
        flow = BookingFlow(choice, today=lambda: today)
        flow.set_customer(
            name=f"Guest {code} {sales}", email="guest@example.in", phone="9876543210"
        )
        flow.set_qty(qty)
        price = customer_price_of(choice, flow.review().breakdown, rules)
        sale = till_sale_of(
            choice, price, exact_cash(price.total), SaleTerms(code, rules), shift, service_now()
        )
        try:
            await settle(client, journal, flow, sale=sale)
        except ApiError:
            refused += 1
            slot += 1  # the service decides: that slot is full for us
            continue
        on_sale()
        sales += 1
        seats += qty
        if seats > SEATS_PER_SLOT - 3:
            slot, seats = slot + 1, 0
    selling = time.monotonic() - started
    figures = x_report(journal.till, shift.shift_id)
    z_report(journal.till, shift.shift_id, DrawerCount.of({}, figures.expected), closed_by=CLERK)
    return sales, refused, selling


def _identity(paths: AppPaths, code: str) -> CounterIdentity:
    """The counter's identity as the app makes it on first start, under the counter code."""
    save_settings(
        paths.settings_file, replace(load_settings(paths.settings_file), counter_code=code)
    )
    return counter_identity(paths, f"Load test {code}")


async def _drained(journal_db: Path) -> bool:
    """Whether the replicator sent the whole outbox within ``DRAIN_TIMEOUT_S``."""
    reader = OutboxReader(journal_db)
    try:
        deadline = time.monotonic() + DRAIN_TIMEOUT_S
        while await asyncio.to_thread(reader.waiting):
            if time.monotonic() > deadline:
                return False
            await asyncio.sleep(DRAIN_POLL_S)
        return True
    finally:
        reader.close()


async def _main(args: argparse.Namespace) -> Tally:
    paths = AppPaths.for_user().create()
    identity = _identity(paths, args.code)
    today = CLOCK.date()
    first_day = today + dt.timedelta(days=args.first_day)
    async with PartnerClient(
        base_url=args.base_url, api_key=args.api_key, today=lambda: today
    ) as client:
        with Journal(paths.journal) as journal:
            journal_db = paths.journal / DATABASE_NAME
            # As the app runs it: on a loop of its own in a thread, beside the selling loop.
            replicator = ReplicatorThread(Replicator(journal_db, identity, args.store_url))
            replicator.start()
            try:
                choices = await _choices(client, LIGHT_SHOW, first_day, args.days)
                print(json.dumps({"ready": True}), flush=True)
                await asyncio.to_thread(sys.stdin.readline)
                # As the app does once money moved: the record goes to the store now.
                sales, refused, selling = await _sell(
                    client, journal, choices, args.code, args.seconds, today, replicator.wake
                )
                drained = await _drained(journal_db)
            finally:
                replicator.stop()
    return Tally(args.code, identity.counter_id, sales, refused, selling, drained)


def main(argv: list[str] | None = None) -> int:
    """Run one counter (see the module's docstring)."""
    parser = argparse.ArgumentParser(prog="agency_counter")
    parser.add_argument("--code", required=True)
    parser.add_argument("--first-day", type=int, required=True)
    parser.add_argument("--days", type=int, required=True)
    parser.add_argument("--seconds", type=float, required=True)
    parser.add_argument("base_url")
    parser.add_argument("api_key")
    parser.add_argument("store_url")
    tally = asyncio.run(_main(parser.parse_args(argv)))
    print(json.dumps(asdict(tally)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Makes ``7efb28ef.sqlite3`` and ``7efb28ef.json``: a counter's day of every money event written
by the code of commit 7efb28ef (the last before the books), through its Qt-free services against
an embedded sandbox, and every figure that code's surfaces read of it (``old_figures``) with the
quotes of its cancellations. Kept to remake them: run from a checkout of that commit with this
script, ``tests/books/__init__.py`` and ``tests/books/old_figures.py`` copied in,
``PYTHONPATH=. python tests/books/data/old_day.py FOLDER``.

Run the same way from a checkout of commit 031aec36 (the last whose posting rules were one
if/elif) with this script and ``tests/books/paper_figures.py`` copied in (that commit has its own
``old_figures``), it makes ``031aec36-day.sqlite3`` and ``031aec36-day.json``: the same day
written by that code, and the money of each booking's papers beside the figures.

The day: a shift opened with a float; parties sold in cash with change, by UPI, by card and split
over two tenders; a part cancellation (one of three, in the 50 % band) and a whole one, their
refunds paid in parts across tenders and one part left owed; a reschedule (an exchange); the
operator cancelling a departure: two parties refunded from Disruptions (one part cancelled
before), one rebooked, one (part cancelled before) left open; the shift closed short with cash
banked; the next opened with cash paid in, closed, and the third opened with cash paid out, left
open. ``test_old_day`` opens the journal with today's code, posts its books and compares each
figure.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import sqlite3
import sys
import tempfile
from contextlib import closing
from dataclasses import fields, is_dataclass, replace
from decimal import Decimal
from enum import Enum
from pathlib import Path
from typing import Any

try:
    # 7efb28ef's modules, which later trees no longer have (the counter's floors came after).
    from app.counter.booking_lookup import BookingLookup as Lookup
    from app.counter.disruptions import DisruptionDesk as Disruptions

    NAME, papers = "7efb28ef", None
except ImportError:
    # 031aec36's: the same under the counter's floors, the day's helpers taking the services
    # made over the journal; its papers read too.
    from app.counter.composition import CounterServices
    from app.counter.services.booking_lookup import LookupService as Lookup
    from app.counter.services.disruptions import DisruptionService as Disruptions
    from tests.books.paper_figures import papers

    NAME = "031aec36-day"

from app.api import PartnerClient
from app.booking import agent_of
from app.booking.aftersale import Refused, released_seats
from app.booking.cancel import whole_booking
from app.booking.checkout import Asks, BelowCost, Checkout, SaleTerms
from app.booking.checkout import Counter as SaleCounter
from app.booking.exchange import Exchange, given_booking
from app.domain.modules import Module
from app.domain.money import money
from app.domain.payment import Payment
from app.domain.tenders import CARD, CASH, UPI
from app.domain.till import DrawerCount
from app.journal import Journal
from app.journal.exchanges import ExchangeKind
from app.journal.till import Shift
from app.reports.drawer import x_report, z_figures, z_report
from app.sandbox import SandboxConfig, start_embedded
from tests.booking.sales import boat_choice
from tests.books.old_figures import COUNTER, figures
from tests.counter.day_close import rebook_party, refund_party, sell_by_checkout
from tests.counter.disrupted_sales import (
    RULES,
    MovingClock,
    aftersale_of,
    operator_cancels,
    watched,
)
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE as CRUISE
from tests.service import FROZEN_NOW, client_for

CLERK = "Leela Menon"
# The departure the operator cancels (two days ahead), the next day's, and the day after's.
CANCELLED = FROZEN_NOW.date() + dt.timedelta(days=2)
KEPT = CANCELLED + dt.timedelta(days=1)
LATER = CANCELLED + dt.timedelta(days=2)


def desk(journal: Journal) -> Any:
    """What the day's helpers (``tests.counter.day_close``) sell and refund through: the
    journal at 7efb28ef, the services made over it at 031aec36."""
    return journal if papers is None else CounterServices(journal)


def in_cash(total: Decimal, _reference: str) -> Payment:
    """Cash handed in 500-rupee notes, the change given back."""
    return Payment((CASH.paid(total, tendered=money((total // 500 + 1) * 500)),))


def by_upi(total: Decimal, reference: str) -> Payment:
    """All by UPI."""
    return Payment((UPI.paid(total, reference),))


def by_card(total: Decimal, _reference: str) -> Payment:
    """All by card."""
    return Payment((CARD.paid(total, "4242", "123456"),))


def cash_and_upi(total: Decimal, reference: str) -> Payment:
    """A third in exact cash, the rest by UPI."""
    cash = money((total / 3).quantize(Decimal(1)))
    return Payment((CASH.paid(cash, tendered=cash), UPI.paid(total - cash, reference)))


def upi_and_card(total: Decimal, reference: str) -> Payment:
    """Half by UPI, the rest by card."""
    upi = money((total / 2).quantize(Decimal(1)))
    return Payment((UPI.paid(upi, reference), CARD.paid(total - upi, "4242", "123456")))


def plain(value: Any) -> Any:
    """``value`` as JSON holds it: amounts and dates as text, records as objects."""
    if isinstance(value, Enum):
        return plain(value.value)
    if isinstance(value, Decimal | dt.date | dt.datetime):
        return str(value)
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, dict):
        return {str(plain(k)): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    return value


async def cancel(
    journal: Journal, client: PartnerClient, ref: str, travellers: int, quotes: dict[str, Any]
) -> str:
    """Cancel ``travellers`` of ``ref`` (0: the whole booking) as Lookup does; the request. The
    customer's refund as the quote showed it goes into ``quotes`` under ``ref``: its lines, the
    rows the quote listed (``CUSTOMER_ROWS`` of its comparison, the amounts without the words)
    and what the rule was given (the seats released, the band, the platform charge)."""
    aftersale = aftersale_of(journal, client, COUNTER)
    status = await aftersale.look_up(ref)
    assert status is not None
    choice = whole_booking(status)
    assert choice is not None
    if travellers:
        ids = choice.passenger_ids[:travellers]
        names = choice.names[:travellers]  # the passengers cancelled, as Lookup names them
        choice = replace(choice, seats=travellers, passenger_ids=ids, names=names, whole=False)
    [quoted] = await aftersale.quote([choice])
    customer = quoted.customer
    assert customer is not None
    lines = customer.lines
    quotes[ref] = {
        "released": released_seats(choice, aftersale.manifest_ids.get(ref, ())),
        "band": quoted.quote.policy_band,
        "platform_charge": str(quoted.quote.quote.platform_cancellation_charge),
        "refund_service_charge": True,  # as ``aftersale_of`` has the setting
        "lines": plain(lines),
        "by": [[kind.code, str(amount)] for kind, amount in customer.by],
        "shown": [
            ["Fares", str(lines.fares)],
            ["Fare GST", str(lines.gst)],
            ["Service charge", str(lines.service_charge), lines.charge_back],
            ["Platform charge", str(-lines.platform_charge)],
            ["Round down", str(lines.round_down)],
            ["Customer's refund", str(lines.total)],
        ],
    }
    outcome = await aftersale.confirm(choice, agent_of(await client.wallet_balance()))
    return outcome.request_id


async def pay(
    journal: Journal, client: PartnerClient, request_id: str, parts: dict[Any, Decimal]
) -> None:
    """Give back ``parts`` of the refund of ``request_id`` as Lookup's refund panel does."""
    references = {kind: f"RF{request_id[-6:]}{kind.key}" for kind in parts if kind is not CASH}
    given = await aftersale_of(journal, client, COUNTER).pay(request_id, parts, references)
    assert not isinstance(given, Refused), given


async def reschedule(journal: Journal, client: PartnerClient, sandbox: Any, ref: str) -> str:
    """Move ``ref`` to the day after's departure as the Reschedule key does, the difference
    paid in cash with change (a refund owed when it is cheaper)."""
    status = (await client.booking_status(ref, Module.BOAT)).data

    async def shift() -> Shift | None:
        return journal.till.open_shift_of(COUNTER)

    async def never(_below: BelowCost) -> bool:
        return False

    counter = SaleCounter(lambda: client, journal, lambda: SaleTerms(COUNTER, RULES))
    exchange = Exchange(
        ExchangeKind.RESCHEDULE,
        given_booking(journal, status),
        Checkout.new(
            boat_choice(sandbox, CRUISE, LATER), counter, Asks(shift, never), sandbox.context.today
        ),
    )
    quote = await exchange.quote()
    owed = max(quote.difference, Decimal(0))
    assert exchange.pay(in_cash(owed, "") if owed else Payment(())) == {}
    result = await exchange.confirm()
    assert result is not None and result.done, result
    return result.booking_ref


def close(journal: Journal, shift_id: int, off: Decimal, banked: Decimal) -> None:
    """Close the shift with its Z, the drawer counted ``off`` the expected, ``banked`` out."""
    expected = x_report(journal.till, shift_id).expected
    counted = DrawerCount.of({}, coins=expected + off)
    reason = "" if not off else "counted short"
    z_report(journal.till, shift_id, counted, closed_by=CLERK, reason=reason, banked=banked)


async def day(folder: Path, sandbox_db: Path) -> dict[str, Any]:
    """Write the day's journal in ``folder``; every figure the surfaces read of it."""
    sandbox = start_embedded(SandboxConfig(db_path=sandbox_db, clock=FROZEN_NOW, boat_fault=False))
    clock = MovingClock(sandbox)
    try:
        async with client_for(sandbox, sandbox.demo_key) as client:
            with Journal(folder, now=clock) as journal:
                quotes: dict[str, Any] = {}
                refs = await _events(journal, client, sandbox, clock, quotes)
                lookup = Lookup(journal)
                disruptions = Disruptions(
                    aftersale_of(journal, client, COUNTER), language="en", agency=""
                )
                parties = [p for g in disruptions.groups() for p in g.parties]
                read = figures(journal, lookup.sold_here, parties)
                if papers is not None:
                    read["papers"] = papers(journal, read["history"])
                return read | {"refs": refs, "quotes": quotes}
    finally:
        sandbox.stop()


async def _events(
    journal: Journal,
    client: PartnerClient,
    sandbox: Any,
    clock: MovingClock,
    quotes: dict[str, Any],
) -> dict[str, str]:
    minutes = dt.timedelta(minutes=7)
    till = journal.till
    first = till.open_shift(COUNTER, CLERK, Decimal("2000.00"))

    async def sell(names: list[str], on: dt.date, how: Any) -> str:
        clock.advance(minutes)
        return await sell_by_checkout(desk(journal), client, sandbox, COUNTER, on, names, how)

    refs = {
        "cash": await sell(["Ravi Kumar", "Anita Kumar"], KEPT, in_cash),
        "upi": await sell(["Meera Nair"], KEPT, by_upi),
        "card": await sell(["Suresh Pillai"], KEPT, by_card),
        "part": await sell(["Arjun Das", "Priya Das", "Rohan Das"], CANCELLED, cash_and_upi),
        "whole": await sell(["Kavya Iyer", "Nikhil Iyer"], KEPT, upi_and_card),
        "moved": await sell(["Vikram Rao"], KEPT, in_cash),
        "rebooked": await sell(["Lata Menon", "Hari Menon"], CANCELLED, in_cash),
        "refunded": await sell(["Divya Shah"], CANCELLED, by_upi),
        "open": await sell(["Gopal Iyer", "Usha Iyer", "Tara Iyer"], CANCELLED, by_card),
    }
    # The whole cancellation: its cash part given now, half its card part; the rest owed.
    clock.advance(minutes)
    whole = await cancel(journal, client, refs["whole"], 0, quotes)
    [owing] = till.refunds_owed()
    by = dict(owing.due.by)
    await pay(journal, client, whole, {UPI: by[UPI]})
    await pay(journal, client, whole, {CARD: money(by[CARD] / 2)})
    clock.advance(minutes)
    refs["exchanged_to"] = await reschedule(journal, client, sandbox, refs["moved"])
    clock.advance(minutes)
    close(journal, first.shift_id, Decimal("-10.00"), Decimal("1000.00"))

    # The next morning, a day before the cancelled departure: the 50 % band.
    clock.advance(dt.timedelta(hours=22))
    closed = till.z_report_of(first.shift_id)
    assert closed is not None
    left = z_figures(closed).left
    assert left is not None
    # The second shift's float more than the drawer holds: 500.00 paid in.
    second = till.open_shift(COUNTER, CLERK, left + Decimal("500.00"))
    part = await cancel(journal, client, refs["part"], 1, quotes)
    [owing] = [o for o in till.refunds_owed() if o.request_id == part]
    await pay(journal, client, part, dict(owing.due.by))
    clock.advance(minutes)
    opened = await cancel(journal, client, refs["open"], 1, quotes)
    [owing] = [o for o in till.refunds_owed() if o.request_id == opened]
    await pay(journal, client, opened, dict(owing.due.by))
    # The operator cancels the departure; the watch finds the four parties on it.
    clock.advance(minutes)
    on_it = {refs[k] for k in ("part", "rebooked", "refunded", "open")}
    assert operator_cancels(sandbox, CRUISE, CANCELLED) == on_it
    assert await watched(client, journal) == len(on_it)
    clock.advance(minutes)
    await refund_party(desk(journal), client, COUNTER, refs["refunded"])
    await refund_party(desk(journal), client, COUNTER, refs["part"])
    clock.advance(minutes)
    refs["rebooked_to"] = await rebook_party(
        desk(journal), client, sandbox, COUNTER, refs["rebooked"], CRUISE, KEPT
    )
    clock.advance(minutes)
    close(journal, second.shift_id, Decimal("0.00"), Decimal("0.00"))
    clock.advance(minutes)
    # The third shift's float less than the drawer holds: the rest paid out to the bank.
    till.open_shift(COUNTER, CLERK, Decimal("1500.00"))
    return refs


if __name__ == "__main__":
    out = Path(sys.argv[1])
    with tempfile.TemporaryDirectory() as scratch:
        found = asyncio.run(day(Path(scratch), Path(scratch) / "sandbox.db"))
        # The journal's file with what its write-ahead log holds, compacted in small pages.
        with (
            closing(sqlite3.connect(Path(scratch) / "journal.db")) as made,
            closing(sqlite3.connect(out / f"{NAME}.sqlite3")) as kept,
        ):
            made.backup(kept)
            kept.execute("PRAGMA journal_mode = DELETE")
            kept.execute("PRAGMA page_size = 512")
            kept.execute("VACUUM")
    (out / f"{NAME}.json").write_text(json.dumps(found, indent=1, sort_keys=True) + "\n")

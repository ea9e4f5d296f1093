"""Sales for the disruption tests: BOAT parties booked through the real write-ahead path with
their payment at the till, a moving clock shared by sandbox and journal, and the operator."""

from __future__ import annotations

import datetime as dt
import json
import shutil
import subprocess
import sys
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path

from app.api import PartnerClient
from app.booking import BookingFlow, PassengerEntry, settle
from app.booking.aftersale import AboveRuleAsk, AfterSale, AfterSaleContext, RefundAsks
from app.booking.choice import Choice
from app.booking.till import customer_price_of
from app.counter.runtime.watch import Watcher
from app.domain.disruption import Pace
from app.domain.gst import Registration
from app.domain.modules import Module
from app.domain.till import CustomerPrice, Markup, TillRules
from app.journal import Journal
from app.journal.till import Shift, TillSale
from app.sandbox import EmbeddedSandbox
from app.sandbox.operator import Departure, cancel_departure, delay_departure
from tests.booking.sales import activity_choice, boat_choice, boat_flow, indian
from tests.journal.till_sales import exact_cash
from tests.service import FROZEN_NOW

# Two days after the frozen "today" (Tuesday 2026-12-01 10:00): inside the watcher's 72 hours.
DAY = FROZEN_NOW.date() + dt.timedelta(days=2)
# The agency's service charge: 50.00 a seat, so that the refund rule has one to give back.
RULES = TillRules(markups={Module.BOAT: Markup(per_seat=Decimal("50.00"))}, round_to=1)


class MovingClock:
    """The sandbox's frozen clock, moved by the test (and by ``sleep``), read by the journal."""

    def __init__(self, sandbox: EmbeddedSandbox) -> None:
        self.sandbox = sandbox
        sandbox.clock = FROZEN_NOW

    def __call__(self) -> dt.datetime:
        assert self.sandbox.clock is not None
        return self.sandbox.clock

    def advance(self, by: dt.timedelta) -> None:
        """Move both clocks on."""
        self.sandbox.clock = self() + by

    async def sleep(self, seconds: float) -> None:
        """What the watcher's waits do: the time passes at once."""
        self.advance(dt.timedelta(seconds=seconds))


async def sell_party(
    sandbox: EmbeddedSandbox,
    client: PartnerClient,
    journal: Journal,
    names: list[str],
    *,
    schedule_id: int,
    day: dt.date = DAY,
    customer: str = "Asha Rao",
    counter: str = "PB1",
    shift_id: int | None = None,
    phone: str = "9876543210",
    language: str | None = None,
    registration: Registration | None = None,
    rules: TillRules = RULES,
    people: Sequence[PassengerEntry] = (),
) -> tuple[str, CustomerPrice]:
    """Sell a BOAT party at ``counter``, paid in exact cash; its reference and price (with its
    tax invoice when the agency's ``registration`` is given; priced by the till's ``rules``).
    The party is Indian adults of ``names``, or ``people`` as given."""
    choice = boat_choice(sandbox, schedule_id, day)
    party = list(people) or [indian(name) for name in names]
    flow = boat_flow(choice, party, sandbox.context.today)
    return await _sold(
        client,
        journal,
        choice,
        flow,
        customer=customer,
        counter=counter,
        shift_id=shift_id,
        phone=phone,
        language=language,
        registration=registration,
        rules=rules,
    )


async def sell_activity(
    sandbox: EmbeddedSandbox,
    client: PartnerClient,
    journal: Journal,
    seats: int,
    *,
    activity_id: int,
    slot: int,
    day: dt.date,
    customer: str = "Asha Rao",
    counter: str = "PB1",
    shift_id: int | None = None,
) -> tuple[str, CustomerPrice]:
    """Sell ``seats`` of an ACTIVITY slot at ``counter``, paid in exact cash."""
    choice = activity_choice(sandbox, activity_id, slot=slot, day=day)
    flow = BookingFlow(choice, today=sandbox.context.today)
    flow.set_qty(seats)
    return await _sold(
        client, journal, choice, flow, customer=customer, counter=counter, shift_id=shift_id
    )


async def _sold(
    client: PartnerClient,
    journal: Journal,
    choice: Choice,
    flow: BookingFlow,
    *,
    customer: str,
    counter: str,
    shift_id: int | None,
    phone: str = "9876543210",
    language: str | None = None,
    registration: Registration | None = None,
    rules: TillRules = RULES,
) -> tuple[str, CustomerPrice]:
    email = customer.lower().replace(" ", ".") + "@example.in"
    flow.set_customer(name=customer, email=email, phone=phone)
    price = customer_price_of(choice, flow.review().breakdown, rules)
    buyer = flow.customer.buyer
    sale = TillSale(
        counter=counter,
        clerk="Leela Menon",
        shift_id=shift_id,
        price=price,
        payment=exact_cash(price.total),
        trip=choice.product,
        departs=choice.start_text,
        terms="Full refund 48 h or more before; half 24 to 48 h; none under 24 h.",
        customer_language=language,
        tax=None if registration is None else registration.basis(choice.module, buyer),
    )
    outcome = await settle(client, journal, flow, sale=sale)
    return outcome.result.booking_ref, price


def operator_cancels(sandbox: EmbeddedSandbox, schedule_id: int, day: dt.date = DAY) -> set[str]:
    """The operator cancels the departure: the references it voided."""
    voided = cancel_departure(
        sandbox.context.db, Departure(Module.BOAT, schedule_id, day), sandbox.context.now()
    )
    return {v.booking_ref for v in voided}


def operator_command_cancels(
    sandbox: EmbeddedSandbox, schedule_id: int, day: dt.date = DAY
) -> set[str]:
    """The operator cancels the departure as a trainer does, with the installed command
    ``counterdesk-sandbox operator`` on the sandbox's file at the sandbox's instant: the
    references it printed as voided."""
    command = shutil.which("counterdesk-sandbox", path=str(Path(sys.executable).parent))
    assert command is not None, "make installs the package and its commands in .venv"
    printed = subprocess.run(
        [
            command,
            "operator",
            "--db",
            str(sandbox.context.db.path),
            "--clock",
            sandbox.context.now().isoformat(),
            "cancel",
            Module.BOAT.value,
            str(schedule_id),
            day.isoformat(),
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return {str(voided["booking_ref"]) for voided in json.loads(printed)}


async def sold_then_cancelled(
    sandbox: EmbeddedSandbox,
    client: PartnerClient,
    journal: Journal,
    names: list[str],
    *,
    schedule_id: int,
    day: dt.date,
    counter: str,
    shift_id: int,
    customer: str = "Asha Rao",
    registration: Registration | None = None,
    rules: TillRules = RULES,
) -> str:
    """A party sold (``sell_party``, priced by ``rules``) whose departure the operator then
    cancels, found by one round of the watcher at once: the disrupted booking's reference."""
    ref, _price = await sell_party(
        sandbox,
        client,
        journal,
        names,
        schedule_id=schedule_id,
        day=day,
        customer=customer,
        counter=counter,
        shift_id=shift_id,
        registration=registration,
        rules=rules,
    )
    assert operator_cancels(sandbox, schedule_id, day) == {ref}
    assert await watched(client, journal) == 1
    return ref


async def watched(client: PartnerClient, journal: Journal) -> int:
    """One round of the counter's watcher at once: how many disruptions it found."""
    watcher = Watcher(
        client.booking_status,
        journal,
        Pace(gap=dt.timedelta(0)),
        wallet=client.wallet_balance,
        refund_service_charge=True,
        now=journal.now,
    )
    return len((await watcher.watch_once()).found)


def operator_delays(
    sandbox: EmbeddedSandbox, schedule_id: int, departs: dt.time, day: dt.date = DAY
) -> list[str]:
    """The operator delays the departure to ``departs``."""
    return delay_departure(sandbox.context.db, Departure(Module.BOAT, schedule_id, day), departs)


def aftersale_of(
    journal: Journal, client: PartnerClient, counter: str = "PB1", *, charge_back: bool = True
) -> AfterSale:
    """The counter's after-sale as the Disruptions screen has it: the refund from the shift
    open now, never above the rule (the service charge given back unless ``charge_back`` is
    False, the till's default)."""

    async def open_shift() -> Shift | None:
        return journal.till.open_shift_of(counter)

    async def never(_ask: AboveRuleAsk) -> int | None:
        return None

    desk = AfterSaleContext(lambda: client, journal, lambda: counter, lambda: charge_back)
    return AfterSale(desk, RefundAsks(open_shift, never))

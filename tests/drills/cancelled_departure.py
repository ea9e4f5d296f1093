"""The drill of a cancelled departure: three counters of one agency sell 30 bookings on two
departures (a party of four among them); the operator cancels one; each counter's watcher finds
its own affected bookings within two watch intervals, the agency store lists each of them
(counter, booking, customer, departure), the party of four is rebooked on the next day's
departure and another party is refunded at the till, and the till, the Z reports and the
wallet's ledger agree to the paisa.

As a script (its own sandbox and PostgreSQL server, in a temporary folder)::

    python -m tests.drills.cancelled_departure

It prints what it found and exits 1 when a check fails. Each step is a method of ``Drill``, run
in order by ``run``.

The operator cancels with its command, ``counterdesk-sandbox operator cancel BOAT 4 DAY`` on the
sandbox's file (the entry point's function, ``app.cli.sandbox_main``, given the words typed),
and what it prints is checked against the wallet's ledger.

The drill is headless: its rebook goes through the Qt-free exchange the Disruptions screen's
Rebook key drives (``app.booking.exchange``, a ``REBOOK`` of the operator's journalled
cancellation), and its refund through the screen's Qt-free model (``DisruptionService``). The
clerk's keystroke groups for rebooking a party of four are counted where there are keys, in
``tests/ui/screens/test_rebook.py::test_a_party_is_rebooked_by_keyboard_in_at_most_eight_``
``keystroke_groups``.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import io
import json
import shutil
import sqlite3
import sys
import tempfile
from contextlib import closing, redirect_stdout
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path

from app.agency.disruptions import AgencyDisruption, disruptions
from app.agency.identity import CounterIdentity
from app.api import PartnerClient
from app.booking.aftersale import Refused
from app.booking.cancel import confirm_cancellation, whole_booking
from app.booking.checkout import Asks, BelowCost, Checkout, SaleTerms
from app.booking.checkout import Counter as SaleCounter
from app.booking.exchange import Exchange, ExchangeResult, given_booking
from app.cli import sandbox_main
from app.counter.runtime.watch import Watcher
from app.counter.services.disruptions import DisruptionService
from app.domain.disruption import Closed, Pace
from app.domain.modules import Module
from app.domain.money import ZERO, from_paise
from app.domain.payment import Payment
from app.domain.till import DrawerCount
from app.journal import Journal
from app.journal.exchanges import ExchangeKind
from app.journal.till import Shift
from app.reports.counter import operations_on
from app.reports.drawer import x_report, z_figures, z_report
from app.reports.shift import OperationKind
from app.sandbox import EmbeddedSandbox
from tests.agency.records import counter
from tests.agency.replication import replicate_once
from tests.booking.sales import boat_choice
from tests.conftest import client_for
from tests.counter.disrupted_sales import (
    DAY,
    RULES,
    MovingClock,
    aftersale_of,
    sell_party,
)
from tests.journal.till_sales import exact_cash

CANCELLED = 4  # North Bay Harbour Cruise at 11:00: the operator cancels it
KEPT = 5  # the same cruise at 15:30: sails
COUNTERS = ("PB1", "PB2", "PB3")
BOOKINGS = 30
FLOAT = Decimal("1000.00")
CLERK = "Leela Menon"
# The watch interval of the drill: short, as the test's clock moves at once.
INTERVAL = dt.timedelta(minutes=2)
# The party of four: the first sale (PB1, on the departure the operator cancels).
FOUR = 0
# Where the party of four is rebooked: the same cruise the next day.
REBOOK_DAY = DAY + dt.timedelta(days=1)


def party_size(n: int) -> int:
    """How many travel in the drill's ``n``-th party: four in the first, else one to three."""
    return 4 if n == FOUR else 1 + n % 3


@dataclass
class Counter:
    """One counter of the drill: its identity, journal, open shift and what it sold."""

    identity: CounterIdentity
    folder: Path
    journal: Journal
    shift_id: int
    sold: dict[str, int] = field(default_factory=dict)  # booking reference: schedule
    seats: dict[str, int] = field(default_factory=dict)  # booking reference: party's size
    customers: dict[str, str] = field(default_factory=dict)  # booking reference: customer
    rebooked: dict[str, str] = field(default_factory=dict)  # booking given up: the new one
    found: dict[str, dt.datetime] = field(default_factory=dict)  # reference: when found

    @property
    def code(self) -> str:
        """Its short code."""
        return self.identity.code

    @property
    def booked(self) -> set[str]:
        """Every booking it made: those of the drill's sales and those of its rebooks."""
        return set(self.sold) | set(self.rebooked.values())


@dataclass
class Drill:
    """The drill's counters on one sandbox and agency store, and what each step saw."""

    sandbox: EmbeddedSandbox
    agency_url: str
    folder: Path
    clock: MovingClock = field(init=False)
    counters: list[Counter] = field(default_factory=list)
    own_cancelled: str = ""
    cancelled_at: dt.datetime | None = None
    command: list[str] = field(default_factory=list)  # the operator's, as typed
    operator_said: dict[str, Decimal] = field(default_factory=dict)  # voided: refunded
    voided: set[str] = field(default_factory=set)
    listed: list[AgencyDisruption] = field(default_factory=list)
    refunded: str = ""
    rebooked: str = ""  # the party of four's booking given up
    exchange: ExchangeResult | None = None
    credit: Decimal = ZERO  # the party of four's credit carried to its new sale
    rebooked_on: dt.date | None = None  # the day of its new booking, as the service says
    still_open: int = 0  # listed by the agency store before the refund
    ledger_lines: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.clock = MovingClock(self.sandbox)

    async def run(self, client: PartnerClient) -> Drill:
        """Every step, in order."""
        self.open_counters()
        await self.sell(client)
        await self.cancel_own(client)
        await self.watch(client)  # a first look: nothing is disrupted yet
        self.operator_cancels()
        await self.watch_until_found(client)
        await self.replicate()
        await self.read_agency()
        await self.check_kept(client)
        await self.rebook_four(client)
        await self.refund_one(client)
        await self.replicate()
        self.still_open = len(self.listed)
        await self.read_agency()
        self.check_money()
        return self

    def open_counters(self) -> None:
        """Three counters, each with its journal and a shift open with a float."""
        for code in COUNTERS:
            folder = self.folder / code
            journal = Journal(folder, now=self.clock)
            shift = journal.till.open_shift(code, CLERK, FLOAT)
            self.counters.append(Counter(counter(code), folder, journal, shift.shift_id))

    async def sell(self, client: PartnerClient) -> None:
        """30 parties, alternately on each departure, round the counters."""
        for n in range(BOOKINGS):
            desk = self.counters[n % len(self.counters)]
            schedule = (CANCELLED, KEPT)[n % 2]
            names = [f"Passenger {n}-{i}" for i in range(party_size(n))]
            ref, _price = await sell_party(
                self.sandbox,
                client,
                desk.journal,
                names,
                schedule_id=schedule,
                customer=f"Customer {n:02d}",
                counter=desk.code,
                shift_id=desk.shift_id,
                phone=f"98765{n:05d}",
            )
            desk.sold[ref] = schedule
            desk.seats[ref] = len(names)
            desk.customers[ref] = f"Customer {n:02d}"

    async def cancel_own(self, client: PartnerClient) -> None:
        """PB2's customer of the departure to be cancelled asks to cancel first."""
        desk = self.counters[1]
        ref = next(r for r, schedule in desk.sold.items() if schedule == CANCELLED)
        status = (await client.booking_status(ref, Module.BOAT)).data
        choice = whole_booking(status)
        assert choice is not None
        await confirm_cancellation(client, desk.journal, choice, f"own-{ref}", None)
        self.own_cancelled = ref

    def watcher(self, client: PartnerClient, desk: Counter) -> Watcher:
        """The counter's watcher at the drill's interval."""
        return Watcher(
            client.booking_status,
            desk.journal,
            Pace(near=INTERVAL, far=INTERVAL, gap=dt.timedelta(0)),
            wallet=client.wallet_balance,
            refund_service_charge=True,
            now=self.clock,
            found=lambda ref: desk.found.update({ref: self.clock()}),
        )

    async def watch(self, client: PartnerClient) -> None:
        """Each counter's watcher looks once at what is due."""
        for desk in self.counters:
            await self.watcher(client, desk).watch_once()

    def operator_cancels(self) -> None:
        """The operator cancels the 11:00 departure of the day with its command (on the
        sandbox's file, at the sandbox's clock): the bookings it voided and what each got
        back, as it printed them."""
        self.cancelled_at = self.clock()
        self.command = [
            "operator",
            "--db",
            str(self.sandbox.context.db.path),
            "--clock",
            self.clock().isoformat(),
            "cancel",
            "BOAT",
            str(CANCELLED),
            DAY.isoformat(),
        ]
        printed = io.StringIO()
        with redirect_stdout(printed):
            status = sandbox_main(self.command)
        if status != 0:
            self.problems.append(f"the operator's command ended with status {status}")
            return
        said = json.loads(printed.getvalue())
        self.operator_said = {v["booking_ref"]: Decimal(v["refunded"]) for v in said}
        self.voided = set(self.operator_said)

    async def watch_until_found(self, client: PartnerClient) -> None:
        """Two watch intervals pass, each counter's watcher looking at what falls due."""
        for _ in range(2):
            self.clock.advance(INTERVAL)
            await self.watch(client)

    async def replicate(self) -> None:
        """Each counter's outbox reaches the agency store."""
        for desk in self.counters:
            await replicate_once(desk.folder, desk.identity, self.agency_url)

    async def read_agency(self) -> None:
        """The agency's list of open disruptions, as its Disruptions screen reads and lists it
        (each booking's counter, reference, customer and departure)."""
        from psycopg_pool import AsyncConnectionPool

        async with AsyncConnectionPool(self.agency_url, min_size=1, open=False) as pool:
            self.listed = await disruptions(pool)

    async def check_kept(self, client: PartnerClient) -> None:
        """No booking of the departure that sails is touched: confirmed, nothing refunded, no
        disruption at the counter that sold it."""
        for desk in self.counters:
            for ref, schedule in desk.sold.items():
                if schedule != KEPT:
                    continue
                data = (await client.booking_status(ref, Module.BOAT)).data
                if (data.booking_status, data.refund_status) != ("Confirmed", "NONE"):
                    self.problems.append(f"{ref} of the kept departure is {data.booking_status}")
                if desk.journal.disruptions.find(ref) is not None:
                    self.problems.append(f"{ref} of the kept departure is a disruption")

    async def rebook_four(self, client: PartnerClient) -> None:
        """PB1 rebooks the party of four on the same cruise the next day, as the Rebook key
        does: the exchange of the operator's journalled cancellation, the party's credit (all
        they paid) against the new price, the difference (if any) at the till."""
        desk = self.counters[0]
        ref = next(r for r, size in desk.seats.items() if size == 4)
        disruption = desk.journal.disruptions.find(ref)
        if disruption is None or disruption.request_id is None:
            self.problems.append(f"the party of four {ref} is no disruption at {desk.code}")
            return
        status = (await client.booking_status(ref, Module.BOAT)).data

        async def shift() -> Shift | None:
            return desk.journal.till.open_shift_of(desk.code)

        async def never(_below: BelowCost) -> bool:
            return False

        counter = SaleCounter(
            lambda: client, desk.journal, lambda: SaleTerms(desk.code, RULES), now=self.clock
        )
        exchange = Exchange(
            ExchangeKind.REBOOK,
            given_booking(desk.journal, status),
            Checkout.new(
                boat_choice(self.sandbox, CANCELLED, REBOOK_DAY),
                counter,
                Asks(shift, never),
                self.sandbox.context.today,
            ),
            disruption.request_id,
        )
        quote = await exchange.quote()
        owed = max(quote.difference, ZERO)
        problems = exchange.pay(exact_cash(owed) if owed else Payment(()))
        result = None if problems else await exchange.confirm()
        if result is None or not result.done:
            why = problems or (result.message() if result else "declined")
            self.problems.append(f"{ref} not rebooked: {why}")
            return
        desk.rebooked[ref] = result.booking_ref
        self.rebooked, self.exchange, self.credit = ref, result, quote.credit
        new = (await client.booking_status(result.booking_ref, Module.BOAT)).data
        names = [t.traveler_name for t in new.traveler_manifest or ()]
        if new.booking_status != "Confirmed" or len(names) != 4:
            self.problems.append(f"{result.booking_ref} is {new.booking_status} for {names}")
        self.rebooked_on = new.metadata.travel_date
        closed = desk.journal.disruptions.find(ref)
        if closed is None or closed.closed_how is not Closed.REBOOKED:
            self.problems.append(f"the disruption of {ref} is not closed as rebooked")

    async def refund_one(self, client: PartnerClient) -> None:
        """PB1 gives another party its money back from the Disruptions screen's model."""
        desk = self.counters[0]
        model = DisruptionService(
            aftersale_of(desk.journal, client, desk.code), language="en", agency=""
        )
        party = next(p for g in model.groups() for p in g.parties if p.booking_ref != self.rebooked)
        paid = await model.refund(party)
        if isinstance(paid, Refused):
            self.problems.append(f"{party.booking_ref} not refunded: {paid.blocked}")
        self.refunded = party.booking_ref

    def check_money(self) -> None:
        """Close each shift (drawer counted as expected) and compare the till, the Z reports
        and the wallet's ledger, to the paisa (the rebook's new sale and its credit too)."""
        ledger = _ledger(self.sandbox)
        sold_here = set().union(*(desk.booked for desk in self.counters))
        self.check_rebook()
        debited = credited = ZERO
        for desk in self.counters:
            operations = operations_on(desk.journal, self.clock().date())
            debited += sum((op.amount for op in operations if op.kind is OperationKind.SALE), ZERO)
            credited += sum(
                (op.amount for op in operations if op.kind is OperationKind.CANCELLATION), ZERO
            )
            expected = x_report(desk.journal.till, desk.shift_id).expected
            report = z_report(
                desk.journal.till,
                desk.shift_id,
                DrawerCount.of({}, coins=expected),
                closed_by=CLERK,
            )
            figures = z_figures(report)
            # What the till took for each sale (a rebook's new sale: only the difference its
            # credit did not cover) and gave back for each booking.
            sales_cash = sum(
                (s.payment.paid for s in desk.journal.till.sales() if s.booking_ref in desk.booked),
                ZERO,
            )
            given = sum(
                (r.amount for ref in desk.booked for r in desk.journal.till.refunds_of(ref)), ZERO
            )
            if (figures.cash_in, figures.cash_out) != (sales_cash, given):
                self.problems.append(f"{desk.code}: Z {figures} != till {sales_cash}, {given}")
            if figures.difference != ZERO:
                self.problems.append(f"{desk.code}: drawer off by {figures.difference}")
        self.ledger_lines += [
            f"journals: debited {debited}, credited back {credited}; wallet's ledger: "
            f"{ledger.settled(sold_here)} and {ledger.refunded(sold_here)}"
        ]
        if debited != ledger.settled(sold_here):
            self.problems.append(f"debited {debited} != ledger {ledger.settled(sold_here)}")
        if credited != ledger.refunded(sold_here):
            self.problems.append(f"credited {credited} != ledger {ledger.refunded(sold_here)}")
        for ref, refunded in self.operator_said.items():
            if ledger.refunded({ref}) != refunded:
                self.problems.append(
                    f"the operator's command said {ref} got {refunded}, the ledger "
                    f"{ledger.refunded({ref})}"
                )

    def check_rebook(self) -> None:
        """The party of four's new sale took only what its credit did not cover, the rest (if
        any) went back from the till, and nothing stays owed for the booking given up."""
        if self.exchange is None:
            return
        till = self.counters[0].journal.till
        new = till.sale(self.exchange.plan.sale_request_id)
        old = till.sale_of(self.rebooked)
        if new is None or old is None or new.booking_ref != self.exchange.booking_ref:
            self.problems.append(f"the rebook of {self.rebooked} has no sale at the till")
            return
        if self.credit != old.price.total:  # the operator cancelled: all they paid
            self.problems.append(f"credit {self.credit} != paid {old.price.total}")
        if new.payment.paid != max(new.price.total - self.credit, ZERO):
            self.problems.append(f"the rebook took {new.payment.paid} for {new.price.total}")
        back = sum((r.amount for r in till.refunds_of(self.rebooked)), ZERO)
        if back != max(self.credit - new.price.total, ZERO):
            self.problems.append(f"the rebook gave back {back}")
        if any(o.due.booking_ref == self.rebooked for o in till.refunds_owed()):
            self.problems.append(f"{self.rebooked} is still owed a refund after its rebook")
        self.ledger_lines.append(
            f"rebook: credit {self.credit} against {new.price.total}; the till took "
            f"{new.payment.paid} and gave back {back}"
        )

    def close(self) -> None:
        """Close the counters' journals."""
        for desk in self.counters:
            desk.journal.close()


@dataclass(frozen=True)
class Ledger:
    """The demo agent's ledger journals in the sandbox, by event and booking."""

    rows: list[tuple[str, str, int]]

    def settled(self, refs: set[str]) -> Decimal:
        """What ``refs``' bookings debited."""
        return self._sum("BOOKING_SETTLED", refs)

    def refunded(self, refs: set[str]) -> Decimal:
        """What ``refs``' cancellations credited back."""
        return self._sum("CANCELLATION_REFUND", refs)

    def _sum(self, event: str, refs: set[str]) -> Decimal:
        return sum((from_paise(p) for e, ref, p in self.rows if e == event and ref in refs), ZERO)


def _ledger(sandbox: EmbeddedSandbox) -> Ledger:
    path = sandbox.context.db.path
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
        rows = conn.execute(
            "SELECT event, booking_ref, amount_paise FROM journals WHERE booking_ref IS NOT NULL"
        ).fetchall()
    return Ledger([(str(e), str(r), int(p)) for e, r, p in rows])


async def run_drill(sandbox: EmbeddedSandbox, agency_url: str, folder: Path) -> Drill:
    """The whole drill on ``sandbox`` and the agency store at ``agency_url``."""
    drill = Drill(sandbox, agency_url, folder)
    try:
        async with client_for(sandbox, sandbox.demo_key) as client:
            return await drill.run(client)
    finally:
        drill.close()


def summary(drill: Drill) -> list[str]:
    """What the drill found, a line each, and its problems."""
    found = {ref: desk.code for desk in drill.counters for ref in desk.found}
    lines = [
        f"{sum(len(d.sold) for d in drill.counters)} bookings sold by {len(drill.counters)} "
        f"counters; the operator voided {len(drill.voided)} with: counterdesk-sandbox "
        + " ".join(drill.command),
        f"found {len(found)} disruptions, each by the counter that sold it: "
        + ", ".join(f"{d.code} {len(d.found)}" for d in drill.counters),
        f"the agency store listed {drill.still_open} open; the party of four {drill.rebooked} "
        f"rebooked as {drill.exchange.booking_ref if drill.exchange else '-'} and "
        f"{drill.refunded} refunded at PB1, then {len(drill.listed)} open",
        f"the agency's own cancellation {drill.own_cancelled} is no disruption: "
        f"{drill.own_cancelled not in found}",
    ]
    return lines + drill.ledger_lines + [f"PROBLEM: {problem}" for problem in drill.problems]


async def _main(folder: Path) -> int:
    from app.agency.local_server import LocalServer
    from app.sandbox import SandboxConfig, start_embedded
    from tests.conftest import FROZEN_NOW

    # A folder of its own under the system's temporary one: as root, the server runs as another
    # user, who must be able to enter it (as tests/agency/conftest.py does).
    pg_folder = Path(tempfile.mkdtemp(prefix="counterdesk-drill-pg-"))
    server = LocalServer(pg_folder, durable=False)
    server.start()
    sandbox = start_embedded(
        SandboxConfig(db_path=folder / "sandbox.db", clock=FROZEN_NOW, boat_fault=False)
    )
    try:
        drill = await run_drill(sandbox, server.url(), folder / "counters")
    finally:
        sandbox.stop()
        server.stop("immediate")
        shutil.rmtree(pg_folder, ignore_errors=True)
    for line in summary(drill):
        print(line)
    return 1 if drill.problems else 0


def main() -> int:
    """Run the drill in a temporary folder; 0 when every check held."""
    with tempfile.TemporaryDirectory(prefix="counterdesk-drill-") as folder:
        return asyncio.run(_main(Path(folder)))


if __name__ == "__main__":
    sys.exit(main())

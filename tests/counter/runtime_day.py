"""A counter's disrupted day run by its runtime alone, with no Qt in this process, declared once
(``DAY``, its steps in order) for the whole day and for the day killed at six points
(``runtime_kills``): started from saved settings naming a real SMTP server (aiosmtpd) and a real
agency store (PostgreSQL), a shift opened, six parties sold through the checkout (cash, UPI,
split, a business's B2B invoice); the operator cancels the departure carrying two of them; the
runtime's watch finds both, its mail job delivers every letter once (through the mail child,
which lays documents out with Qt in a process of its own); as the Disruptions screen's keys do,
the party of two is rebooked on the next day's departure and the other refunded at the till over
its two tenders; the X report read, the shift closed with its Z; every record is in the agency
store once, its integrity view clean, and the sandbox's ledger settled each sale once.

Each step looks at the journal and the sandbox first and does only what is not done yet, as the
clerk would after a power cut: a restarted counter goes on from where it was killed.

``python -m tests.counter.runtime_day AGENCY_URL`` (``test_runtime`` starts it) prints a line
ending "; PySide6 not imported"."""

from __future__ import annotations

import asyncio
import datetime as dt
import os
import socket
import sqlite3
import sys
import tempfile
from collections.abc import Awaitable, Callable, Collection, Mapping
from dataclasses import dataclass, field, replace
from decimal import Decimal
from pathlib import Path

import psycopg
import trustme
from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.agency.identity import counter_identity
from app.counter.config.settings import Settings
from app.domain.agency_target import parse_target
from app.domain.money import ZERO
from app.domain.tenders import CASH, UPI
from app.journal.store import DATABASE_NAME, Journal
from app.records.bookings import BookingRow
from app.reports.shift import Check
from app.sandbox import EmbeddedSandbox, SandboxConfig, start_embedded
from tests.agency.replication import arrived_once
from tests.counter.day_close import (
    Pay,
    by_cash,
    by_upi,
    cash_and_upi,
    rebook_party,
    refund_party,
    sell_by_checkout,
    x_expected,
    z_closed,
)
from tests.counter.disrupted_sales import DAY as TRAVEL_DAY
from tests.counter.disrupted_sales import operator_cancels
from tests.counter.runtime_counter import Counter, counter_at, until
from tests.mail.journal_mail import mail_server
from tests.mail.smtp_servers import Recording, start
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE
from tests.service import FROZEN_NOW

CRUISE = NO_FLAGS_TRIP_SCHEDULE
# The departure the operator cancels, and the next day's, which sails.
CANCELLED, KEPT = TRAVEL_DAY, TRAVEL_DAY + dt.timedelta(days=1)
CLERK = "Leela Menon"
FLOAT = Decimal("2000.00")
# A business customer in Kerala: its B2B tax invoice names it.
B2B = {"gstin": "32AAACB1234F1ZI", "address": "MG Road, Kochi", "state_code": "32"}


@dataclass(frozen=True, slots=True)
class Party:
    """A party sold on the day: its travellers (the first is the customer), the day it sails,
    how it pays and, for a business, what its B2B invoice names."""

    names: tuple[str, ...]
    day: dt.date
    pay: Pay
    business: Mapping[str, str] = field(default_factory=dict)

    @property
    def customer(self) -> str:
        """Who booked it."""
        return self.names[0]


PARTIES = (
    Party(("Ravi Kumar", "Anita Kumar"), CANCELLED, by_cash),
    Party(("Meera Nair",), KEPT, by_cash),
    Party(("Suresh Pillai",), CANCELLED, cash_and_upi),
    Party(("Kavya Iyer",), KEPT, by_upi),
    Party(("Arjun Das", "Priya Das"), KEPT, cash_and_upi),
    Party(("Vikram Rao",), KEPT, by_cash, B2B),
)
ON_CANCELLED = tuple(party for party in PARTIES if party.day == CANCELLED)
# The party of two rebooked on the next day's cruise; the one refunded over cash and UPI.
REBOOKED, REFUNDED = ON_CANCELLED


@dataclass(frozen=True, slots=True)
class Day:
    """The counter the day runs on, its sandbox and the agency store's address."""

    counter: Counter
    sandbox: EmbeddedSandbox
    store_url: str

    @property
    def journal(self) -> Journal:
        """The counter's journal."""
        return self.counter.journal

    @property
    def code(self) -> str:
        """The counter's code."""
        return self.counter.connection.settings.counter_code

    def sold(self, party: Party) -> BookingRow | None:
        """``party``'s booking as the journal has it (None: not sold); never two."""
        rows = [
            row
            for row in self.journal.history.rows(party.customer)
            if row.customer_name == party.customer and row.travel_date == party.day
        ]
        assert len(rows) <= 1, [row.booking_ref for row in rows]  # nothing sold twice
        return rows[0] if rows else None

    def booking_ref(self, party: Party) -> str:
        """``party``'s booking reference (it was sold)."""
        row = self.sold(party)
        assert row is not None, party
        return row.booking_ref

    def still_open(self, booking_ref: str) -> bool:
        """Whether the disruption found of ``booking_ref`` is not dealt with yet."""
        found = self.journal.disruptions.find(booking_ref)
        assert found is not None
        return found.closed_how is None

    def drawer(self) -> tuple[Decimal, Decimal]:
        """The cash the till took today and the cash it gave back."""
        till = self.journal.till
        taken = sum((sale.payment.total_by(CASH) for sale in till.sales()), ZERO)
        given = [
            r for p in PARTIES if (row := self.sold(p)) for r in till.refunds_of(row.booking_ref)
        ]
        return taken, sum((r.amount for r in given if r.mode is CASH), ZERO)


async def open_shift(day: Day) -> None:
    """The clerk opens the shift with its float."""
    if day.journal.till.open_shift_of(day.code) is None:
        day.journal.till.open_shift(day.code, CLERK, FLOAT)


async def sell(day: Day) -> None:
    """Each party not sold yet, through the checkout (a sale a kill cut short after the
    service's answer was settled by the runtime's replay at the start: it is not sold again)."""
    assert day.journal.pending() == []  # the replay's first round came before the first sale
    client = day.counter.connection.client
    for party in PARTIES:
        if day.sold(party) is None:
            names = list(party.names)
            await sell_by_checkout(
                day.counter.services,
                client,
                day.sandbox,
                day.code,
                party.day,
                names,
                party.pay,
                **party.business,
            )
    assert all(day.sold(party) for party in PARTIES)


async def find(day: Day) -> None:
    """The operator cancels the departure; the watch finds both parties on it."""
    refs = {day.booking_ref(party) for party in ON_CANCELLED}
    assert operator_cancels(day.sandbox, CRUISE, CANCELLED) <= refs  # none again once done
    # The operator's change is found at the watch's pace (minutes): its next round now. No
    # money moved: the letters and the agency store are woken by the services that move it.
    day.counter.runtime.wake("watch")
    disruptions = day.journal.disruptions
    await until(lambda: all(disruptions.find(ref) for ref in refs), 60)


async def mail(day: Day) -> None:
    """Every letter queued so far (the disruptions' at least) sent."""
    await until(lambda: _all_sent(day.counter, len(ON_CANCELLED)), 120)


async def rebook(day: Day) -> None:
    """The party of two rebooked on the next day's cruise, as the Rebook key does."""
    ref = day.booking_ref(REBOOKED)
    if day.still_open(ref):
        client = day.counter.connection.client
        await rebook_party(day.counter.services, client, day.sandbox, day.code, ref, CRUISE, KEPT)
    assert day.sold(replace(REBOOKED, day=KEPT)) is not None  # rebooked once


async def refund(day: Day) -> None:
    """The other party refunded at the till, back over the tenders it paid with."""
    ref = day.booking_ref(REFUNDED)
    if day.still_open(ref):
        client = day.counter.connection.client
        assert await refund_party(day.counter.services, client, day.code, ref) > 0
    given = day.journal.till.refunds_of(ref)
    assert {r.mode.code for r in given} == {CASH.code, UPI.code}, given
    assert day.journal.disruptions.open() == []


async def x_read(day: Day) -> None:
    """The X report: the drawer holds the float and the cash taken less the cash given back."""
    shift = day.journal.till.open_shift_of(day.code)
    assert shift is not None
    taken, given = day.drawer()
    assert x_expected(day.journal, shift.shift_id) == FLOAT + taken - given


async def z_read(day: Day) -> None:
    """The shift closed with its Z report, the drawer counted as expected, to the paisa."""
    shift = day.journal.till.open_shift_of(day.code)
    assert shift is not None
    assert z_closed(day.journal, shift.shift_id, CLERK) == day.drawer()


async def stored(day: Day) -> None:
    """Every letter sent, every record in the agency store once and its integrity view clean,
    each sale settled once in the sandbox's ledger, every job running."""
    counter, runtime = day.counter, day.counter.runtime
    await until(lambda: _all_sent(counter, len(ON_CANCELLED)), 120)
    await until(lambda: _synced(counter), 60)
    identity = counter_identity(counter.paths, socket.gethostname())
    await arrived_once(day.store_url, day.journal.folder, identity)  # each once, in order
    records, problems = store_problems(day.store_url)
    assert records > 0 and problems == [], problems
    # The agency day close: every operation the store holds matched on the wallet's ledger (none
    # missing, none differing: no false "missing" after a kill), the drawer's Z even.
    snapshot = (
        await counter.connection.client.wallet_balance()
    ).data.recent_ledger_journal_snapshot
    async with AsyncConnectionPool(day.store_url, min_size=1, max_size=1) as pool:
        close = await queries.day_close(pool, day.journal.now().date(), snapshot)
    checks = [line.check for line in close.report.lines]
    assert checks and set(checks) == {Check.MATCHED}, close.report.lines
    assert close.problems == [] and close.drawers_difference == ZERO
    assert ledger(day.sandbox) == {
        "BOOKING_SETTLED": len(PARTIES) + 1,  # the rebook's new booking too
        "CANCELLATION_REFUND": len(ON_CANCELLED),
    }
    assert all(job.running for job in runtime.health()) and runtime.problems() == []
    # The child marks each letter sent before it ends; the job hears of it once it has.
    await until(lambda: runtime.mail.report().summary == "Mail: all sent", 60)
    line = next(job.line for job in runtime.health() if job.name == "mail")
    assert line.startswith("Mail: all sent · last round "), line


# The day, once: each step's name and what it does. Whole, or killed and started again.
Step = Callable[[Day], Awaitable[None]]
DAY: tuple[tuple[str, Step], ...] = (
    ("shift", open_shift),
    ("sell", sell),
    ("find", find),
    ("mail", mail),
    ("rebook", rebook),
    ("refund", refund),
    ("x", x_read),
    ("z", z_read),
    ("stored", stored),
)


async def run_day(
    day: Day, done: Collection[str] = (), ended: Callable[[str], None] = lambda name: None
) -> None:
    """The steps of ``DAY`` not ``done`` yet, in order (``ended`` told of each as it ends)."""
    for name, step in DAY:
        if name not in done:
            await step(day)
            ended(name)


def outbox(counter: Counter) -> list[tuple[int, str, str]]:
    """Every letter of the counter's outbox: number, state, subject."""
    database = counter.journal.folder / DATABASE_NAME
    with sqlite3.connect(database) as conn:
        rows = conn.execute("SELECT message_id, state, subject FROM mail_outbox").fetchall()
    return [(int(n), str(state), str(subject)) for n, state, subject in rows]


def store_problems(url: str) -> tuple[int, list[str]]:
    """How many records the store holds, and its integrity view's problems."""
    with psycopg.connect(url) as conn:
        (records,) = conn.execute("SELECT count(*) FROM records").fetchone() or (0,)
        problems = conn.execute("SELECT problem FROM agency_integrity").fetchall()
    return int(records), [str(p) for (p,) in problems]


def ledger(sandbox: EmbeddedSandbox) -> dict[str, int]:
    """The sandbox's ledger journals of bookings by event, each booking's once (asserted)."""
    with sqlite3.connect(sandbox.context.db.path) as conn:
        rows = conn.execute(
            "SELECT event, booking_ref, count(*) FROM journals WHERE booking_ref IS NOT NULL"
            " GROUP BY event, booking_ref"
        ).fetchall()
    assert all(count == 1 for _event, _ref, count in rows), rows  # nothing settled twice
    events = [str(event) for event, _ref, _count in rows]
    return {event: events.count(event) for event in sorted(set(events))}


def _all_sent(counter: Counter, at_least: int) -> bool:
    letters = outbox(counter)
    return len(letters) >= at_least and all(state == "sent" for _n, state, _s in letters)


def _synced(counter: Counter) -> bool:
    """The link says all is sent, and the journal's outbox agrees (the link's word may be from
    before the last record was written)."""
    report = counter.runtime.agency.report()
    synced = report.active and report.waiting == 0 and report.summary == "Agency: synced"
    return synced and unsent(counter) == 0


def unsent(counter: Counter) -> int:
    """How many of the journal's records for the agency store are not in it yet."""
    with sqlite3.connect(counter.journal.folder / DATABASE_NAME) as conn:
        (count,) = conn.execute("SELECT count(*) FROM outbox WHERE sent_at IS NULL").fetchone()
    return int(count)


def settings_of(sandbox: EmbeddedSandbox, smtp_port: int, agency_url: str) -> Settings:
    """The counter's saved settings: the sandbox's address, the SMTP relay, the agency store."""
    return Settings(
        base_url=sandbox.base_url,
        mail=replace(mail_server(smtp_port), user=""),
        agency_db_url=parse_target(agency_url).url,
    )


async def disrupted_day(folder: Path, sandbox: EmbeddedSandbox, agency_url: str) -> str:
    """The whole day; what was seen, in a line."""
    authority = trustme.CA()
    bundle = folder / "system-store.pem"
    authority.cert_pem.write_to_path(str(bundle))
    (folder / "no-more-certificates").mkdir()
    # The mail child's system store holds the test server's authority alone.
    environ = {"SSL_CERT_FILE": str(bundle), "SSL_CERT_DIR": str(folder / "no-more-certificates")}
    os.environ.update(environ)
    recording = Recording()
    smtp = start(recording, "starttls-open", authority)  # a relay: no login, STARTTLS required
    target = parse_target(agency_url)
    settings = settings_of(sandbox, smtp.port, agency_url)
    try:
        async with counter_at(folder, sandbox, settings, agency=target) as counter:
            day = Day(counter, sandbox, target.connection_url(target.password))
            await run_day(day)
            # Each disruption recorded once; every letter taken by the server once.
            refs = sorted(day.booking_ref(party) for party in ON_CANCELLED)
            assert sorted(counter.found) == refs
            letters = sorted(subject for _n, _state, subject in outbox(counter))
            await until(lambda: len(recording.received) == len(letters), 30)
            assert sorted(str(m["Subject"]) for m in recording.received) == letters
            records, _problems = store_problems(day.store_url)
    finally:
        smtp.stop()
    return (
        f"{len(PARTIES)} sales, {len(refs)} found, one rebooked, one refunded, Z closed, "
        f"{len(letters)} letters delivered once, {records} records in the store once"
    )


def main() -> None:
    """Run the day on a fresh sandbox, then check that Qt was never imported."""
    with tempfile.TemporaryDirectory() as folder:
        sandbox = start_embedded(
            SandboxConfig(db_path=Path(folder) / "sandbox.db", clock=FROZEN_NOW, boat_fault=False)
        )
        try:
            found = asyncio.run(disrupted_day(Path(folder), sandbox, sys.argv[1]))
        finally:
            sandbox.stop()
    qt = sorted(n for n in sys.modules if n.split(".")[0] in ("PySide6", "shiboken6"))
    assert not qt, f"Qt was imported by the headless runtime: {qt[:5]}"
    print(f"disrupted_day: {found}; PySide6 not imported")


if __name__ == "__main__":
    main()

"""A counter's disrupted day run by its runtime alone, with no Qt in this process: started from
saved settings naming a real SMTP server (aiosmtpd) and a real agency store (PostgreSQL), a shift
opened, parties sold, the operator cancels the departure carrying two of them; the runtime's
watch finds both, its mail job delivers every letter once (through the mail child, which lays
documents out with Qt in a process of its own), its agency link copies every record once and
the store's integrity view is clean. Then, as the Disruptions screen's keys do, one party is
rebooked on the next day's departure and the other refunded at the till, and the shift closed
with its X and Z reports (``day_close``).

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
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import psycopg
import trustme

from app.agency.identity import counter_identity
from app.counter.settings import Settings
from app.domain.agency_target import parse_target
from app.domain.money import ZERO
from app.domain.tenders import CASH, UPI
from app.journal.store import DATABASE_NAME
from app.sandbox import EmbeddedSandbox, SandboxConfig, start_embedded
from tests.agency.replication import arrived_once
from tests.counter.day_close import (
    by_upi,
    cash_and_upi,
    close_day,
    rebook_party,
    refund_party,
    sell_by_checkout,
)
from tests.counter.disrupted_sales import DAY, operator_cancels, sell_party
from tests.counter.runtime_counter import Counter, counter_at, until
from tests.journal.till_sales import exact_cash
from tests.mail.journal_mail import mail_server
from tests.mail.smtp_servers import Recording, start
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE
from tests.service import FROZEN_NOW

CRUISE = NO_FLAGS_TRIP_SCHEDULE
# The departure the operator cancels, and the next day's, which sails.
CANCELLED, KEPT = DAY, DAY + dt.timedelta(days=1)
CLERK = "Leela Menon"
# A business customer in Kerala: its B2B tax invoice names it.
B2B = {"gstin": "32AAACB1234F1ZI", "address": "MG Road, Kochi", "state_code": "32"}


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


async def disrupted_day(folder: Path, sandbox: EmbeddedSandbox, agency_url: str) -> str:
    """The day; what was seen, in a line."""
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
    settings = Settings(
        base_url=sandbox.base_url,
        mail=replace(mail_server(smtp.port), user=""),
        agency_db_url=target.url,
    )
    try:
        async with counter_at(folder, sandbox, settings, agency=target) as counter:
            store_url = target.connection_url(target.password)
            return await _the_day(counter, sandbox, store_url, recording)
    finally:
        smtp.stop()


async def _the_day(
    counter: Counter, sandbox: EmbeddedSandbox, store_url: str, recording: Recording
) -> str:
    journal, runtime = counter.journal, counter.runtime
    code = counter.service.settings.counter_code
    shift = journal.till.open_shift(code, CLERK, Decimal("2000.00"))
    client = counter.service.client
    sold: dict[str, dt.date] = {}
    parties: dict[str, list[str]] = {}
    for names, day in ((["Ravi Kumar", "Anita Kumar"], CANCELLED), (["Meera Nair"], KEPT)):
        ref, _price = await sell_party(
            sandbox,
            client,
            journal,
            names,
            schedule_id=CRUISE,
            day=day,
            customer=names[0],
            counter=code,
            shift_id=shift.shift_id,
        )
        sold[ref] = day
        parties[ref] = names
        runtime.wake("agency")  # as the desk does after each sale: the record goes now
    # Through the checkout: split (cash and UPI) on the departure cancelled; UPI, split and a
    # business's B2B invoice (paid in cash) on the next day's, which sails.
    for names, day, pay, business in (
        (["Suresh Pillai"], CANCELLED, cash_and_upi, {}),
        (["Kavya Iyer"], KEPT, by_upi, {}),
        (["Arjun Das", "Priya Das"], KEPT, cash_and_upi, {}),
        (["Vikram Rao"], KEPT, exact_cash, B2B),
    ):
        ref = await sell_by_checkout(journal, client, sandbox, code, day, names, pay, **business)
        sold[ref] = day
        parties[ref] = names
        runtime.wake("agency")
    assert len(sold) == 6
    on_cancelled = {ref for ref, day in sold.items() if day == CANCELLED}
    assert operator_cancels(sandbox, CRUISE, CANCELLED) == on_cancelled
    runtime.wake("watch")  # its next round, now rather than at its pace
    await until(lambda: set(counter.found) == on_cancelled, 60)
    assert sorted(counter.found) == sorted(on_cancelled)  # each recorded once

    # The party of two rebooked on the next day's cruise, the other refunded at the till;
    # each money move wakes the letters and the link, as the desk's do.
    two, one = (
        list(on_cancelled - {ref for ref in sold if len(parties[ref]) == 1}),
        [ref for ref in on_cancelled if len(parties[ref]) == 1],
    )
    rebooked = await rebook_party(journal, client, sandbox, code, two[0], CRUISE, KEPT)
    refunded = await refund_party(journal, client, code, one[0])
    assert refunded > 0 and journal.disruptions.open() == []
    # Back over the tenders it was paid with: cash and UPI.
    given = journal.till.refunds_of(one[0])
    assert {r.mode.code for r in given} == {CASH.code, UPI.code}, given
    runtime.wake("mail")
    runtime.wake("agency")
    # The X report, then the Z: the drawer as the till says, to the paisa.
    taken = sum((sale.payment.total_by(CASH) for sale in journal.till.sales()), ZERO)
    cash_back = sum((r.amount for r in given if r.mode is CASH), ZERO)
    assert close_day(journal, shift.shift_id, CLERK) == (taken, cash_back)

    # Every letter (the two disruptions', and any sale's) delivered once.
    await until(lambda: all(state == "sent" for _n, state, _s in outbox(counter)), 120)
    letters = outbox(counter)
    assert len(letters) >= len(on_cancelled)
    await until(lambda: len(recording.received) == len(letters), 30)
    subjects = sorted(str(message["Subject"]) for message in recording.received)
    assert subjects == sorted(subject for _n, _state, subject in letters)

    # Every record in the agency store once, and its integrity view clean.
    await until(lambda: _synced(counter), 60)
    identity = counter_identity(counter.paths, socket.gethostname())
    await arrived_once(store_url, journal.folder, identity)  # each once, in order, none left
    records, problems = store_problems(store_url)
    assert records > 0 and problems == [], problems
    health = runtime.health()
    assert all(job.running for job in health) and runtime.problems() == []
    # The child marks each letter sent before it ends; the job hears of it once it has.
    await until(lambda: runtime.mail.report().summary == "Mail: all sent", 60)
    mail = next(job for job in runtime.health() if job.name == "mail")
    assert mail.line.startswith("Mail: all sent · last round "), mail.line
    return (
        f"{len(sold)} sales, {len(on_cancelled)} found, {two[0]} rebooked as {rebooked}, "
        f"{one[0]} refunded {refunded}, Z closed, {len(letters)} letters delivered once, "
        f"{records} records in the store once"
    )


def _synced(counter: Counter) -> bool:
    report = counter.runtime.agency.report()
    return report.active and report.waiting == 0 and report.summary == "Agency: synced"


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

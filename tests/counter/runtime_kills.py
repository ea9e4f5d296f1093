"""The disrupted day of ``runtime_day`` (its ``DAY``, the same steps) with the counter's process
killed (SIGKILL, no clean stop, nothing flushed) at six points spread through it, each part in
a process of its own that never imports PySide6, started again from the same saved settings,
journal and sandbox database as the app would be:

1. ``selling``: the fifth sale answered by the service, before the journal took the till's record;
2. ``finding``: the watch recorded the first of the two disruptions, its letter not yet sent;
3. ``rebooking``: the rebook's new sale booked and recorded, before the exchange was carried on;
4. ``refunding``: the refund over cash and UPI written, before the call that wrote it returned;
5. ``linking``: the agency store took a batch of records, before the journal marked them sent;
6. ``closing``: the X report read, before the Z.

Each start waits for every job running and nothing pending, then goes on with the day's steps
not ended yet (``HOME/progress.json``). ``check`` runs the rest of the day: nothing lost or
doubled (sales, the sandbox's ledger, disruptions, the agency store's records; the letters are
counted by the test's SMTP server, in the test's own process) and nothing falsely missing.

``python -m tests.counter.runtime_kills STAGE HOME SMTP_PORT AGENCY_URL``: the sandbox of each
part serves the same database file (its address changes; the saved settings follow it).
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

import app.booking.exchange
import app.booking.sale
from app.domain.agency_target import parse_target
from app.journal.outbox import OutboxReader
from app.journal.refunds import RefundTables
from app.journal.store import Journal
from app.records.bookings import BookingRow
from app.records.refunds import CustomerRefund, RefundPart
from app.sandbox import SandboxConfig, start_embedded
from tests.counter.runtime_counter import Counter, counter_at, until
from tests.counter.runtime_day import (
    DAY,
    ON_CANCELLED,
    PARTIES,
    Day,
    ledger,
    outbox,
    run_day,
    settings_of,
    unsent,
)
from tests.service import FROZEN_NOW

STAGES = ("selling", "finding", "rebooking", "refunding", "linking", "closing", "check")
# The sale cut short after the service's answer: the fifth, paid in cash and UPI.
CUT_SALE = PARTIES[4]


def killed(home: Path, stage: str, held: dict[str, Any]) -> None:
    """Write down what the counter held (``HOME/<stage>.json``), then end as a power cut ends
    it: no stop, nothing flushed."""
    (home / f"{stage}.json").write_text(json.dumps(held))
    os.kill(os.getpid(), signal.SIGKILL)


def replaced(owner: object, name: str, wrap: Callable[[Any], Any]) -> None:
    """``owner.name`` replaced by ``wrap`` of it, for this process's life."""
    setattr(owner, name, wrap(getattr(owner, name)))


def traps(stage: str, home: Path) -> None:
    """Kill this process at ``stage``'s point inside the app (before the counter starts)."""
    if stage == "selling":

        def answered(record: Callable[..., Awaitable[tuple[BookingRow, bool]]]) -> Any:
            async def booked(
                journal: Journal, request_id: str, product: str, body: Any, *rest: Any
            ) -> tuple[BookingRow, bool]:
                if body.get("customer_name") == CUT_SALE.customer:
                    held = {"pending": len(journal.pending()), "sold": journal.history.count()}
                    killed(home, stage, held)
                recorded: tuple[BookingRow, bool] = await record(
                    journal, request_id, product, body, *rest
                )
                return recorded

            return booked

        replaced(app.booking.sale, "record_booked", answered)
    if stage == "rebooking":

        def carrying(carry_on: Any) -> Any:
            async def carried(journal: Journal, *rest: Any) -> Any:
                # The new sale booked and recorded; the exchange not carried on yet.
                killed(home, stage, {"exchanges": len(journal.exchanges.open_exchanges())})

            return carried

        replaced(app.booking.exchange, "carry_on", carrying)
    if stage == "refunding":

        def paying(pay: Any) -> Any:
            def paid(till: RefundTables, request_id: str, **parts: Any) -> list[CustomerRefund]:
                done: list[CustomerRefund] = pay(till, request_id, **parts)
                given: Sequence[RefundPart] = parts["parts"]
                if len(given) > 1:  # the refund across tenders, not an exchange's difference
                    owed = till.owed_of(request_id)
                    held = {"tenders": len(done), "owed": [str(a) for _k, a in owed]}
                    killed(home, stage, held)
                return done

            return paid

        replaced(RefundTables, "pay_refund", paying)
    if stage == "linking":

        def marking(mark: Any) -> Any:
            def marked(reader: OutboxReader, seqs: Sequence[int], stamp: str) -> None:
                # In the replicator's thread: the store committed ``seqs``, the journal not.
                killed(home, stage, {"pushed": len(seqs), "waiting": reader.waiting()})
                mark(reader, seqs, stamp)

            return marked

        replaced(OutboxReader, "mark_sent", marking)


def noted(counter: Counter) -> dict[str, Any]:
    """What the counter holds now: disruptions open, letters by state, records not yet copied."""
    letters = [state for _n, state, _s in outbox(counter)]
    return {
        "disruptions": len(counter.journal.disruptions.open()),
        "letters": {state: letters.count(state) for state in sorted(set(letters))},
        "waiting": counter.runtime.agency.report().waiting,
    }


async def stage(name: str, home: Path, day: Day) -> str:
    """Started again: every job runs, nothing is pending; then the day goes on to its kill (the
    check runs it to its end and says what it found, as JSON)."""
    counter = day.counter
    runtime = counter.runtime
    await until(lambda: all(job.running for job in runtime.health()), 30)
    assert runtime.problems() == [], runtime.problems()
    assert counter.journal.pending() == []  # what a kill cut short was settled first
    if name == "finding":
        runtime.listeners.found = lambda _ref: killed(home, name, noted(counter))
    if name == "linking":
        # The records the last part wrote wait: the link's first batch after the start is cut.
        assert runtime.agency.report().waiting > 0 or unsent(counter) > 0
        await until(lambda: False, 60)
    progress = home / "progress.json"
    ended: list[str] = json.loads(progress.read_text()) if progress.exists() else []

    def step_ended(step: str) -> None:
        ended.append(step)
        progress.write_text(json.dumps(ended))
        if name == "closing" and step == "x":
            killed(
                home, name, {"shift_open": counter.journal.till.open_shift_of(day.code) is not None}
            )

    await run_day(day, ended, step_ended)
    assert name == "check", f"{name}: the day ended without its kill"
    assert ended == [step for step, _run in DAY]
    disruptions = [counter.journal.disruptions.find(day.booking_ref(p)) for p in ON_CANCELLED]
    return json.dumps(
        {
            "disruptions": sum(1 for row in disruptions if row is not None),
            "letters": sorted(subject for _n, _state, subject in outbox(counter)),
            "ledger": ledger(day.sandbox),
            "sales": sum(1 for party in PARTIES if day.sold(party)),
        }
    )


async def part(name: str, home: Path, smtp_port: int, agency_url: str) -> str:
    """Start the counter from ``home`` (its sandbox on the same file) and run ``name``."""
    traps(name, home / "home")
    sandbox = start_embedded(
        SandboxConfig(db_path=home / "sandbox.db", clock=FROZEN_NOW, boat_fault=False)
    )
    target = parse_target(agency_url)
    settings = settings_of(sandbox, smtp_port, agency_url)
    try:
        async with counter_at(home, sandbox, settings, agency=target) as counter:
            day = Day(counter, sandbox, target.connection_url(target.password))
            return await stage(name, home / "home", day)
    finally:
        sandbox.stop()


def main() -> None:
    """Run the stage named on the command line, then check that Qt was never imported."""
    name, home, port, url = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    found = asyncio.run(part(name, home, port, url))
    qt = sorted(n for n in sys.modules if n.split(".")[0] in ("PySide6", "shiboken6"))
    assert not qt, f"Qt was imported by the headless runtime: {qt[:5]}"
    print(found)
    print(f"{name}: PySide6 not imported")


if __name__ == "__main__":
    main()

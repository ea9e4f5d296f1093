"""The disrupted day of ``runtime_day`` with the counter's process killed (SIGKILL, no clean stop)
at five points, each part in a process of its own that never imports PySide6, started afresh from
the same folders as the app would be:

1. ``sold``: right after three parties are sold (their records and letters not yet out);
2. ``finding``: when the watch has recorded the first of the two disruptions, not the second;
3. ``starting``: right after the runtime started again (the mail child maybe mid-round);
4. ``linking``: when the agency link first reports after the restart;
5. ``settled``: once everything is found, sent and copied, before any clean stop.

``check`` then starts it once more: every job runs, each disruption is recorded once, every
letter is sent (the test's SMTP server, in the test's own process, counts each once), every
record is in the agency store once and its integrity view reports nothing missing.

``python -m tests.counter.runtime_kills STAGE HOME SMTP_PORT AGENCY_URL``: the sandbox of each
part serves the same database file (its address changes; the saved settings follow it).
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import sys
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

from app.agency.identity import counter_identity
from app.counter.settings import Settings
from app.domain.agency_target import parse_target
from app.sandbox import EmbeddedSandbox, SandboxConfig, start_embedded
from tests.agency.replication import arrived_once
from tests.counter.disrupted_sales import operator_cancels, sell_party
from tests.counter.runtime_counter import Counter, counter_at, until
from tests.counter.runtime_day import CANCELLED, CLERK, CRUISE, KEPT, outbox, store_problems
from tests.mail.journal_mail import mail_server
from tests.service import FROZEN_NOW

STAGES = ("sold", "finding", "starting", "linking", "settled", "check")
PARTIES = ((["Ravi Kumar", "Anita Kumar"], CANCELLED), (["Suresh Pillai"], CANCELLED))
LATER = ((["Meera Nair"], KEPT),)


def killed() -> None:
    """The counter's process ends as a power cut ends it: no stop, nothing flushed."""
    os.kill(os.getpid(), signal.SIGKILL)


def killed_at(counter: Counter, stage: str) -> None:
    """Write down what the counter held (disruptions recorded, letters by state, records not
    yet in the store) in ``HOME/<stage>.json``, then die."""
    letters = [state for _n, state, _s in outbox(counter)]
    held = {
        "disruptions": len(counter.journal.disruptions.open()),
        "letters": {state: letters.count(state) for state in set(letters)},
        "waiting": counter.runtime.agency.report().waiting,
    }
    (counter.paths.data.parent / f"{stage}.json").write_text(json.dumps(held))
    killed()


async def sell(counter: Counter, sandbox: EmbeddedSandbox) -> set[str]:
    """Open the shift and sell the parties; the references on the departure cancelled."""
    code = counter.service.settings.counter_code
    shift = counter.journal.till.open_shift(code, CLERK, Decimal("2000.00"))
    on_cancelled = set()
    for names, day in PARTIES + LATER:
        ref, _price = await sell_party(
            sandbox,
            counter.service.client,
            counter.journal,
            names,
            schedule_id=CRUISE,
            day=day,
            customer=names[0],
            counter=code,
            shift_id=shift.shift_id,
        )
        counter.runtime.wake("agency")
        if day == CANCELLED:
            on_cancelled.add(ref)
    return on_cancelled


def settled(counter: Counter) -> bool:
    """Both disruptions recorded, every letter sent, every record copied."""
    letters = outbox(counter)
    report = counter.runtime.agency.report()
    return (
        len(counter.journal.disruptions.open()) == len(PARTIES)
        and len(letters) >= len(PARTIES)
        and all(state == "sent" for _n, state, _s in letters)
        and report.waiting == 0
        and report.summary == "Agency: synced"
    )


async def stage(name: str, counter: Counter, sandbox: EmbeddedSandbox, store_url: str) -> str:
    """One part of the day; the check's findings as JSON (the others end killed)."""
    runtime = counter.runtime
    await until(lambda: all(job.running for job in runtime.health()), 30)
    if name == "sold":
        await sell(counter, sandbox)
        killed_at(counter, name)
    if name == "finding":
        runtime.listeners.found = lambda _ref: killed_at(counter, name)
        voided = operator_cancels(sandbox, CRUISE, CANCELLED)
        assert len(voided) == len(PARTIES), voided
        runtime.wake("watch")
        await until(lambda: False, 60)  # killed by the first disruption recorded
    if name == "starting":
        killed_at(counter, name)
    if name == "linking":
        await until(lambda: runtime.agency.report().active, 60)
        killed_at(counter, name)
    runtime.wake("watch")  # the next round now: what the kill interrupted is looked at again
    await until(lambda: settled(counter), 120)
    if name == "settled":
        killed_at(counter, name)
    health = runtime.health()
    assert all(job.running for job in health) and runtime.problems() == [], [
        job.sentence for job in health
    ]
    identity = counter_identity(counter.paths, socket.gethostname())
    await arrived_once(store_url, counter.journal.folder, identity)
    records, problems = store_problems(store_url)
    assert problems == [], problems
    disruptions = sorted(d.booking_ref for d in counter.journal.disruptions.open())
    return json.dumps(
        {
            "disruptions": disruptions,
            "letters": sorted(subject for _n, _state, subject in outbox(counter)),
            "records": records,
            "restarts": {job.name: job.restarts for job in health},
        }
    )


async def part(name: str, home: Path, smtp_port: int, agency_url: str) -> str:
    """Start the counter from ``home`` (its sandbox on the same file) and run ``name``."""
    sandbox = start_embedded(
        SandboxConfig(db_path=home / "sandbox.db", clock=FROZEN_NOW, boat_fault=False)
    )
    target = parse_target(agency_url)
    settings = Settings(
        base_url=sandbox.base_url,
        mail=replace(mail_server(smtp_port), user=""),
        agency_db_url=target.url,
    )
    try:
        async with counter_at(home, sandbox, settings, agency=target) as counter:
            return await stage(name, counter, sandbox, target.connection_url(target.password))
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

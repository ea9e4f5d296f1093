"""The books checked at the counter by the runtime's books job, after its backfill and again at
each shift close (an embedded sandbox over HTTP): the books edited in the closed file (the
triggers dropped and made again) are reported on the jobs panel and the header by event,
booking and amount; a broken book refuses nothing at the till."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from decimal import Decimal
from pathlib import Path

from app.books.checks import Problem
from app.counter.composition import CounterServices
from app.counter.runtime.health import JobHealth
from app.counter.runtime.job_books import BooksJob
from app.domain.till import DrawerCount
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.sandbox import EmbeddedSandbox
from tests.books.tampering import lower_drawer, rewritten, tampered, two_cash_sales
from tests.counter.approvals import nobody
from tests.journal.entries import Clock


def _no_lock() -> None:
    raise AssertionError("nobody else holds the journal here")


async def test_a_drawer_line_edited_is_reported_on_the_jobs_panel_and_header(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    sales = await two_cash_sales(sandbox, tmp_path)
    (event_id, booking), _ = sales
    job = BooksJob(tmp_path / DATABASE_NAME, Clock(), first_s=0)
    assert await job.check_now() == []
    assert job.report().summary == "Books: kept" and not job.report().alarm

    tampered(tmp_path, event_id, lower_drawer(other_side=False))
    # Unbalanced by itself, not what the outbox's copy of the event (as sent) holds, and not
    # what the money events' chain sealed as it was posted.
    found = await job.check_now()
    assert [(item.problem, item.event_id, item.booking_ref) for item in found] == [
        (Problem.UNBALANCED, event_id, booking),
        (Problem.EDITED, event_id, booking),
        (Problem.CHAIN_BROKEN, event_id, booking),
    ]
    report = job.report()
    assert report.summary == "Books: 3 problems"
    assert report.alarm == "3 problems in the books"
    health = JobHealth("books", "Books", report, running=True)
    # The header names the job with the alarm, in red; its tooltip the problems' sentences.
    assert health.header_text == "Books: 3 problems in the books"
    assert booking in health.problem and "do not balance" in health.problem


async def test_each_shift_close_checks_the_books_again_and_the_till_still_writes(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    sales = await two_cash_sales(sandbox, tmp_path)
    tampered(tmp_path, sales[1][0], lower_drawer(other_side=True))
    with Journal(tmp_path, now=Clock()) as journal:
        services = CounterServices(journal)
        woken: list[str] = []
        services.when_shift_closes(lambda: woken.append("books"))
        desk = services.shift_service(lambda: "PB1", lambda: Decimal("100000.00"), nobody)
        shift = desk.current()
        assert shift is not None
        # The broken book refuses nothing: the close is written, then the books are checked.
        report = await desk.close(shift, DrawerCount.of({}), shift.clerk, "", _no_lock)
        assert report.z_no == 1 and woken == ["books"]
    job = BooksJob(tmp_path / DATABASE_NAME, Clock(), first_s=0)
    assert [p.problem for p in await job.check_now()] == [
        Problem.REWRITTEN,
        Problem.EDITED,
        Problem.CHAIN_BROKEN,
    ]
    with closing(sqlite3.connect(tmp_path / DATABASE_NAME)) as conn:
        assert conn.execute("SELECT COUNT(*) FROM money_events").fetchone()[0] > 2


async def test_a_close_s_count_rewritten_is_named_by_the_chart_s_invariant_after_the_close(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    await two_cash_sales(sandbox, tmp_path)
    with Journal(tmp_path, now=Clock()) as journal:
        services = CounterServices(journal)
        desk = services.shift_service(lambda: "PB1", lambda: Decimal("100000.00"), nobody)
        shift = desk.current()
        assert shift is not None
        await desk.close(shift, DrawerCount.of({}), shift.clerk, "", _no_lock)
    job = BooksJob(tmp_path / DATABASE_NAME, Clock(), first_s=0)
    assert await job.check_now() == []
    # The count's event and its lines rewritten to say 50.00 was counted (differences() sees
    # nothing: the lines are what the rule posts of the edited event); the Z report says 0.00.
    # The outbox's copy names the edit too, by the rewritten entry's debits (the cash short).
    count = f"count:{shift.shift_id}"
    tampered(tmp_path, count, rewritten(counted="50.00"))
    found = await job.check_now()
    assert [(item.problem, item.event_id, item.account, item.amount) for item in found] == [
        (Problem.DRAWER_NOT_COUNTED, count, "drawer", Decimal("50.00")),
        (Problem.EDITED, count, "", Decimal("12928.00")),
        (Problem.CHAIN_BROKEN, count, "", Decimal("12928.00")),
    ]
    health = JobHealth("books", "Books", job.report(), running=True)
    assert health.header_text == "Books: 3 problems in the books"
    assert f"Event {count}: after the close's count the drawer in the books differs by 50.00" in (
        health.problem
    )

"""The agency holds each counter's books to its own copy of the counter's money events (a real
sandbox over HTTP, a real PostgreSQL agency store): a counter sells twice for cash, its records
reach the store, then someone with the closed journal file drops the triggers and lowers a
drawer line by 50.00 (with or without its other side), deletes a sale's money event, or posts it
again, and makes the journal's outbox copy of the events say the same, so that no check against
the outbox sees it. The counter's books job still names it by the money events' chain, and the
agency's day close, at any counter, names each edit, deletion and doubling by counter, booking
and amount from the store's copy. Whoever also makes the chain again (holding the keyring) is
named as books rewritten beyond what the counter names; an event rewritten after its link
reached the store and before it was sent, by the link the store witnessed."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from decimal import Decimal
from pathlib import Path

import pytest
from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.agency.store import AgencyStore
from app.books.checks import Problem
from app.counter.runtime.job_books import BooksJob
from app.figures import amount_text
from app.journal.outbox import WITNESSED_MONEY, OutboxReader
from app.journal.store import DATABASE_NAME
from app.sandbox import EmbeddedSandbox
from tests.agency.deployment import Deployment, Desk, replicate
from tests.agency.records import counter
from tests.books.tampering import (
    covered,
    delete_event,
    double_disguised,
    lower_drawer,
    tampered,
    two_cash_sales,
)
from tests.journal.entries import Clock
from tests.service import FROZEN_NOW


async def _close(desk: Desk) -> queries.AgencyDayClose:
    async with AsyncConnectionPool(desk.url, min_size=1, max_size=1) as pool:
        return await queries.day_close(pool, FROZEN_NOW.date(), [])


def _debits(folder: Path, event_id: str) -> Decimal:
    with closing(sqlite3.connect(folder / DATABASE_NAME)) as conn:
        (paise,) = conn.execute(
            "SELECT sum(l.debit_paise) FROM book_lines AS l JOIN money_events AS e USING (seq)"
            " WHERE e.event_id = ?",
            (event_id,),
        ).fetchone()
    return Decimal(paise) / 100


@pytest.mark.parametrize(
    ("attack", "named"),
    [
        ("edited", Problem.EDITED),
        ("edited_balanced", Problem.EDITED),
        ("deleted", Problem.DELETED),
        ("doubled", Problem.DOUBLED),
    ],
)
async def test_the_day_close_names_each_edit_deletion_and_doubling_from_the_store_s_copy(
    attack: str,
    named: Problem,
    deployment: Deployment,
    sandbox: EmbeddedSandbox,
    tmp_path: Path,
) -> None:
    code = {"edited": "BC1", "edited_balanced": "BC2", "deleted": "BC3", "doubled": "BC4"}[attack]
    identity = counter(code)
    desk = Desk(identity, await deployment.admit(identity))
    folder = tmp_path / code
    (event_id, booking), _ = await two_cash_sales(sandbox, folder)
    sent = _debits(folder, event_id)
    job = BooksJob(folder / DATABASE_NAME, Clock(), first_s=0)
    assert await job.check_now() == []
    assert await replicate(desk, folder) > 0
    assert (await _close(desk)).compared == []

    tamper = {
        "edited": lower_drawer(other_side=False),
        "edited_balanced": lower_drawer(other_side=True),
        "deleted": delete_event,
        "doubled": double_disguised,
    }[attack]
    tampered(folder, event_id, covered(tamper))
    found = await job.check_now()
    # Against the outbox it made agree, the counter's check names nothing of it: the money
    # events' chain, sealed as each was posted, does.
    assert not {Problem.EDITED, Problem.DELETED, Problem.DOUBLED} & {p.problem for p in found}
    chained = [p for p in found if p.problem is Problem.CHAIN_BROKEN]
    assert chained and chained[0].event_id.startswith(event_id)
    assert await replicate(desk, folder) == 1  # the books_check record, with the books' state

    # The day close runs at a counter, whose role reads only its own records: another
    # counter's close names it all the same.
    other = counter(f"OT{code[-1]}")
    close = await _close(Desk(other, await deployment.admit(other)))
    (books,) = close.compared
    assert books.counter.startswith(code)
    (problem,) = books.problems
    assert (problem.problem, problem.booking_ref) == (named, booking)
    if attack == "deleted":
        assert (problem.event_id, problem.amount) == (event_id, sent)
    elif attack == "doubled":
        assert (problem.event_id, problem.amount) == (f"{event_id}-2", sent)
    else:
        # The drawer's debit lowered by 50.00, against the 6,489.00 the store received.
        assert (problem.event_id, problem.amount, problem.was) == (
            event_id,
            sent - Decimal("50.00"),
            sent,
        )
    said = problem.describe()
    assert booking in said and amount_text(problem.amount) in said


async def test_books_rewritten_with_their_chain_are_named_beyond_what_the_counter_names(
    deployment: Deployment, sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    identity = counter("BC5")
    desk = Desk(identity, await deployment.admit(identity))
    folder = tmp_path / "BC5"
    (event_id, _), _ = await two_cash_sales(sandbox, folder)
    assert await replicate(desk, folder) > 0
    # The drawer lowered and its other side, the outbox and the money events' chain made again
    # from the books: the counter's own checks agree with the books.
    tampered(folder, event_id, covered(lower_drawer(other_side=True), rechain=True))
    job = BooksJob(folder / DATABASE_NAME, Clock(), first_s=0)
    found = await job.check_now()
    assert not {Problem.EDITED, Problem.CHAIN_BROKEN} & {p.problem for p in found}
    assert await replicate(desk, folder) == 1
    (books,) = (await _close(desk)).compared
    (problem,) = books.problems
    # The books' debits as they stand, against the store's copy of the events.
    assert problem.problem is Problem.UNEXPLAINED
    assert problem.was is not None and problem.amount == problem.was - Decimal("50.00")


async def test_an_event_rewritten_before_it_was_sent_is_named_by_its_witnessed_link(
    deployment: Deployment, sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    identity = counter("BC6")
    desk = Desk(identity, await deployment.admit(identity))
    folder = tmp_path / "BC6"
    (event_id, booking), _ = await two_cash_sales(sandbox, folder)
    sent = _debits(folder, event_id)
    # The replicator gives the store each money event's link as it is made, ahead of the records.
    reader = OutboxReader(folder / DATABASE_NAME)
    store = await AgencyStore.open(desk.url)
    try:
        await store.register(desk.identity)
        heads = reader.heads(WITNESSED_MONEY, 0, 100)
        assert len(heads) == 2  # the two sales
        assert await store.witness(desk.counter_id, WITNESSED_MONEY, heads) == heads[-1][0]
    finally:
        await store.close()
        reader.close()
    # Then, before the records left, the sale rewritten, its outbox record and chain too.
    tampered(folder, event_id, covered(lower_drawer(other_side=True), rechain=True))
    assert await replicate(desk, folder) > 0
    job = BooksJob(folder / DATABASE_NAME, Clock(), first_s=0)
    await job.check_now()
    assert await replicate(desk, folder) == 1
    (books,) = (await _close(desk)).compared
    witnessed = [p for p in books.problems if p.problem is Problem.NOT_AS_WITNESSED]
    assert [(p.event_id, p.booking_ref, p.amount) for p in witnessed] == [
        (event_id, booking, sent - Decimal("50.00"))
    ]

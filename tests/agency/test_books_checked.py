"""The books checked against themselves and against the agency store's copy of the money
events (a real sandbox over HTTP, a real PostgreSQL agency store): a counter sells twice for
cash, its records reach the store, then someone with the closed journal file drops the books'
triggers and edits a drawer line (with and without its other side), deletes a sale's money
event, or posts an event twice. ``app.books.checks`` names each by its event, booking and
amount; the deletion and the doubling are invisible to ``differences()``. A chart's invariant
broken (a sale's output GST no document states) reaches the day close named by its account."""

from __future__ import annotations

import sqlite3
from decimal import Decimal
from pathlib import Path

import psycopg
import pytest
from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.books.checks import BookProblem, CopiedEvent, Problem, check_books, compare_with_copy
from app.books.reader import BooksReader
from app.counter.runtime.job_books import BooksJob
from app.journal.store import DATABASE_NAME
from app.sandbox import EmbeddedSandbox
from tests.agency.deployment import Deployment, Desk, replicate
from tests.agency.records import counter
from tests.books.tampering import (
    delete_event,
    double_event,
    lower_drawer,
    rewritten,
    tampered,
    two_cash_sales,
)
from tests.journal.entries import Clock
from tests.service import FROZEN_NOW


def _copy(desk: Desk) -> list[CopiedEvent]:
    with psycopg.connect(desk.url) as conn:
        rows = conn.execute(
            "SELECT body FROM records WHERE kind = 'money_event' AND counter_id = %s ORDER BY seq",
            (desk.counter_id,),
        ).fetchall()
    return [CopiedEvent.of(body) for (body,) in rows]


def _found(folder: Path, desk: Desk) -> tuple[list[BookProblem], list[BookProblem], BooksReader]:
    conn = sqlite3.connect(folder / DATABASE_NAME)
    books = BooksReader(conn)
    return check_books(books), compare_with_copy(books, _copy(desk)), books


@pytest.mark.parametrize(
    ("attack", "alone", "against_copy"),
    [
        ("edited", Problem.UNBALANCED, Problem.EDITED),
        ("edited_balanced", Problem.REWRITTEN, Problem.EDITED),
        ("deleted", None, Problem.DELETED),
        ("doubled", Problem.DOUBLED, Problem.DOUBLED),
    ],
)
async def test_each_edit_of_the_books_is_named_with_its_booking_and_amount(
    attack: str,
    alone: Problem | None,
    against_copy: Problem,
    deployment: Deployment,
    sandbox: EmbeddedSandbox,
    tmp_path: Path,
) -> None:
    identity = counter("BK1")
    desk = Desk(identity, await deployment.admit(identity))
    folder = tmp_path / "BK1"
    sales = await two_cash_sales(sandbox, folder)
    assert await replicate(desk, folder) > 0
    before, copied, books = _found(folder, desk)
    assert before == copied == []
    sale = books.entries()
    entry = next(e for e in sale if e.event_id == sales[0][0])
    event_id, booking = sales[0]
    tamper = {
        "edited": lower_drawer(other_side=False),
        "edited_balanced": lower_drawer(other_side=True),
        "deleted": delete_event,
        "doubled": double_event,
    }[attack]
    tampered(folder, event_id, tamper)
    alone_found, copy_found, books = _found(folder, desk)
    if alone is None:
        # The journal's own checks cannot see it: what BooksReader offered saw nothing either.
        assert alone_found == [] and books.unbalanced() == [] and books.differences() == []
    else:
        assert alone in {item.problem for item in alone_found}
    (named,) = [item for item in copy_found if item.problem is against_copy]
    assert named.booking_ref == booking
    if attack == "deleted":
        assert named.amount == entry.debits
    elif attack == "doubled":
        assert named.event_id == f"{event_id}-2" and named.amount == entry.debits
    else:
        assert named.was == entry.debits
        # The drawer's debit lowered by 50.00 (its other side too, or not).
        assert named.amount == entry.debits - Decimal("50.00")
    assert booking in named.describe()

    # The counter's books job finds it by itself (the outbox keeps each event as sent) and
    # sends what it found; the agency's day close lists it under the counter.
    job = BooksJob(folder / DATABASE_NAME, Clock(), first_s=0)
    found = await job.check_now()
    assert against_copy in {item.problem for item in found}
    assert await replicate(desk, folder) == 1  # the books_check record
    async with AsyncConnectionPool(desk.url, min_size=1, max_size=1) as pool:
        close = await queries.day_close(pool, FROZEN_NOW.date(), [])
    (checked,) = close.books
    assert checked.counter.startswith("BK1") and list(checked.problems) == found
    said = [item for item in checked.problems if item.problem is against_copy]
    assert said[0].booking_ref == booking and said[0].amount == named.amount


async def test_a_broken_invariant_reaches_the_day_close_with_its_account_and_amount(
    deployment: Deployment, sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    identity = counter("BK2")
    desk = Desk(identity, await deployment.admit(identity))
    folder = tmp_path / "BK2"
    (event_id, booking), _ = await two_cash_sales(sandbox, folder)
    assert await replicate(desk, folder) > 0
    # The sale rewritten with output GST its booking's documents (none) do not state: each
    # head is named with its account, under the one booking.
    tampered(folder, event_id, rewritten(gst={"cgst": "9.00", "sgst": "9.00"}))
    job = BooksJob(folder / DATABASE_NAME, Clock(), first_s=0)
    found = await job.check_now()
    broken = [
        (item.account, item.booking_ref, item.amount, item.was)
        for item in found
        if item.problem is Problem.TAX_NOT_FILED
    ]
    assert broken == [
        ("gst:cgst", booking, Decimal("9.00"), Decimal("0.00")),
        ("gst:sgst", booking, Decimal("9.00"), Decimal("0.00")),
    ]
    assert await replicate(desk, folder) == 1  # the books_check record
    async with AsyncConnectionPool(desk.url, min_size=1, max_size=1) as pool:
        close = await queries.day_close(pool, FROZEN_NOW.date(), [])
    (checked,) = close.books
    assert list(checked.problems) == found
    said = [item.describe() for item in checked.problems if item.problem is Problem.TAX_NOT_FILED]
    assert said[1] == (
        f"Account gst:sgst, booking {booking}: the books differ by 9.00 from the output tax of "
        "its head the GSTR-1 states of its documents, net of credit notes (0.00)."
    )

"""The shift report: totals from the counter journal, each line checked on the ledger snapshot."""

from __future__ import annotations

import csv
import datetime as dt
import io
from collections.abc import Iterator
from decimal import Decimal
from html import escape
from pathlib import Path

import pytest

from app.api import PartnerClient
from app.api.models import WalletMovement
from app.booking.cancel import CancelChoice, confirm_cancellation
from app.books.queries import BookQueries
from app.books.reader import BooksReader
from app.domain.accounts import WALLET_CASH
from app.domain.clock import SERVICE_TZ
from app.domain.environment import TRAINING_MARK
from app.domain.modules import Module
from app.domain.money import ZERO
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.reports.counter import (
    operations_on,
    read_operations_on,
    read_wallet_moved,
    wallet_moved_by,
)
from app.reports.ink import Ink
from app.reports.shift import (
    CSV_HEADER,
    Check,
    Operation,
    OperationKind,
    shift_report,
    write_csv,
)
from app.reports.shift_html import shift_report_html
from app.sandbox import EmbeddedSandbox
from tests.conftest import FROZEN_NOW
from tests.reports.counter_sales import sell
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE, SCUBA, activity_body, boat_body, indian

DAY = FROZEN_NOW.date()
TRAVEL_DAY = dt.date(2026, 12, 5)


def at(hour: int, minute: int = 0) -> dt.datetime:
    return dt.datetime(2026, 12, 1, hour, minute, tzinfo=SERVICE_TZ)


def sale(ref: str, amount: str, hour: int, cash: str | None = None) -> Operation:
    paid = Decimal(cash if cash is not None else amount)
    return Operation(
        OperationKind.SALE,
        at(hour),
        Module.ACTIVITY,
        ref,
        f"cd-{ref}",
        Decimal(amount),
        paid,
        Decimal(amount) - paid,
    )


def cancellation(ref: str, amount: str, hour: int) -> Operation:
    return Operation(
        OperationKind.CANCELLATION,
        at(hour),
        Module.BOAT,
        ref,
        f"cx-{ref}-{hour}",
        Decimal(amount),
        reference=f"RF-{ref}",
    )


def ledger(number: int, event: str, ref: str, amount: str, hour: int) -> WalletMovement:
    return WalletMovement(
        journal_id=f"JE-{number:06d}",
        posted_at=at(hour, 1),
        event=event,
        booking_ref=ref,
        amount=Decimal(amount),
        currency="INR",
    )


def test_lines_are_matched_by_booking_event_and_amount_and_mismatches_are_listed() -> None:
    operations = [
        sale("AAAA2222", "1000.00", 8),  # older than the snapshot: not checked
        sale("BBBB3333", "2000.00", 10, cash="1500.00"),
        cancellation("BBBB3333", "400.00", 11),  # partial
        cancellation("BBBB3333", "1200.00", 12),  # the rest
        sale("CCCC4444", "500.00", 13),  # the ledger says 550.00
        sale("DDDD5555", "700.00", 14),  # newer than the movements found: must be there, is not
    ]
    snapshot = [
        ledger(9, "CANCELLATION_REFUND", "BBBB3333", "1200.00", 12),
        ledger(8, "BOOKING_SETTLED", "EEEE6666", "900.00", 12),  # another counter's sale
        ledger(7, "BOOKING_SETTLED", "CCCC4444", "550.00", 13),
        ledger(6, "CANCELLATION_REFUND", "BBBB3333", "400.00", 11),
        ledger(5, "BOOKING_SETTLED", "BBBB3333", "2000.00", 10),
    ]
    report = shift_report(DAY, "Counter 1", reversed(operations), snapshot, None)

    assert [line.operation for line in report.lines] == operations
    assert [line.check for line in report.lines] == [
        Check.NOT_CHECKED,
        Check.MATCHED,
        Check.MATCHED,
        Check.MATCHED,
        Check.AMOUNT_DIFFERS,
        Check.NOT_IN_LEDGER,
    ]
    assert [line.movement.journal_id for line in report.lines[1:4] if line.movement] == [
        "JE-000005",
        "JE-000006",
        "JE-000009",
    ]
    assert "says 550.00, the counter 500.00" in report.lines[4].note
    assert [line.operation.booking_ref for line in report.mismatches] == ["CCCC4444", "DDDD5555"]
    assert [movement.booking_ref for movement in report.foreign_movements] == ["EEEE6666"]

    # No books were asked (as while the books job has still to post a journal): no totals of
    # its own, dashes on the paper.
    assert report.wallet is None

    ink = Ink(error="crimson", warning="", muted="")
    html = shift_report_html(report, "INR", FROZEN_NOW, ink, training=False)
    cash = escape("Debited from the wallet's cash")
    assert f'{cash}</td><td align="right" style="white-space:nowrap">—</td>' in html
    assert "2 mismatch" in html and "EEEE6666" in html and "cd-DDDD5555" in html
    # Each mismatching operation's row and the list of mismatches, in the ink's error colour.
    assert html.count('style="color:crimson"') == len(report.mismatches) + 1
    assert TRAINING_MARK not in html
    assert TRAINING_MARK in shift_report_html(report, "INR", FROZEN_NOW, ink, training=True)


def test_an_empty_snapshot_checks_nothing_and_hides_nothing() -> None:
    report = shift_report(DAY, "Counter 1", [sale("AAAA2222", "10.00", 9)], [], None)
    assert [line.check for line in report.lines] == [Check.NOT_CHECKED]
    assert report.mismatches == ()


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    """A counter journal whose clock is the sandbox's frozen one."""
    with Journal(tmp_path / "journal", now=lambda: FROZEN_NOW) as opened:
        yield opened


async def test_report_totals_are_the_books_and_the_sums_of_the_days_journal_rows(
    sandbox: EmbeddedSandbox, demo: PartnerClient, journal: Journal
) -> None:
    slot = (await demo.search_availability("ACTIVITY", TRAVEL_DAY, activity_id=SCUBA)).data[0]
    first = await sell(demo, journal, activity_body(slot, qty=3, request_id="cd-act-1"))
    await sell(demo, journal, activity_body(slot, qty=1, request_id="cd-act-2"))
    boat = await sell(
        demo,
        journal,
        boat_body(NO_FLAGS_TRIP_SCHEDULE, TRAVEL_DAY, [indian(), indian("Lata Iyer", 41)], "cd-b"),
    )
    await confirm_cancellation(
        demo, journal, CancelChoice(first.booking_ref, Module.ACTIVITY, 1), "cd-cx-1", None
    )
    await confirm_cancellation(
        demo, journal, CancelChoice(first.booking_ref, Module.ACTIVITY, 2), "cd-cx-2", None
    )
    snapshot = (await demo.wallet_balance()).data.recent_ledger_journal_snapshot

    operations = operations_on(journal, DAY)
    books = BookQueries(journal.till.books_connection())
    asked = books.wallet_moved(
        {"cd-act-1": Module.ACTIVITY, "cd-act-2": Module.ACTIVITY, "cd-b": Module.BOAT},
        {"cd-cx-1": Module.ACTIVITY, "cd-cx-2": Module.ACTIVITY},
    )
    moved = wallet_moved_by(journal.till.books_connection(), operations)
    report = shift_report(DAY, "Counter 1", operations, snapshot, moved)

    # Every figure of the totals is the books' query for the day's sales and cancellations,
    # and what the wallet's accounts moved by them ...
    wallet = report.wallet
    assert wallet == asked
    assert wallet is not None
    balances = BooksReader(journal.till.books_connection()).balances()
    assert wallet.cash == -balances.get(WALLET_CASH, ZERO) + wallet.credited  # credit unused
    # ... which are the day's rows as the till journalled them.
    rows = list(journal.history.rows(day=DAY))
    assert len(rows) == 3
    assert wallet.cash == sum(row.deducted_from_cash for row in rows)
    assert wallet.credit == sum(row.deducted_from_credit for row in rows)
    assert wallet.debited == sum(row.total_debited for row in rows)
    assert wallet.credited == sum(row.total_refunded for row in rows)
    assert wallet.net == sum(row.total_debited - row.total_refunded for row in rows)
    by_module = {totals.module: totals for totals in wallet.modules}
    assert by_module[Module.BOAT].sold == boat.settlement_breakdown.total_debited
    assert by_module[Module.ACTIVITY].cancellations == 2
    assert by_module[Module.ACTIVITY].net == by_module[Module.ACTIVITY].sold - (
        by_module[Module.ACTIVITY].refunded
    )
    # The worker's read on a connection of its own asks the same.
    assert read_wallet_moved(journal.folder / DATABASE_NAME, operations) == asked
    assert [line.check for line in report.lines] == [Check.MATCHED] * 5
    assert [line.operation.request_id for line in report.lines] == [
        "cd-act-1",
        "cd-act-2",
        "cd-b",
        "cd-cx-1",
        "cd-cx-2",
    ]
    assert report.lines[3].operation.reference == f"RF-{first.booking_ref}-01"

    out = io.StringIO(newline="")
    assert write_csv(report, out) == 5
    table = list(csv.reader(io.StringIO(out.getvalue())))
    assert table[0] == list(CSV_HEADER)
    assert len(table) == 1 + 5
    assert [(line[1], line[3], line[4]) for line in table[1:]] == [
        (line.operation.kind.value, line.operation.booking_ref, line.operation.request_id)
        for line in report.lines
    ]

    nothing = wallet_moved_by(journal.till.books_connection(), [])
    other_day = shift_report(DAY + dt.timedelta(days=1), "Counter 1", [], snapshot, nothing)
    assert other_day.lines == () and nothing is not None and nothing.net == 0
    assert operations_on(journal, DAY + dt.timedelta(days=1)) == []
    # What a worker reads on its own read-only connection is what the app's journal holds.
    database = journal.folder / DATABASE_NAME
    assert read_operations_on(database, DAY) == operations_on(journal, DAY)
    assert len(read_operations_on(database, DAY)) == 5
    assert read_operations_on(database, DAY + dt.timedelta(days=1)) == []

"""One day's operations of this counter, read from the counter journal."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from pathlib import Path

from app.journal.history import History
from app.journal.records import BookingRow, SettledCancellation
from app.journal.schema import connect_read_only
from app.journal.store import Journal
from app.journal.store import cancellations_on as settled_on
from app.reports.shift import Operation, OperationKind, chronological


def _sales(rows: Iterable[BookingRow]) -> list[Operation]:
    # The history lists newest first; reversed, sales of the same second keep their order.
    return [
        Operation(
            OperationKind.SALE,
            row.sold_at,
            row.module,
            row.booking_ref,
            row.request_id,
            row.total,
            row.cash,
            row.credit,
            product=row.product,
        )
        for row in reversed(list(rows))
    ]


def _cancellations(settled: Iterable[SettledCancellation]) -> list[Operation]:
    return [
        Operation(
            OperationKind.CANCELLATION,
            done.settled_at,
            done.module,
            done.booking_ref,
            done.request_id,
            done.net_refund,
            reference=done.refund_reference,
            product=done.product,
        )
        for done in settled
    ]


def sales_on(journal: Journal, day: dt.date) -> list[Operation]:
    """The bookings sold at this counter on ``day`` (service time), oldest first."""
    return _sales(journal.history.rows(day=day))


def cancellations_on(journal: Journal, day: dt.date) -> list[Operation]:
    """The cancellations this counter confirmed on ``day``, with their refund references."""
    return _cancellations(journal.cancellations_on(day))


def operations_on(journal: Journal, day: dt.date) -> list[Operation]:
    """Sales and cancellations of ``day``, oldest first."""
    return sorted(sales_on(journal, day) + cancellations_on(journal, day), key=chronological)


def read_operations_on(database: Path, day: dt.date) -> list[Operation]:
    """``operations_on`` read from the journal ``database`` on a read-only connection of its own,
    in one snapshot: meant for a worker thread, so that a busy day's hundreds of bookings are
    never turned into operations on the UI thread."""
    connection = connect_read_only(database)
    try:
        connection.execute("BEGIN")
        sales = _sales(History(connection).rows(day=day))
        cancellations = _cancellations(settled_on(connection, day))
        connection.rollback()  # nothing was written: this only ends the read transaction
    finally:
        connection.close()
    return sorted(sales + cancellations, key=chronological)

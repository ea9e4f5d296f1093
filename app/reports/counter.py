"""One day's operations of this counter, read from the counter journal."""

from __future__ import annotations

import datetime as dt

from app.journal.store import Journal
from app.reports.shift import Operation, OperationKind, chronological


def sales_on(journal: Journal, day: dt.date) -> list[Operation]:
    """The bookings sold at this counter on ``day`` (service time), oldest first."""
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
        for row in reversed(list(journal.history.rows(day=day)))
    ]


def cancellations_on(journal: Journal, day: dt.date) -> list[Operation]:
    """The cancellations this counter confirmed on ``day``, with their refund references."""
    return [
        Operation(
            OperationKind.CANCELLATION,
            settled.settled_at,
            settled.module,
            settled.booking_ref,
            settled.request_id,
            settled.net_refund,
            reference=settled.refund_reference,
            product=settled.product,
        )
        for settled in journal.cancellations_on(day)
    ]


def operations_on(journal: Journal, day: dt.date) -> list[Operation]:
    """Sales and cancellations of ``day``, oldest first."""
    return sorted(sales_on(journal, day) + cancellations_on(journal, day), key=chronological)

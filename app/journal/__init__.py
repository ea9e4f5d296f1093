"""The counter's local journal (SQLite): writes in flight, their outcomes, the bookings. No Qt.

Only the store: the protocol that writes to it (write-ahead, send, replay) is ``app.booking``'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.lazy_names import lazy_names

if TYPE_CHECKING:
    from app.journal.export import write_csv
    from app.journal.history import History
    from app.journal.records import Endpoint, JournalRequest, RequestState
    from app.journal.store import Journal
    from app.records.bookings import BookingRow, DayTotals
    from app.records.customers import ScansUnavailable

# Each name's module is imported on the name's first use: the start's live catalogue needs
# a few of the package's modules (its faults), not all of them (tests/perf/README.md).
__getattr__ = lazy_names(
    __name__,
    {
        "BookingRow": "app.records.bookings",
        "DayTotals": "app.records.bookings",
        "Endpoint": "app.journal.records",
        "History": "app.journal.history",
        "Journal": "app.journal.store",
        "JournalRequest": "app.journal.records",
        "RequestState": "app.journal.records",
        "ScansUnavailable": "app.records.customers",
        "write_csv": "app.journal.export",
    },
)

__all__ = [
    "BookingRow",
    "DayTotals",
    "Endpoint",
    "History",
    "Journal",
    "JournalRequest",
    "RequestState",
    "ScansUnavailable",
    "write_csv",
]

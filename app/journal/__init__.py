"""The counter's local journal (SQLite): writes in flight, their outcomes, the bookings. No Qt.

Only the store: the protocol that writes to it (write-ahead, send, replay) is ``app.booking``'s.
"""

from app.journal.export import write_csv
from app.journal.history import History
from app.journal.records import Endpoint, JournalRequest, RequestState
from app.journal.store import Journal
from app.records.bookings import BookingRow, DayTotals
from app.records.customers import ScansUnavailable

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

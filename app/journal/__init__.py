"""The counter's local journal (SQLite): writes in flight, their outcomes, the bookings. No Qt."""

from app.journal.export import write_csv
from app.journal.history import History
from app.journal.outcomes import is_final
from app.journal.records import (
    AgentRef,
    BookingRow,
    DayTotals,
    Endpoint,
    JournalRequest,
    RequestState,
)
from app.journal.replay import Resolution, ResolutionKind, resolve_pending, send_again
from app.journal.scans import ScansUnavailable
from app.journal.store import Journal

__all__ = [
    "AgentRef",
    "BookingRow",
    "DayTotals",
    "Endpoint",
    "History",
    "Journal",
    "JournalRequest",
    "RequestState",
    "Resolution",
    "ResolutionKind",
    "ScansUnavailable",
    "is_final",
    "resolve_pending",
    "send_again",
    "write_csv",
]

"""What every part of the till's records shares: one connection and clock (the refusals a till
write raises are ``app.records.till``'s)."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Callable
from contextlib import AbstractContextManager

from app.journal.faults import without_waiting


def moment(text: str | None) -> dt.datetime | None:
    """A stored ISO moment (None stays None)."""
    return None if text is None else dt.datetime.fromisoformat(text)


class TillTables:
    """The journal's connection and clock, for the till's records (one connection, one
    thread)."""

    def __init__(self, conn: sqlite3.Connection, now: Callable[[], dt.datetime]) -> None:
        self._conn = conn
        self._now = now

    def books_connection(self) -> sqlite3.Connection:
        """The connection the till's records are on: the books (``app.books``) are read on it,
        so that a figure and the till's rows beside it are of one moment."""
        return self._conn

    def without_waiting(self) -> AbstractContextManager[None]:
        """Within the block, a till write fails at once while another connection holds the
        journal's lock (the screen tries it again later rather than wait)."""
        return without_waiting(self._conn)

    def _stamp(self) -> str:
        return self._now().isoformat(timespec="seconds")

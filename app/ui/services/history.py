"""The counter's bookings written to a CSV file, away from the UI thread (no Qt)."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

from app.journal import History, write_csv


def export_csv(database: Path, path: Path, text: str = "", day: dt.date | None = None) -> int:
    """Write the bookings matching ``text`` and ``day`` to ``path``; how many were written.

    Meant for a worker thread: it reads through a read-only connection of its own (SQLite
    connections stay in the thread that made them), so the app's journal is never blocked.
    The file is UTF-8 with a byte-order mark, which spreadsheet programs need to show names
    such as "Müller" or "Zoë" correctly.
    """
    connection = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
    connection.row_factory = sqlite3.Row
    try:
        with path.open("w", newline="", encoding="utf-8-sig") as out:
            return write_csv(History(connection).rows(text, day), out)
    finally:
        connection.close()

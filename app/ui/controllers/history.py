"""The History screen's bookings from the journal, and their CSV export."""

from __future__ import annotations

import asyncio
import datetime as dt
from pathlib import Path

from PySide6.QtCore import QObject

from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.ui.screens.history import HistoryScreen, bookings
from app.ui.services.history import export_csv
from app.ui.slots import async_slot


class HistoryController(QObject):
    """Reads the journal for the History screen and exports it."""

    def __init__(self, screen: HistoryScreen, journal: Journal) -> None:
        super().__init__()
        self.screen = screen
        self.journal = journal
        screen.search_changed.connect(self.search)
        screen.export_requested.connect(self.on_export_requested)

    def reload(self) -> None:
        """Read the current search again (a booking was made or resolved)."""
        self.search(self.screen.text, self.screen.day)

    def search(self, text: str, day: dt.date | None) -> int:
        """Show the bookings matching ``text`` on ``day``: the first page and the day totals.

        Each is one indexed SQLite query of a few milliseconds, so it runs on the UI thread.
        """
        history = self.journal.history
        total = history.count(text, day)
        self.screen.model.show_search(
            total, lambda offset, limit: history.page(text, day, offset=offset, limit=limit)
        )
        self.screen.show_totals(history.day_totals(text, day))
        return total

    @async_slot(object, str, object)
    async def on_export_requested(self, path: Path, text: str, day: dt.date | None) -> None:
        """Export the bookings of the search to ``path``."""
        button = self.screen.export_button
        button.setEnabled(False)
        try:
            await self.export(path, text, day)
        finally:
            button.setEnabled(True)

    async def export(self, path: Path, text: str, day: dt.date | None) -> int | None:
        """Write the CSV in a worker; the screen says how many bookings went where."""
        database = self.journal.folder / DATABASE_NAME
        try:
            count = await asyncio.to_thread(export_csv, database, path, text, day)
        except OSError as exc:
            self.screen.show_state(
                f"The file could not be written ({exc.strerror}). Choose another place.", ok=False
            )
            return None
        self.screen.show_state(f"{bookings(count)} exported to {path}.", ok=True)
        return count

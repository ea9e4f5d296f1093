"""The History screen's bookings from the journal, and their CSV export."""

from __future__ import annotations

import asyncio
import datetime as dt
from pathlib import Path

from PySide6.QtCore import QObject

from app.counter.history import export_csv, read_search
from app.counter.tasks import PreemptiveTasks
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.ui.models.history import PAGE_ROWS
from app.ui.screens.history import HistoryScreen, bookings
from app.ui.slots import async_slot

SEARCH_TASK = "history search"


class HistoryController(QObject):
    """Reads the journal for the History screen and exports it."""

    def __init__(self, screen: HistoryScreen, journal: Journal, tasks: PreemptiveTasks) -> None:
        super().__init__()
        self.screen = screen
        self.journal = journal
        self.tasks = tasks
        screen.search_changed.connect(self.on_search_changed)
        screen.export_requested.connect(self.on_export_requested)

    def reload(self) -> None:
        """Read the current search again (a booking was made or resolved); shown when read."""
        self.on_search_changed(self.screen.text, self.screen.day)

    @async_slot(str, object)
    async def on_search_changed(self, text: str, day: dt.date | None) -> None:
        """Search again; a search still being read is superseded."""
        await self.tasks.run(SEARCH_TASK, self.search(text, day))

    async def search(self, text: str, day: dt.date | None) -> int:
        """Show the bookings matching ``text`` on ``day``: the first page and the day totals.

        Their queries scan the journal (5-10 ms for 10,000 bookings), so a worker runs them on
        a connection of its own; the later pages, one indexed query each, are read here as the
        list scrolls. Returns how many bookings match.
        """
        database = self.journal.folder / DATABASE_NAME
        found = await asyncio.to_thread(read_search, database, text, day, PAGE_ROWS)
        history = self.journal.history
        self.screen.model.show_search(
            found.total,
            found.first_page,
            lambda offset, limit: history.page(text, day, offset=offset, limit=limit),
        )
        # The bookings are painted in a loop turn of their own, then the day totals.
        await asyncio.sleep(0)
        self.screen.show_totals(found.days)
        return found.total

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

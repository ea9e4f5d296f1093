"""The History screen's bookings from the journal, its CSV export, and start-up resolution."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from pathlib import Path

from PySide6.QtCore import QObject

from app.journal import Journal, Resolution, ResolutionKind, resolve_pending
from app.journal.store import DATABASE_NAME
from app.ui.bridge import MessageBridge
from app.ui.screens.history import HistoryScreen, bookings
from app.ui.services.history import export_csv
from app.ui.session import Session
from app.ui.slots import async_slot

log = logging.getLogger(__name__)


class HistoryController(QObject):
    """Reads the journal for the History screen; resolves what a crash left pending."""

    def __init__(
        self, session: Session, bridge: MessageBridge, screen: HistoryScreen, journal: Journal
    ) -> None:
        super().__init__()
        self.session = session
        self.bridge = bridge
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

    async def resolve_pending(self) -> list[Resolution]:
        """Replay what a crash or a lost connection left unanswered; tell staff what it was."""
        resolutions = await resolve_pending(self.journal, self.session.client)
        if not resolutions:
            return resolutions
        for resolution in resolutions:
            log.info("Start-up resolution of %s: %s", resolution.request_id, resolution.kind)
        heading = "Requests left unanswered when the app last stopped were checked:"
        text = " ".join([heading, *(resolution.message for resolution in resolutions)])
        if any(r.kind is ResolutionKind.UNRESOLVED for r in resolutions):
            self.bridge.error(text)
        else:
            self.bridge.warning(text)
        self.reload()
        return resolutions

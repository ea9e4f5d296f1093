"""Loads the catalogue, searches availability and fetches featured images for the screen."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from collections.abc import Awaitable, Callable
from functools import partial

from PySide6.QtCore import QObject

from app.api import ActivityContentItem, ApiError
from app.counter.link.catalogue import (
    CatalogueEntry,
    fetch_catalogue,
    fetch_image,
    fetch_schedules,
    fetch_slots,
)
from app.counter.link.service import ServiceConnection
from app.counter.link.start_cache import StartCache
from app.counter.link.tasks import PreemptiveTasks
from app.domain.clock import service_now
from app.domain.modules import Module
from app.ui.bridge import FAILED, MessageBridge
from app.ui.loop import FRAME_S
from app.ui.models.bookable import BookableModel
from app.ui.models.rows import RowT
from app.ui.slots import async_slot
from app.ui.views.catalogue import CatalogueView

log = logging.getLogger(__name__)

# How far Enter on an item with nothing left today looks for its next bookable day.
LOOK_AHEAD_DAYS = 7


class CatalogueController(QObject):
    """Wires the catalogue screen's intents to the service; one search of each kind at a time."""

    def __init__(
        self,
        connection: ServiceConnection,
        bridge: MessageBridge,
        screen: CatalogueView,
        tasks: PreemptiveTasks,
        cache: StartCache,
        cancelled_on: Callable[[dt.date], frozenset[str]] = lambda _day: frozenset(),
    ) -> None:
        """``cancelled_on(day)``: the product lines of ``day`` the operator cancelled."""
        super().__init__()
        self.cancelled_on = cancelled_on
        self.connection = connection
        self.bridge = bridge
        self.screen = screen
        # The list prices each item for the customer as the till will.
        screen.model.rules = lambda: self.connection.settings.till_rules
        self.tasks = tasks
        self.cache = cache
        screen.catalogue_requested.connect(self.on_catalogue_requested)
        screen.availability_requested.connect(self.on_availability_requested)
        screen.image_requested.connect(self.on_image_requested)

    @async_slot(object, object)
    async def on_catalogue_requested(self, module: Module, day: dt.date) -> None:
        """The module or date changed: load the list (a newer request cancels this one)."""
        await self.tasks.run("catalogue", self.load_catalogue(module, day))

    @async_slot(object, object)
    async def on_availability_requested(self, entry: CatalogueEntry, day: dt.date) -> None:
        """An item was opened: search its slots or departures (a newer search cancels this)."""
        await self.tasks.run("availability", self.search(entry, day))

    @async_slot(object)
    async def on_image_requested(self, entry: CatalogueEntry) -> None:
        """The selected item has a featured image: fetch it (a newer selection cancels this)."""
        await self.tasks.run("image", self.load_image(entry))

    @async_slot(object)
    async def on_seats_changed(self, _what: object) -> None:
        """A sale or a cancellation changed seat counts: search the opened item again."""
        await self.refresh_availability()

    async def refresh_availability(self) -> int | None:
        """Search the opened item's slots or departures again; None when none is open."""
        entry, day = self.screen.opened, self.screen.opened_day
        if entry is None or day is None:
            return None
        return await self.tasks.run("availability", self.search(entry, day))

    async def load_catalogue(self, module: Module, day: dt.date) -> list[CatalogueEntry] | None:
        """Load and show the list of ``module`` for ``day``; None (and a message) on failure.

        When the service does not answer, the list last seen for them is shown, marked, if one
        was kept (opening an item asks the service all the same).
        """
        self.screen.show_catalogue_loading(module)
        entries = await self.bridge.call(
            fetch_catalogue(self.connection.client, module, day),
            partial(self.screen.show_catalogue_failure, module),
        )
        if entries is FAILED:
            self._show_kept(module, day)
            return None
        # What the answer changed so far (the message bar) is painted in a loop turn of its own,
        # before the list's reset and its paint.
        await asyncio.sleep(0)
        self.screen.show_catalogue(module, entries)
        seen_at = service_now()
        # The list's reset and its paint (5-7 ms of the UI thread) get a frame of their own:
        # what follows a load (the start's next steps, the shift question, a key already typed
        # into the filter and its paint) no longer runs in the same turn, and the start cache's
        # worker, which writes the list in Python, does not take the interpreter lock from it.
        await asyncio.sleep(FRAME_S)
        self.cache.keep_catalogue(
            module, day, entries, seen_at, self.connection.settings.till_rules
        )
        return entries

    def _show_kept(self, module: Module, day: dt.date) -> None:
        screen = self.screen
        shown = screen.cached_at is not None and screen.model.module is module
        if shown and module is Module.ACTIVITY:
            return  # the kept activities are shown already (and marked as not refreshed)
        kept = self.cache.catalogue(module, day)
        if kept is not None:
            failure = screen.list_state.text()
            screen.show_cached_catalogue(module, kept.entries, kept.seen_at, refreshing=False)
            screen.list_state.setText(failure)

    async def search(self, entry: CatalogueEntry, day: dt.date) -> int | None:
        """Search and show the availability of ``entry`` on ``day`` (or on its next bookable
        day, see ``_show_bookable``); the number of rows found, None on failure."""
        self.screen.show_availability_loading(entry, day)
        item = entry.item
        client = self.connection.client
        if isinstance(item, ActivityContentItem):
            return await self._show_bookable(
                entry,
                day,
                partial(fetch_slots, client, item.activity_id),
                self.screen.availability.slots.model,
                self.screen.show_slots,
            )
        return await self._show_bookable(
            entry,
            day,
            partial(fetch_schedules, client, item.trip_id),
            self.screen.availability.schedules.model,
            self.screen.show_schedules,
        )

    async def _show_bookable(
        self,
        entry: CatalogueEntry,
        day: dt.date,
        fetch: Callable[[dt.date], Awaitable[list[RowT]]],
        model: BookableModel[RowT],
        show: Callable[[list[RowT]], None],
    ) -> int | None:
        """Show the rows of ``day``; but when staff have just opened ``entry`` on today and
        nothing of it is bookable any more, those of its next day with a bookable one (within
        ``LOOK_AHEAD_DAYS``), the date moved there. The number shown; None (the picker says
        why) on failure."""
        failed = self.screen.show_availability_failure
        rows = await self.bridge.call(fetch(day), failed)
        if rows is FAILED:
            return None
        model.cancelled = self.cancelled_on(day)
        if self.screen.looks_ahead(entry, day) and not model.any_bookable(rows):
            for ahead in range(1, LOOK_AHEAD_DAYS + 1):
                later = day + dt.timedelta(days=ahead)
                found = await self.bridge.call(fetch(later), failed)
                if found is FAILED:
                    return None
                model.cancelled = self.cancelled_on(later)
                if model.any_bookable(found):
                    self.screen.show_moved_day(entry, later)
                    rows = found
                    break
            else:
                model.cancelled = self.cancelled_on(day)
        show(rows)
        return len(rows)

    async def load_image(self, entry: CatalogueEntry) -> bool:
        """Fetch and show the featured image of ``entry``; False when there is none to show."""
        try:
            data = await fetch_image(self.connection.client, entry)
        except ApiError as error:
            # A missing picture is not worth a message to staff: the text says everything.
            log.info("Featured image not loaded: %s", error)
            return False
        return data is not None and self.screen.show_image(entry, data)

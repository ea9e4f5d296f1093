"""The running app's life: its start (connect, show, load, offer the sale kept from last time)
and its shut-down, over the parts ``Assembly`` puts together (the composition root)."""

from __future__ import annotations

import asyncio
import datetime as dt
import inspect
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.counter.config.declared import NotApproved
from app.counter.config.settings import Settings
from app.counter.papers.formatting import moment_text
from app.domain.agency_target import AgencyTarget
from app.i18n import Catalogue
from app.records.drafts import StoredDraft
from app.ui.assembly import Assembly
from app.ui.error_words import reason_of
from app.ui.registry import (
    BOOK,
    CATALOGUE,
    HISTORY,
    SETTINGS,
    WALLET,
    ControllerT,
    ScreenEntry,
    ScreenT,
)
from app.ui.slots import async_slot, end_running_slots
from app.ui.widgets.draft_question import DraftQuestion, UndoDiscard
from app.ui.wiring import build_controller

if TYPE_CHECKING:
    from app.booking.draft import Draft

DESK = Catalogue("DESK")

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class _LiveList:
    """How the start's first half ended: connected to the service, and its catalogue listed."""

    connected: bool
    listed: bool


class Desk(Assembly):
    """One counter's app: builds everything (``Assembly``), starts it and shuts it down."""

    # The questions about the sale kept from last time, while they are open.
    draft_offer: DraftQuestion | None = None
    draft_undo: UndoDiscard | None = None

    def _wire(self, entry: ScreenEntry[ScreenT, ControllerT], screen: ScreenT) -> ControllerT:
        """``entry``'s controller, as ``app.ui.wiring`` builds it."""
        return build_controller(self, entry, screen)

    async def start(
        self,
        settings: Settings,
        key: str | None = None,
        agency: AgencyTarget | None = None,
        listed: Callable[[Desk], object] | None = None,
    ) -> bool:
        """Connect, show the window and load the header and the catalogue; False on failure.

        A sale kept from last time (a close, a crash, a power cut) is offered back at once; else,
        with no shift open at the counter, one is asked for.
        The agency store (``agency``, by default the settings') is linked without waiting for it.
        The catalogue is listed first, and ``listed`` told of it (the start-up bench); the
        wallet, the jobs and the shift question follow it.
        """
        live = await self._list_live(settings, key)
        if listed is not None:
            listed(self)
        return await self._start_behind(live, agency or AgencyTarget(settings.agency_db_url))

    async def _list_live(self, settings: Settings, key: str | None = None) -> _LiveList:
        """The start up to the service's catalogue listed: connect, show the window, offer the
        sale kept from last time and load the catalogue, and only that (the back office, the
        agency store, the wallet, the jobs and the shift question follow, in
        ``_start_behind``)."""
        # The start-up showed it already, for its first paint (or a stop signal closed it).
        if not self.window.isVisible() and not self.window.closed:
            self.placement.show(self.window)
            # A walk-in starts with what to sell: the cursor waits in the catalogue's filter.
            self.window.catalogue.focus_filter()
        self.offer_draft()
        connected = await self.header.connect_to(settings, key, keep_shown=True)
        problem = self.connection.proxy().problem
        if problem is not None:
            # The app goes on without that proxy; staff (and their IT) learn which setting is bad.
            self.bridge.warning(problem)
        if not connected:
            return _LiveList(connected=False, listed=False)
        toolbar = self.window.catalogue.toolbar
        catalogue = self.controller(CATALOGUE).load_catalogue(toolbar.module, toolbar.travel_date)
        entries = await self.tasks.run("catalogue", catalogue)
        return _LiveList(connected=True, listed=entries is not None)

    async def _start_behind(self, live: _LiveList, agency: AgencyTarget) -> bool:
        """The rest of the start, once the catalogue is listed: the back office built (if a
        clerk's action has not built it already), the agency store ``agency`` linked, the
        customer display placed, the wallet read, the jobs started and the shift asked for; True
        when the wallet and the catalogue were both read."""
        back = self.back_office  # built here, in one turn, unless an action built it before
        # The agency job's store, linked when the runtime starts (never waited for).
        await self.agency.start(agency)
        # Said for the whole run: read in a worker (its first read may ask the keyring).
        self.window.header.show_unsealed(await asyncio.to_thread(self.services.records_unsealed))
        # On its screen once the settings are in use (a second screen, switched on in them).
        back.customer_display.place()
        if live.connected:
            back.shifts.show()
        else:
            await self.show_settings_in_use()
            return False
        wallet, _ = await asyncio.gather(
            self.controller(WALLET).refresh(), self.show_settings_in_use()
        )
        if wallet is None:
            self.pending.wait_for_service()
        # Once the service holds the saved settings (their mail server, and whether this is
        # training for the documents' mark), every job in its order: what a crash or a lost
        # answer left pending settled first, before the next sale (none on a journal that
        # cannot be written: what waits, waits for a writable start).
        await self.runtime.start()
        self.watch.count()
        if self.draft_offer is None and self.services.read_only is None:
            # Before the first customer (a sale kept from last time asks at its review).
            self.shifts.start_of_day(self.window)
        return wallet is not None and live.listed

    async def show_settings_in_use(self) -> None:
        """Settings, once built, show the settings the start connected with (it is built, and
        so filled, when first shown)."""
        if self.has_controller(SETTINGS):
            await self.controller(SETTINGS).show_current()

    def explain_training_later(self) -> None:
        """At a first start in training: what training mode is, once the start's shift question
        is answered (one question at a time, not one over the other)."""
        self.shifts.after_question(self.window.menu.explain_training_once)

    def offer_draft(self) -> DraftQuestion | None:
        """Ask whether to restore the sale the journal kept; None when it kept none."""
        stored = self.kept.offered()
        if stored is None:
            return None
        if stored.unreadable:
            self.bridge.warning(
                DESK.tr(
                    "Some ID numbers or scans of the kept sale cannot be read: they were kept "
                    "encrypted with a key this computer's password store no longer has. Type or "
                    "scan them again."
                )
            )
        saved = moment_text(dt.datetime.fromisoformat(stored.saved_at))
        question = DraftQuestion(
            self.window,
            "draftOffer",
            DESK.tr(
                "A sale was in progress when Counterdesk last closed: {summary} (saved {saved})."
            ).format(summary=_draft(stored).summary, saved=saved),
            DESK.tr("Restore it to go on where it was left, or discard it."),
            DESK.tr("&Restore it"),
        )
        self.controller(BOOK).keep_draft(_draft(stored))
        question.answered.connect(lambda restore: self._draft_answered(stored, restore))
        self.draft_offer = question
        question.open()
        return question

    def _draft_answered(self, stored: StoredDraft, restore: bool) -> None:
        if restore:
            self._restore_draft(stored)
        elif _draft(stored).sent:
            self._void_draft(stored)
        else:
            self._discard_draft(stored)

    def _restore_draft(self, stored: StoredDraft) -> None:
        self.kept.restored()  # back on the screen: no longer kept
        if self.controller(BOOK).restore(stored) is not None:
            self.window.show_screen(BOOK)

    def _discard_draft(self, stored: StoredDraft) -> UndoDiscard:
        """Discard a kept sale never sent (no PIN: nothing was booked or paid), Undo offered for
        a few seconds; the journal keeps it until then, so a close meanwhile loses nothing."""
        undo = UndoDiscard(self.window, _draft(stored).summary)
        undo.settled.connect(
            lambda undone: self._restore_draft(stored) if undone else self.kept.discard()
        )
        self.draft_undo = undo
        undo.open()
        return undo

    @async_slot(object)
    async def _void_draft(self, stored: StoredDraft) -> None:
        """Discard the kept sale once the supervisor approves; refused, it is offered again at
        the next start."""
        try:
            await self.kept.void(_draft(stored).summary)
        except NotApproved as refused:
            self.bridge.warning(reason_of(refused))

    async def aclose(self) -> None:
        """Stop every task, close the HTTP client and stop the embedded sandbox. Each step runs
        though one before it failed (the sandbox and the journal are let go on every path:
        Windows removes no file they hold); the first failure is raised after the last step."""
        # The back office closed only if it was built (a start can end before the list).
        back = self.back_office_built()
        behind = () if back is None else (back.shifts.close, back.pending.close, back.runtime.stop)
        await _every_step(
            self.header.stop,
            *behind,  # the runtime's stop: every job, in the reverse of their order
            self._stop_copier,
            self.scan_catcher.remove,
            self._keep_typed_sale,
            self.tasks.cancel_all,
            # A handler still waiting (a voucher after a late answer, a refresh) would go on into
            # the closed journal: each is ended here, its own clean-up run while all is still
            # open.
            end_running_slots,
            self.warm_up.stop,
            self.agency.stop,
            self.connection.aclose,
            # After the client: a refresh started meanwhile can no longer reach a closed window.
            self.cache.flush,
            self._stop_history,
            self.services.close,
        )
        log.info("Counterdesk closed")

    def _stop_copier(self) -> None:
        back = self.back_office_built()
        if back is not None and back.copier is not None:
            back.copier.stop()

    def _keep_typed_sale(self) -> None:
        if self.has_controller(BOOK):
            book = self.controller(BOOK)
            kept = book.save_draft()  # what was typed last is kept, whatever happens
            if kept is not None:
                book.keep_draft(kept)

    def _stop_history(self) -> None:
        if self.window.is_built(HISTORY):
            # A table built later would choose its first booking and read the closed journal.
            self.window.page(HISTORY).stop_building()


def _draft(stored: StoredDraft) -> Draft:
    """The kept sale as the Book screen holds it. Its modules (the sale's flow, the passengers'
    documents) are imported only when a sale was kept: the start's live catalogue does without
    them (tests/perf/README.md, the live start)."""
    from app.booking.draft import Draft

    return Draft(stored.body, stored.scans)


async def _every_step(*steps: Callable[[], object]) -> None:
    """Run each step (awaiting what it returns), whatever an earlier one raised; the first
    failure is raised at the end, the later ones logged."""
    first: Exception | None = None
    for step in steps:
        try:
            done = step()
            if inspect.isawaitable(done):
                await done
        except Exception as error:
            if first is not None:
                log.exception("Closing went on after an earlier failure; this step failed too")
            first = first or error
    if first is not None:
        raise first

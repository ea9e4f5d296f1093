"""The running app put together: bridge, service connection, window and controllers (the
composition root)."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from typing import TYPE_CHECKING, Any, cast

from app.api.retry import RetryPolicy
from app.api.transport import HttpClient, new_http_client
from app.booking import Resolution, ResolutionKind
from app.booking.draft import Draft
from app.booking.faults import JOURNAL_ERRORS
from app.counter.formatting import moment_text
from app.counter.keystore import KeyStore
from app.counter.logs import SecretRedactor
from app.counter.paths import AppPaths
from app.counter.service import ServiceConnection
from app.counter.settings import Settings
from app.counter.start_cache import EMBEDDED, StartCache
from app.counter.tasks import PreemptiveTasks
from app.domain.agency_target import AgencyTarget
from app.domain.clock import service_today
from app.i18n import Catalogue
from app.journal.drafts import StoredDraft
from app.journal.store import DATABASE_NAME, Journal
from app.ui.bridge import MessageBridge
from app.ui.controllers.agency import AgencyController
from app.ui.controllers.header import HeaderController
from app.ui.controllers.pending import PendingController
from app.ui.controllers.shift import ShiftKeeper
from app.ui.customer_display import CustomerDisplay
from app.ui.document_eraser import DocumentEraser
from app.ui.first_paint import FirstPaint
from app.ui.journal_copy import JournalCopier
from app.ui.placement import WindowPlacement
from app.ui.registry import (
    BOOK,
    CATALOGUE,
    HISTORY,
    LOOKUP,
    SCREENS,
    SETTINGS,
    WALLET,
    ControllerT,
    ScreenEntry,
)
from app.ui.scan_find import ScanCatcher
from app.ui.slots import async_slot, end_running_slots
from app.ui.splitters import remember_sizes
from app.ui.warm_up import WARM_UP_DELAY_MS, WarmUp
from app.ui.widgets.draft_question import DraftQuestion, UndoDiscard, void_approved
from app.ui.widgets.pin_dialog import Supervisor
from app.ui.window import MainWindow
from app.ui.wiring import build_controller

if TYPE_CHECKING:
    from app.booking import Choice
    from app.counter.sandbox_process import SandboxProcess

DESK = Catalogue("DESK")

log = logging.getLogger(__name__)

# The longest the screen's thread waits for another program's lock on the journal: a sale's
# write locked out is tried again a moment later, with "Saving…" on the screen.
UI_JOURNAL_WAIT_MS = 50


class Desk:
    """One counter's app: builds everything, starts it and shuts it down.

    Each screen of the registry (``app.ui.registry``) has a controller, built with the window for
    the eager screens (the catalogue, the header's wallet, the settings) and on first use for the
    others (the screen is shown, or the controller asked for).
    """

    def __init__(
        self,
        paths: AppPaths,
        redactor: SecretRedactor,
        http: HttpClient | None = None,
        retry: RetryPolicy | None = None,
        bridge: MessageBridge | None = None,
        start_sandbox: bool = False,
        sandbox: SandboxProcess | None = None,
        journal: Journal | None = None,
        first: FirstPaint | None = None,
    ) -> None:
        """``start_sandbox``: the settings to connect with use the embedded sandbox, so its
        process starts now (unless ``sandbox`` is that process, started earlier), while the
        window is built. ``journal``: opened already by the start-up (by default, opened here).
        ``first``: the window already painted, with the start cache it read (by default, a
        window and an empty cache are made here)."""
        self.paths = paths
        self.redactor = redactor  # the log's, and what a crash report is scrubbed with
        if first is None:
            window_bridge = bridge or MessageBridge()
            first = FirstPaint(
                window_bridge,
                MainWindow(window_bridge),
                WindowPlacement(paths.config),
                StartCache(paths.start_cache, EMBEDDED),
            )
        self.bridge = first.bridge
        self.cache = first.cache
        self.keys = KeyStore(on_secret=redactor.add)
        self.service = ServiceConnection(
            http or new_http_client(),
            self.keys,
            paths.sandbox_db,
            on_secret=redactor.add,
            on_retry=self.bridge.retrying,
            on_environment=self.bridge.heard_environment,
            retry=retry,
            sandbox_log=paths.sandbox_log,
            sandbox=sandbox,
        )
        if start_sandbox:
            self.service.start_sandbox()
        self.tasks = PreemptiveTasks()
        self.journal = journal or Journal(paths.journal)
        self.warm_up = WarmUp(self._ahead_of_first_sale)
        self.journal.limit_waits(UI_JOURNAL_WAIT_MS)
        # The rolling copy recovery falls back on (none of a journal that cannot be written).
        self.copier = (
            JournalCopier(self.journal.folder / DATABASE_NAME)
            if self.journal.read_only is None
            else None
        )
        # Passengers' ID numbers and scans erased once their trip is over by the days kept.
        self.eraser = (
            DocumentEraser(
                self.journal.folder / DATABASE_NAME,
                lambda: self.service.settings.documents_kept_days,
                lambda: self.journal.now().date(),
            )
            if self.journal.read_only is None
            else None
        )
        self.window = first.window
        # Who is on the till, in the header; a shift asked for when a sale or the day needs one.
        self.shifts = ShiftKeeper(self.journal.till, self.service, self.window.header)
        if self.copier is not None:
            self.shifts.shift_changed.connect(self.copier.on_copy_requested)
        self.window.header.show_journal(self.journal.read_only)
        remember_sizes(self.window.catalogue.splitter, paths.config, "catalogue/list-detail")
        self.placement = first.placement
        self.window.closing.connect(lambda: self.placement.save(self.window))
        self.header = HeaderController(self.service, self.bridge, self.window.header, self.cache)
        self.agency = AgencyController(self.keys, paths, self.journal.folder / DATABASE_NAME)
        self.supervisor = Supervisor(self.journal.till, agency=self.agency)
        self.agency.link_changed.connect(self.window.header.show_agency)
        self.agency.receipts_resumed.connect(self.bridge.info)
        # Before the controllers: Book and Lookup send their writes under its lock.
        self.pending = PendingController(
            self.service,
            self.bridge,
            self.journal,
            self.tasks,
            self.window.header,
            self.window,
            self.supervisor,
        )
        self.pending.resolved.connect(lambda _resolutions: self.reload_history())
        self.pending.resolved.connect(self._resolved)
        self.scan_catcher = ScanCatcher(self.window)
        self.scan_catcher.scanned.connect(self.open_in_lookup)
        self.scan_catcher.install()
        # Before the controllers: the Book screen's tells it what the customer sees.
        self.customer_display = CustomerDisplay(self.window, lambda: self.service.settings)
        self.window.closing.connect(self.customer_display.window.close)
        self._controllers: dict[ScreenEntry[Any, Any], object] = {}
        for entry in SCREENS:
            if entry.eager:
                self.controller(entry)
        self.window.opening.connect(self.controller)
        self.window.menu.attach(self)
        self.draft_offer: DraftQuestion | None = None
        self.draft_undo: UndoDiscard | None = None

    def controller(self, entry: ScreenEntry[Any, ControllerT]) -> ControllerT:
        """``entry``'s controller, built now (with its screen) if it is not yet."""
        if entry not in self._controllers:
            self._controllers[entry] = build_controller(self, entry, self.window.page(entry))
        # The registry's entry types its controller: the dictionary holds controllers of every type.
        return cast(ControllerT, self._controllers[entry])

    def has_controller(self, entry: ScreenEntry[Any, Any]) -> bool:
        """Whether ``entry``'s controller has been built (the eager screens' always are)."""
        return entry in self._controllers

    def _resolved(self, resolutions: list[Resolution]) -> None:
        # A sale that went through after its answer was lost is shown on the Book screen (its
        # controller is built for it if the screen was never opened).
        if any(r.kind is ResolutionKind.BOOKED for r in resolutions):
            self.controller(BOOK).on_resolved(resolutions)

    def customer_of(self, booking_ref: str) -> str:
        """The customer's name of a booking sold here ('' when not, or unreadable)."""
        try:
            row = self.journal.history.find(booking_ref)
        except JOURNAL_ERRORS:
            return ""
        return "" if row is None else row.customer_name

    def reload_history(self) -> None:
        """Money moved or a pending request was settled: History reads the journal again, and
        the record goes to the agency store now."""
        self.agency.wake()
        # A History screen not built yet reads the journal when it is.
        if self.has_controller(HISTORY):
            self.controller(HISTORY).reload()

    async def start(
        self, settings: Settings, key: str | None = None, agency: AgencyTarget | None = None
    ) -> bool:
        """Connect, show the window and load the header and the catalogue; False on failure.

        A sale kept from last time (a close, a crash, a power cut) is offered back at once; else,
        with no shift open at the counter, one is asked for.
        The agency store (``agency``, by default the settings') is linked without waiting for it.
        """
        await self.agency.start(agency or AgencyTarget(settings.agency_db_url))
        if self.eraser is not None:
            self.eraser.erase_after(WARM_UP_DELAY_MS)  # the window first
        # The start-up showed it already, for its first paint (or a stop signal closed it).
        if not self.window.isVisible() and not self.window.closed:
            self.placement.show(self.window)
            # A walk-in starts with what to sell: the cursor waits in the catalogue's filter.
            self.window.catalogue.focus_filter()
        self.offer_draft()
        connected = await self.header.connect_to(settings, key, keep_shown=True)
        problem = self.service.proxy().problem
        if problem is not None:
            # The app goes on without that proxy; staff (and their IT) learn which setting is bad.
            self.bridge.warning(problem)
        # On its screen once the settings are in use (a second screen, switched on in them).
        self.customer_display.place()
        if not connected:
            await self.controller(SETTINGS).show_current()
            return False
        self.shifts.show()
        toolbar = self.window.catalogue.toolbar
        catalogue = self.controller(CATALOGUE).load_catalogue(toolbar.module, toolbar.travel_date)
        wallet, entries, _ = await asyncio.gather(
            self.controller(WALLET).refresh(),
            self.tasks.run("catalogue", catalogue),
            self.controller(SETTINGS).show_current(),
        )
        if self.journal.read_only is not None:
            # An outcome could not be written down: what is pending waits for a writable start.
            log.warning("Pending requests are not replayed: %s", self.journal.read_only.value)
        elif wallet is None:
            self.pending.wait_for_service()
        else:
            # What a crash or a lost answer left pending is settled before the next sale.
            await self.pending.resolve()
        if self.draft_offer is None and self.journal.read_only is None:
            # Before the first customer (a sale kept from last time asks at its review).
            self.shifts.start_of_day(self.window)
        return wallet is not None and entries is not None

    def _ahead_of_first_sale(self) -> None:
        """What the first sale would otherwise wait for, in the warm-up's worker: the sealing
        key, and the receipt printer's driver when one is reached directly (its printer
        database, some 170 ms of Python, held the interpreter from the UI thread while the first
        sale was settled and its receipt printed)."""
        self.journal.ready_to_seal()
        # Imported here, in the worker: the receipt's modules are no part of the start.
        from app.counter.escpos import load_escpos
        from app.counter.printers import DocumentKind

        if self.service.settings.printers.target(DocumentKind.RECEIPT).is_escpos:
            load_escpos()

    def warm_up_later(self) -> None:
        """Import the screens not built yet in a worker, once the first screen has been up a
        while (``WARM_UP_DELAY_MS``): the clerk's first keys do not share the interpreter."""
        self.warm_up.start()

    def offer_draft(self) -> DraftQuestion | None:
        """Ask whether to restore the sale the journal kept; None when it kept none."""
        stored = self.journal.drafts.load()
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
            ).format(summary=Draft(stored.body, stored.scans).summary, saved=saved),
            DESK.tr("Restore it to go on where it was left, or discard it."),
            DESK.tr("&Restore it"),
        )
        self.controller(BOOK).keep_draft(Draft(stored.body, stored.scans))
        question.answered.connect(lambda restore: self._draft_answered(stored, restore))
        self.draft_offer = question
        question.open()
        return question

    def _draft_answered(self, stored: StoredDraft, restore: bool) -> None:
        if restore:
            self._restore_draft(stored)
        elif Draft(stored.body, stored.scans).sent:
            self._void_draft(stored)
        else:
            self._discard_draft(stored)

    def _restore_draft(self, stored: StoredDraft) -> None:
        self.journal.drafts.clear("restored")  # back on the screen: no longer kept
        if self.controller(BOOK).restore(stored) is not None:
            self.window.show_screen(BOOK)

    def _discard_draft(self, stored: StoredDraft) -> UndoDiscard:
        """Discard a kept sale never sent (no PIN: nothing was booked or paid), Undo offered for
        a few seconds; the journal keeps it until then, so a close meanwhile loses nothing."""
        undo = UndoDiscard(self.window, Draft(stored.body, stored.scans).summary)
        undo.settled.connect(
            lambda undone: self._restore_draft(stored) if undone else self.journal.drafts.discard()
        )
        self.draft_undo = undo
        undo.open()
        return undo

    @async_slot(object)
    async def _void_draft(self, stored: StoredDraft) -> None:
        """Discard the kept sale once the supervisor approves; refused, it is offered again at
        the next start."""
        summary = Draft(stored.body, stored.scans).summary
        voided_by = await void_approved(self.supervisor, self.window, summary, self.bridge.warning)
        if voided_by is not None:
            self.journal.drafts.void(summary, voided_by)

    def choose(self, choice: Choice) -> None:
        """A slot or departure was chosen: a new sale of it starts on the Book screen."""
        if self.journal.read_only is not None:
            self.bridge.error(self.journal.read_only.sentence)
            return
        self.controller(BOOK).start(choice)
        self.window.show_screen(BOOK)
        # The customer reads how their details are used while the clerk types them.
        self.customer_display.show_notice()

    def new_sale(self) -> None:
        """The sale is done: back to the catalogue for the next customer, on today (or the day
        the clerk pinned) with an empty filter, the cursor in it."""
        self.window.catalogue.toolbar.start_next_sale(service_today())
        self.window.focus_filter()

    def open_in_lookup(self, booking_ref: str) -> None:
        """History asked for a booking: Lookup shows it."""
        self.window.show_screen(LOOKUP)
        self.window.page(LOOKUP).open_ref(booking_ref)

    async def aclose(self) -> None:
        """Stop every task, close the HTTP client and stop the embedded sandbox."""
        self.header.stop()
        await self.shifts.close()
        self.pending.close()
        if self.copier is not None:
            self.copier.stop()
        if self.eraser is not None:
            self.eraser.stop()
        self.scan_catcher.remove()
        if self.has_controller(BOOK):
            book = self.controller(BOOK)
            kept = book.save_draft()  # what was typed last is kept, whatever happens
            if kept is not None:
                book.keep_draft(kept)
        await self.tasks.cancel_all()
        # A handler still waiting (a voucher after a late answer, a refresh) would go on into
        # the closed journal: each is ended here, its own clean-up run while all is still open.
        await end_running_slots()
        self.warm_up.stop()
        await self.agency.stop()
        await self.service.aclose()
        # After the client: a refresh started meanwhile can no longer reach a closed window.
        await self.cache.flush()
        if self.window.is_built(HISTORY):
            # A table built later would choose its first booking and read the closed journal.
            self.window.page(HISTORY).stop_building()
        self.journal.close()
        log.info("Counterdesk closed")

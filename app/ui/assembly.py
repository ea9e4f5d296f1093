"""The running app's parts, built and wired together: bridge, service connection, journal,
window, the till's keepers and the screens' controllers, each built on first use (the desk
adds its life: start, the sale kept from last time, shut down)."""

from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

from app.agency.job import AgencyJob
from app.api.retry import RetryPolicy
from app.api.transport import HttpClient, new_http_client
from app.booking import Resolution, ResolutionKind
from app.booking.faults import JOURNAL_ERRORS
from app.counter.composition import CounterServices
from app.counter.config.keystore import KeyStore
from app.counter.config.logs import SecretRedactor
from app.counter.config.paths import AppPaths
from app.counter.link.service import ServiceConnection
from app.counter.link.start_cache import EMBEDDED, StartCache
from app.counter.link.tasks import PreemptiveTasks
from app.domain.clock import service_today
from app.ui.bridge import MessageBridge
from app.ui.controllers.agency import AgencyController
from app.ui.controllers.header import HeaderController
from app.ui.first_paint import FirstPaint
from app.ui.menu import RunningDesk
from app.ui.placement import WindowPlacement
from app.ui.registry import (
    BOOK,
    CATALOGUE,
    HISTORY,
    LOOKUP,
    SCREENS,
    WALLET,
    ControllerT,
    ScreenEntry,
    ScreenT,
)
from app.ui.save_folder import use_documents_folder
from app.ui.scan_find import ScanCatcher
from app.ui.splitters import remember_sizes
from app.ui.training import TrainingController
from app.ui.warm_up import WarmUp
from app.ui.window import MainWindow

if TYPE_CHECKING:
    from app.booking import Choice
    from app.counter.config.declared import Permission
    from app.counter.link.sandbox_process import SandboxProcess
    from app.counter.runtime.counter_runtime import CounterRuntime
    from app.counter.services.shifts import ShiftService
    from app.records.customers import Who
    from app.ui.controllers.access_log import AccessLogController
    from app.ui.controllers.jobs import JobsController
    from app.ui.controllers.mail import MailController
    from app.ui.controllers.pending import PendingController
    from app.ui.controllers.records_key import RecordsKeyController
    from app.ui.controllers.shift import ShiftKeeper
    from app.ui.controllers.supervisor import Supervisor
    from app.ui.controllers.watch import WatchController
    from app.ui.customer_display import CustomerDisplay
    from app.ui.journal_copy import JournalCopier

log = logging.getLogger(__name__)

# The longest the screen's thread waits for another program's lock on the journal, in a write
# of its own off the booking paths: a sale's, a cancellation's, an exchange's and the till's
# never wait (each try refused at once, made again a moment later: app.booking.journal_waits).
UI_JOURNAL_WAIT_MS = 50
PartT = TypeVar("PartT")


class _InBackOffice(Generic[PartT]):
    """An attribute of the desk that is a part of its back office, of the same name: reading it
    builds the back office if it is not yet."""

    def __set_name__(self, owner: type[Assembly], name: str) -> None:
        self.name = name

    def __get__(self, desk: Assembly, owner: type[Assembly] | None = None) -> PartT:
        return cast(PartT, getattr(desk.back_office, self.name))


class Assembly(ABC):
    """One counter's app put together: builds everything and wires it.

    Each screen of the registry (``app.ui.registry``) has a controller, built with the window for
    the eager screen (the catalogue), with the back office for the header's wallet, and on first
    use for the others (the screen is built or shown, or the controller asked for), by ``_wire``.
    """

    # The back office's parts, each built with all of it on first use (``BackOffice`` says
    # what each is).
    runtime: _InBackOffice[CounterRuntime] = _InBackOffice()
    jobs: _InBackOffice[JobsController] = _InBackOffice()
    shift_service: _InBackOffice[ShiftService] = _InBackOffice()
    shifts: _InBackOffice[ShiftKeeper] = _InBackOffice()
    copier: _InBackOffice[JournalCopier | None] = _InBackOffice()
    mail: _InBackOffice[MailController] = _InBackOffice()
    supervisor: _InBackOffice[Supervisor] = _InBackOffice()
    access_log: _InBackOffice[AccessLogController] = _InBackOffice()
    records_key: _InBackOffice[RecordsKeyController] = _InBackOffice()
    pending: _InBackOffice[PendingController] = _InBackOffice()
    watch: _InBackOffice[WatchController] = _InBackOffice()
    customer_display: _InBackOffice[CustomerDisplay] = _InBackOffice()

    def __init__(
        self,
        paths: AppPaths,
        redactor: SecretRedactor,
        http: HttpClient | None = None,
        retry: RetryPolicy | None = None,
        bridge: MessageBridge | None = None,
        start_sandbox: bool = False,
        sandbox: SandboxProcess | None = None,
        services: CounterServices | None = None,
        first: FirstPaint | None = None,
    ) -> None:
        """``start_sandbox``: the settings to connect with use the embedded sandbox, so its
        process starts now (unless ``sandbox`` is that process, started earlier), while the
        window is built. ``services``: the journal opened already by the start-up, with its
        services (by default, opened here).
        ``first``: the window already painted, with the start cache it read (by default, a
        window and an empty cache are made here)."""
        self.paths = paths
        use_documents_folder(paths.documents)
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
        self.connection = ServiceConnection(
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
            self.connection.start_sandbox()
        self.tasks = PreemptiveTasks()
        self.services = services or CounterServices.at(paths.journal)
        # The Book screen is built in the warm-up's idle turns: not on the first sale's Enter.
        self.warm_up = WarmUp(self._ahead_of_first_sale, lambda: self.window.build_ahead(BOOK))
        self.services.limit_waits(UI_JOURNAL_WAIT_MS)
        self.connection.listen_wallet(self.services.keep_wallet_reading)
        self.window = first.window
        # The parts the live catalogue does not need (the runtime and its jobs, the till's
        # keepers, the mail, the watch, the customer display): built once it is listed
        # (``Desk.start``), or at their first use before that (live-list-first.md).
        self._back_office: BackOffice | None = None
        self.window.menu.jobs_requested.connect(lambda: self.jobs.on_panel_requested())
        self.window.quit_guards.append(lambda: self.shifts.may_quit(self.window, self.window.close))
        self.window.header.show_journal(self.services.read_only)
        # The sale kept from last time: offered at the start, its void approved by a supervisor.
        self.kept = self.services.kept_sale(self.approve)
        remember_sizes(self.window.catalogue.splitter, paths.config, "catalogue/list-detail")
        self.placement = first.placement
        self.window.closing.connect(lambda: self.placement.save(self.window))
        self.header = HeaderController(self.connection, self.bridge, self.window.header, self.cache)
        # The agency store's link: a job of the runtime, restarted when the store changes.
        self.link = AgencyJob(
            self.services.database,
            paths,
            self.keys,
            lambda state: self.agency.on_link(state),
            lambda prefix: self.agency.on_receipts(prefix),
        )
        self.agency = AgencyController(
            self.keys, self.link, lambda: self.runtime.restart(self.link.name)
        )
        self.window.menu.access_log_requested.connect(lambda: self.access_log.on_requested())
        self.window.menu.records_key_requested.connect(lambda: self.records_key.on_requested())
        self.agency.link_changed.connect(self.window.header.show_agency)
        self.agency.receipts_resumed.connect(self.bridge.info)
        self.scan_catcher = ScanCatcher(self.window)
        self.scan_catcher.scanned.connect(self.open_in_lookup)
        self.window.header.owed_label.booking_chosen.connect(self.open_in_lookup)
        self.scan_catcher.install()
        self.window.new_sale_requested.connect(self.new_sale)
        self._controllers: dict[ScreenEntry[Any, Any], object] = {}
        for entry in SCREENS:
            if entry.eager:
                self.controller(entry)
        self.window.opening.connect(self.controller)
        self.window.built.connect(self.controller)  # a screen is never there without its controller
        training = TrainingController(
            self.connection,
            self.bridge,
            self.header,
            self.window,
            paths.config,
            lambda: self.controller(WALLET).refresh(),
        )
        notice = lambda: self.customer_display.notice()  # noqa: E731 (the display built on use)
        running = RunningDesk(paths, self.bridge, redactor.redact, notice)
        self.window.menu.attach(training, running, self.agency)
        if self._named_at_start():
            # The header names them from the real window's first frame, as it always has.
            self._back_office = BackOffice(self)

    def _named_at_start(self) -> bool:
        """Whether the header names something at the start: a sale unresolved, a request
        waiting, a refund owed, or that the journal cannot be read (the pending controller
        says each)."""
        try:
            return self.services.waiting_or_owed(self.connection.settings.counter_code)
        except JOURNAL_ERRORS:
            return True

    @property
    def back_office(self) -> BackOffice:
        """The parts the live catalogue does not need, built now if they are not yet."""
        if self._back_office is None:
            self._back_office = BackOffice(self)
        return self._back_office

    def back_office_built(self) -> BackOffice | None:
        """The back office if it has been built (None: the start ended before it)."""
        return self._back_office

    @abstractmethod
    def _wire(self, entry: ScreenEntry[ScreenT, ControllerT], screen: ScreenT) -> ControllerT:
        """``entry``'s controller for its built ``screen``, wired to the rest of the app."""

    def controller(self, entry: ScreenEntry[Any, ControllerT]) -> ControllerT:
        """``entry``'s controller, built now (with its screen) if it is not yet."""
        if entry not in self._controllers:
            screen = self.window.page(entry)  # building it built its controller (``built``)
            if entry not in self._controllers:
                self._controllers[entry] = self._wire(entry, screen)
        # The registry's entry types its controller: the dictionary holds controllers of every type.
        return cast(ControllerT, self._controllers[entry])

    def has_controller(self, entry: ScreenEntry[Any, Any]) -> bool:
        """Whether ``entry``'s controller has been built (the eager screens' always are)."""
        return entry in self._controllers

    def resolved(self, resolutions: list[Resolution]) -> None:
        """Pending sales were settled: one that went through is shown on the Book screen."""
        # A sale that went through after its answer was lost is shown on the Book screen (its
        # controller is built for it if the screen was never opened).
        if any(r.kind is ResolutionKind.BOOKED for r in resolutions):
            self.controller(BOOK).on_resolved(resolutions)

    async def replay_round(self) -> int:
        """The runtime's pending-sale round: the pending controller's (it asks supervisors and
        names each unresolved sale); how much waits for the next. Not at the start when the
        service did not answer: the job's next round tries (or one as soon as it answers)."""
        if self.pending.waiting_for_service:
            self.pending.waiting_for_service = False
            return self.pending.waiting
        await self.pending.resolve()
        return self.pending.waiting

    async def approve(self, permission: Permission, detail: str) -> int | None:
        """The services' ``Approve``: the supervisor's PIN dialog (``Supervisor.ask``)."""
        return await self.supervisor.ask(permission, detail)

    async def reason(self, permission: Permission, detail: str) -> Who | None:
        """The services' ``Reader``: the supervisor's PIN dialog with a reason
        (``Supervisor.ask_reason``)."""
        return await self.supervisor.ask_reason(permission, detail)

    def reload_history(self) -> None:
        """Money moved or a pending request was settled: History reads the journal again (the
        service that moved it woke the letters and the agency link)."""
        # A History screen not built yet reads the journal when it is.
        if self.has_controller(HISTORY):
            self.controller(HISTORY).reload()

    def choose(self, choice: Choice) -> None:
        """A slot or departure was chosen: a new sale of it starts on the Book screen."""
        fault = self.services.read_only
        if fault is not None:
            self.bridge.error(fault.sentence)
            return
        self.controller(BOOK).start(choice)
        self.window.show_screen(BOOK)
        # The customer reads how their details are used while the clerk types them.
        self.customer_display.show_notice()

    def new_sale(self) -> None:
        """The sale is done: back to the catalogue for the next customer, on today (or the day
        the clerk pinned) with an empty filter, the cursor in it; the customer display waits
        for the next customer. Settings with unsaved changes ask first, then the catalogue shows
        as it is."""
        self.window.show_screen(CATALOGUE)
        if self.window.current() is CATALOGUE:
            self.window.catalogue.forget_opened()
            self.window.catalogue.toolbar.start_next_sale(service_today())
            self.window.focus_filter()
            self.customer_display.show_idle()

    def open_in_lookup(self, booking_ref: str) -> None:
        """History, a scan or the header's refunds owed asked for a booking: Lookup shows it."""
        self.window.show_screen(LOOKUP)
        self.window.page(LOOKUP).open_ref(booking_ref)

    def _ahead_of_first_sale(self) -> None:
        """What the first sale would otherwise wait for, in the warm-up's worker: the sealing
        key, and the receipt printer's driver when one is reached directly (its printer
        database, some 170 ms of Python, held the interpreter from the UI thread while the first
        sale was settled and its receipt printed)."""
        self.services.ready_to_seal()
        # Imported here, in the worker: the receipt's modules are no part of the start.
        from app.counter.devices.escpos import load_escpos
        from app.counter.devices.printers import DocumentKind

        if self.connection.settings.printers.target(DocumentKind.RECEIPT).is_escpos:
            load_escpos()

    def warm_up_later(self) -> None:
        """Import the screens not built yet in a worker, once the first screen has been up a
        while (``WARM_UP_DELAY_MS``): the clerk's first keys do not share the interpreter."""
        self.warm_up.start()


class BackOffice:
    """The desk's parts the live catalogue does not need: the runtime and its jobs, the till's
    keepers, the journal's copy, the mail, the supervisor, the access log, the pending sales, the
    watch and the customer display, wired to each other and to the window. Their modules and
    objects are some of the start's work between the real window and the live list; built after
    the list, they cost the clerk nothing before it (live-list-first.md)."""

    def __init__(self, desk: Assembly) -> None:
        # Imported here: the start's live catalogue does without them.
        from app.ui.controllers.access_log import AccessLogController
        from app.ui.controllers.jobs import JobsController
        from app.ui.controllers.mail import MailController
        from app.ui.controllers.pending import PendingController
        from app.ui.controllers.records_key import RecordsKeyController
        from app.ui.controllers.shift import ShiftKeeper
        from app.ui.controllers.supervisor import Supervisor
        from app.ui.controllers.watch import WatchController
        from app.ui.customer_display import CustomerDisplay
        from app.ui.journal_copy import JournalCopier

        window, services, connection = desk.window, desk.services, desk.connection
        # The work behind the clerk (replay, mail, watch, agency link, eraser): the runtime runs
        # it, started after the live list (``Desk.start``); the controllers only show it.
        self.jobs = JobsController(window.header, window)
        self.runtime = services.runtime(
            connection, desk.keys, desk.paths, desk.link, desk.replay_round, self.jobs.listeners()
        )
        self.jobs.attach(self.runtime)
        # Who is on the till, in the header; a shift asked for when a sale or the day needs one.
        self.shift_service = services.shift_service(
            lambda: connection.settings.counter_code,
            lambda: connection.settings.drawer_limit,
            desk.approve,
            lambda: connection.settings.owner_email,
        )
        self.shifts = ShiftKeeper(self.shift_service, connection, window.header)
        # The rolling copy recovery falls back on (none of a journal that cannot be written).
        self.copier = JournalCopier(services.journal_copy()) if services.read_only is None else None
        if self.copier is not None:
            self.shifts.shift_changed.connect(self.copier.on_copy_requested)
        self.mail = MailController(self.runtime.mail, desk.keys, connection.learn_secret)
        self.jobs.health_changed.connect(lambda _health: self.mail.on_runtime_changed())
        self.jobs.mail_sent.connect(self.mail.sent)
        self.mail.health_changed.connect(window.header.show_mail)
        self.supervisor = Supervisor(services.till, agency=desk.agency)
        self.access_log = AccessLogController(
            window, services.access_log(desk.approve), desk.bridge
        )
        self.records_key = RecordsKeyController(
            services.records_key(desk.keys, desk.approve), desk.bridge
        )
        # Before the controllers: Book and Lookup send their writes under its lock.
        pending_sales = services.pending_sales(connection)
        self.pending = PendingController(
            pending_sales,
            services.pending_decisions(pending_sales, desk.approve),
            self.runtime.replay,
            desk.bridge,
            window.header,
            window,
            desk.reason,
        )
        self.pending.resolved.connect(lambda _resolutions: desk.reload_history())
        self.pending.resolved.connect(desk.resolved)
        # The operator's cancellations and changes of what this counter sold, and the banner.
        self.watch = WatchController(self.runtime.watch)
        self.jobs.found.connect(self.watch.on_found)
        self.watch.counted.connect(window.disruption_banner.show_count)
        # Before the controllers: the Book screen's tells it what the customer sees.
        self.customer_display = CustomerDisplay(window, lambda: connection.settings)
        window.closing.connect(self.customer_display.window.close)
        # The header's balance and the wallet's screen: read once the live catalogue is listed.
        wallet = desk.controller(WALLET)
        # The operator's refunds reached the wallet: the header and the dashboard read it again.
        self.watch.found.connect(wallet.on_money_moved)
        # The operator's refunds in the wallet are news the watch acts on at once, in every
        # reading of it: the header's each minute, the Wallet screen's, a sale's.
        watch = self.runtime.watch
        connection.listen_wallet(lambda data, _key: watch.credited(data))
        # The customer's refund it owes is named in the header until it is paid.
        self.watch.found.connect(lambda _ref: self.pending.show())

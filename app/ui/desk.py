"""The running app put together: bridge, service connection, window and controllers (the
composition root)."""

from __future__ import annotations

import asyncio
import logging
from functools import cached_property
from typing import TYPE_CHECKING

from app.api.retry import RetryPolicy
from app.api.transport import HttpClient, new_http_client
from app.booking import Resolution, ResolutionKind
from app.counter.keystore import KeyStore
from app.counter.logs import SecretRedactor
from app.counter.paths import AppPaths
from app.counter.service import ServiceConnection
from app.counter.settings import Settings
from app.counter.tasks import PreemptiveTasks
from app.journal.store import Journal
from app.ui.bridge import MessageBridge
from app.ui.controllers.catalogue import CatalogueController
from app.ui.controllers.header import HeaderController
from app.ui.controllers.pending import PendingController
from app.ui.controllers.settings import SettingsController
from app.ui.controllers.wallet import WalletController
from app.ui.window import BOOK, CATALOGUE, HISTORY, LOOKUP, SHIFT, MainWindow

if TYPE_CHECKING:
    from app.booking import Choice
    from app.counter.sandbox_process import SandboxProcess
    from app.ui.controllers.booking import BookingController
    from app.ui.controllers.history import HistoryController
    from app.ui.controllers.lookup import LookupController
    from app.ui.controllers.shift_report import ShiftReportController

log = logging.getLogger(__name__)

JOURNAL_FOLDER = "journal"
# The Desk attribute of each screen built on first use (see Desk).
LAZY_CONTROLLERS = {BOOK: "booking", LOOKUP: "lookup", HISTORY: "history", SHIFT: "shift_report"}


class Desk:
    """One counter's app: builds everything, starts it and shuts it down.

    The Book, Lookup, History and Shift report screens and their controllers are built on first
    use (the screen is shown, or the controller asked for): start-up builds what the first paint
    of the catalogue needs, the header's wallet and the settings.
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
    ) -> None:
        """``start_sandbox``: the settings to connect with use the embedded sandbox, so its
        process starts now (unless ``sandbox`` is that process, started earlier), while the
        window is built."""
        self.paths = paths
        self.bridge = bridge or MessageBridge()
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
        self.journal = Journal(paths.data / JOURNAL_FOLDER)
        self.window = MainWindow(self.bridge)
        self.header = HeaderController(self.service, self.bridge, self.window)
        self.catalogue = CatalogueController(
            self.service, self.bridge, self.window.catalogue, self.tasks
        )
        self.settings = SettingsController(self.header, self.window.settings, paths.settings_file)
        self.window.catalogue.slot_chosen.connect(self.choose)
        self.window.catalogue.schedule_chosen.connect(self.choose)
        self.settings.saved.connect(self.window.catalogue.request_catalogue)
        self.wallet = WalletController(self.header, self.bridge, self.window.wallet, self.tasks)
        self.settings.saved.connect(self.wallet.on_refresh_requested)
        self.window.opening.connect(self._open)
        self.pending = PendingController(
            self.service, self.bridge, self.journal, self.tasks, self.window
        )
        self.pending.resolved.connect(lambda _resolutions: self._reload_history())
        self.pending.resolved.connect(self._resolved)
        self.window.book.notice.lookup_requested.connect(self.open_in_lookup)

    def _open(self, number: int) -> None:
        """Screen ``number`` is about to be shown: its controller is built if it is not yet."""
        if number in LAZY_CONTROLLERS:
            getattr(self, LAZY_CONTROLLERS[number])

    @cached_property
    def lookup(self) -> LookupController:
        """The Lookup screen's controller (built on first use)."""
        from app.ui.controllers.lookup import LookupController

        lookup = LookupController(
            self.header, self.bridge, self.window.lookup, self.tasks, self.journal, self.pending
        )
        # Money moved: the dashboard and the header read again, and the history shows it.
        lookup.refunded.connect(self.wallet.on_money_moved)
        lookup.refunded.connect(lambda _result: self._reload_history())
        return lookup

    @cached_property
    def shift_report(self) -> ShiftReportController:
        """The Shift report screen's controller (built on first use)."""
        from app.ui.controllers.shift_report import ShiftReportController

        return ShiftReportController(self.wallet, self.window.shift, self.tasks, self.journal)

    @cached_property
    def booking(self) -> BookingController:
        """The Book screen's controller (built on first use)."""
        from app.ui.controllers.booking import BookingController

        booking = BookingController(
            self.header, self.bridge, self.window.book, self.journal, self.pending
        )
        booking.booked.connect(lambda _outcome: self._reload_history())
        booking.booked.connect(self.wallet.on_money_moved)
        self.window.book.result.new_sale_requested.connect(self.new_sale)
        return booking

    @cached_property
    def history(self) -> HistoryController:
        """The History screen's controller (built on first use, when it reads the journal)."""
        from app.ui.controllers.history import HistoryController

        history = HistoryController(self.window.history, self.journal, self.tasks)
        self.window.history.lookup_requested.connect(self.open_in_lookup)
        history.reload()
        return history

    def _resolved(self, resolutions: list[Resolution]) -> None:
        # A sale that went through after its answer was lost is shown on the Book screen (its
        # controller is built for it if the screen was never opened).
        if any(r.kind is ResolutionKind.BOOKED for r in resolutions):
            self.booking.on_resolved(resolutions)

    def _reload_history(self) -> None:
        # A History screen not built yet reads the journal when it is.
        if "history" in self.__dict__:
            self.history.reload()

    async def start(self, settings: Settings, key: str | None = None) -> bool:
        """Connect, show the window and load the header and the catalogue; False on failure."""
        self.window.show()
        if not await self.header.connect_to(settings, key):
            await self.settings.show_current()
            return False
        toolbar = self.window.catalogue.toolbar
        wallet, entries, _ = await asyncio.gather(
            self.wallet.refresh(),
            self.tasks.run(
                "catalogue", self.catalogue.load_catalogue(toolbar.module, toolbar.travel_date)
            ),
            self.settings.show_current(),
        )
        if wallet is None:
            self.pending.wait_for_service()
        else:
            # What a crash or a lost answer left pending is settled before the next sale.
            await self.pending.resolve()
        return wallet is not None and entries is not None

    def choose(self, choice: Choice) -> None:
        """A slot or departure was chosen: a new sale of it starts on the Book screen."""
        self.booking.start(choice)
        self.window.show_screen(BOOK)

    def new_sale(self) -> None:
        """The sale is done: back to the catalogue for the next customer."""
        self.window.show_screen(CATALOGUE)

    def open_in_lookup(self, booking_ref: str) -> None:
        """History asked for a booking: Lookup shows it."""
        self.window.show_screen(LOOKUP)
        self.window.lookup.open_ref(booking_ref)

    async def aclose(self) -> None:
        """Stop every task, close the HTTP client and stop the embedded sandbox."""
        self.header.stop()
        await self.tasks.cancel_all()
        await self.service.aclose()
        self.journal.close()
        log.info("Counterdesk closed")

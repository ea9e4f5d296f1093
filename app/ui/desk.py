"""The running app put together: bridge, session, window and controllers (the composition root)."""

from __future__ import annotations

import asyncio
import logging

import httpx

from app.api.retry import RetryPolicy
from app.ui.bridge import MessageBridge
from app.ui.choices import ScheduleChoice, SlotChoice
from app.ui.controllers.catalogue import CatalogueController
from app.ui.controllers.session import SessionController
from app.ui.controllers.settings import SettingsController
from app.ui.keystore import KeyStore
from app.ui.logs import SecretRedactor
from app.ui.paths import AppPaths
from app.ui.session import Session, new_http_client
from app.ui.settings import Settings
from app.ui.tasks import PreemptiveTasks
from app.ui.window import BOOK, MainWindow

log = logging.getLogger(__name__)


class Desk:
    """One counter's app: builds everything, starts it and shuts it down."""

    def __init__(
        self,
        paths: AppPaths,
        redactor: SecretRedactor,
        http: httpx.AsyncClient | None = None,
        retry: RetryPolicy | None = None,
        bridge: MessageBridge | None = None,
    ) -> None:
        self.paths = paths
        self.bridge = bridge or MessageBridge()
        self.keys = KeyStore(on_secret=redactor.add)
        self.session = Session(
            http or new_http_client(),
            self.keys,
            paths.sandbox_db,
            on_secret=redactor.add,
            on_retry=self.bridge.retrying,
            retry=retry,
        )
        self.tasks = PreemptiveTasks()
        self.window = MainWindow(self.bridge)
        self.sessions = SessionController(self.session, self.bridge, self.window)
        self.catalogue = CatalogueController(
            self.session, self.bridge, self.window.catalogue, self.tasks
        )
        self.settings = SettingsController(self.sessions, self.window.settings, paths.settings_file)
        self.chosen: SlotChoice | ScheduleChoice | None = None
        self.window.catalogue.slot_chosen.connect(self.choose)
        self.window.catalogue.schedule_chosen.connect(self.choose)
        self.settings.saved.connect(self.window.catalogue.request_catalogue)

    async def start(self, settings: Settings, key: str | None = None) -> bool:
        """Connect, show the window and load the header and the catalogue; False on failure."""
        self.window.show()
        if not await self.sessions.connect_to(settings, key):
            await self.settings.show_current()
            return False
        toolbar = self.window.catalogue.toolbar
        wallet, entries, _ = await asyncio.gather(
            self.sessions.refresh_wallet(),
            self.tasks.run(
                "catalogue", self.catalogue.load_catalogue(toolbar.module, toolbar.travel_date)
            ),
            self.settings.show_current(),
        )
        return wallet is not None and entries is not None

    def choose(self, choice: SlotChoice | ScheduleChoice) -> None:
        """A slot or departure was chosen: the booking screen takes it from here."""
        self.chosen = choice
        self.window.book.show_note(f"Chosen: {choice.summary()}")
        self.window.show_screen(BOOK)

    async def aclose(self) -> None:
        """Stop every task, close the HTTP client and stop the embedded sandbox."""
        self.sessions.stop()
        await self.tasks.cancel_all()
        await self.session.aclose()
        log.info("Counterdesk closed")

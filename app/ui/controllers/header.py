"""The connection to the service: start-up, new settings, the header's wallet and offline probes."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer

from app.counter.config.settings import Settings
from app.counter.link.service import SANDBOX_START_ERRORS, ServiceConnection
from app.counter.link.start_cache import StartCache, service_identity
from app.counter.link.wallet import WalletSummary, fetch_wallet
from app.domain.clock import service_now
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.ui.bridge import FAILED, ConnectionState, ConnectionStatus, MessageBridge
from app.ui.error_words import reason_of
from app.ui.slots import async_slot
from app.ui.widgets.header import StatusHeader

HEADER_CONTROLLER = Catalogue("HEADER_CONTROLLER")

log = logging.getLogger(__name__)

WALLET_REFRESH_MS = 60_000
NO_KEY_TEXT = QT_TRANSLATE_NOOP(
    "HEADER_CONTROLLER",
    "No API key is saved for this service. Open Settings (Ctrl+6) and enter the key the "
    "service's office issued to this agency.",
)


class HeaderController(QObject):
    """Keeps the header true: environment, agent, balance and whether the service answers."""

    def __init__(
        self,
        connection: ServiceConnection,
        bridge: MessageBridge,
        header: StatusHeader,
        cache: StartCache,
    ) -> None:
        super().__init__()
        self.connection = connection
        self.cache = cache
        self.bridge = bridge
        # The header widget it keeps true, not the window: the window's module builds the
        # screens' controllers through the registry, so it is not this module's to import.
        self.header = header
        self.wallet: WalletSummary | None = None
        self._stopped = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.on_timer)
        bridge.connection_changed.connect(self._schedule)

    async def connect_to(
        self, settings: Settings, key: str | None = None, keep_shown: bool = False
    ) -> bool:
        """Use ``settings`` from now on; False (and a message) when the sandbox cannot start.

        ``keep_shown``: the header keeps the wallet it shows (at start: the figures last seen
        for this service, until the service answers); otherwise it shows dashes until then.
        """
        self.cache.use_service(service_identity(settings.base_url, settings.uses_embedded_sandbox))
        self.bridge.connecting()
        try:
            await self.connection.connect(settings, key)
        except SANDBOX_START_ERRORS as exc:
            log.exception("Could not start the built-in sandbox")
            self.bridge.error(
                HEADER_CONTROLLER.tr(
                    "The built-in sandbox could not start ({reason}). Restart the app; if it "
                    "happens again, send the log file to your support contact."
                ).format(reason=reason_of(exc))
            )
            return False
        if not keep_shown:
            self.header.show_wallet(None)
        self.wallet = None
        if not self.connection.has_key:
            self.bridge.error(HEADER_CONTROLLER.known(NO_KEY_TEXT))
        return True

    async def refresh_wallet(self) -> WalletSummary | None:
        """Read the agent and the wallet for the header; None (and a message) on failure."""
        wallet = await self.bridge.call(fetch_wallet(self.connection.client))
        if wallet is FAILED or self._stopped:
            # Stopped: the answer came as the window closed, and there is no header to show it.
            return None
        self.show_wallet(wallet)
        return wallet

    def show_wallet(self, wallet: WalletSummary) -> None:
        """A fresh wallet read (here or on the wallet screen): the header shows it (not once
        stopped: the window is closing)."""
        if self._stopped:
            return
        self.wallet = wallet
        self.header.show_wallet(wallet)
        self.cache.keep_wallet(wallet, service_now())
        self._schedule(self.bridge.status)

    @async_slot()
    async def on_timer(self) -> None:
        """Periodic refresh, or the next try while offline."""
        await self.refresh_wallet()

    def _schedule(self, status: ConnectionStatus) -> None:
        """Online: refresh now and then. Offline: try again at the time the header shows."""
        if self._stopped:
            return
        if status.state is ConnectionState.OFFLINE and status.next_try is not None:
            wait_ms = (status.next_try - service_now()).total_seconds() * 1000
            self._timer.start(max(0, int(wait_ms)))
        elif status.state is ConnectionState.ONLINE:
            self._timer.start(WALLET_REFRESH_MS)

    def stop(self) -> None:
        """No more refreshes (on quit), and no answer still on its way is shown."""
        self._stopped = True
        self._timer.stop()

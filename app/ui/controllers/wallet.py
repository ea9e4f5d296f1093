"""Reads the wallet for the dashboard (F5, and after every sale or refund) and the header."""

from __future__ import annotations

from PySide6.QtCore import QObject

from app.api.models import WalletData
from app.counter.link.tasks import PreemptiveTasks
from app.counter.link.wallet import fetch_wallet_data, summary_of
from app.domain.clock import service_now
from app.ui.bridge import FAILED, MessageBridge
from app.ui.controllers.header import HeaderController
from app.ui.slots import async_slot
from app.ui.views.wallet import WalletView


class WalletController(QObject):
    """One wallet read feeds the dashboard and the header; a newer read cancels an older one
    (the watch hears every reading from the connection: ``ServiceConnection.listen_wallet``)."""

    def __init__(
        self,
        header: HeaderController,
        bridge: MessageBridge,
        screen: WalletView,
        tasks: PreemptiveTasks,
    ) -> None:
        super().__init__()
        self.header = header
        self.connection = header.connection
        self.bridge = bridge
        self.screen = screen
        self.tasks = tasks
        screen.refresh_requested.connect(self.on_refresh_requested)

    @async_slot()
    async def on_refresh_requested(self) -> None:
        """F5, the Refresh button, or money moved (a sale or a refund)."""
        await self.tasks.run("wallet", self.refresh())

    @async_slot(object)
    async def on_money_moved(self, _result: object) -> None:
        """A sale or a refund settled: the balance and the journals changed."""
        self.screen.show_loading()
        await self.tasks.run("wallet", self.refresh())

    async def refresh(self) -> WalletData | None:
        """Read the wallet and show it on the dashboard and in the header; None on failure."""
        wallet = await self.bridge.call(
            fetch_wallet_data(self.connection.client), self.screen.show_failure
        )
        if wallet is FAILED:
            return None
        self.header.show_wallet(summary_of(wallet))
        self.screen.show_wallet(wallet, self.connection.settings.runway_warning, service_now())
        return wallet

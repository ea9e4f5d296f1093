"""What the wallet screen offers its controller."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Protocol

from PySide6.QtCore import SignalInstance

from app.api.models import WalletData


class WalletView(Protocol):
    """The wallet screen: asks for a fresh read, shows it or why it failed."""

    @property
    def refresh_requested(self) -> SignalInstance: ...

    def show_loading(self) -> None: ...

    def show_wallet(self, wallet: WalletData, threshold: Decimal, read_at: dt.datetime) -> None: ...

    def show_failure(self, text: str) -> None: ...

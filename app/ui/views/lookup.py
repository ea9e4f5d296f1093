"""What the Lookup screen offers its controller."""

from __future__ import annotations

from decimal import Decimal
from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QLabel

from app.api import CancelResult
from app.api.models import BookingStatusData
from app.booking.cancel import QuotedChoice
from app.ui.widgets.voucher_buttons import VoucherButtons


class LookupView(Protocol):
    """The Lookup screen: asks for a booking, its cancellation quotes and a confirmed
    cancellation, and shows each answer (or why it failed) and the booking's voucher."""

    voucher: VoucherButtons

    # Where a cancellation on its way says how it stands ("Saving…" while the journal is held);
    # read only, so the screen's label may be any kind of QLabel.
    @property
    def result_label(self) -> QLabel: ...

    @property
    def lookup_requested(self) -> SignalInstance: ...

    @property
    def quote_requested(self) -> SignalInstance: ...

    @property
    def confirm_requested(self) -> SignalInstance: ...

    @property
    def status(self) -> BookingStatusData | None: ...

    def shows(self, booking_ref: str) -> bool: ...

    def show_status(
        self,
        status: BookingStatusData,
        counter_note: str = "",
        sold_here: bool = False,
        customer_total: Decimal | None = None,
        owed: Decimal = ...,
    ) -> None: ...

    def show_money(
        self, counter_note: str, customer_total: Decimal | None, owed: Decimal
    ) -> None: ...

    def show_not_found(self, booking_ref: str) -> None: ...

    def show_failure(self, text: str) -> None: ...

    def show_quotes(self, quotes: list[QuotedChoice]) -> None: ...

    def show_quote_failure(self, text: str) -> None: ...

    def show_refund(self, result: CancelResult) -> None: ...

    def show_voucher_state(self, text: str, ok: bool) -> None: ...

    def show_confirm_failure(self, text: str) -> None: ...

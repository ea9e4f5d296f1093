"""What the History screen offers its controller, and the count of bookings both of them say
(one context of the translation files, the screen's)."""

from __future__ import annotations

import datetime as dt
from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton

from app.agency.queries import AgencyFound, CounterLink
from app.figures import count_text
from app.i18n import Catalogue
from app.records.bookings import BookingRow, DayTotals
from app.ui.models.agency import PageReader
from app.ui.models.history import HistoryModel
from app.ui.views.screen import ScreenView
from app.ui.widgets.voucher_buttons import VoucherButtons

HISTORY_SCREEN = Catalogue("HISTORY_SCREEN")


def bookings(count: int) -> str:
    """``1 booking``, ``2,500 bookings``."""
    return HISTORY_SCREEN.tr("{count} bookings", "", count).format(count=count_text(count))


class HistoryView(ScreenView, Protocol):
    """The History screen: asks for searches (of this counter or all counters), exports and a
    booking's voucher, and shows the bookings, their totals and how an action went."""

    model: HistoryModel
    all_check: QCheckBox
    state_label: QLabel
    export_button: QPushButton
    gst_button: QPushButton
    voucher: VoucherButtons

    @property
    def search_changed(self) -> SignalInstance: ...

    @property
    def agency_search_changed(self) -> SignalInstance: ...

    @property
    def export_requested(self) -> SignalInstance: ...

    @property
    def gst_export_requested(self) -> SignalInstance: ...

    @property
    def booking_chosen(self) -> SignalInstance: ...

    @property
    def customer_export_requested(self) -> SignalInstance: ...

    @property
    def customer_erase_requested(self) -> SignalInstance: ...

    @property
    def day(self) -> dt.date | None: ...

    @property
    def text(self) -> str: ...

    def enable_agency(self, enabled: bool) -> None: ...

    def show_choices(self, counters: list[CounterLink], clerks: list[str]) -> None: ...

    def show_agency(self, found: AgencyFound, read: PageReader | None = None) -> None: ...

    def request_search(self) -> None: ...

    def show_count(self) -> None: ...

    def current_booking(self) -> BookingRow | None: ...

    def show_detail(self, text: str) -> None: ...

    def show_totals(self, totals: list[DayTotals]) -> None: ...

    def show_export_progress(self, written: int, total: int) -> None: ...

    def show_state(self, text: str, ok: bool) -> None: ...

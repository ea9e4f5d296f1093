"""What the Shift report screen offers its controller."""

from __future__ import annotations

import datetime as dt
from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QPushButton

from app.agency.queries import AgencyDayClose
from app.reports.shift import ShiftReport
from app.ui.views.screen import ScreenView
from app.ui.widgets.month_state import MonthState
from app.ui.widgets.trial_balance import TrialBalancePanel


class ShiftReportView(ScreenView, Protocol):
    """The Shift report screen: asks for a day's report, its files, print-out and exports, the
    agency's close and every counter's unresolved sales, and shows each (or why it failed)."""

    gst_button: QPushButton
    agency_gst_button: QPushButton
    trial: TrialBalancePanel
    # The chosen day's month: its state, its close and re-opening asked.
    month: MonthState

    @property
    def report_requested(self) -> SignalInstance: ...

    @property
    def pdf_requested(self) -> SignalInstance: ...

    @property
    def csv_requested(self) -> SignalInstance: ...

    @property
    def print_requested(self) -> SignalInstance: ...

    @property
    def agency_close_requested(self) -> SignalInstance: ...

    @property
    def unresolved_requested(self) -> SignalInstance: ...

    @property
    def gst_export_requested(self) -> SignalInstance: ...

    @property
    def agency_gst_export_requested(self) -> SignalInstance: ...

    @property
    def einvoices_requested(self) -> SignalInstance: ...

    @property
    def day(self) -> dt.date: ...

    @property
    def month_requested(self) -> SignalInstance: ...

    def enable_agency(self, enabled: bool) -> None: ...

    def show_agency_close(self, close: AgencyDayClose, currency: str) -> None: ...

    def show_report(self, report: ShiftReport, currency: str) -> None: ...

    def show_saved(self, text: str) -> None: ...

    def show_failure(self, text: str) -> None: ...

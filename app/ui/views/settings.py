"""What the Settings screen offers its controller."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QLabel

from app.counter.config.settings import Settings
from app.ui.views.screen import ScreenView
from app.ui.widgets.mail_settings import MailSettingsBox
from app.ui.widgets.printer_settings import PrinterSettingsBox
from app.ui.widgets.supervisor_pin_settings import SupervisorPinBox
from app.ui.widgets.theme_choice import ThemeChoice


class SettingsView(ScreenView, Protocol):
    """The Settings screen: asks to test or save its draft, to print a test page and to send
    a test letter, is filled from the settings in use, and shows how an action went."""

    printers: PrinterSettingsBox
    mail: MailSettingsBox
    theme: ThemeChoice
    supervisor_pin: SupervisorPinBox
    proxy_label: QLabel
    storage_note: QLabel

    @property
    def test_requested(self) -> SignalInstance: ...

    @property
    def save_requested(self) -> SignalInstance: ...

    @property
    def printer_test_requested(self) -> SignalInstance: ...

    def load(self, settings: Settings, key_in_use: bool, storage_note: str) -> None: ...

    def agency_password(self) -> str: ...

    def show_result(self, text: str, ok: bool) -> None: ...

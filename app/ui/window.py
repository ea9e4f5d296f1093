"""The main window: header, message bar, navigation and the screens, with their shortcuts."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from app.counter.settings import Environment
from app.ui.bridge import MessageBridge
from app.ui.screens.catalogue import CatalogueScreen
from app.ui.screens.settings import SettingsScreen
from app.ui.screens.wallet import WalletScreen
from app.ui.style import STYLE_SHEET
from app.ui.widgets.header import StatusHeader
from app.ui.widgets.message_bar import MessageBar
from app.ui.widgets.nav_bar import NavBar

if TYPE_CHECKING:
    from app.ui.screens.book import BookScreen
    from app.ui.screens.history import HistoryScreen
    from app.ui.screens.lookup import LookupScreen
    from app.ui.screens.shift_report import ShiftReportScreen

CATALOGUE, BOOK, LOOKUP, WALLET, HISTORY, SETTINGS, SHIFT = range(7)
# The shift report comes last so that Settings keeps Ctrl+6, which messages to staff name.
TITLES = ("Catalogue", "Book", "Lookup", "Wallet", "History", "Settings", "Shift report")
# Screens built on first use: they, and what they import (the booking flow, scans, PDF, the
# journal's reports), were most of the start-up time, and none is in the first paint.
LAZY_SCREENS = {
    BOOK: ("app.ui.screens.book", "BookScreen"),
    LOOKUP: ("app.ui.screens.lookup", "LookupScreen"),
    HISTORY: ("app.ui.screens.history", "HistoryScreen"),
    SHIFT: ("app.ui.screens.shift_report", "ShiftReportScreen"),
}


class MainWindow(QMainWindow):
    """Holds the screens; the controllers wire what they ask for to the service.

    Signals:
        closing(): the window is being closed (the app shuts down).
        opening(int): screen ``number`` is about to be shown (its controller must exist).
    """

    closing = Signal()
    opening = Signal(int)

    def __init__(self, bridge: MessageBridge) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.resize(1280, 800)
        self.header = StatusHeader()
        self.message_bar = MessageBar()
        self.nav = NavBar(TITLES)
        self.catalogue = CatalogueScreen()
        # The style sheet goes only to the widgets it styles: under a sheet every widget paints
        # through Qt's style-sheet style, which costs each table cell a rule lookup (a sixth
        # of a list's paint).
        for styled in (self.header, self.nav, self.catalogue.toolbar):
            styled.setStyleSheet(STYLE_SHEET)
        self.wallet = WalletScreen()
        self.settings = SettingsScreen()
        eager: dict[int, QWidget] = {
            CATALOGUE: self.catalogue,
            WALLET: self.wallet,
            SETTINGS: self.settings,
        }
        # A lazy screen holds an empty placeholder until it is first asked for.
        self._screens = [eager.get(number) or QWidget() for number in range(len(TITLES))]
        self._built = set(eager)
        self.stack = QStackedWidget()
        for screen in self._screens:
            self.stack.addWidget(screen)

        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.addWidget(self.nav)
        body.addWidget(self.stack, 1)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.header)
        layout.addWidget(self.message_bar)
        layout.addLayout(body, 1)
        self.setCentralWidget(central)

        bridge.message.connect(self.message_bar.show_message)
        bridge.connection_changed.connect(self.header.show_connection)
        self.nav.screen_requested.connect(self.show_screen)
        for number in range(len(TITLES)):
            shortcut = QShortcut(QKeySequence(f"Ctrl+{number + 1}"), self)
            shortcut.activated.connect(lambda number=number: self.show_screen(number))
        QShortcut(QKeySequence.StandardKey.Find, self).activated.connect(self.focus_filter)
        self.show_screen(CATALOGUE)

    def page(self, number: int) -> QWidget:
        """Screen ``number`` (0-based, in TITLES order), built now if it is not yet."""
        if number not in self._built:
            module, name = LAZY_SCREENS[number]
            built: QWidget = getattr(importlib.import_module(module), name)()
            placeholder, self._screens[number] = self._screens[number], built
            self.stack.insertWidget(number, built)
            self.stack.removeWidget(placeholder)
            placeholder.deleteLater()
            self._built.add(number)
        return self._screens[number]

    @property
    def book(self) -> BookScreen:
        """The Book screen (built on first use)."""
        return cast("BookScreen", self.page(BOOK))

    @property
    def lookup(self) -> LookupScreen:
        """The Lookup screen (built on first use)."""
        return cast("LookupScreen", self.page(LOOKUP))

    @property
    def history(self) -> HistoryScreen:
        """The History screen (built on first use)."""
        return cast("HistoryScreen", self.page(HISTORY))

    @property
    def shift(self) -> ShiftReportScreen:
        """The Shift report screen (built on first use)."""
        return cast("ShiftReportScreen", self.page(SHIFT))

    def show_screen(self, number: int) -> None:
        """Bring screen ``number`` (0-based, in TITLES order) to the front."""
        self.opening.emit(number)
        self.page(number)
        self.stack.setCurrentIndex(number)
        self.nav.set_current(number)
        screen = self.stack.currentWidget()
        if screen is not None:
            screen.setFocus()

    def focus_filter(self) -> None:
        """Ctrl+F: the catalogue's filter, from any screen."""
        self.show_screen(CATALOGUE)
        self.catalogue.focus_filter()

    def show_environment(self, environment: Environment) -> None:
        """The header badge and the window title name the environment."""
        self.header.show_environment(environment)
        self.setWindowTitle(f"Counterdesk — {environment.value.upper()}")

    def closeEvent(self, event: QCloseEvent) -> None:
        """Qt: tell the app to shut down cleanly."""
        self.closing.emit()
        super().closeEvent(event)

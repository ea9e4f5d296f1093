"""The main window: header, message bar, navigation and the screens, with their shortcuts."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from app.ui.bridge import MessageBridge
from app.ui.screens.catalogue import CatalogueScreen
from app.ui.screens.coming_soon import ComingSoonScreen
from app.ui.screens.settings import SettingsScreen
from app.ui.settings import Environment
from app.ui.style import STYLE_SHEET
from app.ui.widgets.header import StatusHeader
from app.ui.widgets.message_bar import MessageBar
from app.ui.widgets.nav_bar import NavBar

CATALOGUE, BOOK, LOOKUP, WALLET, HISTORY, SETTINGS = range(6)
TITLES = ("Catalogue", "Book", "Lookup", "Wallet", "History", "Settings")


class MainWindow(QMainWindow):
    """Holds the screens; the controllers wire what they ask for to the service.

    Signals:
        closing(): the window is being closed (the app shuts down).
    """

    closing = Signal()

    def __init__(self, bridge: MessageBridge) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.setStyleSheet(STYLE_SHEET)
        self.resize(1280, 800)
        self.header = StatusHeader()
        self.message_bar = MessageBar()
        self.nav = NavBar(TITLES)
        self.catalogue = CatalogueScreen()
        self.book = ComingSoonScreen(
            "Book", "Customer details, passengers and identity documents, then review and pay."
        )
        self.lookup = ComingSoonScreen(
            "Lookup", "Find a booking by its reference: status, manifest, money and cancellation."
        )
        self.wallet = ComingSoonScreen(
            "Wallet", "Balance, credit limit and use, and the ledger journals."
        )
        self.history = ComingSoonScreen(
            "History", "Bookings made at this counter: search, filter by day, totals, CSV export."
        )
        self.settings = SettingsScreen()
        self.stack = QStackedWidget()
        for screen in (
            self.catalogue,
            self.book,
            self.lookup,
            self.wallet,
            self.history,
            self.settings,
        ):
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

    def show_screen(self, number: int) -> None:
        """Bring screen ``number`` (0-based, in TITLES order) to the front."""
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

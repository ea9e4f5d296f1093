"""The main window: header, message bar and menu around the screens (``ScreenWindow``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from app.domain.environment import EnvironmentChange, ServiceEnvironment
from app.i18n import Catalogue
from app.ui.bridge import MessageBridge
from app.ui.enter_keys import enter_presses_focused_buttons
from app.ui.focus_ring import show_focus_rings
from app.ui.menu import MainMenu
from app.ui.registry import CATALOGUE, DISRUPTIONS
from app.ui.screen_window import ScreenWindow
from app.ui.widgets.disruption_banner import DisruptionBanner
from app.ui.widgets.header import StatusHeader
from app.ui.widgets.message_bar import MessageBar

WINDOW = Catalogue("WINDOW")


class MainWindow(ScreenWindow):
    """Holds the screens of the registry (``app.ui.registry``); the controllers wire what they
    ask for to the service.

    Signals:
        closing(): the window is being closed (the app shuts down).
        opening(ScreenEntry): that screen is about to be shown (``ScreenWindow``).
    """

    closing = Signal()

    def __init__(self, bridge: MessageBridge) -> None:
        show_focus_rings()
        enter_presses_focused_buttons()
        super().__init__()
        self.setObjectName("mainWindow")
        # Each says whether the window may close now (a sale in progress asks staff first).
        self.close_guards: list[Callable[[], bool]] = []
        # Asked too when staff close the window themselves (its close button, Quit, Ctrl+Q): an
        # open shift is asked about then, not when the app closes it (a stop signal, a test).
        self.quit_guards: list[Callable[[], bool]] = []
        self._quitting = False
        # Set once the window has closed: the app is shutting down and it is never shown again.
        self.closed = False
        self.resize(1280, 800)
        self.header = StatusHeader()
        self.message_bar = MessageBar()
        self.disruption_banner = DisruptionBanner()
        self.disruption_banner.open_requested.connect(lambda: self.show_screen(DISRUPTIONS))

        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.addWidget(self.nav)
        body.addWidget(self.stack, 1)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.header)
        layout.addWidget(self.disruption_banner)
        layout.addWidget(self.message_bar)
        layout.addLayout(body, 1)
        self.setCentralWidget(central)

        bridge.message.connect(self.message_bar.show_message)
        bridge.connection_changed.connect(self.header.show_connection)
        bridge.environment_changed.connect(self.show_environment)
        self.show_environment(bridge.environment, bridge.environment_change)
        self.menu = MainMenu(self)
        self.menu.quit_requested.connect(self.quit_by_staff)
        self.show_screen(CATALOGUE)

    def show_environment(
        self, environment: ServiceEnvironment, change: EnvironmentChange | None = None
    ) -> None:
        """The header badge and the window title name the environment the service says."""
        self.header.show_environment(environment, change)
        title = "Counterdesk"
        if environment is not ServiceEnvironment.UNKNOWN:
            title += f" — {environment.upper()}"
        if change is not None:
            title = WINDOW.tr("{title} — selling stopped").format(title=title)
        self.setWindowTitle(title)

    def quit_by_staff(self) -> bool:
        """The menu's Quit (Ctrl+Q): the window closes as by its own close button; whether it
        did."""
        self._quitting = True
        try:
            return self.close()
        finally:
            self._quitting = False

    def closeEvent(self, event: QCloseEvent) -> None:
        """Qt: unless a guard says not yet, tell the app to shut down cleanly."""
        by_staff = event.spontaneous() or self._quitting
        guards = [*self.close_guards, *(self.quit_guards if by_staff else ())]
        if not all(guard() for guard in guards):
            event.ignore()
            return
        self.closed = True
        self.closing.emit()
        super().closeEvent(event)

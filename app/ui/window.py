"""The main window: header, message bar, navigation and the screens, with their shortcuts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from app.domain.environment import EnvironmentChange, ServiceEnvironment
from app.i18n import Catalogue
from app.ui.bridge import MessageBridge
from app.ui.focus_ring import show_focus_rings
from app.ui.menu import MainMenu
from app.ui.registry import CATALOGUE, SCREENS, ScreenEntry, ScreenT
from app.ui.widgets.header import StatusHeader
from app.ui.widgets.message_bar import MessageBar
from app.ui.widgets.nav_bar import NavBar

WINDOW = Catalogue("WINDOW")


class MainWindow(QMainWindow):
    """Holds the screens of the registry (``app.ui.registry``); the controllers wire what they
    ask for to the service.

    Signals:
        closing(): the window is being closed (the app shuts down).
        opening(ScreenEntry): that screen is about to be shown (its controller must exist).
    """

    closing = Signal()
    opening = Signal(object)

    def __init__(self, bridge: MessageBridge) -> None:
        super().__init__()
        show_focus_rings()
        self.setObjectName("mainWindow")
        # Each says whether the window may close now (a sale in progress asks staff first).
        self.close_guards: list[Callable[[], bool]] = []
        # Set once the window has closed: the app is shutting down and it is never shown again.
        self.closed = False
        self.resize(1280, 800)
        self.header = StatusHeader()
        self.message_bar = MessageBar()
        self.nav = NavBar([(entry.name(), entry.shortcut, entry.icon) for entry in SCREENS])
        # A screen built on first use holds an empty placeholder until then: the screens not in
        # the first paint, and what they import (the booking flow, scans, PDF, the journal's
        # reports), were most of the start-up time. Only the catalogue is built with the window:
        # it is painted before the service's client is imported (the desk builds the other
        # eager screens, with their controllers).
        self._built: dict[ScreenEntry[Any, Any], QWidget] = {CATALOGUE: CATALOGUE.build()}
        self.stack = QStackedWidget()
        for entry in SCREENS:
            self.stack.addWidget(self._built.get(entry) or QWidget())
        self.catalogue = self.page(CATALOGUE)

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
        bridge.environment_changed.connect(self.show_environment)
        self.show_environment(bridge.environment, bridge.environment_change)
        self.nav.screen_requested.connect(lambda number: self.show_screen(SCREENS[number]))
        for entry in SCREENS:
            shortcut = QShortcut(QKeySequence(entry.shortcut), self)
            shortcut.activated.connect(lambda entry=entry: self.show_screen(entry))
        QShortcut(QKeySequence.StandardKey.Find, self).activated.connect(self.focus_filter)
        self.menu = MainMenu(self)
        self.show_screen(CATALOGUE)

    def is_built(self, entry: ScreenEntry[Any, Any]) -> bool:
        """Whether ``entry``'s screen has been built (eager screens are, once the desk is)."""
        return entry in self._built

    def page(self, entry: ScreenEntry[ScreenT, Any]) -> ScreenT:
        """``entry``'s screen, built now if it is not yet."""
        if entry not in self._built:
            number = SCREENS.index(entry)
            placeholder = self.stack.widget(number)
            built = self._built[entry] = entry.build()
            self.stack.insertWidget(number, built)
            if placeholder is not None:
                self.stack.removeWidget(placeholder)
                placeholder.deleteLater()
        # The registry's entry types its screen: the dictionary holds screens of every type.
        return cast(ScreenT, self._built[entry])

    def current(self) -> ScreenEntry[Any, Any]:
        """The entry of the screen shown."""
        return SCREENS[self.stack.currentIndex()]

    def show_screen(self, entry: ScreenEntry[Any, Any]) -> None:
        """Bring ``entry``'s screen to the front."""
        self.opening.emit(entry)
        screen = self.page(entry)
        self.stack.setCurrentWidget(screen)
        self.nav.set_current(SCREENS.index(entry))
        screen.setFocus()

    def focus_filter(self) -> None:
        """Ctrl+F: the catalogue's filter, from any screen."""
        self.show_screen(CATALOGUE)
        self.catalogue.focus_filter()

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

    def closeEvent(self, event: QCloseEvent) -> None:
        """Qt: unless a guard says not yet, tell the app to shut down cleanly."""
        if not all(guard() for guard in self.close_guards):
            event.ignore()
            return
        self.closed = True
        self.closing.emit()
        super().closeEvent(event)

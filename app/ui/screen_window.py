"""A window of the registry's screens: each built on first use, brought to the front by the
navigation bar or its shortcut. The menu and help know the window as this, below the window
that builds them."""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from typing import Any, Protocol, cast, runtime_checkable

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QLineEdit, QMainWindow, QStackedWidget, QWidget

from app.ui.registry import CATALOGUE, SCREENS, ScreenEntry, ScreenT
from app.ui.widgets.nav_bar import NavBar

# New sale's one key, on every screen; the menu and the help show it from here.
NEW_SALE_KEYS = QKeySequence.StandardKey.New


@runtime_checkable
class LeaveCheck(Protocol):
    """A screen that may hold the clerk back (unsaved changes): ``may_leave(then)`` says
    whether another screen may be shown now; when not, it asks, and runs ``then`` once the
    clerk's answer lets them go."""

    def may_leave(self, then: Callable[[], None]) -> bool:
        """Whether another screen may be shown now."""
        ...


class ScreenStack(QStackedWidget):
    """The window's screens, one in front, measured by that one alone.

    Qt's stack asks every screen it holds for its size hints and its height at a width, the
    hidden ones too, whenever the window lays itself out (a screen brought to the front or
    placed); a word-wrapped label shapes its text each time it is asked. With the screens of a
    day built, that was some 40 M instructions of one turn as Disruptions opened (the
    performance README's after-sale turns). Only the screen in front needs its room: each
    other one is measured when it is brought to the front.
    """

    def sizeHint(self) -> QSize:
        """The size the screen in front asks for."""
        front = self.currentWidget()
        return super().sizeHint() if front is None else front.sizeHint()

    def minimumSizeHint(self) -> QSize:
        """The least the screen in front can be shown in."""
        front = self.currentWidget()
        if front is None:
            return super().minimumSizeHint()
        return front.minimumSizeHint().expandedTo(front.minimumSize())

    def measure_behind(self, screen: QWidget) -> Iterator[None]:
        """Have Qt size ``screen``, built ahead and behind, at the stack's width, a question per
        step: its first showing then finds its layouts' answers kept, as it did when the stack
        measured every screen at each layout of the window (the Book screen's first showing
        took 4.7 M more without)."""
        screen.sizeHint()
        yield
        screen.minimumSizeHint()
        yield
        screen.heightForWidth(self.width())

    def hasHeightForWidth(self) -> bool:
        """No: the window gives the screen in front its room, and the screen lays its wrapped
        lines out in it (Qt would otherwise ask each screen held, hidden or not, for its height
        at the window's width on every layout of the window)."""
        return False


class ScreenWindow(QMainWindow):
    """The screens of the registry (``app.ui.registry``) in a stack, with their navigation.

    Signals:
        opening(ScreenEntry): that screen is about to be shown (its controller must exist).
        built(ScreenEntry): that screen has just been built (its controller must exist, even
            when the screen is not shown yet).
        new_sale_requested(): New sale (Ctrl+N, the menu or the result's button), from any
            screen.
    """

    opening = Signal(object)
    built = Signal(object)
    new_sale_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.nav = NavBar([(entry.name(), entry.shortcut, entry.icon) for entry in SCREENS])
        # A screen built on first use holds an empty placeholder until then: the screens not in
        # the first paint, and what they import (the booking flow, scans, PDF, the journal's
        # reports), were most of the start-up time. Only the catalogue is built with the window:
        # it is painted before the service's client is imported (the desk builds the other
        # eager screens, with their controllers).
        self._built: dict[ScreenEntry[Any, Any], QWidget] = {CATALOGUE: CATALOGUE.build()}
        # Screens being built ahead, a part at a time (``build_ahead``).
        self._building: dict[ScreenEntry[Any, Any], Generator[None, None, QWidget]] = {}
        self.stack = ScreenStack()
        for entry in SCREENS:
            self.stack.addWidget(_opaque(self._built.get(entry) or QWidget()))
        self.catalogue = self.page(CATALOGUE)
        self.nav.screen_requested.connect(lambda number: self.show_screen(SCREENS[number]))
        for entry in SCREENS:
            shortcut = QShortcut(QKeySequence(entry.shortcut), self)
            shortcut.activated.connect(lambda entry=entry: self.show_screen(entry))
        QShortcut(QKeySequence.StandardKey.Find, self).activated.connect(self.focus_filter)
        QShortcut(QKeySequence(NEW_SALE_KEYS), self).activated.connect(self.new_sale_requested)

    def is_built(self, entry: ScreenEntry[Any, Any]) -> bool:
        """Whether ``entry``'s screen has been built (eager screens are, once the desk is)."""
        return entry in self._built

    def page(self, entry: ScreenEntry[ScreenT, Any]) -> ScreenT:
        """``entry``'s screen, built now if it is not yet (the rest of it at once when it is
        being built ahead)."""
        if entry not in self._built:
            parts = self._building.pop(entry, None)
            self._place(entry, entry.build() if parts is None else _finished(parts))
        # The registry's entry types its screen: the dictionary holds screens of every type.
        return cast(ScreenT, self._built[entry])

    def build_ahead(self, entry: ScreenEntry[Any, Any]) -> Iterator[None]:
        """Build ``entry``'s screen before it is asked for, a part per step: the caller gives
        the loop a turn between two steps. A step places the screen (its controller is built on
        ``built``), the last ones have Qt size it behind; nothing when it is built already."""
        if entry in self._built or entry.parts is None:
            return
        parts = self._building.setdefault(entry, entry.parts())
        while entry in self._building:
            try:
                next(parts)
            except StopIteration as end:
                del self._building[entry]
                self._place(entry, end.value)
                yield
                yield from self.stack.measure_behind(end.value)
                return
            yield

    def _place(self, entry: ScreenEntry[Any, Any], built: QWidget) -> None:
        number = SCREENS.index(entry)
        placeholder = self.stack.widget(number)
        self._built[entry] = built
        self.stack.insertWidget(number, _opaque(built))
        if placeholder is not None:
            self.stack.removeWidget(placeholder)
            placeholder.deleteLater()
        self.built.emit(entry)

    def current(self) -> ScreenEntry[Any, Any]:
        """The entry of the screen shown."""
        return SCREENS[self.stack.currentIndex()]

    def show_screen(self, entry: ScreenEntry[Any, Any], ask: bool = True) -> None:
        """Bring ``entry``'s screen to the front, unless the screen shown holds the clerk back
        (``ask``: whether it may; it has been asked when False)."""
        shown: object = self.stack.currentWidget()
        if (
            ask
            and entry is not self.current()
            and isinstance(shown, LeaveCheck)
            and not shown.may_leave(lambda: self.show_screen(entry, ask=False))
        ):
            self.nav.set_current(self.stack.currentIndex())  # still where the clerk stays
            return
        self.opening.emit(entry)
        screen = self.page(entry)
        self.stack.setCurrentWidget(screen)
        self.nav.set_current(SCREENS.index(entry))
        # As a shortcut into a field does: the text in the field is selected, so that what the
        # clerk types next replaces it (Qt's line edit selects it for this reason only).
        screen.setFocus(Qt.FocusReason.ShortcutFocusReason)
        field = screen
        while field.focusProxy() is not None:
            field = field.focusProxy()
        if isinstance(field, QLineEdit):
            field.selectAll()  # it had the cursor already: no focus event selected it

    def focus_filter(self) -> None:
        """Ctrl+F: the catalogue's filter, from any screen."""
        self.show_screen(CATALOGUE)
        self.catalogue.focus_filter()


def _opaque(screen: QWidget) -> QWidget:
    """``screen``, filling its background with the window's colour itself: a small repaint
    inside it (a cursor's blink) then starts at the screen, where Qt painted the window, its
    central widget and the stack beneath first, each a paint event (and the window's through
    the scan catcher's Python filter). The same colour the window fills with, the same
    pixels, in every theme: no style sheet draws a screen or the window."""
    screen.setAutoFillBackground(True)
    return screen


def _finished(parts: Generator[None, None, QWidget]) -> QWidget:
    """What ``parts`` returns once its remaining parts are built."""
    while True:
        try:
            next(parts)
        except StopIteration as end:
            return cast(QWidget, end.value)

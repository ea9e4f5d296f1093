"""Where the main window opens: remembered per screen setup, else fitted to the screen.

A counter PC's screen is often smaller than the size the screens were designed for (1366x768,
1280x720, or 1080p at 150 %): there the window opens maximised, so nothing falls off the bottom.
Size, position and the maximised state are remembered for each screen setup (the screens' sizes
and places), so a laptop that is sometimes docked to a big monitor gets each back.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QRect, QSettings, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# The size the screens were laid out for; smaller screens get the window maximised.
DESIGN_SIZE = QSize(1280, 800)
PLACEMENT_FILE = "window.ini"


def screen_setup() -> str:
    """The key of the screen setup: every screen's geometry, in logical pixels, in a fixed order."""
    rects = sorted(
        (rect.x(), rect.y(), rect.width(), rect.height())
        for rect in (screen.geometry() for screen in QGuiApplication.screens())
    )
    # Letters, digits, "_" and "-" only: the ini file keeps them as they are.
    return "screens_" + "__".join(f"{w}x{h}_at_{x}_{y}" for x, y, w, h in rects)


def fitted(available: QRect) -> tuple[QRect, bool]:
    """The window's rectangle on a screen whose free area is ``available``, and whether it is
    maximised (the screen is smaller than the design size)."""
    if available.width() < DESIGN_SIZE.width() or available.height() < DESIGN_SIZE.height():
        return QRect(available), True
    rect = QRect(0, 0, DESIGN_SIZE.width(), DESIGN_SIZE.height())
    rect.moveCenter(available.center())
    return rect, False


class WindowPlacement:
    """Restores and remembers the main window's geometry in the config folder's ``window.ini``."""

    def __init__(self, config: Path) -> None:
        self._settings = QSettings(str(config / PLACEMENT_FILE), QSettings.Format.IniFormat)

    def show(self, window: QWidget) -> None:
        """Show ``window`` where it was left on this screen setup, else fitted to its screen."""
        saved = self._settings.value(f"{screen_setup()}/geometry")
        if isinstance(saved, QByteArray) and window.restoreGeometry(saved):
            # restoreGeometry keeps a maximised window maximised; show() must not undo it.
            window.show()
            return
        rect, maximised = fitted(window.screen().availableGeometry())
        window.setGeometry(rect)
        if maximised:
            window.showMaximized()
        else:
            window.show()

    def save(self, window: QWidget) -> None:
        """Remember ``window``'s size, position and maximised state for this screen setup."""
        self._settings.setValue(f"{screen_setup()}/geometry", window.saveGeometry())
        self._settings.sync()

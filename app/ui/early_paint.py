"""The start's first frame, made before the app's own modules are imported: the Qt application,
the screens' language and theme as saved, and the start window (``app.ui.start_paint``) with the
activities last seen, painted.

Everything else of the start (the crash watch, the log, the whole settings, the real window, the
service's client, the journal) comes after it, in steps between which the start window takes
the keys typed (``take_keys``): staff may type at once, and nothing typed is lost. What this
module imports is the first paint's cost: ``tests/perf/test_first_paint_imports.py`` lists it,
``make bench`` counts it (``count_start_to_first_paint``).
"""

from __future__ import annotations

import sys
from typing import NamedTuple

from PySide6.QtCore import QMessageLogContext, QtMsgType, QTranslator
from PySide6.QtWidgets import QApplication

from app import __version__
from app.counter.config.paths import AppPaths
from app.counter.config.start_settings import (
    StartSettings,
    read_start_settings,
    service_address,
    service_identity,
)
from app.ui.fonts import register_language_fonts, ui_font
from app.ui.fusion import fusion_application
from app.ui.placement import WindowPlacement
from app.ui.qt_log import install_handler
from app.ui.start_paint import StartPaint, paint_start
from app.ui.tones import palette_of, tones_chosen
from app.ui.translation import install_chosen, screen_language

# Qt's diagnostics said before the log is set up (``app.ui.crash``'s handler then takes them).
_HELD: list[tuple[QtMsgType, str]] = []


def _hold(kind: QtMsgType, _where: QMessageLogContext, message: str) -> None:
    """Qt's diagnostic kept for the log; a fatal one (Qt aborts right after it) is said on the
    terminal at once."""
    if kind == QtMsgType.QtFatalMsg:
        sys.stderr.write(f"{message}\n")
        sys.stderr.flush()
    _HELD.append((kind, message))


def held_messages() -> list[tuple[QtMsgType, str]]:
    """Qt's diagnostics kept since the start, once (its handler is replaced by then)."""
    taken = _HELD[:]
    _HELD.clear()
    return taken


class EarlyPaint(NamedTuple):
    """The start window and what it was painted with."""

    window: StartPaint
    saved: StartSettings  # as read before the paint; the whole settings are loaded after it
    translators: dict[str, QTranslator]  # kept alive while they translate


def qt_application() -> QApplication:
    """The application (made here unless one exists, as in the tests); the loop ends when the
    start's scenario does, not when its last window closes."""
    existing = QApplication.instance()
    program = sys.argv[0] if sys.argv else "counterdesk"
    app = existing if isinstance(existing, QApplication) else fusion_application(program)
    app.setApplicationName("Counterdesk")
    app.setApplicationVersion(__version__)
    app.setQuitOnLastWindowClosed(False)
    return app


def paint_early(paths: AppPaths, base_url: str | None) -> EarlyPaint:
    """The start window, painted in the saved language and theme where the real window will
    be, listing the activities last seen from the service the start uses (``base_url``, else
    the saved one)."""
    install_handler(_hold)  # Qt says nothing on the terminal: its words go to the log
    app = qt_application()
    saved = read_start_settings(paths.settings_file)
    # The script shown even where the system has no font for it (the other languages' fonts
    # are added after the paint), in the app's font from the first frame (not Wine's serif).
    app.setFont(ui_font(app.font(), register_language_fonts(screen_language(saved))))
    # Before anything is painted: every text from here on is in the chosen language, and a
    # theme staff chose is drawn from the first frame. The system's theme is the platform's
    # palette until the real window: asking Qt which (``app.ui.style``) makes the Python types
    # of every enum of Qt's namespace, a fifth of a bare window's start.
    translators = install_chosen(saved)
    tones = tones_chosen(saved.theme)
    if tones is not None:
        QApplication.setPalette(palette_of(tones))
    identity = (
        service_identity(service_address(base_url), False)
        if base_url
        else service_identity(saved.base_url, saved.uses_embedded_sandbox)
    )
    window = paint_start(paths.start_cache, identity, WindowPlacement(paths.config))
    return EarlyPaint(window, saved, translators)


def take_keys() -> None:
    """One turn of Qt's events between two steps of the start: the start window shows and keeps
    what is typed on it (it hands the keys to the real window), and is repainted."""
    QApplication.processEvents()

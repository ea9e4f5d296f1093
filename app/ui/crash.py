"""The last line of defence: an exception nobody caught is logged and shown, never fatal; a
crash leaves a report that the next start offers.

qasync hands exceptions of ``@asyncSlot`` handlers to ``sys.excepthook``, and so does PySide6 for
slots and virtual methods; the hooks here also take the asyncio loop's exceptions (a task nobody
awaited), the worker threads' and Qt's own messages. Each goes to the log with the run's version,
platform and screen. They are installed before anything else runs (and import neither the loop
nor the booking stack). The reports themselves (the fault file, the running mark) are
``app.counter.config.crash_reports``'s; the next start's notice is ``app.ui.crash_notice``.
"""

from __future__ import annotations

import logging
import platform
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import (
    QMessageLogContext,
    QObject,
    Qt,
    QtMsgType,
    Signal,
    qVersion,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from app import __version__
from app.counter.config.crash_reports import CrashWatch, leave_abort_to_the_system
from app.i18n import Catalogue
from app.ui.qt_log import install_handler

CRASH = Catalogue("CRASH")

log = logging.getLogger(__name__)

_dialogs: list[QMessageBox] = []

QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def crash_text(log_file: Path | None) -> str:
    """What staff read: the app goes on, typed input is kept, where the details are."""
    if log_file is None:
        return CRASH.tr(
            "Something went wrong inside Counterdesk. The app keeps running and what you typed "
            "is kept; if the same action fails again, restart the app and tell your support "
            "contact."
        )
    return CRASH.tr(
        "Something went wrong inside Counterdesk. The app keeps running and what you typed "
        "is kept; if the same action fails again, restart the app and tell your support "
        "contact. The details are in the log file:\n{log_file}"
    ).format(log_file=log_file)


def show_crash_dialog(
    error: BaseException, log_file: Path | None, redact: Callable[[str], str]
) -> QMessageBox | None:
    """A non-blocking dialog about ``error`` (none when there is no application)."""
    if QApplication.instance() is None:
        return None
    # Parented to the active window so that it stays in front; not modal, so nothing is blocked.
    dialog = QMessageBox(
        QMessageBox.Icon.Critical,
        CRASH.tr("Counterdesk: unexpected error"),
        crash_text(log_file),
        QMessageBox.StandardButton.Ok,
        QApplication.activeWindow(),
    )
    dialog.setObjectName("crashDialog")
    dialog.setModal(False)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    summary = "".join(traceback.format_exception_only(type(error), error))
    dialog.setDetailedText(redact(summary))
    # Kept referenced until closed; shown without a nested event loop, so nothing stalls.
    _dialogs.append(dialog)
    dialog.finished.connect(lambda _result: _dialogs.remove(dialog))
    dialog.show()
    return dialog


def run_context() -> str:
    """``Counterdesk 1.4.0 · Linux 6.1.0 x86_64 · Python 3.12.3 · Qt 6.8.1 · screen 1366x768
    at 1x``: what every crash record and report carries (the QGuiApplication must exist)."""
    screen = QGuiApplication.primaryScreen()
    shown = (
        f"screen {screen.size().width()}x{screen.size().height()} at {screen.devicePixelRatio():g}x"
        if screen is not None
        else "no screen"
    )
    system = f"{platform.system()} {platform.release()} {platform.machine()}"
    return (
        f"Counterdesk {__version__} · {system} · Python {platform.python_version()} · "
        f"Qt {qVersion()} · {QGuiApplication.platformName()} · {shown}"
    )


class CrashHooks(QObject):
    """Where every uncaught exception goes: the log, with ``context``, and a dialog.

    Signals:
        raised_elsewhere(object): a worker thread's exception, shown on the UI thread.
    """

    raised_elsewhere = Signal(object)

    def __init__(
        self, log_file: Path | None, redact: Callable[[str], str], watch: CrashWatch | None
    ) -> None:
        super().__init__()
        self.log_file = log_file
        self.redact = redact
        self.watch = watch
        # Until the screen is known (``run_context`` once the application exists).
        self.context = f"Counterdesk {__version__}"
        self.raised_elsewhere.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        """Take ``sys.excepthook``, ``threading.excepthook`` and Qt's message handler."""
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_hook
        install_handler(self.qt_message)

    def excepthook(
        self, kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        """A Qt slot's or an async slot's exception: logged and shown, the app goes on."""
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        log.critical("Unhandled exception (%s)", self.context, exc_info=(kind, error, trace))
        self._show(error)

    def thread_hook(self, args: threading.ExceptHookArgs) -> None:
        """A worker thread's exception: logged there, shown by the UI thread."""
        if args.exc_type is SystemExit or args.exc_value is None:
            return
        name = args.thread.name if args.thread is not None else "?"
        log.critical(
            "Unhandled exception in thread %s (%s)",
            name,
            self.context,
            exc_info=(args.exc_type, args.exc_value, args.exc_traceback),
        )
        self.raised_elsewhere.emit(args.exc_value)

    def loop_exception(self, _loop: object, details: dict[str, Any]) -> None:
        """The event loop's exception handler: a task that failed with nobody awaiting it."""
        error = details.get("exception")
        message = details.get("message", "")
        # A cancelled task is no fault (the loop runs, so asyncio is imported: no cost here).
        import asyncio

        if not isinstance(error, BaseException) or isinstance(error, asyncio.CancelledError):
            log.error("Event loop: %s (%s)", message, self.context)
            return
        log.critical(
            "Unhandled exception in the event loop: %s (%s)",
            message,
            self.context,
            exc_info=(type(error), error, error.__traceback__),
        )
        self._show(error)

    def qt_message(self, kind: QtMsgType, _where: QMessageLogContext, message: str) -> None:
        """Qt's own diagnostics go to the log; the ones that stop the app reach the terminal
        and the fault file too (a counter PC without Qt's system libraries must learn why the
        window never opened; Qt aborts right after a fatal one, which then finds SIGABRT at its
        default whatever happened here: ``leave_abort_to_the_system``)."""
        fatal = kind == QtMsgType.QtFatalMsg
        try:
            level = QT_LEVELS.get(kind, logging.WARNING)
            text = f"{message} ({self.context})" if level >= logging.ERROR else message
            logging.getLogger("qt").log(level, text)
            if level >= logging.ERROR:
                sys.stderr.write(f"counterdesk: {message}\n")
            if fatal and self.watch is not None:
                self.watch.fatal(f"Qt: {message}")  # its stacks, written under the lock
        finally:
            if fatal:
                leave_abort_to_the_system()

    def _show(self, error: object) -> None:
        if not isinstance(error, BaseException):
            return
        try:
            show_crash_dialog(error, self.log_file, self.redact)
        except Exception:  # the hook itself must never raise
            log.exception("Could not show the error dialog")


def install_hooks(
    log_file: Path | None, redact: Callable[[str], str], watch: CrashWatch | None = None
) -> CrashHooks:
    """Log every uncaught exception (slots, threads; the loop's once it exists: ``watch_loop``)
    and show it in a dialog instead of ending the app; Qt's messages go to the log."""
    hooks = CrashHooks(log_file, redact, watch)
    hooks.install()
    return hooks

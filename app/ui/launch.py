"""Starting the desktop app: logging, the exception hook, the Qt application and the one loop."""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import signal
import ssl
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMessageLogContext, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from app import __version__
from app.api.keys import clean_key
from app.api.transport import new_http_client, start_tls_context
from app.counter.logs import SecretRedactor, configure_logging
from app.counter.paths import HOME_ENV, AppPaths
from app.counter.sandbox_process import SandboxProcess
from app.counter.settings import Environment, Settings, load_settings
from app.ui.crash import install_excepthook
from app.ui.desk import Desk
from app.ui.loop import new_event_loop
from app.ui.selftest import self_test

log = logging.getLogger(__name__)

API_KEY_ENV = "COUNTERDESK_API_KEY"
Scenario = Callable[[Desk], Awaitable[int]]


@dataclass(frozen=True, slots=True)
class LaunchOptions:
    """What the command line asked for."""

    paths: AppPaths
    base_url: str | None = None
    sandbox: SandboxProcess | None = None  # the embedded sandbox's process, started already


def initial_settings(options: LaunchOptions) -> tuple[Settings, str | None]:
    """``--base-url`` means the live service with the key from the environment or the keyring;
    otherwise the saved settings (by default: the embedded sandbox with its demo key)."""
    if options.base_url:
        settings = Settings(environment=Environment.LIVE).with_base_url(options.base_url)
        return settings, clean_key(os.environ.get(API_KEY_ENV, "")) or None
    return load_settings(options.paths.settings_file), None


WAKE_MS = 250


async def _until_closed(desk: Desk) -> int:
    closed = asyncio.Event()
    desk.window.closing.connect(closed.set)
    # Ctrl+C in a terminal, or a stop request from the OS, closes the window as staff would,
    # so that the shutdown is the clean one.
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, lambda _number, _frame: desk.window.close())
    # Python runs signal handlers only between its own instructions; this lets it look often.
    wake = QTimer()
    wake.timeout.connect(lambda: None)
    wake.start(WAKE_MS)
    await closed.wait()
    return 0


async def _run(
    options: LaunchOptions,
    redactor: SecretRedactor,
    scenario: Scenario,
    tls: Future[ssl.SSLContext],
) -> int:
    settings, key = initial_settings(options)
    desk = Desk(
        options.paths,
        redactor,
        http=new_http_client(tls.result()),
        start_sandbox=settings.uses_embedded_sandbox,
        sandbox=options.sandbox,
    )
    try:
        ready = await desk.start(settings, key)
        log.info("Window ready (%s)", "catalogue loaded" if ready else "with a problem shown")
        # What start-up built lives as long as the app: out of the collector's sight, a full
        # collection no longer walks it, so it cannot stall the loop for tens of milliseconds.
        gc.freeze()
        return await scenario(desk)
    finally:
        await desk.aclose()


QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def route_qt_messages() -> None:
    """Qt's own diagnostics go to the log file; the ones that stop the app reach the terminal too.

    (A counter PC without Qt's system libraries must learn why the window never opened.)
    """
    qt_log = logging.getLogger("qt")

    def handler(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
        level = QT_LEVELS.get(kind, logging.WARNING)
        qt_log.log(level, message)
        if level >= logging.ERROR:
            sys.stderr.write(f"counterdesk: {message}\n")

    qInstallMessageHandler(handler)


def run_app(options: LaunchOptions, scenario: Scenario = _until_closed) -> int:
    """Run the app until ``scenario`` ends (by default: until the window is closed)."""
    tls = start_tls_context()  # in a thread, while the rest starts
    paths = options.paths.create()
    redactor = SecretRedactor()
    install_excepthook(paths.log_file, redactor.redact)
    configure_logging(paths.log_file, redactor)
    route_qt_messages()
    log.info("Counterdesk %s starting (data in %s)", __version__, paths.data)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("Counterdesk")
    app.setApplicationVersion(__version__)
    # The loop ends when the scenario does; a closed last window must not end it first.
    app.setQuitOnLastWindowClosed(False)
    with asyncio.Runner(loop_factory=new_event_loop) as runner:
        return runner.run(_run(options, redactor, scenario, tls))


def run_self_test() -> tuple[int, str]:
    """Start offscreen on the embedded sandbox, load and search; exit code and summary line.

    Unless ``$COUNTERDESK_HOME`` says otherwise, everything goes to a temporary folder, so a
    packaging check never touches the user's data, settings or logs.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="counterdesk-selftest-") as scratch:
        home = os.environ.get(HOME_ENV)
        paths = AppPaths.for_user() if home else AppPaths.under(Path(scratch))
        summary: list[str] = []

        async def scenario(desk: Desk) -> int:
            summary.append(await self_test(desk, started))
            return 0

        try:
            code = run_app(LaunchOptions(paths), scenario)
        except Exception as exc:
            log.exception("Self-test failed")
            return 1, f"counterdesk self-test failed: {exc}"
        finally:
            logging.shutdown()
        return code, summary[0]

"""Starting the desktop app: logging, the exception hook, the Qt application and the one loop.

The window is painted first, with the catalogue and wallet last seen (``app.ui.first_paint``);
the service's client, the journal and the controllers are imported and built after it, so
what is imported here at module level must not import them either, nor the event loop
(asyncio, qasync): the first paint is made before the loop runs.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QMessageLogContext
from PySide6.QtWidgets import QMessageBox, QWidget

from app import __version__
from app.counter.config.paths import AppPaths
from app.i18n import Catalogue, Said
from app.ui.early_paint import EarlyPaint, held_messages, paint_early, qt_application, take_keys

if TYPE_CHECKING:
    from app.counter.composition import Connector, Recovery
    from app.counter.config.crash_reports import CrashWatch
    from app.counter.config.logs import SecretRedactor
    from app.counter.config.settings import Settings
    from app.counter.journal_access.journal_lock import InstanceLock
    from app.counter.link.sandbox_process import SandboxProcess
    from app.domain.agency_target import AgencyTarget
    from app.ui.crash import CrashHooks
    from app.ui.desk import Desk
    from app.ui.first_paint import FirstPaint
    from app.ui.instance import InstanceChannel
    from app.ui.window import MainWindow

LAUNCH = Catalogue("LAUNCH")

log = logging.getLogger(__name__)

API_KEY_ENV = "COUNTERDESK_API_KEY"
Scenario = Callable[["Desk"], Awaitable[int]]


@dataclass(frozen=True, slots=True)
class LaunchOptions:
    """What the command line asked for."""

    paths: AppPaths
    base_url: str | None = None
    sandbox: SandboxProcess | None = None  # the embedded sandbox's process, started already
    lock: InstanceLock | None = None  # the journal's lock, taken already by ``counterdesk``
    attended: bool = True  # someone reads and closes a refusal (the self-test: nobody)
    # How the journal's file is opened (tests add faults); None: the journal's own way.
    journal_connect: Connector | None = None
    agency_db: str | None = None  # ``--agency-db``: the agency store's address, as given
    # Told when the window has painted its first screen, before the service's client is
    # imported (the start-up bench times it; a test checks what is imported by then).
    painted: Callable[[MainWindow], object] | None = None
    # Told when the start's own window (``app.ui.early_paint``) has painted: the first frame.
    start_painted: Callable[[], object] | None = None
    listed: Callable[[Desk], object] | None = None  # told of the live catalogue (the bench)


def start_settings(options: LaunchOptions) -> Settings:
    """``--base-url`` means the live service; otherwise the saved settings (by default: the
    embedded sandbox)."""
    from app.counter.config.settings import Environment, Settings, load_settings

    if options.base_url:
        return Settings(environment=Environment.LIVE).with_base_url(options.base_url)
    return load_settings(options.paths.settings_file)


def initial_settings(options: LaunchOptions) -> tuple[Settings, str | None]:
    """The start's settings, and with ``--base-url`` the key from the environment (None: the
    keyring's, or the sandbox's demo key)."""
    from app.domain.keys import clean_key

    key = (clean_key(os.environ.get(API_KEY_ENV, "")) or None) if options.base_url else None
    return start_settings(options), key


async def _until_closed(desk: Desk) -> int:
    import asyncio

    closed = asyncio.Event()
    desk.window.closing.connect(closed.set)
    # A stop signal during the start closed the window before this waited for it.
    if not desk.window.closed:
        await closed.wait()
    return 0


class StartRefused(Said):
    """The app cannot start; the message is what staff read (on screen and on the terminal)."""


@dataclass(slots=True)
class Started:
    """What a start that got as far as the window holds, until the app ends."""

    desk: Desk
    settings: Settings
    key: str | None = field(repr=False)  # the API key: never in a log or a trace
    lock: InstanceLock
    recovery: Recovery | None
    agency: AgencyTarget
    channel: InstanceChannel | None = None  # opened once the live catalogue is listed


@dataclass(frozen=True, slots=True)
class Watched:
    """The run's crash hooks and its fault file and running mark."""

    hooks: CrashHooks
    watch: CrashWatch


def _take_lock(options: LaunchOptions) -> InstanceLock:
    from app.counter.journal_access.journal_lock import InstanceLock, JournalInUse

    if options.lock is not None:
        return options.lock
    try:
        return InstanceLock(options.paths.journal)
    except JournalInUse as busy:
        from app.ui.error_words import reason_of
        from app.ui.instance import ask_to_raise

        log.warning("The journal is held by another Counterdesk: asking it to come forward")
        brought_forward = LAUNCH.tr("That window has been brought to the front.")
        text = reason_of(busy) + (f" {brought_forward}" if ask_to_raise(busy.key) else "")
        raise StartRefused(text) from busy


def _could_not_start(options: LaunchOptions, error: Exception) -> StartRefused:
    from app.ui.error_words import reason_of

    if isinstance(error, Said):  # the app's own refusal (an unusable journal): said as it is
        return StartRefused(reason_of(error))
    log.exception("Counterdesk could not start")
    return StartRefused(
        LAUNCH.tr(
            "Counterdesk could not start: {error}. The details are in the log file {log_file}; "
            "tell your support contact."
        ).format(error=reason_of(error), log_file=options.paths.log_file)
    )


def _first_paint(options: LaunchOptions, lock: InstanceLock) -> FirstPaint:
    """The window with the catalogue last seen; ``StartRefused`` says why not."""
    # Imported behind the start's own paint: the window's modules are most of the start.
    from app.ui.first_paint import build_first_paint

    try:
        return build_first_paint(options.paths, start_settings(options))
    except Exception as error:
        lock.release()
        raise _could_not_start(options, error) from error


def _start(
    options: LaunchOptions, redactor: SecretRedactor, lock: InstanceLock, first: FirstPaint
) -> Started:
    """Open the journal and build the desk around the painted window; ``StartRefused`` says
    why not."""
    # What the first paint did without: the service's client, the journal, the controllers.
    from app.api.transport import new_http_client
    from app.counter.composition import CounterServices
    from app.counter.config.keystore import KeyStore
    from app.counter.config.settings import with_agency_store
    from app.ui.desk import Desk

    try:
        # What waits on disk is sealed under the keyring's key (``CounterServices.open``).
        keys = KeyStore(on_secret=redactor.add)
        services = CounterServices.open(options.paths.journal, keys, options.journal_connect)
        settings, key = initial_settings(options)
        settings, agency = with_agency_store(settings, options.agency_db)
        if agency.password:
            redactor.add(agency.password)  # given on the command line: never in the log
        desk = Desk(
            options.paths,
            redactor,
            http=new_http_client(),
            start_sandbox=settings.uses_embedded_sandbox,
            sandbox=options.sandbox,
            services=services,
            first=first,
        )
    except Exception as error:
        lock.release()
        raise _could_not_start(options, error) from error
    return Started(desk, settings, key, lock, services.recovery, agency)


def _tell(text: str) -> None:
    """Everything said at start-up goes to the terminal and the log as well as to the screen."""
    sys.stderr.write(f"counterdesk: {text}\n")
    sys.stderr.flush()


def _dialog(
    icon: QMessageBox.Icon, title: str, text: str, name: str, parent: QWidget | None = None
) -> QMessageBox:
    dialog = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    dialog.setObjectName(name)
    return dialog


async def _refuse(options: LaunchOptions, refused: StartRefused) -> int:
    """Say why the app does not start, and wait until the dialog is closed; exit code 1."""
    text = str(refused)  # a sentence for staff (``Said``)
    if not options.attended:
        log.error("Not started: %s", text)
        _tell(text)
        return 1
    import asyncio

    from app.ui.loop import close_on_stop_signals

    dialog = _dialog(
        QMessageBox.Icon.Critical, LAUNCH.tr("Counterdesk cannot start"), text, "startRefused"
    )
    closed = asyncio.Event()
    dialog.finished.connect(lambda _result: closed.set())
    # Ready for a stop request before anything is said: whoever reads the words may stop it.
    _wake = close_on_stop_signals(dialog.reject)
    log.error("Not started: %s", text)
    _tell(text)
    dialog.show()
    await closed.wait()
    return 1


def _announce(started: Started) -> None:
    """A recovered or read-only journal: staff are told at once (the header keeps the fault)."""
    window = started.desk.window
    if started.recovery is not None:
        text = started.recovery.text()
        _tell(text)
        dialog = _dialog(
            QMessageBox.Icon.Warning,
            LAUNCH.tr("Counterdesk: journal recovered"),
            text,
            "journalRecovered",
            window,
        )
        dialog.setModal(False)
        dialog.show()
    fault = started.desk.services.read_only
    if fault is not None:
        log.warning("Started read-only: %s", fault.value)
        _tell(fault.sentence)


def _paint(
    options: LaunchOptions, early: EarlyPaint
) -> tuple[InstanceLock, FirstPaint] | StartRefused:
    """Take the journal's lock and paint the real window over the start's; why not, if not."""
    start = early.window
    try:
        lock = _take_lock(options)
        first = _first_paint(options, lock)
    except StartRefused as refused:
        start.close()
        return refused
    from app.ui.first_paint import show_first_paint

    show_first_paint(first)
    start.hand_over(first.window)
    if options.painted is not None:
        options.painted(first.window)
    return lock, first


async def _take_over(watched: Watched, desk: Desk) -> None:
    """Now that the journal is this run's: what an earlier run that ended unexpectedly left
    becomes a report, told to staff with the sale that was open; this run is marked running."""
    import asyncio

    from app.booking.faults import JOURNAL_ERRORS
    from app.counter.config.crash_reports import OpenSale
    from app.ui.crash import run_context

    watched.hooks.context = run_context()
    log.info("Running on %s", watched.hooks.context)
    watch = watched.watch
    try:
        # The journal is read (on its thread) only after an unexpected end: it holds that run's
        # sale.
        sale = desk.services.open_sale() if watch.left_behind() else OpenSale()
        reports = await asyncio.to_thread(watch.take_over, watched.hooks.context, sale)
    except JOURNAL_ERRORS as error:
        # A report that cannot be made never stops a start.
        log.warning("The last run's crash report could not be made: %s", error)
        return
    if not reports:
        return
    from app.ui.crash_notice import CrashReports, notice_text

    latest = max(reports, key=lambda report: report.stopped_at)
    log.warning("The last run ended unexpectedly at %s: report %s", latest.stopped_at, latest.path)
    _tell(notice_text(latest, sale).partition("\n")[0])
    notice = CrashReports(desk.window, reports, desk.redactor.redact, notice_text(latest, sale))
    notice.show()


async def _run(
    options: LaunchOptions,
    redactor: SecretRedactor,
    scenario: Scenario,
    watched: Watched,
    lock: InstanceLock,
    first: FirstPaint,
) -> int:
    try:
        started = _start(options, redactor, lock, first)
    except StartRefused as refused:
        first.window.hide()
        return await _refuse(options, refused)
    from app.ui.loop import close_on_stop_signals

    desk = started.desk
    # From here a stop signal closes the window cleanly (one before the scenario waited did not).
    _wake = close_on_stop_signals(desk.window.close)
    try:
        _announce(started)
        await _take_over(watched, desk)

        def listed(shown: Desk) -> None:
            if options.listed is not None:
                options.listed(shown)  # the bench's mark: the channel (QtNetwork, 27 M) after it
            from app.ui.instance import InstanceChannel  # until then a second start is refused

            started.channel = InstanceChannel(lock.key, shown.window)

        ready = await desk.start(started.settings, started.key, started.agency, listed)
        log.info("Window ready (%s)", "catalogue loaded" if ready else "with a problem shown")
        desk.explain_training_later()
        # What start-up built (the collector off meanwhile) lives as long as the app: out of the
        # collector's sight, a full collection cannot stall the loop for tens of milliseconds.
        gc.freeze()
        gc.enable()
        # So is what the warm-up builds (the later screens' modules, the Book screen): some
        # 31,000 objects, a full collection of 12-19 ms of one turn when left in sight.
        desk.warm_up.finished.connect(gc.freeze)
        desk.warm_up_later()
        code = await scenario(desk)
    except BaseException:
        await _close(started, after_error=True)
        raise
    await _close(started)
    return code


async def _close(started: Started, after_error: bool = False) -> None:
    """Close the desk, then let the journal go, on every path (Windows removes no folder with a
    file open in it); after an error, closing's own error is logged, not told over it."""
    try:
        if started.channel is not None:
            started.channel.close()
        await started.desk.aclose()
    except Exception:
        if not after_error:
            raise
        log.exception("Closing after an error failed too")
    finally:
        started.lock.release()


def run_app(options: LaunchOptions, scenario: Scenario = _until_closed) -> int:
    """Run the app until ``scenario`` ends (by default: until the window is closed)."""
    paths = options.paths.create()
    # First of all the start window: staff see the app, and may type, while the rest is made.
    early = paint_early(paths, options.base_url)
    if options.start_painted is not None:
        options.start_painted()
    take_keys()
    from app.counter.config.crash_reports import CrashWatch
    from app.counter.config.logs import SecretRedactor, configure_logging
    from app.ui.crash import install_hooks
    from app.ui.fonts import register_fonts

    # From here on a fatal signal leaves every thread's stack in a report.
    watch = CrashWatch.start(paths)
    redactor = SecretRedactor()
    hooks = install_hooks(paths.log_file, redactor.redact, watch)
    configure_logging(paths.log_file, redactor)
    for kind, message in held_messages():
        hooks.qt_message(kind, QMessageLogContext(), message)
    log.info("Counterdesk %s starting (data in %s)", __version__, paths.data)
    register_fonts()  # every language's script, for the customers' documents and the settings
    take_keys()
    try:
        code = _run_qt(options, redactor, scenario, Watched(hooks, watch), early)
    except BaseException:
        watch.let_go()  # the fault file closed; the mark stays for the next start to report
        raise
    watch.close()  # only a start that ended here is clean
    return code


def _run_qt(
    options: LaunchOptions,
    redactor: SecretRedactor,
    scenario: Scenario,
    watched: Watched,
    early: EarlyPaint,
) -> int:
    from app.counter.config.settings import load_settings
    from app.ui.fonts import use_ui_font
    from app.ui.style import apply_theme
    from app.ui.translation import install_chosen, screen_language

    settings = load_settings(options.paths.settings_file)
    # The start window's language and theme were read alone: a file whose other values the
    # whole settings refuse gives their defaults, and the real window follows those.
    _translators = early.translators
    chosen, saved = settings, early.saved
    if (screen_language(chosen), chosen.devanagari_digits) != (
        screen_language(saved),
        saved.devanagari_digits,
    ):
        _translators = install_chosen(settings)
    apply_theme(chosen.theme)  # the start window had the palette of the theme chosen, at most
    use_ui_font(qt_application())  # the style set: the theme's own fonts are in, and replaced
    take_keys()
    gc.disable()  # what the start builds lives as long as the app (live-list-first.md)
    painted = _paint(options, early)
    try:
        # The loop is imported once the window is painted: the paint does without it.
        import asyncio

        from app.ui.loop import new_event_loop

        with asyncio.Runner(loop_factory=new_event_loop) as runner:
            runner.get_loop().set_exception_handler(watched.hooks.loop_exception)
            if isinstance(painted, StartRefused):
                return runner.run(_refuse(options, painted))
            return runner.run(_run(options, redactor, scenario, watched, *painted))
    finally:
        gc.enable()
        if not isinstance(painted, StartRefused):
            painted[0].release()  # whatever ended the run (released already on a clean end)

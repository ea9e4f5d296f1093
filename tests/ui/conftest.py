"""Qt fixtures of the UI tests: the one qasync loop, an in-memory keyring, a running Desk, and
the sandbox a test module books and cancels on.

The tests are plain functions driven by pytest-qt: a click schedules a task on the qasync loop,
and ``qtbot.waitUntil`` turns the Qt event loop until its result is on screen. ``run`` does the
same for a coroutine the test awaits directly.
"""

from __future__ import annotations

import asyncio
import gc
import os
import sqlite3
from collections.abc import Callable, Coroutine, Iterator
from contextlib import closing
from decimal import Decimal
from pathlib import Path
from typing import Any, TypeVar

import httpx
import pytest
import qasync
from PySide6.QtCore import QEvent
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from app import i18n
from app.api import PartnerClient
from app.api.retry import RetryPolicy
from app.counter.config.catalogues import catalogue_path
from app.counter.config.logs import SecretRedactor
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings
from app.sandbox import EmbeddedSandbox, SandboxConfig, start_embedded
from app.ui.bridge import MessageBridge
from app.ui.desk import Desk
from app.ui.first_paint import FirstPaint
from app.ui.fonts import register_fonts
from app.ui.loop import with_worker_threads
from app.ui.style import restyle_app
from app.ui.translation import install_translations
from tests.conftest import MemoryKeyring, client_for

# Before pytest-qt makes the QApplication: the UI tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

T = TypeVar("T")

SCREENSHOTS = Path(__file__).parent / "screenshots"
# The counter screens every screenshot is taken at: the common one first (1366x768), then 1280x720.
SCREEN_SIZES = ((1366, 768), (1280, 720))
# Retries as the app does them, but short: a test waits for four tries, not for seconds.
FAST_RETRY = RetryPolicy(max_retries=2, base_delay=0.02, max_delay=0.05)

# How long a wait for what staff see may take before the test fails. pytest-qt's default is 5 s;
# a loaded run (two test processes, each with its sandbox, on two cores, beside other work) has
# taken longer than that: six waits failed in one run at a load of 15 (2,780 s), and the six
# tests passed at once when run again. A wait that is met ends when it is met; only a wait
# that is never met lasts this long.
# Speed is the bench's to gate (instruction counts), not these waits'.
WAIT_MS = 20_000


class PatientQtBot(QtBot):
    """pytest-qt's bot with ``WAIT_MS`` as its waits' default (a test may set its own)."""

    def waitUntil(self, callback: Callable[[], bool | None], *, timeout: int = WAIT_MS) -> None:
        """Turn the event loop until ``callback`` holds (see ``QtBot.waitUntil``)."""
        super().waitUntil(callback, timeout=timeout)

    def waitSignal(self, signal: Any = None, *, timeout: int = WAIT_MS, **options: Any) -> Any:
        """Wait for ``signal`` (see ``QtBot.waitSignal``)."""
        return super().waitSignal(signal, timeout=timeout, **options)


@pytest.fixture
def qtbot(qapp: QApplication, request: pytest.FixtureRequest) -> QtBot:
    """pytest-qt's ``qtbot``, patient as ``WAIT_MS`` says."""
    return PatientQtBot(request)


_loop: qasync.QEventLoop | None = None
CLERK = "Leela Menon"
OPENING_FLOAT = Decimal("2000.00")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The offscreen platform warns whenever a window's size hints change: harmless there."""
    for item in items:
        if item.path.is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.qt_log_ignore("does not support propagateSizeHints"))


@pytest.fixture(scope="session", autouse=True)
def application_sheet(qapp: QApplication) -> None:
    """The application's style sheet, set as the app sets it before its first paint (in the
    tones of the palette: no theme is applied unless a test applies one)."""
    restyle_app(qapp)


@pytest.fixture(scope="session", autouse=True)
def collector_as_launched() -> Iterator[None]:
    """The garbage collector as the app has it once started: ``app.ui.launch`` freezes what
    start-up built, so a full collection walks only what came after. Here that is what the test
    run has built before its first UI test: pytest's objects and every collected module's, some
    140,000 objects, whose walk took 100-133 ms of one turn of the window (the lock stall test's
    "busiest turn"), a pause the app never makes. What the tests build stays in sight."""
    gc.collect()
    gc.freeze()
    yield
    gc.unfreeze()


@pytest.fixture(autouse=True)
def keyring_in_memory(memory_keyring: MemoryKeyring) -> MemoryKeyring:
    """Every UI test runs on an empty in-memory keyring."""
    return memory_keyring


@pytest.fixture
def qloop(qapp: QApplication) -> Iterator[qasync.QEventLoop]:
    """The qasync loop, running on Qt's event loop for the length of one test.

    One loop serves the whole session (a qasync loop cannot be stopped without ending Qt's main
    loop); it is the running loop only inside a UI test, so pytest-asyncio tests elsewhere keep
    their own loops.
    """
    global _loop
    if _loop is None:
        _loop = with_worker_threads(qasync.QEventLoop(qapp, already_running=True))
    asyncio.events._set_running_loop(_loop)
    yield _loop
    pending = [task for task in asyncio.all_tasks(_loop) if not task.done()]
    for task in pending:
        task.cancel()
    deadline = _loop.time() + 5
    while any(not task.done() for task in pending) and _loop.time() < deadline:
        qapp.processEvents()
    asyncio.events._set_running_loop(None)


@pytest.fixture
def run(qtbot: QtBot, qloop: qasync.QEventLoop) -> Any:
    """``run(coro, timeout_ms)``: await ``coro`` on the qasync loop from a plain test."""

    def runner(coro: Coroutine[Any, Any, T], timeout_ms: int = WAIT_MS) -> T:
        task: asyncio.Task[T] = qloop.create_task(coro)
        qtbot.waitUntil(task.done, timeout=timeout_ms)
        return task.result()

    return runner


def new_sandbox(db_path: Path) -> EmbeddedSandbox:
    """A sandbox of the base catalogue, its BOAT provider working, on a free port."""
    return start_embedded(SandboxConfig(db_path=db_path, boat_fault=False))


@pytest.fixture(scope="session")
def shared_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedSandbox]:
    """One sandbox for the UI tests that only read (no bookings are made here)."""
    sandbox = new_sandbox(tmp_path_factory.mktemp("ui-sandbox") / "sandbox.db")
    yield sandbox
    sandbox.stop()


def _bookings_made(sandbox: EmbeddedSandbox) -> int:
    with closing(sqlite3.connect(sandbox.context.config.db_path)) as db:
        return int(db.execute("SELECT count(*) FROM bookings").fetchone()[0])


@pytest.fixture
def sandbox(shared_sandbox: EmbeddedSandbox) -> Iterator[EmbeddedSandbox]:
    """The shared sandbox, its switches put back after the test; a test that sells on it fails
    (a later test reads the seeded wallet's balance)."""
    before = _bookings_made(shared_sandbox)
    yield shared_sandbox
    shared_sandbox.boat_fault = False
    shared_sandbox.clock = None
    assert _bookings_made(shared_sandbox) == before, (
        "this test sold on the shared sandbox, which stays as seeded: use sales_sandbox"
    )


@pytest.fixture
def own_sandbox(tmp_path: Path) -> Iterator[EmbeddedSandbox]:
    """A sandbox of the test's own, which the test may stop."""
    sandbox = new_sandbox(tmp_path / "own.db")
    yield sandbox
    sandbox.stop()


@pytest.fixture
def home(tmp_path: Path) -> AppPaths:
    """The app's folders under the test's temporary folder."""
    return AppPaths.under(tmp_path / "home").create()


@pytest.fixture
def make_desk(qtbot: QtBot, run: Any, home: AppPaths, redactor: SecretRedactor) -> Iterator[Any]:
    """``make_desk(http=None, first=None)``: a Desk (not yet started) that is closed after the
    test; ``first``: the window of a first paint to build it around."""
    desks: list[Desk] = []

    def factory(http: httpx.AsyncClient | None = None, first: FirstPaint | None = None) -> Desk:
        bridge = MessageBridge(probe_interval_s=0.5)
        desk = Desk(home, redactor, http=http, retry=FAST_RETRY, bridge=bridge, first=first)
        desks.append(desk)
        return desk

    yield factory
    # As the app quits: the desk closes (its tasks end) before its window goes. Not through
    # ``qtbot.addWidget``: pytest-qt deletes those windows before any fixture's teardown, and a
    # task still running then would paint a deleted widget.
    for desk in desks:
        run(desk.aclose())
        desk.window.close()
        desk.window.deleteLater()
    QApplication.processEvents()


def screenshot(widget: QWidget, name: str) -> Path:
    """Save what ``widget`` shows as ``tests/ui/screenshots/<name>.png`` (looked at by people).

    A window (not a dialog) of another size is shown at a counter's 1366x768 for the picture,
    then given its size back: what people look at is what a clerk's screen shows.
    """
    SCREENSHOTS.mkdir(exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    resized = (
        widget.isWindow()
        and not isinstance(widget, QDialog)
        and (widget.width(), widget.height()) not in SCREEN_SIZES
    )
    before = widget.size()
    if resized:
        widget.resize(*SCREEN_SIZES[0])
    settle_layouts()
    widget.grab().save(str(path))
    if resized:
        widget.resize(before)
        settle_layouts()
    return path


def settle_layouts() -> None:
    """Let posted layout requests land, as they would before a person looks. Inside a running
    task only those: processing every event there would run another task's wake-up inside this
    one, which asyncio refuses ("Cannot enter into task"), and that task would never go on."""
    try:
        inside_task = asyncio.current_task() is not None
    except RuntimeError:  # no loop running
        inside_task = False
    if inside_task:
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    else:
        QApplication.processEvents()


def over_window(window: QWidget, dialog: QWidget, name: str) -> Path:
    """Save ``window`` with ``dialog`` drawn over its middle, as staff see an open dialog, as
    ``tests/ui/screenshots/<name>.png`` (one top-level window's grab never shows another)."""
    settle_layouts()
    picture = window.grab()
    painter = QPainter(picture)
    shown = dialog.grab()
    painter.drawPixmap(
        (picture.width() - shown.width()) // 2, (picture.height() - shown.height()) // 2, shown
    )
    painter.end()
    return save_image(picture.toImage(), name)


def save_image(image: QImage, name: str) -> Path:
    """Save ``image`` (a document drawn on its paper) as ``tests/ui/screenshots/<name>.png``."""
    SCREENSHOTS.mkdir(exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    assert image.save(str(path))
    return path


def start_desk(desk: Desk, run: Any, sandbox: EmbeddedSandbox, key: str | None = None) -> bool:
    """Start ``desk`` on ``sandbox`` (SANDBOX environment) with the demo key or ``key``, a
    shift open at its counter (selling needs one)."""
    settings = Settings(base_url=sandbox.base_url)
    open_shift(desk, settings)
    return bool(run(desk.start(settings, key or sandbox.demo_key)))


def started_desk(make_desk: Any, run: Any, sandbox: EmbeddedSandbox) -> Desk:
    """A desk started on ``sandbox`` with its shift open."""
    desk: Desk = make_desk()
    assert start_desk(desk, run, sandbox)
    return desk


def open_shift(desk: Desk, settings: Settings) -> None:
    """A shift of CLERK open at the counter of ``settings`` (unless one is open already, or the
    journal is read-only)."""
    till = desk.services.journal.till
    if (
        desk.services.journal.read_only is None
        and till.open_shift_of(settings.counter_code) is None
    ):
        till.open_shift(settings.counter_code, CLERK, OPENING_FLOAT)


@pytest.fixture
def desk(make_desk: Any, run: Any, sandbox: EmbeddedSandbox) -> Desk:
    """A Desk started on the shared sandbox with the demo key, its catalogue loaded."""
    started: Desk = make_desk()
    assert start_desk(started, run, sandbox)
    return started


@pytest.fixture(scope="module")
def sales_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedSandbox]:
    """A sandbox of the test module's own: sales change it, the shared one stays as seeded."""
    sandbox = new_sandbox(tmp_path_factory.mktemp("sales") / "sandbox.db")
    yield sandbox
    sandbox.stop()


@pytest.fixture
def sales_desk(make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot) -> Desk:
    """A Desk on the sales sandbox with the demo key, its window active for the keyboard."""
    desk: Desk = make_desk()
    assert start_desk(desk, run, sales_sandbox)
    desk.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is desk.window)
    return desk


@pytest.fixture(scope="module")
def counter_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedSandbox]:
    """A sandbox (real clock) that one test module books and cancels on."""
    sandbox = new_sandbox(tmp_path_factory.mktemp("after-sale") / "sandbox.db")
    yield sandbox
    sandbox.stop()


@pytest.fixture
def counter(make_desk: Any, run: Any, counter_sandbox: EmbeddedSandbox) -> Desk:
    """A desk started on the module's sandbox with the demo key."""
    desk: Desk = make_desk()
    assert start_desk(desk, run, counter_sandbox)
    return desk


@pytest.fixture
def agency(run: Any, counter_sandbox: EmbeddedSandbox) -> Iterator[PartnerClient]:
    """The demo agent's own client of the module's sandbox (to book, and to check the desk)."""
    client = client_for(counter_sandbox, counter_sandbox.demo_key)
    yield client
    run(client.aclose())


@pytest.fixture
def hindi() -> Iterator[None]:
    """The compiled catalogues installed and the screens in Hindi, the shipped fonts registered;
    afterwards English again, as the test session has it."""
    assert catalogue_path(i18n.HINDI).exists(), "the Hindi catalogue is compiled by make"
    register_fonts()
    install_translations(i18n.HINDI)
    yield
    install_translations(i18n.ENGLISH)


@pytest.fixture
def clerk_language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The screens in the language whose code the test is parametrised with (``indirect``), its
    screenshots' folder made; afterwards English again, as the test session has it."""
    code: str = request.param
    install_translations(code)
    (SCREENSHOTS / code).mkdir(parents=True, exist_ok=True)
    yield code
    install_translations(i18n.ENGLISH)

"""The app's one event loop: qasync's, on Qt's event loop, with plain worker threads.

qasync's own default executor starts ten QThreads up front and logs the arguments of every job
it runs; blocking work here (the keyring, starting and stopping the sandbox) is rare, so a small
``ThreadPoolExecutor`` serves instead, and its threads are joined when the loop closes.

The workers share the interpreter lock with the UI thread. When a worker runs Python (checking
100 scans, parsing a catalogue), each callback of the UI thread (a timer, a paint asking the
model) waits for the lock up to the interpreter's switch interval: 5 ms by default, tuned for
throughput, several times per loop turn. ``UI_SWITCH_INTERVAL_S`` keeps that wait short.
"""

from __future__ import annotations

import signal
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

import qasync
from PySide6.QtCore import QTimer

WORKERS = 4
UI_SWITCH_INTERVAL_S = 0.001
LoopT = TypeVar("LoopT", bound=qasync.QEventLoop)
WAKE_MS = 250
FRAME_S = 1 / 60  # a frame at 60 Hz: what one loop turn's work should fit in


def with_worker_threads(loop: LoopT) -> LoopT:
    """Give ``loop`` the app's worker threads for ``asyncio.to_thread``.

    Also shortens the interpreter's switch interval (for the whole process) to
    ``UI_SWITCH_INTERVAL_S``, so that a busy worker hands the lock to the UI thread promptly.
    """
    sys.setswitchinterval(UI_SWITCH_INTERVAL_S)
    loop.set_default_executor(
        ThreadPoolExecutor(max_workers=WORKERS, thread_name_prefix="counterdesk-worker")
    )
    return loop


def new_event_loop() -> qasync.QEventLoop:
    """The loop ``run_app`` runs on (the QApplication must exist already)."""
    return with_worker_threads(qasync.QEventLoop())


def close_on_stop_signals(close: Callable[[], object]) -> QTimer:
    """Ctrl+C in a terminal, or a stop request from the OS, calls ``close`` (as staff would
    close the window, so that the shutdown is the clean one); keep the returned timer."""
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, lambda _number, _frame: close())
    # Python runs signal handlers only between its own instructions; this lets it look often.
    wake = QTimer()
    wake.timeout.connect(lambda: None)
    wake.start(WAKE_MS)
    return wake

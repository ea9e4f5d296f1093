"""The app's one event loop: qasync's, on Qt's event loop, with plain worker threads.

qasync's own default executor starts ten QThreads up front and logs the arguments of every job
it runs; blocking work here (the keyring, starting and stopping the sandbox) is rare, so a small
``ThreadPoolExecutor`` serves instead, and its threads are joined when the loop closes.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

import qasync

WORKERS = 4
LoopT = TypeVar("LoopT", bound=qasync.QEventLoop)


def with_worker_threads(loop: LoopT) -> LoopT:
    """Give ``loop`` the app's worker threads for ``asyncio.to_thread``."""
    loop.set_default_executor(
        ThreadPoolExecutor(max_workers=WORKERS, thread_name_prefix="counterdesk-worker")
    )
    return loop


def new_event_loop() -> qasync.QEventLoop:
    """The loop ``run_app`` runs on (the QApplication must exist already)."""
    return with_worker_threads(qasync.QEventLoop())

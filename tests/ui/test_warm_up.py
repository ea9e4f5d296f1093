"""The warm-up after start: the later screens' modules imported ahead, Qt's on the UI thread; what
it built, frozen out of the garbage collector's walks as start-up's objects are."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from app.sandbox import EmbeddedSandbox
from tests.ui.test_journal_start import DEADLINE_S, app_env

# Objects a full collection may walk once the warm-up is over: what the loop made since.
WALKED_AFTER_WARM_UP = 5_000

# A fresh interpreter that starts as the app does, then runs the real warm-up on the app's loop,
# noting each module of the app and of PySide6 first imported and by which thread.
SCRIPT = """
import asyncio, importlib.abc, json, sys, threading
from PySide6.QtWidgets import QApplication
qt = QApplication([])
import app.ui.desk, app.ui.launch  # the start's modules
from app.ui.loop import new_event_loop
from app.ui.warm_up import WarmUp

first_imports = []

class Watch(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name.startswith(("app.", "PySide6.")):
            on_ui = threading.current_thread() is threading.main_thread()
            first_imports.append([name, "ui" if on_ui else "worker"])
        return None

sys.meta_path.insert(0, Watch())
done = threading.Event()

async def main():
    warm = WarmUp(done.set)
    warm.start(0)
    assert not warm.done
    while not warm.done:  # said once the sealing key's read is over too
        await asyncio.sleep(0.01)
    assert done.is_set()

with asyncio.Runner(loop_factory=new_event_loop) as runner:
    runner.run(main())
print(json.dumps(first_imports))
"""


def test_the_warm_up_imports_qt_and_the_screens_on_the_ui_thread_the_rest_in_a_worker() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    first_imports = json.loads(done.stdout.strip().splitlines()[-1])
    by_thread: dict[str, set[str]] = {"ui": set(), "worker": set()}
    for name, thread in first_imports:
        by_thread[thread].add(name)
    # PySide6 makes its classes on first use from tables two threads must not change at once:
    # every module of Qt, and every module of the app that uses it, is the UI thread's.
    assert "PySide6.QtCharts" in by_thread["ui"]
    assert "app.ui.screens.shift_report" in by_thread["ui"]
    assert not {name for name in by_thread["worker"] if name.startswith(("PySide6.", "app.ui"))}
    # The rest is the worker's: the reports, the journal's readers, the wording.
    assert {"app.reports.shift", "app.journal.gst_export"} <= by_thread["worker"]
    # The sale's flow and the passengers' documents, which the start no longer imports, are
    # named by the Book screen through app.booking's lazy names: the worker imports them too,
    # not the clerk's first sale on the UI thread.
    assert {"app.booking.flow", "app.booking.passengers", "app.domain.aadhaar_qr"} <= by_thread[
        "worker"
    ]


def test_what_the_warm_up_built_is_out_of_a_full_collection_s_walk(
    tmp_path: Path, sandbox: EmbeddedSandbox
) -> None:
    """The app started as staff start it: once its warm-up is over, a full garbage collection
    walks only what came after (the warm-up's modules and Book screen, some 31,000 objects,
    were a pass of 12-19 ms of one turn)."""
    done = subprocess.run(
        [sys.executable, "-m", "tests.ui.helpers.warm_collector", str(tmp_path), sandbox.base_url],
        env=app_env(tmp_path, sandbox),
        capture_output=True,
        text=True,
        timeout=DEADLINE_S,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["walked"] < WALKED_AFTER_WARM_UP


def test_a_name_of_a_lazy_package_is_followed_to_its_module() -> None:
    """``from app.booking import BookingFlow`` imports app.booking.flow on first use: the plan
    reads it so, and the worker imports the flow ahead, not the UI thread at that use."""
    from app.ui.warm_up import _imports_of

    imported = set(_imports_of("app.ui.widgets.review_panel"))
    assert {"app.booking", "app.booking.flow"} <= imported

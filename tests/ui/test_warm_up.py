"""The warm-up after start: the later screens' modules imported ahead, Qt's own on the UI thread."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from app.ui.warm_up import QT_MODULES_LATER

# A fresh interpreter that starts as the app does, then runs the real warm-up on the app's loop,
# noting every PySide6 module first imported and by which thread.
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
        if name.startswith("PySide6.Qt"):
            on_ui = threading.current_thread() is threading.main_thread()
            first_imports.append([name, "ui" if on_ui else "worker"])
        return None

sys.meta_path.insert(0, Watch())
done = threading.Event()

async def main():
    warm = WarmUp(done.set)
    warm.start(0)
    while not done.is_set():
        await asyncio.sleep(0.01)

with asyncio.Runner(loop_factory=new_event_loop) as runner:
    runner.run(main())
print(json.dumps(first_imports))
"""


def test_the_warm_up_imports_qt_s_own_modules_on_the_ui_thread_only() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    first_imports = json.loads(done.stdout.strip().splitlines()[-1])
    # Every Qt module the later screens need beyond the start's is declared, and each was
    # imported by the UI thread: none was left for the worker to initialise.
    assert sorted(name for name, _ in first_imports) == sorted(QT_MODULES_LATER)
    assert all(thread == "ui" for _, thread in first_imports), first_imports

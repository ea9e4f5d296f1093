"""PySide6's import hook reads no module's source once the app turned it off
(app.ui.pyside_import_hook), and Qt works as before. Each case runs in a fresh process: the
hook's answers are kept per module, and the test run has imported the modules long ago."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A module first imported after PySide6, with or without the app's switch; the script prints
# which modules' sources were read as text meanwhile, and whether a signal still reaches a slot.
IMPORT_AFTER_PYSIDE = """
import inspect, json, sys
import PySide6.QtCore
from app.ui.pyside_import_hook import stop_reading_sources

stopped = stop_reading_sources() if sys.argv[1] == "stopped" else None
read = []
reading = inspect.getsource
def getsource(thing):
    read.append(getattr(thing, "__name__", "?"))
    return reading(thing)
inspect.getsource = getsource

sys.path.insert(0, sys.argv[2])
import fresh_module

class Sender(PySide6.QtCore.QObject):
    said = PySide6.QtCore.Signal(str)

heard = []
sender = Sender()
sender.said.connect(heard.append)
sender.said.emit("reached")
print(json.dumps({"stopped": stopped, "read": read, "heard": heard}))
"""


def _import_after_pyside(how: str, folder: Path) -> dict[str, object]:
    (folder / "fresh_module.py").write_text("VALUE = 1\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_AFTER_PYSIDE, how, str(folder)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        check=True,
    )
    seen: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return seen


def test_pyside_reads_a_new_modules_source_unless_the_app_stops_it(tmp_path: Path) -> None:
    # As PySide6 does by itself: the new module's source is read to see if it names PySide6.
    read = _import_after_pyside("as_shipped", tmp_path)["read"]
    assert isinstance(read, list) and "fresh_module" in read


def test_once_stopped_no_source_is_read_and_qt_works(tmp_path: Path) -> None:
    seen = _import_after_pyside("stopped", tmp_path)
    assert seen["stopped"] is True  # the installed PySide6 still has the hook the app replaces
    assert seen["read"] == []
    assert seen["heard"] == ["reached"]

"""The first paint comes before the service's client: at that moment neither httpx nor pydantic
nor ``app.api`` is imported, and the cached catalogue is on screen (a fresh process each time:
the test session has long imported everything)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from app.counter.config.paths import HOME_ENV

SCRIPT = """
import json, sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from app.counter.config.paths import AppPaths
from app.ui.launch import LaunchOptions, run_app

seen = {}

def painted(window):
    screen = window.catalogue
    seen["imported"] = [name for name in ("httpx", "pydantic", "app.api") if name in sys.modules]
    seen["rows"] = screen.model.rowCount()
    seen["mark"] = screen.cached_mark.text() if not screen.cached_mark.isHidden() else ""
    seen["exposed"] = window.windowHandle().isExposed()
    seen["font"] = QApplication.font().families()

async def scenario(desk):
    screen = desk.window.catalogue
    seen["live_rows"] = screen.model.rowCount()
    seen["live_mark"] = not screen.cached_mark.isHidden()
    seen["live_imported"] = [name for name in ("httpx", "pydantic") if name in sys.modules]
    # What the first screens do not need waits: the charts, for their tab.
    charts = ("PySide6.QtCharts", "app.ui.widgets.day_chart")
    seen["waiting"] = [name for name in charts if name in sys.modules]
    return 0

code = run_app(LaunchOptions(AppPaths.under(Path(sys.argv[1])), painted=painted), scenario)
print(json.dumps(seen))
sys.exit(code)
"""


def _start(home: Path) -> dict[str, Any]:
    env = {
        **os.environ,
        HOME_ENV: str(home),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
    }
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(home)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    seen: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return seen


def test_the_window_paints_before_the_http_and_pydantic_stack_is_imported(tmp_path: Path) -> None:
    first = _start(tmp_path)  # nothing cached yet: an empty list, then the live one, kept
    assert first["imported"] == []
    assert first["exposed"]
    assert first["rows"] == 0
    assert first["mark"] == ""
    assert first["live_rows"] == 8
    assert first["live_imported"] == ["httpx", "pydantic"]
    assert first["waiting"] == []
    # The app names its fonts: the system's Latin one, then every language's shipped one.
    assert first["font"] == [
        "DejaVu Sans",
        "Noto Sans Devanagari",
        "Noto Sans Bengali",
        "Noto Sans Tamil",
    ]

    again = _start(tmp_path)  # the list kept by the first start, painted before the stack
    assert again["imported"] == []
    assert again["rows"] == 8
    assert again["mark"].startswith("Activities as of ")
    assert again["mark"].endswith(", refreshing…")
    assert again["live_rows"] == 8
    assert not again["live_mark"]


TYPED_SCRIPT = """
import json, sys
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from app.counter.config.paths import AppPaths
from app.ui.launch import LaunchOptions, run_app

seen = {}

def start_painted():
    start = [w for w in QApplication.topLevelWidgets() if w.objectName() == "startPaint"][0]
    seen["start_focus"] = QApplication.focusWidget() is start.filter_edit
    # Typed at once, as staff at the counter do: queued for the window, as the keyboard's are.
    for letter in "kaya":
        key = getattr(Qt.Key, f"Key_{letter.upper()}")
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            event = QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, letter)
            QApplication.postEvent(start.filter_edit, event)

def painted(window):
    seen["filter"] = window.catalogue.toolbar.filter_edit.text()
    seen["focus"] = QApplication.focusWidget() is window.catalogue.toolbar.filter_edit

async def scenario(desk):
    seen["rows"] = desk.window.catalogue.proxy.rowCount()
    return 0

options = LaunchOptions(
    AppPaths.under(Path(sys.argv[1])), painted=painted, start_painted=start_painted
)
code = run_app(options, scenario)
print(json.dumps(seen))
sys.exit(code)
"""


def test_keys_typed_on_the_start_window_reach_the_real_catalogue_filter(tmp_path: Path) -> None:
    _start(tmp_path)  # leaves the start cache: the start window lists the activities
    env = {
        **os.environ,
        HOME_ENV: str(tmp_path),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
    }
    done = subprocess.run(
        [sys.executable, "-c", TYPED_SCRIPT, str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["start_focus"]  # the cursor waits in the start window's filter
    assert seen["filter"] == "kaya"  # typed during the start, none of it lost
    assert seen["focus"]
    assert seen["rows"] == 1  # the real list is filtered by it: the kayaking trip

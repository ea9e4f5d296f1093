"""The screen registry drives the window: navigation, shortcuts, and what is built when."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Settings
from app.sandbox.embedded import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import CATALOGUE, SCREENS, WALLET
from tests.ui.conftest import screenshot


def test_the_nav_bar_has_one_button_per_entry_with_its_title_and_shortcut(desk: Desk) -> None:
    buttons = desk.window.nav._group.buttons()
    assert [button.text() for button in buttons] == [
        f"{entry.name()}\n{entry.shortcut}" for entry in SCREENS
    ]
    assert [desk.window.nav._group.id(button) for button in buttons] == list(range(len(SCREENS)))


def test_start_up_builds_only_the_eager_screens_the_wallet_and_their_controllers(
    desk: Desk,
) -> None:
    # The wallet (the header's balance) comes with the back office, once the list is shown.
    started = {entry for entry in SCREENS if entry.eager} | {WALLET}
    assert any(entry not in started for entry in SCREENS)
    for entry in SCREENS:
        assert desk.window.is_built(entry) is (entry in started), entry.title
        assert desk.has_controller(entry) is (entry in started), entry.title
    assert desk.window.current() is CATALOGUE


def test_the_live_list_is_shown_before_the_wallet_and_the_jobs(
    make_desk: Any, run: Any, sandbox: EmbeddedSandbox
) -> None:
    desk: Desk = make_desk()
    at_list: list[tuple[bool, bool, int]] = []  # at the list: the wallet's screen, its controller

    def listed(shown: Desk) -> None:
        at_list.append(
            (
                shown.window.is_built(WALLET),
                shown.has_controller(WALLET),
                shown.window.catalogue.model.rowCount(),
            )
        )

    settings = Settings(base_url=sandbox.base_url)
    assert run(desk.start(settings, sandbox.demo_key, listed=listed))
    # The service's catalogue listed, the wallet (with the back office) not built yet; then all
    # of it.
    [(wallet_built, wallet_controller, rows)] = at_list
    assert (wallet_built, wallet_controller) == (False, False)
    assert rows > 0
    assert desk.window.is_built(WALLET)
    assert desk.back_office_built() is not None
    # The balance read after the list, in the header.
    assert "Wallet <b>" in desk.window.header.balance_label.text()


def test_background_jobs_asked_for_before_the_list_build_the_back_office(
    make_desk: Any, qtbot: QtBot
) -> None:
    desk: Desk = make_desk()
    assert desk.back_office_built() is None
    desk.window.menu.jobs_requested.emit()
    # Built on that first use: the panel opens with every job, as after the start.
    assert desk.back_office_built() is not None
    panel = desk.jobs.panel
    assert panel is not None
    qtbot.waitUntil(panel.isVisible)
    assert sorted(panel.lines) == sorted(job.name for job in desk.runtime.health())
    assert all(line.text() for line in panel.lines.values())
    screenshot(panel, "jobs_panel_before_the_list")


def test_the_window_imports_only_the_eager_screens_modules() -> None:
    # A fresh interpreter: the test session has long imported every screen.
    script = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from app.ui.bridge import MessageBridge
from app.ui.registry import SCREENS
from app.ui.window import MainWindow
window = MainWindow(MessageBridge())
eager = sorted({type(window.page(entry)).__module__ for entry in SCREENS if entry.eager})
imported = sorted(name for name in sys.modules if name.startswith("app.ui.screens."))
print(json.dumps([eager, imported]))
"""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    eager, imported = json.loads(done.stdout)
    assert len(eager) == sum(entry.eager for entry in SCREENS)
    assert imported == eager


def test_after_the_warm_up_building_a_later_screen_imports_nothing_more() -> None:
    # A fresh interpreter, as at start: the worker's imports must cover what each build needs,
    # or its first showing pays for the import on the UI thread again.
    script = """
import importlib, json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from app.ui.bridge import MessageBridge
from app.ui.registry import SCREENS
from app.ui.warm_up import import_plan, later_modules
from app.ui.window import MainWindow
window = MainWindow(MessageBridge())
before = {name for name in sys.modules if name.startswith("app.ui.screens.")}
plan = import_plan(later_modules())
for name in [*plan.qt_free, *plan.qt]:
    importlib.import_module(name)
warmed = {name for name in sys.modules if name.startswith("app.")}
for entry in SCREENS:
    if not entry.eager:
        window.page(entry)
built = {name for name in sys.modules if name.startswith("app.")}
print(json.dumps([sorted(before), later_modules(), sorted(built - warmed)]))
"""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    before, warmed, imported_by_building = json.loads(done.stdout)
    later = [entry for entry in SCREENS if not entry.eager]
    assert all(entry.modules for entry in later)
    # Each later screen's module is warmed, and none of them was imported before.
    for entry in later:
        assert entry.modules[0].startswith("app.ui.screens.") and entry.modules[0] in warmed
        assert entry.modules[0] not in before
    assert imported_by_building == []


def test_each_later_screen_s_modules_cover_what_its_controller_s_wiring_imports() -> None:
    # The warm-up imports an entry's ``modules``; the wiring's own imports (``app.ui.wiring``)
    # outside them were imported on the UI thread at the screen's first show (History paid
    # for the document copies' controller so).
    script = """
import ast, inspect, json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from app.ui import wiring
from app.ui.registry import SCREENS
from app.ui.warm_up import import_plan
from app.ui.window import MainWindow
from app.ui.bridge import MessageBridge
window = MainWindow(MessageBridge())
loaded = set(sys.modules)
missing = {}
for entry, control in wiring._CONTROLS.items():
    if entry.eager:
        continue
    plan = import_plan(entry.modules)
    covered = loaded | set(plan.qt_free) | set(plan.qt)
    tree = ast.parse(inspect.getsource(control))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    missing[entry.title] = sorted(name for name in imported if name not in covered)
print(json.dumps(missing))
"""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    missing = json.loads(done.stdout)
    assert set(missing) == {entry.title for entry in SCREENS if not entry.eager}
    assert missing == {title: [] for title in missing}


def test_each_entry_s_shortcut_shows_its_screen_and_builds_its_controller(
    desk: Desk, qtbot: QtBot
) -> None:
    window = desk.window
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    numbered = list(enumerate(SCREENS))
    # The window opens on the catalogue: it comes last, so that every shortcut changes screen.
    for number, entry in numbered[1:] + numbered[:1]:
        QTest.keySequence(window, QKeySequence(entry.shortcut))
        assert window.current() is entry
        assert window.stack.currentWidget() is window.page(entry)
        assert window.nav._group.checkedId() == number
        assert desk.has_controller(entry)
        screenshot(window, f"screen_{number + 1}_{entry.title.lower().replace(' ', '_')}")


def test_a_nav_button_shows_its_screen(desk: Desk) -> None:
    for number, entry in enumerate(SCREENS):
        desk.window.nav._group.button(number).click()
        assert desk.window.current() is entry
        assert desk.has_controller(entry)

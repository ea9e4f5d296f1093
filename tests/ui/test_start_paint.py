"""The start's own first paint: it imports nothing of the app but what it paints, lists the
activities last seen, and hands the keys typed on it to the real window's catalogue filter."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app.counter.config.paths import AppPaths
from app.counter.link.start_cache import service_identity
from app.domain.clock import service_today
from app.domain.modules import Module
from app.domain.till import Markup
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.first_paint import build_first_paint, show_first_paint
from app.ui.registry import CATALOGUE
from app.ui.start_paint import ACTIVITY_LIST, NO_PRICE, StartPaint, cached_activities
from tests.ui.conftest import SCREEN_SIZES, screenshot
from tests.ui.test_start_cache import _keep_live_answers

# Of the app, only these may be imported when the start paint is on screen.
ALLOWED = [
    "app",
    "app.domain",
    "app.domain.demo_names",
    "app.i18n",
    "app.languages",
    "app.ui",
    "app.ui.start_paint",
]

SCRIPT = """
import json, sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

app = QApplication([])
before = set(sys.modules)
from app.ui.start_paint import ACTIVITY_LIST, StartPaint, cached_activities

window = StartPaint(cached_activities(Path(sys.argv[1]), sys.argv[2]))
window.paint_now()
stdlib = sys.stdlib_module_names
new = [
    name for name in set(sys.modules) - before
    if name.partition(".")[0].lstrip("_") not in stdlib and not name.startswith("PySide6")
]
print(json.dumps({"imported": sorted(new), "rows": len(window.listed)}))
"""


def _paint_alone(cache: Path, identity: str) -> dict[str, Any]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(cache), identity],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    seen: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return seen


def test_the_start_paint_imports_only_the_listed_modules(
    run: Any, home: AppPaths, sandbox: EmbeddedSandbox
) -> None:
    settings = _keep_live_answers(run, home, sandbox)
    seen = _paint_alone(home.start_cache, service_identity(settings.base_url, False))
    assert seen["rows"] == 8
    assert seen["imported"] == ALLOWED


def test_the_start_cache_is_read_as_plain_rows_of_its_own_service(
    run: Any, home: AppPaths, sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    settings = _keep_live_answers(run, home, sandbox)
    identity = service_identity(settings.base_url, False)
    rows = cached_activities(home.start_cache, identity)
    assert len(rows) == 8
    name, place, price = rows[0]
    assert (name, place) == ("Scuba Diving at North Bay", "North Bay Island, Port Blair")
    assert price.startswith("INR ")
    assert Module.ACTIVITY.value == ACTIVITY_LIST  # the key the start cache keeps them under
    assert cached_activities(home.start_cache, "another service") == []
    broken = tmp_path / "broken.json"
    broken.write_text('{"service": "x", "lists": {"activity": {"rows": [[1]]}}}')
    assert cached_activities(broken, "x") == []
    assert cached_activities(tmp_path / "missing.json", identity) == []


def test_keys_typed_before_the_swap_reach_the_real_catalogue_filter(
    qtbot: QtBot, make_desk: Any, run: Any, home: AppPaths, sandbox: EmbeddedSandbox
) -> None:
    settings = _keep_live_answers(run, home, sandbox)
    identity = service_identity(settings.base_url, False)
    start = StartPaint(cached_activities(home.start_cache, identity))
    qtbot.addWidget(start)
    first = build_first_paint(home, settings)
    first.placement.show(start)
    start.paint_now()
    QTest.keyClicks(start.filter_edit, "kaya")
    assert start.filter_edit.text() == "kaya"  # staff see what they type at once

    show_first_paint(first)
    make_desk(first=first)  # closes the window after the test
    start.hand_over(first.window)

    assert first.window.catalogue.toolbar.filter_edit.text() == "kaya"
    assert first.window.geometry() == start.geometry()
    qtbot.waitUntil(lambda: not start.isVisible())


def test_the_start_window_lists_plain_columns_at_a_counters_sizes(
    qtbot: QtBot, run: Any, home: AppPaths, sandbox: EmbeddedSandbox
) -> None:
    settings = _keep_live_answers(run, home, sandbox)
    rows = cached_activities(home.start_cache, service_identity(settings.base_url, False))
    start = StartPaint(rows)
    qtbot.addWidget(start)
    start.paint_now()
    columns = [label.text().splitlines() for label in start.table.findChildren(QLabel)]
    assert [column[0] for column in columns] == ["Name", "Location", "Per person incl. GST"]
    assert [column[1:] for column in columns] == [list(cells) for cells in zip(*rows, strict=True)]
    for width, height in SCREEN_SIZES:
        start.resize(width, height)
        assert screenshot(start, f"start_paint_{width}x{height}").is_file()


def test_the_start_window_prices_per_person_as_the_real_list_does(
    qtbot: QtBot, desk: Desk, run: Any, home: AppPaths
) -> None:
    # A markup and a round off of 5 rupees: the customer's price is far from the net fare.
    settings = replace(
        desk.connection.settings, activity_markup=Markup(percent=Decimal("12.5")), round_to=5
    )
    desk.connection.settings = settings
    catalogue = desk.controller(CATALOGUE)
    entries = run(catalogue.load_catalogue(Module.ACTIVITY, service_today()))
    assert entries
    run(catalogue.cache.flush())
    rows = cached_activities(home.start_cache, service_identity(settings.base_url, False))
    start = StartPaint(rows)
    qtbot.addWidget(start)
    start.paint_now()
    columns = [label.text().splitlines() for label in start.table.findChildren(QLabel)]

    # What the real list shows with "Show net fares" unticked, row by row.
    proxy = desk.window.catalogue.proxy
    price = proxy.columnCount() - 1
    shown = {
        proxy.index(row, 0).data(): proxy.index(row, price).data()
        for row in range(proxy.rowCount())
    }
    assert columns[2][0] == proxy.headerData(price, Qt.Orientation.Horizontal)
    assert len(rows) == len(shown) == 8
    for name, _place, customer in rows:
        assert customer == shown[name], name
    # Never the net fare the cache keeps beside it (the agency's, before GST and markup).
    assert {customer for _name, _place, customer in rows}.isdisjoint(e.price for e in entries)
    for width, height in SCREEN_SIZES:
        start.resize(width, height)
        assert screenshot(start, f"start_paint_prices_{width}x{height}").is_file()


def test_a_start_cache_of_an_earlier_version_lists_no_price(home: AppPaths, tmp_path: Path) -> None:
    old = tmp_path / "old.json"
    row = [1, "Scuba Diving at North Bay", "North Bay", "", "INR 4,499.00", "scuba", "{}", None]
    old.write_text(json.dumps({"service": "x", "lists": {ACTIVITY_LIST: {"rows": [row]}}}))
    assert cached_activities(old, "x") == [("Scuba Diving at North Bay", "North Bay", NO_PRICE)]

"""A tour of every screen, each in the state that shows its primary action, on the screen Qt has.

Run by pytest in a process of its own (``tests/ui/test_fit.py``, ``make screenshots``), whose
offscreen screen is set up before Qt starts: its size (``QT_QPA_PLATFORM=offscreen:configfile=``)
and scale (``QT_SCALE_FACTOR``). On each screen every primary action must lie wholly inside both
the window and the screen, and be wide enough for its label; a screenshot of each goes to
``TOUR_OUT`` named ``<TOUR_PREFIX><screen>.png``. Not collected by the normal run (no ``test_``
prefix): it needs a screen of its own; ``run_tour`` starts it so.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from app.counter.settings import Theme
from app.domain.modules import Module
from app.ui.desk import Desk
from app.ui.registry import BOOK, HISTORY, LOOKUP, SETTINGS, SHIFT, WALLET
from tests.ui.conftest import SCREENSHOTS, new_sandbox, start_desk
from tests.ui.helpers.catalogue import select
from tests.ui.helpers.sales import (
    ACTIVITY,
    DAY,
    NO_FLAGS_TRIP,
    activate,
    choose,
    press,
    type_customer,
)
from tests.ui.themes import in_theme

ROOT = Path(__file__).resolve().parents[3]
SCREEN_TOUR = Path(__file__)
# The screen whose screenshots are saved in the dark and high-contrast themes too.
THEMED_SCREEN = QSize(1366, 768)
QUICK_PASSENGERS = ("Ravi Kumar, 34, M", "Meena Kumar, 31, F", "Arjun Kumar, 9, M")


def run_tour(
    work: Path,
    size: tuple[int, int],
    scale: float,
    out: Path,
    prefix: str,
    small: bool = False,
    tour: Path = SCREEN_TOUR,
) -> subprocess.CompletedProcess[str]:
    """Run the ``tour`` (by default this one) in a new process on one offscreen screen of
    ``size`` device pixels at ``scale``; screenshots go to ``out`` (``small``: 256 colours, for
    the README)."""
    width, height = size
    config = work / f"screen-{width}x{height}.json"
    screen = {"name": "counter", "x": 0, "y": 0, "width": width, "height": height}
    config.write_text(json.dumps({"screens": [{**screen, "logicalDpi": 96, "dpr": 1}]}))
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "QT_SCALE_FACTOR": str(scale),
        "TOUR_OUT": str(out),
        "TOUR_PREFIX": prefix,
    }
    if small:
        env["TOUR_SMALL"] = "1"
    return subprocess.run(
        [sys.executable, "-m", "pytest", str(tour), "-q", "-x"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def primary_actions(desk: Desk) -> list[QPushButton]:
    """The primary actions the window shows now (the buttons drawn as primary)."""
    return [
        button
        for button in desk.window.findChildren(QPushButton)
        if button.property("primary") and button.isVisibleTo(desk.window)
    ]


def out_of_view(desk: Desk) -> list[str]:
    """Each primary action shown that is not wholly in view, or too narrow for its label."""
    window = desk.window
    screen = window.screen().availableGeometry()
    visible = QRect(window.mapToGlobal(QPoint(0, 0)), window.size()) & screen
    problems = []
    for button in primary_actions(desk):
        rect = QRect(button.mapToGlobal(QPoint(0, 0)), button.size())
        if not visible.contains(rect):
            problems.append(f"{button.text()!r} at {rect.getRect()} outside {visible.getRect()}")
        elif button.width() < button.sizeHint().width():
            problems.append(f"{button.text()!r} is {button.width()} px, its label needs more")
    return problems


def save_picture(image: QImage, path: Path, small: bool) -> Path:
    """Save ``image`` as the PNG ``path`` (``small``: in 256 colours, for the README)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if small:
        # README pictures: a palette of 256 colours keeps a screen's PNG small and sharp.
        image = image.convertToFormat(
            QImage.Format.Format_Indexed8, Qt.ImageConversionFlag.ThresholdDither
        )
    # Quality 0: PNG's strongest compression (the picture is the same).
    assert image.save(str(path), "PNG", 0)  # type: ignore[call-overload]
    return path


def save_screen(widget: QWidget, name: str) -> Path:
    """``widget`` as ``<TOUR_PREFIX><name>.png`` in ``TOUR_OUT`` (the tests' screenshots by
    default); on a 1366x768 screen, the tests' also in the dark and high-contrast themes, in
    ``dark/`` and ``high_contrast/`` beside it."""
    folder = Path(os.environ.get("TOUR_OUT", str(SCREENSHOTS)))
    small = bool(os.environ.get("TOUR_SMALL"))
    QApplication.processEvents()
    file_name = f"{os.environ.get('TOUR_PREFIX', '')}{name}.png"
    path = save_picture(widget.grab().toImage(), folder / file_name, small)
    if not small and widget.screen().size() == THEMED_SCREEN:
        for theme in (Theme.DARK, Theme.HIGH_CONTRAST):
            with in_theme(theme):
                save_picture(widget.grab().toImage(), folder / theme.value / file_name, False)
    return path


def test_every_screen_shows_its_primary_action(
    make_desk: Any, run: Any, qtbot: QtBot, tmp_path: Path
) -> None:
    sandbox = new_sandbox(tmp_path / "tour.db")
    try:
        desk: Desk = make_desk()
        assert start_desk(desk, run, sandbox)  # a shift open: the tour sells
        activate(desk, qtbot)
        problems: dict[str, list[str]] = {}

        def visit(name: str, expect_primary: bool = True) -> None:
            QApplication.processEvents()
            shown = primary_actions(desk)
            if expect_primary and not shown:
                problems[name] = ["no primary action shown"]
            elif found := out_of_view(desk):
                problems[name] = found
            save_screen(desk.window, name)

        catalogue = desk.window.catalogue
        catalogue.toolbar.set_travel_date(DAY)
        qtbot.waitUntil(lambda: not catalogue.list_state.text().startswith("Loading"))
        select(catalogue, ACTIVITY)
        catalogue.open_selected()
        slots = catalogue.availability.slots
        qtbot.waitUntil(lambda: slots.state_label.text().endswith("bookable"))
        visit("catalogue")

        choose(desk, qtbot, NO_FLAGS_TRIP, Module.BOAT)
        book = desk.window.page(BOOK)
        type_customer()
        for line in QUICK_PASSENGERS:
            book.form.people.quick_passenger.setFocus()
            book.form.people.quick_passenger.setText(line)
            press(Qt.Key.Key_Return)
        visit("book")

        press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: book.currentWidget() is book.review, timeout=15_000)
        visit("review")
        press(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: book.currentWidget() is book.result, timeout=15_000)
        qtbot.waitUntil(lambda: not book.result.preview.pixmap().isNull(), timeout=15_000)
        visit("result")
        ref = book.result.ref_label.text()

        desk.open_in_lookup(ref)
        lookup = desk.window.page(LOOKUP)
        qtbot.waitUntil(lambda: lookup.body.isVisible(), timeout=15_000)
        visit("lookup")

        desk.window.show_screen(WALLET)
        visit("wallet", expect_primary=False)  # it only shows
        desk.window.show_screen(HISTORY)
        qtbot.waitUntil(lambda: desk.window.page(HISTORY).model.rowCount() > 0)
        visit("history", expect_primary=False)
        desk.window.show_screen(SETTINGS)
        visit("settings")
        desk.window.show_screen(SHIFT)
        shift = desk.window.page(SHIFT)
        shift.make_button.click()
        qtbot.waitUntil(lambda: shift.model.rowCount() > 0, timeout=15_000)
        visit("shift_report")
        assert not problems, problems
    finally:
        sandbox.stop()

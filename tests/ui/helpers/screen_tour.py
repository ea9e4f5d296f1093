"""A tour of every screen, each in the state that shows its primary action, on the screen Qt has.

Run by pytest in a process of its own (``tests/ui/test_fit.py``, ``make screenshots``), whose
offscreen screen is set up before Qt starts: its size (``QT_QPA_PLATFORM=offscreen:configfile=``)
and scale (``QT_SCALE_FACTOR``). On each screen every primary action must lie wholly inside both
the window and the screen, and be wide enough for its label; a screenshot of each goes to
``TOUR_OUT`` named ``<TOUR_PREFIX><screen>.png``. Not collected by the normal run (no ``test_``
prefix): it needs a screen of its own; ``run_tour`` starts it so.
"""

from __future__ import annotations

import datetime as dt
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

from app import i18n
from app.counter.config.settings import Theme
from app.domain.clock import service_today
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.modules import Module
from app.languages import LANGUAGES
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.fonts import register_fonts
from app.ui.registry import BOOK, DISRUPTIONS, HISTORY, LOOKUP, SCREENS, SETTINGS, SHIFT, WALLET
from app.ui.translation import install_translations
from tests.conftest import FONT_SET_VARIABLE
from tests.counter.disrupted_sales import sold_then_cancelled
from tests.ui.conftest import SCREENSHOTS, new_sandbox, start_desk
from tests.ui.helpers.agency import sell_activity
from tests.ui.helpers.catalogue import select, show_boats, shown_names
from tests.ui.helpers.clipping import (
    clipped_labels,
    cut_cells,
    cut_labels,
    elided_cells,
    elided_titles,
    font_set_problems,
    scrolled_out,
    too_big,
)
from tests.ui.helpers.display_fit import DISPLAY_SIZES, display_problems
from tests.ui.helpers.disrupted import at_till
from tests.ui.helpers.sales import (
    ACTIVITY,
    DAY,
    NO_FLAGS_TRIP,
    activate,
    press,
    type_customer,
)
from tests.ui.themes import in_theme

ROOT = Path(__file__).resolve().parents[3]
SCREEN_TOUR = Path(__file__)
# The screen and font set whose screenshots are saved in the dark and high-contrast themes too.
THEMED_SCREEN = QSize(1366, 768)
THEMED_FONT_SET = "dejavu"
QUICK_PASSENGERS = ("Ravi Kumar, 34, M", "Meena Kumar, 31, F", "Arjun Kumar, 9, M")
# The day's customers before the tour's own sale (two seats each).
LANGUAGE_CODES = [language.code for language in LANGUAGES]
DAY_CUSTOMERS = ("Priya Menon", "Kiran Rao", "Hari Prasad", "Lakshmi Iyer", "Farhan Sheikh")
# The party whose cruise the operator cancels, two days ahead (the tour's own sale is on DAY).
DISRUPTED_PARTY = ("Arun Pillai", "Lata Pillai", "Kiran Pillai", "Meera Pillai")
DISRUPTED_DAY = service_today() + dt.timedelta(days=2)
# The customer's screen of the README's picture of the customer display.
CUSTOMER_SCREEN = (1024, 600)


def run_tour(
    work: Path,
    size: tuple[int, int],
    scale: float,
    out: Path,
    prefix: str,
    small: bool = False,
    tour: Path = SCREEN_TOUR,
    language: str = i18n.ENGLISH,
    fonts: str = "dejavu",
) -> subprocess.CompletedProcess[str]:
    """Run the ``tour`` (by default this one) in a new process on one offscreen screen of
    ``size`` device pixels at ``scale``, in ``language`` with the font set ``fonts`` (of
    ``tests.conftest.FONT_SETS``); screenshots go to ``out`` (``small``: 256 colours, for the
    README)."""
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
        "TOUR_LANGUAGE": language,
        FONT_SET_VARIABLE: fonts,
    }
    if small:
        env["TOUR_SMALL"] = "1"
    # A temporary folder of its own: under the shared one, this pytest would scan and clean
    # the numbered folders the suite's own processes are making and removing at the same time,
    # and a folder gone under its scan left pytest's iterator unclosed (an unraisable warning).
    return subprocess.run(
        [sys.executable, "-m", "pytest", str(tour), "-q", "-x", f"--basetemp={work / 'tour'}"],
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
    # The README's: PNG's strongest compression (the picture is the same), worth its 0.34 s a
    # picture once; the tests' (over 200 a run): zlib's default, 0.10 s, 1 % larger.
    quality = 0 if small else -1
    assert image.save(str(path), "PNG", quality)  # type: ignore[call-overload]
    return path


def save_screen(widget: QWidget, name: str) -> Path:
    """``widget`` as ``<TOUR_PREFIX><name>.png`` in ``TOUR_OUT`` (the tests' screenshots by
    default); on a 1366x768 screen in English and the tests' own font set, the tests' also in
    the dark and high-contrast themes, in ``dark/`` and ``high_contrast/`` beside it."""
    folder = Path(os.environ.get("TOUR_OUT", str(SCREENSHOTS)))
    small = bool(os.environ.get("TOUR_SMALL"))
    QApplication.processEvents()
    file_name = f"{os.environ.get('TOUR_PREFIX', '')}{name}.png"
    path = save_picture(widget.grab().toImage(), folder / file_name, small)
    # A theme colours every language and font set alike: pictured once, in English in the
    # tests' own fonts (each theme's restyle of the whole app took half a 1366x768 tour).
    themed = (
        widget.screen().size() == THEMED_SCREEN
        and os.environ.get("TOUR_LANGUAGE", i18n.ENGLISH) == i18n.ENGLISH
        and os.environ.get(FONT_SET_VARIABLE, THEMED_FONT_SET) == THEMED_FONT_SET
    )
    if not small and themed:
        for theme in (Theme.DARK, Theme.HIGH_CONTRAST):
            with in_theme(theme):
                save_picture(widget.grab().toImage(), folder / theme.value / file_name, False)
    return path


def pick(desk: Desk, qtbot: QtBot, name: str, module: Module) -> None:
    """Open ``name`` (in English; shown in the language in effect) on DAY and wait for its
    first bookable slot or departure, in any language."""
    catalogue = desk.window.catalogue
    if module is Module.BOAT:
        show_boats(desk, qtbot)
    catalogue.toolbar.set_travel_date(DAY)
    qtbot.waitUntil(lambda: DEMO_CATALOGUE.known(name) in shown_names(catalogue), timeout=15_000)
    select(catalogue, DEMO_CATALOGUE.known(name))
    catalogue.open_selected()
    panel = catalogue.availability
    picker = panel.schedules if module is Module.BOAT else panel.slots
    qtbot.waitUntil(picker.choose_button.isEnabled, timeout=15_000)


def sell_a_day(desk: Desk, qtbot: QtBot, run: Any, sandbox: EmbeddedSandbox) -> None:
    """A day of sales before the tour: the shift report, History and the wallet fill up."""
    for customer in DAY_CUSTOMERS:
        sell_activity(desk, qtbot, run, sandbox, customer, day=DAY)


def disrupt_a_party(desk: Desk, run: Any, sandbox: EmbeddedSandbox) -> None:
    """A party of four on the harbour cruise, sold at this counter, whose departure the
    operator cancels; the watcher finds it: Disruptions lists one departure, its money owed."""
    at_till(
        sold_then_cancelled,
        desk,
        run,
        sandbox,
        DISRUPTED_PARTY,
        day=DISRUPTED_DAY,
        customer=DISRUPTED_PARTY[0],
    )
    desk.watch.count()


def test_every_screen_fits(make_desk: Any, run: Any, qtbot: QtBot, tmp_path: Path) -> None:
    language = os.environ.get("TOUR_LANGUAGE", i18n.ENGLISH)
    register_fonts()
    install_translations(language)
    sandbox = new_sandbox(tmp_path / "tour.db")
    try:
        desk: Desk = make_desk()
        assert start_desk(desk, run, sandbox)  # a shift open: the tour sells
        sell_a_day(desk, qtbot, run, sandbox)
        disrupt_a_party(desk, run, sandbox)
        desk.new_sale()
        activate(desk, qtbot)
        window = desk.window
        # The screens are drawn in the tour's font set: one whose font were missing would fall
        # back to another, and every check below would quietly measure that one.
        assert font_set_problems(window, os.environ.get(FONT_SET_VARIABLE, "dejavu")) == []
        problems: dict[str, list[str]] = {}

        def visit(name: str, expect_primary: bool = True, readme: bool = True) -> None:
            """Check the screen shown (no column of money, dates or times scrolled out of its
            table either), and save its picture (``readme``: for the README too)."""
            QApplication.processEvents()
            shown = primary_actions(desk)
            found = [] if not expect_primary or shown else ["no primary action shown"]
            found += out_of_view(desk) + elided_cells(window) + elided_titles(window)
            found += clipped_labels(window) + cut_cells(window) + cut_labels(window)
            found += scrolled_out(window)
            found += too_big(window)
            if found:
                problems[name] = found
            if readme or not os.environ.get("TOUR_SMALL"):
                save_screen(window, name)

        pick(desk, qtbot, ACTIVITY, Module.ACTIVITY)
        visit("catalogue")
        pick(desk, qtbot, NO_FLAGS_TRIP, Module.BOAT)
        visit("catalogue_boat")
        window.catalogue.availability.schedules.table.setFocus()
        press(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.current() is BOOK)
        book = window.page(BOOK)
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
        lookup = window.page(LOOKUP)
        qtbot.waitUntil(lambda: lookup.body.isVisible(), timeout=15_000)
        visit("lookup")
        lookup.quote_button.click()  # the refund quote, its columns of money
        qtbot.waitUntil(
            lambda: lookup.quote_button.isEnabled() and bool(lookup.quotes.quotes), timeout=15_000
        )
        visit("lookup_quote")

        window.show_screen(WALLET)
        wallet = window.page(WALLET)
        qtbot.waitUntil(lambda: wallet.model.rowCount() > 0, timeout=15_000)
        visit("wallet", expect_primary=False)  # it only shows
        window.show_screen(HISTORY)
        history = window.page(HISTORY)
        # Its tables are built in loop turns after its first show: the tour reads them, and the
        # day totals' rows (what the Hindi per-day table once cut), not the shell before them.
        qtbot.waitUntil(
            lambda: (
                history.tables_built
                and history.model.rowCount() > len(DAY_CUSTOMERS)
                and history.days.rowCount() > 0
            ),
            timeout=15_000,
        )
        visit("history", expect_primary=False)
        window.show_screen(SETTINGS)
        visit("settings")
        # Every section of Settings, not only the one it opens on.
        sections = window.page(SETTINGS).sections
        names = sections.section_names()
        for number, name in enumerate(names[1:], start=2):
            sections.show_section(name)
            visit(f"settings-{number:02d}", readme=False)
        sections.show_section(names[0])
        window.show_screen(DISRUPTIONS)
        disruptions = window.page(DISRUPTIONS)
        qtbot.waitUntil(lambda: bool(disruptions.current()), timeout=15_000)
        assert disruptions.model.rowCount() == 2  # the departure's heading, the party
        visit("disruptions")
        window.show_screen(SHIFT)
        shift = window.page(SHIFT)
        shift.make_button.click()
        qtbot.waitUntil(lambda: shift.model.rowCount() > 0, timeout=15_000)
        visit("shift_report")
        # Every screen again, now that each has been shown: none may have grown the window.
        for entry in SCREENS:
            window.show_screen(entry)
            QApplication.processEvents()
            if found := too_big(window):
                problems[f"{entry.title}, again"] = found
        # The customer display on each customer's screen, in every language, in these fonts;
        # its picture on a common second screen (1024x600) in the tour's language, a UPI part
        # and change on it.
        for size in DISPLAY_SIZES:
            for code in LANGUAGE_CODES:
                snap = (
                    (lambda display: save_screen(display, "customer_display"))
                    if size == CUSTOMER_SCREEN and code == language
                    else None
                )
                for view, found in display_problems(qtbot, size, code, snap=snap).items():
                    problems[f"customer display {size} {code} {view}"] = found
        assert not problems, json.dumps(problems, indent=1, ensure_ascii=False)
    finally:
        install_translations(i18n.ENGLISH)
        sandbox.stop()

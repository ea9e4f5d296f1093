"""The window fits the counter PC: placement per screen setup, primary actions always in view,
a new sale at the top, the focused field scrolled into view."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from app import i18n, languages
from app.counter.services.customer_display import SaleView
from app.domain.modules import Module
from app.languages import LANGUAGES
from app.ui.customer_display import CustomerDisplayWindow
from app.ui.desk import Desk
from app.ui.fonts import register_fonts
from app.ui.placement import DESIGN_SIZE, PLACEMENT_FILE, WindowPlacement, fitted, screen_setup
from app.ui.registry import BOOK
from app.ui.widgets.table_view import make_table
from tests.conftest import FONT_SETS
from tests.ui.conftest import SCREENSHOTS
from tests.ui.helpers.agency_tour import AGENCY_TOUR
from tests.ui.helpers.clipping import (
    clipped_labels,
    cut_cells,
    cut_labels,
    elided_cells,
    elided_titles,
    font_set_problems,
    is_figure,
    too_big,
)
from tests.ui.helpers.display_fit import DISPLAY_SIZES, display_problems, views
from tests.ui.helpers.sales import NO_FLAGS_TRIP, choose, focused, type_customer
from tests.ui.helpers.screen_tour import run_tour

ROOT = Path(__file__).resolve().parents[3]
# The counter screens of the issue: width, height, scale factor.
SETUPS = [(1366, 768, 1.0), (1280, 720, 1.0), (1920, 1080, 1.5)]
# Each counter screen in English and Hindi, drawn with each font set of the tests; Bengali and
# Tamil on the common screen in the fonts of a Linux counter (Noto Sans: its figures are the
# wider); the large screen at 150 % once.
TOURS = (
    [
        (width, height, 1.0, language, fonts)
        for width, height, _scale in SETUPS[:2]
        for language in (i18n.ENGLISH, "hi")
        for fonts in FONT_SETS
    ]
    + [(*SETUPS[0], language, "noto") for language in (languages.BENGALI, languages.TAMIL)]
    + [(*SETUPS[2], i18n.ENGLISH, "dejavu")]
)


@pytest.mark.parametrize(
    ("width", "height", "scale", "language", "fonts"), TOURS, ids=lambda value: str(value)
)
def test_every_screen_fits_with_a_day_of_data(
    tmp_path: Path, width: int, height: int, scale: float, language: str, fonts: str
) -> None:
    """The tour (tests/ui/helpers/screen_tour.py) in a process of its own (the screen's size,
    its scale and the fonts are set before Qt starts): a day of sales, then every screen with
    its primary action in view, no text cut short (a name, a product, a money, date or time: in
    a cell, a label or a title), and the window never asking for more than the screen, even
    after every other screen has been shown."""
    prefix = f"fit-{width}x{height}{'-150' if scale != 1 else ''}-{language}-{fonts}-"
    done = run_tour(
        tmp_path, (width, height), scale, SCREENSHOTS, prefix, language=language, fonts=fonts
    )
    # The tour's own assertion first: Qt's warnings captured after it can fill the last 6,000.
    found = done.stdout.find("AssertionError")
    report = done.stdout[found : found + 6000] if found >= 0 else done.stdout[-6000:]
    assert done.returncode == 0, report + done.stderr[-2000:]
    for screen in (
        "catalogue",
        "book",
        "review",
        "result",
        "lookup",
        "lookup_quote",
        "settings",
        "disruptions",
        "shift_report",
        "customer_display",
    ):
        assert (SCREENSHOTS / f"{prefix}{screen}.png").is_file()


def test_the_agency_screens_show_their_primary_actions_in_view(tmp_path: Path) -> None:
    """The agency's tour (two counters, a PostgreSQL store of its own) at 1366x768."""
    prefix = "fit-1366x768-"
    done = run_tour(tmp_path, (1366, 768), 1.0, SCREENSHOTS, prefix, tour=AGENCY_TOUR)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    for screen in ("agency_history", "agency_day_close", "agency_link_states"):
        assert (SCREENSHOTS / f"{prefix}{screen}.png").is_file()


# --- where the window opens -------------------------------------------------------------------


@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1280, 720), (1024, 768)])
def test_a_screen_smaller_than_the_design_opens_the_window_maximised(
    width: int, height: int
) -> None:
    available = QRect(0, 0, width, height - 40)  # a task bar takes the bottom
    assert fitted(available) == (available, True)


def test_a_large_screen_gets_the_design_size_centred() -> None:
    rect, maximised = fitted(QRect(0, 0, 1920, 1040))
    assert not maximised
    assert rect.size() == DESIGN_SIZE
    assert rect.center() == QRect(0, 0, 1920, 1040).center()


def test_size_and_position_are_remembered_for_the_screen_setup(
    qtbot: QtBot, tmp_path: Path
) -> None:
    first = QMainWindow()
    qtbot.addWidget(first)
    WindowPlacement(tmp_path).show(first)
    first.showNormal()
    first.setGeometry(60, 50, 700, 500)
    qtbot.waitUntil(lambda: first.geometry() == QRect(60, 50, 700, 500))
    WindowPlacement(tmp_path).save(first)
    saved = QSettings(str(tmp_path / PLACEMENT_FILE), QSettings.Format.IniFormat)
    assert saved.childGroups() == [screen_setup()]
    assert f"[{screen_setup()}]" in (tmp_path / PLACEMENT_FILE).read_text()

    again = QMainWindow()
    qtbot.addWidget(again)
    WindowPlacement(tmp_path).show(again)
    assert again.geometry() == QRect(60, 50, 700, 500)
    assert not again.isMaximized()


def test_the_maximised_state_is_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    first = QMainWindow()
    qtbot.addWidget(first)
    first.setGeometry(60, 50, 700, 500)
    first.showMaximized()
    qtbot.waitUntil(first.isMaximized)
    WindowPlacement(tmp_path).save(first)

    again = QMainWindow()
    qtbot.addWidget(again)
    WindowPlacement(tmp_path).show(again)
    qtbot.waitUntil(again.isMaximized)


def test_the_desk_remembers_its_window_when_it_closes(sales_desk: Desk, qtbot: QtBot) -> None:
    window = sales_desk.window
    window.showNormal()
    window.move(40, 30)
    qtbot.waitUntil(lambda: window.pos() == QPoint(40, 30))
    left = window.saveGeometry()
    window.close()
    saved = QSettings(str(sales_desk.paths.config / PLACEMENT_FILE), QSettings.Format.IniFormat)
    assert saved.value(f"{screen_setup()}/geometry") == left


# --- a new sale at the top, the focused field in view -----------------------------------------


def in_view(scroll: QScrollArea, widget: QWidget) -> bool:
    """Whether ``widget`` lies wholly in the visible part of ``scroll``."""
    viewport = scroll.viewport()
    rect = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
    return viewport.rect().contains(rect)


@pytest.fixture
def small_desk(sales_desk: Desk, qtbot: QtBot) -> Desk:
    """The sales desk in a 1280x720 window: the booking form must scroll."""
    sales_desk.window.showNormal()
    sales_desk.window.setGeometry(0, 0, 1280, 720)
    qtbot.waitUntil(lambda: sales_desk.window.height() == 720)
    return sales_desk


def test_a_new_sale_opens_at_the_top_with_the_cursor_in_view(
    small_desk: Desk, qtbot: QtBot
) -> None:
    desk = small_desk
    book = desk.window.page(BOOK)
    choose(desk, qtbot, NO_FLAGS_TRIP, Module.BOAT)
    type_customer()
    book.form.people.count_spin.setValue(3)
    book.form.people.editor.id_number_edit.setFocus()
    bar = book.form_scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() > 0)  # the form is scrolled down to that field

    desk.new_sale()  # the next customer: back to the catalogue, where the cursor goes
    choose(desk, qtbot, NO_FLAGS_TRIP, Module.BOAT)
    assert bar.value() == 0
    assert book.form.isAncestorOf(focused())
    assert focused() is book.form.customer.quick
    assert in_view(book.form_scroll, focused())


def test_a_field_that_gets_the_focus_is_scrolled_into_view(small_desk: Desk, qtbot: QtBot) -> None:
    desk = small_desk
    book = desk.window.page(BOOK)
    choose(desk, qtbot, NO_FLAGS_TRIP, Module.BOAT)
    scroll = book.form_scroll
    id_number = book.form.people.editor.id_number_edit
    assert not in_view(scroll, id_number)  # the form is taller than the window

    QTest.keyClick(focused(), Qt.Key.Key_U, Qt.KeyboardModifier.AltModifier)  # "ID n&umber"
    qtbot.waitUntil(lambda: focused() is id_number)
    assert in_view(scroll, id_number)

    book.form.customer.quick.setFocus()  # back to the top, as an error jump does
    assert in_view(scroll, book.form.customer.quick)
    assert not in_view(scroll, id_number)
    QTest.keyClick(focused(), Qt.Key.Key_Tab)
    assert in_view(scroll, focused())


def test_the_review_stays_reachable_below_a_long_form(small_desk: Desk, qtbot: QtBot) -> None:
    desk = small_desk
    book = desk.window.page(BOOK)
    choose(desk, qtbot, NO_FLAGS_TRIP, Module.BOAT)
    button = book.form.review_button
    assert not book.form_scroll.isAncestorOf(button)  # outside what scrolls
    # The notice of unanswered sales stays above what scrolls, the action bar below it.
    assert not book.form_scroll.isAncestorOf(book.notice)
    layout = book.form_page.layout()
    assert layout is not None
    order = [layout.indexOf(w) for w in (book.notice, book.form_scroll, book.form.action_bar)]
    assert order == sorted(order) and -1 not in order
    window_rect = desk.window.rect()
    assert window_rect.contains(QRect(button.mapTo(desk.window, QPoint(0, 0)), button.size()))


# --- the checks of the tour can fail ------------------------------------------------------------


def test_the_figure_checks_find_a_cut_amount_title_and_label(qtbot: QtBot) -> None:
    model = QStandardItemModel(1, 2)
    model.setHorizontalHeaderLabels(["Amount", "Guest"])
    model.setItem(0, 0, QStandardItem("11,915.40"))
    model.setItem(0, 1, QStandardItem("Mr Bartholomew Fitzgerald-Featherstonehaugh"))
    root = QWidget()
    qtbot.addWidget(root)
    table = make_table(model, "amounts", fit_columns=True, parent=root)
    table.setGeometry(0, 0, 400, 120)
    label = QLabel("25 Nov 2026 09:30", root)
    label.setGeometry(0, 130, 40, 20)
    root.resize(420, 160)
    root.show()
    QApplication.processEvents()
    assert elided_cells(root) == [] and elided_titles(root) == []
    table.horizontalHeader().resizeSection(0, 30)
    table.horizontalHeader().resizeSection(1, 60)  # a long name may be elided
    assert [problem.split(" as ")[0] for problem in elided_cells(root)] == [
        "amounts[0,0] '11,915.40'"
    ]
    assert [problem.split(":")[0] for problem in elided_titles(root)] == ["amounts title 'Amount'"]
    assert [problem.split(":")[0] for problem in clipped_labels(root)] == ["label '25 Nov 2026 09"]


PRODUCT = "North Bay Harbour Cruise, MV Blue Lagoon 11:00"


def test_the_text_checks_find_any_text_cut_in_a_cell_or_a_label(qtbot: QtBot) -> None:
    """Not only figures: a product wrapped onto more lines than its row's height holds (what
    History showed at the clerk's larger text before its rows grew), a name elided in a
    table that does not wrap, a label too narrow for its words."""
    model = QStandardItemModel(1, 2)
    model.setItem(0, 0, QStandardItem(PRODUCT))
    model.setItem(0, 1, QStandardItem("Mr Bartholomew Fitzgerald-Featherstonehaugh"))
    root = QWidget()
    qtbot.addWidget(root)
    wrapped = make_table(model, "wrapped", fit_columns=False, parent=root)
    wrapped.setWordWrap(True)
    wrapped.setTextElideMode(Qt.TextElideMode.ElideNone)
    wrapped.setGeometry(0, 0, 640, 120)
    label = QLabel("Per-day totals (Enter: only that day)", root)
    label.setGeometry(0, 130, 60, 20)
    root.resize(660, 160)
    root.show()
    header = wrapped.horizontalHeader()
    header.resizeSection(0, 600)
    header.resizeSection(1, 20)
    QApplication.processEvents()
    assert [problem.split(" ")[0] for problem in cut_cells(root)] == ["wrapped[0,1]"]
    assert [problem.split(":")[0] for problem in cut_labels(root)] == [
        "label 'Per-day totals (Enter"
    ]
    header.resizeSection(0, 110)  # three lines in a row of about two
    header.resizeSection(1, 500)
    QApplication.processEvents()
    assert [problem.split(" ")[0] for problem in cut_cells(root)] == ["wrapped[0,0]"]
    assert elided_cells(root) == []  # no figure: the figures' check let it pass
    wrapped.resizeRowToContents(0)  # the row as tall as its lines: whole
    QApplication.processEvents()
    assert cut_cells(root) == []
    wrapped.setWordWrap(False)  # one line, elided
    QApplication.processEvents()
    assert [problem.split(" ")[0] for problem in cut_cells(root)] == ["wrapped[0,0]"]


@pytest.mark.parametrize(
    "text",
    [
        "INR 2,500.00",
        "25 Nov 2026",
        "05:30-07:00",
        "3 सीटें",
        "11,798.00 ரொக்கம்",
        "புத. 25 நவ. 2026",
        "2 இருக்கைகள்",
        "২টি সিট",
        "বুধ, ২৫ নভে, ২০২৬",
    ],
)
def test_a_figure_is_known_in_every_script(text: str) -> None:
    """Tamil's and Bengali's vowel signs (combining marks) do not split a word in pieces."""
    assert is_figure(text)


@pytest.mark.parametrize(
    "text", ["Guest 3 A", "Mr Bartholomew Fitzgerald", "এলিফ্যান্ট বিচ", "Ross Island 2 Day Trip"]
)
def test_a_name_is_no_figure(text: str) -> None:
    assert not is_figure(text)


def test_the_font_check_finds_a_font_set_not_drawn(qtbot: QtBot) -> None:
    """This process draws with the DejaVu set (tests/fonts.conf): a tour of the Noto set that
    drew DejaVu Sans (Noto Sans missing, fontconfig falling back) fails, not passes twice."""
    register_fonts()
    label = QLabel("11,915.40")
    qtbot.addWidget(label)
    assert font_set_problems(label, "dejavu") == []
    assert font_set_problems(label, "noto") == [
        "the noto font set draws with DejaVu Sans, not Noto Sans"
    ]


def test_the_size_check_finds_a_window_taller_than_its_screen(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    room = window.screen().availableGeometry().size()
    assert too_big(window) == []
    window.setMinimumHeight(room.height() + 1)
    assert too_big(window) == [
        f"needs at least 0x{room.height() + 1} on {room.width()}x{room.height()}"
    ]


# --- the customer display on the customer's screen ----------------------------------------------


@pytest.mark.parametrize("size", DISPLAY_SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("language", [language.code for language in LANGUAGES])
def test_the_customer_display_fits_its_screen_in_every_language(
    qtbot: QtBot, size: tuple[int, int], language: str
) -> None:
    """The QR's caption and the change stay above the edge of a 7-inch panel too."""
    register_fonts()
    width, height = size
    picture = SCREENSHOTS / f"customer_display_{width}x{height}_{language}.png"
    SCREENSHOTS.mkdir(exist_ok=True)
    assert display_problems(qtbot, size, language, str(picture)) == {}


def test_the_code_is_drawn_again_for_a_smaller_customer_screen(qtbot: QtBot) -> None:
    """A display moved to a 7-inch panel while the code shows: the code is encoded again at
    most two fifths of the panel's height, its caption a half wider."""
    window = CustomerDisplayWindow()
    qtbot.addWidget(window)
    window.setFixedSize(1366, 768)
    window.show()
    sale = views(i18n.ENGLISH)["sale_upi_change"]
    assert isinstance(sale, SaleView)
    window.show_view(sale, i18n.ENGLISH)
    qtbot.waitUntil(lambda: window.qr.drawn == sale.upi_link)
    large = window.qr.pixmap().height()
    window.setFixedSize(800, 480)
    qtbot.waitUntil(lambda: window.qr.drawn == sale.upi_link)
    assert window.qr.pixmap().height() < large
    assert window.qr.side == 192 and window.qr_caption.maximumWidth() == 288
    assert display_problems(qtbot, (800, 480), i18n.ENGLISH) == {}

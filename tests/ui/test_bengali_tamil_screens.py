"""Every screen in Bengali and in Tamil: built after the language is chosen, each screen's words
come from its catalogue and every letter is drawn (none an empty box), no label or button cuts
its text off and every primary action is in view; a screenshot of each goes to
``tests/ui/screenshots/<code>/`` at 1366x768, and of the customer display at 1024x600, for
people to look at."""

from __future__ import annotations

import datetime as dt
import re
import time
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QStandardItem, QStandardItemModel
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDateTimeEdit,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionFrame,
    QTableView,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app import i18n
from app.counter.services.customer_display import Idle, SaleView, Thanks
from app.domain.demo_catalogue import demo_catalogue
from app.domain.demo_names import DEMO_CATALOGUE
from app.figures import day_text
from app.sandbox import EmbeddedSandbox
from app.ui.customer_display import CustomerDisplayWindow
from app.ui.desk import Desk
from app.ui.fonts import register_fonts
from app.ui.registry import BOOK, HISTORY, SCREENS, SETTINGS, SHIFT
from app.ui.translation import install_translations
from app.ui.widgets.nav_bar import NavButton
from tests.ui.conftest import SCREENSHOTS, start_desk
from tests.ui.helpers.after_sale import look_up
from tests.ui.helpers.catalogue import select, show_boats, shown_names
from tests.ui.helpers.clipping import cut_cells, elided_titles, scrolled_out
from tests.ui.helpers.history import fill_journal
from tests.ui.helpers.sales import (
    DAY,
    NO_FLAGS_TRIP,
    activate,
    press,
    tab,
    type_customer,
    type_fields,
    type_text,
)
from tests.ui.helpers.screen_tour import save_picture
from tests.ui.test_hindi_documents import missing_letters
from tests.ui.test_hindi_screens import (
    ACTIVITY,
    ENGLISH_WORD,
    MARKUP,
    names_a_language,
    shown_words,
)

SCRIPTS = {"bn": re.compile("[\u0980-\u09ff]"), "ta": re.compile("[\u0b80-\u0bff]")}
CUSTOMER_SCREEN = (1024, 600)
AGENCY = "Island Counter Travels"


@pytest.fixture(params=sorted(SCRIPTS))
def language_desk(
    request: pytest.FixtureRequest, make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox
) -> Iterator[tuple[str, Desk]]:
    """A desk whose screens are built in Bengali, then in Tamil, at the counter PC's 1366x768;
    English again after."""
    code: str = request.param
    register_fonts()
    install_translations(code)
    try:
        desk: Desk = make_desk()
        assert start_desk(desk, run, sales_sandbox)
        desk.window.setFixedSize(1366, 768)
        yield code, desk
    finally:
        install_translations(i18n.ENGLISH)


# QLineEdit's own margin either side of its text (``QLineEditPrivate::horizontalMargin``).
LINE_EDIT_MARGIN = 2


def hint_room(edit: QLineEdit) -> float:
    """The width a line edit draws its text (and its placeholder) in, as Qt works it out."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    rect = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    return rect.width() - margins.left() - margins.right() - 2 * LINE_EDIT_MARGIN


def combo_room(combo: QComboBox) -> float:
    """The width a combo box draws its current text in (its icon's room taken off)."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    icon = combo.iconSize().width() + 4 if not option.currentIcon.isNull() else 0
    return field.width() - icon


def bold_entry_need(button: NavButton) -> float:
    """The width the navigation's chosen entry needs: drawn bold (the style sheet's
    ``:checked``), its widest line's bold width in place of the plain one Qt's own size hint
    (``QToolButton.sizeHint``, whole pixels) holds."""
    bold = QFont(button.font())
    bold.setBold(True)
    lines = button.text().split("\n")
    plain = QFontMetrics(button.font()).size(0, button.text()).width()
    widest = max(QFontMetricsF(bold).horizontalAdvance(line) for line in lines)
    return QToolButton.sizeHint(button).width() - plain + widest


def clipped(root: QWidget) -> list[str]:
    """Each visible one-line label or button under ``root`` narrower than its text needs (the
    navigation's chosen entry in bold), each empty line edit narrower than its hint
    (placeholder), each combo box narrower than its current text, and each table's text of any
    kind that its cell cannot draw whole (``cut_cells``): the text is cut off (a label that
    wraps has room by its own rule)."""
    widgets: list[QLabel | QAbstractButton] = [
        *(label for label in root.findChildren(QLabel) if not label.wordWrap()),
        *root.findChildren(QAbstractButton),
    ]
    found = [
        f"{widget.text()!r}: {widget.width()} px of {widget.minimumSizeHint().width()}"
        for widget in widgets
        if widget.isVisible()
        and MARKUP.sub("", widget.text()).strip()
        and widget.width() < widget.minimumSizeHint().width()
    ]
    for entry in root.findChildren(NavButton):
        if entry.isVisible() and entry.isChecked() and entry.width() < bold_entry_need(entry):
            found.append(
                f"{entry.text()!r} in bold: {entry.width()} px of {bold_entry_need(entry):.0f}"
            )
    found.extend(cut_cells(root))
    for edit in root.findChildren(QLineEdit):
        hint = edit.placeholderText()
        if (
            edit.isVisible()
            and not edit.text()
            and hint
            and not isinstance(edit.parent(), QComboBox)
        ):
            need = QFontMetricsF(edit.font()).horizontalAdvance(hint)
            if (room := hint_room(edit)) < need:
                found.append(f"hint {hint!r}: {room:.0f} px of {need:.0f}")
    for combo in root.findChildren(QComboBox):
        text = combo.currentText()
        if combo.isVisible() and text:
            need = QFontMetricsF(combo.font()).horizontalAdvance(text)
            if (room := combo_room(combo)) < need:
                found.append(f"choice {text!r}: {room:.0f} px of {need:.0f}")
    return found


def undrawn(root: QWidget, code: str) -> list[str]:
    """Each text in ``code``'s script shown under ``root`` (a label, a button, a table's titles
    and its first rows) with a letter that no font Qt draws it from has, or an empty box."""
    widgets: list[QLabel | QAbstractButton] = [
        *root.findChildren(QLabel),
        *root.findChildren(QAbstractButton),
    ]
    shown = [
        (MARKUP.sub(" ", widget.text()).replace("&", ""), widget.font())
        for widget in widgets
        if widget.isVisible()
    ]
    for view in root.findChildren(QAbstractItemView):
        model = view.model()
        if not view.isVisible() or model is None:
            continue
        for column in range(model.columnCount()):
            title = model.headerData(column, Qt.Orientation.Horizontal)
            shown.append((str(title or ""), view.font()))
            for row in range(min(model.rowCount(), 20)):
                shown.append((str(model.index(row, column).data() or ""), view.font()))
    return [
        f"{text!r}: {missing}"
        for text, font in shown
        if SCRIPTS[code].search(text) and (missing := missing_letters(text, font))
    ]


def shown_texts(root: QWidget) -> list[str]:
    """The visible labels' and buttons' texts under ``root``, and its date fields' days."""
    days = [edit.text() for edit in root.findChildren(QDateTimeEdit) if edit.isVisible()]
    return shown_words(root) + days


def begin_a_sale(desk: Desk, qtbot: QtBot) -> None:
    """The demo activity's first slot chosen with Enter, so the Book screen shows its form."""
    window = desk.window
    catalogue = window.catalogue
    activate(desk, qtbot)
    catalogue.toolbar.set_travel_date(DAY)
    qtbot.waitUntil(lambda: catalogue.proxy.rowCount() > 0, timeout=15_000)
    select(catalogue, DEMO_CATALOGUE.known(ACTIVITY))
    catalogue.table.setFocus()
    press(Qt.Key.Key_Return)
    slots = catalogue.availability.slots
    qtbot.waitUntil(lambda: slots.table.hasFocus() and slots.table.model().rowCount() > 0)
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current() is BOOK)


def test_every_screen_speaks_the_language_uncut(
    language_desk: tuple[str, Desk], qtbot: QtBot
) -> None:
    code, desk = language_desk
    window = desk.window
    begin_a_sale(desk, qtbot)
    english: dict[str, list[str]] = {}
    cut: dict[str, list[str]] = {}
    undrawn_letters: dict[str, list[str]] = {}
    for entry in SCREENS:
        window.show_screen(entry)
        QApplication.processEvents()
        save_picture(window.grab().toImage(), SCREENSHOTS / code / f"{entry.title}.png", False)
        texts = shown_texts(window.page(entry))
        assert any(SCRIPTS[code].search(text) for text in texts), entry.title
        # Every letter drawn, none an empty box, as the Hindi screens are checked.
        if missing := undrawn(window.page(entry), code):
            undrawn_letters[entry.title] = missing
        left = [
            text
            for text in texts
            if ENGLISH_WORD.search(MARKUP.sub(" ", text))
            and not SCRIPTS[code].search(text)
            and not names_a_language(text)
        ]
        if left:
            english[entry.title] = left
        if problems := clipped(window):
            cut[entry.title] = problems
    # Every section of Settings, not only the first one it opens on.
    window.show_screen(SETTINGS)
    sections = window.page(SETTINGS).sections
    for number, name in enumerate(sections.section_names(), start=1):
        sections.show_section(name)
        QApplication.processEvents()
        picture = SCREENSHOTS / code / f"{SETTINGS.title}-{number:02d}.png"
        save_picture(window.grab().toImage(), picture, False)
        if problems := clipped(window):
            cut[f"{SETTINGS.title}: {name}"] = problems
        if missing := undrawn(window, code):
            undrawn_letters[f"{SETTINGS.title}: {name}"] = missing
    assert english == {}
    assert cut == {}
    assert undrawn_letters == {}


def test_history_shows_every_figure_column_whole(
    language_desk: tuple[str, Desk], qtbot: QtBot
) -> None:
    """History's bookings and day totals at 1366x768: every money column in view, none behind
    a sideways scroll bar (in Tamil the titles' widths pushed "Wallet refunded" and "Wallet
    net" out; the titles are drawn in two lines)."""
    code, desk = language_desk
    fill_journal(desk.services.journal.folder, 40, with_requests=True)
    window = desk.window
    window.show_screen(HISTORY)
    history = window.page(HISTORY)
    desk.controller(HISTORY).reload()
    qtbot.waitUntil(
        lambda: (
            history.tables_built and history.model.rowCount() == 40 and history.days.rowCount() > 0
        )
    )
    qtbot.waitUntil(lambda: scrolled_out(window) == [], timeout=2_000)
    assert elided_titles(window) == []
    # The day totals' table is laid out in a turn of its own: pictured once it is in sight.
    qtbot.waitUntil(lambda: history.days_table.isVisible() and history.days_table.height() > 60)
    save_picture(window.grab().toImage(), SCREENSHOTS / code / "history_figures.png", False)


def test_the_day_fields_write_the_day_as_the_app_does(
    language_desk: tuple[str, Desk], qtbot: QtBot
) -> None:
    """The catalogue's travel date and the shift report's day read as the app's own dates do
    (``day_text``): the weekday and the month in the language, the digits 0-9."""
    code, desk = language_desk
    window = desk.window
    activate(desk, qtbot)
    toolbar = window.catalogue.toolbar
    toolbar.set_travel_date(DAY)
    window.show_screen(SHIFT)
    fields = {"catalogue": toolbar.date_edit, "shift report": window.page(SHIFT).day_edit}
    shown = {name: field.text() for name, field in fields.items()}
    days = {name: field.date() for name, field in fields.items()}
    assert shown == {
        name: day_text(dt.date(day.year(), day.month(), day.day())) for name, day in days.items()
    }
    assert all(SCRIPTS[code].search(text) for text in shown.values()), shown
    assert DAY.strftime("%Y") in shown["catalogue"]


def snap(desk: Desk, code: str, name: str) -> list[str]:
    """A screenshot of the window as ``<code>/<name>.png`` once it has settled; what it shows
    cut off. A label given new text is laid out over a few turns of the loop (more on a busy
    machine): only what is still cut after a second is what the clerk sees."""
    QApplication.processEvents()
    settled = time.monotonic() + 1.0
    while clipped(desk.window) and time.monotonic() < settled:
        QTest.qWait(20)
    save_picture(desk.window.grab().toImage(), SCREENSHOTS / code / f"{name}.png", False)
    return clipped(desk.window)


def test_a_sale_with_change_and_its_lookup_read_uncut(
    language_desk: tuple[str, Desk], qtbot: QtBot
) -> None:
    """A boat seat sold by keyboard with cash above the price: the passenger's row, the review
    with the change due, the result and the booking looked up, each in the language."""
    code, desk = language_desk
    window = desk.window
    activate(desk, qtbot)
    catalogue = show_boats(desk, qtbot)
    catalogue.toolbar.set_travel_date(DAY)
    trip = DEMO_CATALOGUE.known(NO_FLAGS_TRIP)
    qtbot.waitUntil(lambda: trip in shown_names(catalogue), timeout=15_000)
    select(catalogue, trip)
    catalogue.table.setFocus()
    press(Qt.Key.Key_Return)
    schedules = catalogue.availability.schedules
    qtbot.waitUntil(lambda: schedules.table.hasFocus() and schedules.table.model().rowCount() > 0)
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current() is BOOK)
    form = window.page(BOOK).form
    type_customer()
    tab(5)  # the seats, Add, Remove, the list, then the first passenger's name
    type_fields("Ravi Kumar", "34")
    press(Qt.Key.Key_Down)  # the first gender: Male
    cut = {"booking_passenger": snap(desk, code, "booking_passenger")}
    row = [str(form.people.model.index(0, column).data()) for column in range(4)]
    assert all(SCRIPTS[code].search(text) for text in row[2:]), row  # gender, nationality
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    review = window.page(BOOK).review
    qtbot.waitUntil(lambda: window.page(BOOK).currentWidget() is review)
    payment = review.payment
    type_text(str((payment.total // 500 + 2) * 500))
    qtbot.waitUntil(lambda: payment.change.text() != "")
    cut["review_change_due"] = snap(desk, code, "review_change_due")
    press(Qt.Key.Key_Return)
    result = window.page(BOOK).result
    qtbot.waitUntil(lambda: window.page(BOOK).currentWidget() is result, timeout=15_000)
    qtbot.waitUntil(lambda: not result.preview.pixmap().isNull(), timeout=15_000)
    assert SCRIPTS[code].search(result.receipt_label.text())
    cut["result_change_due"] = snap(desk, code, "result_change_due")
    lookup = look_up(desk, qtbot, result.ref_label.text())
    qtbot.waitUntil(lambda: lookup.card.isVisible() and lookup.card.manifest.rowCount() > 0)
    cut["lookup_booking"] = snap(desk, code, "lookup_booking")
    assert {name: problems for name, problems in cut.items() if problems} == {}


@pytest.mark.parametrize("code", sorted(SCRIPTS))
def test_the_customer_display_speaks_the_language_uncut(qtbot: QtBot, code: str) -> None:
    register_fonts()
    install_translations(i18n.ENGLISH)  # the clerk's language; the customer's is asked for
    window = CustomerDisplayWindow()
    qtbot.addWidget(window)
    window.setFixedSize(*CUSTOMER_SCREEN)
    window.show()
    names = ("Ravi Kumar", "Meena Kumar")
    trip = demo_catalogue().names[code][ACTIVITY]
    views: dict[str, Idle | SaleView | Thanks] = {
        "idle": Idle(""),
        "sale": SaleView(
            "Island Counter Travels", trip, "25 Nov 2026 09:00", names, Decimal("2360")
        ),
        "thanks": Thanks(AGENCY, Decimal("140")),
    }
    cut = {}
    for name, view in views.items():
        window.show_view(view, code)
        QApplication.processEvents()
        save_picture(
            window.grab().toImage(), SCREENSHOTS / code / f"customer_display_{name}.png", False
        )
        texts = [label.text() for label in window.findChildren(QLabel) if label.isVisible()]
        assert any(SCRIPTS[code].search(text) for text in texts), name
        if problems := clipped(window):
            cut[name] = problems
    assert cut == {}


def test_the_letter_check_finds_a_letter_no_shipped_font_draws(qtbot: QtBot) -> None:
    """Telugu has no font in the app yet: its letters are reported, Bengali's and Tamil's not."""
    register_fonts()
    root = QWidget()
    qtbot.addWidget(root)
    QLabel("বাংলা தமிழ்", root).move(0, 0)
    QLabel("বাংলা తెలుగు", root).move(0, 40)
    root.show()
    assert [problem.split(":")[0] for problem in undrawn(root, "bn")] == ["'বাংলা తెలుగు'"]


def test_the_clipping_check_finds_a_label_too_narrow_for_its_words(qtbot: QtBot) -> None:
    register_fonts()
    root = QWidget()
    qtbot.addWidget(root)
    narrow = QLabel("ওয়ালেট থেকে কাটা হয়েছে", root)
    wide = QLabel("ওয়ালেট", root)
    narrow.setFixedWidth(40)
    wide.setFixedWidth(400)
    root.show()
    assert [problem.split(":")[0] for problem in clipped(root)] == ["'ওয়ালেট থেকে কাটা হয়েছে'"]


def test_the_clipping_check_finds_a_name_cut_in_its_table(qtbot: QtBot) -> None:
    """A Bengali place cut in its column is reported, whether the table had room to spare for
    it (the name's column beside it) or none: no name is elided."""
    register_fonts()
    model = QStandardItemModel(1, 2)
    model.setItem(0, 0, QStandardItem("রস দ্বীপ"))
    model.setItem(0, 1, QStandardItem("এলিফ্যান্ট বিচ, স্বরাজ দ্বীপ (হ্যাভলক)"))
    root = QWidget()
    qtbot.addWidget(root)
    view = QTableView(root)
    view.setModel(model)
    view.setWordWrap(False)
    view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    view.horizontalHeader().resizeSection(1, 80)
    view.resize(600, 120)
    root.show()
    QApplication.processEvents()
    assert [problem.split(" ")[0] for problem in clipped(root)] == ["[0,1]"]
    view.resize(200, 120)  # the name's column has only its least width left
    QApplication.processEvents()
    assert [problem.split(" ")[0] for problem in clipped(root)] == ["[0,1]"]
    view.horizontalHeader().resizeSection(1, 400)  # room for the whole name
    view.resize(600, 120)
    QApplication.processEvents()
    assert clipped(root) == []


def test_the_clipping_check_reads_the_chosen_entry_in_bold(qtbot: QtBot) -> None:
    """An entry as wide as its plain text is cut once chosen (drawn bold)."""
    register_fonts()
    root = QWidget()
    qtbot.addWidget(root)
    entry = NavButton(root)
    entry.setText("ஷிஃப்ட் அறிக்கை\nCtrl+7")
    entry.setCheckable(True)
    entry.setFixedWidth(QToolButton.sizeHint(entry).width())
    root.show()
    assert [problem for problem in clipped(root) if " in bold" in problem] == []
    entry.setChecked(True)
    assert [problem.split(" in bold")[0] for problem in clipped(root) if " in bold" in problem] == [
        repr(entry.text())
    ]

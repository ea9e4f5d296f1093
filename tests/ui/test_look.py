"""One look: empty lists say so, short tables hug their rows, primary actions look primary."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.ui.bridge import Level
from app.ui.desk import Desk
from app.ui.models.rows import Column, RowTableModel
from app.ui.registry import BOOK, HISTORY, LOOKUP, SETTINGS, SHIFT
from app.ui.style import roles
from app.ui.widgets.action_bar import ActionBar
from app.ui.widgets.key_toggle import KeyToggle
from app.ui.widgets.message_bar import MessageBar
from app.ui.widgets.table_size import HUG_MIN_PX, RowHugger
from app.ui.widgets.table_view import EmptyState, make_table

Row = tuple[str, str]
COLUMNS: list[Column[Row]] = [
    Column("Name", lambda row: row[0]),
    Column("Place", lambda row: row[1]),
]


def test_an_empty_table_says_what_would_be_there(qtbot: QtBot) -> None:
    model: RowTableModel[Row] = RowTableModel(COLUMNS)
    view = make_table(model, "places", fit_columns=True)
    qtbot.addWidget(view)
    empty = EmptyState(view, "No places yet.")
    view.resize(500, 300)
    view.show()
    qtbot.waitExposed(view)
    assert empty.label.isVisible()
    assert empty.label.text() == "No places yet."
    assert empty.label.size() == view.viewport().size()  # centred in the whole table

    model.set_rows([("Port Blair", "South Andaman")])
    assert not empty.label.isVisible()
    model.set_rows([])
    assert empty.label.isVisible()


def test_a_short_table_is_no_taller_than_its_rows(qtbot: QtBot) -> None:
    model: RowTableModel[Row] = RowTableModel(COLUMNS)
    page = QWidget()
    qtbot.addWidget(page)
    view = make_table(model, "bill", fit_columns=False)
    RowHugger(view)
    layout = QVBoxLayout(page)
    layout.addWidget(view, 1)
    layout.addStretch(1)
    model.set_rows([("a", "b"), ("c", "d"), ("e", "f")])
    page.resize(600, 700)
    page.show()
    qtbot.waitExposed(page)
    rows = 3 * view.rowHeight(0)
    chrome = view.horizontalHeader().height() + 2 * view.frameWidth()
    assert view.height() == rows + chrome  # not half the page of empty grey
    assert view.verticalScrollBar().maximum() == 0  # and every row shows

    model.set_rows([(str(n), "x") for n in range(40)])
    page.resize(600, 400)
    qtbot.waitUntil(lambda: view.height() < 400)
    assert view.minimumHeight() == HUG_MIN_PX  # a long bill scrolls, the actions stay


def test_the_action_bar_draws_its_primary_action_filled(qtbot: QtBot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    primary, other = QPushButton("Go"), QPushButton("Later")
    bar.add(other)
    bar.add_primary(primary, "ticket")
    bar.show()
    qtbot.waitExposed(bar)
    image = primary.grab().toImage()
    centre = image.pixelColor(image.width() // 8, image.height() // 2)
    assert centre.rgb() == roles().accent.rgb()
    assert not primary.icon().isNull()
    assert primary.x() > other.x() + other.width()  # on the right, after the stretch
    assert not other.property("primary")


def test_every_screen_names_its_primary_action(desk: Desk) -> None:
    window = desk.window
    book = window.page(BOOK)
    availability = window.catalogue.availability
    buttons = [
        book.form.review_button,
        book.review.confirm_button,
        book.result.new_button,
        availability.slots.choose_button,
        availability.schedules.choose_button,
        window.page(LOOKUP).find_button,
        window.page(SETTINGS).save_button,
        window.page(SHIFT).make_button,
    ]
    assert all(button.property("primary") for button in buttons)
    assert not window.page(HISTORY).export_button.property("primary")


def test_the_chosen_module_toggle_fits_its_label_in_bold(desk: Desk, qtbot: QtBot) -> None:
    toolbar = desk.window.catalogue.toolbar
    for button in toolbar.findChildren(KeyToggle):
        button.setChecked(True)
        QApplication.processEvents()
        bold = QFont(button.font())
        bold.setBold(True)
        label = button.text().replace("&", "")
        # The style sheet pads the label by 14 px each side.
        assert QFontMetrics(bold).horizontalAdvance(label) + 2 * 14 <= button.width(), label


def test_the_message_strip_says_its_level_in_a_word(qtbot: QtBot) -> None:
    bar = MessageBar()
    qtbot.addWidget(bar)
    words = set()
    for level in Level:
        bar.show_message(level, "The service did not answer.")
        words.add(bar.level_label.text())
        assert bar.text == "The service did not answer."
    # One word per level, so the strip does not tell its level by colour alone.
    assert words == {"Note:", "Warning:", "Problem:"}

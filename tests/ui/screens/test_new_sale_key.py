"""One key per action: New sale is Ctrl+N in the menu, the help and on every screen (Lookup's
too), and no document is written to a file the clerk did not choose."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.help import window_shortcuts
from app.ui.registry import BOOK, CATALOGUE, LOOKUP
from tests.ui.helpers.catalogue import open_item, show_boats
from tests.ui.helpers.sales import NO_FLAGS_TRIP, activate, patch_file_dialog, press
from tests.ui.helpers.till import sell_exact_cash

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


def test_new_sale_is_ctrl_n_in_the_menu_the_help_and_on_lookup(desk: Desk, qtbot: QtBot) -> None:
    window = desk.window
    menu_item = window.menu.new_sale.text()
    assert menu_item.endswith("\tCtrl+N"), menu_item
    meanings = {s.keys: s.meaning for s in window_shortcuts(window) if s.where == ""}
    assert meanings["Ctrl+N"] == "New sale: back to the catalogue"
    (find,) = (m for k, m in meanings.items() if k.startswith("Ctrl+F"))
    assert find == "Find in the catalogue: the cursor to its filter"
    # No other key of the window says it starts a new sale.
    assert [k for k, m in meanings.items() if m.startswith("New sale")] == ["Ctrl+N"]
    window.show_screen(LOOKUP)
    activate(desk, qtbot)
    window.page(LOOKUP).ref_edit.setFocus()
    filter_edit = window.catalogue.toolbar.filter_edit
    filter_edit.setText("left by the last sale")
    press(Qt.Key.Key_N, CTRL)
    assert window.current() is CATALOGUE
    assert filter_edit.text() == ""  # a new sale: nothing of the last one
    qtbot.waitUntil(lambda: QApplication.focusWidget() is filter_edit)


def test_ctrl_n_on_the_result_page_starts_the_next_sale_once(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    sell_exact_cash(sales_desk, qtbot)
    window = sales_desk.window
    assert window.current() is BOOK
    activate(sales_desk, qtbot)
    window.page(BOOK).result.new_button.setFocus()
    press(Qt.Key.Key_N, CTRL)  # one shortcut of the key, never two that cancel each other
    assert window.current() is CATALOGUE


def test_printing_to_a_file_asks_where_and_writes_nothing_unasked(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    sell_exact_cash(sales_desk, qtbot)
    ref = sales_desk.window.page(BOOK).result.ref_label.text()
    sales_desk.open_in_lookup(ref)
    lookup = sales_desk.window.page(LOOKUP)
    qtbot.waitUntil(lambda: lookup.voucher.isVisible() and lookup.voucher.isEnabled())
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path))
    asked = patch_file_dialog(monkeypatch, "getSaveFileName", None)  # the clerk says no
    activate(sales_desk, qtbot)
    lookup.ref_edit.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is lookup.ref_edit)
    press(Qt.Key.Key_A, ALT)  # Agency copy…
    qtbot.waitUntil(lambda: lookup.voucher.print_dialog is not None)
    dialog = lookup.voucher.print_dialog
    assert dialog is not None
    # No printer here: the dialog prints to a file, of a name of its own in the home folder.
    dialog.accept()
    for _ in range(20):
        QTest.qWait(25)
    assert len(asked) == 1 and asked[0].endswith(f"agency-copy-{ref}.pdf")
    assert list(tmp_path.rglob("*.pdf")) == []
    # Said yes, the copy goes where the clerk chose.
    chosen = tmp_path / "chosen" / "agency.pdf"
    chosen.parent.mkdir()
    patch_file_dialog(monkeypatch, "getSaveFileName", chosen)
    activate(sales_desk, qtbot)
    lookup.ref_edit.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is lookup.ref_edit)
    press(Qt.Key.Key_A, ALT)
    qtbot.waitUntil(lambda: lookup.voucher.print_dialog is not dialog)
    assert lookup.voucher.print_dialog is not None
    lookup.voucher.print_dialog.accept()
    qtbot.waitUntil(lambda: lookup.state_label.text().startswith("Agency copy sent to"))
    assert chosen.is_file() and list(tmp_path.rglob("*.pdf")) == [chosen]


def test_a_new_sale_leaves_nothing_of_the_last_trip_below_the_list(
    desk: Desk, qtbot: QtBot
) -> None:
    show_boats(desk, qtbot)
    screen = open_item(desk, qtbot, NO_FLAGS_TRIP)
    assert screen.availability.opened() is not None and screen.detail.entry is not None
    activate(desk, qtbot)
    screen.table.setFocus()
    press(Qt.Key.Key_N, CTRL)
    # The list is read again for today; the departures and details of the last trip are gone.
    assert screen.availability.opened() is None
    assert screen.detail.entry is None and screen.opened is None

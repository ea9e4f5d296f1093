"""What blocked a new clerk's first day (issue 79 item 8): the training sandbox's key is on the
Supervisor PIN page (no secret: the training PIN can then be set), F1 on the Shift report names
its Drawer and Bank statement tabs and the statement's formats, and the statement's file dialog
opens in the app's documents folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Settings
from app.ui.desk import Desk
from app.ui.registry import SETTINGS, SHIFT
from app.ui.save_folder import documents_folder
from tests.ui.conftest import open_shift, screenshot


def test_in_training_the_pin_page_gives_the_sandboxs_key(
    make_desk: Any, run: Any, qtbot: QtBot
) -> None:
    desk: Desk = make_desk()
    open_shift(desk, Settings())
    assert run(desk.start(Settings()), 30_000)  # the app's own training sandbox, its demo key
    key = desk.connection.training_key
    assert key  # the embedded sandbox's demo key
    desk.window.show_screen(SETTINGS)
    screen = desk.window.page(SETTINGS)
    screen.sections.show_section("Supervisor PIN")
    note = screen.supervisor_pin.note.text()
    assert key in note and "training" in note
    desk.window.resize(1366, 768)
    screenshot(desk.window, "settings_training_pin_key_1366x768")
    # With it typed beside a new PIN, nothing stops the PIN from being set.
    pin = screen.supervisor_pin
    pin.pin_edit.setText("482913")
    pin.again_edit.setText("482913")
    pin.key_edit.setText(key)
    assert pin.problems() == []


def test_a_counter_on_a_service_of_its_own_keeps_its_key_unsaid(desk: Desk) -> None:
    assert desk.connection.training_key == ""  # not the embedded sandbox: a key someone holds


def test_f1_on_the_shift_report_names_its_tabs_and_the_statement_formats(
    desk: Desk, qtbot: QtBot
) -> None:
    window = desk.window
    window.show_screen(SHIFT)
    page = window.menu.show_help()
    text = page.text.toPlainText()
    for words in ("Drawer", "Bank statement", "MT940", "CSV", "Excel", "X report", "Z report"):
        assert words in text, words


def test_the_statements_file_dialog_opens_in_the_documents_folder(
    desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def chosen(_parent: object, _title: str, start: str, _filter: str) -> tuple[str, str]:
        asked.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", chosen)
    desk.window.show_screen(SHIFT)
    desk.window.page(SHIFT).bank.ask_file()
    assert [Path(start) for start in asked] == [documents_folder()]

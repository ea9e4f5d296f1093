"""A passport at the counter: the reader's MRZ lines in the quick passenger line, and the scan
picker opening on the newest scan of the folder the last one came from."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from app.domain.identity import PASSPORT
from app.ui.desk import Desk
from app.ui.style import roles
from app.ui.widgets.scan_panel import ScanPanel, newest_scan
from tests.domain.mrz_samples import BRITISH_TRAVELLER as TRAVELLER
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import CUSTOMER, focused, jpeg_scan, offer_file, press, type_text
from tests.ui.themes import words
from tests.ui.widgets.test_quick_line import book, enter, names


def read_passport(first: str, second: str) -> None:
    """What a keyboard-wedge passport reader types: each line, then Enter."""
    for line in (first, second):
        type_text(line)
        press(Qt.Key.Key_Return)


def test_the_readers_two_lines_in_the_quick_line_fill_a_passenger(desk: Desk, qtbot: QtBot) -> None:
    form = book(desk, qtbot)
    enter(", ".join(CUSTOMER))
    enter("Ravi Kumar, 34, M")
    line = form.people.quick_passenger
    first, second = TRAVELLER.lines()
    type_text(first)
    press(Qt.Key.Key_Return)
    assert line.text() == "" and "line 1 of 2" in line.message.text()
    assert names(form) == ["Ravi Kumar"]  # nothing is filled from half a passport
    type_text(second)
    press(Qt.Key.Key_Return)
    assert names(form) == ["Ravi Kumar", "EMMA JANE HARDY"]
    entry = form.people.model.entry(1)
    assert (entry.nationality, entry.id_type, entry.id_number) == ("GBR", PASSPORT, "533401782")
    assert entry.pax_gender == "FEMALE"
    assert form.flow is not None
    travel = form.flow.choice.travel_date
    assert entry.age == travel.year - 1990 - ((travel.month, travel.day) < (3, 14))
    assert (
        form.people.current_row() == 1 and form.people.editor.name_edit.text() == "EMMA JANE HARDY"
    )
    assert focused() is line and line.text() == ""
    assert line.message.text().startswith(
        "Read: EMMA JANE HARDY, United Kingdom, passport 533401782."
    )
    screenshot(desk.window, "booking_form_passport_read")


def test_a_second_line_alone_fills_nothing_and_says_so(desk: Desk, qtbot: QtBot) -> None:
    form = book(desk, qtbot)
    enter(", ".join(CUSTOMER))
    enter(TRAVELLER.lines()[1])
    line = form.people.quick_passenger
    assert "second MRZ line" in line.message.text() and line.text() == ""
    assert names(form) == [""]


def test_a_wrong_check_digit_fills_nothing(desk: Desk, qtbot: QtBot) -> None:
    form = book(desk, qtbot)
    enter(", ".join(CUSTOMER))
    first, second = TRAVELLER.lines()
    wrong = second[:9] + str((int(second[9]) + 1) % 10) + second[10:]  # the number's digit
    read_passport(first, wrong)
    message = form.people.quick_passenger.message.text()
    assert message.startswith("Passport not read:") and "check digit" in message
    assert names(form) == [""]
    read_passport(first, second)  # read again: taken
    assert names(form) == ["EMMA JANE HARDY"]


def scans(folder: Path) -> tuple[Path, Path]:
    """An older and a newer scan in ``folder``, and a newer file that is no scan."""
    older, newer = folder / "b-older.jpg", folder / "a-newer.PDF"
    for number, path in enumerate((older, newer, folder / "notes.txt")):
        path.write_bytes(b"scan")
        os.utime(path, (1_700_000_000 + number * 60, 1_700_000_000 + number * 60))
    return older, newer


def test_the_newest_scan_is_the_last_written_jpeg_png_or_pdf(tmp_path: Path) -> None:
    older, newer = scans(tmp_path)
    assert newest_scan(tmp_path) == newer
    newer.unlink()
    assert newest_scan(tmp_path) == older
    older.unlink()
    assert newest_scan(tmp_path) is None
    assert newest_scan(tmp_path / "gone") is None


def test_the_picker_opens_on_the_newest_scan_of_the_last_folder(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    _, newer = scans(second)
    asked: list[str] = []
    answers = iter([first / "passport.jpg", newer])

    def pick(_parent: QWidget, _title: str, start: str, _filter: str) -> tuple[str, str]:
        asked.append(start)
        return str(next(answers)), ""

    # The system's dialog stands in for staff: it is Qt's, not ours.
    monkeypatch.setattr(QFileDialog, "getOpenFileName", pick)
    monkeypatch.setattr(ScanPanel, "last_folder", None)
    panel = ScanPanel()
    qtbot.addWidget(panel)
    offered: list[object] = []
    panel.scan_offered.connect(offered.append)
    panel.choose_file()  # no scan chosen yet this session: the dialog's own start
    assert asked == [""] and offered == [first / "passport.jpg"]
    assert ScanPanel.last_folder == first
    monkeypatch.setattr(ScanPanel, "last_folder", second)  # a scan chosen there since
    panel.choose_file()
    assert asked[1] == str(newer) and offered[1] == newer
    assert ScanPanel.last_folder == second


def test_the_passport_read_is_said_in_success_words_and_goes_with_the_scan(
    desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    form = book(desk, qtbot)
    enter(", ".join(CUSTOMER))
    line = form.people.quick_passenger
    first, second = TRAVELLER.lines()
    enter(second)  # the reader's second line alone: said in error words
    assert words(line.message) == roles().error
    read_passport(first, second)
    assert line.message.text().startswith("Read: EMMA JANE HARDY")
    assert words(line.message) == roles().success  # not the last problem's red
    offer_file(form, qtbot, monkeypatch, jpeg_scan(tmp_path / "emma.jpg"))
    assert line.message.text() == ""  # "Ctrl+O for the scan" is done with

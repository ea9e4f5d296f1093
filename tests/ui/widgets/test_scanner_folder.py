"""The scanner's drop folder: watched on the Book screen, its new scan offered to the passenger
who needs one (Ctrl+T takes it, the cursor stays in the quick line), and the scan picker opening
there; the scan button shows its shortcut."""

from __future__ import annotations

import os
import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from app.counter.config.paths import AppPaths
from app.counter.config.settings import load_settings
from app.ui.desk import Desk
from app.ui.registry import SETTINGS
from app.ui.scan_folder import ScanFolderWatcher, settled_newest
from app.ui.widgets.booking_form import BookingForm
from app.ui.widgets.scan_panel import ScanPanel
from tests.domain.mrz_samples import BRITISH_TRAVELLER as TRAVELLER
from tests.ui.conftest import screenshot
from tests.ui.helpers.clicks import clerk_click
from tests.ui.helpers.sales import CUSTOMER, focused, press
from tests.ui.helpers.settings import outcome
from tests.ui.widgets.test_passport_reader import read_passport
from tests.ui.widgets.test_quick_line import book, enter, names

CTRL = Qt.KeyboardModifier.ControlModifier


def save_scan(path: Path, stamp: float | None = None) -> Path:
    """A small JPEG at ``path``, as a scanner leaves one (``stamp``: its time, else now)."""
    image = QImage(600, 420, QImage.Format.Format_RGB32)
    image.fill(QColor("lightsteelblue"))
    assert image.save(str(path), quality=85)  # a JPEG: the suffix says so
    if stamp is not None:
        os.utime(path, (stamp, stamp))
    return path


@pytest.fixture
def scanner(desk: Desk, tmp_path: Path) -> Path:
    """The scanner's folder set in the settings, with yesterday's scan already in it."""
    folder = tmp_path / "Scans"
    folder.mkdir()
    save_scan(folder / "scan-0001.jpg", time.time() - 86_400)
    desk.connection.settings = replace(desk.connection.settings, scan_folder=str(folder))
    return folder


def offer_text(form: BookingForm) -> str:
    """What the offer line says ('' when hidden)."""
    return form.scans.label.text() if form.scans.isVisible() else ""


def swipe_foreign(desk: Desk, qtbot: QtBot) -> BookingForm:
    """The Book screen with the customer, a domestic passenger and a foreign one read from
    the passport, as the keyboard leaves it."""
    form = book(desk, qtbot)
    desk.window.resize(1366, 768)
    enter(", ".join(CUSTOMER))
    enter("Ravi Kumar, 34, M")
    read_passport(*TRAVELLER.lines())
    assert names(form) == ["Ravi Kumar", "EMMA JANE HARDY"]
    return form


def test_a_new_scan_in_the_folder_is_offered_and_ctrl_t_takes_it(
    desk: Desk, qtbot: QtBot, scanner: Path
) -> None:
    form = swipe_foreign(desk, qtbot)
    line = form.people.quick_passenger
    # Yesterday's scan is not offered: only what the scanner saves from now on.
    assert offer_text(form).startswith("A scan is needed for passenger 2, EMMA JANE HARDY")
    assert not form.scans.take_button.isVisible()
    screenshot(desk.window, "scanner_folder_waiting_1366x768")
    save_scan(scanner / "scan-0002.jpg")
    qtbot.waitUntil(lambda: "scan-0002.jpg" in offer_text(form), timeout=10_000)
    assert "Ctrl+T gives it to passenger 2, EMMA JANE HARDY" in offer_text(form)
    assert form.scans.take_button.isVisible() and "Ctrl+T" in form.scans.take_button.text()
    assert form.people.model.scan(1) is None  # offered, not taken unasked
    assert focused() is line
    screenshot(desk.window, "scanner_folder_offer_1366x768")
    press(Qt.Key.Key_T, CTRL)  # where the focus is: the quick passenger line
    qtbot.waitUntil(lambda: (scan := form.people.model.scan(1)) is not None and scan.fits)
    scan = form.people.model.scan(1)
    assert scan is not None and scan.source == "scan-0002.jpg"
    assert form.people.model.scan(0) is None  # the domestic passenger needs none and gets none
    assert focused() is line  # the next passenger is typed at once
    assert offer_text(form) == ""  # nobody needs a scan any more
    screenshot(desk.window, "scanner_folder_taken_1366x768")
    enter("Sita Devi, 31, F")
    assert names(form) == ["Ravi Kumar", "EMMA JANE HARDY", "Sita Devi"]


def test_a_scan_saved_while_nobody_needs_one_waits_for_the_passenger_who_does(
    desk: Desk, qtbot: QtBot, scanner: Path
) -> None:
    form = book(desk, qtbot)
    enter(", ".join(CUSTOMER))
    enter("Ravi Kumar, 34, M")
    assert offer_text(form) == ""  # an Indian passenger on this trip needs no scan
    save_scan(scanner / "scan-0002.jpg")
    qtbot.wait(1_000)  # the watcher has seen it and settled on it
    assert offer_text(form) == ""
    press(Qt.Key.Key_T, CTRL)  # nobody to give it to: nothing happens
    assert form.people.model.scan(0) is None
    read_passport(*TRAVELLER.lines())  # the foreign passenger, scanned before the swipe
    qtbot.waitUntil(lambda: "scan-0002.jpg" in offer_text(form))
    press(Qt.Key.Key_T, CTRL)
    qtbot.waitUntil(lambda: form.people.model.scan(1) is not None)


def test_a_scanners_folder_not_there_is_said_while_a_passenger_needs_a_scan(
    desk: Desk, qtbot: QtBot, tmp_path: Path
) -> None:
    gone = tmp_path / "Scans"  # set in Settings, then the share went away
    desk.connection.settings = replace(desk.connection.settings, scan_folder=str(gone))
    form = swipe_foreign(desk, qtbot)
    qtbot.waitUntil(lambda: "cannot be found" in offer_text(form))
    assert offer_text(form) == (
        f"A scan is needed for passenger 2, EMMA JANE HARDY, and the scanner's folder {gone} "
        "cannot be found: check it in Settings (Ctrl+6). Ctrl+O chooses a file meanwhile."
    )
    screenshot(desk.window, "scanner_folder_missing_1366x768")


def test_no_folder_set_no_offer(desk: Desk, qtbot: QtBot) -> None:
    form = swipe_foreign(desk, qtbot)
    assert offer_text(form) == ""
    assert form.people.editor.scan_panel.scanner_folder is None


def test_the_scan_button_shows_its_shortcut_and_opens_in_the_scanners_folder(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scans, elsewhere = tmp_path / "Scans", tmp_path / "Downloads"
    scans.mkdir()
    elsewhere.mkdir()
    save_scan(scans / "old.jpg", time.time() - 600)
    newest = save_scan(scans / "new.jpg")
    asked: list[str] = []

    def pick(_parent: QWidget, _title: str, start: str, _filter: str) -> tuple[str, str]:
        asked.append(start)
        return "", ""

    # The system's dialog stands in for staff: it is Qt's, not ours.
    monkeypatch.setattr(QFileDialog, "getOpenFileName", pick)
    monkeypatch.setattr(ScanPanel, "last_folder", elsewhere)
    panel = ScanPanel()
    qtbot.addWidget(panel)
    assert "Ctrl+O" in panel.choose_button.text()
    panel.choose_file()  # no scanner's folder: the last folder a scan came from
    panel.scanner_folder = scans
    panel.choose_file()
    assert asked == [str(elsewhere), str(newest)]


def test_a_file_still_being_written_is_announced_once_whole(tmp_path: Path) -> None:
    path = tmp_path / "scan.jpg"
    path.write_bytes(b"\xff\xd8" + b"0" * 1000)

    def scanner_writes() -> None:
        for _ in range(4):
            time.sleep(0.05)
            with path.open("ab") as file:
                file.write(b"1" * 1000)

    writer = threading.Thread(target=scanner_writes)
    writer.start()
    found = settled_newest(tmp_path, settle_s=0.12)
    writer.join()
    assert found is not None and found[1] == str(path) and found[2] == 5002
    assert settled_newest(tmp_path / "gone", settle_s=0.01) is None


@pytest.mark.usefixtures("qloop")  # the watcher looks at the folder in tasks of the loop
def test_the_watcher_announces_only_new_scans_once(qtbot: QtBot, tmp_path: Path) -> None:
    save_scan(tmp_path / "before.jpg", time.time() - 60)
    watcher = ScanFolderWatcher(settle_s=0.05)
    arrived: list[Path] = []
    watcher.arrived.connect(arrived.append)
    watcher.watch(tmp_path)
    qtbot.wait(300)
    (tmp_path / "notes.txt").write_text("not a scan")
    qtbot.wait(500)
    assert arrived == []
    save_scan(tmp_path / "after.jpg")
    qtbot.waitUntil(lambda: arrived == [tmp_path / "after.jpg"])
    (tmp_path / "before.jpg").unlink()  # a scan deleted is no new one
    qtbot.wait(500)
    assert arrived == [tmp_path / "after.jpg"]
    watcher.watch(None)
    save_scan(tmp_path / "unwatched.jpg")
    qtbot.wait(500)
    assert tmp_path / "unwatched.jpg" not in arrived


def test_the_scanners_folder_is_set_in_settings(
    desk: Desk, qtbot: QtBot, home: AppPaths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk.window.resize(1366, 768)
    desk.window.show_screen(SETTINGS)
    screen = desk.window.page(SETTINGS)
    edit = screen.scan_folder_edit
    assert edit.text() == "" and "no folder watched" in edit.placeholderText()
    QTest.keyClicks(edit, "Scans")  # not a full path: said, and not saved
    assert "must be a full path" in screen.problems_label.text()
    assert not screen.save_button.isEnabled()
    # The system's folder dialog stands in for staff: it is Qt's, not ours.
    monkeypatch.setattr(
        QFileDialog, "getExistingDirectory", lambda _parent, _title, _start: str(tmp_path)
    )
    clerk_click(screen.scan_folder_button)
    assert edit.text() == str(tmp_path) and screen.save_button.isEnabled()
    screenshot(desk.window, "settings_scanner_folder_1366x768")
    QTest.mouseClick(screen.save_button, Qt.MouseButton.LeftButton)
    assert outcome(screen, qtbot).startswith("Saved.")
    assert load_settings(home.settings_file).scanner_folder == tmp_path


@pytest.mark.usefixtures("qloop")
def test_a_missing_folder_is_said_and_looked_for_again(qtbot: QtBot, tmp_path: Path) -> None:
    folder = tmp_path / "Scans"
    watcher = ScanFolderWatcher(settle_s=0.05)
    missing: list[Path] = []
    arrived: list[Path] = []
    watcher.missing.connect(missing.append)
    watcher.arrived.connect(arrived.append)
    watcher.watch(folder)
    qtbot.waitUntil(lambda: missing == [folder])
    folder.mkdir()  # the share is back; the next sale watches the same folder again
    watcher.watch(folder)
    qtbot.wait(300)
    assert missing == [folder]
    save_scan(folder / "scan.jpg")
    qtbot.waitUntil(lambda: arrived == [folder / "scan.jpg"])

"""Help at the counter: F1 and Ctrl+/, the menu bar, training mode explained and its data reset."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, QPoint, Qt, QUrl, Slot
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence, QPainter, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from app import __version__
from app.api import NotFoundError
from app.counter.config.crash_reports import (
    FAULT_SUFFIX,
    CrashWatch,
    OpenSale,
    crash_folder,
    past_reports,
)
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Environment, Settings
from app.domain.clock import as_service_time
from app.domain.modules import Module
from app.figures import stamp_text
from app.sandbox import EmbeddedSandbox
from app.ui.bridge import Level
from app.ui.crash_notice import CrashReports
from app.ui.desk import Desk
from app.ui.help import screen_help
from app.ui.registry import LOOKUP, SCREENS, SETTINGS, SHIFT, WALLET
from app.ui.training import EXPLAINED_MARKER, TrainingController
from tests.ui.conftest import SCREEN_SIZES, SCREENSHOTS, start_desk
from tests.ui.helpers.after_sale import book_activity
from tests.ui.helpers.sales import patch_file_dialog

SIZES = SCREEN_SIZES
NATIVE = QKeySequence.SequenceFormat.NativeText


def _activate(desk: Desk, qtbot: QtBot) -> None:
    desk.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is desk.window)


def _keys_of_window(window: QWidget) -> set[str]:
    """Every key of every shortcut and action the window has, as staff read them."""
    sequences = [s.keys() for s in window.findChildren(QShortcut)]
    sequences += [action.shortcuts() for action in window.findChildren(QAction)]
    return {key.toString(NATIVE) for keys in sequences for key in keys if not key.isEmpty()}


def _cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None
    return item.text()


def _training(desk: Desk) -> TrainingController:
    training = desk.window.menu.training
    assert training is not None
    return training


def _picture(window: QWidget, name: str, *overlays: QWidget) -> Path:
    """The window with its dialogs or menus painted where they stand, saved for people to see."""
    QApplication.processEvents()
    picture = window.grab()
    painter = QPainter(picture)
    for overlay in overlays:
        painter.drawPixmap(window.mapFromGlobal(overlay.mapToGlobal(QPoint(0, 0))), overlay.grab())
    painter.end()
    SCREENSHOTS.mkdir(exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    picture.save(str(path))
    return path


def test_f1_opens_the_help_of_each_screen(desk: Desk, qtbot: QtBot) -> None:
    _activate(desk, qtbot)
    for entry in SCREENS:
        assert screen_help(entry) is not None, f"no help written for {entry.title}"
        desk.window.show_screen(entry)
        QTest.keyClick(desk.window, Qt.Key.Key_F1)
        page = desk.window.menu.help_page
        assert page is not None and page.isVisible()
        assert page.windowTitle() == f"Help: {entry.title}"
        purpose, _steps = screen_help(entry) or ("", "")
        assert purpose[:40] in page.text.toPlainText()
        page.close()
        _activate(desk, qtbot)


def test_the_help_of_a_screen_lists_its_own_shortcuts(desk: Desk, qtbot: QtBot) -> None:
    desk.window.show_screen(WALLET)
    page = desk.window.menu.show_help()
    rows = range(page.shortcuts.rowCount())
    keys = [key for row in rows for key in _cell(page.shortcuts, row, 0).split(" / ")]
    assert QKeySequence(QKeySequence.StandardKey.Refresh).toString(NATIVE) in keys
    assert "Ctrl+1" not in keys  # the window's own are in the full list


def test_the_help_of_a_screen_of_buttons_lists_their_alt_keys(desk: Desk, qtbot: QtBot) -> None:
    desk.window.show_screen(LOOKUP)
    page = desk.window.menu.show_help()
    rows = {
        _cell(page.shortcuts, row, 0): _cell(page.shortcuts, row, 1)
        for row in range(page.shortcuts.rowCount())
    }
    assert rows.get("Alt+Q") == "Quote cancellation"  # never an empty list
    assert all(rows.values()), rows
    _picture(page, "help_lookup")


def test_ctrl_slash_lists_every_shortcut_of_the_window(desk: Desk, qtbot: QtBot) -> None:
    _activate(desk, qtbot)
    QTest.keyClick(desk.window, Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)
    listed = desk.window.menu.shortcut_list
    assert listed is not None and listed.isVisible()
    table = listed.table
    rows = [[_cell(table, row, col) for col in range(3)] for row in range(table.rowCount())]
    shown = {part for keys, _meaning, _where in rows for part in keys.split(" / ")}
    # Every screen is built by now (the list builds them to read their shortcuts).
    assert all(desk.window.is_built(entry) for entry in SCREENS)
    missing = _keys_of_window(desk.window) - shown
    assert not missing, f"shortcuts of the window not listed: {sorted(missing)}"
    assert all(meaning for _keys, meaning, _where in rows), rows
    assert ["Ctrl+1", "Go to Catalogue", "Everywhere"] in rows
    assert ["F1", "Help for this screen", "Everywhere"] in rows
    assert any(keys == "Alt+Right" and where == "Catalogue" for keys, _m, where in rows)


def test_the_menu_opens_each_screen(desk: Desk, qtbot: QtBot) -> None:
    menu = desk.window.menu
    for entry, action in menu.screen_actions.items():
        action.trigger()
        assert desk.window.current() is entry
        assert action.text().endswith(f"\t{entry.shortcut}")
    tools = desk.window.findChild(QMenu, "toolsMenu")
    assert tools is not None
    by_text = {action.text().split("\t")[0]: action for action in tools.actions()}
    by_text["&Settings"].trigger()
    assert desk.window.current() is SETTINGS
    by_text["S&hift report"].trigger()
    assert desk.window.current() is SHIFT
    menu.lookup.trigger()
    assert desk.window.current() is LOOKUP
    assert desk.window.page(LOOKUP).ref_edit.hasFocus()
    assert not menu.agency_close.isVisible()
    desk.agency.configured_changed.emit(True)
    assert menu.agency_close.isVisible()
    about = menu.show_about()
    assert __version__ in about.text()
    about.close()


@pytest.mark.qt_log_ignore(
    "does not support raise", "does not support grabbing", "does not support propagateSizeHints"
)
def test_f10_opens_the_menu_bar_whose_titles_take_no_letter_from_the_screens(
    desk: Desk, qtbot: QtBot
) -> None:
    _activate(desk, qtbot)
    bar = desk.window.menu.bar
    # An Alt+letter on a menu's title would take it from a button of some screen (Alt+T is the
    # Book screen's quick customer line).
    assert all("&" not in action.text() for action in bar.actions())
    QTest.keyClick(desk.window, Qt.Key.Key_F10)
    sale = bar.actions()[0].menu()
    assert isinstance(sale, QMenu)
    qtbot.waitUntil(sale.isVisible)
    sale.close()


class _UrlCatcher(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[QUrl] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.urls.append(url)


def test_open_log_folder_opens_the_logs_folder(desk: Desk, home: AppPaths) -> None:
    catcher = _UrlCatcher()
    # PySide6 takes the slot's name as str, though its stub says bytes.
    QDesktopServices.setUrlHandler("file", catcher, "open")  # type: ignore[arg-type]
    try:
        desk.window.menu.log_action.trigger()
    finally:
        QDesktopServices.unsetUrlHandler("file")
    assert [Path(url.toLocalFile()) for url in catcher.urls] == [home.logs]


def test_training_mode_is_explained_once_and_can_be_skipped(
    desk: Desk, qtbot: QtBot, home: AppPaths
) -> None:
    menu = desk.window.menu
    assert menu.training is not None
    shown = menu.training.explain_once()
    assert shown is not None and shown.isVisible()
    text = shown.findChild(QLabel, "trainingText")
    assert text is not None and "no real money moves" in text.text()
    QTest.mouseClick(shown.skip_button, Qt.MouseButton.LeftButton)
    assert not shown.isVisible()
    assert (home.config / EXPLAINED_MARKER).exists()
    assert menu.training.explain_once() is None  # shown once: not at the next start
    menu.training_action.trigger()  # but always from Help
    again = menu.training.explanation
    assert again is not None and again is not shown and again.isVisible()
    again.close()


def test_training_is_not_explained_on_a_live_counter(
    desk: Desk, run: Any, sandbox: EmbeddedSandbox
) -> None:
    live = Settings(environment=Environment.LIVE, base_url=sandbox.base_url)
    assert run(desk.header.connect_to(live, sandbox.demo_key))
    training = desk.window.menu.training
    assert training is not None
    assert training.explain_once() is None
    assert training.request_reset() is None
    assert desk.window.message_bar.level is Level.ERROR
    assert "LIVE" in desk.window.message_bar.text


def test_a_sandbox_elsewhere_is_not_reset_from_here(desk: Desk, sandbox: EmbeddedSandbox) -> None:
    training = desk.window.menu.training
    assert training is not None
    assert training.request_reset() is None
    assert sandbox.base_url in desk.window.message_bar.text


def test_reset_training_data_gives_a_fresh_wallet_and_catalogue(
    make_desk: Any, run: Any, qtbot: QtBot, home: AppPaths, sandbox: EmbeddedSandbox
) -> None:
    desk: Desk = make_desk()
    settings = Settings()  # the embedded sandbox, its own process and database
    assert run(desk.start(settings), 30_000)
    first = run(desk.controller(WALLET).refresh())
    booked = run(book_activity(desk.connection.client, 2))
    spent = run(desk.controller(WALLET).refresh())
    assert spent.financial_balances != first.financial_balances
    old_address = desk.connection.base_url

    question = _training(desk).request_reset()
    assert question is not None and question.isVisible()
    yes = [b for b in question.buttons() if b.text() == "&Reset training data"]
    QTest.mouseClick(yes[0], Qt.MouseButton.LeftButton)
    bar = desk.window.message_bar
    qtbot.waitUntil(lambda: bar.text.startswith("Training data reset"), timeout=30_000)

    assert desk.connection.base_url != old_address
    fresh = run(desk.controller(WALLET).refresh())
    assert fresh.financial_balances == first.financial_balances
    with pytest.raises(NotFoundError):
        run(desk.connection.client.booking_status(booked.booking_ref, Module.ACTIVITY))
    qtbot.waitUntil(lambda: desk.window.catalogue.model.rowCount() == 8)


def test_cancelling_the_question_keeps_the_training_data(
    make_desk: Any, run: Any, qtbot: QtBot
) -> None:
    desk: Desk = make_desk()
    assert run(desk.start(Settings()), 30_000)
    address = desk.connection.base_url
    question = _training(desk).request_reset()
    assert question is not None
    QTest.keyClick(question, Qt.Key.Key_Escape)
    assert not question.isVisible()
    QApplication.processEvents()
    assert desk.connection.base_url == address


# An open menu raises itself and grabs the keyboard: the offscreen platform says it cannot.
@pytest.mark.qt_log_ignore(
    "does not support raise", "does not support grabbing", "does not support propagateSizeHints"
)
@pytest.mark.parametrize(("width", "height"), SIZES, ids=lambda value: str(value))
def test_screenshots_of_help_shortcuts_menu_and_training(
    make_desk: Any, run: Any, sandbox: EmbeddedSandbox, qtbot: QtBot, width: int, height: int
) -> None:
    desk: Desk = make_desk()
    assert start_desk(desk, run, sandbox)
    window = desk.window
    window.resize(width, height)
    window.show()
    size = f"{width}x{height}"
    menu = window.menu

    view = window.findChild(QMenu, "viewMenu")
    assert view is not None
    menu.bar.setActiveAction(view.menuAction())
    qtbot.waitUntil(view.isVisible)
    _picture(window, f"help-menu-{size}", view)
    view.close()

    help_page = menu.show_help()
    help_page.move(window.mapToGlobal(QPoint(width - help_page.width() - 40, 60)))
    _picture(window, f"help-page-{size}", help_page)
    help_page.close()

    listed = menu.show_shortcuts()
    listed.resize(listed.width(), min(listed.height(), height - 80))
    listed.move(window.mapToGlobal(QPoint(width - listed.width() - 40, 40)))
    _picture(window, f"help-shortcuts-{size}", listed)
    listed.close()

    assert menu.training is not None
    explained = menu.training.explain()
    explained.adjustSize()
    explained.move(window.mapToGlobal(QPoint((width - explained.width()) // 2, 120)))
    _picture(window, f"help-training-{size}", explained)
    explained.close()


def _two_reports(home: AppPaths, secret: str) -> None:
    """Two earlier unexpected ends, reported: a fatal error at 14:30 and a kill at 16:05."""
    folder = crash_folder(home)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"20261205-143000-41{FAULT_SUFFIX}").write_text(
        f"Fatal Python error: Segmentation fault\nnear {secret}\n", encoding="utf-8"
    )
    killed = CrashWatch.start(home)
    killed.take_over("Counterdesk test run", OpenSale())  # reports the fatal error
    killed.fault.close()  # killed: its close never ran
    home.log_file.write_text(
        "2026-12-05 16:05:00,000 INFO app.ui.desk: the last line\n", encoding="utf-8"
    )
    watch = CrashWatch.start(home)
    watch.take_over("Counterdesk test run", OpenSale())  # reports the kill
    watch.close()
    assert len(past_reports(home)) == 2


@pytest.mark.parametrize(("width", "height"), SIZES, ids=lambda value: str(value))
def test_crash_reports_lists_the_reports_kept_copies_and_saves_them_redacted(
    desk: Desk,
    home: AppPaths,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    width: int,
    height: int,
) -> None:
    secret = "agency-password-0042"
    desk.redactor.add(secret)  # as the agency password given on the command line is
    _two_reports(home, secret)
    window = desk.window
    window.resize(width, height)
    window.show()
    menu = window.menu
    assert menu.crash_action.text() == "&Crash reports…"
    menu.crash_action.trigger()
    qtbot.waitUntil(lambda: menu.crash_reports is not None and menu.crash_reports.isVisible())
    shown = menu.crash_reports
    assert isinstance(shown, CrashReports)
    assert shown.windowTitle() == "Crash reports"
    assert shown.intro.text().startswith("The times Counterdesk stopped unexpectedly (the last 10")
    listed = [shown.list.item(row).text() for row in range(shown.list.count())]
    assert listed == [
        # The log's 16:05 is this computer's time; the list says it in IST, as the header.
        f"{stamp_text(as_service_time(dt.datetime(2026, 12, 5, 16, 5)))} · closed from outside"
        " (killed, a power cut or a shut-down)",
        listed[1],
    ]
    assert listed[1].endswith(" · a fatal error")
    shown.list.setCurrentRow(1)
    assert "Segmentation fault" in shown.view.toPlainText()
    assert secret not in shown.view.toPlainText()
    shown.copy_button.click()
    assert QApplication.clipboard().text() == shown.view.toPlainText()
    assert "[redacted]" in QApplication.clipboard().text()
    assert shown.status.text() == "The report was copied: paste it into a message."

    target = tmp_path / "for-support.txt"
    patch_file_dialog(monkeypatch, "getSaveFileName", target)
    shown.save_button.click()
    qtbot.waitUntil(lambda: shown.status.text() == f"The report was saved as {target}.")
    assert target.read_text(encoding="utf-8") == shown.view.toPlainText()
    assert target.stat().st_mode & 0o777 == 0o600  # it names the open sale
    assert not list(tmp_path.glob(".*.partial"))
    shown.move(window.mapToGlobal(QPoint((width - shown.width()) // 2, 80)))
    _picture(window, f"help-crash-reports-{width}x{height}", shown)
    shown.close()
    qtbot.waitUntil(lambda: menu.crash_reports is None)  # closed and gone, not kept dangling


def test_crash_reports_says_when_there_are_none(desk: Desk, qtbot: QtBot) -> None:
    menu = desk.window.menu
    menu.crash_action.trigger()
    qtbot.waitUntil(lambda: menu.crash_reports is not None and menu.crash_reports.isVisible())
    shown = menu.crash_reports
    assert isinstance(shown, CrashReports)
    assert shown.intro.text() == "Counterdesk has not stopped unexpectedly: there are no reports."
    assert not shown.copy_button.isEnabled() and not shown.save_button.isEnabled()
    assert not shown.view.isVisible()
    shown.close()


def test_crash_reports_opened_again_keeps_the_new_list(
    desk: Desk, home: AppPaths, qtbot: QtBot
) -> None:
    _two_reports(home, "agency-password-0042")
    menu = desk.window.menu
    menu.crash_action.trigger()
    qtbot.waitUntil(lambda: menu.crash_reports is not None and menu.crash_reports.isVisible())
    first = menu.crash_reports
    assert first is not None
    gone: list[bool] = []
    first.destroyed.connect(lambda: gone.append(True))
    menu.crash_action.trigger()
    qtbot.waitUntil(lambda: bool(gone))  # the one replaced goes, after the new one shows
    second = menu.crash_reports
    assert second is not None and second.isVisible()

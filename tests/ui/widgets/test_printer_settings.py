"""The printers in Settings: a receipt printer on the network chosen and its test page printed
over TCP, a refused port said under its row (nothing typed lost), a wrong address said as typed,
and the printers and papers kept by Save."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.counter.config.paths import AppPaths
from app.counter.config.settings import load_settings
from app.counter.devices.printers import DocumentKind, PrinterSettings, TargetKind
from app.reports.columns import Paper
from app.ui.desk import Desk
from app.ui.registry import SETTINGS
from app.ui.screens.settings import SettingsScreen
from app.ui.widgets.printer_settings import DEFAULT_PRINTER, PrinterRow
from tests.counter.printer_port import ESC_P, printer_port
from tests.ui.conftest import screenshot
from tests.ui.helpers.clicks import clerk_click
from tests.ui.helpers.settings import outcome

CLICK = Qt.MouseButton.LeftButton


def settings_screen(desk: Desk, qtbot: QtBot) -> SettingsScreen:
    """The Settings screen, filled from the settings in use, at its printers."""
    desk.window.show_screen(SETTINGS)
    screen = desk.window.page(SETTINGS)
    qtbot.waitUntil(lambda: screen.storage_note.text() != "")
    screen.sections.show_section("Printers")
    return screen


def choose(row: PrinterRow, kind: TargetKind, address: str, paper: Paper) -> None:
    """Choose a receipt printer reached directly at ``address``, as staff do."""
    row.printer.setCurrentIndex(row.printer.findData(kind.value))
    row.address.clear()
    QTest.keyClicks(row.address, address)
    row.paper.setCurrentIndex(row.paper.findData(paper.value))


def test_a_network_receipt_printer_prints_its_test_page(desk: Desk, qtbot: QtBot) -> None:
    screen = settings_screen(desk, qtbot)
    row = screen.printers.rows[DocumentKind.RECEIPT]
    assert row.printer.currentText() == DEFAULT_PRINTER and not row.address.isVisibleTo(screen)
    with printer_port() as (port, received):
        choose(row, TargetKind.NETWORK, f"127.0.0.1:{port}", Paper.ROLL_58)
        assert row.address.isVisibleTo(screen)
        clerk_click(row.test_button)
        qtbot.waitUntil(lambda: row.message.text().startswith("Test page sent"))
        [job] = received()
    assert b"Counterdesk test page" in job
    assert b"12345678901234567890123456789012\n" in job  # the 58 mm roll's 32 columns
    assert ESC_P not in job  # a test page never opens the drawer
    assert row.message.text() == f"Test page sent to tcp://127.0.0.1:{port}."
    for width, height in ((1366, 768), (1280, 720)):
        desk.window.resize(width, height)
        screenshot(desk.window, f"settings_printers_{width}x{height}")
    assert desk.connection.settings.printers == PrinterSettings()  # a test page saves nothing


def test_a_refused_port_is_said_under_its_row_and_nothing_is_lost(desk: Desk, qtbot: QtBot) -> None:
    screen = settings_screen(desk, qtbot)
    row = screen.printers.rows[DocumentKind.REPORTS]
    other = screen.printers.rows[DocumentKind.RECEIPT]
    with printer_port() as (port, _received):
        pass  # the port is closed again: nothing listens there
    choose(row, TargetKind.NETWORK, f"127.0.0.1:{port}", Paper.ROLL_80)
    clerk_click(row.test_button)
    qtbot.waitUntil(lambda: "cannot be reached" in row.message.text(), timeout=15_000)
    assert row.message.isVisibleTo(screen) and row.test_button.isEnabled()
    assert f"tcp://127.0.0.1:{port} cannot be reached" in row.message.text()
    assert not other.message.isVisibleTo(screen)
    assert row.address.text() == f"127.0.0.1:{port}"
    assert screen.draft()[0].printers.reports == f"tcp://127.0.0.1:{port}"
    assert screen.save_button.isEnabled()


def test_a_wrong_address_is_said_as_typed_and_keeps_save_off(desk: Desk, qtbot: QtBot) -> None:
    screen = settings_screen(desk, qtbot)
    row = screen.printers.rows[DocumentKind.RECEIPT]
    choose(row, TargetKind.USB, "04b8", Paper.ROLL_80)
    assert "USB vendor and product ids" in row.message.text()
    assert not screen.save_button.isEnabled()
    QTest.keyClicks(row.address, ":0202")
    assert not row.message.isVisibleTo(screen)
    assert screen.save_button.isEnabled()


def test_the_printers_and_papers_are_kept_by_save(desk: Desk, qtbot: QtBot, home: AppPaths) -> None:
    screen = settings_screen(desk, qtbot)
    rows = screen.printers.rows
    voucher = rows[DocumentKind.VOUCHER]
    assert voucher.printer.findData(TargetKind.NETWORK.value) < 0  # a page layout: no rolls
    assert [voucher.paper.itemText(i) for i in range(voucher.paper.count())] == ["A4", "A5"]
    choose(rows[DocumentKind.RECEIPT], TargetKind.NETWORK, "192.168.1.50", Paper.ROLL_58)
    choose(rows[DocumentKind.REPORTS], TargetKind.SERIAL, "/dev/ttyUSB0", Paper.ROLL_80)
    voucher.paper.setCurrentIndex(voucher.paper.findData(Paper.A5.value))
    screen.printers.drawer_kick.setChecked(False)
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot).startswith("Saved.")

    expected = PrinterSettings(
        receipt="tcp://192.168.1.50",
        reports="serial:///dev/ttyUSB0",
        receipt_paper=Paper.ROLL_58,
        drawer_kick=False,
        voucher_paper=Paper.A5,
    )
    assert load_settings(home.settings_file).printers == expected
    assert desk.connection.settings.printers == expected
    receipt = rows[DocumentKind.RECEIPT]  # the screen shows what was saved
    assert receipt.address.text() == "192.168.1.50:9100"
    assert receipt.paper.currentText() == Paper.ROLL_58.value
    assert voucher.paper.currentText() == Paper.A5.value
    assert not screen.printers.drawer_kick.isChecked()


def test_a_receipt_printer_chosen_says_nothing_until_its_test_page_is_tried(
    desk: Desk, qtbot: QtBot
) -> None:
    screen = settings_screen(desk, qtbot)
    row = screen.printers.rows[DocumentKind.RECEIPT]
    asked: list[object] = []
    screen.printer_test_requested.connect(lambda document, _printers: asked.append(document))
    row.printer.setCurrentIndex(row.printer.findData(TargetKind.NETWORK.value))
    # Chosen, nothing typed yet: no error anywhere, and the draft keeps the printer it had.
    assert row.address.isVisibleTo(screen) and not row.message.isVisibleTo(screen)
    assert screen.problems_label.text() == "" and screen.save_button.isEnabled()
    assert screen.draft()[0].printers == PrinterSettings()
    clerk_click(row.test_button)
    assert asked == []  # nothing is sent to a printer without an address
    assert row.message.isVisibleTo(screen)
    assert row.message.text() == (
        "Type the receipt printer's address first, e.g. 192.168.1.50:9100."
    )
    desk.window.resize(1366, 768)
    # Scrolled into view whole, the cursor in the address.
    qtbot.waitUntil(
        lambda: row.message.visibleRegion().boundingRect().height() == row.message.height() > 0
    )
    assert row.address.hasFocus()
    screenshot(desk.window, "settings_printer_no_address_1366x768")
    QTest.keyClicks(row.address, "192.168.1.50")
    assert not row.message.isVisibleTo(screen)
    assert screen.draft()[0].printers.receipt == "tcp://192.168.1.50"

"""Save dialogs open in the app's documents folder, never where the last scan came from (a
folder with another customer's passport in it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.registry import BOOK, HISTORY, LOOKUP, SHIFT
from app.ui.widgets.scan_panel import ScanPanel
from tests.ui.helpers.sales import patch_file_dialog
from tests.ui.helpers.till import sell_exact_cash

CLICK = Qt.MouseButton.LeftButton


def test_every_save_dialog_opens_in_the_apps_documents_folder(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    scans = tmp_path / "scans"
    scans.mkdir()
    (scans / "aadhaar_meena.pdf").write_bytes(b"%PDF-1.4 another customer's")
    monkeypatch.setattr(ScanPanel, "last_folder", scans)  # a scan was chosen there
    monkeypatch.chdir(scans)  # and the process's folder is no better
    documents = sales_desk.paths.documents
    sell_exact_cash(sales_desk, qtbot)
    window = sales_desk.window
    result = window.page(BOOK).result
    ref = result.ref_label.text()
    asked = patch_file_dialog(monkeypatch, "getSaveFileName", None)
    QTest.mouseClick(result.save_button, CLICK)  # the voucher
    QTest.mouseClick(result.receipt_pdf_button, CLICK)  # the receipt
    sales_desk.open_in_lookup(ref)
    box = window.page(LOOKUP).documents
    qtbot.waitUntil(lambda: box.booking_ref == ref and box.bill_pdf.isEnabled(), timeout=10_000)
    QTest.mouseClick(box.bill_pdf, CLICK)  # a duplicate
    window.show_screen(HISTORY)
    QTest.mouseClick(window.page(HISTORY).export_button, CLICK)  # the bookings' CSV
    assert len(asked) == 4
    for proposed in asked:
        assert Path(proposed).parent == documents, proposed
    assert documents.is_dir()

    window.show_screen(SHIFT)
    report = window.page(SHIFT)
    report.make_button.click()
    qtbot.waitUntil(report.pdf_button.isEnabled, timeout=10_000)
    QTest.mouseClick(report.pdf_button, CLICK)
    (dialog,) = (d for d in report.findChildren(QFileDialog) if d.isVisible())
    assert Path(dialog.directory().absolutePath()) == documents
    dialog.reject()

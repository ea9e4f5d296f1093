"""The shift report screen: totals from the counter journal, CSV, PDF (as a picture) and print."""

from __future__ import annotations

import csv
import datetime as dt
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.api.models import new_request_id
from app.booking.cancel import CancelChoice, confirm_cancellation
from app.domain.modules import Module
from app.reports.counter import operations_on, wallet_moved_by
from app.reports.shift import Check
from app.ui.desk import Desk
from app.ui.documents import page_images
from app.ui.registry import SHIFT
from app.ui.widgets.gst_export import Papers, PeriodKind
from tests.reports.counter_sales import sell
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE, SCUBA, activity_body, boat_body, indian
from tests.ui.conftest import SCREENSHOTS, over_window, screenshot
from tests.ui.helpers.after_sale import DAY
from tests.ui.helpers.till import sell_exact_cash


def money(text: str) -> Decimal:
    """``12,345.60`` as a Decimal."""
    return Decimal(text.replace(",", ""))


def test_shift_report_totals_are_the_days_journal_rows_and_save_print(
    counter: Desk,
    agency: PartnerClient,
    qtbot: QtBot,
    run: Any,
    tmp_path: Path,
    qtmodeltester: Any,
) -> None:
    journal = counter.services.journal
    slot = run(agency.search_availability(Module.ACTIVITY, DAY, activity_id=SCUBA)).data[1]
    first = run(
        sell(agency, journal, activity_body(slot, qty=3, request_id=new_request_id()), "Scuba")
    )
    passengers = [indian("Ravi Kumar"), indian("Lata Iyer", 41)]
    body = boat_body(NO_FLAGS_TRIP_SCHEDULE, DAY, passengers, request_id=new_request_id())
    run(sell(agency, journal, body, "Harbour cruise"))
    choice = CancelChoice(first.booking_ref, Module.ACTIVITY, 1)
    refund = run(confirm_cancellation(agency, journal, choice, new_request_id(), None)).result

    window = counter.window
    QTest.keyClick(window, Qt.Key.Key_7, Qt.KeyboardModifier.ControlModifier)
    screen = window.page(SHIFT)
    assert window.current() is SHIFT
    assert not screen.pdf_button.isEnabled()  # nothing to save before a report is made
    assert screen.day_edit.hasFocus()
    QTest.keyClick(screen.day_edit, Qt.Key.Key_F5)
    qtbot.waitUntil(screen.make_button.isEnabled)

    rows = list(journal.history.rows(day=screen.day))
    assert len(rows) == 2
    assert money(screen.totals.cash_label.text()) == sum(row.deducted_from_cash for row in rows)
    assert money(screen.totals.credit_label.text()) == sum(row.deducted_from_credit for row in rows)
    assert money(screen.totals.debited_label.text()) == sum(row.total_debited for row in rows)
    assert money(screen.totals.refunds_label.text()) == sum(row.total_refunded for row in rows)
    assert (
        money(screen.totals.refunds_label.text())
        == refund.pricing_summary.net_agent_refund_credited
    )
    assert money(screen.totals.net_label.text()) == sum(
        row.total_debited - row.total_refunded for row in rows
    )
    activity = [label.text() for label in screen.totals.module_labels["ACTIVITY"]]
    assert activity[0] == "1" and activity[2] == "1"  # one sale, one cancellation
    # Each figure shown is the books' query for the day's operations.
    asked = wallet_moved_by(journal.till.books_connection(), operations_on(journal, screen.day))
    assert asked is not None and screen.report is not None and screen.report.wallet == asked
    shown = [money(label.text()) for label in screen.totals.labels()]
    assert shown == [asked.cash, asked.credit, asked.debited, asked.credited, asked.net]
    assert screen.model.rowCount() == 3
    report = screen.report
    assert report is not None
    assert [line.check for line in report.lines] == [Check.MATCHED] * 3
    assert screen.check_label.text().endswith("match the sales and refunds recorded here.")
    qtmodeltester.check(screen.model)
    screenshot(window, "shift_report_screen")

    controller = counter.controller(SHIFT)
    assert run(controller.save_csv(tmp_path / "shift.csv"))
    with (tmp_path / "shift.csv").open(newline="", encoding="utf-8") as saved:
        table = list(csv.reader(saved))
    assert len(table) == 1 + 3  # the header and one line per operation
    assert {line[4] for line in table[1:]} == {line.operation.request_id for line in report.lines}

    assert run(controller.save_pdf(tmp_path / "shift.pdf"))
    assert (tmp_path / "shift.pdf").read_bytes().startswith(b"%PDF")
    (page,) = page_images(controller.html())
    page.save(str(SCREENSHOTS / "shift_report_pdf.png"))
    assert not run(controller.save_pdf(tmp_path / "missing" / "shift.pdf"))
    assert "could not be saved" in screen.state_label.text()

    printer = QPrinter()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert run(controller.print_report(printer))
    assert (tmp_path / "printed.pdf").stat().st_size > 1000
    QTest.mouseClick(screen.print_button, Qt.MouseButton.LeftButton)
    dialog = screen.print_dialog
    assert dialog is not None and dialog.isVisible()  # shown, not run modally
    dialog.reject()


def test_the_days_gst_export_from_the_shift_report(
    sales_desk: Desk, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = sales_desk
    desk.connection.settings = replace(
        desk.connection.settings, agency_name="Island Trails", agency_gstin="35AABCI1234F1Z4"
    )
    sell_exact_cash(desk, qtbot)
    (invoice,) = desk.services.journal.tax.documents(dt.date(2000, 1, 1), dt.date(2100, 1, 1))
    sold_on = invoice.issued_at.date()
    window = desk.window
    QTest.keyClick(window, Qt.Key.Key_7, Qt.KeyboardModifier.ControlModifier)
    screen = window.page(SHIFT)
    screen.day_edit.setDate(QDate(sold_on.year, sold_on.month, sold_on.day))
    # The day's report first: made later, its line would take the export's place.
    qtbot.waitUntil(lambda: screen.report is not None and screen.report.day == sold_on)
    folder = tmp_path / "gst"
    assert not screen.agency_gst_button.isVisibleTo(window)  # no agency store
    QTest.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)  # &GST export…
    qtbot.waitUntil(lambda: screen.gst_dialog is not None)  # a mnemonic clicks in a moment
    dialog = screen.gst_dialog
    assert dialog is not None and dialog.period() == (sold_on, sold_on)
    # A month ending after today: what it covers ends today.
    dialog.kind_choice.setCurrentIndex(PeriodKind.MONTH)
    assert dialog.period() == (dialog.today.replace(day=1), dialog.today)
    dialog.kind_choice.setCurrentIndex(PeriodKind.DAY)
    dialog.folder_edit.setText("")
    dialog.export_button.click()
    assert dialog.state_label.text() == "Choose the folder the files go to."
    dialog.folder_edit.setText(str(folder))
    dialog.export_button.click()
    qtbot.waitUntil(lambda: screen.state_label.text().startswith("GST export of"))
    assert "1 invoice" in screen.state_label.text() and dialog.export_button.isEnabled()
    stem = f"{sold_on.isoformat()}_{sold_on.isoformat()}"
    with (folder / f"sales_register_{stem}.csv").open(encoding="utf-8-sig", newline="") as file:
        (row,) = csv.DictReader(file)
    assert (row["Number"], row["Total"]) == (invoice.doc_no, str(invoice.totals.total))
    # GSTR-3B's figures: a month's, the period chosen as one; its CSV and its PDF.
    dialog.papers_choice.setCurrentIndex(Papers.GSTR3B)
    assert dialog.kind is PeriodKind.MONTH and not dialog.kind_choice.isEnabled()
    dialog.month_edit.setDate(QDate(sold_on.year, sold_on.month, sold_on.day))
    for width, height in ((1366, 768), (1280, 720)):
        window.resize(width, height)
        qtbot.wait(100)
        over_window(window, dialog, f"gst_export_gstr3b_{width}")
    dialog.export_button.click()
    qtbot.waitUntil(lambda: screen.state_label.text().startswith("GSTR-3B figures of"))
    first, last = dialog.period()
    month = f"gstr3b_{first:%m%Y}_{first.isoformat()}_{last.isoformat()}"
    with (folder / f"{month}.csv").open(encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file.readlines()[1:]))
    outward = next(row for row in rows if row["Table"] == "3.1 (a)")
    assert outward["Total tax"] == str(invoice.totals.tax)
    assert (folder / f"{month}.pdf").read_bytes().startswith(b"%PDF")
    dialog.papers_choice.setCurrentIndex(Papers.FILES)
    assert dialog.kind_choice.isEnabled()

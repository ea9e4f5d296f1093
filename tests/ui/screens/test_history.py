"""The History screen: search by any passenger, CSV export, Lookup in one key, 10,000 rows."""

from __future__ import annotations

import csv
import datetime as dt
import re
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QHeaderView, QTableView
from pytestqt.qtbot import QtBot

from app.counter.services.history import export_csv, read_search
from app.figures import count_text
from app.journal.export import HEADER, PROGRESS_EVERY
from app.journal.store import DATABASE_NAME
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.models.history import PAGE_ROWS
from app.ui.registry import BOOK, HISTORY, LOOKUP
from app.ui.screens.history import HistoryScreen
from app.ui.widgets.gst_export import PeriodKind
from tests.booking.sales import activity_choice, boat_choice, foreigner, indian
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE
from tests.ui.conftest import over_window, screenshot
from tests.ui.helpers.history import fill_journal
from tests.ui.helpers.sales import DAY, focused, patch_file_dialog, press, type_text
from tests.ui.helpers.tables import column_fits


def sell(desk: Desk, run: Any) -> str:
    """Review and confirm the sale on screen through the controller; its booking ref."""
    assert run(desk.controller(BOOK).review()) is not None
    outcome = run(desk.controller(BOOK).confirm(), 15_000)
    assert outcome is not None
    return str(outcome.result.booking_ref)


def sell_boat(desk: Desk, run: Any, sandbox: EmbeddedSandbox) -> str:
    """A BOAT sale of two passengers, the second one foreign."""
    flow = desk.controller(BOOK).start(boat_choice(sandbox, NO_FLAGS_TRIP_SCHEDULE, DAY))
    assert flow is not None
    flow.set_customer(name="Priya Menon", email="priya@example.in", phone="9123456780")
    model = desk.window.page(BOOK).form.people.model
    model.set_count(2)
    for row, entry in enumerate((indian("Arjun Menon"), foreigner("Zoë Hartmann"))):
        model.update(row, **asdict(entry))
    return sell(desk, run)


def sell_activity(desk: Desk, run: Any, sandbox: EmbeddedSandbox) -> str:
    """An ACTIVITY sale of two seats."""
    flow = desk.controller(BOOK).start(activity_choice(sandbox, day=DAY))
    assert flow is not None
    flow.set_customer(name="Hari Prasad", email="hari@example.in", phone="9988776655")
    flow.set_qty(2)
    return sell(desk, run)


def test_search_finds_a_booking_by_its_second_passenger_and_enter_opens_it_in_lookup(
    sales_desk: Desk, sales_sandbox: EmbeddedSandbox, run: Any, qtbot: QtBot
) -> None:
    desk = sales_desk
    boat = sell_boat(desk, run, sales_sandbox)
    sell_activity(desk, run, sales_sandbox)
    window = desk.window
    press(Qt.Key.Key_5, Qt.KeyboardModifier.ControlModifier)
    screen = window.page(HISTORY)
    assert window.current() is HISTORY
    assert focused() is screen.search_edit
    qtbot.waitUntil(lambda: screen.model.rowCount() == 2)
    assert screen.state_label.text() == "2 bookings"
    type_text("hartmann")
    qtbot.waitUntil(lambda: screen.model.rowCount() == 1)
    row = screen.model.rows[0]
    assert (row.booking_ref, row.passengers) == (boat, ("Arjun Menon", "Zoë Hartmann"))
    # The day's totals are read after the rows: under load they can come a moment later.
    qtbot.waitUntil(lambda: screen.days.totals[0].bookings == 1)
    screenshot(window, "history_search")
    press(Qt.Key.Key_Return)  # from the search to the first booking
    assert focused() is screen.table
    press(Qt.Key.Key_Return)  # and into Lookup
    assert window.current() is LOOKUP
    assert window.page(LOOKUP).ref_edit.text() == boat


def test_csv_export_writes_the_bookings_shown(
    sales_desk: Desk,
    sales_sandbox: EmbeddedSandbox,
    run: Any,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    desk = sales_desk
    refs = {sell_boat(desk, run, sales_sandbox), sell_activity(desk, run, sales_sandbox)}
    press(Qt.Key.Key_5, Qt.KeyboardModifier.ControlModifier)
    target = tmp_path / "bookings.csv"
    asked = patch_file_dialog(monkeypatch, "getSaveFileName", target)
    press(Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier)  # E&xport CSV…
    screen = desk.window.page(HISTORY)
    qtbot.waitUntil(lambda: screen.state_label.text().startswith("2 bookings exported"))
    assert asked[0].endswith("bookings-all.csv")
    with target.open(encoding="utf-8-sig", newline="") as file:
        rows = list(csv.reader(file))
    assert tuple(rows[0]) == HEADER
    exported = {row[1]: row for row in rows[1:]}
    assert set(exported) == refs
    boat = next(row for row in rows[1:] if row[2] == "BOAT")
    assert boat[8] == "Arjun Menon; Zoë Hartmann"
    booked = {row.booking_ref: row for row in desk.services.journal.history.rows()}
    cells = {ref: dict(zip(HEADER, row, strict=True)) for ref, row in exported.items()}
    assert {ref: cell["Wallet charged"] for ref, cell in cells.items()} == {
        ref: str(row.total_debited) for ref, row in booked.items()
    }
    # Sold at the till in exact cash: the customer's price, beside the wallet's charge.
    for ref, cell in cells.items():
        sale = desk.services.journal.till.sale(booked[ref].request_id)
        assert sale is not None
        assert (cell["Customer paid"], cell["Paid by"]) == (str(sale.price.total), "Cash")

    type_text("HARTMANN")  # any case
    qtbot.waitUntil(lambda: screen.model.rowCount() == 1)
    patch_file_dialog(monkeypatch, "getSaveFileName", tmp_path / "one.csv")
    press(Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier)
    # The singular comes from the English catalogue; the count is what this test is about.
    one = re.compile(r"^1 bookings? exported")
    qtbot.waitUntil(lambda: one.match(screen.state_label.text()) is not None)
    assert len((tmp_path / "one.csv").read_text(encoding="utf-8-sig").splitlines()) == 2


def shown(screen: HistoryScreen, total: int) -> bool:
    """Whether the screen shows a search of ``total`` bookings: the list and the day totals."""
    return screen.model.total == total and sum(day.bookings for day in screen.days.totals) == total


def columns_fit(view: QTableView) -> bool:
    """Whether every column sized to its text (not stretched) shows its title and texts."""
    header = view.horizontalHeader()
    return all(
        column_fits(view, column)
        for column in range(header.count())
        if header.sectionResizeMode(column) == QHeaderView.ResizeMode.Interactive
    )


def test_ten_thousand_bookings_load_a_page_at_a_time(
    desk: Desk, qtbot: QtBot, qtmodeltester: Any
) -> None:
    fill_journal(desk.services.journal.folder, 10_000)
    screen = desk.window.page(HISTORY)
    desk.controller(HISTORY).reload()
    assert screen.model.total == 0  # read in a worker: the UI thread does not wait for it
    qtbot.waitUntil(lambda: shown(screen, 10_000))
    assert screen.model.rowCount() == PAGE_ROWS
    assert screen.state_label.text() == "10,000 bookings (scroll for more)"
    assert screen.model.rows[0].booking_ref == "R0009999"  # newest first
    assert len(screen.days.totals) > 1
    assert sum(day.bookings for day in screen.days.totals) == 10_000
    desk.window.show_screen(HISTORY)
    qtbot.waitUntil(lambda: columns_fit(screen.table) and columns_fit(screen.days_table))
    screen.table.scrollToBottom()
    qtbot.waitUntil(lambda: screen.model.rowCount() > PAGE_ROWS)
    qtmodeltester.check(screen.model)
    qtmodeltester.check(screen.days)

    screen.search_edit.setText("guest 4321 b")
    qtbot.waitUntil(lambda: shown(screen, 1))
    assert screen.model.rows[0].booking_ref == "R0004321"
    qtbot.waitUntil(lambda: columns_fit(screen.table) and columns_fit(screen.days_table))
    day = screen.days.totals[0].day
    screen.search_edit.clear()
    screen.day_edit.setDate(QDate(day.year, day.month, day.day))
    screen.day_check.setChecked(True)
    qtbot.waitUntil(lambda: 0 < screen.model.total < 10_000 and shown(screen, screen.model.total))
    assert {row.sold_at.date() for row in screen.model.rows} == {day}
    assert screen.model.total == screen.days.totals[0].bookings


def test_a_newer_search_supersedes_one_still_being_read(desk: Desk, qtbot: QtBot) -> None:
    fill_journal(desk.services.journal.folder, 2_000)
    screen = desk.window.page(HISTORY)
    history = desk.controller(HISTORY)
    history.on_search_changed("guest", None)  # matches every booking
    history.on_search_changed("guest 1234 a", None)
    qtbot.waitUntil(lambda: shown(screen, 1))
    qtbot.wait(50)  # the first search's answer, had it not been dropped, would have come by now
    assert [row.booking_ref for row in screen.model.rows] == ["R0001234"]
    assert shown(screen, 1)


def test_a_search_read_off_the_ui_thread_matches_the_journal(desk: Desk) -> None:
    fill_journal(desk.services.journal.folder, 500)
    journal = desk.services.journal.history
    for text, day in (("", None), ("guest 1", None), ("", dt.date(2026, 11, 2)), ("nobody", None)):
        found = read_search(desk.services.journal.folder / DATABASE_NAME, text, day, PAGE_ROWS)
        assert found.total == journal.count(text, day)
        assert found.first_page == journal.page(text, day, limit=PAGE_ROWS)
        # The journal counts the days' bookings; their money is the books' (issue 93).
        counted = [(d.day, d.bookings) for d in journal.day_totals(text, day)]
        assert [(d.day, d.bookings) for d in found.days] == counted


def test_an_export_reports_its_progress_against_the_bookings_it_writes(
    desk: Desk, tmp_path: Path
) -> None:
    fill_journal(desk.services.journal.folder, 2_500)
    database = desk.services.journal.folder / DATABASE_NAME
    reported: list[tuple[int, int]] = []

    written = export_csv(database, tmp_path / "all.csv", "", None, lambda *at: reported.append(at))
    searched: list[tuple[int, int]] = []
    found = export_csv(
        database, tmp_path / "some.csv", "guest 1", None, lambda *at: searched.append(at)
    )

    assert written == 2_500
    assert reported == [(0, 2_500), (1_000, 2_500), (2_000, 2_500)]
    matching = desk.services.journal.history.count("guest 1")
    assert found == matching and searched[0] == (0, matching)
    assert len((tmp_path / "some.csv").read_text(encoding="utf-8-sig").splitlines()) == found + 1


def test_the_screen_shows_an_exports_progress_then_where_it_went(
    desk: Desk, qtbot: QtBot, run: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    fill_journal(desk.services.journal.folder, 2_500)
    screen = desk.window.page(HISTORY)
    shown: list[str] = []
    show = screen.show_export_progress

    def spy(written: int, total: int) -> None:
        show(written, total)
        shown.append(screen.state_label.text())

    monkeypatch.setattr(screen, "show_export_progress", spy)
    target = tmp_path / "bookings.csv"

    assert run(desk.controller(HISTORY).export(target, "", None)) == 2_500

    assert shown == [
        f"Exporting: {count_text(written)} of 2,500 bookings written…"
        for written in range(0, 2_500, PROGRESS_EVERY)
    ]
    assert screen.state_label.text() == f"2,500 bookings exported to {target}."


def test_the_gst_export_writes_the_accountants_files_of_the_day_chosen(
    sales_desk: Desk,
    sales_sandbox: EmbeddedSandbox,
    run: Any,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    desk = sales_desk
    desk.connection.settings = replace(
        desk.connection.settings, agency_name="Island Trails", agency_gstin="35AABCI1234F1Z4"
    )
    sell_activity(desk, run, sales_sandbox)
    (invoice,) = desk.services.journal.tax.documents(dt.date(2000, 1, 1), dt.date(2100, 1, 1))
    sold_on = invoice.issued_at.date()
    press(Qt.Key.Key_5, Qt.KeyboardModifier.ControlModifier)
    screen = desk.window.page(HISTORY)
    screen.day_check.setChecked(True)
    screen.day_edit.setDate(QDate(sold_on.year, sold_on.month, sold_on.day))
    press(Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)  # &GST export…
    qtbot.waitUntil(lambda: screen.gst_dialog is not None)  # a mnemonic clicks in a moment
    dialog = screen.gst_dialog
    assert dialog is not None and dialog.isVisible()
    assert (dialog.kind, dialog.period()) == (PeriodKind.DAY, (sold_on, sold_on))
    folder = tmp_path / "gst"
    dialog.folder_edit.setText(str(folder))
    # A range whose last day comes first, then one that ends tomorrow: a sentence by the field,
    # nothing written.
    dialog.kind_choice.setCurrentIndex(PeriodKind.RANGE)
    dialog.from_edit.setDate(_qdate(sold_on))
    dialog.to_edit.setDate(_qdate(sold_on - dt.timedelta(days=1)))
    QTest.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert dialog.problem_label.isVisible() and dialog.focusWidget() is dialog.from_edit
    assert "is after the last day" in dialog.problem_label.text()
    dialog.to_edit.setDate(_qdate(dialog.today + dt.timedelta(days=1)))
    QTest.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert "has not come yet" in dialog.problem_label.text()
    assert dialog.focusWidget() is dialog.to_edit
    assert not folder.exists()
    # Today is the last day a range may have.
    dialog.to_edit.setDate(_qdate(dialog.today))
    assert not dialog.problem_label.isVisible()
    dialog.from_edit.setDate(_qdate(sold_on))
    dialog.to_edit.setDate(_qdate(sold_on))
    desk.window.resize(1366, 768)
    qtbot.wait(200)
    over_window(desk.window, dialog, "gst_export_range")
    QTest.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.state_label.text().startswith("GST export of"))
    assert dialog.state_label.text() == screen.state_label.text()
    assert (dialog.progress.value(), dialog.progress.maximum()) == (13, 13)
    assert "1 invoice" in screen.state_label.text()
    stem = f"{sold_on.isoformat()}_{sold_on.isoformat()}"
    with (folder / f"sales_register_{stem}.csv").open(encoding="utf-8-sig", newline="") as file:
        (row,) = csv.DictReader(file)
    assert (row["Number"], row["Total"]) == (invoice.doc_no, str(invoice.totals.total))
    assert (folder / f"tally_{stem}.xml").exists() and (folder / f"b2cs_{stem}.csv").exists()
    # The GSTR-1 as the portal's JSON, for the month the day is in, beside the CSVs.
    assert (folder / f"gstr1_{sold_on:%m%Y}_{stem}.json").exists()
    # A month: the whole of it, up to today for this month.
    dialog.kind_choice.setCurrentIndex(PeriodKind.MONTH)
    dialog.month_edit.setDate(QDate(2026, 2, 14))
    assert dialog.period() == (dt.date(2026, 2, 1), dt.date(2026, 2, 28))
    dialog.month_edit.setDate(_qdate(dialog.today))
    assert dialog.period() == (dialog.today.replace(day=1), dialog.today)
    dialog.close()
    # With no day chosen, the dialog offers this month.
    screen.day_check.setChecked(False)
    QTest.mouseClick(screen.gst_button, Qt.MouseButton.LeftButton)
    dialog = screen.gst_dialog
    assert dialog is not None
    assert dialog.kind is PeriodKind.MONTH and dialog.period()[0] == dialog.today.replace(day=1)
    dialog.close()


def _qdate(day: dt.date) -> QDate:
    return QDate(day.year, day.month, day.day)


def test_history_first_shows_its_shell_then_each_table_in_a_turn_of_its_own(
    desk: Desk, qtbot: QtBot
) -> None:
    desk.window.show()
    qtbot.waitExposed(desk.window)
    desk.window.show_screen(HISTORY)
    screen = desk.window.page(HISTORY)

    # The turn that showed it laid out the heading and the toolbar only.
    assert screen.search_edit.isVisibleTo(desk.window)
    assert not screen.tables_built and not screen.tables.isVisibleTo(desk.window)
    seen: list[tuple[bool, bool]] = []

    def built() -> bool:
        # The day totals' title ("Per-day &totals") shows its Alt letter only with its table:
        # laid out before it, the title showed a bare "&" for the turns in between.
        label = screen.days_label
        seen.append((label.isVisibleTo(desk.window), label.buddy() is not None))
        return screen.tables_built and screen.search_edit.isClearButtonEnabled()

    qtbot.waitUntil(built)
    assert all(buddy for title, buddy in seen if title), seen
    assert screen.days_label.buddy() is screen.days_table
    qtbot.waitUntil(lambda: screen.days_label.isVisibleTo(desk.window))
    assert screen.days_label.window() is desk.window  # never a window of its own
    for shown_now in (screen.table, screen.days_table, screen.state_label, screen.export_button):
        assert shown_now.isVisibleTo(desk.window)
    assert not screen.all_check.isVisibleTo(desk.window)  # no agency store


def test_a_history_not_shown_builds_a_table_only_when_asked_for(qtbot: QtBot) -> None:
    screen = HistoryScreen()
    qtbot.addWidget(screen)
    qtbot.wait(100)
    assert not screen.tables_built  # nothing is built for a screen no one sees

    table = screen.table
    assert table.model() is screen.model and screen.tables.indexOf(table) == 0
    screen.show()
    qtbot.waitUntil(lambda: screen.tables_built)
    # A widget laid into a shown screen is shown by a posted event, a turn after it is built.
    qtbot.waitUntil(lambda: screen.days_table.isVisibleTo(screen))

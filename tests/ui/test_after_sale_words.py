"""After a sale: plain words on every screen, part-cancelled bookings in History, reprinted
vouchers that list only what is left, and a shift report made on arrival."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QGroupBox,
    QLabel,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.api import BookingResult, PartnerClient
from app.api.models import new_request_id
from app.booking.cancel import CancelChoice, confirm_cancellation
from app.counter.config.settings import load_settings, save_settings
from app.counter.papers.voucher import VoucherDocument
from app.domain.modules import Module
from app.figures import amount_text
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.documents import page_images
from app.ui.registry import HISTORY, LOOKUP, SCREENS, SETTINGS, SHIFT
from app.ui.screens.history import HistoryScreen
from app.ui.screens.lookup import LookupScreen
from app.ui.style import paper_ink
from tests.reports.counter_sales import sell
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE, boat_body, indian
from tests.ui.conftest import save_image, screenshot
from tests.ui.helpers.after_sale import DAY, look_up
from tests.ui.helpers.clicks import clerk_click
from tests.ui.helpers.history import chosen_detail
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.helpers.sales import patch_file_dialog

CLICK = Qt.MouseButton.LeftButton
ISO_TIMESTAMP = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}")
# The service's codes (as it spells them), and words of the code, never of the counter.
CODES = re.compile(
    r"\b(NONE|MIXED|PARTIAL|REFUNDED|SETTLED|FULL_REFUND\w*|HALF_REFUND\w*|NOT_CANCELLABLE\w*)\b"
)
CODE_WORDS = re.compile(r"tenant|runway|what-if", re.IGNORECASE)


def _cells(model: QAbstractItemModel) -> list[str]:
    texts = []
    for column in range(model.columnCount()):
        texts.append(str(model.headerData(column, Qt.Orientation.Horizontal) or ""))
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            value = model.data(model.index(row, column, QModelIndex()))
            texts.append("" if value is None else str(value))
    return texts


def visible_texts(screen: QWidget) -> list[str]:
    """What staff read on ``screen``: labels, buttons, group titles and every table cell."""
    texts: list[str] = []
    for label in screen.findChildren(QLabel):
        if label.isVisibleTo(screen):
            texts.append(label.text())
    for button in screen.findChildren(QAbstractButton):
        if button.isVisibleTo(screen):
            texts.append(button.text())
    for box in screen.findChildren(QGroupBox):
        if box.isVisibleTo(screen):
            texts.append(box.title())
    for view in screen.findChildren(QAbstractItemView):
        model = view.model()
        if view.isVisibleTo(screen) and model is not None:
            texts.extend(_cells(model))
    return texts


def sell_two(agency: PartnerClient, desk: Desk, run: Any) -> str:
    """The harbour cruise sold at ``desk``'s counter to Ravi Kumar and Lata Iyer; its ref."""
    passengers = [indian("Ravi Kumar"), indian("Lata Iyer", 41)]
    body = boat_body(NO_FLAGS_TRIP_SCHEDULE, DAY, passengers, request_id=new_request_id())
    booked: BookingResult = run(
        sell(agency, desk.services.journal, body, "North Bay Harbour Cruise")
    )
    return booked.booking_ref


def cancel_lata(screen: LookupScreen, qtbot: QtBot) -> str:
    """Tick Lata Iyer, quote, press her Cancel and Yes; the confirmation's text."""
    table, manifest = screen.card.manifest_table, screen.card.manifest
    table.setFocus()
    table.setCurrentIndex(manifest.index(1, 0))
    QTest.keyClick(table, Qt.Key.Key_Space)
    QTest.mouseClick(screen.quote_button, CLICK)
    qtbot.waitUntil(lambda: len(screen.quotes.buttons) == 2)
    clerk_click(screen.quotes.buttons[1])
    dialog = screen.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    asked = "".join(label.text() for label in dialog.findChildren(QLabel))
    QTest.mouseClick(dialog.yes_button, CLICK)
    qtbot.waitUntil(lambda: screen.result_label.text().startswith("Refund"))
    qtbot.waitUntil(lambda: manifest.rowCount() == 2 and not manifest.ticked)
    qtbot.waitUntil(lambda: manifest.rows[1].traveler_status == "Cancelled")
    return asked


def save_reprint(
    buttons_owner: Any, state: QLabel, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, path: Path
) -> str:
    """Press Save voucher as PDF, the dialog answering ``path``; the PDF's text."""
    patch_file_dialog(monkeypatch, "getSaveFileName", path)
    QTest.mouseClick(buttons_owner.voucher.save_button, CLICK)
    qtbot.waitUntil(lambda: state.text().startswith("Voucher saved"))
    return pdf_text(path)


def sold_and_part_cancelled(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> tuple[str, LookupScreen, str]:
    """Ravi Kumar and Lata Iyer sold here, Lata cancelled at Lookup: the ref, the Lookup screen
    and the text of the confirmation asked."""
    ref = sell_two(agency, counter, run)
    screen = look_up(counter, qtbot, ref)
    asked = cancel_lata(screen, qtbot)
    # The refund moved money: the header reads the wallet again; let that read land.
    cash = run(agency.wallet_balance()).data.financial_balances.live_available_balance
    qtbot.waitUntil(lambda: f"{amount_text(cash)}" in counter.window.header.balance_label.text())
    return ref, screen, asked


def history_row(counter: Desk, qtbot: QtBot, ref: str) -> tuple[HistoryScreen, int]:
    """History shown, with the cursor on the booking ``ref``; the screen and the row."""
    counter.window.show_screen(HISTORY)
    history = counter.window.page(HISTORY)
    qtbot.waitUntil(lambda: any(row.booking_ref == ref for row in history.model.rows))
    number = next(n for n, row in enumerate(history.model.rows) if row.booking_ref == ref)
    chosen_detail(qtbot, history, number)
    return history, number


def test_the_cancel_confirmation_names_the_passengers(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    _ref, screen, asked = sold_and_part_cancelled(counter, agency, qtbot, run)
    assert "Lata Iyer" in asked and "1 passenger" in asked
    state = screen.card.state_label.text()
    assert "Part-cancelled" in state and "part refunded" in state


def test_history_shows_a_part_cancelled_booking_who_went_and_the_refund(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    ref, _screen, _asked = sold_and_part_cancelled(counter, agency, qtbot, run)
    history, number = history_row(counter, qtbot, ref)
    row = history.model.rows[number]
    assert row.status == "Part-cancelled" and row.total_refunded > 0
    model = history.model
    cells = {
        str(model.headerData(column, Qt.Orientation.Horizontal)): model.data(
            model.index(number, column)
        )
        for column in range(model.columnCount())
    }
    assert cells["Status"] == "Part-cancelled"
    assert cells["Wallet refunded"] == f"{amount_text(row.total_refunded)}"
    # Sold without the till: no customer's payment to tell, the wallet's charge on its own.
    money, detail = history.detail_label.text().split("\n")
    assert money.startswith("No customer payment was taken at this till. The wallet was charged")
    assert detail.startswith("Part-cancelled: Lata Iyer cancelled ")
    assert f"(wallet credited INR {amount_text(row.total_refunded)}, RF-{ref}-01)" in detail
    assert detail.endswith("Remaining: Ravi Kumar.")
    screenshot(counter.window, "history_part_cancelled")


def test_lookup_and_history_reprint_only_what_is_left(
    counter: Desk,
    agency: PartnerClient,
    qtbot: QtBot,
    run: Any,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    ref, screen, _asked = sold_and_part_cancelled(counter, agency, qtbot, run)
    text = save_reprint(screen, screen.state_label, qtbot, monkeypatch, tmp_path / "lookup.pdf")
    # Lata is listed struck through, her ticket said to be cancelled; the voucher is amended.
    words = " ".join(text.split())
    assert "Ravi Kumar" in words and "Lata Iyer 41" in words
    lata = words.index("Lata Iyer")
    assert words.index("Cancelled", lata) < words.index("Cancellation", lata)
    assert "Amended booking voucher" in text and "Passengers (1)" in text
    assert "Part-cancelled: 1 of 2 seats cancelled" in text
    assert "SANDBOX" in text  # a document made in the sandbox says so
    # Sold without the till: no price of the customer's to print, and none of the wallet's.
    words = " ".join(text.split())
    assert "The price paid is not recorded at this counter" in words
    assert "wallet" not in words and "refunded" not in words
    history, _number = history_row(counter, qtbot, ref)
    text = save_reprint(history, history.state_label, qtbot, monkeypatch, tmp_path / "hist.pdf")
    assert ref in text and "Ravi Kumar" in text and "Lata Iyer" in text
    assert "Part-cancelled" in text and "SANDBOX" in text
    voucher = history.voucher.voucher
    assert voucher is not None
    html = VoucherDocument(voucher).html(paper_ink())
    save_image(page_images(html)[0], "voucher_amended_struck_through")
    QTest.mouseClick(history.voucher.print_button, CLICK)
    qtbot.waitUntil(lambda: history.voucher.print_dialog is not None)
    dialog = history.voucher.print_dialog
    assert dialog is not None and dialog.isVisible()  # opened, not run modally
    dialog.reject()
    # The agency's copy from the same row: the wallet's figures, printed to a file here.
    QTest.mouseClick(history.voucher.agency_button, CLICK)
    qtbot.waitUntil(lambda: history.voucher.print_dialog is not dialog)
    dialog = history.voucher.print_dialog
    assert dialog is not None and dialog.printer().docName() == f"Agency copy {ref}"
    patch_file_dialog(monkeypatch, "getSaveFileName", tmp_path / "agency.pdf")
    dialog.accept()
    qtbot.waitUntil(lambda: history.state_label.text().startswith("Agency copy sent to"))
    words = " ".join(pdf_text(tmp_path / "agency.pdf").split())
    assert "Debited from the wallet" in words and "Refunded to the wallet" in words
    assert "Ravi Kumar" in words and "Lata Iyer" in words and "Amended" in words


def test_no_screen_shows_a_timestamp_or_a_code_after_a_sale_and_a_cancellation(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    ref = sell_two(agency, counter, run)
    status = run(agency.booking_status(ref, Module.BOAT)).data
    lata = CancelChoice(ref, Module.BOAT, 1, (status.traveler_manifest[1].passenger_id,))
    run(confirm_cancellation(agency, counter.services.journal, lata, new_request_id(), None))
    look_up(counter, qtbot, ref)
    shift = counter.window.page(SHIFT)
    for entry in SCREENS:
        counter.window.show_screen(entry)
        page = counter.window.page(entry)
        if entry is SHIFT:
            qtbot.waitUntil(lambda: shift.report is not None)
        qtbot.wait(50)
        for text in visible_texts(page):
            assert not ISO_TIMESTAMP.search(text), (entry.title, text)
            assert not CODES.search(text), (entry.title, text)
            assert not CODE_WORDS.search(text), (entry.title, text)


def test_inside_24_hours_lookup_says_when_the_boat_departs(
    counter: Desk,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
) -> None:
    ref = sell_two(agency, counter, run)
    schedule = run(agency.booking_status(ref, Module.BOAT)).data
    departs = schedule.metadata.departure_time
    assert departs is not None
    counter_sandbox.clock = counter.services.journal.now().replace(
        year=DAY.year, month=DAY.month, day=DAY.day, hour=0, minute=5
    )
    try:
        screen = look_up(counter, qtbot, ref)
        QTest.mouseClick(screen.quote_button, CLICK)
        qtbot.waitUntil(lambda: bool(screen.quotes.quotes))
    finally:
        counter_sandbox.clock = None
    reason = screen.findChild(QLabel, "quoteReason1")
    assert reason is not None
    assert reason.text() == (
        "Not cancellable: cancellation closes 24 h before the start; "
        f"departs {DAY:%d %b} {departs[:5]}."
    )
    assert "Under 24 h: closed" in [label.text() for label in screen.findChildren(QLabel)]


def test_the_shift_report_is_made_on_arrival_and_its_pdf_says_sandbox(
    counter: Desk, qtbot: QtBot, run: Any, tmp_path: Path
) -> None:
    counter.window.show_screen(SHIFT)  # no F5
    screen = counter.window.page(SHIFT)
    qtbot.waitUntil(lambda: screen.report is not None and screen.make_button.isEnabled())
    # How many entries the wallet lists depends on what the sandbox saw before (1 when alone).
    size = screen.report.snapshot_size  # type: ignore[union-attr]
    agree = "entry matches" if size == 1 else "entries match"
    assert screen.check_label.text() == (
        f"The wallet's last {size} ledger {agree} the sales and refunds recorded here."
    )
    assert run(counter.controller(SHIFT).save_pdf(tmp_path / "shift.pdf"))
    assert "SANDBOX" in pdf_text(tmp_path / "shift.pdf")


def test_the_counter_name_in_settings_names_the_shift_report(
    counter: Desk,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
    tmp_path: Path,
) -> None:
    settings_screen = counter.window.page(SETTINGS)
    settings_screen.till.counter_name.setText("Front desk 2")
    draft, _key = settings_screen.draft()
    assert draft.counter_name == "Front desk 2"
    save_settings(tmp_path / "settings.json", draft)
    assert load_settings(tmp_path / "settings.json").counter_name == "Front desk 2"
    assert run(counter.header.connect_to(draft, counter_sandbox.demo_key))
    counter.window.show_screen(SHIFT)
    screen = counter.window.page(SHIFT)
    qtbot.waitUntil(lambda: screen.report is not None and screen.make_button.isEnabled())
    assert "Counter Front desk 2 · Agent " in screen.state_label.text()
    assert run(counter.controller(SHIFT).save_pdf(tmp_path / "shift.pdf"))
    assert "Front desk 2" in pdf_text(tmp_path / "shift.pdf")


def test_lookup_empty_state_keeps_the_title_on_top(counter: Desk) -> None:
    counter.window.show_screen(LOOKUP)
    screen = counter.window.page(LOOKUP)
    assert screen.empty_hint.isVisibleTo(screen)
    assert "No booking open" in screen.empty_hint.text()
    title = next(label for label in screen.findChildren(QLabel) if "Lookup" in label.text())
    assert title.geometry().top() < 40
    screenshot(counter.window, "lookup_empty")

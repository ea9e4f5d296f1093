"""The customer's refund in Lookup after a cancellation of a sale taken at the till: the rule's
amount beside the agency's refund, lowered by staff, raised only with a supervisor, recorded with
how it was paid back, and counted out of the drawer."""

from __future__ import annotations

from decimal import ROUND_DOWN, Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.books.queries import BookQueries
from app.counter.papers.formatting import money_text
from app.counter.papers.voucher import VoucherDocument
from app.domain.money import CURRENCY
from app.domain.tenders import CASH, UPI
from app.figures import amount_text
from app.reports.columns import Paper, rows_html
from app.reports.drawer import x_report
from app.reports.refund_slip import refund_slip_rows
from app.ui.controllers.customer_refund import Cancellation, CustomerRefundController
from app.ui.desk import Desk
from app.ui.documents import page_images
from app.ui.paper import paper_image
from app.ui.registry import BOOK, LOOKUP
from app.ui.style import paper_ink
from tests.counter.printer_port import ESC_P, printer_port
from tests.journal.till_records import decisions
from tests.ui.conftest import save_image, screenshot
from tests.ui.controllers.test_receipt_print import use_receipt_printer
from tests.ui.helpers.after_sale import confirm, quote
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.helpers.sales import patch_file_dialog
from tests.ui.helpers.supervisor import PIN, SUPERVISOR, answer_pin, set_pin
from tests.ui.helpers.till import sell_exact_cash


def test_the_customer_refund_is_the_rule_lowered_freely_raised_with_a_pin_and_recorded(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    price = sell_exact_cash(desk, qtbot)
    ref = desk.window.page(BOOK).result.ref_label.text()
    desk.open_in_lookup(ref)
    screen = desk.window.page(LOOKUP)
    qtbot.waitUntil(lambda: screen.find_button.isEnabled() and screen.quote_button.isEnabled())
    QTest.mouseClick(screen.part_radio, Qt.MouseButton.LeftButton)
    screen.seats_spin.setValue(1)
    _whole, part = quote(screen, qtbot)
    assert part.quote.policy_band == "FULL_REFUND_48H_OR_MORE"
    confirm(screen, qtbot, 1)
    panel = screen.customer_refund
    qtbot.waitUntil(panel.isVisible)
    till = desk.services.journal.till

    # One seat: its fare and GST back in full (48 h or more before), less the service's
    # charge for it, down to the rupee.
    seat = price.seats[0].published
    charge = part.quote.quote.platform_cancellation_charge
    rule = (seat + seat * price.gst_percentage / 100 - charge).quantize(
        Decimal(1), rounding=ROUND_DOWN
    )
    assert panel.rule.text() == money_text(rule, CURRENCY)
    assert panel.agency.text() == money_text(part.net_refund, CURRENCY)
    assert panel.amount.text() == f"{rule:.2f}" and panel.paid_by() is CASH
    screenshot(desk.window, "till_customer_refund")

    panel.amount.setText(f"{rule + 50:.2f}")  # more than the rule
    said = answer_pin([])  # no supervisor at hand
    panel.record_button.click()
    qtbot.waitUntil(lambda: "needs a supervisor's PIN" in panel.state.text())
    assert said == [] and decisions(till) == []
    set_pin(desk.services.journal.till)  # set in Settings by the key's holder
    answer_pin([PIN])
    panel.record_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("Recorded"))
    [decision] = decisions(till)
    assert (decision.supervisor, decision.action) == (SUPERVISOR, "Refund above the rule")

    (rest,) = quote(screen, qtbot)
    assert rest.choice.seats == 1
    confirm(screen, qtbot, 0)
    qtbot.waitUntil(lambda: panel.isVisible() and panel.record_button.isEnabled())
    rest_rule = (seat + seat * price.gst_percentage / 100 - charge).quantize(
        Decimal(1), rounding=ROUND_DOWN
    )
    assert panel.rule.text() == money_text(rest_rule, CURRENCY)
    panel.amount.setText(f"{rest_rule - 100:.2f}")  # an agency fee: staff's to decide
    panel.mode.setCurrentIndex(panel.mode.findData(UPI.code))  # paid in cash: not by UPI
    panel.reference.setText("512345678901")
    panel.record_button.click()
    qtbot.waitUntil(lambda: "can go back by UPI" in panel.state.text())
    assert panel.state.text().startswith(f"At most 0.00 can go back by UPI on {ref}")
    panel.mode.setCurrentIndex(panel.mode.findData(CASH.code))
    panel.reference.clear()
    panel.close_box.setChecked(True)  # the 100 kept is a fee: nothing more is owed
    panel.record_button.click()
    # The slip's line; this agency is not registered for GST: a refund slip, no credit note.
    qtbot.waitUntil(lambda: "refund slip by hand" in panel.state.text())
    assert panel.state.text() == (
        f"Recorded: give back {money_text(rest_rule - 100, CURRENCY)} by Cash."
        " No receipt printer is set: write the refund slip by hand."
    )
    assert not panel.record_button.isEnabled() and len(decisions(till)) == 1
    shift = till.open_shift_of("C1")
    assert shift is not None
    figures = x_report(till, shift.shift_id)
    assert (figures.cash_out, figures.given[UPI], figures.refunds) == (
        rule + 50 + rest_rule - 100,
        Decimal(0),
        2,
    )
    assert figures.expected == shift.opening_float + price.total - (rule + 50 + rest_rule - 100)
    # Lookup reads the booking again after the cancellation: let that read land.
    qtbot.waitUntil(lambda: "Cancelled" in screen.card.state_label.text())


def test_no_pin_lifts_a_refund_above_what_was_paid_and_a_second_one_says_what_went_back(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    price = sell_exact_cash(desk, qtbot)
    ref = desk.window.page(BOOK).result.ref_label.text()
    desk.open_in_lookup(ref)
    screen = desk.window.page(LOOKUP)
    qtbot.waitUntil(lambda: screen.find_button.isEnabled() and screen.quote_button.isEnabled())
    quote(screen, qtbot)
    confirmed: list[Cancellation] = []
    desk.controller(LOOKUP).cancelled.connect(confirmed.append)
    confirm(screen, qtbot, 0)
    panel = screen.customer_refund
    qtbot.waitUntil(lambda: panel.isVisible() and panel.record_button.isEnabled())
    till = desk.services.journal.till
    controller = panel.findChild(CustomerRefundController)
    assert controller is not None and controller.offered is not None
    [offered] = confirmed

    desk.window.resize(1366, 768)
    # Ten times the sale, as typed by a slip of the finger: refused before any PIN is asked.
    panel.amount.setText(f"{price.total * 10:.2f}")
    panel.record_button.click()
    qtbot.waitUntil(lambda: "No approval lifts this" in panel.state.text())
    paid = money_text(price.total, CURRENCY).removeprefix(CURRENCY).strip()
    assert panel.state.text().startswith(f"At most {paid} can go back by Cash on {ref}")
    assert decisions(till) == [] and till.refund(offered.request_id) is None
    screenshot(desk.window, "till_refund_above_paid")

    panel.amount.setText(f"{price.total:.2f}")  # everything paid: the most, with a PIN
    set_pin(desk.services.journal.till)  # set in Settings by the key's holder
    answer_pin([PIN])
    panel.record_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("Recorded"))

    # The same cancellation offered again: what went back, when and by whom; nothing to record.
    controller.offer(offered)
    assert not panel.record_button.isEnabled()
    given = till.refund(offered.request_id)
    assert given is not None
    assert panel.state.text().startswith(
        f"This cancellation of {ref} was refunded already: {paid} by Cash on"
    )
    assert panel.state.text().endswith(f"given by {given.clerk}. Nothing more goes back for it.")
    assert [r.amount for r in till.refunds_of(ref)] == [price.total]
    screenshot(desk.window, "till_refund_given_already")
    qtbot.waitUntil(lambda: "Cancelled" in screen.card.state_label.text())


def test_a_cash_refund_prints_what_was_cancelled_against_which_receipt_and_opens_the_drawer(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    sell_exact_cash(desk, qtbot)
    ref = desk.window.page(BOOK).result.ref_label.text()
    sale = desk.services.journal.till.sale_of(ref)
    assert sale is not None and sale.receipt_no is not None
    desk.open_in_lookup(ref)
    screen = desk.window.page(LOOKUP)
    qtbot.waitUntil(lambda: screen.find_button.isEnabled() and screen.quote_button.isEnabled())
    QTest.mouseClick(screen.part_radio, Qt.MouseButton.LeftButton)
    screen.seats_spin.setValue(1)
    quote(screen, qtbot)
    confirm(screen, qtbot, 1)
    panel = screen.customer_refund
    qtbot.waitUntil(lambda: panel.isVisible() and panel.record_button.isEnabled())
    given = panel.amount.text()
    desk.window.resize(1366, 768)
    with printer_port() as (port, received):
        use_receipt_printer(desk, f"tcp://127.0.0.1:{port}")
        panel.record_button.click()
        qtbot.waitUntil(lambda: "refund slip" in panel.state.text(), timeout=15_000)
        [job] = received()
    # The credit note's line may follow it already (printed in a worker meanwhile).
    assert "The refund slip is printed." in panel.state.text()
    # The drawer opens first (the money leaves it), then the slip says what went back for what.
    assert job.index(ESC_P) < job.index(b"Refund slip")
    for said in (ref, sale.receipt_no, "Cancelled: 1 seat", "Cash", f"INR {given}"):
        assert said.encode() in job, said
    screenshot(desk.window, "till_refund_slip_printed")
    [refund] = desk.services.journal.till.refunds_of(ref)
    paper = Paper.ROLL_80
    controller = panel.findChild(CustomerRefundController)
    assert controller is not None
    rows = refund_slip_rows(controller.refunds.slip(refund), paper.columns)
    save_image(paper_image(rows_html(rows, paper_ink(), paper), paper), "till_refund_slip_paper")

    # By UPI the slip prints and the drawer stays shut. Lookup reads the booking again first.
    qtbot.waitUntil(lambda: "Part-cancelled" in screen.card.state_label.text())
    QTest.mouseClick(screen.whole_radio, Qt.MouseButton.LeftButton)
    quote(screen, qtbot)
    confirm(screen, qtbot, 0)
    qtbot.waitUntil(lambda: panel.isVisible() and panel.record_button.isEnabled())
    panel.amount.setText("0.00")
    panel.mode.setCurrentIndex(panel.mode.findData(UPI.code))
    panel.reference.setText("512345678901")
    panel.close_box.setChecked(True)
    with printer_port() as (port, received):
        use_receipt_printer(desk, f"tcp://127.0.0.1:{port}")
        panel.record_button.click()
        qtbot.waitUntil(lambda: "refund slip" in panel.state.text(), timeout=15_000)
        [upi] = received()
    assert ESC_P not in upi and b"512345678901" in upi and b"Cancelled: 1 seat" in upi
    qtbot.waitUntil(lambda: "Cancelled" in screen.card.state_label.text())


def test_a_voucher_reprinted_after_a_part_cancellation_shows_the_total_as_it_is_now(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    desk = sales_desk
    price = sell_exact_cash(desk, qtbot)
    ref = desk.window.page(BOOK).result.ref_label.text()
    desk.open_in_lookup(ref)
    screen = desk.window.page(LOOKUP)
    qtbot.waitUntil(lambda: screen.find_button.isEnabled() and screen.quote_button.isEnabled())
    QTest.mouseClick(screen.part_radio, Qt.MouseButton.LeftButton)
    screen.seats_spin.setValue(1)
    quote(screen, qtbot)
    confirm(screen, qtbot, 1)
    panel = screen.customer_refund
    qtbot.waitUntil(lambda: panel.isVisible() and panel.record_button.isEnabled())
    given = Decimal(panel.amount.text())
    panel.record_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("Recorded"))
    qtbot.waitUntil(lambda: "Part-cancelled" in screen.card.state_label.text())

    patch_file_dialog(monkeypatch, "getSaveFileName", tmp_path / "voucher.pdf")
    QTest.mouseClick(screen.voucher.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.state_label.text().startswith("Voucher saved"))
    words = " ".join(pdf_text(tmp_path / "voucher.pdf").split())
    assert "Amended booking voucher" in words and "this voucher replaces the one" in words
    assert "Part-cancelled: 1 of 2 seats cancelled" in words
    # The sale's total, what went back, and what the customer has paid now: they add up.
    now = price.total - given
    assert f"Total incl. GST INR {amount_text(price.total)}" in words
    assert f"(Cash) -{amount_text(given)} Paid now {amount_text(now)}" in words
    voucher = screen.voucher.voucher
    assert voucher is not None and voucher.paid_now == now
    assert voucher.bill is not None and voucher.bill.total - given == now
    save_image(page_images(VoucherDocument(voucher).html(paper_ink()))[0], "voucher_amended_paid")
    agency = VoucherDocument(voucher, agency_copy=True).html(paper_ink())
    assert amount_text(now) in agency and "Paid now" in agency
    # The agency copy's margin is the books': what the customer paid now less what the
    # wallet paid, its refund for the seat cancelled taken off.
    till = desk.services.journal.till
    sale = till.sale_of(ref)
    assert sale is not None
    books = BookQueries(till.books_connection()).booking(sale.request_id, ref)
    row = desk.services.journal.history.find(ref)
    assert books is not None and row is not None and row.total_refunded > 0
    assert books.wallet == row.total_debited - row.total_refunded
    assert voucher.margin == books.margin == now - books.wallet
    margin = f"INR {amount_text(books.margin)}"
    assert f'Agency margin</td><td align="right" style="font-weight:bold">{margin}' in agency
    desk.window.resize(1366, 768)
    screenshot(desk.window, "voucher_amended_lookup")

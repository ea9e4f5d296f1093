"""Printing at the till: the customer's receipt after a sale, at once on a receipt printer set in
Settings (the drawer opening for cash), again with Print receipt, said when it fails; the X
report (the till unchanged, the report sent to the agency store) and the Z report on the reports'
printer."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.counter.devices.printers import PrinterSettings
from app.journal.store import DATABASE_NAME
from app.ui.desk import Desk
from app.ui.registry import BOOK, LOOKUP, SHIFT
from tests.counter.printer_port import ESC_P, printer_port
from tests.ui.conftest import CLERK
from tests.ui.helpers.after_sale import confirm, quote
from tests.ui.helpers.drawer import answer_close
from tests.ui.helpers.till import sell_exact_cash


def use_receipt_printer(desk: Desk, target: str) -> None:
    """Settings name ``target`` as the receipt printer (the drawer kick on, as by default)."""
    settings = desk.connection.settings
    desk.connection.settings = replace(settings, printers=PrinterSettings(receipt=target))


def test_a_cash_sale_prints_its_receipt_and_opens_the_drawer_then_prints_it_again(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    result = desk.window.page(BOOK).result
    with printer_port() as (port, received):
        use_receipt_printer(desk, f"tcp://127.0.0.1:{port}")
        sell_exact_cash(desk, qtbot)
        qtbot.waitUntil(lambda: result.state_label.text().endswith("printed."), timeout=15_000)
        [job] = received()
    receipt_no = result.state_label.text().removeprefix("Receipt ").removesuffix(" printed.")
    assert receipt_no.encode() in job and result.ref_label.text().encode() in job
    assert ESC_P in job  # paid in cash: the drawer opens
    assert result.receipt_button.isVisible()

    with printer_port() as (port, received):
        use_receipt_printer(desk, f"tcp://127.0.0.1:{port}")
        result.state_label.clear()
        result.receipt_button.click()
        qtbot.waitUntil(lambda: result.state_label.text().endswith("printed."), timeout=15_000)
        [again] = received()
    assert receipt_no.encode() in again


def test_a_receipt_printer_that_does_not_answer_is_said_and_the_sale_stands(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    result = desk.window.page(BOOK).result
    with printer_port() as (port, _received):
        pass  # the port is closed again: nothing listens there
    use_receipt_printer(desk, f"tcp://127.0.0.1:{port}")
    sell_exact_cash(desk, qtbot)
    qtbot.waitUntil(
        lambda: result.state_label.text().startswith("The receipt was not printed:"),
        timeout=15_000,
    )
    assert result.ref_label.text()


def journal_dump(desk: Desk) -> tuple[list[str], list[str]]:
    """Every row of the desk's journal but the outbox's and its chain's (the till), and the
    outbox's kinds, read through a connection of the test's own."""
    path = desk.paths.journal / DATABASE_NAME
    outbox = (
        'INSERT INTO "outbox"',
        'INSERT INTO "outbox_chain"',
        'INSERT INTO "outbox_given"',  # the highest number given, kept by a trigger
        'INSERT INTO "sqlite_sequence"',
    )
    with closing(sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True)) as conn:
        till = [line for line in conn.iterdump() if not line.startswith(outbox)]
        kinds = [kind for (kind,) in conn.execute("SELECT kind FROM outbox ORDER BY seq")]
    return till, kinds


def test_the_x_report_prints_on_the_reports_printer_changes_no_till_table_and_goes_out(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    desk.window.show_screen(SHIFT)
    panel = desk.window.page(SHIFT).drawer
    panel.notes[500].setValue(4)
    till_before, outbox_before = journal_dump(desk)
    with printer_port() as (port, received):
        settings = desk.connection.settings
        printers = PrinterSettings(reports=f"tcp://127.0.0.1:{port}")
        desk.connection.settings = replace(settings, printers=printers)
        panel.x_print_button.click()
        qtbot.waitUntil(lambda: panel.state.text().startswith("X report sent to the printer"))
        [job] = received()
    assert b"X report" in job and b"The shift stays open" in job and b"2,000.00" in job
    assert ESC_P not in job
    assert journal_dump(desk) == (till_before, [*outbox_before, "x_report"])
    assert desk.services.journal.till.open_shift_of("C1") is not None


def test_the_z_report_prints_on_the_reports_printer(sales_desk: Desk, qtbot: QtBot) -> None:
    desk = sales_desk
    desk.window.show_screen(SHIFT)
    panel = desk.window.page(SHIFT).drawer
    with printer_port() as (port, received):
        settings = desk.connection.settings
        printers = PrinterSettings(reports=f"tcp://127.0.0.1:{port}")
        desk.connection.settings = replace(settings, printers=printers)
        panel.closed_by.setText(CLERK)
        panel.notes[500].setValue(4)  # the float, all there
        answer_close()
        panel.z_button.click()
        qtbot.waitUntil(lambda: panel.state.text().startswith("Z report no. 1"))
        qtbot.waitUntil(lambda: panel.saved_row.isVisibleTo(panel))  # saved, then printed
        [job] = received()
    assert b"Z report 1" in job and CLERK.encode() in job
    assert ESC_P not in job  # a report never opens the drawer


def test_a_refund_on_an_invoiced_sale_prints_its_credit_note(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    desk.connection.settings = replace(
        desk.connection.settings, agency_name="Island Trails", agency_gstin="35AABCI1234F1Z4"
    )
    sell_exact_cash(desk, qtbot)
    ref = desk.window.page(BOOK).result.ref_label.text()
    with printer_port(expected=2) as (port, received):
        use_receipt_printer(desk, f"tcp://127.0.0.1:{port}")
        desk.open_in_lookup(ref)
        screen = desk.window.page(LOOKUP)
        qtbot.waitUntil(lambda: screen.find_button.isEnabled() and screen.quote_button.isEnabled())
        QTest.mouseClick(screen.part_radio, Qt.MouseButton.LeftButton)
        screen.seats_spin.setValue(1)
        quote(screen, qtbot)
        confirm(screen, qtbot, 1)
        panel = screen.customer_refund
        qtbot.waitUntil(panel.isVisible)
        panel.address.setText("7 Marine Hill, Port Blair")  # a consumer's credit note names it
        panel.record_button.click()
        # The till's slip first, then the refund's document (fares alone: a refund slip, no
        # credit note), each its own job.
        qtbot.waitUntil(lambda: "Refund slip " in panel.state.text(), timeout=15_000)
        slip, job = received()
    assert b"CREDIT NOTE" not in slip
    sale = desk.services.journal.till.sale_of(ref)
    assert sale is not None
    (note,) = desk.services.journal.tax.refund_documents_of(sale.request_id)
    assert f"Refund slip {note.doc_no} printed." in panel.state.text()
    assert note.doc_no.encode() in job and b"REFUND SLIP" in job and b"CREDIT NOTE" not in job
    assert b"7 Marine Hill, Port Blair" in job
    invoice = desk.services.journal.tax.invoice_of(sale.request_id)
    assert invoice is not None and invoice.doc_no.encode() in job
    refund = desk.services.journal.till.refund(note.refund_request_id or "")
    assert refund is not None and note.totals.total == refund.amount

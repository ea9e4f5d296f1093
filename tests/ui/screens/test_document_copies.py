"""Documents on demand: the sale's receipt or tax invoice saved as PDF from its result page, the
original, with no receipt printer; a booking's receipt or tax invoice and credit notes saved as
PDF or printed again from Lookup and History, each copy marked "DUPLICATE" (the same document,
not a new one), a receipt printer's drawer shut for a copy."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.counter.devices.printers import PrinterSettings
from app.mail.outbox import Document
from app.ui.controllers.document_copies import DocumentCopiesController
from app.ui.desk import Desk
from app.ui.registry import BOOK, HISTORY, LOOKUP
from app.ui.widgets.customer_refund import CustomerRefundPanel
from app.ui.widgets.document_copies import DocumentCopies
from tests.counter.printer_port import ESC_P, printer_port
from tests.ui.conftest import screenshot
from tests.ui.helpers.after_sale import confirm, quote, wait_for_booking
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.helpers.sales import patch_file_dialog
from tests.ui.helpers.till import sell_exact_cash

DUPLICATE = "DUPLICATE — a copy printed"
CONSUMER_ADDRESS = "7 Marine Hill, Port Blair 744101"


def sold(desk: Desk, qtbot: QtBot) -> tuple[str, str]:
    """A cash sale; its booking reference and receipt number."""
    sell_exact_cash(desk, qtbot)
    ref = desk.window.page(BOOK).result.ref_label.text()
    sale = desk.services.journal.till.sale_of(ref)
    assert sale is not None and sale.receipt_no is not None
    return ref, sale.receipt_no


def copies_in_lookup(desk: Desk, qtbot: QtBot, ref: str) -> DocumentCopies:
    desk.open_in_lookup(ref)
    box = desk.window.page(LOOKUP).documents
    qtbot.waitUntil(lambda: box.booking_ref == ref and box.bill_pdf.isEnabled(), timeout=10_000)
    return box


def test_the_result_page_saves_the_original_receipt_as_a_pdf_with_no_receipt_printer(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    assert not sales_desk.connection.settings.printers.receipt  # no receipt printer set up
    ref, receipt_no = sold(sales_desk, qtbot)
    result = sales_desk.window.page(BOOK).result
    button = result.receipt_pdf_button
    assert button.isVisible() and button.text() == "Save receipt as P&DF…"
    path = tmp_path / "receipt.pdf"
    asked = patch_file_dialog(monkeypatch, "getSaveFileName", path)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: result.state_label.text().startswith("Receipt"), timeout=15_000)
    assert result.state_label.text() == f"Receipt {receipt_no} saved to {path}."
    assert asked[0].endswith(f"receipt-{ref}.pdf")
    text = one_line(path)
    assert receipt_no in text and ref in text
    assert "DUPLICATE" not in text.upper()  # the original, handed over now
    # Saved is not issued again: the journal has the one receipt, numbered as before.
    assert sales_desk.services.journal.till.sale_of(ref).receipt_no == receipt_no  # type: ignore[union-attr]


def test_the_result_page_saves_a_registered_agencys_original_tax_invoice(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    ref, invoice_no = invoiced(sales_desk, qtbot)
    result = sales_desk.window.page(BOOK).result
    button = result.receipt_pdf_button
    assert button.isVisible() and button.text() == "Save tax invoice as P&DF…"
    path = tmp_path / "invoice.pdf"
    asked = patch_file_dialog(monkeypatch, "getSaveFileName", path)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: result.state_label.text().startswith("Tax invoice"), timeout=15_000)
    assert result.state_label.text() == f"Tax invoice {invoice_no} saved to {path}."
    assert asked[0].endswith(f"tax-invoice-{ref}.pdf")
    text = one_line(path)
    assert "TAX INVOICE" in text.upper() and "DUPLICATE" not in text.upper()
    assert invoice_no in text and ref in text and "35AABCI1234F1Z4" in text


def test_lookup_saves_the_receipt_again_as_a_pdf_marked_duplicate(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    ref, receipt_no = sold(sales_desk, qtbot)
    box = copies_in_lookup(sales_desk, qtbot, ref)
    assert not box.notes_pdf.isEnabled()  # nothing refunded: no credit note
    path = tmp_path / "copy.pdf"
    asked = patch_file_dialog(monkeypatch, "getSaveFileName", path)
    box.bill_pdf.click()
    qtbot.waitUntil(lambda: box.state.text().startswith("Duplicate saved"), timeout=15_000)
    assert box.state.text() == f"Duplicate saved to {path}."
    assert asked[0].endswith(f"receipt-{ref}-duplicate.pdf")
    text = pdf_text(path)
    assert DUPLICATE in text and ref in text and receipt_no in text
    # A copy is no new document: the journal has the one receipt, numbered as before.
    assert sales_desk.services.journal.till.sale_of(ref).receipt_no == receipt_no  # type: ignore[union-attr]


def test_a_duplicate_prints_on_the_receipt_printer_without_opening_the_drawer(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    ref, receipt_no = sold(sales_desk, qtbot)
    box = copies_in_lookup(sales_desk, qtbot, ref)
    controller = box.findChild(DocumentCopiesController)
    assert controller is not None
    printing = controller.print
    asked: list[Document] = []

    async def counted(document: Document) -> bool:
        asked.append(document)
        return await printing(document)

    monkeypatch.setattr(controller, "print", counted)
    with printer_port() as (port, received):
        settings = sales_desk.connection.settings
        printers = PrinterSettings(receipt=f"tcp://127.0.0.1:{port}")
        sales_desk.connection.settings = replace(settings, printers=printers)
        box.bill_print.click()
        box.bill_print.click()  # a double click: one copy
        qtbot.waitUntil(lambda: box.state.text() == "Duplicate printed.", timeout=15_000)
        [job] = received()
    assert asked == [Document.RECEIPT]
    assert b"DUPLICATE" in job and receipt_no.encode() in job
    assert ESC_P not in job  # paid in cash, but a copy takes no money


def test_history_saves_the_chosen_booking_s_receipt_as_a_duplicate(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    ref, receipt_no = sold(sales_desk, qtbot)
    sales_desk.window.show_screen(HISTORY)
    screen = sales_desk.window.page(HISTORY)
    qtbot.waitUntil(lambda: screen.documents.booking_ref == ref, timeout=15_000)
    box = screen.documents
    qtbot.waitUntil(box.bill_pdf.isEnabled)
    path = tmp_path / "history-copy.pdf"
    patch_file_dialog(monkeypatch, "getSaveFileName", path)
    box.bill_pdf.click()
    qtbot.waitUntil(lambda: box.state.text().startswith("Duplicate saved"), timeout=15_000)
    text = pdf_text(path)
    assert DUPLICATE in text and receipt_no in text


def test_the_voucher_saved_again_from_lookup_is_marked_duplicate(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    ref, _receipt_no = sold(sales_desk, qtbot)
    copies_in_lookup(sales_desk, qtbot, ref)
    screen = sales_desk.window.page(LOOKUP)
    # The service's card first: the voucher is made from it.
    qtbot.waitUntil(
        lambda: screen.status is not None and screen.status.booking_reference == ref,
        timeout=10_000,
    )
    path = tmp_path / "voucher-copy.pdf"
    patch_file_dialog(monkeypatch, "getSaveFileName", path)
    screen.voucher.save_button.click()
    qtbot.waitUntil(lambda: screen.state_label.text().startswith("Voucher saved"), timeout=15_000)
    text = pdf_text(path)
    assert DUPLICATE in text and ref in text


# --- a GST-registered agency: the tax invoice, the credit note -----------------------------------


def registered(desk: Desk) -> None:
    """The desk's agency registered for GST (in the Andamans' state, as the counter is)."""
    desk.connection.settings = replace(
        desk.connection.settings,
        agency_name="Island Trails",
        agency_address="12 Aberdeen Bazaar, Port Blair 744101",
        agency_gstin="35AABCI1234F1Z4",
        agency_state_code="35",
    )


def invoiced(desk: Desk, qtbot: QtBot) -> tuple[str, str]:
    """A registered agency's cash sale: its booking reference and tax invoice number."""
    registered(desk)
    ref, _receipt_no = sold(desk, qtbot)
    sale = desk.services.journal.till.sale_of(ref)
    assert sale is not None
    invoice = desk.services.journal.tax.invoice_of(sale.request_id)
    assert invoice is not None
    return ref, invoice.doc_no


def one_line(path: Path) -> str:
    """The PDF's text, its spaces and line ends made single spaces."""
    return " ".join(pdf_text(path).replace("\xa0", " ").split())


def test_lookup_saves_a_registered_agencys_tax_invoice_as_a_duplicate(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    ref, invoice_no = invoiced(sales_desk, qtbot)
    box = copies_in_lookup(sales_desk, qtbot, ref)
    path = tmp_path / "invoice-copy.pdf"
    patch_file_dialog(monkeypatch, "getSaveFileName", path)
    box.bill_pdf.click()
    qtbot.waitUntil(lambda: box.state.text().startswith("Duplicate saved"), timeout=15_000)
    text = one_line(path)
    assert DUPLICATE in text and "TAX INVOICE" in text.upper()
    assert invoice_no in text and ref in text and "35AABCI1234F1Z4" in text
    # A copy is no new document: the one invoice, numbered as before.
    issued = sales_desk.services.journal.tax.documents(dt.date(2000, 1, 1), dt.date(2100, 1, 1))
    assert [document.doc_no for document in issued] == [invoice_no]


def test_history_saves_a_registered_agencys_tax_invoice_as_a_duplicate(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    ref, invoice_no = invoiced(sales_desk, qtbot)
    sales_desk.window.show_screen(HISTORY)
    screen = sales_desk.window.page(HISTORY)
    qtbot.waitUntil(lambda: screen.documents.booking_ref == ref, timeout=15_000)
    box = screen.documents
    qtbot.waitUntil(box.bill_pdf.isEnabled)
    path = tmp_path / "history-invoice-copy.pdf"
    patch_file_dialog(monkeypatch, "getSaveFileName", path)
    box.bill_pdf.click()
    qtbot.waitUntil(lambda: box.state.text().startswith("Duplicate saved"), timeout=15_000)
    text = one_line(path)
    assert DUPLICATE in text and invoice_no in text and "35AABCI1234F1Z4" in text


def one_seat_cancelled(
    desk: Desk, qtbot: QtBot, ref: str
) -> tuple[DocumentCopies, CustomerRefundPanel]:
    """One seat of the booking's two cancelled in Lookup; Lookup's copies and its refund panel
    offering the customer's money back."""
    box = copies_in_lookup(desk, qtbot, ref)
    screen = desk.window.page(LOOKUP)
    wait_for_booking(screen, qtbot, ref)
    QTest.mouseClick(screen.part_radio, Qt.MouseButton.LeftButton)
    screen.seats_spin.setValue(1)
    quote(screen, qtbot)
    confirm(screen, qtbot, 1)  # one seat of two cancelled
    panel = screen.customer_refund
    qtbot.waitUntil(lambda: panel.isVisible() and panel.record_button.isEnabled())
    return box, panel


def one_seat_refunded(desk: Desk, qtbot: QtBot, ref: str) -> DocumentCopies:
    """One seat of the booking's two cancelled in Lookup and the customer's money recorded (the
    credit note issued); Lookup's copies once they offer it."""
    box, panel = one_seat_cancelled(desk, qtbot, ref)
    panel.address.setText(CONSUMER_ADDRESS)  # their credit note names it (rule 53 (1A) (f))
    panel.record_button.click()  # the customer's money back: the credit note is issued
    qtbot.waitUntil(lambda: panel.state.text().startswith("Recorded"), timeout=15_000)
    sale = desk.services.journal.till.sale_of(ref)
    assert sale is not None
    qtbot.waitUntil(
        lambda: bool(desk.services.journal.tax.refund_documents_of(sale.request_id)), timeout=15_000
    )
    # Offered at once, without looking the booking up again.
    qtbot.waitUntil(box.notes_pdf.isEnabled, timeout=15_000)
    return box


def credit_note_no(desk: Desk, ref: str, invoice_no: str) -> str:
    """The number of the booking's one credit note, which names its tax invoice."""
    sale = desk.services.journal.till.sale_of(ref)
    assert sale is not None
    [note] = desk.services.journal.tax.refund_documents_of(sale.request_id)
    assert note.original_no == invoice_no
    return note.doc_no


def test_lookup_saves_the_credit_note_of_a_refund_as_a_duplicate(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    desk = sales_desk
    ref, invoice_no = invoiced(desk, qtbot)
    box = one_seat_refunded(desk, qtbot, ref)
    note_no = credit_note_no(desk, ref, invoice_no)
    desk.window.resize(1366, 768)
    screenshot(desk.window, "lookup_credit_note_copies_1366x768")
    path = tmp_path / "credit-note-copy.pdf"
    asked = patch_file_dialog(monkeypatch, "getSaveFileName", path)
    box.notes_pdf.click()
    qtbot.waitUntil(lambda: box.state.text().startswith("Duplicate saved"), timeout=15_000)
    assert asked[0].endswith(f"credit-note-{ref}-duplicate.pdf")
    text = one_line(path)
    assert DUPLICATE in text and "REFUND SLIP" in text.upper()
    assert note_no in text and invoice_no in text  # its own number, and the invoice's


def test_history_saves_the_credit_note_of_a_refund_as_a_duplicate(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    desk = sales_desk
    ref, invoice_no = invoiced(desk, qtbot)
    one_seat_refunded(desk, qtbot, ref)
    note_no = credit_note_no(desk, ref, invoice_no)
    desk.window.show_screen(HISTORY)
    screen = desk.window.page(HISTORY)
    qtbot.waitUntil(lambda: screen.documents.booking_ref == ref, timeout=15_000)
    box = screen.documents
    qtbot.waitUntil(box.notes_pdf.isEnabled, timeout=15_000)
    path = tmp_path / "history-credit-note-copy.pdf"
    asked = patch_file_dialog(monkeypatch, "getSaveFileName", path)
    box.notes_pdf.click()
    qtbot.waitUntil(lambda: box.state.text().startswith("Duplicate saved"), timeout=15_000)
    assert box.state.text() == f"Duplicate saved to {path}."
    assert asked[0].endswith(f"credit-note-{ref}-duplicate.pdf")
    text = one_line(path)
    assert DUPLICATE in text and "REFUND SLIP" in text.upper()
    assert note_no in text and invoice_no in text


def test_the_voucher_saved_again_from_history_is_marked_duplicate(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    ref, _receipt_no = sold(sales_desk, qtbot)
    sales_desk.window.show_screen(HISTORY)
    screen = sales_desk.window.page(HISTORY)
    qtbot.waitUntil(lambda: screen.documents.booking_ref == ref, timeout=15_000)
    voucher = screen.voucher
    qtbot.waitUntil(voucher.save_button.isEnabled, timeout=15_000)
    path = tmp_path / "history-voucher-copy.pdf"
    patch_file_dialog(monkeypatch, "getSaveFileName", path)
    voucher.save_button.click()
    qtbot.waitUntil(
        lambda: screen.state_label.text() == f"Voucher saved to {path}.", timeout=15_000
    )
    text = one_line(path)
    assert DUPLICATE in text and ref in text

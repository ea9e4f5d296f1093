"""Documents on demand: a booking's receipt or tax invoice saved as PDF or printed again from
Lookup and History, each copy marked "DUPLICATE" (the same document, not a new one), a
receipt printer's drawer shut for a copy."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.counter.printers import PrinterSettings
from app.ui.desk import Desk
from app.ui.registry import BOOK, HISTORY, LOOKUP
from app.ui.widgets.document_copies import DocumentCopies
from tests.counter.printer_port import ESC_P, printer_port
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.helpers.sales import patch_file_dialog
from tests.ui.helpers.till import sell_exact_cash

DUPLICATE = "DUPLICATE — a copy printed"


def sold(desk: Desk, qtbot: QtBot) -> tuple[str, str]:
    """A cash sale; its booking reference and receipt number."""
    sell_exact_cash(desk, qtbot)
    ref = desk.window.page(BOOK).result.ref_label.text()
    sale = desk.journal.till.sale_of(ref)
    assert sale is not None and sale.receipt_no is not None
    return ref, sale.receipt_no


def copies_in_lookup(desk: Desk, qtbot: QtBot, ref: str) -> DocumentCopies:
    desk.open_in_lookup(ref)
    box = desk.window.page(LOOKUP).documents
    qtbot.waitUntil(lambda: box.booking_ref == ref and box.bill_pdf.isEnabled(), timeout=10_000)
    return box


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
    assert sales_desk.journal.till.sale_of(ref).receipt_no == receipt_no  # type: ignore[union-attr]


def test_a_duplicate_prints_on_the_receipt_printer_without_opening_the_drawer(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    ref, receipt_no = sold(sales_desk, qtbot)
    box = copies_in_lookup(sales_desk, qtbot, ref)
    with printer_port() as (port, received):
        settings = sales_desk.service.settings
        printers = PrinterSettings(receipt=f"tcp://127.0.0.1:{port}")
        sales_desk.service.settings = replace(settings, printers=printers)
        box.bill_print.click()
        qtbot.waitUntil(lambda: box.state.text() == "Duplicate printed.", timeout=15_000)
        [job] = received()
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

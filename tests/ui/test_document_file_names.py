"""Every document whose file name holds words from outside (a booking reference the service
gave, a counter's code) is named through the one safe file-name function and lands in its own
folder: "../x", a NUL, a Windows device name (CON) and a very long reference alike. The files
written from a reference elsewhere are checked here by their names (bills, e-invoices) or in
their own tests (the customer's files: tests/privacy/test_customer_files.py)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.counter.papers.customer_papers import bill_file_name
from app.counter.papers.voucher import VoucherDocument
from app.domain.file_names import check_name, file_in
from app.journal.einvoice_files import file_name as einvoice_file_name
from app.sandbox import EmbeddedSandbox
from app.ui.controllers.shift_drawer import ShiftDrawerController
from app.ui.desk import Desk
from app.ui.registry import SHIFT
from app.ui.save_folder import documents_folder
from app.ui.widgets.voucher_buttons import print_where_chosen
from tests.conftest import client_for
from tests.reports.documents import BookedSale, booked_sale, drawer_report
from tests.ui.helpers.sales import patch_file_dialog

# What a reference or a code from outside may hold that a path would act on.
HOSTILE = ("../../x", "..\\..\\evil", "BK\x00CON", "CON", "NUL.", "R" * 300)


@pytest.fixture
def sale(run: Any, start_sandbox: Any) -> BookedSale:
    """A real booking on a sandbox of its own (its voucher is the one renamed below)."""
    sandbox: EmbeddedSandbox = start_sandbox()
    client = client_for(sandbox, sandbox.demo_key)
    booked: BookedSale = run(booked_sale(client, sandbox))
    run(client.aclose())
    return booked


def plain_in(folder: Path, path: Path) -> bool:
    """Whether ``path`` is one plain file name directly in ``folder``."""
    return path.parent == folder and check_name(path.name) == path.name


@pytest.mark.parametrize("reference", HOSTILE, ids=repr)
def test_printing_a_voucher_to_a_pdf_proposes_a_safe_name_in_the_documents_folder(
    qtbot: QtBot,
    sale: BookedSale,
    reference: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Print, then the PDF printer: the save dialog proposes the voucher's name, safe, in the
    app's documents folder (it was the print job's title, "Agency copy <reference>.pdf")."""
    # The desk's documents folder for this test only (the module keeps the running desk's).
    monkeypatch.setattr("app.ui.save_folder._chosen", [tmp_path / "documents"])
    parent = QWidget()
    qtbot.addWidget(parent)
    asked = patch_file_dialog(monkeypatch, "getSaveFileName", None)
    for agency_copy in (False, True):
        voucher = replace(sale.voucher, booking_ref=reference)
        document = VoucherDocument(voucher, agency_copy=agency_copy)
        # The printer the print dialog hands over when the PDF printer is chosen (Qt's dialog
        # itself cannot be torn down offscreen): its job named as the app names it.
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setDocName(document.title)
        printed: list[QPrinter] = []
        print_where_chosen(parent, printer, "Save", document.file_name, printed.append)
        assert printed == []  # the save dialog was cancelled: nothing printed
        proposed = Path(asked[-1])
        assert plain_in(documents_folder(), proposed), asked[-1]
        assert proposed.name == document.file_name


@pytest.mark.parametrize("counter", HOSTILE, ids=repr)
def test_a_z_report_s_pdf_stays_in_the_reports_folder(
    desk: Desk, counter: str, tmp_path: Path
) -> None:
    """The Z report's PDF is named from its counter's code, read back from the journal."""
    reports = tmp_path / "reports"
    drawer = ShiftDrawerController(
        desk.shift_service,
        desk.supervisor,
        desk.connection,
        desk.window.page(SHIFT).drawer,
        reports,
    )
    report = replace(drawer_report(), counter=counter, number=7)
    path = drawer.z_pdf_path(report)
    assert plain_in(reports, path), path
    assert path.name.startswith("Z-") and path.name.endswith("-0007.pdf")


@pytest.mark.parametrize("reference", HOSTILE, ids=repr)
def test_the_bill_and_e_invoice_names_of_a_hostile_reference_stay_plain(
    reference: str, tmp_path: Path
) -> None:
    """The receipt's or tax invoice's PDF (Book's Save, the exchange's documents) and an
    e-invoice's file are named from the reference or number as written outside."""
    for name in (
        bill_file_name(reference, invoiced=False),
        bill_file_name(reference, invoiced=True),
        einvoice_file_name(reference),
    ):
        assert plain_in(tmp_path, file_in(tmp_path, name))

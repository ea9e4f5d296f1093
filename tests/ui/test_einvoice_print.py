"""The tax invoice of a B2B sale once the portal's answer is imported: its IRN, ack number and
date printed, and a QR code that reads back as the signed QR code exactly as the portal gave it,
on A4 (and its PDF) and on the 80 mm roll, at the sale and at a reprint. Pictures in
tests/ui/screenshots/."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.domain.irp_answer import read_answer_file
from app.domain.modules import Module
from app.journal import Journal
from app.reports.columns import Paper
from app.reports.receipt_data import ReceiptData, receipt_data
from app.reports.receipt_print import receipt_html, receipt_rows
from app.ui.paper import paper_image, save_paper_pdf
from app.ui.style import paper_ink
from tests.journal.entries import SALE_TIME, Clock
from tests.journal.irp_answers import portal_answer
from tests.journal.till_sales import sell, till_sale
from tests.reports.documents import plain_text
from tests.ui.conftest import save_image
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.test_document_paper import qr_texts
from tests.ui.test_tax_documents import AGENCY, KARNATAKA_FIRM, PRICE, REGISTRATION

ACK_AT = SALE_TIME + dt.timedelta(minutes=42)


def _registered_sale(tmp_path: Path) -> tuple[ReceiptData, str, str]:
    """A B2B sale whose invoice the portal answered: its reprint's receipt, the IRN and the
    signed QR code the portal gave."""
    clock = Clock()
    with Journal(tmp_path, now=clock) as journal:
        result = sell(journal, "s-1", till_sale(price=PRICE, tax=REGISTRATION.basis(
            Module.BOAT, KARNATAKA_FIRM
        )))  # fmt: skip
        invoice = journal.tax.invoice_of("s-1")
        assert invoice is not None
        before = receipt_data(journal, result.booking_ref, agency=AGENCY, training=False)
        answer = portal_answer(invoice, AGENCY.gstin, "112010036458765", ACK_AT)
        imported = journal.einvoices.import_answers(
            read_answer_file(json.dumps([answer])), clock.now, AGENCY.gstin
        )
        assert imported.registered == [invoice.doc_no]
    assert before.tax is not None and before.tax.registered is None
    # A reprint, from a journal opened again, carries the IRN.
    with Journal(tmp_path, now=clock) as journal:
        data = receipt_data(journal, result.booking_ref, agency=AGENCY, training=False)
    return data, str(answer["Irn"]), str(answer["SignedQRCode"])


def test_the_invoice_prints_the_irn_and_the_signed_qr_as_given(
    qtbot: QtBot, tmp_path: Path
) -> None:
    data, irn, signed_qr = _registered_sale(tmp_path)
    assert data.tax is not None and data.tax.registered is not None
    assert len(signed_qr) > 700  # as long as the portal's: a large code to print and read

    text = plain_text(receipt_rows(data, 48), 48)
    for expected in ("IRN: ", "Ack no.: 112010036458765", "Ack date: 01 Dec 2026 10:42"):
        assert expected in text, expected
    assert irn in text.replace("\n", "").replace(" ", "")

    for paper, name in ((Paper.A4, "einvoice_tax_invoice_a4"), (Paper.ROLL_80, "einvoice_80mm")):
        html = receipt_html(data, paper_ink(), paper)
        picture = save_image(paper_image(html, paper), name)
        # The signed QR code reads back exactly as the portal gave it; the booking's beside it.
        assert sorted(qr_texts(picture)) == sorted([signed_qr, data.booking_ref]), name

    pdf = save_paper_pdf(
        receipt_html(data, paper_ink(), Paper.A4), Paper.A4, tmp_path / "invoice.pdf", "Invoice"
    )
    words = pdf_text(pdf).replace("\xa0", " ")
    assert irn in words.replace("\n", "").replace(" ", "")
    assert "Ack no.: 112010036458765" in words


def test_an_invoice_without_an_irn_prints_no_irn(qtbot: QtBot, tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        result = sell(journal, "s-1", till_sale(price=PRICE, tax=REGISTRATION.basis(
            Module.BOAT, KARNATAKA_FIRM
        )))  # fmt: skip
        data = receipt_data(journal, result.booking_ref, agency=AGENCY, training=False)
    text = plain_text(receipt_rows(data, 48), 48)
    assert "IRN" not in text and "Ack no." not in text
    picture = save_image(paper_image(receipt_html(data, paper_ink(), Paper.A4), Paper.A4), "x")
    assert qr_texts(picture) == [data.booking_ref]
    picture.unlink()

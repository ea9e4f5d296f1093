"""Tax invoices and credit notes in the journal: one number per sale (the receipt's is the
invoice's), series per counter and financial year of at most 16 characters whatever the counter
code and recovery series, numbers never reused nor changed, and credit notes that reverse exactly
what was refunded."""

from __future__ import annotations

import datetime as dt
import sqlite3
from decimal import Decimal
from pathlib import Path

import pytest

from app.api import ApiError
from app.api.codes import ErrorCode
from app.domain.clock import SERVICE_TZ
from app.domain.gst import Buyer, DocumentKind, LineKind, Registration, Scheme, TaxTotals
from app.domain.modules import Module
from app.domain.tenders import CASH
from app.domain.till import Markup, SeatFare, TillRules, customer_price
from app.journal import Journal
from app.journal.receipts import MAX_DOCUMENT_NO, raise_receipt_series
from app.journal.salvage import assume_the_worst
from app.journal.till import TillError
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import sell, send, till_sale

D = Decimal
AGENCY = Registration("Backwater Trails Pvt Ltd", "MG Road, Kochi", "32AAACB1234F1ZI", "32")
FIRM = Buyer("Bengaluru Tours", "29AAGCB7383J1Z4", "Indiranagar, Bengaluru", "29")
PRICE = customer_price(
    Module.BOAT,
    [SeatFare(D("1233.33"), D("150.00"))] * 3,
    D(5),
    TillRules(markups={Module.BOAT: Markup(percent=D("7.77"))}),
)
BASIS = AGENCY.basis(Module.BOAT, FIRM)


def _sell(journal: Journal, request_id: str, counter: str = "PB1") -> str:
    sell(journal, request_id, till_sale(counter=counter, price=PRICE, tax=BASIS))
    invoice = journal.tax.invoice_of(request_id)
    assert invoice is not None
    return invoice.doc_no


def _receipt_no(journal: Journal, request_id: str) -> str | None:
    sale = journal.till.sale(request_id)
    assert sale is not None
    return sale.receipt_no


def test_invoice_numbers_restart_each_financial_year_and_per_counter(tmp_path: Path) -> None:
    clock = Clock(dt.datetime(2027, 3, 31, 23, 59, 59, tzinfo=SERVICE_TZ))
    with Journal(tmp_path, now=clock) as journal:
        march = [_sell(journal, "m-1"), _sell(journal, "m-2"), _sell(journal, "m-3", "KOCHI6")]
        clock.now = dt.datetime(2027, 4, 1, 0, 0, tzinfo=SERVICE_TZ)
        april = [_sell(journal, "a-1"), _sell(journal, "a-2", "KOCHI6")]
        first = journal.tax.document(march[0])

    assert march == ["PB1/26/000001", "PB1/26/000002", "KOCHI6/26/000001"]
    assert april == ["PB1/27/000001", "KOCHI6/27/000001"]
    assert all(len(number) <= MAX_DOCUMENT_NO for number in march + april)
    assert first is not None and first.fiscal_year == "2026-27"
    assert first.issued_at == dt.datetime(2027, 3, 31, 23, 59, 59, tzinfo=SERVICE_TZ)


def test_an_invoice_keeps_its_number_and_lines_and_cannot_be_rewritten(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        number = _sell(journal, "s-1")
        again = journal.tax.document(number)
    with Journal(tmp_path, now=Clock()) as journal:
        reprint = journal.tax.document(number)
    stray = sqlite3.connect(tmp_path / "journal.db")
    with pytest.raises(sqlite3.IntegrityError, match="a tax document is final"):
        stray.execute("UPDATE tax_documents SET doc_no = 'PB1/26/000009'")
    with pytest.raises(sqlite3.IntegrityError, match="a tax document is final"):
        stray.execute("DELETE FROM tax_documents")
    stray.close()

    assert again == reprint and again is not None
    assert again.kind is DocumentKind.INVOICE and again.basis == BASIS
    assert again.lines == BASIS.lines(PRICE)
    assert again.totals.total == PRICE.total
    assert again.totals.igst > 0 and again.totals.cgst == 0


def test_a_refused_sale_takes_no_number_and_a_sale_without_tax_gets_no_invoice(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        send(journal, "refused", till_sale(price=PRICE, tax=BASIS))
        journal.failed("refused", ApiError("Sold out", code=ErrorCode.SOLD_OUT), final=True)
        sell(journal, "plain", till_sale(price=PRICE))
        number = _sell(journal, "taxed")
        receipt = _receipt_no(journal, "plain")
        taxed = journal.till.sale("taxed")
        plain = journal.tax.invoice_of("plain")
        refused = journal.tax.invoice_of("refused")

    # One series of sale numbers: the plain receipt took the first, the invoice the next.
    assert (plain, refused, receipt, number) == (None, None, "PB1/26/000001", "PB1/26/000002")
    assert taxed is not None and taxed.receipt_no == number  # the receipt's one number


def refund_at_till(journal: Journal, booking_ref: str, request_id: str, amount: Decimal) -> None:
    """The cancellation ``request_id`` of ``booking_ref`` confirmed and ``amount`` given back in
    cash at PB1."""
    journal.add_cancel(cancel_request(request_id, booking_ref), agent=None)
    journal.cancelled(request_id, cancel_result(900.0))
    journal.till.record_refund(
        request_id,
        booking_ref=booking_ref,
        counter="PB1",
        clerk="Leela Menon",
        shift_id=None,
        rule_amount=amount,
        amount=amount,
        mode=CASH,
    )


def test_a_refund_of_the_reimbursement_alone_is_a_slip_and_the_credit_notes_have_no_gap(
    tmp_path: Path,
) -> None:
    clock = Clock()
    with Journal(tmp_path, now=clock) as journal:
        result = sell(journal, "s-1", till_sale(price=PRICE, tax=BASIS))
        invoice = journal.tax.invoice_of("s-1")
        refund_at_till(journal, result.booking_ref, "c-1", D("1500.00"))
        clock.now += dt.timedelta(minutes=1)
        slips = journal.tax.refund_documents_of("s-1")
        notes_then = journal.tax.credit_notes_of("s-1")
        listed = journal.tax.documents(dt.date(2026, 4, 1), dt.date(2027, 3, 31))
        # The rest of the invoice, the service charge with it: a credit note, the series' first.
        refund_at_till(journal, result.booking_ref, "c-2", PRICE.total - D("1500.00"))
        notes = journal.tax.credit_notes_of("s-1")
        both = journal.tax.refund_documents_of("s-1")

    assert invoice is not None and notes_then == [] and len(slips) == 1
    slip = slips[0]
    assert slip.doc_no == "PB1/26/S00001" and slip.kind is DocumentKind.REFUND_SLIP
    assert (slip.original_no, slip.original_issued_at) == (invoice.doc_no, invoice.issued_at)
    # The refund gave back fares and their GST, not the service charge: so does the slip.
    assert [line.kind for line in slip.lines] == [LineKind.REIMBURSEMENT]
    assert (slip.totals.untaxed, slip.totals.taxable, slip.totals.tax) == (D("1500.00"), D(0), D(0))
    assert slip.totals.total == D("1500.00")
    # The GST documents (what the returns read) are the invoice alone until the credit note.
    assert [d.doc_no for d in listed] == [invoice.doc_no]
    assert [n.doc_no for n in notes] == ["PB1/26/C00001"]
    assert [d.doc_no for d in both] == ["PB1/26/S00001", "PB1/26/C00001"]
    # The note gives back what the slip left, never the reimbursement twice.
    assert TaxTotals.of(tuple(line for d in both for line in d.lines)) == invoice.totals
    assert notes[0].totals.tax == invoice.totals.tax


def test_credit_notes_never_reverse_more_than_the_invoice(tmp_path: Path) -> None:
    clock = Clock()
    with Journal(tmp_path, now=clock) as journal:
        result = sell(journal, "s-1", till_sale(price=PRICE, tax=BASIS))
        ref = result.booking_ref
        refund_at_till(journal, ref, "c-1", D("3000.00"))
        clock.now += dt.timedelta(minutes=1)
        refund_at_till(journal, ref, "c-2", PRICE.total - D("3000.00"))
        # Nothing is left to give back: the till refuses, and no third document is issued.
        with pytest.raises(TillError):
            refund_at_till(journal, ref, "c-3", D("3000.00"))
        notes = journal.tax.refund_documents_of("s-1")
        invoice = journal.tax.invoice_of("s-1")

    # The first gave back fares alone (a refund slip), the second the rest (a credit note).
    assert [n.doc_no for n in notes] == ["PB1/26/S00001", "PB1/26/C00001"]
    assert invoice is not None
    # The two notes together reverse the invoice line by line and head by head.
    assert TaxTotals.of(tuple(line for n in notes for line in n.lines)) == invoice.totals
    assert notes[1].totals.total == PRICE.total - D("3000.00")


def test_an_unregistered_agency_issues_a_plain_receipt_and_no_tax_document(
    tmp_path: Path,
) -> None:
    basis = Registration("Backwater Trails", "Kochi").basis(Module.BOAT, Buyer("Asha"))
    assert basis.scheme is Scheme.UNREGISTERED
    with Journal(tmp_path, now=Clock()) as journal:
        sell(journal, "s-1", till_sale(price=PRICE, tax=basis))
        receipt = _receipt_no(journal, "s-1")
        invoice = journal.tax.invoice_of("s-1")
        registered = _sell(journal, "s-2")

    # Neither a tax invoice nor a bill of supply; the series goes on when it registers.
    assert (invoice, receipt, registered) == (None, "PB1/26/000001", "PB1/26/000002")


def test_after_a_salvage_the_invoice_series_goes_on_above_every_invoice_read(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        first = _sell(journal, "s-1")
        second = _sell(journal, "s-2")
        # The series' own rows were lost with a damaged page; the documents were read back.
        journal._conn.execute("DELETE FROM tax_series")
        journal._conn.execute("DELETE FROM receipt_series")
        journal._conn.commit()
        assume_the_worst(journal._conn, True, True, dt.datetime(2026, 12, 1, tzinfo=SERVICE_TZ))
        third = _sell(journal, "s-3")

    assert (first, second, third) == ("PB1/26/000001", "PB1/26/000002", "PB1/26/000003")


def test_every_number_fits_16_characters_with_a_6_character_code_under_a_recovery_series(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        before = _sell(journal, "s-1", "KOCHI6")
        # A recovery that could not read every number: a new series, the next letter.
        worst = assume_the_worst(
            journal._conn, True, False, dt.datetime(2026, 12, 1, tzinfo=SERVICE_TZ)
        )
        after = _sell(journal, "s-2", "KOCHI6")
        result = journal.till.sale("s-2")
        assert result is not None and result.booking_ref is not None
        journal.add_cancel(cancel_request("c-1", result.booking_ref), agent=None)
        journal.cancelled("c-1", cancel_result(900.0))
        journal.till.record_refund(
            "c-1",
            booking_ref=result.booking_ref,
            counter="KOCHI6",
            clerk="Leela Menon",
            shift_id=None,
            rule_amount=PRICE.total,
            amount=PRICE.total,
            mode=CASH,
        )
        (note,) = journal.tax.credit_notes_of("s-2")
        upi_note_number = journal.till.next_receipt_no("KOCHI6")
        again = assume_the_worst(
            journal._conn, True, False, dt.datetime(2026, 12, 2, tzinfo=SERVICE_TZ)
        )
        later = _sell(journal, "s-3", "KOCHI6")

    assert worst.prefix == "A" and again.prefix == "B"
    assert (before, after, note.doc_no) == (
        "KOCHI6/26/000001",
        "KOCHI6/26A000001",
        "KOCHI6/26AC00001",
    )
    assert (upi_note_number, later) == ("KOCHI6/26A000002", "KOCHI6/26B000001")
    numbers = [before, after, note.doc_no, upi_note_number, later]
    assert [len(n) for n in numbers] == [MAX_DOCUMENT_NO] * 5  # the longest code: exactly 16


def test_the_sale_series_goes_on_above_numbers_printed_in_the_older_formats(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        # Printed before one number served the sale: receipts PB1/2026-27/..., invoices apart.
        journal._conn.execute("INSERT INTO tax_series VALUES ('PB1', '2026-27', 'invoice', 41)")
        journal._conn.commit()
        first = _sell(journal, "s-1")
        with journal._conn:
            raise_receipt_series(journal._conn, ["PB1/2026-27/000057", "PB1/26/C00009"])
        second = _sell(journal, "s-2")

    assert (first, second) == ("PB1/26/000042", "PB1/26/000058")

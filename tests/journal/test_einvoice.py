"""E-invoices in the journal: the portal's answers kept on the documents (never replaced), the
documents still to report, the IRN cancellations, and their outbox records."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from app.domain.clock import SERVICE_TZ
from app.domain.einvoice import Seller, TurnoverBand, einvoice_json
from app.domain.einvoice_clock import Due
from app.domain.gst import Buyer, Registration
from app.domain.irp_answer import read_answer_file
from app.domain.modules import Module
from app.domain.tenders import CASH
from app.domain.till import Markup, SeatFare, TillRules, customer_price
from app.journal import Journal
from app.journal.outbox import Kind, OutboxReader
from tests.domain.einvoice_schema import schema_errors
from tests.journal.entries import SALE_TIME, Clock, cancel_request, cancel_result
from tests.journal.irp_answers import irn_of, portal_answer
from tests.journal.till_sales import sell, till_sale

D = Decimal
AGENCY = Registration(
    "Backwater Trails Pvt Ltd", "12 MG Road, Kochi 682016", "32AAACB1234F1ZI", "32"
)
FIRM = Buyer("Bengaluru Tours", "29AAGCB7383J1Z4", "Indiranagar, Bengaluru 560038", "29")
BAND = TurnoverBand.FROM_10_CRORE
# A service charge on top of the fares: the agent's taxed line, what the IRN is for.
PRICE = customer_price(
    Module.BOAT,
    [SeatFare(D("1233.33"), D("150.00"))] * 3,
    D(5),
    TillRules(markups={Module.BOAT: Markup(percent=D("7.77"))}),
)


def _b2b(journal: Journal, request_id: str, buyer: Buyer = FIRM) -> str:
    result = sell(journal, request_id, till_sale(price=PRICE, tax=AGENCY.basis(Module.BOAT, buyer)))
    invoice = journal.tax.invoice_of(request_id)
    assert invoice is not None
    return result.booking_ref


def _answers(journal: Journal, *numbers: str, at: dt.datetime = SALE_TIME) -> str:
    answers = []
    for position, number in enumerate(numbers):
        document = journal.tax.document(number)
        assert document is not None
        answers.append(portal_answer(document, AGENCY.gstin, f"11201003645876{position}", at))
    return json.dumps(answers)


def test_an_answer_file_puts_the_irn_on_its_invoice_for_good(tmp_path: Path) -> None:
    clock = Clock()
    with Journal(tmp_path, now=clock) as journal:
        _b2b(journal, "s-1")
        _b2b(journal, "s-2", Buyer("Asha Menon"))  # a consumer's: no IRN
        invoice = journal.tax.invoice_of("s-1")
        assert invoice is not None
        before = [d.doc_no for d in journal.einvoices.unreported(BAND)]
        found = read_answer_file(_answers(journal, invoice.doc_no))
        result = journal.einvoices.import_answers(found, clock.now, AGENCY.gstin)
        again = journal.einvoices.import_answers(found, clock.now, AGENCY.gstin)
        after = journal.einvoices.unreported(BAND)
        kept = journal.einvoices.registered(invoice.doc_no)
        records = [r for r in OutboxReader(tmp_path / "journal.db").unsent(100)]

    assert before == [invoice.doc_no]
    assert result.registered == [invoice.doc_no] and result.problems == []
    assert again.known == [invoice.doc_no] and again.registered == []
    assert after == []
    assert kept is not None and kept.irn == irn_of(AGENCY.gstin, invoice)
    assert kept.ack_no == "112010036458760" and kept.ack_at == SALE_TIME
    assert kept.signed_qr == found.answers[0].registered.signed_qr
    einvoice = [r for r in records if r.kind == Kind.EINVOICE]
    assert [r.body["irn"] for r in einvoice] == [kept.irn]
    # A document with an IRN is never renumbered or edited, nor its IRN replaced or removed.
    stray = sqlite3.connect(tmp_path / "journal.db")
    with pytest.raises(sqlite3.IntegrityError, match="a tax document is final"):
        stray.execute("UPDATE tax_documents SET doc_no = 'PB1/26/000009'")
    with pytest.raises(sqlite3.IntegrityError, match="an IRN is final"):
        stray.execute("UPDATE einvoice_irns SET irn = ?", ("0" * 64,))
    with pytest.raises(sqlite3.IntegrityError, match="an IRN is final"):
        stray.execute("DELETE FROM einvoice_irns")
    stray.close()


def test_another_irn_for_a_registered_document_is_refused(tmp_path: Path) -> None:
    clock = Clock()
    with Journal(tmp_path, now=clock) as journal:
        _b2b(journal, "s-1")
        invoice = journal.tax.invoice_of("s-1")
        assert invoice is not None
        first = read_answer_file(_answers(journal, invoice.doc_no))
        journal.einvoices.import_answers(first, clock.now, AGENCY.gstin)
        # The same document answered again with another IRN: the agency's GSTIN was changed in
        # Settings, and the answer is right for the new one; the IRN kept stays.
        other = portal_answer(invoice, "32AAACB9999F1ZX", "112010036458799", SALE_TIME)
        refused = journal.einvoices.import_answers(
            read_answer_file(json.dumps(other)), clock.now, "32AAACB9999F1ZX"
        )
        stranger = portal_answer(
            replace(invoice, doc_no="PB1/26/999999"), AGENCY.gstin, "112010036458798", SALE_TIME
        )
        unknown = journal.einvoices.import_answers(
            read_answer_file(json.dumps([stranger])), clock.now, AGENCY.gstin
        )
        kept = journal.einvoices.registered(invoice.doc_no)

    assert refused.registered == []
    assert refused.problems == [
        f"{invoice.doc_no} already has the IRN {first.answers[0].registered.irn}; an IRN is "
        "never replaced."
    ]
    assert kept == first.answers[0].registered
    assert unknown.problems == [
        "The portal answered for PB1/26/999999, which this counter never issued."
    ]


def test_one_irn_given_for_two_documents_is_refused_for_the_second(tmp_path: Path) -> None:
    clock = Clock()
    with Journal(tmp_path, now=clock) as journal:
        _b2b(journal, "s-1")
        _b2b(journal, "s-2")
        first, second = (journal.tax.invoice_of(r) for r in ("s-1", "s-2"))
        assert first is not None and second is not None
        answer = portal_answer(first, AGENCY.gstin, "112010036458765", SALE_TIME)
        found = read_answer_file(json.dumps([answer]))
        journal.einvoices.import_answers(found, clock.now, AGENCY.gstin)
        # An answer for the second invoice that carries the first one's IRN.
        clash = replace(found.answers[0], doc_no=second.doc_no)
        result = journal.einvoices.import_answers(
            replace(found, answers=[clash]), clock.now, AGENCY.gstin
        )

    assert result.registered == []
    assert result.problems == [
        f"The IRN is not the one the portal makes for {second.doc_no} (from the agency's GSTIN, "
        "the financial year, the type and the number).",
        f"The signed QR code gives the document number as “{first.doc_no}”; {second.doc_no} has "
        f"“{second.doc_no}”.",
    ]


def test_a_credit_note_of_a_registered_invoice_carries_its_irn(tmp_path: Path) -> None:
    clock = Clock()
    with Journal(tmp_path, now=clock) as journal:
        booking_ref = _b2b(journal, "s-1")
        invoice = journal.tax.invoice_of("s-1")
        assert invoice is not None
        journal.einvoices.import_answers(
            read_answer_file(_answers(journal, invoice.doc_no)), clock.now, AGENCY.gstin
        )
        journal.add_cancel(cancel_request("c-1", booking_ref), agent=None)
        journal.cancelled("c-1", cancel_result(900.0))
        journal.till.record_refund(
            "c-1",
            booking_ref=booking_ref,
            counter="PB1",
            clerk="Leela Menon",
            shift_id=None,
            rule_amount=D("4500.00"),
            amount=D("4500.00"),
            mode=CASH,
        )
        (note,) = journal.tax.credit_notes_of("s-1")
        original = journal.einvoices.registered(invoice.doc_no)
        unreported = [d.doc_no for d in journal.einvoices.unreported(BAND)]

    einvoice = einvoice_json(note, Seller(AGENCY), original)
    assert schema_errors(einvoice) == []
    assert unreported == [note.doc_no]
    assert original is not None
    assert einvoice["RefDtls"]["InvRm"] == f"IRN {original.irn}"
    assert einvoice["RefDtls"]["PrecDocDtls"][0]["InvNo"] == invoice.doc_no


def test_the_clock_of_the_journal_and_an_irn_cancellation(tmp_path: Path) -> None:
    clock = Clock()
    with Journal(tmp_path, now=clock) as journal:
        for days, request_id in ((31, "old"), (21, "near"), (19, "fresh"), (0, "today")):
            clock.now = SALE_TIME - dt.timedelta(days=days)
            _b2b(journal, request_id)
        clock.now = SALE_TIME
        today = journal.tax.invoice_of("today")
        assert today is not None
        irn_at = SALE_TIME - dt.timedelta(hours=23)
        answers = read_answer_file(_answers(journal, today.doc_no, at=irn_at))
        journal.einvoices.import_answers(answers, clock.now, AGENCY.gstin)
        journal.einvoices.ask_cancellation(today.doc_no, "2", clock.now)
        with pytest.raises(ValueError, match="asked already"):
            journal.einvoices.ask_cancellation(today.doc_no, "2", clock.now)
        ten = journal.einvoices.clock(BAND, clock.now)
        five = journal.einvoices.clock(TurnoverBand.FROM_5_TO_10_CRORE, clock.now)
        off = journal.einvoices.clock(TurnoverBand.UNDER_5_CRORE, clock.now)
        cancelled = json.dumps(
            {"Irn": answers.answers[0].registered.irn, "CancelDate": "2026-12-01 10:30:00"}
        )
        confirmed = journal.einvoices.import_answers(
            read_answer_file(cancelled), clock.now, AGENCY.gstin
        )
        after = journal.einvoices.clock(BAND, clock.now)

    assert [(e.age.days, e.due) for e in ten] == [
        (0, Due.CANCEL), (31, Due.LATE), (21, Due.WARN), (19, Due.REPORT)
    ]  # fmt: skip
    assert ten[0].due_by == irn_at + dt.timedelta(hours=24)
    assert [e.due for e in five] == [Due.CANCEL, Due.REPORT, Due.REPORT, Due.REPORT]
    assert off == []
    assert confirmed.cancelled == [today.doc_no]
    assert [e.due for e in after] == [Due.LATE, Due.WARN, Due.REPORT]
    assert SALE_TIME.tzinfo is SERVICE_TZ

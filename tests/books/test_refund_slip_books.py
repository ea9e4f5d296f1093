"""A pure agent's refund given a refund slip is posted as any refund: the document it is given
(a slip, a credit note, none) changes no entry of the books."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from app.books.queries import note_settled
from app.books.reader import BooksReader
from app.domain.gst import Buyer, DocumentKind, TaxBasis
from app.domain.modules import Module
from app.domain.tenders import CASH
from app.domain.till import Markup, SeatFare, TillRules, customer_price
from app.journal import Journal
from app.records.refunds import RefundDue, RefundPart
from app.reports.tax_invoice import TaxSection, foot_rows
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.gst_day import AGENCY
from tests.journal.till_sales import exact_cash, sell, till_sale
from tests.reports.documents import plain_text

D = Decimal
PRICE = customer_price(
    Module.BOAT,
    [SeatFare(D("1850.00"), D("150.00"))] * 2,
    D(5),
    TillRules(markups={Module.BOAT: Markup(percent=D("7.77"))}),
)
FARES_BACK = D("1500.00")


def refunded_day(folder: Path, tax: TaxBasis | None) -> Journal:
    """REF1 sold in cash (taxed by ``tax``), one seat cancelled and its fares given back."""
    journal = Journal(folder, now=Clock())
    shift = journal.till.open_shift("PB1", "Leela Menon", D("0.00"))
    sale = till_sale(shift_id=shift.shift_id, price=PRICE, payment=exact_cash(PRICE.total), tax=tax)
    sell(journal, "s-1", sale, "REF1")
    due = RefundDue("REF1", "Asha Rao", ((CASH, FARES_BACK),))
    journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
    journal.cancelled("c-1", cancel_result(1400.0, "PARTIAL"))
    journal.till.pay_refund(
        "c-1",
        booking_ref="REF1",
        counter="PB1",
        clerk="Leela Menon",
        shift_id=shift.shift_id,
        rule_amount=FARES_BACK,
        parts=(RefundPart(CASH, FARES_BACK),),
        owed=None,
    )
    return journal


def test_a_refund_slip_posts_the_refund_as_a_refund_without_a_document(tmp_path: Path) -> None:
    slipped = refunded_day(tmp_path / "slip", AGENCY.basis(Module.BOAT, Buyer("Asha Rao")))
    plain = refunded_day(tmp_path / "plain", None)
    try:
        [slip] = slipped.tax.refund_documents_of("s-1")
        assert slip.kind is DocumentKind.REFUND_SLIP and slip.totals.total == FARES_BACK
        assert plain.tax.refund_documents_of("s-1") == []
        books, other = BooksReader(slipped._conn), BooksReader(plain._conn)
        refund_entries = [
            [entry for entry in kept.entries() if entry.kind.value != "sale"]
            for kept in (books, other)
        ]
        assert refund_entries[0] == refund_entries[1] and len(refund_entries[0]) == 2
        assert books.differences() == [] and books.unbalanced() == []
        assert books.owed_to("REF1") == other.owed_to("REF1") == D("0.00")
        assert books.drawer() == other.drawer() == PRICE.total - FARES_BACK
    finally:
        slipped.close()
        plain.close()


def test_the_refund_document_says_what_is_due_given_now_and_still_owed(tmp_path: Path) -> None:
    journal = Journal(tmp_path, now=Clock())
    try:
        shift = journal.till.open_shift("PB1", "Leela Menon", D("0.00"))
        tax = AGENCY.basis(Module.BOAT, Buyer("Asha Rao"))
        sale = till_sale(
            shift_id=shift.shift_id, price=PRICE, payment=exact_cash(PRICE.total), tax=tax
        )
        sell(journal, "s-1", sale, "REF1")
        due = RefundDue("REF1", "Asha Rao", ((CASH, FARES_BACK),))
        journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
        journal.cancelled("c-1", cancel_result(1400.0, "PARTIAL"))
        journal.till.pay_refund(
            "c-1",
            booking_ref="REF1",
            counter="PB1",
            clerk="Leela Menon",
            shift_id=shift.shift_id,
            rule_amount=FARES_BACK,
            parts=(RefundPart(CASH, D("600.00")),),
            owed={CASH: D("900.00")},
        )
        [note] = journal.tax.refund_documents_of("s-1")
        section = TaxSection(
            "Island Trails Pvt Ltd", note, settled=note_settled(journal.till, note)
        )
        text = plain_text(foot_rows(section, 42), 42)
    finally:
        journal.close()
    # 031aec36's document said the 1,500.00 due alone, in figures and in words, when 600.00
    # was given and 900.00 still owed.
    for line in ("Refund due", "1,500.00", "Given now by Cash", "600.00", "Still owed", "900.00"):
        assert line in text, text

"""The voucher mailed after a part-cancellation, made from the journal alone (no status card to
read): the passengers still travelling listed, the cancelled one apart and marked cancelled,
and its money what was given back and what is still owed, by the books (issue 93)."""

from __future__ import annotations

from decimal import Decimal
from html import unescape
from pathlib import Path

from app.counter.papers.customer_papers import document_text
from app.domain.tenders import CASH
from app.journal import Journal
from app.mail.outbox import Document
from app.records.refunds import RefundDue, RefundPart
from app.reports.ink import Ink
from tests.journal.entries import (
    PRODUCT,
    Clock,
    boat_request,
    booking_result,
    cancel_request,
    cancel_result,
)
from tests.journal.till_sales import till_sale
from tests.reports.documents import AGENCY

D = Decimal
INK = Ink(error="#b00020", warning="#8a5a00", muted="#5f6368")


def test_the_mailed_voucher_lists_who_travels_and_says_what_is_still_owed(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        shift = journal.till.open_shift("PB1", "Leela Menon", D("0.00"))
        request = boat_request("s-1", "Lata Iyer")
        sale = till_sale(shift_id=shift.shift_id)
        journal.add_create(journal.save_scans(request), product=PRODUCT, agent=None, sale=sale)
        journal.booked("s-1", booking_result(request, "REF1"))
        due = RefundDue("REF1", "Tom Baker", ((CASH, D("900.00")),))
        cancel = cancel_request("c-1", "REF1")
        journal.add_cancel(cancel, agent=None, names=("Lata Iyer",), due=due)
        journal.cancelled("c-1", cancel_result(900.0, "PARTIAL"))
        journal.till.pay_refund(
            "c-1",
            booking_ref="REF1",
            counter="PB1",
            clerk="Leela Menon",
            shift_id=shift.shift_id,
            rule_amount=D("900.00"),
            parts=(RefundPart(CASH, D("300.00")),),
            owed={CASH: D("600.00")},
        )
        text = document_text(journal, Document.VOUCHER, "REF1", AGENCY, False, INK)
    assert text is not None
    words = " ".join(unescape(text.html).replace("\xa0", " ").split())
    # 031aec36 listed Lata among "Passengers (2)" and ended "Paid now" with nothing owed.
    assert "Passengers (1)" in words and "<s>Lata Iyer</s>" in words
    assert "Still owed to the customer" in words and "600.00" in words

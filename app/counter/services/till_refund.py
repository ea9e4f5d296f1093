"""The credit note a customer refund payment issued, found for printing (the refund itself is
the after-sale's: ``app.booking.aftersale``)."""

from __future__ import annotations

from app.domain.gst import TaxDocument
from app.journal.store import Journal


def credit_note_of(journal: Journal, payment_id: str, booking_ref: str) -> TaxDocument | None:
    """The credit note (or the refund slip of a pure agent's reimbursement alone) the refund
    payment ``payment_id`` issued against ``booking_ref``'s invoice (None: the sale had no
    invoice)."""
    sale = journal.till.sale_of(booking_ref)
    notes = [] if sale is None else journal.tax.refund_documents_of(sale.request_id)
    return next((n for n in notes if n.refund_request_id == payment_id), None)

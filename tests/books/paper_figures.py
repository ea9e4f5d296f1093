"""The money a booking's papers show, as text, read the same way with the code of commit
031aec36 (``data/figures_of.py`` wrote it beside that code's other figures) and with today's
(``test_figures_of_031aec36`` reads it again): it uses only what both have under the same names.
A voucher is the one the journal reprints (a copy mailed or printed again, its passengers as the
journal holds them); the refund documents are the booking's credit notes and refund slips.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from app.api.models import BookingStatusData
from app.counter.papers.customer_papers import credit_notes
from app.counter.papers.voucher import Voucher, reprint_from_journal
from app.domain.gst import TaxDocument
from app.journal import Journal
from app.reports.receipt_data import AgencyDetails
from tests.books.old_figures import plain

AGENCY = AgencyDetails("Island Trails", "Port Blair", "", "35AABCI1234F1Z5")
TOTALS = ("taxable", "untaxed", "cgst", "sgst", "igst", "total")


def voucher_figures(voucher: Voucher) -> dict[str, Any]:
    """The voucher's money and how many it lists: the passengers still travelling and those
    cancelled, the seats cancelled, the wallet's lines, the bill's total, the refunds given
    back, what the customer has paid now and the agency's margin."""
    return {
        "passengers": len(voucher.passengers),
        "cancelled_passengers": len(voucher.cancelled_passengers),
        "cancelled_seats": voucher.cancelled_seats,
        "lines": [[line.label, str(line.amount)] for line in voucher.lines],
        "total_debited": str(voucher.total_debited),
        "total_refunded": str(voucher.total_refunded),
        "bill": None if voucher.bill is None else str(voucher.bill.total),
        "refunds": [[r.mode.code, str(r.amount)] for r in voucher.refunds],
        "paid_now": plain(voucher.paid_now),
        "margin": plain(voucher.margin),
    }


def document_figures(document: TaxDocument) -> dict[str, Any]:
    """A refund document's money: its lines (kind, taxable value, tax, amount), their totals
    by head (the total is the one printed in words) and the value of the invoice it amends."""
    totals = document.totals
    return {
        "doc_no": document.doc_no,
        "kind": document.kind.value,
        "lines": [
            [line.kind.value, str(line.taxable), str(line.tax), str(line.amount)]
            for line in document.lines
        ],
        "totals": {name: str(getattr(totals, name)) for name in TOTALS},
        "original_value": plain(document.original_value),
    }


def papers(journal: Journal, booking_refs: Iterable[str]) -> dict[str, Any]:
    """The money of the papers of each of ``booking_refs`` (bookings of ``journal``'s History):
    its voucher (None: the journal no longer holds its request) and its refund documents."""
    found: dict[str, Any] = {}
    for booking_ref in booking_refs:
        row = journal.history.find(booking_ref)
        assert row is not None, booking_ref
        status = BookingStatusData(
            booking_reference=booking_ref,
            module=row.module,
            booking_status=row.status,
            payment_status="",
            refund_status="",
        )
        voucher = reprint_from_journal(journal, row, status, False, AGENCY)
        found[booking_ref] = {
            "voucher": None if voucher is None else voucher_figures(voucher),
            "documents": [
                document_figures(section.document)
                for section in credit_notes(journal, booking_ref, AGENCY)
            ],
        }
    return found

"""A boat sale taxed by a given basis in a fresh journal, refunded in cash when asked (its
credit note issued), and its receipt as the documents read it: the tax documents' set-up."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from app.domain.gst import TaxBasis
from app.domain.tenders import CASH
from app.domain.till import CustomerPrice
from app.journal import Journal
from app.reports.receipt_data import AgencyDetails, ReceiptData, receipt_data
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import sell, till_sale


def taxed_receipt(
    folder: Path,
    agency: AgencyDetails,
    price: CustomerPrice,
    basis: TaxBasis,
    refund: Decimal | None = None,
) -> ReceiptData:
    """The receipt of a sale at ``price`` taxed by ``basis`` in the journal at ``folder``, its
    booking cancelled and ``refund`` given back in cash when given."""
    with Journal(folder, now=Clock()) as journal:
        result = sell(journal, "s-1", till_sale(price=price, tax=basis))
        if refund is not None:
            journal.add_cancel(cancel_request("c-1", result.booking_ref), agent=None)
            journal.cancelled("c-1", cancel_result(900.0))
            journal.till.record_refund(
                "c-1",
                booking_ref=result.booking_ref,
                counter="PB1",
                clerk="Leela Menon",
                shift_id=None,
                rule_amount=refund,
                amount=refund,
                mode=CASH,
            )
        return receipt_data(journal, result.booking_ref, agency=agency, training=False)

"""The customer's refund slip: what was given back for a cancellation, how, when and by whom,
printed as the money leaves the drawer (no Qt, no layout here)."""

from __future__ import annotations

from app.domain.money import CURRENCY
from app.figures import amount_text, stamp_text
from app.i18n import Catalogue
from app.journal.till import CustomerRefund
from app.reports.columns import PrintRow, pair, rule
from app.reports.receipt_data import MODE_WORDS, RECEIPT_DATA

REFUND_SLIP = Catalogue("REFUND_SLIP")


def refund_slip_rows(refund: CustomerRefund, customer: str, columns: int) -> list[PrintRow]:
    """The slip of ``refund`` given to ``customer``, in ``columns``: the amount in bold, a line
    for the customer's signature."""
    way = RECEIPT_DATA.known(MODE_WORDS[refund.mode])
    rows = [
        PrintRow(REFUND_SLIP.tr("Refund slip"), bold=True, centred=True),
        rule(columns),
        *pair(REFUND_SLIP.tr("Booking"), refund.booking_ref, columns),
        *pair(REFUND_SLIP.tr("Customer"), customer, columns),
        *pair(REFUND_SLIP.tr("Given at"), stamp_text(refund.recorded_at), columns),
        *pair(REFUND_SLIP.tr("Given by"), refund.clerk, columns),
        *pair(REFUND_SLIP.tr("Paid back by"), way, columns),
    ]
    if refund.reference:
        rows += pair(REFUND_SLIP.tr("Reference"), refund.reference, columns)
    if refund.decision_id is not None:
        rows += pair(REFUND_SLIP.tr("Supervisor decision"), str(refund.decision_id), columns)
    rows += [
        rule(columns),
        *pair(
            REFUND_SLIP.tr("Given back"),
            f"{CURRENCY} {amount_text(refund.amount)}",
            columns,
            bold=True,
        ),
        PrintRow(""),
        PrintRow(REFUND_SLIP.tr("Customer's signature")),
        PrintRow(""),
        rule(columns),
    ]
    return rows

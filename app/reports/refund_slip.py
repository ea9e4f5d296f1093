"""The customer's refund slip: what was cancelled and given back for it, how, when and by whom,
against which receipt, printed as the money leaves the drawer (no Qt, no layout here)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.domain.money import CURRENCY
from app.figures import amount_text, stamp_text
from app.i18n import Catalogue
from app.journal.till import CustomerRefund
from app.reports.columns import PrintRow, pair, rule, wrapped

if TYPE_CHECKING:
    from app.journal.store import Journal

REFUND_SLIP = Catalogue("REFUND_SLIP")


@dataclass(frozen=True, slots=True)
class RefundSlip:
    """What the slip of ``refund`` says besides the refund: to whom, what its cancellation
    released (``Lata Iyer`` or ``1 seat``; empty when not known here), the sale's receipt and
    the customer's language recorded with the sale (None: not known here)."""

    refund: CustomerRefund
    customer: str
    cancelled: str
    receipt_no: str | None
    language: str | None = None


def refund_slip(journal: Journal, refund: CustomerRefund, customer: str) -> RefundSlip:
    """The slip of ``refund`` given to ``customer``, with what the journal knows of its
    cancellation and of the sale's receipt."""
    cancellation = next(
        (
            c
            for c in journal.cancellations_of(refund.booking_ref)
            if c.request_id == refund.request_id
        ),
        None,
    )
    sale = journal.till.sale_of(refund.booking_ref)
    return RefundSlip(
        refund,
        customer,
        "" if cancellation is None else cancellation.released(),
        None if sale is None else sale.receipt_no,
        None if sale is None else sale.customer_language,
    )


def refund_slip_rows(slip: RefundSlip, columns: int) -> list[PrintRow]:
    """The refund slip in ``columns``: the amount in bold, a line for the customer's
    signature."""
    refund = slip.refund
    way = refund.mode.title()
    rows = [
        PrintRow(REFUND_SLIP.tr("Refund slip"), bold=True, centred=True),
        rule(columns),
        *pair(REFUND_SLIP.tr("Booking"), refund.booking_ref, columns),
        *pair(REFUND_SLIP.tr("Customer"), slip.customer, columns),
    ]
    if slip.receipt_no is not None:
        rows += pair(REFUND_SLIP.tr("Original receipt"), slip.receipt_no, columns)
    if slip.cancelled:
        # Names may run longer than a line: wrapped under their label, never squeezed beside it.
        rows += wrapped(REFUND_SLIP.tr("Cancelled: {what}").format(what=slip.cancelled), columns)
    rows += [
        *pair(REFUND_SLIP.tr("Given at"), stamp_text(refund.recorded_at), columns),
        *pair(REFUND_SLIP.tr("Given by"), refund.clerk, columns),
        *pair(REFUND_SLIP.tr("Paid back by"), way, columns),
    ]
    if refund.reference:
        rows += pair(REFUND_SLIP.tr("Reference"), refund.reference, columns)
    if refund.decision_id is not None:
        rows += pair(REFUND_SLIP.tr("Supervisor decision"), str(refund.decision_id), columns)
    rows.append(rule(columns))
    if refund.round_off:
        # Cash leaves the drawer in whole rupees: the lines add up to what was handed over.
        rows += [
            *pair(REFUND_SLIP.tr("Refund"), amount_text(refund.amount), columns),
            *pair(REFUND_SLIP.tr("Round off"), amount_text(refund.round_off), columns),
        ]
    rows += [
        *pair(
            REFUND_SLIP.tr("Given back"),
            f"{CURRENCY} {amount_text(refund.handed)}",
            columns,
            bold=True,
        ),
        PrintRow(""),
        PrintRow(REFUND_SLIP.tr("Customer's signature")),
        PrintRow(""),
        rule(columns),
    ]
    return rows

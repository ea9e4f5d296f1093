"""The payment apps' payouts as staff read them: what a payout settles, and whether it reached
the bank in full, short (money missing, and how much) or not yet."""

from __future__ import annotations

from app.bank.payouts import Arrival, Payout
from app.counter.papers.formatting import money_text
from app.i18n import Catalogue

BANK_PAYOUTS = Catalogue("BANK_PAYOUTS")


def settles_text(payout: Payout) -> str:
    """The payments (and refunds) a payout settles, and their sum."""
    # n: a plain name each, as lupdate reads it; %n is filled in with Indian grouping.
    payments, refunds = payout.payments, payout.refunds
    said = BANK_PAYOUTS.tr("%n payment(s)", "", payments)
    if refunds:
        said += ", " + BANK_PAYOUTS.tr("%n refund(s)", "", refunds)
    return BANK_PAYOUTS.tr("{payments}: {amount}").format(
        payments=said, amount=money_text(payout.gross)
    )


def arrival_text(payout: Payout) -> str:
    """Whether the payout brought what the report says reaches the bank."""
    if payout.arrival is Arrival.IN_FULL:
        return BANK_PAYOUTS.tr("Arrived in full")
    if payout.arrival is Arrival.SHORT and payout.short_by_fee:
        # A fee the app kept again, or one its report leaves out: the app is in its column.
        return BANK_PAYOUTS.tr("{amount} missing: a fee the report does not show").format(
            amount=money_text(-payout.difference)
        )
    if payout.arrival is Arrival.SHORT:
        return BANK_PAYOUTS.tr("{amount} missing").format(amount=money_text(-payout.difference))
    if payout.arrival is Arrival.OVER:
        return BANK_PAYOUTS.tr("{amount} more than the report says").format(
            amount=money_text(payout.difference)
        )
    if payout.arrival is Arrival.MISSING:
        return BANK_PAYOUTS.tr(
            "No credit of the bank statements carries it: {amount} missing"
        ).format(amount=money_text(payout.net))
    return BANK_PAYOUTS.tr("Not in the bank statement yet")

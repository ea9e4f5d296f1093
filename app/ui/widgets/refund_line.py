"""Lookup's line once a cancellation has settled: the refund, what the wallet was credited and
what is left of the booking."""

from __future__ import annotations

from app.api import CancelResult
from app.counter.papers.formatting import money_text
from app.domain.status import RefundStatus
from app.i18n import Catalogue

REFUND_LINE = Catalogue("REFUND_LINE")


def refund_line(result: CancelResult) -> str:
    """``Refund R…: INR … credited to the wallet (platform charge INR …). The booking is
    cancelled.`` (or part of it, the rest confirmed)."""
    summary = result.pricing_summary
    text = (
        REFUND_LINE.tr(
            "Refund {refund}: {credited} credited to the wallet (platform charge {charge}). "
            "Part of the booking is cancelled; the rest stays confirmed."
        )
        if result.refund_status == RefundStatus.PARTIAL
        else REFUND_LINE.tr(
            "Refund {refund}: {credited} credited to the wallet (platform charge {charge}). "
            "The booking is cancelled."
        )
    )
    return text.format(
        refund=result.refund_reference,
        credited=money_text(summary.net_agent_refund_credited),
        charge=money_text(summary.platform_cancellation_charge),
    )

"""The till's words that a service below the screens says itself (in the screen's language), in
the catalogue ``TILL_WORDS`` that the screens' till words (``app.ui.till_words``) share."""

from __future__ import annotations

from app.i18n import Catalogue
from app.records.till import EarlierTransfer

TILL_WORDS = Catalogue("TILL_WORDS")


def repeated_text(earlier: EarlierTransfer) -> str:
    """What staff read when a sale gives a transfer reference another sale carries: which."""
    sale = (
        TILL_WORDS.tr("sale {receipt} (booking {booking})").format(
            receipt=earlier.receipt_no, booking=earlier.booking_ref
        )
        if earlier.receipt_no is not None
        else TILL_WORDS.tr("a sale still waiting for the service's answer")
    )
    return TILL_WORDS.tr(
        "The {tender} reference {reference} was given already for {sale}: one transfer pays "
        "one sale."
    ).format(tender=earlier.kind.title(), reference=earlier.reference, sale=sale)

"""The till's side of a sale: when it leaves, and the UPI payment it asks for."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from app.booking.choice import Choice
from app.counter.config.settings import Settings, document_language_of
from app.counter.papers.privacy_notice import notice_facts, privacy_notice
from app.domain.money import ZERO
from app.domain.product_name import ProductName
from app.domain.upi import UpiRequest, sale_reference
from app.figures import date_text

if TYPE_CHECKING:
    from app.booking.checkout import SaleTerms


def sale_terms(settings: Settings) -> SaleTerms:
    """The counter's terms of a sale (an exchange's new sale too), as ``settings`` say now: the
    privacy notice's version is recorded only where the customer display shows it."""
    # Imported with the first sale: the customer display reads this module at the start.
    from app.booking.checkout import SaleTerms

    facts = notice_facts(settings)
    return SaleTerms(
        settings.counter_code,
        settings.till_rules,
        settings.registration,
        document_language=document_language_of(settings),
        # Without the display nothing is put before the customer: no version is claimed
        # (docs/decisions/privacy-notice.md).
        notice=(lambda language: privacy_notice(facts, language).version)
        if settings.customer_display
        else None,
    )


def departs_text(choice: Choice) -> str:
    """When the trip leaves: the day, then the slot's hours or the departure time."""
    return f"{date_text(choice.travel_date)} {choice.start_text}"


def trip_line(product: ProductName, day: dt.date, start: str) -> str:
    """``Scuba Diving at North Bay, Morning dive, 05 Dec 2026 08:00–10:00``, and a boat's
    ``North Bay Harbour Cruise, MV Blue Lagoon 11:00, 30 Nov 2026``: its departure time,
    which its line names already, is not written twice."""
    when = date_text(day) if product.departs is not None else f"{date_text(day)} {start}"
    return f"{product.shown()}, {when}"


def upi_request(settings: Settings, receipt_no: str, request_id: str) -> UpiRequest | None:
    """The UPI payment a sale asks for (its amount still to fill): the agency's UPI ID and payee
    name, the receipt number in the note, the sale's request id as the reference; None when no
    UPI ID is set."""
    if not settings.upi_vpa:
        return None
    return UpiRequest(
        vpa=settings.upi_vpa,
        payee=settings.upi_payee_name,
        amount=ZERO,
        # The customer's bank app and statement show the note: the receipt says the same number.
        note=f"Receipt {receipt_no}",
        reference=sale_reference(request_id),
    )

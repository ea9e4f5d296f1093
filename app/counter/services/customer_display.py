"""What the customer display shows and on which screen: only what the customer may see (the trip,
the names as typed, the amount, the UPI link, the change), never the wallet, net prices,
commission or ID numbers, which the views below have no field for."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from app.booking.choice import Choice
from app.counter.papers.privacy_notice import Notice
from app.counter.services.till_sale import departs_text
from app.i18n import in_language

if TYPE_CHECKING:
    # A type only: the sale's flow and its passengers' documents are no part of the start.
    from app.booking.flow import BookingFlow


def display_screen(screens: Sequence[str], window_screen: str, enabled: bool) -> str | None:
    """The screen the customer display goes on: the first one that is not the clerk's window's;
    None when it is switched off or the window's screen is the only one."""
    if not enabled:
        return None
    return next((name for name in screens if name != window_screen), None)


@dataclass(frozen=True, slots=True)
class Idle:
    """Between sales: the agency's name."""

    agency: str


@dataclass(frozen=True, slots=True)
class SaleView:
    """A sale at its review: what the customer checks and pays; the UPI part (its link and
    amount) and ``change`` follow what the clerk types ('' and None until there is one)."""

    agency: str
    trip: str
    when: str
    names: tuple[str, ...]
    amount: Decimal
    upi_link: str = ""
    upi_amount: Decimal | None = None
    change: Decimal | None = None


@dataclass(frozen=True, slots=True)
class NoticeView:
    """While the customer's details are typed: how their personal data is used (the notice in
    their language, ``notice``)."""

    agency: str
    notice: Notice


@dataclass(frozen=True, slots=True)
class Thanks:
    """The sale is booked: thank you, and the change to hand back."""

    agency: str
    change: Decimal


CustomerView = Idle | NoticeView | SaleView | Thanks


def sale_view(agency: str, flow: BookingFlow, amount: Decimal, language: str) -> SaleView:
    """The review of ``flow`` as the customer sees it: the trip and its time in ``language``, the
    BOAT passengers' names as typed (else the customer's), the amount to pay."""
    names = tuple(p.traveler_name.strip() for p in flow.passengers if p.traveler_name.strip())
    choice: Choice = flow.choice
    with in_language(language):
        trip, when = choice.name.shown(), departs_text(choice)
    return SaleView(
        agency=agency,
        trip=trip,
        when=when,
        names=names or (flow.customer.name.strip(),),
        amount=amount,
    )

"""The status words of bookings, travellers and refunds, and how each module spells them.

BOAT answers ``Confirmed`` / ``Cancelled``, ACTIVITY ``confirmed`` / ``cancelled``: compare
through ``BookingStatus.of`` (case-blind), never with a bare string.
"""

from __future__ import annotations

from enum import StrEnum

from app.domain.modules import Module
from app.i18n import Catalogue

DOMAIN_STATUS = Catalogue("DOMAIN_STATUS")

# How the counter's journal keeps a booking some of whose seats were cancelled.
PART_CANCELLED = "Part-cancelled"


class BookingStatus(StrEnum):
    """Where a booking (or one BOAT traveller) stands."""

    CONFIRMED = "CONFIRMED"
    CANCELLED = "CANCELLED"

    @classmethod
    def of(cls, text: str | None) -> BookingStatus | None:
        """The status a word names, whatever its case; None for a word the service never sends."""
        try:
            return cls((text or "").upper())
        except ValueError:
            return None

    def word(self, module: Module) -> str:
        """The status as ``module`` writes it on the wire."""
        return self.label if module is Module.BOAT else self.lower()

    @property
    def label(self) -> str:
        """``Confirmed`` / ``Cancelled``: the one spelling the counter's history shows."""
        return self.capitalize()

    def text(self) -> str:
        """The status in the current language, for a screen or a document (never the wire)."""
        if self is BookingStatus.CANCELLED:
            return DOMAIN_STATUS.tr("Cancelled")
        return DOMAIN_STATUS.tr("Confirmed")


def status_text(word: str | None) -> str:
    """A booking's or traveller's status as sent or kept (``Confirmed``, ``cancelled``, the
    journal's ``Part-cancelled``) in the current language; a word the service never sent before
    as it came."""
    if word == PART_CANCELLED:
        return DOMAIN_STATUS.tr("Part-cancelled")
    status = BookingStatus.of(word)
    return status.text() if status is not None else word or ""


class RefundStatus(StrEnum):
    """What has been refunded of a booking."""

    NONE = "NONE"
    PARTIAL = "PARTIAL"  # some seats were cancelled, the booking stays confirmed
    REFUNDED = "REFUNDED"  # everything was cancelled

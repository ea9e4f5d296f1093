"""Status changes that matter said to assistive technology as well as shown: a booking
confirmed, an error, the service or the agency store offline or back.

A screen reader reads what has the focus; a strip or a label that changes elsewhere is silent
unless it is announced. Errors interrupt (assertive); the rest waits its turn (polite).
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from app.i18n import Catalogue

ANNOUNCE = Catalogue("ANNOUNCE")


def announce(source: QWidget, text: str, assertive: bool = False) -> None:
    """Have a screen reader say ``text``, as said by ``source`` (what shows it)."""
    if not text:
        return
    event = QAccessibleAnnouncementEvent(source, text)
    politeness = QAccessible.AnnouncementPoliteness
    event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
    QAccessible.updateAccessibility(event)


def announce_booked(source: QWidget, reference: str) -> None:
    """A sale is booked and paid: its reference, said at once."""
    announce(
        source,
        ANNOUNCE.tr("Booked and paid. Booking reference {reference}.").format(
            reference=" ".join(reference)  # read out letter by letter, as staff read it out
        ),
        assertive=True,
    )

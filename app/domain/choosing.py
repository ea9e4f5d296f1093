"""What the clerk chooses a sale's trip by (its day and the catalogue's filter), and what of it
the next sale starts with: today and no filter, unless the clerk pinned the day."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Choosing:
    """The day and the filter a trip is being chosen by; ``pinned`` when the clerk keeps the
    day for the sales that follow (a visible choice, off unless set)."""

    day: dt.date
    filter: str = ""
    pinned: bool = False

    def next_sale(self, today: dt.date) -> Choosing:
        """What the next customer's trip is chosen by: today and an empty filter, or the pinned
        day while it has not passed; the pin itself stays as the clerk set it."""
        day = self.day if self.pinned and self.day >= today else today
        return Choosing(day, "", self.pinned)

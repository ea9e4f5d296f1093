"""What a sale's product is called: the activity and its slot, or the trip, its boat and when it
leaves. The journal keeps it as one line (``text``); the screens and the customer's papers show
it with the demo catalogue's names in their language (``shown``), old lines read by ``read``."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from app.domain.demo_names import DEMO_CATALOGUE
from app.figures import clock_text

# The journal's line: the product's name, then its slot (or its boat and departure time).
SEPARATOR = ", "
DEPARTURE = re.compile(r"^(?P<boat>.+) (?P<time>[0-9]{2}:[0-9]{2})$")


@dataclass(frozen=True, slots=True)
class ProductName:
    """An activity and its slot (``departs`` None), or a trip, its boat and departure time;
    ``part`` is empty when the line named no slot or boat."""

    name: str
    part: str = ""
    departs: dt.time | None = None

    @property
    def text(self) -> str:
        """The one line the journal, the till and the agency's store keep, in the service's
        words: ``Cellular Jail Light and Sound Show, Hindi show``,
        ``North Bay Harbour Cruise, MV Blue Lagoon 11:00``."""
        part = self.part if self.departs is None else f"{self.part} {self.departs:%H:%M}"
        return SEPARATOR.join(piece for piece in (self.name, part) if piece)

    def shown(self) -> str:
        """The line in the language in effect: each demo name translated, any other as sent."""
        part = DEMO_CATALOGUE.known(self.part)
        if self.departs is not None:
            part = f"{part} {clock_text(self.departs)}"
        return SEPARATOR.join(piece for piece in (DEMO_CATALOGUE.known(self.name), part) if piece)

    @classmethod
    def read(cls, text: str) -> ProductName:
        """A line as ``text`` wrote it (a journal row, a till sale): the name up to the first
        separator, the rest its slot, or its boat when it ends in a departure time."""
        name, _, part = text.partition(SEPARATOR)
        found = DEPARTURE.match(part)
        try:
            departs = None if found is None else dt.time.fromisoformat(found["time"])
        except ValueError:  # not a time of day ("99:99"): part of the slot's name
            departs = None
        if found is None or departs is None:
            return cls(name, part)
        return cls(name, found["boat"], departs)


def shown_product(text: str) -> str:
    """A product's line as the journal keeps it, shown in the language in effect (a demo
    product's names translated; any other line as it was kept)."""
    return ProductName.read(text).shown()

"""The customer's language of one sale, apart from the clerk's: what their papers, the customer
display and the privacy notice are in."""

from __future__ import annotations

from dataclasses import dataclass

from app import languages


@dataclass(frozen=True, slots=True)
class CustomerLanguage:
    """What decides a sale's customer language: the one the clerk chose for this sale, else the
    returning customer's from their last sale, else the counter's (``code``'s default). Each is
    a code of ``app.languages``, or "" when there is none."""

    chosen: str = ""
    returning: str = ""

    def code(self, counter: str) -> str:
        """The customer's language; ``counter`` (the counter's document language) by default. A
        code no longer declared (a journal of a later app) counts as none."""
        return next((c for c in (self.chosen, self.returning) if languages.is_known(c)), counter)

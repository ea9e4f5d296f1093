"""A rule broken by a request: which field, and a sentence counter staff understand."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule. ``field`` is a wire path such as ``passengers[2].id_number``."""

    field: str
    message: str

    def as_wire(self) -> dict[str, str]:
        """The ``errors`` entry of the DESIGN error body."""
        return {"field": self.field, "message": self.message}

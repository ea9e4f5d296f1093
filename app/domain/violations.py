"""A rule broken by a request: which field, and a sentence counter staff understand."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

VALIDATION_FAILED = "VALIDATION_FAILED"
IDENTITY_DOCUMENT_REQUIRED = "IDENTITY_DOCUMENT_REQUIRED"
TRAVEL_DATE_IN_PAST = "TRAVEL_DATE_IN_PAST"


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule. ``field`` is a wire path such as ``passengers[2].id_number``.

    ``code`` names a more specific kind of rejection (identity documents, a past date) when the
    rule has one; the error code of a whole rejection follows from it (``rejection_code``).
    """

    field: str
    message: str
    code: str | None = None

    def as_wire(self) -> dict[str, str]:
        """The ``errors`` entry of the error body (docs/partner-interface.md §9.1)."""
        return {"field": self.field, "message": self.message}


def rejection_code(violations: Sequence[Violation]) -> str:
    """The specific code shared by every violation, else ``VALIDATION_FAILED``."""
    codes = {v.code for v in violations}
    if len(codes) == 1:
        (only,) = codes
        if only is not None:
            return only
    return VALIDATION_FAILED

"""A BOAT passenger as typed at the counter, and the fields the trip requires of them."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field, replace
from typing import Any

from app.domain.identity import (
    DOMESTIC_NATIONALITY,
    PASSPORT,
    DocumentRequirement,
    IdentityFlags,
    requirement_for,
)
from app.domain.mrz import PassportMrz
from app.domain.requests import AGE_MAX

# Every passenger gives these, whatever the trip and nationality (docs/partner-interface.md §5.2).
ALWAYS_REQUIRED = frozenset({"traveler_name", "age", "pax_gender", "nationality"})
_TEXT_FIELDS = ("traveler_name", "pax_gender")
_DOCUMENT_FIELDS = ("id_type", "id_number")


@dataclass(frozen=True, slots=True)
class PassengerEntry:
    """One row of the passenger table as typed (blank where nothing is typed yet)."""

    traveler_name: str = ""
    age: int | None = None
    pax_gender: str = ""
    nationality: str = DOMESTIC_NATIONALITY
    id_type: str = ""
    id_number: str = ""
    id_proof_file: str | None = field(default=None, repr=False)

    @property
    def wire_nationality(self) -> str:
        """The nationality as sent: trimmed and upper-cased, so "Indian" is domestic too."""
        return self.nationality.strip().upper()

    @property
    def priceable(self) -> bool:
        """Age and nationality are given, so the passenger's rate can be chosen."""
        return self.age is not None and 0 <= self.age <= AGE_MAX and bool(self.wire_nationality)

    def requirement(self, flags: IdentityFlags) -> DocumentRequirement:
        """Which identity fields this passenger needs on a trip with ``flags``."""
        return requirement_for(self.wire_nationality, flags)

    def required_fields(self, flags: IdentityFlags) -> frozenset[str]:
        """Names of the wire fields this passenger must fill in."""
        need = self.requirement(flags)
        documents = {
            "id_type": need.id_type,
            "id_number": need.id_number,
            "id_proof_file": need.id_proof_file,
        }
        return ALWAYS_REQUIRED | {name for name, needed in documents.items() if needed}

    def to_wire(self) -> dict[str, Any]:
        """The wire passenger: text trimmed, blank document fields left out."""
        wire: dict[str, Any] = {name: getattr(self, name).strip() for name in _TEXT_FIELDS}
        wire["nationality"] = self.wire_nationality
        wire["age"] = self.age
        for name in _DOCUMENT_FIELDS:
            value = getattr(self, name).strip()
            if value:
                wire[name] = value
        if self.id_proof_file:
            wire["id_proof_file"] = self.id_proof_file
        return wire

    def from_passport(self, mrz: PassportMrz, travel_date: dt.date) -> PassengerEntry:
        """This entry filled from a checked passport MRZ; age is taken on the travel date."""
        return replace(
            self,
            traveler_name=mrz.full_name,
            age=mrz.age_on(travel_date),
            pax_gender=mrz.pax_gender or self.pax_gender,
            nationality=mrz.nationality,
            id_type=PASSPORT,
            id_number=mrz.passport_number,
        )

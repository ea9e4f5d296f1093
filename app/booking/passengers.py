"""A BOAT passenger as typed at the counter, and the fields the trip requires of them."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field, replace
from typing import Any

from app.domain.aadhaar import aadhaar_problem
from app.domain.aadhaar_qr import AadhaarCard
from app.domain.identity import (
    AADHAAR,
    DOMESTIC_NATIONALITY,
    PASSPORT,
    DocumentRequirement,
    IdentityFlags,
    masked_aadhaar,
    requirement_for,
    shown_id_number,
)
from app.domain.mrz import PassportMrz
from app.domain.requests import AGE_MAX
from app.i18n import Catalogue

BOOKING_PASSENGERS = Catalogue("BOOKING_PASSENGERS")

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
    # From a scan of the card's Aadhaar QR, never sent: the number's last four digits (shown
    # "XXXX XXXX 1234" and checked against a typed number) and whether UIDAI's signature held.
    aadhaar_last_four: str = ""
    aadhaar_genuine: bool = False

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

    def shown_id(self) -> str:
        """The ID number as a screen shows it: typed (an Aadhaar number masked but for its last
        four digits), or from a scanned Aadhaar QR, ``XXXX XXXX 1234``; "" when neither."""
        if self.id_number.strip():
            return shown_id_number(self.id_type, self.id_number)
        if self.aadhaar_last_four:
            return masked_aadhaar(self.aadhaar_last_four)
        return ""

    def genuine_text(self) -> str:
        """The mark of a card whose Secure QR signature held, for a screen; "" otherwise."""
        return (
            BOOKING_PASSENGERS.tr("card genuine (UIDAI signature)") if self.aadhaar_genuine else ""
        )

    def aadhaar_error(self) -> str | None:
        """What is wrong with the Aadhaar number typed for a card whose QR was scanned (its
        Verhoeff check digit, and the QR's last four digits); None when none is typed, it is
        right, or no card was scanned (a number typed alone is the service's to judge, as
        before)."""
        if self.id_type != AADHAAR or not self.id_number.strip() or not self.aadhaar_last_four:
            return None
        return aadhaar_problem(self.id_number, self.aadhaar_last_four)

    def from_aadhaar(
        self, card: AadhaarCard, travel_date: dt.date, number_required: bool
    ) -> PassengerEntry:
        """This entry filled from a read Aadhaar QR; age is taken on the travel date, the ID type
        is Aadhaar.

        Where the trip needs the document number (``number_required``) the service is sent all
        twelve digits, which an offline verification may not collect: the QR then spares the
        typing of the name, age, gender and ID type, and is not marked genuine; its last four
        digits stay to check the number staff type (docs/decisions/aadhaar-secure-qr.md). A
        number typed before that ends in them stays; any other is not this card's."""
        kept = number_required and self.id_number.strip().endswith(card.last_four)
        return replace(
            self,
            traveler_name=card.name,
            age=card.age_on(travel_date),
            pax_gender=card.gender or self.pax_gender,
            nationality=DOMESTIC_NATIONALITY,
            id_type=AADHAAR,
            id_number=self.id_number if kept else "",
            aadhaar_last_four=card.last_four,
            aadhaar_genuine=card.genuine and not number_required,
        )

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

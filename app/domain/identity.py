"""Identity-document rules: who must show what, from nationality and the trip's three flags."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from app.domain.id_proof import check_id_proof
from app.domain.violations import IDENTITY_DOCUMENT_REQUIRED, Violation
from app.i18n import Catalogue

DOMAIN_IDENTITY = Catalogue("DOMAIN_IDENTITY")

DOMESTIC_NATIONALITY = "INDIAN"
PASSPORT = "PASSPORT"
AADHAAR = "AADHAAR"
# UIDAI: an Aadhaar number is shown and printed with only its last 4 digits.
AADHAAR_SHOWN_DIGITS = 4
MASK = "X"


class Gender(StrEnum):
    """A passenger's ``pax_gender`` on the wire."""

    MALE = "MALE"
    FEMALE = "FEMALE"
    OTHER = "OTHER"

    def text(self) -> str:
        """The gender in the current language (``Female``), for a screen."""
        if self is Gender.FEMALE:
            return DOMAIN_IDENTITY.tr("Female")
        if self is Gender.OTHER:
            return DOMAIN_IDENTITY.tr("Other")
        return DOMAIN_IDENTITY.tr("Male")


def shown_id_number(id_type: str, number: str) -> str:
    """``number`` as a screen or paper may show it: an Aadhaar number masked but for its last 4
    digits (eight masked digits, then ``9012``), any other ID as typed (spaces around dropped)."""
    number = number.strip()
    if id_type != AADHAAR:
        return number
    digits = "".join(c for c in number if c.isdigit())
    if len(digits) <= AADHAAR_SHOWN_DIGITS:
        return MASK * len(digits)  # too short to be one: nothing of it shown
    hidden = MASK * (len(digits) - AADHAAR_SHOWN_DIGITS) + digits[-AADHAAR_SHOWN_DIGITS:]
    # In fours from the right, as the card prints it: the last 4 digits always a group.
    head = len(hidden) % 4
    groups = [hidden[:head]] if head else []
    return " ".join(groups + [hidden[i : i + 4] for i in range(head, len(hidden), 4)])


def masked_aadhaar(last_four: str) -> str:
    """An Aadhaar number known only by its last four digits, as the card prints it masked:
    ``XXXX XXXX 1234``."""
    return shown_id_number(AADHAAR, "0" * 8 + last_four)


@dataclass(frozen=True, slots=True)
class IdentityFlags:
    """``policies.identity_enforcement`` of a BOAT trip (each flag 0 or 1 on the wire)."""

    is_id_mandatory: bool = False
    is_id_no_required: bool = False
    is_id_upload_required: bool = False

    @classmethod
    def from_wire(cls, data: Mapping[str, Any] | None) -> IdentityFlags:
        """Build from the wire object; a missing object or flag means 0."""
        data = data or {}
        return cls(
            is_id_mandatory=bool(data.get("is_id_mandatory")),
            is_id_no_required=bool(data.get("is_id_no_required")),
            is_id_upload_required=bool(data.get("is_id_upload_required")),
        )


NO_FLAGS = IdentityFlags()


@dataclass(frozen=True, slots=True)
class DocumentRequirement:
    """Which identity fields one passenger must carry."""

    id_type: bool
    passport_only: bool
    id_number: bool
    id_proof_file: bool


def is_foreign(nationality: str | None) -> bool:
    """Exactly ``INDIAN`` is domestic; any other value (other case, empty, missing) is foreign."""
    return nationality != DOMESTIC_NATIONALITY


def requirement_for(nationality: str | None, flags: IdentityFlags) -> DocumentRequirement:
    """What a passenger of ``nationality`` must show on a trip with ``flags``."""
    foreign = is_foreign(nationality)
    return DocumentRequirement(
        id_type=foreign or flags.is_id_mandatory,
        passport_only=foreign,
        id_number=foreign or flags.is_id_no_required,
        id_proof_file=foreign or flags.is_id_upload_required,
    )


def _blank(value: object) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def check_passenger_identity(
    passenger: Mapping[str, Any], path: str, flags: IdentityFlags
) -> list[Violation]:
    """Identity violations of one passenger; ``path`` prefixes the field names."""
    need = requirement_for(passenger.get("nationality"), flags)
    foreign = need.passport_only
    found: list[Violation] = []

    def missing(name: str, message: str) -> None:
        found.append(Violation(f"{path}.{name}", message, IDENTITY_DOCUMENT_REQUIRED))

    id_type = passenger.get("id_type")
    if foreign and id_type != PASSPORT:
        missing("id_type", DOMAIN_IDENTITY.tr("A foreign passenger needs a passport as the ID."))
    elif need.id_type and _blank(id_type):
        missing("id_type", DOMAIN_IDENTITY.tr("This trip needs an ID type for every passenger."))
    if need.id_number and _blank(passenger.get("id_number")):
        missing(
            "id_number",
            DOMAIN_IDENTITY.tr("A foreign passenger needs the document number.")
            if foreign
            else DOMAIN_IDENTITY.tr("This trip needs the document number."),
        )
    proof = passenger.get("id_proof_file")
    if _blank(proof):
        if need.id_proof_file:
            missing(
                "id_proof_file",
                DOMAIN_IDENTITY.tr("A foreign passenger needs a scan of the document.")
                if foreign
                else DOMAIN_IDENTITY.tr("This trip needs a scan of the document."),
            )
    else:
        problem = check_id_proof(proof)
        if problem:
            missing("id_proof_file", problem)
    return found

"""Quick entry: a customer or a BOAT passenger typed on one line, its parts separated by commas.

Staff at a counter with a queue read a walk-in's details off a slip or hear them; one line per
person ("Asha Rao, asha@example.in, 9876543210", "Ravi Kumar, 34, M") is faster than a field
each. This module only splits and reads such a line; what the parts then say (an e-mail that is
not one, an age over the limit) is the flow's to check, exactly as when the fields are typed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from app.domain.phone import read_phone
from app.i18n import Catalogue, Said

QUICK_ENTRY = Catalogue("QUICK_ENTRY")

SEPARATOR = ","
# A gender is typed as its wire word or its first letter, in any case (the wire words are
# ``app.domain.requests.PAX_GENDERS``; a test keeps the two in step).
GENDER_LETTERS = {gender[0]: gender for gender in ("MALE", "FEMALE", "OTHER")}
# The letters staff type, whatever the screen's language.
GENDER_CHOICES = "M, F or O"
# The editor's age field takes up to three digits; the range is the flow's rule (0 to 120).
AGE_PATTERN = re.compile(r"[0-9]{1,3}")
SEATS_PATTERN = re.compile(r"[0-9]{1,3}")


def customer_expected() -> str:
    """What a customer's line holds, in the screen's language."""
    return QUICK_ENTRY.tr("Type name, e-mail and phone, separated by commas; the seats may follow")


def passenger_expected() -> str:
    """What a passenger's line holds, in the screen's language."""
    return QUICK_ENTRY.tr(
        "Type name, age and gender ({choices}), separated by commas; a nationality may follow"
    ).format(choices=GENDER_CHOICES)


class QuickEntryError(Said, ValueError):
    """The line cannot be read; the message says what is expected, for staff to read."""


@dataclass(frozen=True, slots=True)
class QuickCustomer:
    """The customer's three fields as read from one line (trimmed, not yet checked), and the
    seats when a fourth part gives them."""

    name: str
    email: str
    phone: str
    seats: int | None = None


@dataclass(frozen=True, slots=True)
class QuickPassenger:
    """A passenger as read from one line; ``nationality`` is None when not typed."""

    traveler_name: str
    age: int
    pax_gender: str
    nationality: str | None = None

    def changes(self) -> dict[str, Any]:
        """The ``PassengerEntry`` fields this line sets (a nationality not typed is left as is)."""
        changes: dict[str, Any] = {
            "traveler_name": self.traveler_name,
            "age": self.age,
            "pax_gender": self.pax_gender,
        }
        if self.nationality is not None:
            changes["nationality"] = self.nationality
        return changes


def split_line(text: str, expected: str, least: int, most: int) -> list[str]:
    """The trimmed parts of ``text``; between ``least`` and ``most`` of them, none empty.

    ``expected`` is the sentence that says what to type; the error adds what was found.
    """
    parts = [part.strip() for part in text.split(SEPARATOR)]
    filled = [part for part in parts if part]
    if least <= len(parts) <= most and len(filled) == len(parts):
        return parts
    count = len(filled)
    if least <= count <= most:
        found = QUICK_ENTRY.tr("a part is empty: check the commas")
    elif least == most:
        found = QUICK_ENTRY.tr("{count} found, {least} expected").format(count=count, least=least)
    else:
        found = QUICK_ENTRY.tr("{count} found, {least} or {most} expected").format(
            count=count, least=least, most=most
        )
    raise QuickEntryError(
        QUICK_ENTRY.tr("{expected} ({found}).").format(expected=expected, found=found)
    )


def parse_customer(text: str) -> QuickCustomer:
    """Read "name, e-mail, phone" and optionally the seats ("…, 2"); none of the parts empty."""
    parts = split_line(text, customer_expected(), 3, 4)
    name, email, phone = parts[:3]
    if len(parts) == 3:
        return QuickCustomer(name=name, email=email, phone=phone)
    if not SEATS_PATTERN.fullmatch(parts[3]):
        raise QuickEntryError(
            QUICK_ENTRY.tr(
                'Seats "{seats}" is not a number: type the seats in digits, or leave them out.'
            ).format(seats=parts[3])
        )
    return QuickCustomer(name=name, email=email, phone=phone, seats=int(parts[3]))


def returning_phone(text: str) -> tuple[str, int | None] | None:
    """A returning customer's line, "phone" or "phone, seats": the phone's wire number and the
    seats (None when not typed); None when the line is not one."""
    parts = [part.strip() for part in text.split(SEPARATOR)]
    if not 1 <= len(parts) <= 2 or (len(parts) == 2 and not SEATS_PATTERN.fullmatch(parts[1])):
        return None
    phone = read_phone(parts[0]) if parts[0] else None
    if phone is None:
        return None
    return phone.wire, int(parts[1]) if len(parts) == 2 else None


def parse_gender(text: str) -> str:
    """The wire gender of ``text`` (``M``, ``female``, ``OTHER``…); QuickEntryError if unknown."""
    word = text.strip().upper()
    gender = word if word in GENDER_LETTERS.values() else GENDER_LETTERS.get(word)
    if gender is None:
        raise QuickEntryError(
            QUICK_ENTRY.tr('Gender "{gender}" is not known: type {choices}.').format(
                gender=text.strip(), choices=GENDER_CHOICES
            )
        )
    return gender


def parse_passenger(text: str) -> QuickPassenger:
    """Read "name, age, gender" with an optional fourth part, the nationality."""
    parts = split_line(text, passenger_expected(), 3, 4)
    name, age, gender = parts[:3]
    if not AGE_PATTERN.fullmatch(age):
        raise QuickEntryError(
            QUICK_ENTRY.tr('Age "{age}" is not a whole number of years: type it in digits.').format(
                age=age
            )
        )
    return QuickPassenger(
        traveler_name=name,
        age=int(age),
        pax_gender=parse_gender(gender),
        nationality=parts[3] if len(parts) == 4 else None,
    )

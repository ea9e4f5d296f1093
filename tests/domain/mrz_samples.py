"""A writer of passport MRZs (ICAO 9303 TD3), independent of the reader under test."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

SPECIMEN = (
    "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
    "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
)


def digit(field: str) -> str:
    """The check digit of ``field``."""
    # Written from the standard's table, not from app.domain.mrz: A-Z are 10-35, "<" is 0.
    values = [0 if c == "<" else int(c, 36) for c in field]
    return str(sum(v * (7, 3, 1)[i % 3] for i, v in enumerate(values)) % 10)


def _pad(text: str, width: int) -> str:
    assert len(text) <= width, f"{text!r} is longer than {width}"
    return text + "<" * (width - len(text))


@dataclass(frozen=True)
class Passport:
    """The details a passport's MRZ holds."""

    surname: str
    given_names: str
    number: str
    nationality: str
    birth: dt.date
    sex: str
    expiry: dt.date
    personal: str = ""
    issuing_state: str = "UTO"

    def lines(self) -> tuple[str, str]:
        """The two MRZ lines, with correct check digits."""
        name = self.surname.replace(" ", "<") + "<<" + self.given_names.replace(" ", "<")
        first = "P<" + _pad(self.issuing_state, 3) + _pad(name, 39)
        number_field = _pad(self.number, 9)
        birth_field = self.birth.strftime("%y%m%d")
        expiry_field = self.expiry.strftime("%y%m%d")
        personal_field = _pad(self.personal, 14)
        personal_check = "<" if not self.personal else digit(personal_field)
        head = number_field + digit(number_field)
        middle = birth_field + digit(birth_field)
        tail = expiry_field + digit(expiry_field) + personal_field + personal_check
        second = head + _pad(self.nationality, 3) + middle + self.sex + tail
        return first, second + digit(head + middle + tail)


# A British traveller, as the counter's scripts and tests read her passport.
BRITISH_TRAVELLER = Passport(
    surname="HARDY",
    given_names="EMMA JANE",
    number="533401782",
    nationality="GBR",
    birth=dt.date(1990, 3, 14),
    sex="F",
    expiry=dt.date(2033, 3, 13),
    issuing_state="GBR",
)

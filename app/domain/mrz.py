"""The machine-readable zone of a passport (ICAO 9303 TD3): two lines of 44, five check digits.

Text may come typed, pasted or from a keyboard-wedge reader, so case, surrounding whitespace,
line breaks (CR, LF or none) are forgiven; a wrong check digit never is.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from app.domain.countries import INDIA
from app.domain.identity import DOMESTIC_NATIONALITY
from app.i18n import Catalogue, Said

DOMAIN_MRZ = Catalogue("DOMAIN_MRZ")

LINE_LENGTH = 44
FILLER = "<"
# ICAO codes that are not ISO 3166 alpha-3: Germany writes a lone "D".
ISO_ALPHA3 = {"D": "DEU"}
PAX_GENDERS = {"M": "MALE", "F": "FEMALE"}
_LINE = re.compile(r"[A-Z0-9<]{44}")
_WEIGHTS = (7, 3, 1)
# Expiry years are read within this many years either side of the reference day.
_EXPIRY_WINDOW_YEARS = 50


class MrzError(Said, ValueError):
    """The text is not a readable passport MRZ; ``problems`` names each fault."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("; ".join(problems))


@dataclass(frozen=True, slots=True)
class PassportMrz:
    """What a passport's MRZ says, after every check digit has been verified."""

    issuing_state: str
    surname: str
    given_names: str
    passport_number: str
    nationality_code: str
    birth_date: dt.date
    sex: str
    expiry_date: dt.date
    personal_number: str

    @property
    def full_name(self) -> str:
        """Given names then surname, as a traveller's name is written."""
        return " ".join(part for part in (self.given_names, self.surname) if part)

    @property
    def nationality(self) -> str:
        """The wire nationality: ``INDIAN`` for IND, else the ISO 3166 alpha-3 code (foreign)."""
        if self.nationality_code == INDIA:
            return DOMESTIC_NATIONALITY
        return ISO_ALPHA3.get(self.nationality_code, self.nationality_code)

    @property
    def pax_gender(self) -> str | None:
        """``MALE`` or ``FEMALE``; None when the passport leaves sex unspecified (``<``/``X``)."""
        return PAX_GENDERS.get(self.sex)

    def age_on(self, day: dt.date) -> int:
        """Age in whole years on ``day``."""
        had_birthday = (day.month, day.day) >= (self.birth_date.month, self.birth_date.day)
        return day.year - self.birth_date.year - (0 if had_birthday else 1)


def char_value(char: str) -> int:
    """ICAO value of one MRZ character: digits as such, A=10 to Z=35, the filler 0."""
    if char == FILLER:
        return 0
    return int(char, 36)


def check_digit(field: str) -> int:
    """The 7-3-1 weighted check digit of ``field``."""
    return sum(char_value(c) * _WEIGHTS[i % 3] for i, c in enumerate(field)) % 10


def mrz_line(text: str) -> str | None:
    """``text`` as one line of a passport's MRZ (44 of A-Z, 0-9 and <; case and spaces
    forgiven), or None when it cannot be one."""
    line = "".join(text.upper().split())
    return line if _LINE.fullmatch(line) else None


def split_lines(text: str) -> tuple[str, str]:
    """The two 44-character lines of ``text``: one line per row, or both joined in one."""
    # Spaces inside a line are dropped too: a reader or a paste may split a row anywhere.
    lines = [joined for line in text.upper().splitlines() if (joined := "".join(line.split()))]
    if len(lines) == 2:
        problems = [
            DOMAIN_MRZ.tr("line {number} has {length} characters, expected {expected}").format(
                number=n, length=len(line), expected=LINE_LENGTH
            )
            for n, line in enumerate(lines, start=1)
            if len(line) != LINE_LENGTH
        ]
        if problems:
            raise MrzError(problems)
        first, second = lines
    elif len(lines) == 1 and len(lines[0]) == 2 * LINE_LENGTH:
        first, second = lines[0][:LINE_LENGTH], lines[0][LINE_LENGTH:]
    else:
        size = sum(len(line) for line in lines)
        count = len(lines)
        raise MrzError(
            [
                DOMAIN_MRZ.tr(
                    "a passport's MRZ is two lines of {expected} characters; "
                    "got {count} line(s), {size} characters"
                ).format(expected=LINE_LENGTH, count=count, size=size)
            ]
        )
    problems = [
        DOMAIN_MRZ.tr("line {number} holds characters other than A-Z, 0-9 and <").format(number=n)
        for n, line in enumerate((first, second), start=1)
        if not _LINE.fullmatch(line)
    ]
    if not first.startswith("P"):
        problems.append(DOMAIN_MRZ.tr("line 1 does not start with P: this is not a passport"))
    if problems:
        raise MrzError(problems)
    return first, second


def _check(name: str, field: str, given: str, problems: list[str]) -> None:
    expected = check_digit(field)
    # An unused optional field may leave its check digit as a filler (worth 0).
    if given == FILLER and expected == 0 and set(field) == {FILLER}:
        return
    if given != str(expected):
        problems.append(
            DOMAIN_MRZ.tr("{field} check digit is {given}, expected {expected}").format(
                field=name, given=given, expected=expected
            )
        )


def _date(name: str, text: str, problems: list[str]) -> tuple[int, int, int] | None:
    """``YYMMDD`` as numbers, or None (and a problem) when it is not a calendar date."""
    if text.isdigit():
        yy, month, day = int(text[:2]), int(text[2:4]), int(text[4:6])
        try:
            dt.date(2000, month, day)  # a leap year: 29 February is a date
        except ValueError:
            pass
        else:
            return yy, month, day
    problems.append(
        DOMAIN_MRZ.tr("{field} {text} is not a date (YYMMDD)").format(field=name, text=text)
    )
    return None


def _birth_date(parts: tuple[int, int, int], today: dt.date) -> dt.date:
    """The latest century that does not put the birth after ``today``."""
    yy, month, day = parts
    year = today.year - (today.year - yy) % 100
    born = _safe_date(year, month, day)
    return born if born <= today else _safe_date(year - 100, month, day)


def _expiry_date(parts: tuple[int, int, int], today: dt.date) -> dt.date:
    """The century that puts the expiry within 50 years either side of ``today``."""
    yy, month, day = parts
    low = today.year - _EXPIRY_WINDOW_YEARS
    return _safe_date(low + (yy - low) % 100, month, day)


def _safe_date(year: int, month: int, day: int) -> dt.date:
    # 29 February of a two-digit year read into a century where it is not a leap year.
    try:
        return dt.date(year, month, day)
    except ValueError:
        return dt.date(year, month, day - 1)


def _name(field: str) -> tuple[str, str]:
    surname, _, given = field.partition(FILLER * 2)
    return _words(surname), _words(given)


def _words(field: str) -> str:
    return " ".join(field.replace(FILLER, " ").split())


def parse_td3(text: str, today: dt.date) -> PassportMrz:
    """Read a passport MRZ; every check digit is verified (``today`` sets the century of dates)."""
    first, second = split_lines(text)
    problems: list[str] = []
    document, birth_name = DOMAIN_MRZ.tr("document number"), DOMAIN_MRZ.tr("date of birth")
    expiry_name = DOMAIN_MRZ.tr("expiry date")
    _check(document, second[0:9], second[9], problems)
    _check(birth_name, second[13:19], second[19], problems)
    _check(expiry_name, second[21:27], second[27], problems)
    _check(DOMAIN_MRZ.tr("personal number"), second[28:42], second[42], problems)
    composite = second[0:10] + second[13:20] + second[21:43]
    _check(DOMAIN_MRZ.tr("composite"), composite, second[43], problems)
    birth = _date(birth_name, second[13:19], problems)
    expiry = _date(expiry_name, second[21:27], problems)
    if problems or birth is None or expiry is None:
        raise MrzError(problems)
    surname, given_names = _name(first[5:])
    return PassportMrz(
        issuing_state=first[2:5].replace(FILLER, ""),
        surname=surname,
        given_names=given_names,
        passport_number=second[0:9].replace(FILLER, ""),
        nationality_code=second[10:13].replace(FILLER, ""),
        birth_date=_birth_date(birth, today),
        sex=second[20],
        expiry_date=_expiry_date(expiry, today),
        personal_number=second[28:42].replace(FILLER, ""),
    )

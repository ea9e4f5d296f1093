"""An Aadhaar number typed by staff: twelve digits whose last is a Verhoeff check digit.

UIDAI never issues a number starting with 0 or 1, and the last digit checks the other eleven
with Verhoeff's dihedral scheme, which catches every single wrong digit and every swap of two
neighbours: the typos a clerk copying twelve digits from a card makes.
"""

from __future__ import annotations

from app.i18n import Catalogue

DOMAIN_AADHAAR = Catalogue("DOMAIN_AADHAAR")

AADHAAR_DIGITS = 12
LAST_FOUR = 4
# Verhoeff's multiplication table of the dihedral group D5.
_D = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9),
    (1, 2, 3, 4, 0, 6, 7, 8, 9, 5),
    (2, 3, 4, 0, 1, 7, 8, 9, 5, 6),
    (3, 4, 0, 1, 2, 8, 9, 5, 6, 7),
    (4, 0, 1, 2, 3, 9, 5, 6, 7, 8),
    (5, 9, 8, 7, 6, 0, 4, 3, 2, 1),
    (6, 5, 9, 8, 7, 1, 0, 4, 3, 2),
    (7, 6, 5, 9, 8, 2, 1, 0, 4, 3),
    (8, 7, 6, 5, 9, 3, 2, 1, 0, 4),
    (9, 8, 7, 6, 5, 4, 3, 2, 1, 0),
)
# The position permutation: position i (from the right) applies sigma i times, sigma being
# (0 1 5 8 9 4 2 7)(3 6); its powers are computed, not typed, so no row can be mistyped.
_SIGMA = (1, 5, 7, 6, 2, 8, 3, 0, 9, 4)


def _powers() -> tuple[tuple[int, ...], ...]:
    rows = [tuple(range(10))]
    for _ in range(7):
        rows.append(tuple(_SIGMA[digit] for digit in rows[-1]))
    return tuple(rows)


_P = _powers()
_INVERSE = (0, 4, 3, 2, 1, 5, 6, 7, 8, 9)


def verhoeff_valid(digits: str) -> bool:
    """Whether ``digits`` (digits only) end in their Verhoeff check digit."""
    check = 0
    for position, digit in enumerate(reversed(digits)):
        check = _D[check][_P[position % 8][int(digit)]]
    return check == 0


def verhoeff_digit(digits: str) -> str:
    """The check digit that makes ``digits`` followed by it valid (for building test numbers)."""
    check = 0
    for position, digit in enumerate(reversed(digits)):
        check = _D[check][_P[(position + 1) % 8][int(digit)]]
    return str(_INVERSE[check])


def aadhaar_digits(text: str) -> str:
    """The digits of a typed number, the spaces and hyphens of "1234 5678 9012" dropped."""
    return "".join(c for c in text if c not in " -")


def aadhaar_problem(text: str, last_four: str = "") -> str | None:
    """Why ``text`` is not an Aadhaar number (None when it is one); ``last_four``: the digits
    the passenger's Secure QR gave, which the number must end in."""
    digits = aadhaar_digits(text.strip())
    if not digits.isdigit() or len(digits) != AADHAAR_DIGITS:
        return DOMAIN_AADHAAR.tr("An Aadhaar number has 12 digits: check it on the card.")
    if digits[0] in "01":
        return DOMAIN_AADHAAR.tr("No Aadhaar number starts with 0 or 1: check it on the card.")
    if not verhoeff_valid(digits):
        return DOMAIN_AADHAAR.tr(
            "This is not an Aadhaar number (its last digit does not check): a digit is mistyped."
        )
    if last_four and digits[-LAST_FOUR:] != last_four:
        return DOMAIN_AADHAAR.tr(
            "The card's QR ends in {last_four}: this number is another card's, or mistyped."
        ).format(last_four=last_four)
    return None

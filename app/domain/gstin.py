"""The agency's GSTIN, checked before it is printed on a customer document.

15 characters: state code (01-38), the PAN (5 letters, 4 digits, 1 letter), the entity number,
"Z", and a check character by the mod-36 algorithm of the GST network.
"""

from __future__ import annotations

import re

from app.i18n import Catalogue

DOMAIN_GSTIN = Catalogue("DOMAIN_GSTIN")

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
GSTIN_LENGTH = 15
STATE_CODES = frozenset(f"{code:02d}" for code in range(1, 39))
_SHAPE = re.compile(r"\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]")


def normalise_gstin(text: str) -> str:
    """What staff typed, without spaces and in capitals (a GSTIN is case-blind)."""
    return "".join(text.split()).upper()


def check_character(first14: str) -> str:
    """The 15th character of a GSTIN starting with ``first14``."""
    total = 0
    for position, char in enumerate(first14):
        product = ALPHABET.index(char) * (2 if position % 2 else 1)
        total += product // 36 + product % 36
    return ALPHABET[(36 - total % 36) % 36]


def gstin_problem(text: str) -> str | None:
    """A sentence saying what is wrong with the GSTIN ``text`` (normalised first); None if valid."""
    gstin = normalise_gstin(text)
    if len(gstin) != GSTIN_LENGTH:
        length = len(gstin)
        return DOMAIN_GSTIN.tr("A GSTIN has 15 characters; this one has {length}.").format(
            length=length
        )
    if not gstin[:2].isdigit() or gstin[:2] not in STATE_CODES:
        return DOMAIN_GSTIN.tr(
            "A GSTIN starts with a state code from 01 to 38, not {code}."
        ).format(code=gstin[:2])
    if not _SHAPE.fullmatch(gstin):
        return DOMAIN_GSTIN.tr(
            "A GSTIN is the state code, the PAN (5 letters, 4 digits, 1 letter), "
            "the entity number, Z and a check character."
        )
    if check_character(gstin[:14]) != gstin[14]:
        return DOMAIN_GSTIN.tr(
            "This GSTIN's last character does not match: check it for a typing mistake."
        )
    return None

"""Booking references: 8 characters, upper-case letters and digits without 0/O/1/I."""

from __future__ import annotations

import re

BOOKING_REF_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
BOOKING_REF_LENGTH = 8
_REF = re.compile(rf"^[{BOOKING_REF_ALPHABET}]{{{BOOKING_REF_LENGTH}}}$")


def normalize_booking_ref(text: str) -> str:
    """Trim and upper-case what staff typed or pasted."""
    return text.strip().upper()


def is_booking_ref(text: str) -> bool:
    """True when ``text`` has the shape of a reference this service issues."""
    return bool(_REF.fullmatch(text))

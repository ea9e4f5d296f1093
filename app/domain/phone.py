"""A customer's phone number as staff type it, read the way people write Indian numbers.

"+91 98765 43210", "098400 12345" and "98400-12345" are one and the same kind of number: the
``phonenumbers`` library (Google's metadata, no I/O) reads them, region India unless the number
starts with another country's "+". The wire value is the full international number as digits
only (8 to 15 of them, the interface's rule), so "98765 43210" is sent as "919876543210".
"""

from __future__ import annotations

from dataclasses import dataclass

import phonenumbers

from app.i18n import QT_TRANSLATE_NOOP, Catalogue

DOMAIN_PHONE = Catalogue("DOMAIN_PHONE")

DEFAULT_REGION = "IN"
PHONE_HINT = QT_TRANSLATE_NOOP("DOMAIN_PHONE", "e.g. 98765 43210 or +91 98765 43210")


def phone_hint() -> str:
    """How a phone number may be written, in the current language."""
    return DOMAIN_PHONE.known(PHONE_HINT)


@dataclass(frozen=True, slots=True)
class Phone:
    """A phone number that was read: how it reads to people and what is sent."""

    shown: str
    wire: str


def read_phone(text: str, region: str = DEFAULT_REGION) -> Phone | None:
    """The number in ``text`` (region ``region`` when it has no "+"), None if it is not one."""
    try:
        number = phonenumbers.parse(text, region)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_valid_number(number):
        return None
    e164 = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
    shown = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    return Phone(shown=shown, wire=e164.removeprefix("+"))


def wire_phone(text: str) -> str:
    """What is sent for ``text``: the number's digits when it reads as one, else the text trimmed
    (so the interface's own check names what is wrong)."""
    phone = read_phone(text)
    return phone.wire if phone is not None else text.strip()


def phone_text(text: str) -> str:
    """``text`` (as typed, or as sent: digits with the country code) as people read a number,
    "+91 98123 45678"; as written when it does not read as one."""
    phone = read_phone(text)
    if phone is None and text.strip().isdigit():
        # Sent numbers carry their country code without the "+": 447911123456 is British.
        phone = read_phone("+" + text.strip())
    return phone.shown if phone is not None else text.strip()

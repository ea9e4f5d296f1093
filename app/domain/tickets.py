"""Which BOAT rate a passenger pays: ticket type by age band, and nationality class; a
passenger's codes in words."""

from __future__ import annotations

from enum import StrEnum

from app.domain.identity import DOMESTIC_NATIONALITY, Gender, is_foreign
from app.i18n import Catalogue

DOMAIN_TICKETS = Catalogue("DOMAIN_TICKETS")


class TicketType(StrEnum):
    """Age band of a BOAT ticket (``ticket_type`` on the wire)."""

    ADULT = "ADULT"
    CHILD = "CHILD"
    INFANT = "INFANT"

    def text(self) -> str:
        """The age band in the current language (``Adult``), for a bill or a screen."""
        if self is TicketType.INFANT:
            return DOMAIN_TICKETS.tr("Infant")
        if self is TicketType.CHILD:
            return DOMAIN_TICKETS.tr("Child")
        return DOMAIN_TICKETS.tr("Adult")


class NationalityClass(StrEnum):
    """Nationality label of a BOAT rate in search; content shows one ``MIXED`` summary rate."""

    INDIAN = "INDIAN"
    FOREIGNER = "FOREIGNER"

    def text(self) -> str:
        """The nationality class in the current language (``Indian``), for a bill or a screen."""
        if self is NationalityClass.FOREIGNER:
            return DOMAIN_TICKETS.tr("Foreigner")
        return DOMAIN_TICKETS.tr("Indian")


MIXED_NATIONALITY = "MIXED"
INFANT_MAX_AGE = 1
CHILD_MAX_AGE = 11
AGE_RANGES = {
    TicketType.ADULT: f"{CHILD_MAX_AGE + 1}+",
    TicketType.CHILD: f"{INFANT_MAX_AGE + 1}-{CHILD_MAX_AGE}",
    TicketType.INFANT: f"0-{INFANT_MAX_AGE}",
}


def ticket_type_for_age(age: int) -> TicketType:
    """INFANT up to 1 year, CHILD 2 to 11, ADULT 12 and over (age in whole years)."""
    if age <= INFANT_MAX_AGE:
        return TicketType.INFANT
    if age <= CHILD_MAX_AGE:
        return TicketType.CHILD
    return TicketType.ADULT


def nationality_class(nationality: str | None) -> NationalityClass:
    """``INDIAN`` pays the domestic rate; every other nationality the foreigner rate."""
    return NationalityClass.FOREIGNER if is_foreign(nationality) else NationalityClass.INDIAN


def passenger_word(code: str) -> str:
    """A passenger's gender, ticket type or nationality code as the service sends it
    (``FEMALE``, ``INFANT``, ``INDIAN``) in the current language; anything else (a foreign
    nationality as typed) as it came."""
    if code in Gender.__members__:
        return Gender(code).text()
    if code in TicketType.__members__:
        return TicketType(code).text()
    if code in NationalityClass.__members__:
        return NationalityClass(code).text()
    return code


def nationality_shown(nationality: str) -> str:
    """A passenger's nationality as a field shows it: the domestic one in words (``भारतीय``),
    a passport's country code as typed."""
    if nationality.strip().upper() == DOMESTIC_NATIONALITY:
        return NationalityClass.INDIAN.text()
    return nationality


def nationality_typed(typed: str) -> str:
    """A nationality as typed, for the wire: the domestic one's word in the current language
    (``Indian``, ``भारतीय``) is ``INDIAN``; anything else as typed."""
    if typed.strip().casefold() == NationalityClass.INDIAN.text().casefold():
        return DOMESTIC_NATIONALITY
    return typed

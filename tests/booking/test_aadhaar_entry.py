"""A passenger filled from a read Aadhaar QR: what is filled where the trip needs the number and
where it does not, what the screens show, and that nothing of the card but the wire fields is
sent."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from app.booking import PassengerEntry
from app.domain.aadhaar_qr import AadhaarCard, Layout
from tests.domain.aadhaar_payloads import number_ending

TRAVEL = dt.date(2026, 12, 1)
CARD = AadhaarCard(
    layout=Layout.SECURE_2019,
    name="Meera Nair",
    gender="FEMALE",
    birth_year=1988,
    birth_date=dt.date(1988, 12, 2),
    last_four="4821",
    genuine=True,
)


def test_a_trip_without_the_number_gets_aadhaar_the_last_four_and_the_mark() -> None:
    entry = PassengerEntry(id_number="typed before").from_aadhaar(CARD, TRAVEL, False)

    assert (entry.traveler_name, entry.age, entry.pax_gender) == ("Meera Nair", 37, "FEMALE")
    assert (entry.nationality, entry.id_type, entry.id_number) == ("INDIAN", "AADHAAR", "")
    assert (entry.aadhaar_last_four, entry.aadhaar_genuine) == ("4821", True)
    assert entry.shown_id() == "XXXX XXXX 4821"
    assert entry.genuine_text() == "card genuine (UIDAI signature)"
    # Sent: the passenger's wire fields only; the digits and the mark stay at the counter.
    assert entry.to_wire() == {
        "traveler_name": "Meera Nair",
        "pax_gender": "FEMALE",
        "nationality": "INDIAN",
        "age": 37,
        "id_type": "AADHAAR",
    }


def test_a_trip_needing_the_number_gets_all_but_the_number() -> None:
    entry = PassengerEntry().from_aadhaar(CARD, TRAVEL, True)

    assert (entry.traveler_name, entry.age, entry.pax_gender) == ("Meera Nair", 37, "FEMALE")
    assert (entry.id_type, entry.id_number, entry.aadhaar_genuine) == ("AADHAAR", "", False)
    assert entry.genuine_text() == ""
    assert entry.aadhaar_last_four == "4821"  # kept to check the number typed


def test_the_number_typed_for_a_scanned_card_must_check_and_match() -> None:
    scanned = PassengerEntry().from_aadhaar(CARD, TRAVEL, True)
    right, other = number_ending("4821"), number_ending("1234")

    assert scanned.aadhaar_error() is None  # nothing typed yet
    error = replace(scanned, id_type="AADHAAR", id_number=other).aadhaar_error()
    assert error is not None and "4821" in error
    typo = right[:7] + str((int(right[7]) + 1) % 10) + right[8:]  # one digit wrong
    assert replace(scanned, id_type="AADHAAR", id_number=typo).aadhaar_error() is not None
    good = replace(scanned, id_type="AADHAAR", id_number=right)
    assert good.aadhaar_error() is None
    assert good.shown_id() == "XXXX XXXX 4821"
    # A number already typed that is this card's stays when it is scanned; another goes.
    assert good.from_aadhaar(CARD, TRAVEL, True).id_number == right
    assert replace(scanned, id_number=other).from_aadhaar(CARD, TRAVEL, True).id_number == ""
    # A number typed for a card never scanned is the service's to judge, as before.
    assert PassengerEntry(id_type="AADHAAR", id_number="1234 5678 9012").aadhaar_error() is None


def test_an_unsigned_older_card_is_never_marked_genuine() -> None:
    older = AadhaarCard(Layout.XML, "Arjun Singh", "MALE", 1985, None, "5246", False)

    entry = PassengerEntry().from_aadhaar(older, TRAVEL, False)

    assert entry.age == 41 and entry.id_type == "AADHAAR" and not entry.aadhaar_genuine

"""Quick entry lines: a customer or a passenger read from one comma-separated line."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.booking.quick_entry import (
    GENDER_LETTERS,
    QuickCustomer,
    QuickEntryError,
    QuickPassenger,
    parse_customer,
    parse_gender,
    parse_passenger,
)
from app.domain.requests import PAX_GENDERS

# What a part can hold: any text without the separator that is not blank once trimmed.
part = st.text(st.characters(exclude_characters=",")).filter(lambda text: bool(text.strip()))
CUSTOMER = "Type name, e-mail and phone, separated by commas; the seats may follow"
CUSTOMER_TWO = f"{CUSTOMER} (2 found, 3 or 4 expected)."


def test_the_gender_letters_are_the_wire_genders() -> None:
    assert set(GENDER_LETTERS.values()) == PAX_GENDERS
    assert set(GENDER_LETTERS) == {"M", "F", "O"}


def test_a_customer_line_gives_the_three_fields_trimmed() -> None:
    assert parse_customer(" Asha Rao ,asha@example.in,  9876543210 ") == QuickCustomer(
        "Asha Rao", "asha@example.in", "9876543210"
    )


def test_a_fourth_part_gives_the_seats() -> None:
    assert parse_customer("Asha Rao, asha@example.in, 9876543210, 2 ") == QuickCustomer(
        "Asha Rao", "asha@example.in", "9876543210", seats=2
    )


@given(name=part, email=part, phone=part)
def test_any_three_parts_are_read_back(name: str, email: str, phone: str) -> None:
    customer = parse_customer(f"{name}, {email},{phone}")
    assert customer == QuickCustomer(name.strip(), email.strip(), phone.strip())


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("", f"{CUSTOMER} (0 found, 3 or 4 expected)."),
        ("Asha Rao", f"{CUSTOMER} (1 found, 3 or 4 expected)."),
        ("Asha Rao, 9876543210", CUSTOMER_TWO),
        (
            "Asha Rao, a@b.in, 98765, extra",
            'Seats "extra" is not a number: type the seats in digits, or leave them out.',
        ),
        (
            "Asha Rao, a@b.in, 98765, 2, 3",
            f"{CUSTOMER} (5 found, 3 or 4 expected).",
        ),
        ("Asha Rao,, 9876543210", CUSTOMER_TWO),
        (
            "Asha Rao, a@b.in, 9876543210,",
            f"{CUSTOMER} (a part is empty: check the commas).",
        ),
    ],
)
def test_a_customer_line_of_other_than_three_parts_says_what_is_expected(
    line: str, expected: str
) -> None:
    with pytest.raises(QuickEntryError) as raised:
        parse_customer(line)
    assert str(raised.value) == expected


@pytest.mark.parametrize(
    ("typed", "gender"),
    [
        ("M", "MALE"),
        ("m", "MALE"),
        ("f", "FEMALE"),
        (" O ", "OTHER"),
        ("female", "FEMALE"),
        ("Male", "MALE"),
        ("OTHER", "OTHER"),
    ],
)
def test_a_gender_is_its_letter_or_its_word_in_any_case(typed: str, gender: str) -> None:
    assert parse_gender(typed) == gender


@pytest.mark.parametrize("typed", ["X", "", "MA", "men", "1"])
def test_an_unknown_gender_names_the_letters(typed: str) -> None:
    with pytest.raises(QuickEntryError) as raised:
        parse_gender(typed)
    assert str(raised.value) == f'Gender "{typed.strip()}" is not known: type M, F or O.'


def test_a_passenger_line_of_three_parts_leaves_the_nationality() -> None:
    passenger = parse_passenger("Ravi Kumar, 34, m")
    assert passenger == QuickPassenger("Ravi Kumar", 34, "MALE")
    assert passenger.changes() == {"traveler_name": "Ravi Kumar", "age": 34, "pax_gender": "MALE"}


def test_a_fourth_part_is_the_nationality() -> None:
    passenger = parse_passenger("Elsa Lindqvist, 36, F, swe")
    assert passenger.nationality == "swe"  # upper-cased on the wire, as when typed in the field
    assert passenger.changes()["nationality"] == "swe"


@pytest.mark.parametrize(("age", "read"), [("0", 0), ("007", 7), ("120", 120), ("999", 999)])
def test_an_age_is_up_to_three_digits(age: str, read: int) -> None:
    # (The range, 0 to 120, is the flow's rule: its message shows beside the editor's Age.)
    assert parse_passenger(f"Ravi, {age}, M").age == read


@pytest.mark.parametrize("age", ["abc", "-1", "3.5", "1000", "thirty", "３４"])
def test_an_age_that_is_not_digits_is_refused(age: str) -> None:
    with pytest.raises(QuickEntryError) as raised:
        parse_passenger(f"Ravi, {age}, M")
    assert str(raised.value) == f'Age "{age}" is not a whole number of years: type it in digits.'


@pytest.mark.parametrize(
    ("line", "found"),
    [
        ("Ravi Kumar, 34", "2 found, 3 or 4 expected"),
        ("Ravi Kumar, 34, M, INDIAN, extra", "5 found, 3 or 4 expected"),
        ("Ravi Kumar, , M", "2 found, 3 or 4 expected"),
        ("Ravi Kumar, 34, M,", "a part is empty: check the commas"),
    ],
)
def test_a_passenger_line_of_too_few_or_too_many_parts_is_refused(line: str, found: str) -> None:
    with pytest.raises(QuickEntryError) as raised:
        parse_passenger(line)
    assert str(raised.value) == (
        "Type name, age and gender (M, F or O), separated by commas; a nationality may follow "
        f"({found})."
    )


@given(
    name=part,
    age=st.integers(0, 999),
    gender=st.sampled_from(sorted(GENDER_LETTERS)),
    upper=st.booleans(),
)
def test_any_passenger_line_is_read_back(name: str, age: int, gender: str, upper: bool) -> None:
    letter = gender if upper else gender.lower()
    passenger = parse_passenger(f"{name},{age}, {letter}")
    assert passenger == QuickPassenger(name.strip(), age, GENDER_LETTERS[gender])

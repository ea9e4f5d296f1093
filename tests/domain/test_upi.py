"""The UPI link of the exact amount: every field, its encoding and its limits."""

from __future__ import annotations

from decimal import Decimal
from urllib.parse import parse_qsl, unquote, urlsplit

import pytest

from app.domain.upi import (
    NOTE_MAX,
    PAYEE_MAX,
    REFERENCE_MAX,
    UpiRequest,
    normalise_vpa,
    payee_problem,
    sale_reference,
    vpa_problem,
)

REQUEST = UpiRequest(
    vpa="Andaman.Tours@OKAXIS ",
    payee="Andaman Tours & Travels",
    amount=Decimal("10698.50"),
    note="Receipt PB1/26/000124",
    reference="cd0f3c2a9b8e7d6c5b4a3928170615243",
)


def fields(link: str) -> list[tuple[str, str]]:
    """The link's keys and decoded values, in order."""
    return parse_qsl(urlsplit(link).query, keep_blank_values=True)


def test_the_link_carries_each_field_percent_encoded_in_the_spec_order() -> None:
    link = REQUEST.link()

    assert link == (
        "upi://pay?pa=andaman.tours%40okaxis&pn=Andaman%20Tours%20%26%20Travels&am=10698.50"
        "&cu=INR&tn=Receipt%20PB1%2F26%2F000124&tr=cd0f3c2a9b8e7d6c5b4a3928170615243"
    )
    assert fields(link) == [
        ("pa", "andaman.tours@okaxis"),
        ("pn", "Andaman Tours & Travels"),
        ("am", "10698.50"),
        ("cu", "INR"),
        ("tn", "Receipt PB1/26/000124"),
        ("tr", "cd0f3c2a9b8e7d6c5b4a3928170615243"),
    ]
    assert "+" not in link and " " not in link
    assert REQUEST.problems() == []


@pytest.mark.parametrize(
    ("amount", "text"),
    [(Decimal("1"), "1.00"), (Decimal("0.01"), "0.01"), (Decimal("1250.5"), "1250.50")],
)
def test_the_amount_always_has_two_decimals(amount: Decimal, text: str) -> None:
    request = UpiRequest("desk@okaxis", "A", amount, "n", "r1")
    assert dict(fields(request.link()))["am"] == text
    assert request.problems() == []


@pytest.mark.parametrize(
    "amount", [Decimal("0"), Decimal("-1.00"), Decimal("1.005"), Decimal("NaN")]
)
def test_no_link_for_an_amount_that_is_not_paise_above_zero(amount: Decimal) -> None:
    request = UpiRequest("desk@okaxis", "A", amount, "n", "r1")
    assert request.problems() == ["A UPI payment needs an amount of more than zero."]


def test_the_note_is_cut_to_fifty_characters_and_the_reference_to_thirty_five() -> None:
    long_note = "Receipt " + "X" * 60
    link = UpiRequest("desk@okaxis", "A", Decimal("5.00"), long_note, "r1").link()
    assert dict(fields(link))["tn"] == long_note[:NOTE_MAX]
    exact = "N" * NOTE_MAX
    assert (
        dict(fields(UpiRequest("desk@okaxis", "A", Decimal("5.00"), exact, "r").link()))["tn"]
        == exact
    )
    reference = sale_reference("cd-" + "f" * 40)
    assert reference == "cd" + "f" * (REFERENCE_MAX - 2) and len(reference) == REFERENCE_MAX
    assert sale_reference("cd-0123abcd") == "cd0123abcd"
    assert UpiRequest("desk@okaxis", "A", Decimal("1.00"), "n", "r" * 36).problems() == [
        "The sale has no UPI transaction reference."
    ]
    assert UpiRequest("desk@okaxis", "A", Decimal("1.00"), "n", "").problems() != []


@pytest.mark.parametrize(
    "vpa", ["agency@okaxis", "9876543210@ybl", "a.b-c_d@paytm", "AGENCY@OKSBI", " ab@upi "]
)
def test_a_usable_upi_id_is_accepted(vpa: str) -> None:
    assert vpa_problem(vpa) is None
    assert normalise_vpa(vpa) == vpa.strip().lower()


@pytest.mark.parametrize(
    "vpa",
    [
        "",
        "agency",
        "@okaxis",
        "agency@",
        "a@okaxis",
        "ag ency@okaxis",
        "agency@ok axis",
        "agency@1bank",
        "agency@@okaxis",
        "agency@okaxis.com/x",
    ],
)
def test_a_mistyped_upi_id_is_refused_in_words(vpa: str) -> None:
    assert vpa_problem(vpa) == (
        "The UPI ID is a name, @ and the bank's or app's handle, for example agency@okaxis."
    )


def test_the_payee_name_is_one_to_fifty_letters() -> None:
    assert payee_problem("A") is None and payee_problem("A" * PAYEE_MAX) is None
    assert (
        payee_problem("   ")
        == payee_problem("A" * (PAYEE_MAX + 1))
        == ("The UPI payee name is 1 to 50 letters.")
    )


def test_a_payee_with_unicode_is_encoded_as_utf8() -> None:
    link = UpiRequest("desk@okaxis", "अंडमान टूर्स", Decimal("1.00"), "n", "r1").link()
    assert "%E0%A4%85" in link and unquote(link).count("अंडमान") == 1

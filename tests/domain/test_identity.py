"""Who must show which identity document: nationality and the trip's three flags."""

from __future__ import annotations

from typing import Any

import pytest

from app.domain.id_proof import encode_data_uri
from app.domain.identity import (
    NO_FLAGS,
    IdentityFlags,
    check_passenger_identity,
    is_foreign,
    requirement_for,
    shown_id_number,
)
from app.domain.requests import check_create_booking
from tests.domain.samples import (
    MISSING,
    PDF_BYTES,
    SCAN,
    TODAY,
    assert_sentence,
    boat_body,
    foreigner,
    indian,
    paths,
)

ALL_FLAGS = IdentityFlags(True, True, True)
DOCUMENT_FIELDS = ("id_type", "id_number", "id_proof_file")


def identity_paths(passenger: dict[str, Any], flags: IdentityFlags = NO_FLAGS) -> list[str]:
    """The identity violations of ``passenger`` as the second of a booking."""
    found = check_passenger_identity(passenger, "passengers[1]", flags)
    for violation in found:
        assert_sentence(violation.message)
    return paths(found)


@pytest.mark.parametrize(
    ("nationality", "foreign"),
    [
        ("INDIAN", False),
        (" indian ", True),
        ("Indian", True),
        ("BRITISH", True),
        ("", True),
        (None, True),
    ],
)
def test_only_indian_is_domestic(nationality: str | None, foreign: bool) -> None:
    assert is_foreign(nationality) is foreign


def test_a_domestic_passenger_needs_nothing_without_flags() -> None:
    assert identity_paths(indian()) == []


def test_a_foreigner_with_passport_number_and_scan_passes() -> None:
    assert identity_paths(foreigner()) == []


@pytest.mark.parametrize("field", DOCUMENT_FIELDS)
def test_a_foreigner_needs_each_of_the_three(field: str) -> None:
    assert identity_paths(foreigner(**{field: MISSING})) == [f"passengers[1].{field}"]


@pytest.mark.parametrize("id_type", ["AADHAAR", "passport", "  "])
def test_a_foreigner_needs_exactly_passport(id_type: str) -> None:
    assert identity_paths(foreigner(id_type=id_type)) == ["passengers[1].id_type"]


def test_a_foreigner_without_anything_gets_three_violations() -> None:
    bare = foreigner(id_type=MISSING, id_number=MISSING, id_proof_file=MISSING)
    assert identity_paths(bare) == [f"passengers[1].{f}" for f in DOCUMENT_FIELDS]


@pytest.mark.parametrize(
    ("flag", "field"),
    [
        ("is_id_mandatory", "id_type"),
        ("is_id_no_required", "id_number"),
        ("is_id_upload_required", "id_proof_file"),
    ],
)
def test_each_flag_adds_its_requirement_for_indians_too(flag: str, field: str) -> None:
    flags = IdentityFlags.from_wire({flag: 1})
    assert identity_paths(indian(), flags) == [f"passengers[1].{field}"]
    # The flag is satisfied by the field alone, whatever the other two.
    documents = {"id_type": "AADHAAR", "id_number": "1234 5678 9012", "id_proof_file": SCAN}
    assert identity_paths(indian(**{field: documents[field]}), flags) == []


def test_with_every_flag_an_indian_may_show_any_id_type() -> None:
    documented = indian(id_type="AADHAAR", id_number="123456789012", id_proof_file=SCAN)
    assert identity_paths(documented, ALL_FLAGS) == []


def test_a_scan_sent_is_checked_even_when_not_required() -> None:
    assert identity_paths(indian(id_proof_file="data:image/png;base64,AAAA")) == [
        "passengers[1].id_proof_file"
    ]


def test_requirement_for_combines_nationality_and_flags() -> None:
    domestic = requirement_for("INDIAN", IdentityFlags(is_id_no_required=True))
    assert (domestic.id_type, domestic.passport_only, domestic.id_number) == (False, False, True)
    assert not domestic.id_proof_file
    foreign = requirement_for("FRENCH", NO_FLAGS)
    assert foreign.passport_only and foreign.id_type and foreign.id_number and foreign.id_proof_file


def test_flags_from_wire_treat_missing_as_zero() -> None:
    assert IdentityFlags.from_wire(None) == NO_FLAGS
    assert IdentityFlags.from_wire({"is_id_mandatory": 1, "is_id_no_required": 0}) == IdentityFlags(
        is_id_mandatory=True
    )


def test_booking_validation_applies_the_trips_flags_to_every_passenger() -> None:
    body = boat_body([indian(), indian(id_number="X1"), foreigner(id_proof_file=MISSING)])
    found = paths(check_create_booking(body, TODAY, IdentityFlags(is_id_no_required=True)))
    assert found == ["passengers[0].id_number", "passengers[2].id_proof_file"]


def test_a_pdf_passport_scan_is_accepted() -> None:
    assert identity_paths(foreigner(id_proof_file=encode_data_uri(PDF_BYTES))) == []


@pytest.mark.parametrize(
    ("id_type", "number", "shown"),
    [
        ("AADHAAR", "1234 5678 9012", "XXXX XXXX 9012"),
        ("AADHAAR", " 1234-5678-9012 ", "XXXX XXXX 9012"),
        ("AADHAAR", "123456789012", "XXXX XXXX 9012"),
        ("AADHAAR", "12345", "X 2345"),
        ("AADHAAR", "1234567890123", "X XXXX XXXX 0123"),
        ("AADHAAR", "1234", "XXXX"),
        ("PASSPORT", " X4821597 ", "X4821597"),
        ("VOTER_ID", "ABC1234567", "ABC1234567"),
    ],
)
def test_an_aadhaar_number_is_shown_masked_but_for_its_last_4_digits(
    id_type: str, number: str, shown: str
) -> None:
    assert shown_id_number(id_type, number) == shown

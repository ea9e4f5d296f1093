"""The agency's GSTIN: shape, state code and the mod-36 check character."""

from __future__ import annotations

import pytest

from app.domain.gstin import check_character, gstin_problem, normalise_gstin

# Real GSTINs of registered businesses (public on invoices), check characters included.
VALID = ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "24AAACC1206D1ZM"]


@pytest.mark.parametrize("gstin", VALID)
def test_real_gstins_pass_and_their_check_character_is_computed(gstin: str) -> None:
    assert gstin_problem(gstin) is None
    assert check_character(gstin[:14]) == gstin[14]


@pytest.mark.parametrize("gstin", VALID)
def test_any_other_check_character_is_refused(gstin: str) -> None:
    for wrong in "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".replace(gstin[14], ""):
        assert gstin_problem(gstin[:14] + wrong) == (
            "This GSTIN's last character does not match: check it for a typing mistake."
        )


def test_a_swapped_pair_of_characters_is_caught() -> None:
    assert gstin_problem("27AAPFU0993F1ZV") is not None


@pytest.mark.parametrize(
    ("gstin", "sentence"),
    [
        ("00AAPFU0939F1ZV", "A GSTIN starts with a state code from 01 to 38, not 00."),
        ("39AAPFU0939F1ZV", "A GSTIN starts with a state code from 01 to 38, not 39."),
        ("2XAAPFU0939F1ZV", "A GSTIN starts with a state code from 01 to 38, not 2X."),
        ("27AAPFU0939F1Z", "A GSTIN has 15 characters; this one has 14."),
        ("27AAPFU0939F1ZVV", "A GSTIN has 15 characters; this one has 16."),
        ("", "A GSTIN has 15 characters; this one has 0."),
    ],
)
def test_wrong_state_codes_and_lengths_are_named(gstin: str, sentence: str) -> None:
    assert gstin_problem(gstin) == sentence


@pytest.mark.parametrize(
    "gstin",
    ["27AAPF10939F1ZV", "27AAPFU09X9F1ZV", "27AAPFU093991ZV", "27AAPFU0939F0ZV", "27AAPFU0939F1YV"],
)
def test_a_broken_pan_entity_or_z_is_refused(gstin: str) -> None:
    problem = gstin_problem(gstin)
    assert problem is not None and problem.startswith("A GSTIN is the state code, the PAN")


def test_lower_case_and_spaces_are_normalised_not_refused() -> None:
    assert normalise_gstin(" 27aapfu0939f1zv ") == "27AAPFU0939F1ZV"
    assert normalise_gstin("27 AAPFU 0939F 1ZV") == "27AAPFU0939F1ZV"
    assert gstin_problem("27aapfu0939f1zv") is None

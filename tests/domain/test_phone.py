"""Phone numbers as staff type them, read into the interface's digits-only wire value."""

from __future__ import annotations

import pytest

from app.domain.limits import PHONE_PATTERN
from app.domain.phone import phone_text, read_phone, wire_phone


@pytest.mark.parametrize(
    ("typed", "shown", "wire"),
    [
        ("+91 98765 43210", "+91 98765 43210", "919876543210"),
        ("098400 12345", "+91 98400 12345", "919840012345"),
        ("98400-12345", "+91 98400 12345", "919840012345"),
        ("9876543210", "+91 98765 43210", "919876543210"),
        ("+44 20 7946 0958", "+44 20 7946 0958", "442079460958"),
    ],
)
def test_the_ways_staff_write_a_number_read_as_one(typed: str, shown: str, wire: str) -> None:
    phone = read_phone(typed)
    assert phone is not None
    assert (phone.shown, phone.wire) == (shown, wire)
    assert PHONE_PATTERN.fullmatch(wire_phone(typed))


@pytest.mark.parametrize("typed", ["", "98765", "+91 98765", "asha", "9" * 16])
def test_what_is_not_a_number_is_sent_as_typed_for_the_interface_to_refuse(typed: str) -> None:
    assert read_phone(typed) is None
    assert wire_phone(f" {typed} ") == typed


@pytest.mark.parametrize(
    ("kept", "shown"),
    [
        ("919812345678", "+91 98123 45678"),  # as sent: the country code, no "+"
        ("442079460958", "+44 20 7946 0958"),  # another country's, sent the same way
        ("98123 45678", "+91 98123 45678"),  # as typed
        ("98765", "98765"),  # not a number: as written
        (" asha ", "asha"),
    ],
)
def test_a_number_kept_or_sent_reads_as_people_write_it(kept: str, shown: str) -> None:
    assert phone_text(kept) == shown

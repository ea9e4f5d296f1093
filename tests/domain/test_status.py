"""Status words: each module's spelling on the wire, read back whatever the case."""

from __future__ import annotations

import pytest

from app.domain.modules import Module
from app.domain.status import BookingStatus, status_text


@pytest.mark.parametrize(
    ("status", "module", "word"),
    [
        (BookingStatus.CONFIRMED, Module.BOAT, "Confirmed"),
        (BookingStatus.CANCELLED, Module.BOAT, "Cancelled"),
        (BookingStatus.CONFIRMED, Module.ACTIVITY, "confirmed"),
        (BookingStatus.CANCELLED, Module.ACTIVITY, "cancelled"),
    ],
)
def test_each_module_spells_its_status_words_and_they_read_back(
    status: BookingStatus, module: Module, word: str
) -> None:
    assert status.word(module) == word
    assert BookingStatus.of(word) is status


@pytest.mark.parametrize("word", ["", None, "Pending", "confirm"])
def test_a_word_the_service_never_sends_is_no_status(word: str | None) -> None:
    assert BookingStatus.of(word) is None


def test_the_history_shows_one_spelling() -> None:
    assert [status.label for status in BookingStatus] == ["Confirmed", "Cancelled"]


@pytest.mark.parametrize(
    ("word", "shown"),
    [("Confirmed", "Confirmed"), ("cancelled", "Cancelled"), ("Pending", "Pending"), (None, "")],
)
def test_a_status_is_shown_in_words_and_an_unknown_one_as_it_came(
    word: str | None, shown: str
) -> None:
    assert status_text(word) == shown

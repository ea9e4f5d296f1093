"""An error on a screen in the clerk's words (``reason_of``): the app's own sentence as it was
raised, the OS's refusal without its path or number, and for an error the app has no words for
a plain sentence while its own text and trace go to the log."""

from __future__ import annotations

import errno
import logging
import sqlite3

import pytest

from app import i18n
from app.api.errors import ConflictError
from app.booking.faults import JournalLocked
from app.i18n import Refused
from app.records.till import Refusal, TillRefused
from app.ui.error_words import reason_of

PATH = "/home/asha/Counterdesk/journal/shift-report.pdf"


def test_the_apps_own_refusal_says_itself() -> None:
    assert reason_of(Refused("The line is booked already.")) == "The line is booked already."
    assert reason_of(TillRefused(Refusal.NO_CLERK)) == (
        "Type the name of the clerk who opens the shift."
    )


def test_the_services_error_is_said_without_its_code_or_status() -> None:
    locked = JournalLocked("Nothing was sent: try again.", code="JOURNAL_UNAVAILABLE")
    assert reason_of(locked) == "Nothing was sent: try again."
    conflict = reason_of(ConflictError("Seat taken.", status_code=409, code="SEAT_TAKEN"))
    assert "409" not in conflict and "SEAT_TAKEN" not in conflict


@pytest.mark.parametrize(
    ("code", "said"),
    [
        (errno.ENOSPC, "the disk is full"),
        (errno.EACCES, "this computer does not allow the file or folder to be used"),
        (errno.ENOENT, "the file or folder is not there"),
    ],
)
def test_the_oss_refusal_is_said_without_its_path_or_number(code: int, said: str) -> None:
    assert reason_of(OSError(code, "whatever the system says", PATH)) == said


def test_an_oss_refusal_without_plain_words_is_the_systems_sentence_alone() -> None:
    error = OSError(errno.ENAMETOOLONG, "File name too long", PATH)
    assert reason_of(error) == "File name too long"


def test_the_journals_failure_is_said_as_the_journals() -> None:
    said = reason_of(sqlite3.OperationalError("database is locked"))
    assert said == "its journal is in use by another program (another Counterdesk window?)"


def test_an_error_with_no_words_is_a_plain_sentence_and_its_text_goes_to_the_log(
    caplog: pytest.LogCaptureFixture,
) -> None:
    error = KeyError("microseconds=123456 at 0x7f3a")
    with caplog.at_level(logging.ERROR, logger="app.ui.error_words"):
        said = reason_of(error)
    assert said == "something unexpected went wrong"
    assert "0x7f3a" in caplog.text  # the log keeps what support needs


def test_the_plain_sentence_is_in_the_screens_language() -> None:
    from app.ui.translation import install_translations

    install_translations(i18n.HINDI)
    try:
        assert reason_of(OSError(errno.ENOSPC, "No space left on device")) == "डिस्क भर गई है"
        assert reason_of(ValueError("x")) == "कुछ अनपेक्षित गड़बड़ हो गई"
    finally:
        install_translations(i18n.ENGLISH)

"""A journal opened where the key its records were sealed under is absent (the keyring's entry
made anew, or the journal moved to another PC) says so in one sentence as it opens, names both
keys' fingerprints and calls nothing changed; under the same key it says nothing."""

from __future__ import annotations

import logging
import secrets
import shutil
from pathlib import Path

import pytest

from app.journal import Journal, chain
from tests.journal.entries import Clock
from tests.journal.till_sales import sell, till_sale


def opened_saying(folder: Path, caplog: pytest.LogCaptureFixture) -> list[str]:
    """What the journal in ``folder`` warns of as it opens."""
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="app.journal"), Journal(folder, now=Clock()):
        pass
    return [record.getMessage() for record in caplog.records if record.levelno >= logging.WARNING]


def test_a_journal_opened_under_another_key_says_so_in_one_sentence(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    here, there = secrets.token_bytes(32), secrets.token_bytes(32)
    chain.use_key(lambda: here)
    with Journal(tmp_path / "here", now=Clock()) as journal:
        sell(journal, "s-1", till_sale(), "REF-1")
    assert opened_saying(tmp_path / "here", caplog) == []  # the same key: nothing to say

    shutil.copytree(tmp_path / "here", tmp_path / "there")
    chain.use_key(lambda: there)  # another PC's keyring
    (said,) = opened_saying(tmp_path / "there", caplog)
    assert chain.fingerprint(here) in said and chain.fingerprint(there) in said
    assert "moved" in said and "changed" not in said

"""The mail tests' journal and its clock, which a test moves on to let a held letter go."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.journal import Journal
from tests.journal.entries import Clock


@pytest.fixture
def clock() -> Clock:
    """The journal's and the mail worker's clock, at the tests' sale time until moved."""
    return Clock()


@pytest.fixture
def journal(tmp_path: Path, clock: Clock) -> Iterator[Journal]:
    """A journal in ``tmp_path`` on ``clock``, closed after the test."""
    journal = Journal(tmp_path / "journal", now=clock)
    yield journal
    journal.close()

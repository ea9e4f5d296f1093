"""The journal tests' clock, moved by hand, and a journal on it in the test's folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.journal import Journal
from tests.journal.entries import Clock


@pytest.fixture
def clock() -> Clock:
    """The sale time (Tuesday 2026-12-01 10:00), until the test moves it."""
    return Clock()


@pytest.fixture
def journal(tmp_path: Path, clock: Clock) -> Iterator[Journal]:
    """A journal in the test's folder on ``clock``."""
    with Journal(tmp_path, now=clock) as opened:
        yield opened

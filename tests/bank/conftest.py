"""The month of sales the bank tests prove, sold once a module, and a copy of its journal for
each test."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.journal import Journal
from app.sandbox import EmbeddedSandbox
from tests.bank.month import Clock, Month, sell_month


@pytest.fixture(scope="module")
def month(module_sandbox: EmbeddedSandbox, tmp_path_factory: pytest.TempPathFactory) -> Month:
    """The month sold once for the module's tests (each works on a copy of its journal)."""
    return sell_month(module_sandbox, tmp_path_factory.mktemp("month"))


@pytest.fixture
def journal(month: Month, tmp_path: Path) -> Iterator[Journal]:
    """A copy of the month's journal, on a clock after the month."""
    folder = tmp_path / "journal"
    shutil.copytree(month.folder, folder)
    clock = Clock()
    clock.moment = clock.moment.replace(month=5, day=2)
    with Journal(folder, now=clock) as opened:
        yield opened

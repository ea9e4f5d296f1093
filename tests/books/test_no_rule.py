"""A money event of a kind the table of posting rules has none for is refused where the journal
records it: the till's write that records it is undone whole, nothing posted as another kind."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from types import MappingProxyType

import pytest

from app.domain import postings
from app.domain.postings import RULES, EventKind, NoRule
from app.domain.till import DrawerCount
from app.journal import Journal
from app.reports.drawer import z_report
from tests.books.test_books import a_day
from tests.journal.entries import Clock


def test_a_close_banking_cash_with_no_rule_for_it_is_refused_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        a_day(journal, close=False)
        (recorded,) = journal._conn.execute("SELECT COUNT(*) FROM money_events").fetchone()
        without = {kind: rule for kind, rule in RULES.items() if kind is not EventKind.CASH_BANKED}
        monkeypatch.setattr(postings, "RULES", MappingProxyType(without))
        shift = journal.till.open_shift_of("PB1")
        assert shift is not None
        counted = DrawerCount.of({500: 9, 100: 1, 50: 1, 20: 1}, Decimal("5.00"))
        with pytest.raises(NoRule, match="banked:1"):
            z_report(
                journal.till,
                shift.shift_id,
                counted,
                closed_by="Leela Menon",
                banked=Decimal("1000.00"),
            )
        # The close, its count and its banking: none kept; the shift is still open.
        assert journal._conn.execute("SELECT COUNT(*) FROM money_events").fetchone()[0] == recorded
        assert journal.till.open_shift_of("PB1") == shift

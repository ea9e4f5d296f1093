"""The Bank statement tab's two gates, headless: a statement's columns kept, and a questioned
payment resolved, each only on a supervisor's decision the statement service asks for itself
(refused with its sentence and nothing kept or recorded without one)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.bank.layouts import Layout, Role
from app.counter.config.declared import NotApproved
from app.counter.config.permissions import STATEMENT_COLUMNS
from app.counter.services.bank_statements import StatementService
from app.journal import Journal
from tests.counter.approvals import Approvals
from tests.journal.entries import Clock

MAPPING = Layout(
    "Saved",
    {
        Role.DATE: "Posting day",
        Role.NARRATION: "Remarks",
        Role.DEPOSIT: "Money in",
        Role.WITHDRAWAL: "Money out",
        Role.REFERENCE: "UTR",
    },
)
CHOSEN = "Date: Posting day, Narration: Remarks, Deposit: Money in"


async def test_a_statements_columns_are_kept_only_on_a_supervisors_decision(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        nobody_approves = Approvals(journal.till, approving=False)
        refusing = StatementService(journal, approve=nobody_approves)
        with pytest.raises(NotApproved) as refused:
            await refusing.save_mapping(MAPPING, CHOSEN)
        assert str(refused.value) == "The columns were not kept: they need a supervisor's PIN."
        assert nobody_approves.asked == [(STATEMENT_COLUMNS, CHOSEN)]
        assert journal.bank.mapping() is None
        supervisor = Approvals(journal.till, approving=True)
        await StatementService(journal, approve=supervisor).save_mapping(MAPPING, CHOSEN)
        assert journal.bank.mapping() == MAPPING

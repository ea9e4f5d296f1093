"""The whole access log read headless: refused with its sentence while nobody gives a supervisor's
PIN (nothing read), read on a decision."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.counter.config.declared import NotApproved
from app.counter.config.permissions import ACCESS_LOG
from app.counter.services.access_log import AccessLogService
from app.journal import Journal
from tests.counter.approvals import Approvals
from tests.journal.entries import Clock


async def test_the_access_log_is_read_only_on_a_supervisors_decision(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        nobody_approves = Approvals(journal.till, approving=False)
        with pytest.raises(NotApproved) as refused:
            await AccessLogService(journal, nobody_approves).read()
        assert str(refused.value) == "Not shown: a supervisor's PIN is needed."
        assert nobody_approves.asked == [(ACCESS_LOG, "")]
        supervisor = Approvals(journal.till, approving=True)
        assert await AccessLogService(journal, supervisor).read() == ([], [])
        assert supervisor.asked == [(ACCESS_LOG, "")]

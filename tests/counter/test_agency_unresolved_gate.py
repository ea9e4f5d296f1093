"""Every counter's unresolved sales read headless: a caller below the Shift report's button that
has no supervisor's decision is refused with the gate's sentence and the agency store is not
read; with a decision it is read once."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.counter.config.declared import NotApproved
from app.counter.config.permissions import AGENCY_UNRESOLVED
from app.counter.services.agency_unresolved import AgencyUnresolvedService
from app.journal import Journal
from tests.counter.approvals import Approvals
from tests.journal.entries import Clock

DETAIL = "Every counter's sales of unknown outcome and sales left in progress."


async def test_every_counters_unresolved_sales_are_read_only_on_a_decision(
    tmp_path: Path,
) -> None:
    reads: list[str] = []

    async def read() -> list[str]:
        reads.append("store")
        return ["HV2: sale of unknown outcome"]

    with Journal(tmp_path, now=Clock()) as journal:
        nobody_approves = Approvals(journal.till, approving=False)
        with pytest.raises(NotApproved) as refused:
            await AgencyUnresolvedService(read, nobody_approves).read()
        assert str(refused.value) == "Only a supervisor sees every counter's unresolved sales."
        assert nobody_approves.asked == [(AGENCY_UNRESOLVED, DETAIL)]
        assert reads == []
        supervisor = Approvals(journal.till, approving=True)
        shown = await AgencyUnresolvedService(read, supervisor).read()
        assert shown == ["HV2: sale of unknown outcome"] and reads == ["store"]
        assert supervisor.asked == [(AGENCY_UNRESOLVED, DETAIL)]

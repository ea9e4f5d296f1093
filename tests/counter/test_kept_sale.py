"""The sale kept from last time, headless: offered, restored, discarded without a PIN when never
sent; voided only on a supervisor's decision the service asks for (refused with its sentence and
nothing written without one), the void naming the supervisor."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.counter.config.declared import NotApproved
from app.counter.config.permissions import VOID_KEPT_SALE
from app.counter.services.kept_sale import KeptSaleService
from app.journal import Journal
from app.journal.outbox import Kind
from tests.counter.approvals import Approvals, nobody
from tests.journal.entries import Clock

BODY = {"schedule_id": 7, "qty": 1, "customer": {"name": "Asha Rao"}}
SUMMARY = "Asha Rao · 1 passenger"


def _voids(journal: Journal) -> int:
    sent = journal._conn.execute("SELECT count(*) FROM outbox WHERE kind = ?", (Kind.DRAFT_VOIDED,))
    return int(sent.fetchone()[0])


async def test_a_kept_sale_is_voided_only_on_a_supervisors_decision(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        journal.drafts.save(BODY, {})
        nobody_approves = Approvals(journal.till, approving=False)
        kept = KeptSaleService(journal, nobody_approves)
        assert kept.offered() is not None
        typed: list[str] = []
        with pytest.raises(NotApproved) as refused:
            await kept.void(SUMMARY, lambda: typed.append("saved"))
        assert str(refused.value) == (
            "The sale is kept: discarding a sale already sent to the service needs a "
            "supervisor's PIN."
        )
        assert nobody_approves.asked == [(VOID_KEPT_SALE, SUMMARY)]
        assert (typed, _voids(journal), kept.offered() is not None) == ([], 0, True)

        supervisor = Approvals(journal.till, approving=True, supervisor="Meera Iyer")
        voided_by = await KeptSaleService(journal, supervisor).void(
            SUMMARY, lambda: typed.append("saved")
        )
        assert (voided_by, typed, _voids(journal)) == ("Meera Iyer", ["saved"], 1)
        assert kept.offered() is None


async def test_a_kept_sale_never_sent_is_restored_or_discarded_with_no_pin(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        kept = KeptSaleService(journal, nobody)
        journal.drafts.save(BODY, {})
        stored = kept.offered()
        assert stored is not None and stored.body == BODY
        kept.restored()
        kept.discard()
        assert kept.offered() is None

"""Drafts kept at a counter, as the supervisor sees them in the agency store (real PostgreSQL):
told once however often the counter says so, gone once restored, discarded or voided."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.agency.link import LinkState
from app.booking import BookingFlow
from app.booking.draft import draft_of
from app.journal import Journal
from app.sandbox import EmbeddedSandbox
from tests.agency.records import counter
from tests.agency.replication import replicating, until, until_synced
from tests.booking.sales import activity_choice, with_customer

KEPT = "Sale in progress kept as a draft"


async def drafts_at_counters(url: str) -> list[tuple[str, str, str]]:
    """The supervisor's unresolved list: (counter, kind, what) of each draft."""
    async with AsyncConnectionPool(url, min_size=1, max_size=1) as pool:
        return [
            (u.counter, u.kind, u.what)
            for u in await queries.unresolved(pool)
            if u.kind.startswith("Sale in progress")
        ]


async def no_drafts(url: str) -> bool:
    """The supervisor sees no draft at any counter."""
    return await drafts_at_counters(url) == []


def journal_kinds(folder: Path) -> list[str]:
    """The kinds of the journal's outbox records, in order."""
    with closing(sqlite3.connect(folder / "journal.db")) as conn:
        return [kind for (kind,) in conn.execute("SELECT kind FROM outbox ORDER BY seq")]


async def test_a_kept_draft_shows_to_the_supervisor_until_it_is_restored(
    module_sandbox: EmbeddedSandbox, agency_db: str, tmp_path: Path
) -> None:
    flow = with_customer(BookingFlow(activity_choice(module_sandbox)))
    flow.set_qty(3)
    draft = draft_of(flow)
    desk = counter("PB1")
    states: list[LinkState] = []
    with Journal(tmp_path) as journal:
        journal.drafts.save(draft.body, {})
        journal.drafts.keep({**draft.kept, "clerk": "Leela Menon"})  # kept at close
        journal.drafts.keep({**draft.kept, "clerk": "Leela Menon"})  # found at the next start
        async with replicating(tmp_path, desk, agency_db, states) as replicator:
            await until_synced(replicator)
            assert await drafts_at_counters(agency_db) == [
                ("PB1 (Desk PB1)", KEPT, f"{draft.summary} · clerk Leela Menon")
            ]
            journal.drafts.clear("restored")
            journal.drafts.discard()  # then sold: the agency store heard already
            await until(lambda: no_drafts(agency_db), "the cleared draft to go")
    assert journal_kinds(tmp_path) == ["draft_kept", "draft_cleared"]


async def test_a_kept_draft_voided_shows_as_voided_only(
    module_sandbox: EmbeddedSandbox, agency_db: str, tmp_path: Path
) -> None:
    draft = draft_of(with_customer(BookingFlow(activity_choice(module_sandbox))))
    states: list[LinkState] = []
    with Journal(tmp_path) as journal:
        journal.drafts.save(draft.body, {})
        journal.drafts.keep({**draft.kept, "clerk": "Leela Menon"})
        journal.drafts.void(draft.summary, "Asha Pillai")
        async with replicating(tmp_path, counter("HV1"), agency_db, states) as replicator:
            await until_synced(replicator)
    assert await drafts_at_counters(agency_db) == [
        (
            "HV1 (Desk HV1)",
            "Sale in progress discarded",
            f"{draft.summary} · approved by Asha Pillai",
        )
    ]
    assert journal_kinds(tmp_path) == ["draft_kept", "draft_voided", "draft_cleared"]

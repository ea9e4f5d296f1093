"""The access log's heads as the agency store keeps them with the Z reports: the witness outside
the counter's journal file. Whoever holds the file deletes the log and the Z records that
carried its head; ``--privacy-audit`` still names the cut from the store's copy."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from app.agency.audit import store_access_heads
from app.counter.config.paths import AppPaths
from app.counter.services.privacy_audit import privacy_audit
from app.journal import Journal
from app.journal.access_log import head
from app.journal.store import DATABASE_NAME
from app.records.customers import Action, Who
from tests.agency.deployment import Deployment, Desk, replicate, till_day
from tests.agency.records import counter
from tests.journal.entries import Clock

READER = Who("Ravi Kumar", "supervisor", "the operator asked to check a passport")


async def test_the_store_s_copy_of_the_z_heads_names_a_log_cut_with_its_z_records(
    deployment: Deployment, tmp_path: Path
) -> None:
    identity = counter("PB1")
    desk = Desk(identity, await deployment.admit(identity))
    paths = AppPaths.under(tmp_path / "home").create()
    with Journal(paths.journal, now=Clock()) as journal:
        for n in range(3):
            journal.privacy.access(READER, Action.ID_VIEW, f"REF0000{n}", "id_number")
        now = head(journal._conn)
    till_day(paths.journal, "PB1")  # its Z report witnesses the log's head
    assert await replicate(desk, paths.journal) > 0
    assert now is not None and store_access_heads(desk.url) == [now]

    conn = sqlite3.connect(paths.journal / DATABASE_NAME)
    for (trigger,) in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'trigger'"
        " AND (tbl_name = 'access_log' OR tbl_name = 'outbox')"
    ).fetchall():
        conn.execute(f"DROP TRIGGER {trigger}")
    conn.execute("DELETE FROM access_log")
    conn.execute("DELETE FROM outbox WHERE kind = 'z_report'")
    conn.commit()
    conn.close()

    alone = privacy_audit(paths, 30)
    assert "Access log: its chain holds" in alone  # nothing in the file says otherwise
    witnessed = privacy_audit(paths, 30, witnesses=store_access_heads(desk.url))
    assert (
        "Access log: NOT AS WRITTEN\n"
        "  entries 1 to 3, witnessed on a Z report, are gone: the log is empty"
    ) in witnessed

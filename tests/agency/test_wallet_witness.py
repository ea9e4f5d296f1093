"""The agency's day close reconciles the wallet's readings of three counters sharing one agent
key (a real sandbox over HTTP, a real PostgreSQL): one counter hides a sale offline (its
records, till rows and the readings after it deleted), and the close names it by its booking
reference with the wallet amount, to the paisa, of the service's wallet movement."""

from __future__ import annotations

import datetime as dt
import sqlite3
from contextlib import closing
from pathlib import Path

from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.api.models import BookingResult
from app.domain.keys import agent_key_fingerprint
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.reports.wallet_witness import Finding
from app.sandbox import EmbeddedSandbox
from tests.agency.deployment import Deployment, Desk, replicate
from tests.agency.records import counter
from tests.journal.entries import Clock
from tests.journal.hiding import hide_sale
from tests.reports.wallet_days import reading_client, sell_scuba
from tests.service import FROZEN_NOW

CODES = ("WW1", "WW2", "WW3")


async def _sell_at(sandbox: EmbeddedSandbox, folder: Path, minute: int, qty: int) -> BookingResult:
    """At ``minute`` past the frozen hour, the counter of ``folder`` reads the wallet, sells
    ``qty`` seats and reads it again."""
    with Journal(folder, now=Clock(FROZEN_NOW + dt.timedelta(minutes=minute))) as journal:
        async with reading_client(sandbox, sandbox.demo_key, journal) as client:
            await client.wallet_balance()
            return await sell_scuba(client, journal, qty)


async def test_the_day_close_names_a_sale_one_of_three_counters_hid(
    deployment: Deployment, sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    desks = {}
    for code in CODES:
        identity = counter(code)
        desks[code] = Desk(identity, await deployment.admit(identity))
    first = await _sell_at(sandbox, tmp_path / "WW1", 1, qty=1)
    second = await _sell_at(sandbox, tmp_path / "WW2", 3, qty=2)
    hidden = await _sell_at(sandbox, tmp_path / "WW3", 5, qty=3)
    # Offline, before anything was sent: WW3's sale and the reading after it, gone.
    with closing(sqlite3.connect(tmp_path / "WW3" / DATABASE_NAME)) as conn:
        hide_sale(conn, hidden.booking_ref)
    last = await _sell_at(sandbox, tmp_path / "WW1", 7, qty=2)
    for code in CODES:
        assert await replicate(desks[code], tmp_path / code) > 0

    async with AsyncConnectionPool(desks["WW2"].url, min_size=1, max_size=1) as pool:
        close = await queries.day_close(pool, FROZEN_NOW.date(), [])
        async with pool.connection() as conn:
            shared = await (
                await conn.execute(
                    "SELECT key_fingerprint, counter_code, readings FROM agency_shared_keys"
                    " ORDER BY counter_code"
                )
            ).fetchall()
    fingerprint = agent_key_fingerprint(sandbox.demo_key)
    # The store knows the three counters share one key: WW3 kept only its reading before.
    assert shared == [(fingerprint, "WW1", 4), (fingerprint, "WW2", 2), (fingerprint, "WW3", 1)]
    (witness,) = close.witness
    assert witness.key == fingerprint and witness.counters == CODES
    (found,) = witness.unexplained
    assert found.finding is Finding.NO_RECORD
    assert found.booking_ref == hidden.booking_ref
    assert found.amount == hidden.settlement_breakdown.total_debited  # to the paisa
    assert witness.explained == sum(
        sale.settlement_breakdown.total_debited for sale in (first, second, last)
    )
    sentence = found.describe()
    assert hidden.booking_ref in sentence
    # No record of any counter claims it: the operations the close checked lack it.
    assert hidden.booking_ref not in {line.operation.booking_ref for line in close.report.lines}

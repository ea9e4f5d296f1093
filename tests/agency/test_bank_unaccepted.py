"""A statement of no balance is the importing counter's word alone until a supervisor accepts it
(issue 94, item 3): its rows reach the real agency store only then, so that no other counter
pulls them and no day close matches them before; accepted, they are shared as any statement's,
and another counter pulls them."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from psycopg_pool import AsyncConnectionPool

from app.agency.bank import share_rows, shared_since
from app.agency.migrate import migrate, migrations
from app.bank.statement import Numbered, StatementRow
from app.counter.services.bank_statements import (
    Pull,
    Share,
    StatementService,
    awaiting_share_text,
    imported_text,
)
from app.domain.clock import SERVICE_TZ
from app.domain.payment import Payment
from app.domain.tenders import UPI
from app.journal import Journal
from tests.bank.statements import Transfer, declared, write
from tests.bank.test_forged import DAY, UNPAID, genuine, without_balances
from tests.counter.approvals import Approvals
from tests.journal.till_sales import PRICE, sell, till_sale


async def stored(pool: AsyncConnectionPool[Any]) -> int:
    """How many statement rows the agency store holds."""
    async with pool.connection() as conn:
        cursor = await conn.execute("SELECT count(*) FROM bank_rows")
        (count,) = await cursor.fetchone() or (0,)
    return int(count)


async def test_a_statement_without_balances_is_shared_only_once_accepted(
    agency_db: str, tmp_path: Path
) -> None:
    paid = Transfer(DAY, dt.time(11, 5), PRICE.total, UNPAID)
    path = without_balances(write("HDFC Bank", tmp_path, [*genuine(), paid])[0])
    at = dt.datetime.combine(DAY, dt.time(18), SERVICE_TZ)
    pool: AsyncConnectionPool[Any]
    async with AsyncConnectionPool(agency_db, min_size=1, max_size=2) as pool:
        async with pool.connection() as conn:
            assert await migrate(conn) == migrations()[-1].version

        async def shared(rows: Sequence[StatementRow]) -> int:
            return await share_rows(pool, "PB1", rows)

        async def pulled(since: str | None) -> tuple[list[Numbered], str | None]:
            return await shared_since(pool, since)

        share: Callable[[], Share | None] = lambda: shared  # noqa: E731
        pull: Callable[[], Pull | None] = lambda: pulled  # noqa: E731
        with Journal(tmp_path / "PB1", now=lambda: at) as journal:
            paid_by = Payment((UPI.paid(PRICE.total, UNPAID),))
            sell(journal, "s-1", till_sale("PB1", payment=paid_by))
            supervisor = Approvals(journal.till, approving=True)
            service = StatementService(
                journal, now=journal.now, share=share, approve=supervisor, accounts=declared
            )
            done = await service.import_file(path)
            assert (done.shared, done.not_shared) == (None, awaiting_share_text())
            assert f"Not shared with the agency store: {awaiting_share_text()}" in (
                imported_text(done)
            )
            assert await stored(pool) == 0
            # Another counter pulls nothing of it.
            with Journal(tmp_path / "PB2", now=lambda: at) as other:
                assert await StatementService(other, pull=pull)._pull_shared() == 0

            (waiting,) = journal.bank.unchecked()
            await service.accept(waiting)
            assert await stored(pool) == 11
            kept = {row.fingerprint() for row in journal.bank.rows_of(waiting.import_id)}
        rows, _until = await shared_since(pool, None)
        assert {fingerprint for _row, fingerprint, _n in rows} == kept
        with Journal(tmp_path / "PB2", now=lambda: at) as other:
            assert await StatementService(other, pull=pull)._pull_shared() == 11

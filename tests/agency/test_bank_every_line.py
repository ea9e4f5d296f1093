"""The agency day close follows the counters' rules on every line (issue 82, item 2): one
import at one counter, three counters' day close, and a chargeback of one counter's UPI sale
undoing its proof there as at the counter."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.agency.bank import share_rows
from app.bank.matching import Doubt
from app.bank.proofs import Standing
from app.bank.statement import StatementRow
from app.counter.services.bank_statements import StatementService
from app.journal import Journal
from tests.agency.test_bank_statements import DAY, sold_at_three_counters, split_of, transfers
from tests.bank.statements import Transfer, write
from tests.journal.till_sales import PRICE

TAKEN_BACK = "412300000101"  # PB1's UPI sale, proved, then charged back


async def test_a_chargeback_undoes_a_proof_in_the_day_close_as_at_the_counter(
    agency_db: str, tmp_path: Path
) -> None:
    await sold_at_three_counters(agency_db, tmp_path)
    back = Transfer(DAY + dt.timedelta(days=1), dt.time(10), -PRICE.total, TAKEN_BACK)
    path, _line = write("HDFC Bank", tmp_path, [*transfers(), back])
    pool: AsyncConnectionPool[Any]
    async with AsyncConnectionPool(agency_db, min_size=1, max_size=2) as pool:

        async def shared(found: Sequence[StatementRow]) -> int:
            return await share_rows(pool, "PB1", found)

        with Journal(tmp_path / "PB1") as journal:
            await StatementService(journal, share=lambda: shared).import_file(path)
            at_counter = {p.reference: (p.standing, p.doubt) for p in journal.bank.proofs()}
        close = await queries.day_close(pool, DAY, [])

    assert at_counter == {
        TAKEN_BACK: (Standing.QUESTIONED, Doubt.CHARGED_BACK),
        "SBINN52026110300001": (Standing.PROVED, None),
    }
    total, none = PRICE.total, Decimal("0.00")
    assert split_of(close) == {
        "PB1": (total, none, total, none, none),  # the bank transfer stays, the UPI is undone
        "PB2": (total, none, total, none, none),  # one arrived for half its amount
        "PB3": (total, none, total, none, none),  # one never arrived
    }

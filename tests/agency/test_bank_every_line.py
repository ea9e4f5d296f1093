"""The agency day close follows the counters' rules on every line (issue 82, item 2): one
import at one counter, three counters' day close, and a chargeback of one counter's UPI sale
undoing its proof there as at the counter; a duplicate posting and its reversal netting to nil,
so that the copy proves no other counter's sale typed under the same reference. (Proof by the
reference alone across the three counters: ``test_bank_matching``.)"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from decimal import Decimal
from functools import partial
from pathlib import Path
from typing import Any

from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.agency.bank import share_rows
from app.bank.matching import Doubt
from app.bank.proofs import Proof, Standing
from app.bank.statement import StatementRow
from app.counter.services.bank_statements import StatementService
from app.domain.payment import Payment
from app.domain.tenders import UPI
from app.journal import Journal
from tests.agency.records import counter
from tests.agency.replication import replicate_once
from tests.agency.test_bank_statements import (
    DAY,
    SOLD_AT,
    sold_at_three_counters,
    split_of,
    transfers,
)
from tests.bank.statements import Transfer, declared, write
from tests.journal.till_sales import PRICE, sell, till_sale

TAKEN_BACK = "412300000101"  # PB1's UPI sale, proved, then charged back
# An RRN typed at two counters (PB1's sale, then PB3's from the same screen shown again), and
# PB2's own UPI sale; PB3's ten minutes after PB1's.
REUSED, PB2_UPI = "412300000101", "412300000201"
LATER = SOLD_AT + dt.timedelta(minutes=10)


def identity(moment: dt.datetime) -> dt.datetime:
    """A clock standing at ``moment``."""
    return moment


async def imported_at(
    agency_db: str, folder: Path, code: str, path: Path
) -> tuple[list[Proof], queries.AgencyDayClose]:
    """``path`` imported once at the counter ``code`` (its journal under ``folder``), its rows
    shared with the agency store: the counter's proofs, and the agency's day close."""
    pool: AsyncConnectionPool[Any]
    async with AsyncConnectionPool(agency_db, min_size=1, max_size=2) as pool:

        async def shared(found: Sequence[StatementRow]) -> int:
            return await share_rows(pool, code, found)

        with Journal(folder / code) as journal:
            await StatementService(journal, share=lambda: shared, accounts=declared).import_file(
                path
            )
            proofs = journal.bank.proofs()
        return proofs, await queries.day_close(pool, DAY, [])


async def test_a_chargeback_undoes_a_proof_in_the_day_close_as_at_the_counter(
    agency_db: str, tmp_path: Path
) -> None:
    await sold_at_three_counters(agency_db, tmp_path)
    back = Transfer(DAY + dt.timedelta(days=1), dt.time(10), -PRICE.total, TAKEN_BACK)
    path, _line = write("HDFC Bank", tmp_path, [*transfers(), back])
    proofs, close = await imported_at(agency_db, tmp_path, "PB1", path)
    at_counter = {p.reference: (p.standing, p.doubt) for p in proofs}

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


async def test_a_duplicate_and_its_reversal_prove_no_other_counters_sale_in_the_day_close(
    agency_db: str, tmp_path: Path
) -> None:
    # PB3's clerk typed PB1's RRN from the screen a second customer showed, minutes later; the
    # bank posted PB1's credit twice and reversed the copy the next morning.
    sales = {"PB1": (REUSED, SOLD_AT), "PB2": (PB2_UPI, SOLD_AT), "PB3": (REUSED, LATER)}
    for code, (reference, moment) in sales.items():
        with Journal(tmp_path / code, now=partial(identity, moment)) as journal:
            payment = Payment((UPI.paid(PRICE.total, reference),))
            sell(journal, f"{code}-0", till_sale(code, payment=payment))
        await replicate_once(tmp_path / code, counter(code), agency_db)
    rows = [
        Transfer(DAY, dt.time(11, 5), PRICE.total, REUSED),
        Transfer(DAY, dt.time(11, 5), PRICE.total, REUSED),  # the bank's duplicate posting
        Transfer(DAY, dt.time(11, 6), PRICE.total, PB2_UPI),
        Transfer(DAY + dt.timedelta(days=1), dt.time(8), -PRICE.total, REUSED),  # its reversal
    ]
    path, _line = write("HDFC Bank", tmp_path, rows)
    # One import, at PB2 alone; the day close covers the three counters.
    proofs, close = await imported_at(agency_db, tmp_path, "PB2", path)
    (at_counter,) = [(p.standing, p.doubt) for p in proofs]

    assert at_counter == (Standing.PROVED, None)
    total, none = PRICE.total, Decimal("0.00")
    assert split_of(close) == {
        "PB1": (total, none, none, none, none),  # proved by the first posting
        "PB2": (total, none, none, none, none),
        # The copy its reversal took back proves nothing: the reused reference is questioned.
        "PB3": (none, none, total, none, none),
    }

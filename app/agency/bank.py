"""The agency's bank statements in the agency store (issue 65): a statement imported at any
counter shared once with every counter, and the day close's UPI and bank takings of each counter
split by where each payment stands (``agency_bank_proofs``, and the counters' resolutions)."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from app.bank.proofs import Outcome, Standing, standing_of
from app.bank.statement import StatementRow
from app.domain.money import ZERO

# psycopg is imported on the first use: a counter without an agency store never loads it.
if TYPE_CHECKING:
    from psycopg_pool import AsyncConnectionPool


@dataclass(frozen=True, slots=True)
class CounterProof:
    """One counter's UPI and bank takings of a day by standing, for each tender's code."""

    counter: str
    by: dict[Standing, dict[str, Decimal]]

    def of(self, standing: Standing) -> dict[str, Decimal]:
        """Each tender's takings of ``standing`` (a tender with none left out)."""
        return self.by.get(standing, {})

    def total(self, standing: Standing) -> Decimal:
        """Every tender's takings of ``standing`` together."""
        return sum(self.of(standing).values(), ZERO)


async def share_rows(
    pool: AsyncConnectionPool[Any], counter_code: str, rows: Sequence[StatementRow]
) -> int:
    """Add the rows of one statement file to the agency's, each once (a row already shared by
    any counter, from this file or an overlapping one, is left as it is); how many were new."""
    counts: Counter[str] = Counter()
    values = []
    for row in rows:
        fingerprint = row.fingerprint()
        values.append(
            (
                fingerprint,
                counts[fingerprint],
                row.on,
                row.amount,
                list(row.references),
                row.narration,
                row.payer,
                counter_code,
            )
        )
        counts[fingerprint] += 1
    async with pool.connection() as conn, conn.cursor() as cur:
        await cur.executemany(
            "INSERT INTO bank_rows (fingerprint, occurrence, booked_on, amount, refs,"
            " narration, payer, imported_by) VALUES (%s, %s, %s, %s, %s, %s, %s, %s)"
            " ON CONFLICT (fingerprint, occurrence) DO NOTHING",
            values,
        )
        # psycopg sums the rows each insert added: those it left as they were add none.
        return int(max(cur.rowcount, 0))


async def shared_since(
    pool: AsyncConnectionPool[Any], since: str | None
) -> tuple[list[tuple[StatementRow, str, int]], str | None]:
    """The rows any counter shared from ``since`` on (the store's mark of a counter's last
    pull; None: all), each with its fingerprint and occurrence, and the mark of the last of
    them (``since`` again when there are none). A row shared at the very mark is given again:
    the journal keeps each row once."""
    async with pool.connection() as conn:
        cursor = await conn.execute(
            "SELECT fingerprint, occurrence, booked_on, amount, refs, narration, payer,"
            " imported_at FROM bank_rows WHERE %s::timestamptz IS NULL OR imported_at >= %s"
            " ORDER BY imported_at, fingerprint, occurrence",
            [since, since],
        )
        found = await cursor.fetchall()
    rows = [
        (
            StatementRow(
                line=0,
                on=booked_on,
                amount=Decimal(amount),
                narration=str(narration),
                references=tuple(refs),
                payer=str(payer),
            ),
            str(fingerprint),
            int(occurrence),
        )
        for fingerprint, occurrence, booked_on, amount, refs, narration, payer, _at in found
    ]
    until = found[-1][7].isoformat() if found else since
    return rows, until


async def proofs_on(pool: AsyncConnectionPool[Any], day: dt.date) -> list[CounterProof]:
    """Each counter's UPI and bank takings of ``day`` by standing, by counter code: the
    store's word on the statements (proved, questioned, not yet) and the counter's supervisor's
    resolution, given a standing by the rule the counters follow (``standing_of``)."""
    found: dict[str, dict[Standing, dict[str, Decimal]]] = {}
    async with pool.connection() as conn:
        cursor = await conn.execute(
            "SELECT counter_code, mode, standing, outcome, sum(amount) FROM agency_bank_proofs"
            " WHERE day = %s GROUP BY counter_code, mode, standing, outcome"
            " ORDER BY counter_code, mode",
            [day],
        )
        for code, mode, said, outcome, amount in await cursor.fetchall():
            standing = standing_of(
                said == Standing.PROVED,
                said == Standing.QUESTIONED,
                None if outcome is None else Outcome(outcome),
            )
            tenders = found.setdefault(str(code), {}).setdefault(standing, {})
            tenders[str(mode)] = tenders.get(str(mode), ZERO) + Decimal(amount)
    return [CounterProof(code, by) for code, by in sorted(found.items())]

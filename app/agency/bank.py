"""The agency's bank statements in the agency store (issue 65): a statement imported at any
counter shared once with every counter, and the day close's UPI and bank takings of each counter
split by where each payment stands: every counter's payments matched to the shared rows by the
counters' own rules (``app.bank.matching``), and the counters' resolutions
(docs/decisions/agency-bank-matching.md)."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from app.bank.matching import WINDOW, Entry, Payment, Window, carrying, match, question
from app.bank.proofs import Outcome, Standing, standing_of
from app.bank.statement import StatementRow
from app.domain.clock import SERVICE_TZ
from app.domain.money import ZERO

# psycopg is imported on the first use: a counter without an agency store never loads it.
if TYPE_CHECKING:
    from psycopg import AsyncConnection
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
                row.at,
                counter_code,
                row.payout,
                row.settled,
            )
        )
        counts[fingerprint] += 1
    async with pool.connection() as conn, conn.cursor() as cur:
        await cur.executemany(
            "INSERT INTO bank_rows (fingerprint, occurrence, booked_on, amount, refs,"
            " narration, payer, booked_at, imported_by, payout, settled)"
            " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
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
            " booked_at, payout, settled, imported_at FROM bank_rows"
            " WHERE %s::timestamptz IS NULL OR imported_at >= %s"
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
                at=booked_at,
                payout=str(payout),
                settled=None if settled is None else Decimal(settled),
            ),
            str(fingerprint),
            int(occurrence),
        )
        for (
            fingerprint,
            occurrence,
            booked_on,
            amount,
            refs,
            narration,
            payer,
            booked_at,
            payout,
            settled,
            _at,
        ) in found
    ]
    until = found[-1][10].isoformat() if found else since
    return rows, until


# How many days either side of the day close's day the payments and rows competing for the same
# rows are read: a payment reaches rows up to ``days_after`` after its day, so a week holds every
# claim that can touch the day's payments in practice, and a year of rows is not read for one day.
_REACH = dt.timedelta(days=7)


@dataclass(frozen=True, slots=True)
class _Tender:
    """A UPI or bank tender of a counter's sale, as the day close matches it."""

    payment: Payment
    day: dt.date
    counter: str
    mode: str
    outcome: Outcome | None


async def _tenders(conn: AsyncConnection[Any], first: dt.date, last: dt.date) -> list[_Tender]:
    """Every counter's UPI and bank tenders sold from ``first`` to ``last``, by when taken."""
    cursor = await conn.execute(
        "SELECT counter_code, seq, position, taken_at, day, mode, amount, reference, outcome"
        " FROM agency_bank_payments WHERE day BETWEEN %s AND %s"
        " ORDER BY taken_at, counter_code, seq, position",
        [first, last],
    )
    return [
        _Tender(
            Payment(
                f"{code}:{seq}:{position}",
                Decimal(amount),
                # A reference hidden from this reader is carried by no row: none is needed.
                reference or "",
                taken_at.astimezone(SERVICE_TZ),
            ),
            on,
            str(code),
            str(mode),
            None if outcome is None else Outcome(outcome),
        )
        for code, seq, position, taken_at, on, mode, amount, reference, outcome in (
            await cursor.fetchall()
        )
    ]


async def _entries(
    conn: AsyncConnection[Any], first: dt.date, last: dt.date, references: list[str]
) -> tuple[list[tuple[Entry, bool]], dt.date | None]:
    """The shared rows booked from ``first`` to ``last`` or carrying any of ``references`` (a
    reference reused from another day is questioned by its row), as matching reads them, each
    with whether it is a payment app's payout credit (one carrying a settlement report's
    payout UTR: the sales' money, proving no payment itself), and the last day the shared
    statements cover."""
    cursor = await conn.execute(
        "SELECT booked_on, booked_at, amount, refs, refs && coalesce((SELECT array_agg(DISTINCT"
        " p.payout) FROM bank_rows AS p WHERE p.payout <> ''), '{}') FROM bank_rows"
        " WHERE booked_on BETWEEN %s AND %s OR refs && %s::text[]"
        " ORDER BY booked_on, imported_at, fingerprint, occurrence",
        [first, last, references],
    )
    entries = [
        # Every counter's payments are matched here at once: any row may prove one by amount.
        (Entry(n, on, Decimal(amount), tuple(ref for ref in refs if ref), at), bool(payout))
        for n, (on, at, amount, refs, payout) in enumerate(await cursor.fetchall())
    ]
    covered = await (await conn.execute("SELECT max(booked_on) FROM bank_rows")).fetchone()
    return entries, None if covered is None else covered[0]


async def proofs_on(
    pool: AsyncConnectionPool[Any], day: dt.date, window: Window = WINDOW
) -> list[CounterProof]:
    """Each counter's UPI and bank takings of ``day`` by standing, by counter code: every
    counter's payments matched to the shared statements' rows by the rules a counter follows
    (``app.bank.matching``: by reference, then by amount and time, each row once across the
    counters), and a payment no row proves given its standing with its counter's supervisor's
    resolution by the same rule (``standing_of``)."""
    async with pool.connection() as conn:
        tenders = await _tenders(conn, day - _REACH, day + _REACH)
        today = [tender for tender in tenders if tender.day == day]
        references = sorted({t.payment.reference.upper() for t in today} - {""})
        # The rows the window lets those payments reach: from the day before the first.
        reach = day + _REACH + dt.timedelta(days=window.days_after)
        read, covered = await _entries(conn, day - _REACH - dt.timedelta(days=1), reach, references)
    entries = [entry for entry, _payout in read]
    # A payout credit proves no payment, as at a counter; it still questions one that gave its
    # UTR as the payment's reference.
    free = [entry for entry, payout in read if not payout]
    proved = {found.key for found in match([t.payment for t in tenders], free, window)}
    by_reference = carrying(entries)
    found: dict[str, dict[Standing, dict[str, Decimal]]] = {}
    for tender in today:
        payment = tender.payment
        doubted = payment.key not in proved and (
            question(payment, by_reference, covered, window) is not None
        )
        standing = standing_of(payment.key in proved, doubted, tender.outcome)
        tenders_of = found.setdefault(tender.counter, {}).setdefault(standing, {})
        tenders_of[tender.mode] = tenders_of.get(tender.mode, ZERO) + payment.amount
    return [CounterProof(code, by) for code, by in sorted(found.items())]

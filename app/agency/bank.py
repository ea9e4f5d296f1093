"""The agency's bank statements in the agency store (issue 65): a statement imported at any
counter shared once with every counter, and the day close's UPI and bank takings and refunds of
each counter split by where each payment stands: every counter's payments matched to the shared
rows by the counters' own rules (``app.bank.matching``), and the counters' resolutions. A
counter's Bank statement tab reads the same run's word on its own payments (``verdicts_of``)
(docs/decisions/agency-bank-matching.md)."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from app.bank.matching import (
    WINDOW,
    Entry,
    Payment,
    Window,
    carrying,
    match,
    question,
    undone,
)
from app.bank.proofs import BankRow, Outcome, Standing, Verdict
from app.bank.statement import StatementRow
from app.domain.clock import SERVICE_TZ
from app.domain.money import ZERO

# psycopg is imported on the first use: a counter without an agency store never loads it.
if TYPE_CHECKING:
    from psycopg import AsyncConnection
    from psycopg_pool import AsyncConnectionPool


@dataclass(frozen=True, slots=True)
class CounterProof:
    """One counter's UPI and bank takings of a day by standing, for each tender's code, and
    its UPI and bank refunds to customers of the day the same way (each a positive amount)."""

    counter: str
    by: dict[Standing, dict[str, Decimal]]
    refunds: dict[Standing, dict[str, Decimal]] = field(default_factory=dict)

    def of(self, standing: Standing) -> dict[str, Decimal]:
        """Each tender's takings of ``standing`` (a tender with none left out)."""
        return self.by.get(standing, {})

    def total(self, standing: Standing) -> Decimal:
        """Every tender's takings of ``standing`` together."""
        return sum(self.of(standing).values(), ZERO)

    def refunded(self, standing: Standing) -> Decimal:
        """Every tender's refunds of ``standing`` together."""
        return sum(self.refunds.get(standing, {}).values(), ZERO)


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
                row.account,
                row.card,
            )
        )
        counts[fingerprint] += 1
    async with pool.connection() as conn, conn.cursor() as cur:
        await cur.executemany(
            "INSERT INTO bank_rows (fingerprint, occurrence, booked_on, amount, refs,"
            " narration, payer, booked_at, imported_by, payout, settled, account, card)"
            " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
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
            " booked_at, payout, settled, account, card, imported_at FROM bank_rows"
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
                account=str(account),
                card=bool(card),
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
            account,
            card,
            _at,
        ) in found
    ]
    until = found[-1][12].isoformat() if found else since
    return rows, until


# How many days either side of the day close's day the payments and rows competing for the same
# rows are read: a payment reaches rows up to ``days_after`` after its day, so a week holds every
# claim that can touch the day's payments in practice, and a year of rows is not read for one day.
_REACH = dt.timedelta(days=7)


@dataclass(frozen=True, slots=True)
class _Tender:
    """A UPI or bank payment of a counter (a sale's tender, or a refund paid to a customer), as
    the day close matches it; ``key``: the counter's own name of it (its journal's)."""

    payment: Payment
    day: dt.date
    counter: str
    key: str
    mode: str
    outcome: Outcome | None


async def _tenders(conn: AsyncConnection[Any], first: dt.date, last: dt.date) -> list[_Tender]:
    """Every counter's UPI and bank payments of ``first`` to ``last``, by when taken."""
    cursor = await conn.execute(
        "SELECT counter_code, payment_key, taken_at, day, mode, amount, reference, outcome,"
        " outgoing FROM agency_bank_payments WHERE day BETWEEN %s AND %s"
        " ORDER BY taken_at, counter_code, seq, position",
        [first, last],
    )
    return [
        _Tender(
            Payment(
                f"{code}/{key}",
                Decimal(amount),
                # A reference hidden from this reader is carried by no row: none is needed.
                reference or "",
                taken_at.astimezone(SERVICE_TZ),
                outgoing=bool(outgoing),
            ),
            on,
            str(code),
            str(key),
            str(mode),
            None if outcome is None else Outcome(outcome),
        )
        for code, key, taken_at, on, mode, amount, reference, outcome, outgoing in (
            await cursor.fetchall()
        )
    ]


async def _entries(
    conn: AsyncConnection[Any], first: dt.date, last: dt.date, references: list[str]
) -> tuple[list[BankRow], frozenset[int], dt.date | None]:
    """The shared rows booked from ``first`` to ``last`` or carrying any of ``references`` (a
    reference reused from another day is questioned by its row), numbered in the order read;
    the numbers of those that are a payment app's payout credit (one carrying a settlement
    report's payout UTR: the sales' money, proving no payment itself); and the last day the
    shared statements cover."""
    cursor = await conn.execute(
        "SELECT booked_on, booked_at, amount, refs, narration, payer, refs && coalesce((SELECT"
        " array_agg(DISTINCT p.payout) FROM bank_rows AS p WHERE p.payout <> ''), '{}')"
        " FROM bank_rows"
        " WHERE booked_on BETWEEN %s AND %s OR refs && %s::text[]"
        " ORDER BY booked_on, imported_at, fingerprint, occurrence",
        [first, last, references],
    )
    read = await cursor.fetchall()
    rows = [
        BankRow(n, on, Decimal(amount), tuple(ref for ref in refs if ref), narration, payer, at)
        for n, (on, at, amount, refs, narration, payer, _payout) in enumerate(read)
    ]
    covered = await (await conn.execute("SELECT max(booked_on) FROM bank_rows")).fetchone()
    payouts = frozenset(n for n, (*_row, payout) in enumerate(read) if payout)
    return rows, payouts, None if covered is None else covered[0]


async def _judged(
    conn: AsyncConnection[Any], days: Collection[dt.date], window: Window
) -> list[tuple[_Tender, Verdict]]:
    """The day close's run for ``days`` (a day close's: its one day): every counter's payments
    near them matched to the shared statements' rows by the rules a counter follows
    (``app.bank.matching``: by reference alone, each row once across the
    counters), and what it says of each payment of ``days``, in the order taken. One run for
    several days reads what lies between them once (a counter's days in question may be a
    month apart), not a run a day."""
    first, last = min(days), max(days)
    tenders = await _tenders(conn, first - _REACH, last + _REACH)
    today = [tender for tender in tenders if tender.day in days]
    references = sorted({t.payment.reference.upper() for t in today} - {""})
    # The rows the window lets those payments reach: from the day before the first.
    reach = last + _REACH + dt.timedelta(days=window.days_after)
    rows, payouts, covered = await _entries(
        conn, first - _REACH - dt.timedelta(days=1), reach, references
    )
    # Every counter's payments are matched here at once: any row may prove one by amount.
    entries = [Entry(row.row_id, row.on, row.amount, row.references, row.at) for row in rows]
    # A payout credit proves no payment, as at a counter; it still questions one that gave its
    # UTR as the payment's reference.
    free = [entry for entry in entries if entry.row_id not in payouts]
    matched = {found.key: found for found in match([t.payment for t in tenders], free, window)}
    by_reference = carrying(entries)
    used = {found.row_id for found in matched.values()}
    verdicts = []
    for tender in today:
        payment = tender.payment
        proof = matched.get(payment.key)
        back = None if proof is None else undone(payment, proof.row_id, by_reference, used)
        taken = None if back is None else back.row_id
        if proof is not None and taken is None:
            verdict = Verdict(True, proof.method, row=rows[proof.row_id])
        elif taken is not None:
            # A row carrying its reference took the money back (a chargeback's debit, a
            # refund's return credit): its proof is undone.
            verdict = Verdict(False, doubt=payment.taken_back_as, row=rows[taken])
        else:
            doubt = question(payment, by_reference, covered, window)
            row = None if doubt is None or doubt.row_id is None else rows[doubt.row_id]
            verdict = Verdict(False, doubt=None if doubt is None else doubt.doubt, row=row)
        verdicts.append((tender, verdict))
    return verdicts


async def proofs_on(
    pool: AsyncConnectionPool[Any], day: dt.date, window: Window = WINDOW
) -> list[CounterProof]:
    """Each counter's UPI and bank takings and refunds of ``day`` by standing, by counter code:
    the day's run (``_judged``), and a payment no row proves given its standing with its
    counter's supervisor's resolution by the same rule (``standing_of``)."""
    async with pool.connection() as conn:
        judged = await _judged(conn, {day}, window)
    found: dict[str, CounterProof] = {}
    for tender, verdict in judged:
        proof = found.setdefault(tender.counter, CounterProof(tender.counter, {}, {}))
        by = proof.refunds if tender.payment.outgoing else proof.by
        tenders_of = by.setdefault(verdict.standing(tender.outcome), {})
        tenders_of[tender.mode] = tenders_of.get(tender.mode, ZERO) + tender.payment.amount
    return [found[code] for code in sorted(found)]


async def verdicts_of(
    pool: AsyncConnectionPool[Any],
    counter_code: str,
    days: Iterable[dt.date],
    window: Window = WINDOW,
) -> dict[str, Verdict]:
    """What the day close says of the counter ``counter_code``'s UPI and bank payments of
    ``days``, by the counter's own key of each (its journal's): ``proofs_on``'s run, once for
    all of them, for the counter's Bank statement tab to say what the day close says."""
    wanted = set(days)
    if not wanted:
        return {}
    async with pool.connection() as conn:
        judged = await _judged(conn, wanted, window)
    return {tender.key: verdict for tender, verdict in judged if tender.counter == counter_code}

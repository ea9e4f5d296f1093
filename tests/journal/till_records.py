"""The till's records read back (or written) as the tests check them, through the journal's own
connection: the supervisor's decisions, a closed shift's drawer count, a refund credited another
way; and the supervisor PIN checked the way the PIN dialog checks it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.counter.services.till_pin import check_counter_pin
from app.domain.money import ZERO, from_paise
from app.domain.pin import PinGate
from app.domain.till import DrawerCount
from app.journal import Journal
from app.journal.outbox import OutboxReader
from app.journal.shifts import COINS
from app.journal.till import PinCheck, Till
from app.records.till import Decision


def decisions(till: Till) -> list[Decision]:
    """Every supervisor decision the journal records, oldest first."""
    rows = till._conn.execute("SELECT decision_id FROM supervisor_decisions ORDER BY decision_id")
    return [till.decision(decision_id) for (decision_id,) in rows.fetchall()]


def drawer_count(till: Till, shift_id: int) -> DrawerCount | None:
    """The drawer counted when ``shift_id`` closed (None while it is open)."""
    rows = till._conn.execute(
        "SELECT denomination, pieces, amount_paise FROM drawer_counts WHERE shift_id = ?",
        (shift_id,),
    ).fetchall()
    if not rows:
        return None
    notes = {int(r[0]): r[1] for r in rows if r[0] != COINS}
    coins = next((from_paise(r[2]) for r in rows if r[0] == COINS), ZERO)
    return DrawerCount.of(notes, coins)


def credit_refund(till: Till, request_id: str, how: str, decision_id: int) -> None:
    """A ``refunds_credited`` row for ``request_id``: its customer refund given another way
    (``how``) on the supervisor's decision ``decision_id``. No screen writes one; the journal's
    schema (version 5) keeps the table and the till still reads it (``refunds_owed``)."""
    with till._conn as conn:
        conn.execute(
            "INSERT INTO refunds_credited (request_id, how, decision_id, recorded_at)"
            " VALUES (?, ?, ?, ?)",
            (request_id, how, decision_id, till._stamp()),
        )


async def _keep_at_once(write: Callable[[], None]) -> None:
    # The dialog's ``keep`` when no other program holds the journal's lock.
    write()


async def check_pin(till: Till, pin: str, gate: PinGate) -> PinCheck:
    """``pin`` checked on ``gate`` as the PIN dialog checks it (``check_counter_pin``), the try
    kept in the journal at once."""
    return await check_counter_pin(till, gate, pin, _keep_at_once)


def decisions_sent(journal: Journal) -> list[dict[str, Any]]:
    """The decision records waiting in the outbox, as the agency store will read them."""
    reader = OutboxReader(journal.folder / "journal.db")
    try:
        return [r.body for r in reader.unsent(1000) if r.kind == "decision"]
    finally:
        reader.close()

"""The double-entry journal: every money movement is one journal whose debits equal its credits.

Accounts (in the platform's books): an agent's ``cash`` is what the platform holds for it (its
balance is credits minus debits); its ``credit_utilised`` is what the agent owes (debits minus
credits). The platform side: ``sales:<module>``, ``gst_payable``, ``cancellation_charges`` and
``agent_funding`` (money received when a wallet is topped up).
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any

from app.api.models import WALLET_LISTED
from app.domain.modules import Module
from app.domain.money import CURRENCY, ZERO, from_paise, to_paise

GST_PAYABLE = "platform:gst_payable"
CANCELLATION_CHARGES = "platform:cancellation_charges"
AGENT_FUNDING = "platform:agent_funding"
# The service's listing of an agent's latest journals, as the wire declares it.
SNAPSHOT_SIZE = WALLET_LISTED


class JournalEvent(StrEnum):
    """What caused a journal."""

    BOOKING_SETTLED = "BOOKING_SETTLED"
    CANCELLATION_REFUND = "CANCELLATION_REFUND"
    WALLET_TOPUP = "WALLET_TOPUP"


def cash_account(agent_id: int) -> str:
    """The agent's prepaid cash (a liability of the platform)."""
    return f"agent:{agent_id}:cash"


def credit_account(agent_id: int) -> str:
    """What the agent owes on its credit facility (a receivable of the platform)."""
    return f"agent:{agent_id}:credit_utilised"


def sales_account(module: Module) -> str:
    """Sales of one module, net of commission (BOAT sales include the permits collected)."""
    return f"platform:sales:{module.value.lower()}"


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a journal: an account and either a debit or a credit."""

    account: str
    debit: Decimal = ZERO
    credit: Decimal = ZERO


def journal_label(journal_id: int) -> str:
    """The journal id shown on the wire, e.g. ``JE-000042``."""
    return f"JE-{journal_id:06d}"


def post_journal(
    conn: sqlite3.Connection,
    *,
    agent_id: int,
    event: JournalEvent,
    booking_ref: str | None,
    amount: Decimal,
    narration: str,
    lines: Iterable[Line],
    posted_at: dt.datetime,
) -> int:
    """Write one balanced journal inside the caller's transaction and return its id.

    Lines of zero are left out; an unbalanced journal is a bug and raises before anything is
    written (the caller's transaction then rolls back).
    """
    kept = [line for line in lines if line.debit or line.credit]
    debits = sum((line.debit for line in kept), ZERO)
    credits = sum((line.credit for line in kept), ZERO)
    if debits != credits:
        raise ValueError(f"unbalanced journal: debits {debits} != credits {credits}")
    cursor = conn.execute(
        "INSERT INTO journals (agent_id, posted_at, event, booking_ref, amount_paise, currency,"
        " narration) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            agent_id,
            posted_at.isoformat(timespec="seconds"),
            event.value,
            booking_ref,
            to_paise(amount),
            CURRENCY,
            narration,
        ),
    )
    journal_id = cursor.lastrowid
    assert journal_id is not None  # an INSERT into a rowid table always yields one
    conn.executemany(
        "INSERT INTO journal_lines (journal_id, line_no, account, debit_paise, credit_paise)"
        " VALUES (?, ?, ?, ?, ?)",
        [
            (journal_id, number, line.account, to_paise(line.debit), to_paise(line.credit))
            for number, line in enumerate(kept, start=1)
        ],
    )
    return journal_id


def recent_journals(
    conn: sqlite3.Connection, agent_id: int, limit: int = SNAPSHOT_SIZE
) -> list[dict[str, Any]]:
    """The agent's latest journals, newest first, as wire objects."""
    journals = conn.execute(
        "SELECT journal_id, posted_at, event, booking_ref, amount_paise, currency, narration"
        " FROM journals WHERE agent_id = ? ORDER BY journal_id DESC LIMIT ?",
        (agent_id, limit),
    ).fetchall()
    if not journals:
        return []
    ids = [row["journal_id"] for row in journals]
    marks = ",".join("?" * len(ids))
    lines: dict[int, list[dict[str, Any]]] = {journal_id: [] for journal_id in ids}
    for row in conn.execute(
        "SELECT journal_id, account, debit_paise, credit_paise FROM journal_lines"
        f" WHERE journal_id IN ({marks}) ORDER BY journal_id, line_no",
        ids,
    ):
        lines[row["journal_id"]].append(
            {
                "account": row["account"],
                "debit": from_paise(row["debit_paise"]),
                "credit": from_paise(row["credit_paise"]),
            }
        )
    return [
        {
            "journal_id": journal_label(row["journal_id"]),
            "posted_at": row["posted_at"],
            "event": row["event"],
            "booking_ref": row["booking_ref"],
            "amount": from_paise(row["amount_paise"]),
            "currency": row["currency"],
            "narration": row["narration"],
            "lines": lines[row["journal_id"]],
        }
        for row in journals
    ]

"""The agent's prepaid wallet: debits cash first then credit, refunds repay credit first."""

from __future__ import annotations

import sqlite3
from decimal import Decimal
from typing import Any

from app.api.codes import ErrorCode
from app.domain.money import CURRENCY, from_paise, to_paise
from app.domain.wallet import DebitSplit, RefundSplit, WalletState, split_debit, split_refund
from app.sandbox.auth import Agent
from app.sandbox.errors import SandboxError
from app.sandbox.ledger import recent_journals


def read_wallet(conn: sqlite3.Connection, agent_id: int) -> WalletState:
    """The agent's cash and credit facility as they are now."""
    row = conn.execute(
        "SELECT cash_paise, limit_paise, utilized_paise FROM wallets WHERE agent_id = ?",
        (agent_id,),
    ).fetchone()
    return WalletState(
        cash=from_paise(row["cash_paise"]),
        allocated_limit=from_paise(row["limit_paise"]),
        limit_utilized=from_paise(row["utilized_paise"]),
    )


def debit_wallet(conn: sqlite3.Connection, agent_id: int, amount: Decimal) -> DebitSplit:
    """Take ``amount`` inside the caller's write transaction, or refuse with 402."""
    split = split_debit(amount, read_wallet(conn, agent_id))
    if not split.covered:
        raise SandboxError(
            ErrorCode.INSUFFICIENT_WALLET_FUNDS,
            f"The wallet cannot cover {amount} {CURRENCY}: {split.shortfall} {CURRENCY} is "
            "missing after cash and the available credit.",
        )
    cash, credit = to_paise(split.cash_part), to_paise(split.credit_part)
    # The guard repeats the rule in SQL, so no write can overdraw even if the rule were bypassed.
    cursor = conn.execute(
        "UPDATE wallets SET cash_paise = cash_paise - ?, utilized_paise = utilized_paise + ?"
        " WHERE agent_id = ? AND cash_paise >= ? AND utilized_paise + ? <= limit_paise",
        (cash, credit, agent_id, cash, credit),
    )
    if cursor.rowcount != 1:
        raise RuntimeError("the wallet changed inside a write transaction")
    return split


def refund_wallet(conn: sqlite3.Connection, agent_id: int, amount: Decimal) -> RefundSplit:
    """Give ``amount`` back inside the caller's write transaction: credit first, then cash."""
    split = split_refund(amount, read_wallet(conn, agent_id))
    conn.execute(
        "UPDATE wallets SET cash_paise = cash_paise + ?, utilized_paise = utilized_paise - ?"
        " WHERE agent_id = ?",
        (to_paise(split.cash_part), to_paise(split.credit_repaid), agent_id),
    )
    return split


def wallet_result(conn: sqlite3.Connection, agent: Agent) -> dict[str, Any]:
    """The wallet_balance result (docs/partner-interface.md §7) with the latest journals."""
    wallet = read_wallet(conn, agent.agent_id)
    return {
        "status": "SUCCESS",
        "code": "WALLET_METRICS_DECODED_SUCCESSFULLY",
        "data": {
            "agent_id": agent.agent_id,
            "tenant_id": agent.tenant_id,
            "account_status": agent.account_status,
            "financial_balances": {"live_available_balance": wallet.cash, "currency": CURRENCY},
            "credit_facility": {
                "allocated_limit": wallet.allocated_limit,
                "limit_utilized": wallet.limit_utilized,
                "available_credit_runway": wallet.runway,
            },
            "recent_ledger_journal_snapshot": recent_journals(conn, agent.agent_id),
        },
    }

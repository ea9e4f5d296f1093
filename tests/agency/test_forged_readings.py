"""Forged readings of the wallet at the agency's day close (a real sandbox over HTTP, a real
PostgreSQL agency store): counter WF1 hides its sale offline and records a reading of the true
wallet through the app's own ``WalletReadings.record``, forged; counter WF2, on the same agent
key, is honest. The close names the forged reading and WF1's hidden sale by booking and amount,
to the paisa, and nothing of WF2's sales."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Callable
from contextlib import closing
from decimal import Decimal
from pathlib import Path

import pytest
from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.api.models import BookingResult, WalletData
from app.domain.keys import agent_key_fingerprint
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.reports.wallet_witness import Finding, KeyWitness, witness_text
from app.sandbox import EmbeddedSandbox
from tests.agency.deployment import Deployment, Desk, replicate
from tests.agency.records import counter
from tests.journal.entries import Clock
from tests.journal.hiding import hide_sale
from tests.reports.wallet_days import reading_client, sell_scuba
from tests.service import FROZEN_NOW, client_for

FORGER, HONEST = "WF1", "WF2"
PAISA = Decimal("0.01")
Forgery = Callable[[WalletData, BookingResult], WalletData]


def _at(minute: float) -> dt.datetime:
    return FROZEN_NOW + dt.timedelta(minutes=minute)


async def _sell_at(
    sandbox: EmbeddedSandbox, folder: Path, minute: float, qty: int
) -> BookingResult:
    """At ``minute`` past the frozen hour, the counter of ``folder`` reads the wallet, sells
    ``qty`` seats and reads it again."""
    with Journal(folder, now=Clock(_at(minute))) as journal:
        async with reading_client(sandbox, sandbox.demo_key, journal) as client:
            await client.wallet_balance()
            return await sell_scuba(client, journal, qty)


async def _true_wallet(sandbox: EmbeddedSandbox) -> WalletData:
    async with client_for(sandbox, sandbox.demo_key) as client:
        return (await client.wallet_balance()).data


async def _forge_at(
    sandbox: EmbeddedSandbox, folder: Path, minute: float, hidden: BookingResult, forge: Forgery
) -> None:
    """The forger's reading at ``minute``: the true wallet, changed by ``forge``, recorded
    through the app's own ``WalletReadings.record``."""
    data = forge(await _true_wallet(sandbox), hidden)
    with Journal(folder, now=Clock(_at(minute))) as journal:
        journal.wallet_readings.record(data, agent_key_fingerprint(sandbox.demo_key))


def _relabelled(event: str, amount: Callable[[Decimal], Decimal]) -> Forgery:
    """The hidden sale's journal listed as ``event`` of ``amount(its amount)``."""

    def forge(data: WalletData, hidden: BookingResult) -> WalletData:
        journals = [
            journal.model_copy(update={"event": event, "amount": amount(journal.amount)})
            if journal.booking_ref == hidden.booking_ref
            else journal
            for journal in data.recent_ledger_journal_snapshot
        ]
        return data.model_copy(update={"recent_ledger_journal_snapshot": journals})

    return forge


def _raised_total(data: WalletData, hidden: BookingResult) -> WalletData:
    """The journals as listed, the cash raised by the hidden sale's amount: a total that does
    not match them."""
    balances = data.financial_balances.model_copy(
        update={
            "live_available_balance": data.financial_balances.live_available_balance
            + hidden.settlement_breakdown.total_debited
        }
    )
    return data.model_copy(update={"financial_balances": balances})


async def _admitted(deployment: Deployment) -> dict[str, Desk]:
    desks = {}
    for code in (FORGER, HONEST):
        identity = counter(code)
        desks[code] = Desk(identity, await deployment.admit(identity))
    return desks


async def _close(desks: dict[str, Desk], tmp_path: Path) -> KeyWitness:
    for code, desk in desks.items():
        await replicate(desk, tmp_path / code)
    async with AsyncConnectionPool(desks[HONEST].url, min_size=1, max_size=1) as pool:
        close = await queries.day_close(pool, FROZEN_NOW.date(), [])
    (witness,) = close.witness
    return witness


async def _forged_day(
    deployment: Deployment, sandbox: EmbeddedSandbox, tmp_path: Path, forge: Forgery
) -> tuple[KeyWitness, BookingResult, list[BookingResult]]:
    """WF2 sells, WF1 sells and hides it, then records a forged reading, WF2 sells again; the
    day close's witness of the key, WF1's hidden sale and WF2's two sales."""
    desks = await _admitted(deployment)
    first = await _sell_at(sandbox, tmp_path / HONEST, 1, qty=1)
    hidden = await _sell_at(sandbox, tmp_path / FORGER, 3, qty=3)
    with closing(sqlite3.connect(tmp_path / FORGER / DATABASE_NAME)) as conn:
        hide_sale(conn, hidden.booking_ref)
    await _forge_at(sandbox, tmp_path / FORGER, 4, hidden, forge)
    last = await _sell_at(sandbox, tmp_path / HONEST, 7, qty=2)
    return await _close(desks, tmp_path), hidden, [first, last]


def _named(witness: KeyWitness) -> list[tuple[Finding, str, Decimal]]:
    return sorted((item.finding, item.booking_ref, item.amount) for item in witness.unexplained)


def _said(witness: KeyWitness) -> str:
    return f"{witness.readings} readings; " + witness_text([witness])


def _nothing_of(witness: KeyWitness, honest: list[BookingResult]) -> None:
    said = witness_text([witness])
    for sale in honest:
        assert sale.booking_ref not in said
    # No reading of the honest counter is refused, in conflict or named as not matching.
    accused = (Finding.IMPOSSIBLE, Finding.CONFLICT, Finding.READING_TOTAL, Finding.FALSE_TOTAL)
    assert all(
        item.until.counter != HONEST for item in witness.unexplained if item.finding in accused
    )


async def test_a_negative_top_up_is_refused_and_the_sale_it_hid_named(
    deployment: Deployment, sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    forge = _relabelled("WALLET_TOPUP", lambda amount: -amount)
    witness, hidden, honest = await _forged_day(deployment, sandbox, tmp_path, forge)
    amount = hidden.settlement_breakdown.total_debited
    assert (Finding.NO_RECORD, hidden.booking_ref, amount) in _named(witness), _said(witness)
    assert _named(witness) == [
        (Finding.IMPOSSIBLE, hidden.booking_ref, Decimal("0")),
        (Finding.NO_RECORD, hidden.booking_ref, amount),
    ]
    refused = next(i for i in witness.unexplained if i.finding is Finding.IMPOSSIBLE)
    assert refused.until.counter == FORGER and refused.listed == -amount
    sentence = refused.describe()
    assert sentence.startswith("Refused as impossible: counter WF1's reading of")
    assert witness.unexplained_total == amount
    _nothing_of(witness, honest)


@pytest.mark.parametrize(
    ("event", "share"),
    [
        # The hidden sale's journal relabelled a top-up of its own amount (the right sign).
        ("WALLET_TOPUP", Decimal("1")),
        # The same kind, a hundredth of its amount.
        ("BOOKING_SETTLED", Decimal("0.01")),
    ],
)
async def test_a_journal_listed_two_ways_is_a_conflict_named_with_both_readings(
    deployment: Deployment,
    sandbox: EmbeddedSandbox,
    tmp_path: Path,
    event: str,
    share: Decimal,
) -> None:
    forge = _relabelled(event, lambda amount: (amount * share).quantize(PAISA))
    witness, hidden, honest = await _forged_day(deployment, sandbox, tmp_path, forge)
    amount = hidden.settlement_breakdown.total_debited
    assert (Finding.NO_RECORD, hidden.booking_ref, amount) in _named(witness), _said(witness)
    assert _named(witness) == [
        (Finding.CONFLICT, hidden.booking_ref, Decimal("0")),
        (Finding.NO_RECORD, hidden.booking_ref, amount),
    ]
    conflict = next(i for i in witness.unexplained if i.finding is Finding.CONFLICT)
    assert (conflict.until.counter, conflict.since.counter) == (FORGER, HONEST)
    assert (conflict.event, conflict.kept_event) == (event, "BOOKING_SETTLED")
    assert (conflict.listed, conflict.kept_amount) == ((amount * share).quantize(PAISA), amount)
    sentence = conflict.describe()
    assert "counter WF1's reading of" in sentence and "counter WF2's reading of" in sentence
    _nothing_of(witness, honest)
    # Without the agency's own witness the readings are claims, and the close says so.
    assert "The agency's own witness has not read this key's wallet" in witness_text([witness])


async def test_a_reading_whose_total_does_not_match_its_journals_is_named_as_such(
    deployment: Deployment, sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    witness, hidden, honest = await _forged_day(deployment, sandbox, tmp_path, _raised_total)
    amount = hidden.settlement_breakdown.total_debited
    assert (Finding.NO_RECORD, hidden.booking_ref, amount) in _named(witness), _said(witness)
    assert _named(witness) == [
        (Finding.FALSE_TOTAL, "", -amount),
        (Finding.NO_RECORD, hidden.booking_ref, amount),
    ]
    assert witness.unexplained_total == amount
    odd = next(i for i in witness.unexplained if i.finding is Finding.FALSE_TOTAL)
    assert odd.until.counter == FORGER
    assert odd.describe().startswith("counter WF1's reading of")
    assert "does not match its journals" in odd.describe()
    _nothing_of(witness, honest)

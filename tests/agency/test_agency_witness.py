"""The agency's own witness of the wallet (``app.agency.witness``), with a real sandbox over HTTP
and a real PostgreSQL agency store: it reads the wallet with the agent key its counters use and
keeps each reading in the store; the day close reconciles the key on those readings, and every
counter's readings are claims checked against them. Two counters on one key, one forging its
readings and hiding a sale: the close names the forger's sale and nothing of the honest one.
More than 20 journals between two of its readings: the span is named with what the wallet
moved, what the journals seen and the counters' records explain, and the difference. The job
reads every minute, every quarter minute after a reading whose 20 journals were all new; a
top-up journal matches a top-up the owner recorded, and one nobody recorded is named."""

from __future__ import annotations

import datetime as dt
import getpass
import sqlite3
from contextlib import closing
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from psycopg import AsyncConnection

from app.agency import admin
from app.agency.witness import (
    EVERY_S,
    add_key,
    add_topup,
    next_wait,
    run_witness,
    witness_account,
    witness_round,
)
from app.api.models import BookingResult, WalletData, new_request_id
from app.counter.config.keystore import SERVICE_NAME
from app.domain.keys import agent_key_fingerprint
from app.domain.modules import Module
from app.domain.money import to_paise
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.reports.wallet_witness import Finding, Source, witness_text
from app.sandbox import EmbeddedSandbox
from app.sandbox.ledger import AGENT_FUNDING, JournalEvent, Line, cash_account, post_journal
from tests.agency.deployment import Deployment
from tests.agency.test_counter_roles import run
from tests.agency.test_forged_readings import (
    FORGER,
    HONEST,
    _admitted,
    _at,
    _close,
    _forge_at,
    _named,
    _nothing_of,
    _raised_total,
    _relabelled,
    _sell_at,
)
from tests.conftest import MemoryKeyring
from tests.journal.entries import Clock
from tests.journal.hiding import hide_sale
from tests.reports.counter_sales import sell
from tests.reports.wallet_days import TRAVEL, reading_client
from tests.sandbox.helpers import SCUBA, activity_body
from tests.service import FROZEN_NOW, client_for


async def _sell_on_day(
    sandbox: EmbeddedSandbox, folder: Path, minute: float, day: int
) -> BookingResult:
    """At ``minute``, the counter of ``folder`` reads the wallet and sells one scuba seat on
    the ``day``-th day after the usual travel day (a slot has a few seats), as the app does."""
    with Journal(folder, now=Clock(_at(minute))) as journal:
        async with reading_client(sandbox, sandbox.demo_key, journal) as client:
            await client.wallet_balance()
            travel = TRAVEL + dt.timedelta(days=day)
            found = await client.search_availability(Module.ACTIVITY, travel, activity_id=SCUBA)
            body = activity_body(found.data[0], qty=1, request_id=new_request_id())
            result = await sell(client, journal, body, "Scuba")
            await client.wallet_balance()
            return result


class _Witness:
    """The agency's witness on the owner's connection, reading the sandbox's demo key."""

    def __init__(self, conn: AsyncConnection[Any], sandbox: EmbeddedSandbox) -> None:
        self.conn = conn
        self.sandbox = sandbox
        self.key = agent_key_fingerprint(sandbox.demo_key)
        self.clock = Clock(FROZEN_NOW)

    async def read_at(self, minute: float) -> list[bool]:
        """One round of the witness at ``minute`` past the frozen hour."""
        self.clock.now = _at(minute)
        async with client_for(self.sandbox, self.sandbox.demo_key) as client:

            async def read() -> WalletData:
                return (await client.wallet_balance()).data

            return await witness_round(self.conn, {self.key: read}, self.clock)


async def _witness(deployment: Deployment, sandbox: EmbeddedSandbox) -> _Witness:
    conn = await AsyncConnection.connect(deployment.owner_url, autocommit=True)
    witness = _Witness(conn, sandbox)
    await add_key(conn, witness.key, "demo agent")
    return witness


async def test_two_counters_on_one_key_the_forgers_sale_is_named_and_nothing_of_the_honest(
    deployment: Deployment, sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    desks = await _admitted(deployment)
    agency = await _witness(deployment, sandbox)
    try:
        await agency.read_at(0.5)
        first = await _sell_at(sandbox, tmp_path / HONEST, 1, qty=1)
        await agency.read_at(2)
        hidden = await _sell_at(sandbox, tmp_path / FORGER, 3, qty=3)
        await agency.read_at(3.5)
        with closing(sqlite3.connect(tmp_path / FORGER / DATABASE_NAME)) as conn:
            hide_sale(conn, hidden.booking_ref)
        # Two forged claims: the sale's journal relabelled a top-up, then a raised total.
        await _forge_at(
            sandbox, tmp_path / FORGER, 4, hidden, _relabelled("WALLET_TOPUP", lambda a: a)
        )
        await _forge_at(sandbox, tmp_path / FORGER, 4.5, hidden, _raised_total)
        last = await _sell_at(sandbox, tmp_path / HONEST, 7, qty=2)
        await agency.read_at(8)
    finally:
        await agency.conn.close()
    witness = await _close(desks, tmp_path)
    assert witness.source is Source.AGENCY
    amount = hidden.settlement_breakdown.total_debited
    named = _named(witness)
    assert (Finding.NO_RECORD, hidden.booking_ref, amount) in named
    # The relabelled claim conflicts with the agency's own reading, which is kept.
    conflict = next(i for i in witness.unexplained if i.finding is Finding.CONFLICT)
    assert conflict.until.counter == FORGER and conflict.since.by_agency
    assert "the agency's own reading of" in conflict.describe()
    # Only the hidden sale is money the records do not explain.
    assert witness.unexplained_total == amount
    assert [i.booking_ref for i in witness.unexplained if i.finding.is_money] == [
        hidden.booking_ref
    ]
    _nothing_of(witness, [first, last])
    assert "has not read" not in witness_text([witness])


async def test_more_journals_than_listed_between_two_readings_name_the_span(
    deployment: Deployment, sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    desks = await _admitted(deployment)
    agency = await _witness(deployment, sandbox)
    sales: list[BookingResult] = []
    try:
        assert await agency.read_at(0) == [False]
        # 22 sales between two readings: the service lists the latest 20 only. The two oldest
        # fall out of the listing: WF2's first (recorded) and WF1's, hidden.
        sales.append(await _sell_at(sandbox, tmp_path / HONEST, 1, qty=1))
        hidden = await _sell_at(sandbox, tmp_path / FORGER, 1.5, qty=1)
        with closing(sqlite3.connect(tmp_path / FORGER / DATABASE_NAME)) as conn:
            hide_sale(conn, hidden.booking_ref)
        for number in range(20):
            sales.append(await _sell_on_day(sandbox, tmp_path / HONEST, 2 + number / 10, number))
        busy = await agency.read_at(5)
        # All 20 listed were new: the witness reads four times as often.
        assert busy == [True] and next_wait(busy) == 15.0
        # The owner recorded the day's top-up: none here, so none is named.
        await add_topup(agency.conn, FROZEN_NOW.date(), Decimal("1.00"), note="unused")
    finally:
        await agency.conn.close()
    witness = await _close(desks, tmp_path)
    (span,) = witness.unexplained
    debit = hidden.settlement_breakdown.total_debited
    seen = sum(sale.settlement_breakdown.total_debited for sale in sales[1:])
    recorded = sales[0].settlement_breakdown.total_debited
    assert span.finding is Finding.UNWITNESSED
    assert (span.moved, span.seen, span.recorded) == (
        -(seen + recorded + debit),
        -seen,
        -recorded,
    )
    assert span.amount == debit
    sentence = span.describe()
    assert sentence.startswith(
        "Not witnessed between 01 Dec 2026 10:00:00 and 01 Dec 2026 10:05:00"
    )


async def test_the_witness_reads_every_minute_and_four_times_as_often_while_busy(
    deployment: Deployment, sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    await _admitted(deployment)  # the store, migrated
    agency = await _witness(deployment, sandbox)
    waits: list[float] = []

    async def meanwhile(wait: float) -> None:
        """The job's sleep: the counters sell while the witness waits."""
        waits.append(wait)
        agency.clock.now += dt.timedelta(seconds=wait)
        if len(waits) == 1:
            # 20 sales in a minute: the next reading lists only journals the last did not.
            for number in range(20):
                await _sell_on_day(sandbox, tmp_path / HONEST, 1 + number / 100, number)
        elif len(waits) == 2:
            await _sell_on_day(sandbox, tmp_path / HONEST, 1.5, 0)

    try:
        async with client_for(sandbox, sandbox.demo_key) as client:

            async def read() -> WalletData:
                return (await client.wallet_balance()).data

            # The job as `counterdesk agency witness` runs it, at its default pace.
            rounds = await run_witness(
                agency.conn, {agency.key: read}, agency.clock, rounds=4, sleep=meanwhile
            )
        cursor = await agency.conn.execute("SELECT count(*) FROM agency_witness_readings")
        kept = await cursor.fetchone()
    finally:
        await agency.conn.close()
    assert rounds == 4
    # Every minute; every quarter minute after a reading whose 20 journals were all new; every
    # minute again once a reading overlaps the last.
    assert EVERY_S == 60.0 and waits == [60.0, 15.0, 60.0]
    assert kept == (3,)  # the fourth said what the third did: not kept again


def _top_up(sandbox: EmbeddedSandbox, agent_id: int, amount: Decimal) -> None:
    """``amount`` paid into the agent's wallet at the service, as its owner pays one."""
    with sandbox.context.db.transaction() as conn:
        post_journal(
            conn,
            agent_id=agent_id,
            event=JournalEvent.WALLET_TOPUP,
            booking_ref=None,
            amount=amount,
            narration="Top-up by the agency's owner",
            lines=[Line(AGENT_FUNDING, debit=amount), Line(cash_account(agent_id), credit=amount)],
            posted_at=sandbox.context.now(),
        )
        conn.execute(
            "UPDATE wallets SET cash_paise = cash_paise + ? WHERE agent_id = ?",
            (to_paise(amount), agent_id),
        )


async def test_a_top_up_the_owner_recorded_is_matched_and_one_nobody_recorded_is_named(
    deployment: Deployment, sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    desks = await _admitted(deployment)
    agency = await _witness(deployment, sandbox)
    try:
        await agency.read_at(0)
        async with client_for(sandbox, sandbox.demo_key) as client:
            agent_id = (await client.wallet_balance()).data.agent_id
        first = await _sell_at(sandbox, tmp_path / HONEST, 1, qty=1)
        _top_up(sandbox, agent_id, Decimal("5000.00"))
        await agency.read_at(2)
        second = await _sell_at(sandbox, tmp_path / FORGER, 3, qty=2)
        _top_up(sandbox, agent_id, Decimal("1234.56"))
        await agency.read_at(4)
        # The owner recorded one of the two, for this key; and one never paid in.
        day = FROZEN_NOW.date()
        await add_topup(agency.conn, day, Decimal("5000.00"), key=agency.key)
        await add_topup(agency.conn, day, Decimal("750.00"), note="not paid yet")
    finally:
        await agency.conn.close()
    witness = await _close(desks, tmp_path)
    (item,) = witness.unexplained
    assert (item.finding, item.amount) == (Finding.TOPUP_UNRECORDED, Decimal("-1234.56"))
    assert item.describe().startswith("Journal JE-")
    assert "a top-up of 1,234.56 into the wallet that the agency's owner did not record" in (
        item.describe()
    )
    said = witness_text([witness])
    assert first.booking_ref not in said and second.booking_ref not in said


def test_the_witness_commands_keep_the_key_in_the_keyring_and_read_where_the_store_is(
    deployment: Deployment,
    sandbox: EmbeddedSandbox,
    memory_keyring: MemoryKeyring,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    url = deployment.owner_url
    fingerprint = agent_key_fingerprint(sandbox.demo_key)
    # Nothing to read with yet.
    assert admin.main(["witness", url, "--base-url", sandbox.base_url, "--once"]) == 1
    assert "add one with add-key" in capsys.readouterr().err
    monkeypatch.setattr(getpass, "getpass", lambda _prompt: sandbox.demo_key)
    assert admin.main(["add-key", url, "--label", "Andaman Tours"]) == 0
    assert memory_keyring.get_password(SERVICE_NAME, witness_account(fingerprint)) == (
        sandbox.demo_key
    )
    assert admin.main(["witness", url, "--base-url", sandbox.base_url, "--once"]) == 0
    assert admin.main(["add-topup", url, "50000.00", "--on", "2026-12-01"]) == 0
    out = capsys.readouterr()
    assert sandbox.demo_key not in out.out + out.err
    assert run(url, "SELECT key_fingerprint, label FROM agency_witness_keys") == [
        (fingerprint, "Andaman Tours")
    ]
    assert run(url, "SELECT key_fingerprint FROM agency_witness_readings") == [(fingerprint,)]
    assert run(url, "SELECT paid_on::text, amount::text FROM agency_topups") == [
        ("2026-12-01", "50000.00")
    ]
    # A key named in the store that this PC's keyring lacks is refused by name.
    memory_keyring.delete_password(SERVICE_NAME, witness_account(fingerprint))
    assert admin.main(["witness", url, "--base-url", sandbox.base_url, "--once"]) == 1
    assert fingerprint in capsys.readouterr().err

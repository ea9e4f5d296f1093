"""The wallet as the witness of a counter alone on its key: every reading kept with the records,
and a sale hidden offline (its records, its till rows and the readings after it deleted) named
at the shift close by its booking reference and the wallet amount, to the paisa, that the
service's wallet movements show for it (a real sandbox over HTTP)."""

from __future__ import annotations

import datetime as dt
import json
from decimal import Decimal
from pathlib import Path

import pytest

from app.api.models import WalletMovement
from app.domain.disruption import DisruptionKind
from app.domain.keys import agent_key_fingerprint
from app.domain.modules import Module
from app.journal import Journal
from app.journal.disruptions import Found
from app.journal.outbox import Kind
from app.reports.counter import operations_on, operator_refunds, readings_on
from app.reports.shift import Operation, OperationKind
from app.reports.wallet_reconcile import reconcile, reconcile_all
from app.reports.wallet_witness import Finding, WalletReading, witness_text
from app.sandbox import EmbeddedSandbox
from tests.journal.entries import Clock
from tests.journal.hiding import hide_sale
from tests.reports.wallet_days import TRAVEL, reading_client, sell_scuba
from tests.sandbox.helpers import SCUBA
from tests.sandbox.test_operator import operator
from tests.service import FROZEN_NOW

DAY = FROZEN_NOW.date()


async def test_each_new_reading_is_kept_with_the_keys_fingerprint_and_sent(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    with Journal(tmp_path, now=Clock(FROZEN_NOW)) as journal:
        async with reading_client(sandbox, sandbox.demo_key, journal) as client:
            first = (await client.wallet_balance()).data
            # The same answer again (the header's minute): nothing new to keep.
            assert (await client.wallet_balance()).data == first
            await sell_scuba(client, journal, qty=2)
        readings = readings_on(journal, DAY)
        rows = journal._conn.execute(
            "SELECT kind, body FROM outbox WHERE kind = ? ORDER BY seq", (Kind.WALLET_READING,)
        ).fetchall()
    assert len(readings) == len(rows) == 2
    fingerprint = agent_key_fingerprint(sandbox.demo_key)
    assert {reading.key for reading in readings} == {fingerprint}
    assert readings[0].cash == first.financial_balances.live_available_balance
    assert readings[0].credit_used == first.credit_facility.limit_utilized
    assert readings[0].movements == tuple(first.recent_ledger_journal_snapshot)
    # The sale moved the wallet by exactly what its movement says.
    assert readings[1].movements[0].event == "BOOKING_SETTLED"
    assert readings[0].position - readings[1].position == readings[1].movements[0].amount
    # Sent to the agency store as read; never the key itself.
    bodies = [row[1] for row in rows]
    assert all(sandbox.demo_key not in body for body in bodies)
    assert json.loads(bodies[1])["key"] == fingerprint


async def test_a_counter_alone_names_a_hidden_sale_at_its_shift_close(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    clock = Clock(FROZEN_NOW)
    with Journal(tmp_path, now=clock) as journal:
        async with reading_client(sandbox, sandbox.demo_key, journal) as client:
            await client.wallet_balance()  # the shift opens
            clock.now += dt.timedelta(minutes=5)
            kept = await sell_scuba(client, journal, qty=1)
            clock.now += dt.timedelta(minutes=5)
            hidden = await sell_scuba(client, journal, qty=3)
            clock.now += dt.timedelta(minutes=5)
            # Offline, the sale's every trace and the readings after it deleted.
            hide_sale(journal._conn, hidden.booking_ref)
            clock.now += dt.timedelta(minutes=5)
            later = await sell_scuba(client, journal, qty=2)
            clock.now += dt.timedelta(minutes=5)
            await client.wallet_balance()  # the shift closes
        operations = operations_on(journal, DAY)
        readings = readings_on(journal, DAY)
    assert {op.booking_ref for op in operations} == {kept.booking_ref, later.booking_ref}
    (witness,) = reconcile_all(readings, operations)
    (found,) = witness.unexplained
    assert found.finding is Finding.NO_RECORD
    assert found.booking_ref == hidden.booking_ref
    # To the paisa, from the service's wallet movement.
    assert found.amount == hidden.settlement_breakdown.total_debited
    assert found.amount == witness.unexplained_total
    # Both sales kept are explained, and nothing else is named.
    assert witness.explained == (
        kept.settlement_breakdown.total_debited + later.settlement_breakdown.total_debited
    )
    text = witness_text([witness])
    assert hidden.booking_ref in text and kept.booking_ref not in text


async def test_a_counter_whose_records_are_whole_names_nothing(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    clock = Clock(FROZEN_NOW)
    with Journal(tmp_path, now=clock) as journal:
        async with reading_client(sandbox, sandbox.demo_key, journal) as client:
            await client.wallet_balance()
            for qty in (1, 3):
                clock.now += dt.timedelta(minutes=5)
                await sell_scuba(client, journal, qty=qty)
        (witness,) = reconcile_all(readings_on(journal, DAY), operations_on(journal, DAY))
    assert witness.readings == 3 and witness.unexplained == ()
    assert witness.moved == witness.explained > 0
    assert "agree with the records" in witness_text([witness])


def _journal(number: int, amount: str, ref: str = "", event: str = "BOOKING_SETTLED") -> object:
    return WalletMovement.model_validate(
        {
            "journal_id": str(number),
            "posted_at": (FROZEN_NOW + dt.timedelta(minutes=number)).isoformat(),
            "event": event,
            "booking_ref": ref or None,
            "amount": amount,
            "currency": "INR",
        }
    )


def _reading(minute: int, cash: str, *movements: object) -> WalletReading:
    return WalletReading(
        FROZEN_NOW + dt.timedelta(minutes=minute),
        "PB1",
        "k",
        Decimal(cash),
        Decimal("0.00"),
        tuple(j for j in movements if isinstance(j, WalletMovement)),
    )


def test_readings_too_far_apart_name_the_amount_the_journals_do_not_reach() -> None:
    # The later reading lists only the newest movement: an older one fell out of its snapshot.
    earlier = _reading(0, "1000.00", _journal(0, "500.00", "SEEN2345"))
    later = _reading(10, "700.00", _journal(5, "100.00", "LAST2345"))
    witness = reconcile("k", [later, earlier], [])
    kinds = [(item.finding, item.booking_ref, item.amount) for item in witness.unexplained]
    assert kinds == [
        (Finding.NO_RECORD, "LAST2345", Decimal("100.00")),
        (Finding.BEYOND_SNAPSHOT, "", Decimal("200.00")),
    ]
    assert witness.unexplained_total == Decimal("300.00")
    assert "too far apart" in witness.unexplained[1].describe()


def test_a_top_up_is_the_services_own_and_one_paisa_is_named() -> None:
    earlier = _reading(0, "1000.00")
    # A top-up of 500.00; a record of 99.99 for a movement of 100.00: one paisa unexplained.
    later = _reading(
        10,
        "1400.00",
        _journal(1, "500.00", event="WALLET_TOPUP"),
        _journal(2, "100.00", "PAIS2345"),
    )

    sale = Operation(
        OperationKind.SALE, later.read_at, Module.ACTIVITY, "PAIS2345", "r", Decimal("99.99")
    )
    (item,) = reconcile("k", [earlier, later], [sale]).unexplained
    assert (item.finding, item.amount) == (Finding.AMOUNT_DIFFERS, Decimal("0.01"))
    # The same record of 100.00 explains all of it.
    exact = Operation(
        OperationKind.SALE, later.read_at, Module.ACTIVITY, "PAIS2345", "r", Decimal("100.00")
    )
    assert reconcile("k", [earlier, later], [exact]).unexplained == ()


async def test_an_operators_refund_is_explained_by_the_disruption_the_watcher_found(
    sandbox: EmbeddedSandbox, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with Journal(tmp_path, now=Clock(FROZEN_NOW)) as journal:
        async with reading_client(sandbox, sandbox.demo_key, journal) as client:
            await client.wallet_balance()
            sold = await sell_scuba(client, journal, qty=2)
            found = await client.search_availability(Module.ACTIVITY, TRAVEL, activity_id=SCUBA)
            slot = found.data[0].slot.slot_id
            (voided,) = operator(
                sandbox, "cancel", "activity", str(slot), TRAVEL.isoformat(), capsys=capsys
            )
            await client.wallet_balance()
        back = Decimal(voided["refunded"])
        readings, operations = readings_on(journal, DAY), operations_on(journal, DAY)
        # Before the watcher records it, the money back is named as come in unexplained.
        ((item,),) = [w.unexplained for w in reconcile_all(readings, operations)]
        assert (item.booking_ref, item.amount) == (sold.booking_ref, -back)
        assert "put" in item.describe()
        journal.disruptions.record(
            Found(sold.booking_ref, DisruptionKind.CANCELLED, {}, {}, back, None)
        )
        refunds = operator_refunds(journal.wallet_readings.operator_refunds())
    (witness,) = reconcile_all(readings, operations + refunds)
    assert witness.unexplained == () and witness.explained == 2 * back

"""The wallet as the witness of a counter alone on its key: every reading kept with the records,
and a sale hidden offline (its records, its till rows and the readings after it deleted) named
at the shift close by its booking reference and the wallet amount, to the paisa, that the
service's wallet movements show for it (a real sandbox over HTTP)."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import replace
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
from app.reports.wallet_witness import Finding, TopUp, WalletReading, witness_text
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


def _sale(ref: str, amount: str, minute: int) -> Operation:
    at = FROZEN_NOW + dt.timedelta(minutes=minute)
    return Operation(OperationKind.SALE, at, Module.ACTIVITY, ref, "r" + ref, Decimal(amount))


def test_a_span_with_more_journals_than_the_service_lists_is_named_not_witnessed() -> None:
    # The later reading lists the service's 20 latest journals (10.00 each, all recorded), none
    # of them the earlier reading's: 200.00 more left the wallet than they show. The counters'
    # records of the span explain 150.00 of it (a sale whose journal fell out of the listing).
    earlier = _reading(0, "1000.00", _journal(0, "500.00", "SEEN2345"))
    listed = [_journal(n, "10.00", f"L{n:07d}") for n in range(10, 30)]
    later = _reading(40, "600.00", *listed)
    records = [_sale(f"L{n:07d}", "10.00", n) for n in range(10, 30)]
    records.append(_sale("GONE2345", "150.00", 5))
    witness = reconcile("k", [later, earlier], records)
    (item,) = witness.unexplained
    assert item.finding is Finding.UNWITNESSED
    assert (item.moved, item.seen, item.recorded) == (
        Decimal("-400.00"),
        Decimal("-200.00"),
        Decimal("-150.00"),
    )
    assert item.amount == witness.unexplained_total == Decimal("50.00")
    assert item.describe().startswith("Not witnessed between")
    assert "-50.00" in item.describe()


def test_a_reading_whose_total_does_not_match_its_journals_is_named_as_such() -> None:
    # The later reading lists the earlier's journal too (nothing passed unseen), yet its total
    # moved 200.00 more than its one new journal.
    seen = _journal(0, "500.00", "SEEN2345")
    earlier = _reading(0, "1000.00", seen)
    later = _reading(10, "700.00", seen, _journal(5, "100.00", "LAST2345"))
    sale = _sale("LAST2345", "100.00", 5)
    (item,) = reconcile("k", [earlier, later], [sale]).unexplained
    assert (item.finding, item.amount) == (Finding.READING_TOTAL, Decimal("200.00"))
    assert "does not match its journals" in item.describe()


def test_a_negative_top_up_is_refused_and_a_journal_listed_two_ways_is_a_conflict() -> None:
    hidden = _journal(5, "300.00", "HIDE2345")
    earlier = _reading(0, "1000.00", _journal(0, "500.00", "SEEN2345"))
    # The forger's reading: the hidden sale's journal relabelled a top-up of -300.00.
    forged = _reading(6, "700.00", _journal(5, "-300.00", event="WALLET_TOPUP"))
    later = _reading(8, "700.00", hidden)
    witness = reconcile("k", [earlier, forged, later], [], topups=[])
    kinds = sorted((item.finding, item.booking_ref, item.amount) for item in witness.unexplained)
    assert kinds == sorted(
        [
            (Finding.IMPOSSIBLE, "", Decimal("0")),
            (Finding.NO_RECORD, "HIDE2345", Decimal("300.00")),
        ]
    )
    # Relabelled with the right sign: the two readings' versions conflict; the honest one,
    # listed by more readings, is kept and the sale named.
    relabelled = _reading(6, "1000.00", _journal(5, "300.00", event="BOOKING_SETTLED"))
    again = _reading(9, "700.00", hidden)
    witness = reconcile("k", [earlier, relabelled, later, again], [], topups=[])
    found = {item.finding: item for item in witness.unexplained}
    assert found[Finding.CONFLICT].until is relabelled
    assert found[Finding.NO_RECORD].booking_ref == "HIDE2345"


def test_a_reading_forged_to_agree_hides_a_sale_until_another_counter_reads_the_key() -> None:
    # What the PC's owner can still do on a key the agency's witness does not read: a reading
    # leaving out the hidden sale's journal, its total as before, agrees with every other.
    seen = _journal(0, "500.00", "SEEN2345")
    hidden = _journal(5, "300.00", "HIDE2345")
    earlier = _reading(0, "1000.00", seen)
    forged = _reading(6, "1000.00", seen)
    assert reconcile("k", [earlier, forged], [], topups=[]).unexplained == ()
    # The next true reading of another counter on the key contradicts it.
    other = replace(_reading(8, "700.00", seen, hidden), counter="PB2")
    witness = reconcile("k", [earlier, forged, other], [], topups=[])
    named = [(item.finding, item.booking_ref, item.amount) for item in witness.unexplained]
    assert (Finding.NO_RECORD, "HIDE2345", Decimal("300.00")) in named


def test_a_sale_after_the_days_last_reading_is_named_by_no_days_close() -> None:
    # A day's close reconciles that day's readings only: a sale no reading of the key follows
    # on its day is listed by the next day's first reading, and compared with nothing.
    seen = _journal(0, "500.00", "SEEN2345")
    late = _journal(13 * 60, "300.00", "LATE2345")  # 23:00, after the day's last reading
    today = [_reading(0, "1000.00", seen), _reading(60, "1000.00", seen)]
    tomorrow = [_reading(24 * 60, "700.00", seen, late), _reading(25 * 60, "700.00", seen, late)]
    assert [witness.unexplained for witness in reconcile_all(today, [])] == [()]
    assert [witness.unexplained for witness in reconcile_all(tomorrow, [])] == [()]
    # The same readings in one close name it.
    (witness,) = reconcile_all(today + tomorrow, [])
    assert [item.booking_ref for item in witness.unexplained] == ["LATE2345"]


def test_a_top_up_nobody_recorded_is_named_and_a_recorded_one_is_not() -> None:
    earlier = _reading(0, "1000.00")
    later = _reading(10, "1500.00", _journal(1, "500.00", event="WALLET_TOPUP"))
    (item,) = reconcile("k", [earlier, later], [], topups=[]).unexplained
    assert (item.finding, item.amount) == (Finding.TOPUP_UNRECORDED, Decimal("-500.00"))
    recorded = TopUp(DAY, Decimal("500.00"))
    assert reconcile("k", [earlier, later], [], topups=[recorded]).unexplained == ()


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

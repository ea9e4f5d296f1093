"""The outbox: every settled record of the day at the counter lands in it, in the transaction of
the record itself, once, with amounts as decimal strings."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

from app.api import ApiError, NetworkError
from app.api.codes import ErrorCode
from app.domain.tenders import CASH
from app.domain.till import DrawerCount
from app.journal import Journal
from app.journal.outbox import OutboxReader
from app.reports.drawer import x_report, z_report
from tests.journal.entries import Clock, boat_request, booking_result, cancel_request, cancel_result
from tests.journal.till_sales import PRICE, outbox_of, sell, send, till_sale

D = Decimal


def test_a_day_at_the_till_sends_every_settled_record_in_order(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        shift = till.open_shift("PB1", "Leela Menon", D("2000.00"))
        result = sell(journal, "s-1", till_sale(shift_id=shift.shift_id))
        send(journal, "s-2", till_sale(shift_id=shift.shift_id))
        journal.failed("s-2", ApiError("Sold out", code=ErrorCode.SOLD_OUT), final=True)
        journal.add_cancel(cancel_request("c-1", result.booking_ref), agent=None)
        journal.cancelled("c-1", cancel_result(900.0))
        till.record_refund(
            "c-1",
            booking_ref=result.booking_ref,
            counter="PB1",
            clerk="Leela Menon",
            shift_id=shift.shift_id,
            rule_amount=D("900.00"),
            amount=D("900.00"),
            mode=CASH,
        )
        till.record_x_report(shift.shift_id, {"expected": "1234.50"})
        decision = till.decide("Arun Pillai", "Discard a sale in progress", "2 seats")
        journal.drafts.save({"module_type": "BOAT"}, {})
        journal.drafts.void("2 seats of the 09:00 boat", "Arun Pillai")
        z_report(till, shift.shift_id, DrawerCount.of({500: 4}), closed_by="Leela Menon")
        # X reports are read as often as staff like: reading one sends nothing.
        x_report(till, shift.shift_id)

    records = outbox_of(tmp_path)
    # Each money event goes with its till's record, its entry in the books with it.
    money = "money_event"
    assert [(r.kind, r.record_id) for r in records] == [
        ("shift_open", f"shift_open:{shift.shift_id}"),
        (money, f"money:float:{shift.shift_id}"),
        ("pending", "pending:s-1"),
        (money, "money:sale:s-1"),
        ("sale", "s-1"),
        ("pending", "pending:s-2"),
        ("refused", "refused:s-2"),
        ("pending", "pending:c-1"),
        ("cancellation", "c-1"),
        (money, "money:cancellation:c-1"),
        ("customer_refund", "refund:c-1"),
        (money, "money:refund:c-1"),
        # The cancellation's entry owed the customer nothing (no refund due was written with
        # it here), so the refund of 900.00 agreed at the till posts its difference.
        (money, "money:refund_agreed:c-1"),
        ("x_report", records[13].record_id),
        ("decision", f"decision:{decision}"),
        ("draft_voided", records[15].record_id),
        ("shift_close", f"shift_close:{shift.shift_id}"),
        (money, f"money:count:{shift.shift_id}"),
        ("z_report", f"z_report:{shift.shift_id}"),
    ]
    assert [r.seq for r in records] == list(range(1, 20))
    float_in = records[1].body
    assert float_in["kind"] == "pay_in" and float_in["lines"] == [
        {"account": "drawer", "debit": "2000.00", "credit": "0.00"},
        {"account": "bank", "debit": "0.00", "credit": "2000.00"},
    ]
    by_kind = {r.kind: r.body for r in records}
    sale = by_kind["sale"]
    assert (sale["booking_ref"], sale["clerk"], sale["total_debited"]) == (
        result.booking_ref,
        "Leela Menon",
        str(result.settlement_breakdown.total_debited.quantize(D("0.01"))),
    )
    assert sale["payment"]["customer_total"] == str(PRICE.total)
    lines = sale["payment"]["lines"]
    assert sum(D(amount) for amount in lines.values()) == PRICE.total
    assert lines["gst"] == str(PRICE.gst)
    assert sale["payment"]["tenders"] == [
        {"mode": "Cash", "amount": str(PRICE.total), "reference": "", "unique": False}
    ]
    # The stored text is the code's wire text, written out: what the agency store reads.
    assert by_kind["refused"]["error_code"] == "SOLD_OUT"
    assert by_kind["cancellation"]["net_refund"] == "900.00"
    assert by_kind["customer_refund"]["amount"] == "900.00"
    assert by_kind["draft_voided"]["draft"] == {"module_type": "BOAT"}
    drawer = by_kind["z_report"]["drawer"]
    assert (drawer["500"], drawer["100"], drawer["coins"]) == (4, 0, "0.00")
    assert by_kind["shift_open"]["opening_float"] == "2000.00"


def test_an_outcome_recorded_again_adds_nothing(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        request = boat_request("s-1")
        journal.add_create(journal.save_scans(request), product="Ferry", agent=None)
        journal.failed("s-1", NetworkError("No answer"), final=False)
        journal.add_create(journal.save_scans(request), product="Ferry", agent=None)  # resent
        journal.booked("s-1", booking_result(request, "REF7"))
        journal.booked("s-1", booking_result(request, "REF7"))  # the replay's answer
    assert [r.record_id for r in outbox_of(tmp_path)] == ["pending:s-1", "money:sale:s-1", "s-1"]


def test_a_write_that_fails_leaves_no_outbox_record(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        journal.till.open_shift("PB1", "Leela Menon", D("100.00"))
        conn = sqlite3.connect(tmp_path / "journal.db")
        # A trigger makes the shift's closing fail after its outbox records were written.
        conn.execute(
            "CREATE TRIGGER no_close BEFORE UPDATE OF closed_at ON shifts"
            " BEGIN SELECT RAISE(ABORT, 'disk trouble'); END"
        )
        conn.commit()
        conn.close()
        with pytest.raises(sqlite3.DatabaseError, match="disk trouble"):
            z_report(journal.till, 1, DrawerCount.of({}), closed_by="Leela Menon")
    assert [r.kind for r in outbox_of(tmp_path)] == ["shift_open", "money_event"]


def test_records_marked_sent_are_not_read_again(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        for n in range(3):
            sell(journal, f"s-{n}", till_sale())
    reader = OutboxReader(tmp_path / "journal.db")
    try:
        first = reader.unsent(6)
        reader.mark_sent([r.seq for r in first], "2026-12-01T10:00:00+05:30")
        assert [r.record_id for r in reader.unsent(10)] == [
            "pending:s-2",
            "money:sale:s-2",
            "s-2",
        ]
        assert reader.waiting() == 3
    finally:
        reader.close()


def test_closing_the_reader_under_a_read_of_another_thread_is_safe(tmp_path: Path) -> None:
    # A cancelled replicator leaves its read running in a worker and closes the reader from
    # another: closed under the read, the process died of a segmentation fault (5 runs of 5
    # within 200 closes). In a process of its own, so that a fault ends only that process.
    with Journal(tmp_path) as journal:
        sell(journal, "s-1", till_sale())
    child = subprocess.run(
        [sys.executable, "-m", "tests.journal.close_child", str(tmp_path), "300"],
        cwd=Path(__file__).resolve().parents[2],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert child.returncode == 0, child.stderr[-3000:]
    assert child.stdout.strip() == "closed 300 times, 300 reads refused after"

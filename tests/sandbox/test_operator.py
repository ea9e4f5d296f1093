"""The operator's side: a departure or slot cancelled for a day (bookings voided, wallets credited
in full, the ledger balanced), a departure delayed, and none of it on the partner port."""

from __future__ import annotations

import datetime as dt
import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.api import CancelResult, PartnerClient
from app.api.models import new_request_id as new_id
from app.cli import sandbox_main
from app.domain.money import money
from app.sandbox import EmbeddedSandbox
from tests.conftest import FROZEN_NOW
from tests.sandbox.helpers import JSON_TYPE, NO_FLAGS_TRIP_SCHEDULE, audit, boat_body, indian
from tests.sandbox.test_cancellation import TOMORROW, book_sea_walk

DAY = FROZEN_NOW.date() + dt.timedelta(days=2)
CLOCK = FROZEN_NOW.isoformat()


def operator(sandbox: EmbeddedSandbox, *args: str, capsys: pytest.CaptureFixture[str]) -> Any:
    """Run ``counterdesk-sandbox operator`` on the sandbox's file; its printed JSON."""
    capsys.readouterr()
    db = str(sandbox.context.db.path)
    assert sandbox_main(["operator", "--db", db, "--clock", CLOCK, *args]) == 0
    return json.loads(capsys.readouterr().out)


async def _status(client: PartnerClient, ref: str, module: str = "BOAT") -> dict[str, Any]:
    answer = await client.booking_status(ref, module)
    return answer.data.model_dump(mode="json")


async def _wallet(client: PartnerClient) -> tuple[Decimal, Decimal]:
    data = (await client.wallet_balance()).data
    return data.financial_balances.live_available_balance, data.credit_facility.limit_utilized


async def test_cancelling_a_departure_voids_its_bookings_and_refunds_in_full(
    sandbox: EmbeddedSandbox, demo: PartnerClient, capsys: pytest.CaptureFixture[str]
) -> None:
    before = await _wallet(demo)
    party = boat_body(
        NO_FLAGS_TRIP_SCHEDULE, DAY, [indian(), indian("Meena Das", 31)], request_id=new_id()
    )
    hit = await demo.create_booking(party)
    other_day = await demo.create_booking(
        boat_body(NO_FLAGS_TRIP_SCHEDULE, DAY + dt.timedelta(days=1), [indian()], new_id())
    )
    # Partly cancelled by the agency first: the operator refunds what is left of it.
    partial = await demo.create_booking(
        boat_body(NO_FLAGS_TRIP_SCHEDULE, DAY, [indian(), indian("Sita", 8)], new_id())
    )
    first_id = (await _status(demo, partial.booking_ref))["traveler_manifest"][0]["passenger_id"]
    own = await demo.cancel_booking(
        {
            "booking_ref": partial.booking_ref,
            "module_type": "BOAT",
            "action": "CONFIRM",
            "passenger_ids": [first_id],
        }
    )
    assert isinstance(own, CancelResult)
    paid = hit.settlement_breakdown.total_debited + partial.settlement_breakdown.total_debited

    voided = operator(
        sandbox, "cancel", "boat", str(NO_FLAGS_TRIP_SCHEDULE), DAY.isoformat(), capsys=capsys
    )

    assert {v["booking_ref"] for v in voided} == {hit.booking_ref, partial.booking_ref}
    refunds = {v["booking_ref"]: Decimal(v["refunded"]) for v in voided}
    assert refunds[hit.booking_ref] == hit.settlement_breakdown.total_debited
    own_back = own.pricing_summary.net_agent_refund_credited
    own_charge = own.pricing_summary.platform_cancellation_charge
    assert sum(refunds.values()) + own_back + own_charge == paid
    status = await _status(demo, hit.booking_ref)
    assert status["booking_status"] == "Cancelled"
    assert status["refund_status"] == "REFUNDED"
    assert status["payment_status"] == "Paid"
    assert status["metadata"]["active_qty"] == 0
    assert {t["traveler_status"] for t in status["traveler_manifest"]} == {"Cancelled"}
    assert (await _status(demo, partial.booking_ref))["refund_status"] == "REFUNDED"
    untouched = await _status(demo, other_day.booking_ref)
    assert (untouched["booking_status"], untouched["refund_status"]) == ("Confirmed", "NONE")
    # The wallet is as before but for the other day's booking and the agency's own charge.
    cash, used = await _wallet(demo)
    spent = other_day.settlement_breakdown.total_debited + own_charge
    assert money(before[0] - before[1] - (cash - used)) == spent
    snapshot = (await demo.wallet_balance()).data.recent_ledger_journal_snapshot
    journal = next(j for j in snapshot if j.booking_ref == hit.booking_ref)
    assert journal.event == "CANCELLATION_REFUND"
    assert journal.amount == hit.settlement_breakdown.total_debited
    assert "platform:cancellation_charges" not in {line.account for line in journal.lines}
    assert audit(sandbox) == []
    # The departure sells no more; the next day's does.
    boats = (await demo.search_availability("BOAT", DAY)).data
    gone = next(b for b in boats if b.schedule_id == NO_FLAGS_TRIP_SCHEDULE)
    assert gone.inventory.remaining_seats == 0
    # Cancelling it again voids nothing and moves no money.
    assert (
        operator(
            sandbox, "cancel", "BOAT", str(NO_FLAGS_TRIP_SCHEDULE), DAY.isoformat(), capsys=capsys
        )
        == []
    )
    assert await _wallet(demo) == (cash, used)


async def test_cancelling_an_activity_slot_leaves_the_other_slot(
    sandbox: EmbeddedSandbox, demo: PartnerClient, capsys: pytest.CaptureFixture[str]
) -> None:
    morning = await book_sea_walk(demo, TOMORROW, 0, 2)
    afternoon = await book_sea_walk(demo, TOMORROW, 1, 1)
    assert morning.activity is not None
    slot_id = morning.activity.slot_id

    voided = operator(
        sandbox, "cancel", "activity", str(slot_id), TOMORROW.isoformat(), capsys=capsys
    )

    assert [v["booking_ref"] for v in voided] == [morning.booking_ref]
    gone = await _status(demo, morning.booking_ref, "ACTIVITY")
    assert (gone["booking_status"], gone["refund_status"]) == ("cancelled", "REFUNDED")
    assert Decimal(str(gone["financial_summary"]["balance_amount"])) == 0
    kept = await _status(demo, afternoon.booking_ref, "ACTIVITY")
    assert (kept["booking_status"], kept["refund_status"]) == ("confirmed", "NONE")
    assert audit(sandbox) == []


async def test_a_delayed_departure_shows_its_new_time(
    sandbox: EmbeddedSandbox, demo: PartnerClient, capsys: pytest.CaptureFixture[str]
) -> None:
    booked = await demo.create_booking(
        boat_body(NO_FLAGS_TRIP_SCHEDULE, DAY, [indian()], request_id=new_id())
    )
    before = await _status(demo, booked.booking_ref)

    changed = operator(
        sandbox, "delay", str(NO_FLAGS_TRIP_SCHEDULE), DAY.isoformat(), "17:45", capsys=capsys
    )

    assert changed == [booked.booking_ref]
    after = await _status(demo, booked.booking_ref)
    assert after["metadata"]["departure_time"] == "17:45:00"
    assert before["metadata"]["departure_time"] != "17:45:00"
    assert (after["booking_status"], after["refund_status"]) == ("Confirmed", "NONE")


def test_the_operator_is_not_on_the_partner_port(sandbox: EmbeddedSandbox) -> None:
    headers = {"X-API-KEY": sandbox.demo_key, "Content-Type": JSON_TYPE}
    for path in ("/api/operator.php", "/operator", "/api/cancel_departure.php"):
        answer = httpx.post(sandbox.base_url + path, headers=headers, content=b"{}")
        assert answer.status_code == 404


def test_a_missing_database_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        sandbox_main(
            ["operator", "--db", f"{tmp_path}/none.db", "cancel", "BOAT", "4", "2026-12-03"]
        )
    assert stop.value.code == 2
    assert "not a sandbox database" in capsys.readouterr().err

"""A cancellation's CONFIRM: journalled ahead, sent once, its outcome carrying the history row."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from app.api import NetworkError, PartnerClient
from app.booking import CancelChoice, confirm_cancellation, is_final
from app.domain.modules import Module
from app.domain.status import PART_CANCELLED, BookingStatus
from app.journal import Journal, RequestState
from app.sandbox import EmbeddedSandbox
from tests.reports.counter_sales import sell
from tests.sandbox.helpers import SCUBA, activity_body
from tests.transports import dropping_client

TRAVEL_DAY = dt.date(2026, 12, 5)


async def sold(demo: PartnerClient, journal: Journal, qty: int) -> str:
    """The reference of an ACTIVITY booking of ``qty`` seats sold at this counter."""
    slot = (await demo.search_availability("ACTIVITY", TRAVEL_DAY, activity_id=SCUBA)).data[0]
    return (
        await sell(demo, journal, activity_body(slot, qty=qty, request_id="cd-sale"))
    ).booking_ref


async def test_the_outcome_carries_the_refunded_row(demo: PartnerClient, tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        ref = await sold(demo, journal, 3)

        part = await confirm_cancellation(
            demo, journal, CancelChoice(ref, Module.ACTIVITY, 1), "cd-cx-1", None
        )
        rest = await confirm_cancellation(
            demo, journal, CancelChoice(ref, Module.ACTIVITY, 2, whole=True), "cd-cx-2", None
        )

    refunded = part.result.pricing_summary.net_agent_refund_credited
    assert part.row is not None and part.row.total_refunded == refunded
    assert part.row.status == PART_CANCELLED
    assert rest.row is not None and rest.row.status == BookingStatus.CANCELLED.label
    assert (
        rest.row.total_refunded == refunded + rest.result.pricing_summary.net_agent_refund_credited
    )


async def test_a_lost_answer_leaves_the_confirm_pending_and_a_retry_refunds_once(
    sandbox: EmbeddedSandbox, demo: PartnerClient, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        ref = await sold(demo, journal, 2)
        choice = CancelChoice(ref, Module.ACTIVITY, 1)
        async with dropping_client(sandbox, sandbox.demo_key, "cancel_booking.php") as lossy:
            with pytest.raises(NetworkError) as failed:
                await confirm_cancellation(lossy, journal, choice, "cd-cx", None)
        assert not is_final(failed.value)
        assert [r.request_id for r in journal.pending()] == ["cd-cx"]

        outcome = await confirm_cancellation(demo, journal, choice, "cd-cx", None)
        found = journal.find("cd-cx")

    assert found is not None and found.state is RequestState.DONE
    assert outcome.row is not None
    assert outcome.row.total_refunded == outcome.result.pricing_summary.net_agent_refund_credited

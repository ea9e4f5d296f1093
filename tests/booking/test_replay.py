"""After a crash, pending writes are replayed under their request_id: never lost, never twice."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pytest

from app.api import NetworkError, PartnerClient
from app.api.codes import ErrorCode
from app.api.models import CancelRequest, CancelResult
from app.booking import BookingFlow, Resolution, ResolutionKind, resolve_pending, settle
from app.domain.agent import AgentRef
from app.journal import Journal, RequestState
from app.journal.sealed import Sealer, new_key
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import (
    activity_choice,
    boat_choice,
    boat_flow,
    documented_indian,
    foreigner,
    journal_unsent,
    with_customer,
)
from tests.conftest import FAST_RETRY, FROZEN_NOW, client_for, no_sleep
from tests.domain.samples import data_uri_of_length
from tests.journal.entries import Clock, scan_files, scans_kept
from tests.sandbox.helpers import ALL_FLAGS_TRIP_SCHEDULE, state
from tests.transports import dropping_client

# Two days after the sales' travel day: their travel date has passed.
AFTER_TRAVEL = FROZEN_NOW + dt.timedelta(days=6)


def activity_sale(sandbox: EmbeddedSandbox) -> BookingFlow:
    flow = with_customer(BookingFlow(activity_choice(sandbox), today=sandbox.context.today))
    flow.set_qty(2)
    return flow


def boat_sale(sandbox: EmbeddedSandbox) -> BookingFlow:
    scan = data_uri_of_length("image/png", 200_002)
    return boat_flow(
        boat_choice(sandbox, ALL_FLAGS_TRIP_SCHEDULE),
        [documented_indian("Meera Nair"), foreigner("Emma Schultz", scan=scan)],
        sandbox.context.today,
    )


async def crash_after_commit(sandbox: EmbeddedSandbox, folder: Path, flow: BookingFlow) -> None:
    """Settle with every answer lost after the sandbox committed; then the app is gone."""
    journal = Journal(folder)
    async with dropping_client(sandbox, sandbox.demo_key, "create_booking.php") as lossy:
        flow.set_wallet(await lossy.wallet_balance())
        with pytest.raises(NetworkError):
            await settle(lossy, journal, flow)
    journal.close()


async def resolve_one(sandbox: EmbeddedSandbox, journal: Journal) -> Resolution:
    """Start-up with the demo key: resolve the one pending request."""
    async with client_for(sandbox, sandbox.demo_key) as client:
        (resolution,) = await resolve_pending(journal, client)
    return resolution


async def cash_of(client: PartnerClient) -> Decimal:
    return (await client.wallet_balance()).data.financial_balances.live_available_balance


@pytest.mark.parametrize("sale", [activity_sale, boat_sale], ids=["activity", "boat-scans"])
async def test_a_booking_whose_answer_was_lost_is_found_once_after_a_restart(
    sandbox: EmbeddedSandbox, tmp_path: Path, sale: Callable[[EmbeddedSandbox], BookingFlow]
) -> None:
    flow = sale(sandbox)
    before = state(sandbox)
    async with client_for(sandbox, sandbox.demo_key) as client:
        cash_before = await cash_of(client)
    await crash_after_commit(sandbox, tmp_path, flow)
    assert state(sandbox).bookings == before.bookings + 1  # committed, answer never read

    with Journal(tmp_path) as journal:
        async with client_for(sandbox, sandbox.demo_key) as client:
            (resolution,) = await resolve_pending(journal, client)
            again = await resolve_pending(journal, client)
            cash_after = await cash_of(client)

        assert resolution.kind is ResolutionKind.BOOKED
        assert resolution.row is not None
        assert "went through: booking" in resolution.message
        assert again == []
        rows = journal.history.page()
        assert [r.booking_ref for r in rows] == [resolution.booking_ref]
        assert not scans_kept(journal, flow.review().request_id)
    assert state(sandbox).bookings == before.bookings + 1
    assert cash_before - cash_after == rows[0].total_debited


async def test_a_request_never_sent_is_booked_by_the_replay(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        journal_unsent(journal, boat_sale(sandbox))

        resolution = await resolve_one(sandbox, journal)

    assert resolution.kind is ResolutionKind.BOOKED
    assert state(sandbox).bookings == 1


async def test_only_the_requests_asked_for_are_replayed(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        first = journal_unsent(journal, activity_sale(sandbox)).request_id
        second = journal_unsent(journal, activity_sale(sandbox)).request_id
        async with client_for(sandbox, sandbox.demo_key) as client:
            (resolution,) = await resolve_pending(journal, client, only={second})
        assert resolution.request_id == second
        assert [request.request_id for request in journal.pending()] == [first]
    assert state(sandbox).bookings == 1


async def test_a_lost_answer_is_found_even_after_the_travel_date_has_passed(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    await crash_after_commit(sandbox, tmp_path, activity_sale(sandbox))
    sandbox.clock = AFTER_TRAVEL

    with Journal(tmp_path) as journal:
        resolution = await resolve_one(sandbox, journal)

    assert resolution.kind is ResolutionKind.BOOKED
    assert state(sandbox).bookings == 1


async def test_a_request_never_received_and_now_past_is_not_made(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        request = journal_unsent(journal, activity_sale(sandbox))
        sandbox.clock = AFTER_TRAVEL

        resolution = await resolve_one(sandbox, journal)

        assert resolution.kind is ResolutionKind.NOT_DONE
        assert "was not made" in resolution.message
        found = journal.find(request.request_id)
        assert found is not None and found.state is RequestState.FAILED
        assert found.error_code == ErrorCode.TRAVEL_DATE_IN_PAST
    assert state(sandbox).bookings == 0


async def test_missing_scans_leave_the_request_pending(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        request = journal_unsent(journal, boat_sale(sandbox))
        for scan in scan_files(journal, request.request_id):
            scan.unlink()

        resolution = await resolve_one(sandbox, journal)

        assert resolution.kind is ResolutionKind.UNRESOLVED
        assert "cannot be sent again" in resolution.message
        assert [p.request_id for p in journal.pending()] == [request.request_id]
    assert state(sandbox).bookings == 0


async def test_a_request_of_another_agent_is_not_replayed_with_this_key(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        journal_unsent(journal, activity_sale(sandbox), AgentRef(2001, "TEN-ELSEWHERE"))
        before = state(sandbox)

        resolution = await resolve_one(sandbox, journal)

        assert resolution.kind is ResolutionKind.UNRESOLVED
        assert "agent 2001" in resolution.message
        assert len(journal.pending()) == 1
    assert state(sandbox).bookings == before.bookings


async def test_a_request_older_than_the_services_memory_is_not_replayed(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    clock = Clock(FROZEN_NOW)
    with Journal(tmp_path, now=clock) as journal:
        journal_unsent(journal, activity_sale(sandbox))
        clock.now = FROZEN_NOW + dt.timedelta(days=31)

        resolution = await resolve_one(sandbox, journal)

        assert resolution.kind is ResolutionKind.UNRESOLVED
        assert "30 days" in resolution.message
    assert state(sandbox).bookings == 0


async def test_a_pending_cancellation_is_replayed_and_refunds_the_row(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        async with client_for(sandbox, sandbox.demo_key) as client:
            outcome = await settle(client, journal, activity_sale(sandbox))
            ref = outcome.result.booking_ref
            cancel = CancelRequest(booking_ref=ref, module_type="ACTIVITY", action="CONFIRM", qty=2)
            journal.add_cancel(cancel, agent=None)
            async with dropping_client(sandbox, sandbox.demo_key, "cancel_booking.php") as lossy:
                with pytest.raises(NetworkError):
                    await lossy.cancel_booking(cancel)

            (resolution,) = await resolve_pending(journal, client)

        assert resolution.kind is ResolutionKind.CANCELLED
        row = journal.history.find(ref)
        assert row is not None
        assert row.status == "Cancelled"
        assert row.total_refunded > 0
        assert isinstance(resolution.answer, CancelResult)
        assert f"refund {resolution.answer.refund_reference}" in resolution.message


async def test_an_unreachable_service_leaves_everything_pending(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        journal.add_cancel(
            CancelRequest(booking_ref="K7QW2M9X", module_type="ACTIVITY", action="CONFIRM", qty=1),
            agent=None,
        )
        async with PartnerClient(
            base_url="http://127.0.0.1:9", api_key="k", retry=FAST_RETRY, sleep=no_sleep
        ) as client:
            (resolution,) = await resolve_pending(journal, client)

        assert resolution.kind is ResolutionKind.UNRESOLVED
        assert isinstance(resolution.error, NetworkError)
        assert len(journal.pending()) == 1


async def test_nothing_pending_asks_nothing(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        client = PartnerClient(base_url="http://127.0.0.1:9", api_key="k")
        assert await resolve_pending(journal, client) == []
        await client.aclose()


async def test_scans_sealed_under_a_lost_key_leave_the_request_pending_and_say_why(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    with Journal(tmp_path, sealer=Sealer(new_key())) as journal:
        request = journal_unsent(journal, boat_sale(sandbox))
    # The keyring was wiped: the app starts again under a new key, and goes on.
    with Journal(tmp_path, sealer=Sealer(new_key())) as journal:
        resolution = await resolve_one(sandbox, journal)

        assert resolution.kind is ResolutionKind.UNRESOLVED
        assert "cannot be sent again as it was (its ID numbers cannot be read: it was kept" in (
            resolution.message
        )
        assert [p.request_id for p in journal.pending()] == [request.request_id]
    assert state(sandbox).bookings == 0

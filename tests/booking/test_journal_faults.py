"""A journal that fails during a sale or a cancellation: before sending nothing is sent; after
the service answered the answer is kept, and a restart gets it back from the service."""

from __future__ import annotations

from pathlib import Path

import pytest

import app.booking.journal_waits
from app.api import ApiError
from app.booking import (
    BookingFlow,
    JournalFault,
    ResolutionKind,
    UnsavedAnswers,
    resolve_pending,
    settle,
)
from app.booking.cancel import CancelChoice, confirm_cancellation
from app.domain.modules import Module
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.records.faults import WriteFault
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import activity_choice, with_customer
from tests.conftest import client_for
from tests.journal_faults import REASON, Fault, faulty_journal
from tests.sandbox.helpers import state
from tests.transports import OnAnswer, dropping_client

FAULTS = list(Fault)


@pytest.fixture(autouse=True)
def _short_patience(monkeypatch: pytest.MonkeyPatch) -> None:
    """A locked journal's write is waited for (off the screen's thread) 0.3 s, not 10 s, before
    it is said to fail: these tests are about the failure."""
    monkeypatch.setattr(app.booking.journal_waits, "PATIENCE_S", 0.3)


def sale(sandbox: EmbeddedSandbox) -> BookingFlow:
    flow = with_customer(BookingFlow(activity_choice(sandbox), today=sandbox.context.today))
    flow.set_qty(2)
    return flow


@pytest.mark.parametrize("fault", FAULTS)
async def test_a_journal_that_fails_before_sending_sends_nothing(
    sandbox: EmbeddedSandbox, tmp_path: Path, fault: Fault
) -> None:
    journal, conn = faulty_journal(tmp_path, fault)
    flow = sale(sandbox)
    async with client_for(sandbox, sandbox.demo_key) as client:
        flow.set_wallet(await client.wallet_balance())
        before = state(sandbox)
        conn.break_now(tmp_path / DATABASE_NAME)
        with pytest.raises(JournalFault) as raised:
            await settle(client, journal, flow)
        assert raised.value.message == (
            f"This computer cannot save the sale: {REASON[fault]}. Nothing was sent or charged."
        )
        assert state(sandbox) == before  # nothing reached the service
        conn.mend()
        # The same sale, confirmed again once the computer can save it, books once.
        outcome = await settle(client, journal, flow)
    assert outcome.saved
    assert state(sandbox).bookings == before.bookings + 1
    journal.close()


@pytest.mark.parametrize("fault", FAULTS)
async def test_a_journal_that_fails_after_the_answer_keeps_the_booking_and_a_restart_finds_it(
    sandbox: EmbeddedSandbox, tmp_path: Path, fault: Fault
) -> None:
    journal, conn = faulty_journal(tmp_path, fault)
    flow = sale(sandbox)
    transport = OnAnswer("create_booking.php", lambda: conn.break_now(tmp_path / DATABASE_NAME))
    async with dropping_client(sandbox, sandbox.demo_key, transport) as client:
        flow.set_wallet(await client.wallet_balance())
        before = state(sandbox)
        outcome = await settle(client, journal, flow)
    # The service booked and paid: the booking is shown although it could not be written.
    assert not outcome.saved
    assert outcome.row.booking_ref == outcome.result.booking_ref
    assert outcome.row.total_debited == outcome.result.settlement_breakdown.total_debited
    assert state(sandbox).bookings == before.bookings + 1
    unsaved = UnsavedAnswers()
    unsaved.keep(outcome.row.request_id, outcome.result)
    assert unsaved.write(journal) == []  # still failing: kept, and said why
    assert REASON[fault] in unsaved.notice()
    conn.mend()
    journal.close()

    # The next start: the write-ahead record is there, and the service gives the booking back.
    with Journal(tmp_path) as restarted:
        assert len(restarted.pending()) == 1
        async with client_for(sandbox, sandbox.demo_key) as client:
            [resolution] = await resolve_pending(restarted, client)
        assert resolution.kind is ResolutionKind.BOOKED
        assert resolution.booking_ref == outcome.result.booking_ref
        assert restarted.history.find(outcome.result.booking_ref) is not None
    assert state(sandbox).bookings == before.bookings + 1


async def test_answers_kept_in_memory_are_written_once_the_journal_mends(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    journal, conn = faulty_journal(tmp_path, Fault.LOCKED)
    flow = sale(sandbox)
    transport = OnAnswer("create_booking.php", lambda: conn.break_now(tmp_path / DATABASE_NAME))
    async with dropping_client(sandbox, sandbox.demo_key, transport) as client:
        flow.set_wallet(await client.wallet_balance())
        outcome = await settle(client, journal, flow)
    unsaved = UnsavedAnswers()
    unsaved.keep(outcome.row.request_id, outcome.result)
    conn.mend()
    assert unsaved.write(journal) == [outcome.row.request_id]
    assert unsaved.notice() == ""
    assert journal.pending() == []
    assert journal.history.find(outcome.result.booking_ref) is not None
    journal.close()


async def sold(sandbox: EmbeddedSandbox, tmp_path: Path) -> CancelChoice:
    """One seat of a booking just sold (journalled elsewhere), to cancel."""
    async with client_for(sandbox, sandbox.demo_key) as client:
        flow = sale(sandbox)
        flow.set_wallet(await client.wallet_balance())
        with Journal(tmp_path / "sold") as selling:
            booked = await settle(client, selling, flow)
    return CancelChoice(booked.result.booking_ref, Module.ACTIVITY, 1)


@pytest.mark.parametrize("fault", FAULTS)
async def test_a_cancellation_whose_journal_fails_before_sending_is_not_sent(
    sandbox: EmbeddedSandbox, tmp_path: Path, fault: Fault
) -> None:
    choice = await sold(sandbox, tmp_path)
    journal, conn = faulty_journal(tmp_path, fault)
    before = state(sandbox)
    conn.break_now(tmp_path / DATABASE_NAME)
    async with client_for(sandbox, sandbox.demo_key) as client:
        with pytest.raises(JournalFault) as raised:
            await confirm_cancellation(client, journal, choice, "cd-" + "1" * 32, None)
    assert raised.value.message == (
        f"This computer cannot save the cancellation: {REASON[fault]}. Nothing was sent or charged."
    )
    assert state(sandbox) == before
    conn.mend()
    journal.close()


@pytest.mark.parametrize("fault", list(WriteFault))
async def test_a_journal_opened_read_only_refuses_a_sale_and_a_cancellation_before_sending(
    sandbox: EmbeddedSandbox, tmp_path: Path, fault: WriteFault
) -> None:
    choice = await sold(sandbox, tmp_path)
    journal = Journal(tmp_path, read_only=fault)
    flow = sale(sandbox)
    async with client_for(sandbox, sandbox.demo_key) as client:
        flow.set_wallet(await client.wallet_balance())
        before = state(sandbox)
        with pytest.raises(JournalFault) as sold_raised:
            await settle(client, journal, flow)
        with pytest.raises(JournalFault) as cancel_raised:
            await confirm_cancellation(client, journal, choice, "cd-" + "3" * 32, None)
    assert sold_raised.value.message == (
        f"This computer cannot save the sale: {fault.value}. Nothing was sent or charged."
    )
    assert cancel_raised.value.message == (
        f"This computer cannot save the cancellation: {fault.value}. Nothing was sent or charged."
    )
    assert state(sandbox) == before
    assert journal.pending() == []
    journal.close()


# A full disk does not stop the record of a cancellation: it only rewrites rows in place.
@pytest.mark.parametrize("fault", [Fault.LOCKED, Fault.READ_ONLY, Fault.CORRUPT])
async def test_a_cancellation_whose_journal_fails_after_the_answer_is_never_lost(
    sandbox: EmbeddedSandbox, tmp_path: Path, fault: Fault
) -> None:
    choice = await sold(sandbox, tmp_path)
    journal, conn = faulty_journal(tmp_path, fault)
    transport = OnAnswer("cancel_booking.php", lambda: conn.break_now(tmp_path / DATABASE_NAME))
    async with dropping_client(sandbox, sandbox.demo_key, transport) as client:
        outcome = await confirm_cancellation(client, journal, choice, "cd-" + "2" * 32, None)
    assert not outcome.saved
    assert outcome.result.refund_reference
    conn.mend()
    journal.close()
    with Journal(tmp_path) as restarted:
        async with client_for(sandbox, sandbox.demo_key) as client:
            [resolution] = await resolve_pending(restarted, client)
    assert resolution.kind is ResolutionKind.CANCELLED
    assert resolution.answer == outcome.result


async def test_a_journal_damaged_after_a_lost_answer_sends_nothing_at_the_next_confirm(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    journal, conn = faulty_journal(tmp_path, Fault.CORRUPT)
    flow = sale(sandbox)
    async with dropping_client(sandbox, sandbox.demo_key, "create_booking.php") as client:
        flow.set_wallet(await client.wallet_balance())
        with pytest.raises(ApiError):
            await settle(client, journal, flow)  # sent, its answer lost: pending
        assert flow.sent_request_ids
        before = state(sandbox)
        conn.break_now(tmp_path / DATABASE_NAME)
        # Confirm again: the earlier request is read first, and the damage shows there.
        with pytest.raises(JournalFault) as raised:
            await settle(client, journal, flow)
    assert raised.value.message == (
        f"This computer cannot save the sale: {REASON[Fault.CORRUPT]}. Nothing was sent or charged."
    )
    assert state(sandbox) == before  # not sent again
    conn.mend()
    journal.close()

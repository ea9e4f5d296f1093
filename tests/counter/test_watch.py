"""The watcher against the real sandbox: the operator's cancellation of a departure found once per
booking by the counter that sold it, its own cancellations and the other departure left alone,
the pace kept, a Retry-After waited out, offline paused and caught up, a delay found."""

from __future__ import annotations

import asyncio
import datetime as dt
import sqlite3
import threading
from collections.abc import AsyncIterator, Iterator
from contextlib import closing
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
import trustme

from app import i18n
from app.api import NetworkError, PartnerClient, RateLimitedError
from app.api.models import BookingStatusResult, CancelResult, WalletResult
from app.booking import BookingFlow, settle
from app.booking.cancel import confirm_cancellation, some_travellers, whole_booking
from app.booking.replay import record_cancelled
from app.counter.config.settings import Settings
from app.counter.papers.disruption_message import disruption_letter
from app.counter.runtime import watch as watch_module
from app.counter.runtime.watch import OFFLINE_PAUSE, Watcher
from app.domain.disruption import Closed, DisruptionKind, Pace
from app.domain.modules import Module
from app.journal import Journal
from app.journal.disruptions import DisruptionTables, operator_request_id
from app.journal.outbox import Kind
from app.journal.store import DATABASE_NAME, writing
from app.journal.watch_due import WatchDueTables
from app.mail.outbox import Cause, MailState, messages_of
from app.sandbox import EmbeddedSandbox
from app.sandbox.operator import Departure, cancel_departure
from tests.booking.sales import activity_choice, with_customer
from tests.conftest import client_for
from tests.counter.disrupted_sales import (
    DAY,
    MovingClock,
    operator_cancels,
    operator_delays,
    sell_party,
)
from tests.mail.fixtures import Starter
from tests.mail.journal_mail import sender_of
from tests.mail.smtp_servers import Recording
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE, SEA_WALK

CRUISE = NO_FLAGS_TRIP_SCHEDULE
WEEKS = dt.timedelta(days=21)
PACE = Pace(
    near=dt.timedelta(minutes=10), far=dt.timedelta(minutes=30), gap=dt.timedelta(seconds=1)
)


@pytest.fixture
def clock(sandbox: EmbeddedSandbox) -> MovingClock:
    return MovingClock(sandbox)


@pytest.fixture
async def client(sandbox: EmbeddedSandbox) -> AsyncIterator[PartnerClient]:
    async with client_for(sandbox, sandbox.demo_key) as opened:
        yield opened


@pytest.fixture
def journal(tmp_path: Path, clock: MovingClock) -> Iterator[Journal]:
    with Journal(tmp_path, now=clock) as opened:
        yield opened


def watcher(client: PartnerClient, journal: Journal, clock: MovingClock, **kw: object) -> Watcher:
    """A watcher on the moving clock, whose waits pass at once."""
    found: list[str] = []
    made = Watcher(
        client.booking_status,
        journal,
        PACE,
        wallet=client.wallet_balance,
        refund_service_charge=True,
        now=clock,
        found=found.append,
        sleep=clock.sleep,
    )
    return made


def asking_watcher(
    client: PartnerClient, journal: Journal, clock: MovingClock
) -> tuple[Watcher, list[tuple[str, dt.datetime]]]:
    """A watcher at the default pace on the moving clock, and the list of what it asks about
    and when, as it asks."""
    asked: list[tuple[str, dt.datetime]] = []

    async def ask(booking_ref: str, module: Module) -> BookingStatusResult:
        asked.append((booking_ref, clock()))
        return await client.booking_status(booking_ref, module)

    watching = Watcher(
        ask,
        journal,
        Pace(),
        wallet=client.wallet_balance,
        refund_service_charge=True,
        now=clock,
        sleep=clock.sleep,
    )
    return watching, asked


def outbox_kinds(journal: Journal, booking_ref: str) -> list[str]:
    """The kinds of the outbox records about ``booking_ref``, in order, as the replicator reads
    them (a connection of its own)."""
    with closing(sqlite3.connect(journal.folder / DATABASE_NAME)) as conn:
        rows = conn.execute(
            "SELECT kind FROM outbox WHERE body LIKE ? ORDER BY seq", (f"%{booking_ref}%",)
        )
        return [row[0] for row in rows]


async def test_the_operators_cancellation_is_found_once_per_booking_it_voided(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    first, price = await sell_party(
        sandbox, client, journal, ["Ravi Kumar", "Meena Das"], schedule_id=CRUISE
    )
    second, _ = await sell_party(
        sandbox, client, journal, ["Arun Pillai"], schedule_id=CRUISE, customer="Arun Pillai"
    )
    next_day, _ = await sell_party(
        sandbox, client, journal, ["Lata Iyer"], schedule_id=CRUISE, day=DAY + dt.timedelta(days=1)
    )
    own, _ = await sell_party(
        sandbox, client, journal, ["Kiran Rao"], schedule_id=CRUISE, customer="Kiran Rao"
    )
    status = (await client.booking_status(own, Module.BOAT)).data
    choice = whole_booking(status)
    assert choice is not None
    await confirm_cancellation(client, journal, choice, "own-cancel-1", None)
    watching = watcher(client, journal, clock)

    quiet = await watching.watch_once()
    assert quiet.calls == 3 and quiet.found == ()  # the agency's own cancellation is not watched
    voided = operator_cancels(sandbox, CRUISE)
    assert voided == {first, second}
    assert (await watching.watch_once()).calls == 0  # none due before its interval
    clock.advance(PACE.far)  # the trip is more than 24 hours away
    looked = clock().replace(microsecond=0)

    found = await watching.watch_once()

    # The next day's departure is asked too: no horizon, and its far interval is over.
    assert found.calls == 3
    assert set(found.found) == {first, second}
    disruption = journal.disruptions.find(first)
    assert disruption is not None
    assert disruption.kind is DisruptionKind.CANCELLED
    assert looked <= disruption.found_at <= clock()  # the time it was found
    assert disruption.request_id == operator_request_id(first)
    row = journal.history.find(first)
    assert row is not None and row.status == "Cancelled"
    assert disruption.wallet_back == row.total_debited
    due = journal.till.refund_due(operator_request_id(first))
    assert due is not None and due.amount == price.total  # service charge included
    assert journal.disruptions.find(own) is None
    assert journal.disruptions.find(next_day) is None
    assert {d.booking_ref for d in journal.disruptions.open()} == {first, second}
    assert outbox_kinds(journal, first)[-3:] == [
        Kind.CANCELLATION,
        Kind.MONEY_EVENT,
        Kind.DISRUPTION,
    ]
    # Recorded once: later rounds watch only the other departure's booking.
    clock.advance(PACE.far)
    again = await watching.watch_once()
    assert again.calls == 1 and again.found == ()
    assert outbox_kinds(journal, first).count(Kind.DISRUPTION) == 1
    assert journal.disruptions.close(first, Closed.REFUNDED)
    assert not journal.disruptions.close(first, Closed.REFUNDED)
    assert [d.booking_ref for d in journal.disruptions.open()] == [second]


async def test_calls_keep_the_gap_and_the_intervals_count_from_the_departure(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    # Tuesday 10:00; the cruise departs at 11:00: tomorrow's 25 hours ahead, Thursday's 49,
    # the one three weeks ahead 505: all watched, at the default pace (10 minutes, 6 hours).
    tomorrow = clock().date() + dt.timedelta(days=1)
    near, _ = await sell_party(sandbox, client, journal, ["Ravi"], schedule_id=CRUISE, day=tomorrow)
    edge, _ = await sell_party(sandbox, client, journal, ["Meena"], schedule_id=CRUISE, day=DAY)
    weeks, _ = await sell_party(
        sandbox, client, journal, ["Arun"], schedule_id=CRUISE, day=clock().date() + WEEKS
    )
    watching, asked = asking_watcher(client, journal, clock)
    start = clock()

    async def round_at(minutes: int, seconds: int = 0) -> set[str]:
        clock.advance(start + dt.timedelta(minutes=minutes, seconds=seconds) - clock())
        before = len(asked)
        await watching.watch_once()
        return {ref for ref, _ in asked[before:]}

    # Each booking is asked once, however far ahead; between two calls at least the gap.
    assert await round_at(0) == {near, edge, weeks}
    assert asked[1][1] - asked[0][1] >= PACE.gap
    # Tomorrow's is within 48 hours: every 10 minutes; Thursday's 48 h 50 min away is not.
    assert await round_at(10) == {near}
    assert await round_at(50) == {near}
    # Thursday's comes within 48 hours at 11:00: asked then, not 6 hours after its first look.
    assert await round_at(60, 1) == {near, edge}
    assert await round_at(70, 2) == {near, edge}  # a gap after the first of the round
    # Three weeks ahead: asked again 6 hours after its first look, not before.
    assert weeks not in {ref for ref, _ in asked[3:]}
    assert await round_at(6 * 60, 2) == {near, edge, weeks}


async def test_a_near_interval_set_to_five_minutes_asks_every_five(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    tomorrow = clock().date() + dt.timedelta(days=1)
    near, _ = await sell_party(sandbox, client, journal, ["Ravi"], schedule_id=CRUISE, day=tomorrow)
    clock.advance(dt.timedelta(hours=2))  # noon: 23 hours before tomorrow's 11:00 departure
    asked: list[dt.datetime] = []

    async def ask(booking_ref: str, module: Module) -> BookingStatusResult:
        assert booking_ref == near
        asked.append(clock())
        return await client.booking_status(booking_ref, module)

    pace = Settings(watch_near_minutes=5).watch_pace
    watching = Watcher(
        ask,
        journal,
        pace,
        wallet=client.wallet_balance,
        refund_service_charge=True,
        now=clock,
        sleep=clock.sleep,
    )
    first = await watching.watch_once()
    assert first.calls == 1 and first.wait == dt.timedelta(minutes=5)  # not the default 10
    clock.advance(dt.timedelta(minutes=4, seconds=59))
    assert (await watching.watch_once()).calls == 0
    clock.advance(dt.timedelta(seconds=1))

    again = await watching.watch_once()

    assert again.calls == 1 and asked[1] - asked[0] == dt.timedelta(minutes=5)


async def test_a_pace_followed_while_watching_paces_the_next_round(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    tomorrow = clock().date() + dt.timedelta(days=1)
    near, _ = await sell_party(sandbox, client, journal, ["Ravi"], schedule_id=CRUISE, day=tomorrow)
    weeks, _ = await sell_party(
        sandbox, client, journal, ["Arun"], schedule_id=CRUISE, day=clock().date() + WEEKS
    )
    watching, asked = asking_watcher(client, journal, clock)
    await watching.follow(Pace())
    assert (await watching.watch_once()).calls == 2  # both, at the default pace
    looked = {ref: at for ref, at in asked}
    # Saved in the settings a minute on: every 5 minutes near the trip, 3 hours otherwise.
    clock.advance(dt.timedelta(minutes=1))
    await watching.follow(Pace(near=dt.timedelta(minutes=5), far=dt.timedelta(hours=3)))

    quiet = await watching.watch_once()

    # The next look is 5 minutes after the last, not 10: the round waits 4 minutes for it.
    assert quiet.calls == 0
    assert quiet.wait == looked[near] + dt.timedelta(minutes=5) - clock()
    clock.advance(looked[near] + dt.timedelta(minutes=5) - clock())
    assert [ref for ref, _ in asked[2:]] == []
    await watching.watch_once()
    assert [ref for ref, _ in asked[2:]] == [near]
    # Three weeks ahead: 3 hours after its look, not 6.
    clock.advance(looked[weeks] + dt.timedelta(hours=3) - dt.timedelta(seconds=1) - clock())
    await watching.watch_once()
    assert weeks not in [ref for ref, _ in asked[3:]]
    clock.advance(dt.timedelta(seconds=1))
    await watching.watch_once()
    assert weeks in [ref for ref, _ in asked[3:]]


async def test_retry_after_and_offline_pause_then_catch_up(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    refs = [
        (await sell_party(sandbox, client, journal, [name], schedule_id=CRUISE))[0]
        for name in ("Ravi", "Meena", "Arun")
    ]
    failures: list[Exception] = [RateLimitedError(retry_after=7), NetworkError()]
    asked: list[str] = []

    async def ask(booking_ref: str, module: Module) -> BookingStatusResult:
        asked.append(booking_ref)
        if failures:
            raise failures.pop(0)
        return await client.booking_status(booking_ref, module)

    watching = Watcher(
        ask,
        journal,
        PACE,
        wallet=client.wallet_balance,
        refund_service_charge=True,
        now=clock,
        sleep=clock.sleep,
    )
    slowed = await watching.watch_once()
    assert (slowed.calls, slowed.wait) == (1, dt.timedelta(seconds=7))
    offline = await watching.watch_once()
    assert (offline.calls, offline.wait) == (1, OFFLINE_PAUSE)
    operator_cancels(sandbox, CRUISE)  # while the counter could not ask
    clock.advance(OFFLINE_PAUSE)

    back = await watching.watch_once()

    assert back.calls == 3 and set(back.found) == set(refs)


async def test_a_delayed_departure_is_a_change(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    ref, _ = await sell_party(sandbox, client, journal, ["Ravi"], schedule_id=CRUISE)
    watching = watcher(client, journal, clock)
    await watching.watch_once()
    operator_delays(sandbox, CRUISE, dt.time(17, 45))
    clock.advance(PACE.far)

    found = await watching.watch_once()

    assert found.found == (ref,)
    disruption = journal.disruptions.find(ref)
    assert disruption is not None and disruption.kind is DisruptionKind.CHANGED
    assert disruption.now["departure_time"] == "17:45:00"
    assert disruption.was["departure_time"] != "17:45:00"
    assert disruption.wallet_back == Decimal(0) and disruption.request_id is None
    row = journal.history.find(ref)
    assert row is not None and row.status == "Confirmed"


async def test_a_journal_that_cannot_be_written_pauses_and_nothing_is_lost(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    ref, _ = await sell_party(sandbox, client, journal, ["Ravi"], schedule_id=CRUISE)
    operator_cancels(sandbox, CRUISE)
    # The watcher waits a moment for another's lock (in its worker), then gives up.
    watching = Watcher(
        client.booking_status,
        journal,
        PACE,
        wallet=client.wallet_balance,
        refund_service_charge=True,
        now=clock,
        sleep=clock.sleep,
        busy_timeout_ms=10,
    )
    # Another program holds the journal's write lock: the record waits, nothing is half-written.
    with closing(sqlite3.connect(journal.folder / DATABASE_NAME, timeout=0)) as other:
        other.execute("BEGIN IMMEDIATE")
        paused = await watching.watch_once()
        other.rollback()
    assert paused.wait == OFFLINE_PAUSE and paused.found == ()
    assert journal.disruptions.find(ref) is None
    clock.advance(OFFLINE_PAUSE)

    again = await watching.watch_once()

    assert again.found == (ref,)


async def test_an_activity_slot_cancelled_says_what_the_wallet_got_back(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    tomorrow = clock().date() + dt.timedelta(days=1)
    choice = activity_choice(sandbox, SEA_WALK, slot=1, day=tomorrow)
    flow = with_customer(BookingFlow(choice, today=sandbox.context.today))
    flow.set_qty(2)
    booked = (await settle(client, journal, flow)).result
    watching = watcher(client, journal, clock)
    await watching.watch_once()
    assert booked.activity is not None
    voided = cancel_departure(
        sandbox.context.db,
        Departure(Module.ACTIVITY, booked.activity.slot_id, tomorrow),
        sandbox.context.now(),
    )
    assert [v.booking_ref for v in voided] == [booked.booking_ref]
    clock.advance(PACE.near)  # within 24 hours of the day: the near interval

    found = await watching.watch_once()

    assert found.found == (booked.booking_ref,)
    disruption = journal.disruptions.find(booked.booking_ref)
    assert disruption is not None
    # The status answer's total_refunded: everything debited, no charge kept.
    assert disruption.wallet_back == booked.settlement_breakdown.total_debited == voided[0].refunded
    assert disruption.request_id is not None
    assert journal.till.refund_due(disruption.request_id) is None  # not paid at this till


async def test_a_refund_the_ledger_no_longer_lists_is_what_the_debit_had_left(
    sandbox: EmbeddedSandbox,
    client: PartnerClient,
    journal: Journal,
    clock: MovingClock,
    caplog: pytest.LogCaptureFixture,
) -> None:
    ref, _ = await sell_party(sandbox, client, journal, ["Ravi"], schedule_id=CRUISE)

    async def older_journals_only() -> WalletResult:
        # More than the snapshot's 20 journals were posted since the operator's refund.
        seen = await client.wallet_balance()
        older = seen.data.model_copy(update={"recent_ledger_journal_snapshot": []})
        return seen.model_copy(update={"data": older})

    watching = Watcher(
        client.booking_status,
        journal,
        PACE,
        wallet=older_journals_only,
        refund_service_charge=True,
        now=clock,
        sleep=clock.sleep,
    )
    (voided,) = cancel_departure(
        sandbox.context.db, Departure(Module.BOAT, CRUISE, DAY), sandbox.context.now()
    )

    assert (await watching.watch_once()).found == (ref,)

    disruption = journal.disruptions.find(ref)
    assert disruption is not None
    # With no cancellation of the counter's own, what the debit had left is the refund.
    assert disruption.wallet_back == voided.refunded
    assert f"no longer lists the refund of {ref}" in caplog.text


@pytest.mark.parametrize("answered", [True, False], ids=["answered", "awaiting-its-answer"])
async def test_its_own_cancellation_landing_during_a_round_is_not_a_disruption(
    sandbox: EmbeddedSandbox,
    client: PartnerClient,
    journal: Journal,
    clock: MovingClock,
    answered: bool,
) -> None:
    ref, _ = await sell_party(sandbox, client, journal, ["Ravi Kumar"], schedule_id=CRUISE)
    own: list[CancelResult] = []

    async def ask(booking_ref: str, module: Module) -> BookingStatusResult:
        # The clerk cancels after the round read its due list and before the watcher's call:
        # the service then says "Cancelled", and the journal has the clerk's request, done or
        # still waiting for its answer.
        if not own:
            choice = whole_booking((await client.booking_status(booking_ref, module)).data)
            assert choice is not None
            if answered:
                outcome = await confirm_cancellation(client, journal, choice, "own-race", None)
                own.append(outcome.result)
            else:
                request = choice.request("CONFIRM", "own-race")
                journal.add_cancel(request, agent=None, names=choice.names)
                journal.mark_sent(request.request_id)
                result = await client.cancel_booking(request)
                assert isinstance(result, CancelResult)
                own.append(result)
        return await client.booking_status(booking_ref, module)

    watching = Watcher(
        ask,
        journal,
        PACE,
        wallet=client.wallet_balance,
        refund_service_charge=True,
        now=clock,
        sleep=clock.sleep,
    )

    looked = await watching.watch_once()

    assert looked.calls == 1 and looked.found == ()
    if not answered:
        await record_cancelled(journal, "own-race", own[0])  # its answer journalled at last
    assert journal.disruptions.find(ref) is None
    assert journal.find(operator_request_id(ref)) is None
    assert journal.till.refund_due(operator_request_id(ref)) is None  # no price owed on top
    row = journal.history.find(ref)
    assert row is not None and row.status == "Cancelled"
    # The wallet got back once: what the clerk's cancellation got.
    assert row.total_refunded == own[0].pricing_summary.net_agent_refund_credited
    clock.advance(PACE.far)
    assert (await watching.watch_once()).calls == 0


async def test_after_its_own_partial_cancellation_the_operators_is_still_found(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    ref, _ = await sell_party(sandbox, client, journal, ["Ravi", "Meena"], schedule_id=CRUISE)
    status = (await client.booking_status(ref, Module.BOAT)).data
    assert status.traveler_manifest is not None
    first = status.traveler_manifest[0].passenger_id
    assert first is not None
    own = await confirm_cancellation(
        client, journal, some_travellers(status, [first]), "own-part-1", None
    )
    kept = own.result.pricing_summary.platform_cancellation_charge
    assert kept > 0  # the service kept its charge on the clerk's cancellation
    row = journal.history.find(ref)
    assert row is not None and row.status == "Part-cancelled"
    watching = watcher(client, journal, clock)
    await watching.watch_once()
    (voided,) = cancel_departure(
        sandbox.context.db, Departure(Module.BOAT, CRUISE, DAY), sandbox.context.now()
    )
    clock.advance(PACE.far)

    found = await watching.watch_once()

    assert found.found == (ref,)
    after = journal.history.find(ref)
    assert after is not None and after.status == "Cancelled"
    # What the operator released, as the wallet's ledger has it: the debit less what the
    # clerk's cancellation released (its refund and the charge kept), not the charge again.
    disruption = journal.disruptions.find(ref)
    assert disruption is not None
    assert disruption.wallet_back == voided.refunded
    net = own.result.pricing_summary.net_agent_refund_credited
    assert disruption.wallet_back == row.total_debited - net - kept
    assert after.total_refunded == net + voided.refunded


async def test_a_disruption_e_mails_its_customer_once_in_their_language(
    sandbox: EmbeddedSandbox,
    client: PartnerClient,
    journal: Journal,
    clock: MovingClock,
    smtp: Starter,
    authority: trustme.CA,
) -> None:
    ref, _ = await sell_party(
        sandbox, client, journal, ["Ravi Kumar"], schedule_id=CRUISE, language=i18n.HINDI
    )
    watching = Watcher(
        client.booking_status,
        journal,
        PACE,
        wallet=client.wallet_balance,
        refund_service_charge=True,
        now=clock,
        sleep=clock.sleep,
        letter=lambda reads, found: disruption_letter(
            reads, found, agency="Sagar Tours", language=i18n.ENGLISH
        ),
    )
    await watching.watch_once()
    operator_cancels(sandbox, CRUISE)
    clock.advance(PACE.far)
    assert (await watching.watch_once()).found == (ref,)
    clock.advance(PACE.far)
    await watching.watch_once()  # found again: not recorded, not mailed again

    (queued,) = messages_of(journal._conn, ref)
    assert (queued.cause, queued.language) == (Cause.DISRUPTION, i18n.HINDI)
    recording = Recording()
    sender = sender_of(journal.folder / DATABASE_NAME, smtp(recording).port, authority, clock)
    assert sender.send_due() == [(queued.message_id, MailState.SENT)]
    assert sender.send_due() == []
    (received,) = recording.received
    assert received["To"] == "asha.rao@example.in" and ref in received["Subject"]
    body = received.get_body(("plain",))
    assert body is not None
    text = body.get_content()
    assert ref in text and "Sagar Tours" in text and "रद्द" in text  # cancelled, in Hindi


async def test_the_journal_is_read_and_written_off_the_loops_thread(
    sandbox: EmbeddedSandbox,
    client: PartnerClient,
    journal: Journal,
    clock: MovingClock,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ref, _ = await sell_party(sandbox, client, journal, ["Ravi"], schedule_id=CRUISE)
    threads: dict[str, set[int]] = {
        "due": set(),
        "next_due": set(),
        "looked": set(),
        "checked": set(),
        "record": set(),
    }
    for name, seen in threads.items():
        book = WatchDueTables if hasattr(WatchDueTables, name) else DisruptionTables
        real = getattr(book, name)

        def on_its_thread(*args: Any, real: Any = real, seen: set[int] = seen) -> Any:
            seen.add(threading.get_ident())
            return real(*args)

        monkeypatch.setattr(book, name, on_its_thread)
    watching = watcher(client, journal, clock)
    await watching.watch_once()
    operator_cancels(sandbox, CRUISE)
    clock.advance(PACE.far)

    assert (await watching.watch_once()).found == (ref,)

    # The bookings due, the next look, each look recorded and the disruption: each in a worker,
    # none on the thread of the event loop (the UI thread in the app).
    loop_thread = threading.get_ident()
    assert all(seen and loop_thread not in seen for seen in threads.values()), threads


async def test_a_round_opens_the_journal_once_however_many_bookings_it_asks_about(
    sandbox: EmbeddedSandbox,
    client: PartnerClient,
    journal: Journal,
    clock: MovingClock,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    refs = [
        (await sell_party(sandbox, client, journal, [name], schedule_id=CRUISE))[0]
        for name in ("Ravi", "Meena", "Arun")
    ]
    opened: list[bool] = []

    def counted(*args: Any, **kw: Any) -> Any:
        opened.append(bool(kw.get("any_thread")))
        return writing(*args, **kw)

    monkeypatch.setattr(watch_module, "writing", counted)
    watching = watcher(client, journal, clock)
    operator_cancels(sandbox, CRUISE)

    found = await watching.watch_once()

    # Three bookings asked, each look and each disruption recorded, the next look read: through
    # one connection (each connection opened parses the journal's schema again).
    assert sorted(found.found) == sorted(refs)
    assert opened == [True]
    # A clerk's lookup outside a round has a connection of its own.
    status = await client.booking_status(refs[0], Module.BOAT)
    await watching.seen(refs[0], status.data)
    assert opened == [True, False]


async def test_a_round_cancelled_mid_call_closes_its_connection_after_the_call(
    sandbox: EmbeddedSandbox,
    client: PartnerClient,
    journal: Journal,
    clock: MovingClock,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    await sell_party(sandbox, client, journal, ["Ravi"], schedule_id=CRUISE)
    entered, go_on = threading.Event(), threading.Event()
    real_due = WatchDueTables.due
    done: list[int] = []

    def slow_due(tables: WatchDueTables, waiting_until: dt.datetime) -> Any:
        entered.set()
        go_on.wait(timeout=30)
        found = real_due(tables, waiting_until)  # the connection still open under the call
        done.append(len(found))
        return found

    monkeypatch.setattr(WatchDueTables, "due", slow_due)
    watching = watcher(client, journal, clock)
    clock.advance(PACE.far)
    round_ = asyncio.ensure_future(watching.watch_once())
    assert await asyncio.to_thread(entered.wait, 30)
    # The app closes mid-round: the round is cancelled while its worker is in a call.
    round_.cancel()
    await asyncio.sleep(0.05)  # the round's closing hop under way, waiting for the call
    go_on.set()
    with pytest.raises(asyncio.CancelledError):
        await round_

    assert done == [1]


async def test_a_departure_found_cancelled_before_a_stop_brings_its_others_in_after_it(
    sandbox: EmbeddedSandbox, client: PartnerClient, journal: Journal, clock: MovingClock
) -> None:
    first, _ = await sell_party(sandbox, client, journal, ["Ravi Kumar"], schedule_id=CRUISE)
    second, _ = await sell_party(
        sandbox, client, journal, ["Arun Pillai"], schedule_id=CRUISE, customer="Arun Pillai"
    )
    assert (await watcher(client, journal, clock).watch_once()).calls == 2
    clock.advance(dt.timedelta(minutes=1))  # inside both bookings' intervals
    assert operator_cancels(sandbox, CRUISE) == {first, second}
    looked_up = (await client.booking_status(first, Module.BOAT)).data
    seen = await watcher(client, journal, clock).seen(first, looked_up)
    assert seen is DisruptionKind.CANCELLED

    # That watcher stopped before its next round (the app closed, or was killed): the watcher
    # of the next start asks the departure's other booking at once, not at its interval.
    after = await watcher(client, journal, clock).watch_once()

    assert (after.calls, after.found) == (1, (second,))
    assert {d.booking_ref for d in journal.disruptions.open()} == {first, second}
    assert (await watcher(client, journal, clock).watch_once()).calls == 0

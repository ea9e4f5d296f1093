"""Another program holding the journal's lock never freezes the window after the sale either: a
cancellation's CONFIRM from Lookup and a change of day through the exchange each say "Saving…",
send nothing until they are written, and land once the lock is let go; the window keeps
painting meanwhile (a heartbeat on the Qt loop, the connection's wait magnified as the sale's
test does)."""

from __future__ import annotations

import asyncio
from typing import Any

from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.booking.cancel import active_seats
from app.journal.store import DATABASE_NAME
from app.ui.desk import Desk
from tests.perf.heartbeat import Heartbeat, until
from tests.ui.conftest import over_window, screenshot
from tests.ui.helpers.after_sale import look_up, quote, wait_for_booking
from tests.ui.screens.test_reschedule import CLICK, change_the_day, plans, sold
from tests.ui.test_journal_lock_stall import (
    IDLE_S,
    MAGNIFIED_WAIT_MS,
    assert_painted,
    journal_locked,
)

# How long the lock stays held once "Saving…" shows: several tries, each refused.
HELD_S = 1.0


def test_a_cancellation_waits_for_a_locked_journal_without_a_stall(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    counter.window.resize(1366, 768)
    old = run(sold(counter, agency))
    screen = look_up(counter, qtbot, old.booking_ref)
    wait_for_booking(screen, qtbot, old.booking_ref)
    quote(screen, qtbot)
    counter.services.limit_waits(MAGNIFIED_WAIT_MS)
    idle, heartbeat = Heartbeat(), Heartbeat()

    async def cancel_locked() -> None:
        with journal_locked(counter.services.journal.folder / DATABASE_NAME) as holder:
            await idle.measure_idle(IDLE_S)
            with heartbeat.measuring():
                QTest.mouseClick(screen.quotes.buttons[0], CLICK)
                dialog = screen.dialog
                assert dialog is not None
                await until(dialog.isVisible, 10)
                QTest.mouseClick(dialog.yes_button, CLICK)
                await until(lambda: screen.result_label.text().startswith("Saving…"), 10)
                await asyncio.sleep(HELD_S)
            # Not sent while it is not written: the service still holds every seat.
            status = await agency.booking_status(old.booking_ref, old.choice.module)
            assert active_seats(status.data) == 2
            screenshot(counter.window, "journal_locked_cancel_saving")
            holder.kill()
            await until(lambda: screen.result_label.text().startswith("Refund"), 15)

    run(cancel_locked(), timeout_ms=40_000)
    assert counter.services.journal.cancellations_of(old.booking_ref) != []
    assert_painted(heartbeat, idle)


def test_a_change_of_day_waits_for_a_locked_journal_without_a_stall(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    counter.window.resize(1366, 768)
    old = run(sold(counter, agency))
    dialog = change_the_day(counter, qtbot, old.booking_ref)
    counter.services.limit_waits(MAGNIFIED_WAIT_MS)
    idle, heartbeat = Heartbeat(), Heartbeat()

    async def exchange_locked() -> None:
        with journal_locked(counter.services.journal.folder / DATABASE_NAME) as holder:
            await idle.measure_idle(IDLE_S)
            with heartbeat.measuring():
                QTest.mouseClick(dialog.confirm_button, CLICK)
                await until(lambda: dialog.state.text().startswith("Saving…"), 10)
                await asyncio.sleep(HELD_S)
            assert [p for p in plans(counter) if p.old_booking_ref == old.booking_ref] == []
            over_window(counter.window, dialog, "journal_locked_reschedule_saving")
            holder.kill()
            await until(lambda: " was exchanged for " in dialog.state.text(), 20)

    run(exchange_locked(), timeout_ms=50_000)
    [plan] = [p for p in plans(counter) if p.old_booking_ref == old.booking_ref]
    assert plan.closed_at is not None  # the new seat booked, the old cancelled, once
    assert_painted(heartbeat, idle)

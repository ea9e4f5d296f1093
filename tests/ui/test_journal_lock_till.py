"""Another program holding the journal's lock never freezes the till's own writes either: the
supervisor's PIN and decision, the Z report, a new shift and a customer refund each say
"Saving…", keep what was typed and land once the lock is let go (a draft too, tried again
quietly), and the window keeps painting meanwhile (a heartbeat on the Qt event loop)."""

from __future__ import annotations

import asyncio
from typing import Any

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.counter.config.paths import JOURNAL_FOLDER, AppPaths
from app.journal.store import DATABASE_NAME
from app.ui.desk import Desk
from app.ui.registry import BOOK, LOOKUP, SHIFT
from app.ui.widgets.pin_dialog import PinDialog
from tests.journal.till_records import decisions
from tests.perf.heartbeat import Heartbeat, until
from tests.ui.conftest import CLERK, OPENING_FLOAT, screenshot
from tests.ui.helpers.after_sale import confirm, quote
from tests.ui.helpers.drawer import answer_close
from tests.ui.helpers.sales import activate, boat_form, type_text
from tests.ui.helpers.supervisor import PIN, SUPERVISOR, answer_pin, set_pin
from tests.ui.helpers.till import sell_exact_cash
from tests.ui.test_drafts import kept_names
from tests.ui.test_journal_lock_stall import (
    IDLE_S,
    MAGNIFIED_WAIT_MS,
    assert_painted,
    journal_locked,
)

# How long the lock stays held once "Saving…" shows: several tries, each refused.
HELD_S = 1.5


async def idle_gaps(desk: Desk) -> Heartbeat:
    """The gaps the machine leaves in the loop with nothing to do, measured just before a fault,
    with the journal's wait for a lock magnified: a write that waits on the screen's thread then
    stalls it a whole second, beyond any gap of a loaded machine."""
    desk.services.limit_waits(MAGNIFIED_WAIT_MS)
    idle = Heartbeat()
    await idle.measure_idle(IDLE_S)
    return idle


def pin_dialog_text() -> str:
    """What the open PIN dialog says ('' with none open)."""
    dialog = QApplication.activeModalWidget()
    return dialog.state.text() if isinstance(dialog, PinDialog) else ""


def test_the_pin_the_z_report_and_a_new_shift_wait_for_a_locked_journal_without_a_stall(
    desk: Desk, run: Any, home: AppPaths
) -> None:
    path = home.data / JOURNAL_FOLDER / DATABASE_NAME
    till = desk.services.journal.till
    desk.window.resize(1366, 768)
    desk.window.show_screen(SHIFT)
    panel = desk.window.page(SHIFT).drawer
    panel.notes[500].setValue(int(OPENING_FLOAT) // 500)
    panel.closed_by.setText("Ravi Kumar")  # not the shift's clerk: the supervisor's PIN
    set_pin(till)
    heartbeat = Heartbeat()
    seen: list[str] = []

    async def close_locked() -> Heartbeat:
        idle = await idle_gaps(desk)
        with journal_locked(path) as holder:
            # Measured while the lock is held: the fault, not the Z report's own work after it.
            with heartbeat.measuring():
                said = answer_pin([PIN])
                answer_close()
                panel.z_button.click()
                # The try is kept in the journal: the dialog says it is saving, keeping what was
                # typed.
                await until(lambda: pin_dialog_text().startswith("Saving…"), 10)
                seen.append(pin_dialog_text())
                await asyncio.sleep(HELD_S)
            dialog = QApplication.activeModalWidget()
            assert isinstance(dialog, PinDialog)
            screenshot(dialog, "journal_locked_pin_saving")
            assert decisions(till) == [] and till.z_reports("C1") == []
            holder.kill()
            await until(lambda: bool(till.z_reports("C1")), 15)
        assert said and said[-1] != ""
        return idle

    idle = run(close_locked(), timeout_ms=40_000)
    [report] = till.z_reports("C1")
    [decision] = decisions(till)
    assert (decision.supervisor, report.closed_by) == (SUPERVISOR, "Ravi Kumar")
    assert seen and "saved as soon as it is free" in seen[0]
    assert_painted(heartbeat, idle)

    opening = Heartbeat()

    async def open_locked() -> Heartbeat:
        idle = await idle_gaps(desk)
        with journal_locked(path) as holder:
            with opening.measuring():
                panel.clerk.setText(CLERK)
                panel.float_edit.setText("1,500")
                panel.open_button.click()
                await until(lambda: panel.state.text().startswith("Saving…"), 10)
                await asyncio.sleep(HELD_S)
            screenshot(desk.window, "journal_locked_shift_saving")
            assert till.open_shift_of("C1") is None
            holder.kill()
            await until(lambda: till.open_shift_of("C1") is not None, 15)
        return idle

    idle = run(open_locked(), timeout_ms=40_000)
    opened = till.open_shift_of("C1")
    assert opened is not None and opened.clerk == CLERK
    assert len(till.z_reports("C1")) == 1
    assert CLERK in panel.status.text() and not panel.state.text().startswith("Saving…")
    assert_painted(opening, idle)


def test_a_refund_recorded_while_the_journal_is_locked_lands_once_it_is_free(
    sales_desk: Desk, qtbot: QtBot, run: Any, home: AppPaths
) -> None:
    desk = sales_desk
    desk.window.resize(1366, 768)
    sell_exact_cash(desk, qtbot)
    ref = desk.window.page(BOOK).result.ref_label.text()
    desk.open_in_lookup(ref)
    screen = desk.window.page(LOOKUP)
    qtbot.waitUntil(lambda: screen.find_button.isEnabled() and screen.quote_button.isEnabled())
    quote(screen, qtbot)
    confirm(screen, qtbot, 0)
    panel = screen.customer_refund
    qtbot.waitUntil(lambda: panel.isVisible() and panel.record_button.isEnabled())
    # Lookup reads the booking again after the cancellation: let that read land first.
    qtbot.waitUntil(lambda: "Cancelled" in screen.card.state_label.text())
    till = desk.services.journal.till
    typed = panel.amount.text()
    heartbeat = Heartbeat()

    async def record_locked() -> Heartbeat:
        idle = await idle_gaps(desk)
        with journal_locked(home.data / JOURNAL_FOLDER / DATABASE_NAME) as holder:
            with heartbeat.measuring():
                panel.record_button.click()
                await until(lambda: panel.state.text().startswith("Saving…"), 10)
                await asyncio.sleep(HELD_S)
            assert till.refunds_of(ref) == [] and panel.amount.text() == typed
            screenshot(desk.window, "journal_locked_refund_saving")
            holder.kill()
            await until(lambda: panel.state.text().startswith("Recorded"), 15)
        return idle

    idle = run(record_locked(), timeout_ms=40_000)
    qtbot.waitUntil(lambda: "refund slip" in panel.state.text())  # the slip's word follows
    [refund] = till.refunds_of(ref)
    assert f"{refund.amount:.2f}" == typed
    assert_painted(heartbeat, idle)


def test_a_draft_the_locked_journal_refuses_is_kept_once_it_is_free_without_a_stall(
    sales_desk: Desk, qtbot: QtBot, run: Any, home: AppPaths
) -> None:
    desk = sales_desk
    activate(desk, qtbot)
    form = boat_form(desk, qtbot)
    book = desk.controller(BOOK)
    book.save_draft()
    heartbeat = Heartbeat()

    async def type_locked() -> Heartbeat:
        idle = await idle_gaps(desk)
        with journal_locked(home.data / JOURNAL_FOLDER / DATABASE_NAME) as holder:
            with heartbeat.measuring():
                type_text("Ravi Kumar")
                # The pause in typing saves the draft: refused by the lock, tried again.
                await asyncio.sleep(HELD_S)
            assert kept_names(desk) != ["Ravi Kumar"]
            assert form.people.model.entry(0).traveler_name == "Ravi Kumar" and book.in_progress()
            holder.kill()
            await until(lambda: kept_names(desk) == ["Ravi Kumar"], 15)
        return idle

    idle = run(type_locked(), timeout_ms=40_000)
    assert_painted(heartbeat, idle)

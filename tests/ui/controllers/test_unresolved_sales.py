"""At the counter: a sale whose answer has not come is shown, blocks its own resale, asks before
any other, and is shown at once when it answers; a failing journal never freezes the screen."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.booking import BookingFlow
from app.booking.cancel import CancelChoice
from app.books.queries import BookQueries
from app.counter.config.paths import JOURNAL_FOLDER, AppPaths
from app.domain.clock import SERVICE_TZ
from app.domain.modules import Module
from app.journal import Journal
from app.journal.records import DECIDED, RequestState
from app.journal.store import DATABASE_NAME
from app.journal.till import SaleState
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import BOOK, LOOKUP
from app.ui.widgets.unresolved_notice import SupervisorDialog
from tests.booking.sales import activity_choice, with_customer
from tests.journal.till_records import decisions
from tests.transports import DropAfterCommit, HoldAnswer, OnAnswer
from tests.ui.conftest import screenshot, start_desk
from tests.ui.helpers.pending import unsent_sale
from tests.ui.helpers.sales import DAY, figures
from tests.ui.helpers.supervisor import PIN, SUPERVISOR, answer_pin, set_pin

CANNOT_SAVE_LOCKED = (
    "This computer cannot save the sale: its journal is in use by another program (another "
    "Counterdesk window?). Nothing was sent or charged."
)


def journal_db(home: AppPaths) -> Path:
    """The app's journal file."""
    return home.data / JOURNAL_FOLDER / DATABASE_NAME


class Lock:
    """Another process's connection holding the journal's write lock (a real SQLite lock)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.conn: sqlite3.Connection | None = None

    def take(self) -> None:
        self.conn = sqlite3.connect(self.path, isolation_level=None)
        self.conn.execute("BEGIN EXCLUSIVE")

    def release(self) -> None:
        if self.conn is not None:
            self.conn.rollback()
            self.conn.close()
            self.conn = None


@pytest.fixture
def lock(home: AppPaths) -> Iterator[Lock]:
    held = Lock(journal_db(home))
    yield held
    held.release()


def sell(desk: Desk, run: Any, sandbox: EmbeddedSandbox, name: str = "Asha Rao") -> BookingFlow:
    """Start a sale of two seats to ``name`` and review it (not yet confirmed)."""
    flow = desk.controller(BOOK).start(activity_choice(sandbox, day=DAY))
    assert flow is not None
    with_customer(flow, name)
    flow.set_qty(2)
    assert run(desk.controller(BOOK).review()) is not None
    return flow


def answer_dialog(monkeypatch: pytest.MonkeyPatch, yes: bool) -> list[str]:
    """The question before a new sale answers ``yes`` at once; the texts asked, in order."""
    asked: list[str] = []

    def question(*args: Any) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return asked


def test_a_sale_whose_answer_is_lost_is_shown_blocks_its_resale_and_shows_up_booked(
    make_desk: Any,
    run: Any,
    own_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Answers to the sale are lost until the test lets them through: a try set off by the
    # service answering again (the header's wallet) cannot settle it under the test's feet.
    transport = DropAfterCommit("create_booking.php")
    desk: Desk = make_desk(http=httpx.AsyncClient(transport=transport))
    desk.runtime.replay.first_try_s = 60.0  # the background try waits until the test lets it
    assert start_desk(desk, run, own_sandbox)
    before = figures(own_sandbox)
    lost = sell(desk, run, own_sandbox)
    assert run(desk.controller(BOOK).confirm()) is None
    assert figures(own_sandbox).bookings == before.bookings + 1  # booked, answer lost

    header = desk.window.header.counter_notice.text()
    assert header.startswith("An earlier sale's answer has not come: Asha Rao, ")
    assert f" on {DAY.isoformat()}, INR " in header and ", sent at " in header
    notice = desk.controller(BOOK).screen.notice
    assert notice.label.text() == header and not notice.isHidden()
    assert not notice.stop_button.isEnabled()  # it left the machine: only an answer ends it

    asked = answer_dialog(monkeypatch, yes=False)
    assert desk.controller(BOOK).start(activity_choice(own_sandbox, day=DAY)) is None
    assert desk.controller(BOOK).flow is lost  # staff said no: the screen is as it was
    asked = answer_dialog(monkeypatch, yes=True)
    again = desk.controller(BOOK).start(activity_choice(own_sandbox, day=DAY))
    assert again is not None and header in asked[0]
    with_customer(again, "ASHA RAO")
    again.set_qty(1)
    assert run(desk.controller(BOOK).review()) is None
    assert "same trip, day and customer" in desk.controller(BOOK).screen.form.other_errors.text()
    assert figures(own_sandbox).bookings == before.bookings + 1

    transport.stop_dropping()
    desk.runtime.replay.first_try_s = 0.05
    desk.pending.lost()  # as after any lost answer: the background tries begin
    qtbot.waitUntil(lambda: desk.services.journal.pending() == [])
    qtbot.waitUntil(lambda: desk.window.header.counter_notice.text() == "")
    assert notice.label.isHidden()
    assert "went through: booking " in notice.booked_label.text()
    assert "cancel it in Lookup" in notice.booked_label.text()
    [row] = desk.services.journal.history.rows()
    notice.voucher_button.click()
    book = desk.controller(BOOK).screen
    qtbot.waitUntil(lambda: book.currentWidget() is book.result)
    assert book.result.ref_label.text() == row.booking_ref
    qtbot.waitUntil(lambda: not book.result.preview.pixmap().isNull())  # the voucher, drawn
    voucher = desk.controller(BOOK).results.voucher
    assert voucher is not None and voucher.booking_ref == row.booking_ref
    assert figures(own_sandbox).bookings == before.bookings + 1


def test_staff_stop_waiting_for_a_held_booking_and_the_background_try_books_it_once(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    transport = HoldAnswer("create_booking.php")
    desk: Desk = make_desk(http=httpx.AsyncClient(transport=transport))
    desk.runtime.replay.first_try_s = 60.0  # the background try waits until the test lets it
    assert start_desk(desk, run, own_sandbox)
    desk.window.resize(1366, 768)
    desk.window.show()
    before = figures(own_sandbox)
    sell(desk, run, own_sandbox)
    desk.window.show_screen(BOOK)
    panel = desk.controller(BOOK).screen.review
    assert panel.isVisible() and panel.stop_button.isHidden()  # nothing to stop yet

    panel.confirm_button.click()
    qtbot.waitUntil(lambda: transport.held == 1)  # booked by the service, its answer held
    assert panel.stop_button.isVisible() and panel.stop_button.isEnabled()
    assert not panel.confirm_button.isEnabled()
    screenshot(desk.window, "book_waiting_stop_waiting")
    QTest.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: panel.stop_button.isHidden())
    said = panel.state_label.text()
    assert said.startswith("You stopped waiting for the service's answer. Whether it was booked")
    assert panel.confirm_button.isEnabled() and panel.back_button.isEnabled()
    screenshot(desk.window, "book_stopped_waiting")
    [pending] = desk.services.journal.pending()
    assert pending.state is RequestState.PENDING  # the replay path: outcome unknown
    assert figures(own_sandbox).bookings == before.bookings + 1

    transport.holding = False
    desk.runtime.replay.first_try_s = 0.05
    desk.pending.lost()
    qtbot.waitUntil(lambda: desk.services.journal.pending() == [])
    [row] = desk.services.journal.history.rows()
    assert figures(own_sandbox).bookings == before.bookings + 1
    book = desk.controller(BOOK).screen
    qtbot.waitUntil(lambda: book.currentWidget() is book.result)  # this run's sale: its voucher
    assert book.result.ref_label.text() == row.booking_ref


def test_stopping_the_wait_behind_another_write_sends_nothing(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk: Desk = make_desk()
    assert start_desk(desk, run, own_sandbox)
    desk.window.show_screen(BOOK)
    before = figures(own_sandbox)
    sell(desk, run, own_sandbox)
    panel = desk.controller(BOOK).screen.review
    assert run(desk.pending.sending.acquire())  # a background try's write is in flight

    panel.confirm_button.click()
    qtbot.waitUntil(lambda: panel.stop_button.isVisible())
    QTest.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.stop_button.isHidden())
    assert panel.state_label.text() == (
        "You stopped waiting before anything was sent: nothing was booked or charged. Confirm "
        "sends it."
    )
    assert (
        desk.services.journal.pending() == [] and list(desk.services.journal.history.rows()) == []
    )
    assert figures(own_sandbox).bookings == before.bookings

    desk.pending.sending.release()
    panel.confirm_button.click()
    book = desk.controller(BOOK).screen
    qtbot.waitUntil(lambda: book.currentWidget() is book.result)
    assert figures(own_sandbox).bookings == before.bookings + 1


def test_a_lost_sale_still_on_screen_shows_its_voucher_as_soon_as_the_answer_comes(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    transport = DropAfterCommit("create_booking.php")  # until the test lets answers through
    desk: Desk = make_desk(http=httpx.AsyncClient(transport=transport))
    desk.runtime.replay.first_try_s = 60.0
    assert start_desk(desk, run, own_sandbox)
    sell(desk, run, own_sandbox)
    assert run(desk.controller(BOOK).confirm()) is None
    book = desk.controller(BOOK).screen
    assert book.currentWidget() is book.review  # "Confirm again", and staff wait
    transport.stop_dropping()
    desk.runtime.replay.first_try_s = 0.05
    desk.pending.lost()
    qtbot.waitUntil(lambda: book.currentWidget() is book.result)
    [row] = desk.services.journal.history.rows()
    assert book.result.ref_label.text() == row.booking_ref
    qtbot.waitUntil(lambda: not book.result.preview.pixmap().isNull())
    assert desk.window.header.counter_notice.text() == ""


def test_a_sale_refused_when_its_answer_comes_is_closed(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, home: AppPaths
) -> None:
    unsent_sale(own_sandbox, home.data / JOURNAL_FOLDER)
    desk: Desk = make_desk()
    assert "never sent" in desk.window.header.counter_notice.text()
    # The travel day has passed by the time the service hears of it: refused, nothing booked.
    own_sandbox.clock = dt.datetime.combine(DAY + dt.timedelta(days=2), dt.time(10), SERVICE_TZ)
    before = figures(own_sandbox)
    assert start_desk(desk, run, own_sandbox)
    assert desk.services.journal.pending() == []
    assert desk.window.header.counter_notice.text() == ""
    assert desk.controller(BOOK).screen.notice.isHidden()
    assert "was not made" in desk.window.message_bar.text
    assert figures(own_sandbox).bookings == before.bookings


def test_staff_stop_trying_a_sale_that_was_never_sent(
    make_desk: Any, own_sandbox: EmbeddedSandbox, home: AppPaths
) -> None:
    request_id = unsent_sale(own_sandbox, home.data / JOURNAL_FOLDER)
    desk: Desk = make_desk()
    notice = desk.controller(BOOK).screen.notice
    assert notice.stop_button.isEnabled()
    notice.stop_button.click()
    request = desk.services.journal.find(request_id)
    assert request is not None and request.state is RequestState.FAILED
    assert request.error_code == DECIDED
    assert desk.window.header.counter_notice.text() == ""
    assert notice.isHidden()


def test_a_locked_journal_before_sending_gives_the_form_back_and_sends_nothing(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, lock: Lock
) -> None:
    desk: Desk = make_desk()
    assert start_desk(desk, run, own_sandbox)
    sell(desk, run, own_sandbox)
    before = figures(own_sandbox)
    lock.take()
    assert run(desk.controller(BOOK).confirm(), timeout_ms=20_000) is None
    lock.release()
    book = desk.window.page(BOOK)
    assert book.currentWidget() is book.form_page
    assert book.form.isEnabled()
    assert book.form.other_errors.text() == CANNOT_SAVE_LOCKED
    assert figures(own_sandbox) == before
    # Once the journal can be written, the same sale is confirmed and booked once.
    assert run(desk.controller(BOOK).review()) is not None
    assert run(desk.controller(BOOK).confirm()) is not None
    assert figures(own_sandbox).bookings == before.bookings + 1


def test_a_locked_journal_after_the_answer_shows_the_booking_and_saves_it_later(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, lock: Lock, qtbot: QtBot
) -> None:
    desk: Desk = make_desk(
        http=httpx.AsyncClient(transport=OnAnswer("create_booking.php", lock.take))
    )
    desk.runtime.replay.first_try_s = 60.0
    assert start_desk(desk, run, own_sandbox)
    before = figures(own_sandbox)
    sell(desk, run, own_sandbox)
    outcome = run(desk.controller(BOOK).confirm(), timeout_ms=20_000)
    assert outcome is not None and not outcome.saved
    book = desk.controller(BOOK).screen
    assert book.currentWidget() is book.result
    assert book.result.ref_label.text() == outcome.result.booking_ref
    header = desk.window.header.counter_notice
    assert header.text().startswith("Not saved on this computer yet")
    assert outcome.result.booking_ref in header.text()
    assert figures(own_sandbox).bookings == before.bookings + 1
    lock.release()
    desk.runtime.replay.first_try_s = 0.05
    desk.pending.lost()
    qtbot.waitUntil(lambda: header.text() == "")
    assert desk.services.journal.history.find(outcome.result.booking_ref) is not None
    assert desk.services.journal.pending() == []
    assert figures(own_sandbox).bookings == before.bookings + 1


def test_a_locked_journal_after_a_cancellation_answers_does_not_freeze_lookup(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, lock: Lock
) -> None:
    desk: Desk = make_desk(
        http=httpx.AsyncClient(transport=OnAnswer("cancel_booking.php", lock.take))
    )
    desk.runtime.replay.first_try_s = 60.0
    assert start_desk(desk, run, own_sandbox)
    sell(desk, run, own_sandbox)
    booked = run(desk.controller(BOOK).confirm())
    choice = CancelChoice(booked.result.booking_ref, Module.ACTIVITY, 1)
    result = run(desk.controller(LOOKUP).confirm(choice), timeout_ms=30_000)
    lock.release()
    assert result is not None
    assert "could not save it yet" in desk.window.message_bar.text
    assert [request.request_id for request in desk.services.journal.pending()] == list(
        desk.pending.unsaved.answers
    )


def test_a_sale_that_may_have_been_sent_is_never_closed_by_staff(
    make_desk: Any, own_sandbox: EmbeddedSandbox, home: AppPaths
) -> None:
    request_id = unsent_sale(own_sandbox, home.data / JOURNAL_FOLDER)
    with Journal(home.data / JOURNAL_FOLDER) as journal:
        journal.mark_sent(request_id)  # the last run handed it to the network
    desk: Desk = make_desk()
    notice = desk.controller(BOOK).screen.notice
    assert not notice.stop_button.isEnabled()
    assert not desk.pending.stop(request_id)
    assert "a supervisor can have it cancelled" in desk.window.message_bar.text
    request = desk.services.journal.find(request_id)
    assert request is not None and request.state is RequestState.PENDING
    assert desk.services.journal.decision(request_id) is None and not notice.isHidden()


def test_the_customer_left_a_sale_that_was_booked_it_is_cancelled_and_paid_back_at_once(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    # Every answer to the sale is lost until the supervisor has decided: a try set off by the
    # service answering again (the header's wallet) cannot settle it under the test's feet.
    transport = DropAfterCommit("create_booking.php")
    desk: Desk = make_desk(http=httpx.AsyncClient(transport=transport))
    desk.runtime.replay.first_try_s = 60.0  # the background try waits until the test lets it
    assert start_desk(desk, run, own_sandbox)
    desk.window.resize(1366, 768)
    before = figures(own_sandbox)
    sell(desk, run, own_sandbox)
    assert run(desk.controller(BOOK).confirm()) is None
    [lost] = desk.services.journal.pending()
    till = desk.services.journal.till
    paid = till.sale(lost.request_id)
    assert paid is not None and paid.state is SaleState.PENDING

    set_pin(till)  # set in Settings by the key's holder

    notice = desk.controller(BOOK).screen.notice
    notice.decide_button.click()
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), SupervisorDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, SupervisorDialog)
    screenshot(dialog, "supervisor_decision_choice")
    assert "only the service's answer closes it" in dialog.text.text()
    # No PIN: nothing is decided, the sale waits as it was. The sentence is found among those
    # shown: the background try may show "reachable again" after it, and the bar keeps the latest.
    refusals: list[str] = []
    desk.bridge.message.connect(lambda _level, text: refusals.append(text))
    answer_pin([])
    dialog.left_button.click()
    qtbot.waitUntil(lambda: any("needs the supervisor's PIN" in text for text in refusals))
    assert decisions(till) == [] and till.left_sale(lost.request_id) is None

    notice.decide_button.click()
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), SupervisorDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, SupervisorDialog)
    answer_pin([PIN], shot="supervisor_decision_pin")
    dialog.left_button.click()
    qtbot.waitUntil(lambda: till.left_sale(lost.request_id) is not None)
    [decision] = decisions(till)
    assert (decision.supervisor, decision.action) == (
        SUPERVISOR,
        "The customer left: cancel the sale if it was booked",
    )
    # Among the sentences shown, as above: the background try's "reachable again" may follow.
    assert any("decided the customer has left" in text for text in refusals)
    still = desk.services.journal.find(lost.request_id)
    assert still is not None and still.state is RequestState.PENDING  # the service's word only

    # Every sentence shown from here on: "reachable again" may come after the one that matters.
    shown: list[str] = []
    desk.bridge.message.connect(lambda _level, text: shown.append(text))
    transport.stop_dropping()
    desk.runtime.replay.first_try_s = 0.05
    desk.pending.lost()
    qtbot.waitUntil(lambda: till.left_sales() == [], timeout=20_000)
    taken = till.sale(lost.request_id)
    assert taken is not None and taken.state is SaleState.TAKEN and taken.booking_ref
    [refund] = till.refunds_of(taken.booking_ref)
    assert (refund.amount, refund.decision_id) == (taken.price.total, decision.decision_id)
    left = till.left_sale(lost.request_id)
    assert left is not None and left.cancel_request_id == refund.request_id
    qtbot.waitUntil(lambda: any("came through as booking" in text for text in shown))
    [said] = [text for text in shown if "came through as booking" in text]
    assert f"came through as booking {taken.booking_ref}: the app cancelled it" in said
    # The amount said is the books' (what the refund's entry settled).
    given = BookQueries(till.books_connection()).paid_out([refund.payment_id]).settled
    assert given == taken.price.total
    assert f"Give Asha Rao back INR {given:,.2f} by Cash:" in said
    after = figures(own_sandbox)
    assert after.bookings == before.bookings + 1  # one booking, cancelled: never a second
    screenshot(desk.window, "supervisor_customer_left_cancelled")

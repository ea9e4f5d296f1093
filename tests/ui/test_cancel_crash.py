"""A CONFIRM cut off by a crash is settled once, by replay, when the app starts again."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from app.api.models import CreateBookingRequest, new_request_id
from app.counter.config.paths import HOME_ENV, JOURNAL_FOLDER, AppPaths
from app.counter.config.settings import DEFAULT_COUNTER_CODE
from app.domain.modules import Module
from app.journal import Endpoint, Journal
from app.reports.counter import cancellations_on
from app.sandbox import SandboxConfig, start_embedded
from app.ui.desk import Desk
from app.ui.launch import API_KEY_ENV
from app.ui.registry import LOOKUP
from tests.conftest import client_for
from tests.journal.till_sales import till_sale
from tests.reports.counter_sales import sell
from tests.sandbox.helpers import SCUBA, activity_body
from tests.ui.conftest import CLERK, OPENING_FLOAT, screenshot, start_desk
from tests.ui.helpers.after_sale import DAY

ROOT = Path(__file__).resolve().parents[2]
# The app is killed within a tenth of a second of the commit, well inside this. The replay at
# restart waits for the first request to finish, as the service does with duplicates in flight.
HELD_ANSWER_S = 3.0


def test_a_kill_between_confirm_and_reply_is_resolved_once_at_restart(
    make_desk: Any, run: Any, home: AppPaths, tmp_path: Path, qtbot: QtBot
) -> None:
    db_path = tmp_path / "sandbox.db"
    quick = start_embedded(SandboxConfig(db_path=db_path, boat_fault=False))
    client = client_for(quick, quick.demo_key)
    try:
        slot = run(client.search_availability(Module.ACTIVITY, DAY, activity_id=SCUBA)).data[1]
        with Journal(home.data / JOURNAL_FOLDER) as journal:
            body = activity_body(slot, qty=2, request_id=new_request_id())
            booked = run(sell(client, journal, body, "Scuba Diving at North Bay"))
    finally:
        run(client.aclose())
        quick.stop()
    ref = booked.booking_ref
    # The same database, now holding the answer of every CONFIRM after it is committed.
    slow = start_embedded(
        SandboxConfig(db_path=db_path, boat_fault=False, response_delay_seconds=HELD_ANSWER_S)
    )
    client = client_for(slow, slow.demo_key)
    try:
        cash_before = run(client.wallet_balance()).data.financial_balances.live_available_balance
        env = {
            **os.environ,
            HOME_ENV: str(home.data.parent),
            API_KEY_ENV: slow.demo_key,
            "QT_QPA_PLATFORM": "offscreen",
            "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
        }
        with subprocess.Popen(
            [sys.executable, "-m", "tests.ui.helpers.crash_cancel", slow.base_url, ref],
            cwd=ROOT,
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        ) as app:
            deadline = time.monotonic() + 30
            while run(client.booking_status(ref, Module.ACTIVITY)).data.refund_status == "NONE":
                assert app.poll() is None, app.stderr.read() if app.stderr else ""
                assert time.monotonic() < deadline, "the CONFIRM never reached the sandbox"
                time.sleep(0.1)
            app.kill()  # committed on the service, its answer not yet sent
            app.wait(timeout=10)
        with Journal(home.data / JOURNAL_FOLDER) as journal:
            (pending,) = journal.pending()
            assert pending.endpoint is Endpoint.CANCEL_BOOKING and pending.booking_ref == ref

        desk: Desk = make_desk()
        assert start_desk(desk, run, slow)
        assert desk.services.journal.pending() == []
        done = desk.services.journal.find(pending.request_id)
        assert done is not None and done.state.value == "done" and done.attempts == 2
        (cancelled,) = cancellations_on(desk.services.journal, desk.services.journal.now().date())
        row = desk.services.journal.history.find(ref)
        assert (
            row is not None and row.status == "Cancelled" and row.total_refunded == cancelled.amount
        )
        assert f"refund {cancelled.reference}" in desk.window.message_bar.text

        wallet = run(client.wallet_balance()).data
        refunds = [
            movement
            for movement in wallet.recent_ledger_journal_snapshot
            if movement.booking_ref == ref and movement.event == "CANCELLATION_REFUND"
        ]
        assert len(refunds) == 1 and refunds[0].amount == cancelled.amount
        assert wallet.financial_balances.live_available_balance == cash_before + cancelled.amount
    finally:
        run(client.aclose())
        slow.stop()


def test_a_kill_after_the_service_cancelled_leaves_the_refund_owed_on_screen_until_paid(
    make_desk: Any, run: Any, home: AppPaths, tmp_path: Path, qtbot: QtBot
) -> None:
    db_path = tmp_path / "sandbox.db"
    quick = start_embedded(SandboxConfig(db_path=db_path, boat_fault=False))
    client = client_for(quick, quick.demo_key)
    try:
        slot = run(client.search_availability(Module.ACTIVITY, DAY, activity_id=SCUBA)).data[1]
        with Journal(home.data / JOURNAL_FOLDER) as journal:
            shift = journal.till.open_shift(DEFAULT_COUNTER_CODE, CLERK, OPENING_FLOAT)
            request = CreateBookingRequest.model_validate(
                activity_body(slot, qty=2, request_id=new_request_id())
            )
            sale = till_sale(DEFAULT_COUNTER_CODE, shift.shift_id)
            journal.add_create(
                journal.save_scans(request),
                product="Scuba Diving at North Bay",
                agent=None,
                sale=sale,
            )
            booked = run(client.create_booking(request))
            journal.booked(request.request_id, booked)
    finally:
        run(client.aclose())
        quick.stop()
    ref, customer = booked.booking_ref, request.customer_name
    slow = start_embedded(
        SandboxConfig(db_path=db_path, boat_fault=False, response_delay_seconds=HELD_ANSWER_S)
    )
    client = client_for(slow, slow.demo_key)
    try:
        env = {
            **os.environ,
            HOME_ENV: str(home.data.parent),
            API_KEY_ENV: slow.demo_key,
            "QT_QPA_PLATFORM": "offscreen",
            "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
        }
        with subprocess.Popen(
            [sys.executable, "-m", "tests.ui.helpers.crash_cancel", slow.base_url, ref, "quote"],
            cwd=ROOT,
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        ) as app:
            deadline = time.monotonic() + 30
            while run(client.booking_status(ref, Module.ACTIVITY)).data.refund_status == "NONE":
                assert app.poll() is None, app.stderr.read() if app.stderr else ""
                assert time.monotonic() < deadline, "the CONFIRM never reached the sandbox"
                time.sleep(0.1)
            app.kill()  # cancelled and refunded to the wallet; the till knows nothing yet
            app.wait(timeout=10)

        desk: Desk = make_desk()
        assert start_desk(desk, run, slow)
        desk.window.resize(1366, 768)
        till = desk.services.journal.till
        [owed] = till.refunds_owed()
        assert owed.due.customer == customer and owed.due.amount > 0
        # The header's owed line counts it, its tooltip names it.
        header = desk.window.header.owed_label
        qtbot.waitUntil(lambda: f"Refund owed to {customer}: INR " in header.toolTip())
        assert header.text() == f"1 refund owed: INR {owed.due.amount:,.2f}"
        assert f"{owed.due.amount:,.2f} ({ref}, cancelled " in header.toolTip()

        # Lookup, the after-sale screen, offers it; paid out, it is owed no more.
        desk.open_in_lookup(ref)
        screen = desk.window.page(LOOKUP)
        panel = screen.customer_refund
        qtbot.waitUntil(lambda: panel.isVisible() and panel.record_button.isEnabled())
        assert panel.amount.text() == f"{owed.due.amount:.2f}"
        screenshot(desk.window, "refund_owed_after_restart")
        panel.record_button.click()
        qtbot.waitUntil(lambda: panel.state.text().startswith("Recorded"))
        assert till.refunds_owed() == []
        qtbot.waitUntil(lambda: not header.isVisibleTo(desk.window) and not header.toolTip())
        [refund] = till.refunds_of(ref)
        assert (refund.request_id, refund.amount) == (owed.request_id, owed.due.amount)
        qtbot.waitUntil(lambda: "Cancelled" in screen.card.state_label.text())
    finally:
        run(client.aclose())
        slow.stop()

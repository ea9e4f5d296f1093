"""The shift report of a counter alone on its key (no agency store) reconciles the wallet's
readings, which the app keeps as it reads the wallet: a sale hidden from the journal offline
is named on the screen with its booking reference and the amount, to the paisa, the service's
wallet movement took for it (a real sandbox over HTTP), and it says what a counter's own
readings cannot prove."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.api.models import new_request_id
from app.domain.keys import agent_key_fingerprint
from app.domain.modules import Module
from app.figures import amount_text
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import SHIFT
from tests.journal.hiding import hide_sale
from tests.reports.counter_sales import sell
from tests.sandbox.helpers import SCUBA, activity_body
from tests.ui.conftest import SCREEN_SIZES, screenshot
from tests.ui.helpers.after_sale import DAY


def test_the_shift_report_names_a_sale_hidden_from_the_journal(
    counter: Desk, counter_sandbox: EmbeddedSandbox, run: Any, qtbot: QtBot
) -> None:
    journal = counter.services.journal
    # The app's own client: every wallet answer it gets is kept by the journal.
    client = counter.connection.client
    slot = run(client.search_availability(Module.ACTIVITY, DAY, activity_id=SCUBA)).data[0]
    run(client.wallet_balance())
    kept = run(sell(client, journal, activity_body(slot, qty=1, request_id=new_request_id())))
    run(client.wallet_balance())
    hidden = run(sell(client, journal, activity_body(slot, qty=2, request_id=new_request_id())))
    run(client.wallet_balance())
    keys = journal._conn.execute("SELECT DISTINCT key_fingerprint FROM wallet_readings")
    assert [key for (key,) in keys] == [agent_key_fingerprint(counter_sandbox.demo_key)]
    hide_sale(journal._conn, hidden.booking_ref)

    window = counter.window
    QTest.keyClick(window, Qt.Key.Key_7, Qt.KeyboardModifier.ControlModifier)
    screen = window.page(SHIFT)
    QTest.keyClick(screen.day_edit, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: screen.report is not None and screen.witness_label.isVisible())
    text = screen.witness_label.text()
    amount = hidden.settlement_breakdown.total_debited
    assert hidden.booking_ref in text and amount_text(amount) in text
    assert kept.booking_ref not in text
    assert screen.witness_label.property("tone") == "error"
    # Counter-only mode says what its own readings cannot prove.
    assert (
        "These are this counter's own readings only: a reading forged on this PC, a top-up "
        "nobody recorded, and journals of other counters on its key cannot be proved or named "
        "here."
    ) in text
    # The operations the clerk sees hold the kept sale only: the witness names the other.
    report = screen.report
    assert report is not None
    assert [line.operation.booking_ref for line in report.lines] == [kept.booking_ref]
    # The printed report says the same.
    assert hidden.booking_ref in counter.controller(SHIFT).html()
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        assert screen.witness_label.visibleRegion().boundingRect().height() > 0
        screenshot(window, f"shift_report_wallet_witness_{width}x{height}")

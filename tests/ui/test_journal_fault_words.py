"""A sale this computer's journal cannot save (the disk full, its folder read-only: SQLite's
own errors on a real file) is said as this computer's fault, never the service's: the message
bar tells staff this computer could not save it and nothing was sent, the connection to the
service is left as it was, and nothing reaches the service. (A journal held by another
program: the lock tests.)"""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.counter.books import CounterBooks
from app.counter.logs import SecretRedactor
from app.counter.paths import AppPaths
from app.journal.store import DATABASE_NAME
from app.sandbox import EmbeddedSandbox
from app.ui.bridge import Level, MessageBridge
from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.journal_faults import REASON, Fault, faulty_journal
from tests.ui.conftest import FAST_RETRY, start_desk
from tests.ui.controllers.test_unresolved_sales import sell
from tests.ui.helpers.sales import figures


@pytest.mark.parametrize("fault", [Fault.FULL, Fault.READ_ONLY])
def test_a_journal_fault_at_the_sale_is_said_as_this_computers_not_the_services(
    run: Any,
    sales_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    home: AppPaths,
    redactor: SecretRedactor,
    fault: Fault,
) -> None:
    journal, conn = faulty_journal(home.journal, fault)
    bridge = MessageBridge()
    desk = Desk(home, redactor, retry=FAST_RETRY, bridge=bridge, books=CounterBooks(journal))
    qtbot.addWidget(desk.window)
    try:
        assert start_desk(desk, run, sales_sandbox)
        sell(desk, run, sales_sandbox)
        before, link = figures(sales_sandbox), bridge.status
        conn.break_now(home.journal / DATABASE_NAME)
        assert run(desk.controller(BOOK).confirm()) is None
        bar = desk.window.message_bar
        said = f"This computer cannot save the sale: {REASON[fault]}. Nothing was sent or charged."
        assert (bar.level, bar.text) == (Level.ERROR, said)
        assert bridge.status == link  # the service was not asked, so nothing is known of it
        assert figures(sales_sandbox) == before  # no booking, no request, no charge
    finally:
        conn.mend()
        run(desk.aclose())

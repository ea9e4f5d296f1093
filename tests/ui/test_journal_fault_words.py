"""A sale this computer's journal cannot save (the disk full, its folder read-only: SQLite's
own errors on a real file; the file damaged while the app runs) is said as this computer's
fault, never the service's: the message bar tells staff this computer could not save it and
nothing was sent, the connection to the service is left as it was, the form is given back as
typed, and nothing reaches the service. (A journal held by another program: the lock tests.)"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.counter.composition import CounterServices
from app.counter.config.logs import SecretRedactor
from app.counter.config.paths import AppPaths
from app.journal.store import DATABASE_NAME
from app.sandbox import EmbeddedSandbox
from app.ui.bridge import Level, MessageBridge
from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.journal_faults import REASON, Fault, faulty_journal
from tests.ui.conftest import FAST_RETRY, screenshot, start_desk
from tests.ui.controllers.test_unresolved_sales import sell
from tests.ui.helpers.sales import CUSTOMER, figures, focused, press, review_a_sale
from tests.ui.test_journal_lock_stall import CUSTOMER_FIELDS


@pytest.mark.parametrize("fault", [Fault.FULL, Fault.READ_ONLY, Fault.CORRUPT])
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
    desk = Desk(home, redactor, retry=FAST_RETRY, bridge=bridge, services=CounterServices(journal))
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


def test_a_journal_damaged_during_the_session_is_said_at_confirm_with_the_form_kept(
    run: Any,
    sales_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    home: AppPaths,
    redactor: SecretRedactor,
) -> None:
    journal, conn = faulty_journal(home.journal, Fault.CORRUPT)
    desk = Desk(home, redactor, retry=FAST_RETRY, services=CounterServices(journal))
    qtbot.addWidget(desk.window)
    try:
        assert start_desk(desk, run, sales_sandbox)
        desk.window.resize(1366, 768)
        review_a_sale(desk, qtbot)  # typed at the keyboard, as a clerk does
        before = figures(sales_sandbox)
        conn.break_now(home.journal / DATABASE_NAME)
        # The open shift is read from the journal first: the damage shows there.
        assert focused() is desk.window.page(BOOK).review.payment.tendered
        press(Qt.Key.Key_Return)  # the exact cash, and Confirm
        form = desk.controller(BOOK).screen.form
        qtbot.waitUntil(form.isVisible)
        damaged = REASON[Fault.CORRUPT]
        said = f"This computer cannot save the sale: {damaged}. Nothing was sent or charged."
        assert form.other_errors.text() == said
        assert desk.window.message_bar.text == said
        typed = tuple(form.customer.field(name).text() for name in CUSTOMER_FIELDS)
        assert typed == CUSTOMER  # the form given back, as typed
        for width, height in ((1366, 768), (1280, 720)):
            desk.window.resize(width, height)
            screenshot(desk.window, f"journal_damaged_at_confirm_{width}x{height}")
        assert figures(sales_sandbox) == before  # no booking, no request, no charge
    finally:
        conn.mend()
        run(desk.aclose())

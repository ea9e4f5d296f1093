"""A refund the bank sends back, as staff see it (issue 94, item 3): a UPI refund paid at the
till and proved by its debit, then its return credit imported on the Bank statement tab; the
header says the customer is owed it again, the questioned refund says why, and Lookup's still
owed reads the books."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.bank.matching import Doubt
from app.books.queries import customer_owed
from app.counter.papers.formatting import money_text
from app.counter.services.bank_statements import doubt_text
from app.domain.tenders import UPI
from app.figures import date_text
from app.records.refunds import RefundDue
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import SHIFT
from tests.bank.statements import Transfer, write
from tests.journal.entries import cancel_request, cancel_result
from tests.ui.conftest import CLERK, screenshot
from tests.ui.helpers.after_sale import look_up
from tests.ui.screens.test_bank_statement import declare_bank, sold

PAID, REFUNDED = "412300000011", "412300000012"


def import_on_tab(desk: Desk, qtbot: QtBot, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``path`` imported from the Bank statement tab of the shift report (Ctrl+7, Alt+B)."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args: (str(path), ""))
    declare_bank(desk)
    window = desk.window
    QTest.keyClick(window, Qt.Key.Key_7, Qt.KeyboardModifier.ControlModifier)
    screen = window.page(SHIFT)
    QTest.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)  # &Bank statement
    panel = screen.bank
    qtbot.waitUntil(lambda: screen.tabs.currentWidget() is panel)
    before = panel.state.text()
    panel.import_button.click()
    qtbot.waitUntil(
        lambda: panel.state.text() != before and ":" in panel.state.text(), timeout=20_000
    )


def test_a_refund_the_bank_sends_back_is_owed_again_in_the_header(
    counter: Desk,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    total, at = sold(counter, agency, counter_sandbox, run, UPI, PAID, 1)
    journal = counter.services.journal
    till = journal.till
    shift = till.open_shift_of(counter.connection.settings.counter_code)
    assert shift is not None
    (booking_ref,) = journal._conn.execute(
        "SELECT booking_ref FROM till_sales WHERE state = 'taken' ORDER BY recorded_at DESC"
    ).fetchone()
    # The booking cancelled and its refund paid back by UPI at the till.
    due = RefundDue(booking_ref, "Asha Rao", ((UPI, total),))
    journal.add_cancel(cancel_request("c-returned", booking_ref), agent=None, due=due)
    journal.cancelled("c-returned", cancel_result(float(total)))
    (owed,) = [o for o in till.refunds_owed() if o.due.booking_ref == booking_ref]
    refund = till.record_refund(
        "c-returned",
        booking_ref=booking_ref,
        counter=counter.connection.settings.counter_code,
        clerk=CLERK,
        shift_id=shift.shift_id,
        rule_amount=owed.due.amount,
        amount=owed.due.amount,
        mode=UPI,
        reference=REFUNDED,
    )
    day = at.date()
    paid = [
        Transfer(day, at.time().replace(tzinfo=None), total, PAID),
        Transfer(day, dt.time(23, 0), -refund.amount, REFUNDED),
    ]
    first = tmp_path / "first"
    first.mkdir()
    path, _line = write("HDFC Bank", first, paid)
    import_on_tab(counter, qtbot, path, monkeypatch)
    header = counter.window.header.owed_label
    assert header.text() == ""
    assert customer_owed(till, booking_ref) == 0

    # Later that day the customer's bank sends the refund back (a statement of the days
    # ahead is refused: the sale is taken today).
    returned = day
    back = tmp_path / "back"
    back.mkdir()
    path, _line = write(
        "HDFC Bank", back, [Transfer(returned, dt.time(23, 30), refund.amount, REFUNDED)]
    )
    import_on_tab(counter, qtbot, path, monkeypatch)
    amount = money_text(refund.amount)
    qtbot.waitUntil(lambda: header.text() == f"1 refund owed: INR {amount}", timeout=10_000)
    assert booking_ref in header.accessibleDescription()
    # The shift's UPI refund is questioned now, no longer proved.
    panel = counter.window.page(SHIFT).bank
    qtbot.waitUntil(lambda: panel.figures["upi_refunds_questioned"].text() == amount)
    assert panel.figures["upi_refunds_proved"].text() == money_text(Decimal("0.00"))
    assert customer_owed(till, booking_ref) == refund.amount
    (proof,) = [p for p in journal.bank.proofs() if p.key == f"refund:{refund.payment_id}"]
    assert proof.doubt is Doubt.RETURNED
    why = (
        f"Returned: the bank sent {amount} of the refund back on {date_text(returned)}; the "
        "customer is owed it again."
    )
    assert doubt_text(proof) == why
    # Listed with the payments questioned, saying why, though its debit still proves it matched.
    qtbot.waitUntil(lambda: panel.questioned.rowCount() == 1)
    assert (panel.questioned.text_at(0, 4), panel.questioned.text_at(0, 5)) == (REFUNDED, why)
    screenshot(counter.window, "bank_refund_returned_owed_1366x768")
    # Lookup says it too: what the customer is owed, read from the books.
    lookup = look_up(counter, qtbot, booking_ref)
    owed_words = f"{amount} owed to the customer, not yet paid"
    qtbot.waitUntil(lambda: owed_words in lookup.card.state_label.text(), timeout=20_000)
    screenshot(counter.window, "bank_refund_returned_lookup_1366x768")

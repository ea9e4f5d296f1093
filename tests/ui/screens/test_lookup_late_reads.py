"""Lookup's boxes beside the booking (its copies, its e-mail, its bank payments) read in a
worker whenever a booking is looked up: a booking's read answered after the next booking's is
never shown, so the box's keys act on the booking on screen, never the one looked up before; nor
is a cancelled booking's card, read again after its CONFIRM, once another booking is looked up."""

from __future__ import annotations

from typing import Any, cast

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.ui.controllers.bank_lookup import BankLookupController
from app.ui.controllers.document_copies import DocumentCopiesController
from app.ui.controllers.mail_lookup import MailLookupController
from app.ui.desk import Desk
from app.ui.registry import LOOKUP
from app.ui.widgets.bank_proofs import BankProofsBox
from app.ui.widgets.document_copies import DocumentCopies
from app.ui.widgets.mail_messages import MailMessagesBox
from tests.ui.helpers.after_sale import confirm, look_up, quote, wait_for_booking
from tests.ui.helpers.slow_line import SlowLine
from tests.ui.screens.test_reschedule import sold

# Each box of Lookup's screen, its controller and the read it waits on: (the service's name on
# the controller, its method).
BOXES = {
    "documents": (DocumentCopiesController, "papers", "copies"),
    "mail": (MailLookupController, "letters", "read"),
    "payments": (BankLookupController, "proofs", "of"),
}


@pytest.mark.parametrize("box_name", sorted(BOXES))
def test_a_booking_read_late_never_replaces_the_next_booking_in_the_box(
    counter: Desk,
    agency: PartnerClient,
    qtbot: QtBot,
    run: Any,
    monkeypatch: pytest.MonkeyPatch,
    box_name: str,
) -> None:
    first = run(sold(counter, agency)).booking_ref
    second = run(sold(counter, agency, slot=1)).booking_ref
    controller_type, service_name, method = BOXES[box_name]
    box = cast(
        DocumentCopies | MailMessagesBox | BankProofsBox,
        getattr(counter.window.page(LOOKUP), box_name),
    )
    controller: QObject | None = box.findChild(controller_type)
    assert controller is not None
    # A slow worker: the first booking's read ends once the line is let go.
    slow = SlowLine(
        monkeypatch, getattr(controller, service_name), method, lambda ref: ref == first
    )
    look_up(counter, qtbot, first)
    look_up(counter, qtbot, second)
    qtbot.waitUntil(lambda: box.booking_ref == second)
    slow.line.set()
    qtbot.waitUntil(lambda: slow.ended == ["answered"])
    assert box.booking_ref == second


def test_a_card_read_again_after_a_cancellation_never_replaces_the_next_booking(
    counter: Desk,
    agency: PartnerClient,
    qtbot: QtBot,
    run: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cancelled = run(sold(counter, agency)).booking_ref
    other = run(sold(counter, agency, slot=1)).booking_ref
    screen = look_up(counter, qtbot, cancelled)
    wait_for_booking(screen, qtbot, cancelled)
    quote(screen, qtbot)
    # A slow line: the card's reading again after the cancellation ends once it is let go.
    slow = SlowLine(
        monkeypatch, counter.controller(LOOKUP), "look_up", lambda ref: ref == cancelled
    )
    assert confirm(screen, qtbot, 0).startswith("Refund")
    qtbot.waitUntil(lambda: slow.asked == [cancelled])
    # The clerk clicks the reference and types the next customer's booking while the first
    # card is read again.
    QTest.mouseClick(screen.ref_edit, Qt.MouseButton.LeftButton)
    screen.ref_edit.selectAll()
    QTest.keyClicks(screen.ref_edit, other)
    QTest.keyClick(screen.ref_edit, Qt.Key.Key_Return)
    wait_for_booking(screen, qtbot, other)
    slow.line.set()
    qtbot.waitUntil(lambda: slow.ended != [])
    assert screen.status is not None and screen.status.booking_reference == other
    assert screen.ref_edit.text() == other

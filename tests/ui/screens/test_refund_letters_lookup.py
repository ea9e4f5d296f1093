"""A refund paid back by two tenders, one after the other, to a customer who wants e-mail: the
letter after the cash part says what is still owed and carries the credit note, "given in full"
comes only after the last tender, and Lookup's e-mail box lists each as the mail worker sends it
to a real SMTP server."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from app.counter.papers.formatting import money_text
from app.domain.tenders import CASH, UPI
from app.ui.desk import Desk
from app.ui.screens.lookup import LookupScreen
from tests.mail.fixtures import Starter
from tests.mail.smtp_servers import Recording
from tests.mail.test_refund_letters import body_of
from tests.ui.conftest import screenshot
from tests.ui.helpers.clicks import clerk_click
from tests.ui.screens.test_mail_lookup import mailing  # noqa: F401  (a fixture)
from tests.ui.screens.test_two_tender_refund import give_address, sold_and_cancelled


def test_the_letter_after_a_part_refund_owes_the_rest_and_the_last_tender_says_given(
    sales_desk: Desk,
    qtbot: QtBot,
    smtp: Starter,
    mailing: Any,  # noqa: F811
) -> None:
    desk = sales_desk
    recording = Recording()
    mailing(smtp(recording).port)
    screen, owed = sold_and_cancelled(desk, qtbot, mail=True)
    ref = screen.status.booking_reference if screen.status else ""
    refund, box = screen.customer_refund, screen.mail

    def listed() -> str:
        """The e-mail box's list as the clerk reads it."""
        return html.unescape(box.list_label.text())

    assert refund.paid_by() is CASH
    give_address(refund)
    clerk_click(refund.record_button)  # the cash now, the UPI owed
    qtbot.waitUntil(lambda: f"Cancellation of booking {ref}" in listed(), timeout=20_000)
    qtbot.waitUntil(lambda: len(recording.received) == 2, timeout=20_000)  # the sale's too
    cancellation = recording.received[-1]
    assert "has been given" not in body_of(cancellation)
    # The refund gives back the fares alone: the letter carries its refund slip, and says so.
    assert "The refund slip for the refund" in body_of(cancellation)
    assert [a.get_filename() for a in cancellation.iter_attachments()][:1] == [
        f"refund-slips-{ref}.pdf"
    ]
    assert f"Your refund for booking {ref}" not in listed()
    qtbot.waitUntil(lambda: listed().count("Sent.") == 2, timeout=20_000)
    shown(desk, screen, "refund_letters_after_the_cash_part")

    assert refund.paid_by() is UPI
    refund.reference.setFocus()
    QTest.keyClicks(refund.reference, "RFND778812")
    QTest.keyClick(refund.reference, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: f"Your refund for booking {ref}" in listed(), timeout=20_000)
    qtbot.waitUntil(lambda: len(recording.received) == 3, timeout=20_000)
    given = recording.received[-1]
    assert body_of(given).startswith(f"Your refund for booking {ref} has now been given in full")
    assert list(given.iter_attachments()) == []  # the refund slip went once, before
    assert money_text(owed[UPI]) in refund.state.text()
    qtbot.waitUntil(lambda: listed().count("Sent.") == 3, timeout=20_000)
    shown(desk, screen, "refund_letters_after_the_last_tender")


def shown(desk: Desk, screen: LookupScreen, name: str) -> None:
    """Screenshots of Lookup at both sizes, its e-mail box scrolled into view."""
    (area,) = (a for a in screen.findChildren(QScrollArea) if a.isAncestorOf(screen.mail))
    for width, height in ((1366, 768), (1280, 720)):
        desk.window.resize(width, height)
        area.ensureWidgetVisible(screen.mail)
        screenshot(desk.window, f"{name}_{width}x{height}")

"""Lookup's e-mail box: a booking's messages with what the mail server said, and "Send the
documents again", with the app's own mail worker sending to a real SMTP server."""

from __future__ import annotations

import datetime as dt
import html
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import trustme
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.counter.config.keystore import SERVICE_NAME
from app.figures import stamp_text
from app.mail.outbox import messages_of
from app.mail.sender import GIVE_UP_AFTER
from app.ui.desk import Desk
from app.ui.registry import BOOK, LOOKUP
from app.ui.widgets.mail_messages import MailMessagesBox
from tests.conftest import MemoryKeyring
from tests.mail.fixtures import Starter
from tests.mail.journal_mail import mail_server
from tests.mail.smtp_servers import PASSWORD, REFUSAL, Recording, Refusing, free_port
from tests.office_network import trust_only
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import confirm_by_keyboard
from tests.ui.screens.test_mail_sale import start_sale, tick


@pytest.fixture
def mailing(
    sales_desk: Desk,
    authority: trustme.CA,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    keyring_in_memory: MemoryKeyring,
    run: Any,
) -> Any:
    """Point the desk's mail worker at a test server (its CA trusted as the system's)."""
    trust_only(authority, tmp_path, monkeypatch)

    def use(port: int) -> None:
        server = mail_server(port)
        keyring_in_memory.set_password(SERVICE_NAME, server.password_account, PASSWORD)
        sales_desk.connection.settings = replace(sales_desk.connection.settings, mail=server)
        run(sales_desk.runtime.restart("mail"))

    yield use
    # Before the test's SMTP server stops: its last session closes with the job's round.
    run(sales_desk.runtime.stop())


def ticked_sale(desk: Desk, qtbot: QtBot, run: Any) -> str:
    start_sale(desk, qtbot)
    tick(desk.window.page(BOOK).form.customer.mail)
    assert run(desk.controller(BOOK).review()) is not None
    return confirm_by_keyboard(desk, qtbot)


def looked_up(desk: Desk, ref: str) -> MailMessagesBox:
    desk.open_in_lookup(ref)
    box = desk.window.page(LOOKUP).mail
    assert desk.window.current() is LOOKUP
    return box


def test_lookup_shows_a_refused_message_in_the_servers_words(
    sales_desk: Desk, qtbot: QtBot, run: Any, smtp: Starter, mailing: Any
) -> None:
    mailing(smtp(Refusing()).port)
    ref = ticked_sale(sales_desk, qtbot, run)
    # The sale's result page says it was refused, and why, once the server answered.
    result = sales_desk.window.page(BOOK).result
    qtbot.waitUntil(lambda: REFUSAL in result.mail_label.text(), timeout=20_000)
    assert result.mail_label.text().startswith(
        "E-mail to asha.rao@example.in: Refused by the mail server: 550"
    )
    header = sales_desk.window.header.mail_label
    qtbot.waitUntil(lambda: header.text() == "Mail: nothing waiting", timeout=20_000)
    assert REFUSAL in header.toolTip()
    screenshot(sales_desk.window, "sale_result_mail_refused")
    box = looked_up(sales_desk, ref)
    qtbot.waitUntil(lambda: "Refused by the mail server" in box.list_label.text(), timeout=20_000)
    qtbot.waitUntil(box.isVisible)  # with the booking's card, once the service answered
    text = html.unescape(box.list_label.text())
    assert f"Your booking {ref}" in text and "asha.rao@example.in" in text
    assert REFUSAL in text


def test_lookup_shows_a_given_up_message_with_what_the_clerk_can_do(
    sales_desk: Desk, qtbot: QtBot, run: Any, mailing: Any
) -> None:
    ref = ticked_sale(sales_desk, qtbot, run)  # no mail server yet: the letter waits
    # The letter has waited longer than the sender keeps trying (a clock can't be moved for
    # the mail child, so its queued time is).
    (waiting,) = messages_of(sales_desk.services.journal._conn, ref)
    queued = waiting.queued_at - GIVE_UP_AFTER - dt.timedelta(hours=1)
    with sales_desk.services.journal._conn as conn:
        conn.execute(
            "UPDATE mail_outbox SET queued_at = ? WHERE booking_ref = ?",
            (queued.isoformat(timespec="seconds"), ref),
        )
    mailing(free_port())  # a server that never answers
    box = looked_up(sales_desk, ref)
    qtbot.waitUntil(lambda: "Not sent:" in box.list_label.text(), timeout=20_000)
    (letter,) = messages_of(sales_desk.services.journal._conn, ref)
    text = html.unescape(box.list_label.text())
    assert (
        f"Not sent: the mail server could not be given it since {stamp_text(letter.queued_at)}"
        f" ({letter.server_words}). Check the mail settings, then send again." in text
    )


def test_lookup_sends_the_documents_again_and_shows_both_sent(
    sales_desk: Desk, qtbot: QtBot, run: Any, smtp: Starter, mailing: Any
) -> None:
    recording = Recording()
    mailing(smtp(recording).port)
    ref = ticked_sale(sales_desk, qtbot, run)
    box = looked_up(sales_desk, ref)
    qtbot.waitUntil(
        lambda: "Sent. The mail server answered: 250" in box.list_label.text(), timeout=20_000
    )
    assert len(recording.received) == 1
    QTest.mouseClick(box.again_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(recording.received) == 2, timeout=20_000)
    qtbot.waitUntil(lambda: box.list_label.text().count("Sent.") == 2, timeout=20_000)
    again = recording.received[1]
    assert again["Subject"] == f"Your booking {ref}"
    names = sorted(part.get_filename() or "" for part in again.iter_attachments())
    assert names == [f"receipt-{ref}.pdf", f"voucher-{ref}.pdf"]

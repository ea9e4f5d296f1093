"""Lookup's "Send the documents again" to a customer who was sent nothing at the sale: the
letter's words fit a first sending ("again" only on a resend), and the mailed voucher says
what the printed papers say: the trip's time and the sale's own cancellation terms."""

from __future__ import annotations

from email.message import EmailMessage
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.mail.outbox import messages_of
from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.mail.fixtures import Starter
from tests.mail.smtp_servers import Recording
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.helpers.sales import confirm_by_keyboard
from tests.ui.screens.test_mail_lookup import looked_up, mailing  # noqa: F401  (a fixture)
from tests.ui.screens.test_mail_sale import start_sale, tick


def body_of(message: EmailMessage) -> str:
    part = message.get_body(("plain",))
    assert part is not None
    return " ".join(str(part.get_content()).split())


def voucher_text(message: EmailMessage, folder: Path) -> str:
    [voucher] = [
        p for p in message.iter_attachments() if (p.get_filename() or "").startswith("voucher-")
    ]
    path = folder / "voucher.pdf"
    payload = voucher.get_payload(decode=True)
    assert isinstance(payload, bytes)
    path.write_bytes(payload)
    return " ".join(pdf_text(path).replace("\xa0", " ").split())


def test_the_first_sending_from_lookup_says_no_again_and_the_voucher_its_time_and_terms(
    sales_desk: Desk,
    qtbot: QtBot,
    run: Any,
    smtp: Starter,
    mailing: Any,  # noqa: F811
    tmp_path: Path,
) -> None:
    # The customer wants e-mail, but no mail server is set yet: the sale's letter waits.
    start_sale(sales_desk, qtbot)
    tick(sales_desk.window.page(BOOK).form.customer.mail)
    assert run(sales_desk.controller(BOOK).review()) is not None
    ref = confirm_by_keyboard(sales_desk, qtbot)
    sale = sales_desk.services.journal.till.sale_of(ref)
    assert sale is not None and sale.departs and sale.terms
    box = looked_up(sales_desk, ref)
    qtbot.waitUntil(lambda: box.booking_ref == ref and box.again_button.isEnabled())

    # Sent from Lookup before anything of the booking was delivered: no "again".
    box.again_button.click()
    qtbot.waitUntil(lambda: len(messages_of(sales_desk.services.journal._conn, ref)) == 2)
    recording = Recording()
    mailing(smtp(recording).port)

    qtbot.waitUntil(lambda: len(recording.received) == 2, timeout=20_000)
    for message in recording.received:
        text = voucher_text(message, tmp_path)
        assert sale.departs in text, text  # the trip's hours, as the receipt has them
        # The sale's own terms (as its receipt prints them), not the service's general bands.
        assert " ".join(sale.terms.split()[:6]) in text, text
    bodies = sorted(body_of(message) for message in recording.received)
    assert f"As you asked, here are the documents of booking {ref}." in bodies
    qtbot.waitUntil(lambda: box.list_label.text().count("Sent.") == 2, timeout=20_000)
    qtbot.waitUntil(box.again_button.isEnabled)

    QTest.mouseClick(box.again_button, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: len(recording.received) == 3, timeout=20_000)
    assert body_of(recording.received[2]).endswith(f"booking {ref} again.")

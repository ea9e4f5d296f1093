"""Change the day with the customer's e-mail on (issue 79 item 5): the letter of the booking
given up goes with the exchange, its credit note attached, and the header's mail line comes back
to nothing waiting; it does not wait out the ten minutes a refund's credit note is waited for,
since an exchange gives no refund at the till."""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.mail.outbox import Cause, MailState, messages_of
from app.mail.server import MailServer
from app.ui.desk import Desk
from app.ui.registry import LOOKUP
from tests.mail.smtp_servers import Recording
from tests.ui.conftest import screenshot
from tests.ui.screens.test_reschedule import ADDRESS, change_the_day, sold

# What the test waits for a letter the mail job sends at once: far under the ten minutes a
# cancellation's letter is held for a refund.
SENT_WITHIN_MS = 30_000


def test_the_exchanges_cancellation_letter_goes_with_the_exchange(
    counter: Desk,
    agency: PartnerClient,
    qtbot: QtBot,
    run: Any,
    trusted_smtp: Callable[[Any], MailServer],
) -> None:
    recording = Recording()
    counter.connection.settings = replace(
        counter.connection.settings,
        mail=trusted_smtp(recording),
        agency_name="Backwater Trails",
        agency_address="14 MG Road, Kochi 682011",
        agency_gstin="32AAACB1234F1ZI",
        agency_state_code="32",
    )
    run(counter.runtime.restart("mail"))
    try:
        counter.services.journal.remember_mail_choice("kavya@example.in", True, "en")
        old = run(sold(counter, agency))
        qtbot.waitUntil(lambda: len(recording.received) == 1, timeout=SENT_WITHIN_MS)
        dialog = change_the_day(counter, qtbot, old.booking_ref)
        QTest.keyClicks(dialog.address, ADDRESS)
        QTest.keyClicks(dialog.payment.tendered, "20000")
        QTest.mouseClick(dialog.confirm_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: " was exchanged for " in dialog.state.text(), timeout=15_000)
        new_ref = counter.services.journal.exchanges.exchanged_for(old.booking_ref)
        assert len(counter.services.journal.tax.refund_documents_of(old.request_id)) == 1

        # The new booking's letter, and the old one's cancellation with its credit note.
        qtbot.waitUntil(lambda: len(recording.received) == 3, timeout=SENT_WITHIN_MS)
        subjects = sorted(str(letter["Subject"]) for letter in recording.received[1:])
        assert subjects == [f"Cancellation of booking {old.booking_ref}", f"Your booking {new_ref}"]
        cancellation = next(m for m in recording.received if "Cancellation" in str(m["Subject"]))
        names = sorted(part.get_filename() or "" for part in cancellation.iter_attachments())
        # The credit carried was of the fares alone: the refund slip goes with the letter.
        assert names == [f"refund-slips-{old.booking_ref}.pdf", f"voucher-{old.booking_ref}.pdf"]

        def states() -> list[tuple[Cause, MailState]]:
            letters = messages_of(counter.services.journal._conn, old.booking_ref)
            return [(m.cause, m.state) for m in letters]

        sent = [(Cause.SALE, MailState.SENT), (Cause.CANCELLATION, MailState.SENT)]
        qtbot.waitUntil(lambda: states() == sent, timeout=SENT_WITHIN_MS)
        header = counter.window.header.mail_label
        qtbot.waitUntil(lambda: "waiting" not in header.text(), timeout=SENT_WITHIN_MS)
        # Lookup, shown on the old booking behind the dialog, says both went.
        box = counter.window.page(LOOKUP).mail
        assert box.booking_ref == old.booking_ref
        qtbot.waitUntil(lambda: "Waiting" not in box.list_label.text(), timeout=SENT_WITHIN_MS)
        assert html.unescape(box.list_label.text()).count("Sent.") == 2
        screenshot(counter.window, "exchange_letter_sent_1366x768")
    finally:
        # Before the test's SMTP server stops: its last session closes with the job's round.
        run(counter.runtime.stop())

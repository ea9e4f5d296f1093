"""UPI at the review: the QR of the exact amount (decoded back to its link), received ticked by the
clerk, the customer's reference kept on the receipt and in the journal."""

from __future__ import annotations

import io
import time
from dataclasses import replace
from decimal import Decimal
from urllib.parse import parse_qsl, urlsplit

import pytest
from PIL import Image
from PySide6.QtCore import QBuffer, QIODevice, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.domain.tenders import UPI
from app.domain.upi import sale_reference
from app.journal.till import SaleState
from app.reports.columns import COLUMNS_80MM
from app.reports.receipt_data import receipt_data
from app.reports.receipt_print import receipt_rows
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import BOOK
from app.ui.widgets import upi_qr
from app.ui.widgets.upi_qr import COUNTER_SIDE, UpiQr
from tests.qr_codes import qr_texts
from tests.reports.documents import plain_text
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import figures, focused, press, type_text
from tests.ui.helpers.till import review_activity, wait_for_result

VPA = "andamantours@okaxis"
AGENCY = "Andaman Tours & Travels"


def decoded(qr: UpiQr) -> list[str]:
    """The texts zxing-cpp reads in what the QR label shows on screen, once its code is drawn
    (encoded in a worker)."""
    deadline = time.monotonic() + 5
    while qr.drawn != qr.link:
        assert time.monotonic() < deadline, f"the code of {qr.link} was not drawn"
        QTest.qWait(5)
    QApplication.processEvents()  # the label's new size lands before it is grabbed
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    qr.grab().save(buffer, "PNG")
    picture = Image.open(io.BytesIO(buffer.data().data()))
    return qr_texts(picture)


def with_upi(desk: Desk, vpa: str = VPA) -> None:
    """The agency's UPI ID and name in the desk's settings."""
    desk.connection.settings = replace(desk.connection.settings, upi_vpa=vpa, agency_name=AGENCY)


def test_a_upi_part_shows_the_qr_of_its_exact_amount_and_keeps_the_reference(
    sales_desk: Desk, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = sales_desk
    with_upi(desk)
    expected_receipt = desk.services.journal.till.next_receipt_no("C1")
    review, price = review_activity(desk, qtbot)
    panel = review.payment
    assert panel.upi_qr.isHidden()  # no UPI part typed: no code
    before = figures(sales_sandbox)

    panel.upi_amount.setFocus()
    panel.upi_amount.setText(f"{price.total}")
    qtbot.waitUntil(lambda: panel.upi_qr.isVisible())
    assert panel.upi_qr.pixmap().width() >= COUNTER_SIDE  # across the counter at 1366x768
    desk.window.resize(1366, 768)
    screenshot(desk.window, "till_review_upi_1366x768")
    [link] = decoded(panel.upi_qr)
    assert link == panel.upi_qr.link
    sent = dict(parse_qsl(urlsplit(link).query))
    assert {key: sent[key] for key in ("pa", "pn", "am", "cu", "tn")} == {
        "pa": VPA,
        "pn": AGENCY,
        "am": f"{price.total:.2f}",
        "cu": "INR",
        "tn": f"Receipt {expected_receipt}",
    }
    assert "Scan to pay" in panel.upi_caption.text() and VPA in panel.upi_caption.text()

    panel.upi_reference.setText("412345678901")
    panel.tendered.setFocus()
    press(Qt.Key.Key_Return)  # not yet ticked as received: nothing is sent
    assert "Tick Received" in panel.errors["upi"].text()
    assert figures(sales_sandbox).bookings == before.bookings
    panel.upi_received.setChecked(True)
    panel.tendered.setFocus()
    press(Qt.Key.Key_Return)

    wait_for_result(desk, qtbot)
    result = desk.window.page(BOOK).result
    record = desk.services.journal.till.sale_of(result.ref_label.text())
    assert record is not None and record.state is SaleState.TAKEN
    assert record.payment.parts == (UPI.paid(price.total, "412345678901"),)
    assert record.receipt_no == expected_receipt  # the note named the receipt it got
    assert sent["tr"] == sale_reference(record.request_id)  # the bank names the journal's sale
    assert link == (  # the exact text, every value percent-encoded
        "upi://pay?pa=andamantours%40okaxis&pn=Andaman%20Tours%20%26%20Travels"
        f"&am={price.total:.2f}&cu=INR&tn=Receipt%20{expected_receipt.replace('/', '%2F')}"
        f"&tr={sale_reference(record.request_id)}"
    )
    receipt = receipt_data(
        desk.services.journal,
        result.ref_label.text(),
        agency=desk.connection.settings.agency,
        training=True,
    )
    printed = plain_text(receipt_rows(receipt, COLUMNS_80MM), COLUMNS_80MM)
    assert "412345678901" in printed  # the customer's UPI reference on the tender line


def test_the_qr_follows_the_upi_amount_and_shows_none_without_a_upi_id(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    with_upi(desk)
    review, _price = review_activity(desk, qtbot)
    panel = review.payment
    links: list[str] = []
    panel.upi_link_changed.connect(links.append)
    panel.upi_amount.setText("200.5")
    [first] = decoded(panel.upi_qr)
    assert "am=200.50" in first and links == [first]
    panel.upi_amount.setText("0.01")
    [second] = decoded(panel.upi_qr)
    assert "am=0.01&" in second
    for wrong in ("0", "-5", "abc", "1.005", ""):
        panel.upi_amount.setText(wrong)
        assert panel.upi_qr.isHidden() and panel.upi_now() is None, wrong
    assert links[-1] == ""

    panel.start(Decimal("100.00"), None)  # no UPI ID in Settings: a UPI part, but no code
    panel.upi_amount.setText("100")
    assert panel.upi_qr.isHidden()


def test_a_typed_amount_is_encoded_once_it_stays_not_at_each_key(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = sales_desk
    with_upi(desk)
    review, _price = review_activity(desk, qtbot)
    panel = review.payment
    encoded: list[str] = []
    encode = upi_qr.qr_picture

    def counted(link: str, side: int) -> bytes:
        encoded.append(link)
        return encode(link, side)

    monkeypatch.setattr(upi_qr, "qr_picture", counted)
    panel.upi_amount.setFocus()
    for key in "1533":
        QTest.keyClicks(panel.upi_amount, key)
        QTest.qWait(upi_qr.SETTLE_MS // 3)  # a clerk's keys, well under the settling time
    assert encoded == []  # nothing encoded while the amount changes
    [link] = decoded(panel.upi_qr)
    # Only the final amount's code (the panel's, and the customer display's when it is on).
    assert "am=1533.00" in link and set(encoded) == {link}


def test_upi_only_a_stray_tab_keeps_the_amount_and_enter_on_received_confirms(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    with_upi(desk)
    review, price = review_activity(desk, qtbot)
    panel = review.payment
    whole = f"{price.total}"
    panel.upi_amount.setFocus()
    QTest.keyClicks(panel.upi_amount, whole)
    link = panel.upi_qr.link
    assert f"am={price.total:.2f}&" in link
    press(Qt.Key.Key_Tab)  # to the reference
    assert focused() is panel.upi_reference
    press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)  # a stray Shift+Tab: back again
    assert focused() is panel.upi_amount
    assert panel.upi_amount.selectedText() == ""  # nothing selected for a key to type over
    press(Qt.Key.Key_Tab)
    type_text("412345678901")
    press(Qt.Key.Key_Tab)
    assert focused() is panel.upi_received
    press(Qt.Key.Key_Space)  # received: the amount the QR asked for is now fixed
    assert panel.upi_received.isChecked() and panel.upi_amount.isReadOnly()
    press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert focused() is panel.upi_amount
    type_text("9")  # a stray key lands in the amount: nothing changes
    assert panel.upi_amount.text() == whole
    assert panel.upi_qr.link == "" and panel.upi_qr.isHidden()  # received: nothing to scan
    press(Qt.Key.Key_Tab)
    press(Qt.Key.Key_Tab)
    assert focused() is panel.upi_received
    desk.window.resize(1366, 768)
    screenshot(desk.window, "till_review_upi_only_received_1366x768")
    press(Qt.Key.Key_Return)  # Enter on Received confirms
    wait_for_result(desk, qtbot)
    [sale] = desk.services.journal.till.sales()
    assert sale.payment.parts == (UPI.paid(price.total, "412345678901"),)


def test_a_changed_upi_amount_says_so_under_its_qr(sales_desk: Desk, qtbot: QtBot) -> None:
    desk = sales_desk
    with_upi(desk)
    review, _price = review_activity(desk, qtbot)
    panel = review.payment
    panel.upi_amount.setFocus()
    type_text("5000")
    assert "changed" not in panel.upi_caption.text()  # typed key by key: no news yet
    press(Qt.Key.Key_Tab)  # left at 5,000: the QR the customer is shown
    assert "changed" not in panel.upi_caption.text()
    press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    press(Qt.Key.Key_Backspace)
    assert "The amount changed from INR 5,000.00: scan the new code." in panel.upi_caption.text()
    panel.upi_received.setChecked(True)
    panel.upi_received.setChecked(False)  # unticked: the amount may be typed again
    assert not panel.upi_amount.isReadOnly()

"""The customer's language apart from the clerk's: a Hindi clerk sells to a Tamil customer. The
clerk's screens stay Hindi; the customer display, the voucher, the receipt with its tax invoice
(its GST labels in English beside the Tamil) and the refund slip come out in Tamil, read back
from their PDFs; the customer's next sale offers Tamil again."""

from __future__ import annotations

import datetime as dt
import unicodedata
from collections.abc import Iterator
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app import i18n, languages
from app.counter.config.catalogues import catalogue_path
from app.counter.devices.printers import DocumentKind, PrinterSettings
from app.domain.clock import SERVICE_TZ
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.tenders import CASH
from app.journal.till import CustomerRefund
from app.reports.columns import Paper
from app.reports.refund_slip import refund_slip
from app.sandbox import EmbeddedSandbox
from app.ui import paper
from app.ui.desk import Desk
from app.ui.paper import print_refund_slip_on, save_paper_pdf
from app.ui.registry import BOOK, CATALOGUE
from app.ui.style import paper_ink
from app.ui.translation import install_translations
from tests.ui.conftest import screenshot, start_desk
from tests.ui.helpers.catalogue import select, shown_names
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.helpers.sales import (
    ACTIVITY,
    CUSTOMER,
    DAY,
    activate,
    focused,
    patch_file_dialog,
    press,
    tab,
    type_customer,
)
from tests.ui.helpers.till import wait_for_result

PHONE = CUSTOMER[2]
TAMIL_SHOW = "செல்லுலார் சிறை ஒளி-ஒலி காட்சி, இந்திக் காட்சி"  # ACTIVITY, its first slot
AGENCY_GSTIN = "32AAACB1234F1ZI"
MODIFIER_KEYS = frozenset({Qt.Key.Key_Alt, Qt.Key.Key_Control, Qt.Key.Key_Shift, Qt.Key.Key_Meta})


def read_back(pdf: Path) -> str:
    """The PDF's text as the reader sees it (composed letters; a roll's spaces unbreakable)."""
    return unicodedata.normalize("NFC", pdf_text(pdf)).replace("\xa0", " ")


def has_script(text: str, code: str) -> bool:
    """Whether ``text`` has a letter of ``code``'s script (Tamil or Devanagari)."""
    low, high = {"ta": (0x0B80, 0x0BFF), "hi": (0x0900, 0x097F)}[code]
    return any(low <= ord(letter) <= high for letter in text)


@pytest.fixture
def hindi_clerk() -> Iterator[None]:
    """The compiled catalogues, the screens in Hindi; afterwards English again."""
    assert catalogue_path(languages.TAMIL).exists(), "the catalogues are compiled by make"
    install_translations(i18n.HINDI)
    yield
    install_translations(i18n.ENGLISH)


@pytest.fixture
def printed(monkeypatch: pytest.MonkeyPatch) -> list[tuple[DocumentKind, str]]:
    """What each document sent to a system printer was, as rich text (no printer is asked)."""
    found: list[tuple[DocumentKind, str]] = []

    def capture(printers: PrinterSettings, kind: DocumentKind, html: str, job: Any) -> None:
        found.append((kind, html))

    monkeypatch.setattr(paper, "print_document", capture)
    return found


class KeyGroups(QObject):
    """The key groups pressed while installed on the application: each key but a modifier, with
    the modifiers held down with it ("Alt+4"), as the widget with the cursor received it."""

    def __init__(self) -> None:
        super().__init__()
        self.pressed: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: a key let go, where the cursor is (not the same key passed on to its parents)."""
        if (
            isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyRelease
            and watched is QApplication.focusWidget()
            and Qt.Key(event.key()) not in MODIFIER_KEYS
        ):
            self.pressed.append(QKeySequence(event.keyCombination()).toString())
        return False


def key_of(code: str) -> Qt.Key:
    """The key that chooses language ``code`` with Alt: its place in the registry, from 1."""
    return Qt.Key(Qt.Key.Key_1.value + languages.codes().index(code))


def registered(desk: Desk) -> None:
    """A GST-registered agency with a receipt printer (a system one): tax invoices with each
    sale, Hindi for the screens, the counter's documents as the screens."""
    desk.connection.settings = replace(
        desk.connection.settings,
        agency_name="Backwater Trails",
        agency_address="14 MG Road, Kochi",
        agency_gstin=AGENCY_GSTIN,
        printers=PrinterSettings(receipt="Counter receipts"),
    )


def choose(desk: Desk, qtbot: QtBot) -> None:
    """Open the ACTIVITY on DAY in the (Hindi) catalogue and choose its first bookable slot
    with Enter."""
    desk.window.show_screen(CATALOGUE)
    screen = desk.window.catalogue
    screen.toolbar.set_travel_date(DAY)
    name = DEMO_CATALOGUE.known(ACTIVITY)
    qtbot.waitUntil(lambda: name in shown_names(screen))
    select(screen, name)
    screen.table.setFocus()
    press(Qt.Key.Key_Return)
    picker = screen.availability.slots
    qtbot.waitUntil(lambda: picker.table.hasFocus() and picker.choose_button.isEnabled())
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.window.current() is BOOK)


def sell(desk: Desk, qtbot: QtBot, *, choose_tamil: bool) -> str:
    """One ACTIVITY seat to the customer, typed at the keyboard (Tamil chosen with Alt and its
    number when asked), paid in exact cash; the booking's reference."""
    choose(desk, qtbot)
    form = desk.window.page(BOOK).form
    type_customer()
    if choose_tamil:
        press(key_of(languages.TAMIL), Qt.KeyboardModifier.AltModifier)
        assert form.customer.language.current() == languages.TAMIL
    tab()  # one seat: from the seats to Review
    press(Qt.Key.Key_Return)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    if choose_tamil:  # the customer checks the sale and the amount in Tamil
        amount = desk.customer_display.window.amount
        qtbot.waitUntil(lambda: amount.text().startswith("மொத்தம், GST உட்பட: "))
        # The show and its slot by their Tamil names, not as the service sent them.
        assert desk.customer_display.window.headline.text() == TAMIL_SHOW
        screenshot(desk.customer_display.window, "customer_language_display_review_tamil")
    press(Qt.Key.Key_Return)  # exact cash
    wait_for_result(desk, qtbot)
    return desk.window.page(BOOK).result.ref_label.text()


def test_a_hindi_clerk_sells_to_a_tamil_customer(
    hindi_clerk: None,
    sales_desk: Desk,
    qtbot: QtBot,
    printed: list[tuple[DocumentKind, str]],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    desk = sales_desk
    registered(desk)
    # The customer's screen shows the notice: its version is recorded with the sale.
    desk.connection.settings = replace(desk.connection.settings, customer_display=True)
    display = desk.customer_display
    choose(desk, qtbot)
    form = desk.window.page(BOOK).form
    # A new customer: the counter's language (as the screens: Hindi) is offered.
    assert form.customer.language.current() == i18n.HINDI
    assert has_script(display.window.headline.text(), "hi")  # the notice, in Hindi
    QTest.mouseClick(form.customer.language.buttons[languages.TAMIL], Qt.MouseButton.LeftButton)
    # The notice turns Tamil on the customer's screen; the clerk's form stays Hindi.
    assert display.window.headline.text().endswith("பயன்படுத்துகிறது")
    assert form.customer.grid.labels["customer_name"].text().startswith("ग्राहक का नाम (&N)")
    screenshot(display.window, "customer_language_display_notice_tamil")
    for size in ((1366, 768), (1280, 720)):
        desk.window.resize(*size)
        screenshot(desk.window, f"customer_language_form_{size[0]}x{size[1]}")
    ref = sell(desk, qtbot, choose_tamil=True)

    sale = desk.services.journal.till.sale_of(ref)
    assert sale is not None and sale.customer_language == languages.TAMIL
    notice = desk.services.journal.privacy.notice(sale.request_id)
    assert notice is not None and notice.language == languages.TAMIL
    # The customer's screen thanks them in Tamil; the clerk's result page is Hindi.
    assert display.window.headline.text() == "நன்றி!"
    result = desk.window.page(BOOK).result
    assert not has_script(result.state_label.text(), "ta")
    qtbot.waitUntil(lambda: not result.preview.pixmap().isNull())
    screenshot(desk.window, "customer_language_result_hindi_clerk")
    screenshot(display.window, "customer_language_display_thanks_tamil")

    # The voucher, saved as PDF: Tamil, the message to the clerk Hindi.
    voucher_pdf = tmp_path / "voucher.pdf"
    patch_file_dialog(monkeypatch, "getSaveFileName", voucher_pdf)
    press(Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: str(voucher_pdf) in result.state_label.text())
    assert has_script(result.state_label.text(), "hi")
    voucher = read_back(voucher_pdf)
    assert "முன்பதிவு வவுச்சர்" in voucher and ref in voucher
    assert not has_script(voucher, "hi")

    # The receipt, with its tax invoice: Tamil, the GST labels with their English beside.
    printed.clear()
    result.receipt_button.click()
    qtbot.waitUntil(lambda: bool(printed))
    ((kind, html),) = printed
    assert kind is DocumentKind.RECEIPT
    receipt_pdf = save_paper_pdf(html, Paper.A4, tmp_path / "receipt.pdf", "receipt")
    receipt = read_back(receipt_pdf)
    tamil = ("ரசீது", "வரி விலைப்பட்டியல்", "விலைப்பட்டியல் எண்", "வழங்கும் இடம்", "மொத்தம்")
    english = ("TAX INVOICE", "Invoice no.", "Place of supply", "Reverse charge: No", "GSTIN")
    for words in (*tamil, *english, TAMIL_SHOW):
        assert words in receipt, words
    assert not has_script(receipt, "hi")

    # A refund given back on it: the slip in Tamil, whatever the counter's language.
    refund = CustomerRefund(
        payment_id="cd-refund-of-" + ref,
        request_id="cd-refund-of-" + ref,
        booking_ref=ref,
        counter=sale.counter,
        clerk=sale.clerk,
        shift_id=sale.shift_id,
        rule_amount=Decimal("100.00"),
        amount=Decimal("100.00"),
        mode=CASH,
        reference="",
        decision_id=None,
        recorded_at=dt.datetime(2026, 12, 1, 10, 0, tzinfo=SERVICE_TZ),
    )
    slip = refund_slip(desk.services.journal, refund, CUSTOMER[0])
    printed.clear()
    print_refund_slip_on(desk.connection.settings.printers, slip, paper_ink(), i18n.HINDI)
    ((_kind, slip_html),) = printed
    slip_pdf = save_paper_pdf(slip_html, Paper.ROLL_80, tmp_path / "slip.pdf", "refund slip")
    slip_text = read_back(slip_pdf)
    assert "ரீஃபண்ட் சீட்டு" in slip_text and "திருப்பித் தந்தது" in slip_text
    assert not has_script(slip_text, "hi")


def test_each_customers_language_is_one_key_group_away(
    hindi_clerk: None, sales_desk: Desk, qtbot: QtBot
) -> None:
    """A Hindi clerk has typed the customer and is in the seats: Tamil is Alt and its number,
    one key group, and the cursor stays where it was; the customer display turns Tamil with it.
    Every language of the registry has its own such key."""
    desk = sales_desk
    registered(desk)
    display = desk.customer_display
    choose(desk, qtbot)
    form = desk.window.page(BOOK).form
    type_customer()
    assert focused() is form.qty_spin
    assert display.language != languages.TAMIL
    keys = KeyGroups()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(keys)
    try:
        press(key_of(languages.TAMIL), Qt.KeyboardModifier.AltModifier)
    finally:
        app.removeEventFilter(keys)
    assert keys.pressed == [f"Alt+{languages.codes().index(languages.TAMIL) + 1}"]  # one group
    assert focused() is form.qty_spin  # the clerk goes on typing where they were
    assert display.language == languages.TAMIL
    assert display.window.headline.text().endswith("பயன்படுத்துகிறது")  # the notice, in Tamil
    checkout = desk.controller(BOOK).checkout
    assert checkout is not None and checkout.customer_language == languages.TAMIL
    # The clerk's form stays Hindi.
    assert form.customer.grid.labels["customer_name"].text().startswith("ग्राहक का नाम (&N)")
    screenshot(desk.window, "customer_language_tamil_by_key_1366x768")
    screenshot(display.window, "customer_language_tamil_by_key_display")
    for language in languages.LANGUAGES:
        press(key_of(language.code), Qt.KeyboardModifier.AltModifier)
        assert display.language == language.code, language.code
        assert checkout.customer_language == language.code, language.code


def test_a_returning_customer_gets_their_language_back(
    hindi_clerk: None, sales_desk: Desk, qtbot: QtBot, printed: list[tuple[DocumentKind, str]]
) -> None:
    desk = sales_desk
    registered(desk)
    sell(desk, qtbot, choose_tamil=True)
    # The next sale to someone else: the counter's language again, nothing carried over.
    choose(desk, qtbot)
    form = desk.window.page(BOOK).form
    assert form.customer.language.current() == i18n.HINDI
    # The same customer again: their phone brings Tamil back, on the form and their screen.
    form.customer.field("customer_phone").setFocus()
    QTest.keyClicks(form.customer.field("customer_phone"), PHONE)
    qtbot.waitUntil(lambda: form.customer.language.current() == languages.TAMIL)
    assert desk.customer_display.language == languages.TAMIL
    checkout = desk.controller(BOOK).checkout
    assert checkout is not None and checkout.customer_language == languages.TAMIL
    # The clerk may still choose another for this sale; a phone typed again does not undo it.
    press(key_of(languages.BENGALI), Qt.KeyboardModifier.AltModifier)
    form.customer.field("customer_phone").clear()
    QTest.keyClicks(form.customer.field("customer_phone"), PHONE)
    qtbot.wait(200)
    assert form.customer.language.current() == languages.BENGALI


def test_the_customers_language_comes_back_with_a_kept_draft(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk: Desk = make_desk()
    assert start_desk(desk, run, sales_sandbox)
    activate(desk, qtbot)
    choose(desk, qtbot)
    type_customer()
    press(key_of(languages.TAMIL), Qt.KeyboardModifier.AltModifier)
    assert desk.window.page(BOOK).form.customer.language.current() == languages.TAMIL

    def kept() -> str:
        stored = desk.services.journal.drafts.load()
        return "" if stored is None else stored.body["customer_language"]["chosen"]

    qtbot.waitUntil(lambda: kept() == languages.TAMIL)
    assert not desk.window.close()
    question = desk.controller(BOOK).close_question
    assert question is not None
    question.keep_button.click()

    again: Desk = make_desk()
    assert start_desk(again, run, sales_sandbox)
    offer = again.draft_offer
    assert offer is not None
    offer.keep_button.click()
    restored = again.window.page(BOOK).form.customer
    assert restored.edits["customer_name"].text() == CUSTOMER[0]
    assert restored.language.current() == languages.TAMIL
    assert again.customer_display.language == languages.TAMIL

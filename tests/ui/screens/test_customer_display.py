"""What the customer display shows through a sale: the trip, the names as typed, the amount, the
UPI QR of the exact amount, the change, then thank you, in the customer's language; never the
wallet, net prices, the agency's margin or ID numbers."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app import i18n
from app.books.queries import booking_money
from app.counter.papers.formatting import money_text
from app.domain.modules import Module
from app.domain.money import CURRENCY
from app.domain.tenders import CASH
from app.sandbox import EmbeddedSandbox
from app.ui.customer_display import CustomerDisplayWindow
from app.ui.desk import Desk
from app.ui.fonts import register_fonts
from app.ui.registry import BOOK
from tests.ui.conftest import SCREENSHOTS, screenshot
from tests.ui.helpers.sales import NO_FLAGS_TRIP, activate, choose, press, type_customer
from tests.ui.helpers.till import wait_for_result
from tests.ui.screens.test_upi_payment import AGENCY, VPA, decoded

PASSENGERS = ("Ravi Kumar, 34, M", "Meena Kumar, 31, F", "Arjun Kumar, 9, M")
NAMES = ("Ravi Kumar", "Meena Kumar", "Arjun Kumar")


def shown(window: CustomerDisplayWindow) -> str:
    """Every text the display's labels show now, a no-break space (between a currency and its
    amount) read as the space it shows."""
    return "\n".join(
        label.text() for label in window.findChildren(QLabel) if label.isVisibleTo(window)
    ).replace("\N{NO-BREAK SPACE}", " ")


def review_boat(desk: Desk, qtbot: QtBot) -> None:
    """A BOAT sale of three passengers, typed by quick lines, up to the review."""
    choose(desk, qtbot, NO_FLAGS_TRIP, Module.BOAT)
    book = desk.window.page(BOOK)
    type_customer()
    for line in PASSENGERS:
        book.form.people.quick_passenger.setFocus()
        book.form.people.quick_passenger.setText(line)
        press(Qt.Key.Key_Return)
    # The display is told of the sale a turn of the loop after the review page is shown.
    with qtbot.waitSignal(desk.controller(BOOK).sale_shown, timeout=15_000):
        press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert book.currentWidget() is book.review


def test_the_display_shows_the_sale_and_never_the_agencys_figures(
    sales_desk: Desk, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = sales_desk
    desk.connection.settings = replace(
        desk.connection.settings, upi_vpa=VPA, agency_name=AGENCY, customer_display=True
    )
    display = desk.customer_display.window
    desk.customer_display.show_idle()
    assert AGENCY in shown(display)
    texts = [shown(display)]

    review_boat(desk, qtbot)
    review = desk.window.page(BOOK).review
    price = desk.controller(BOOK).price
    assert price is not None
    now = shown(display)
    texts.append(now)
    assert NO_FLAGS_TRIP in now
    assert "Please check the names: " + ", ".join(NAMES) in now
    assert f"Total incl. GST: {money_text(price.total, CURRENCY)}" in now
    assert display.qr.isHidden()  # no UPI part yet

    panel = review.payment
    panel.upi_amount.setText("500")
    display.resize(1024, 600)  # the customer's screen (this test machine has one screen only)
    layout = display.layout()
    assert layout is not None
    layout.activate()
    [link] = decoded(display.qr)
    assert link == panel.upi_qr.link and "am=500.00&" in link
    # A split: the QR is for the UPI part, and the display says of how much.
    part, whole = money_text(Decimal("500.00"), CURRENCY), money_text(price.total, CURRENCY)
    assert f"UPI part: {part} of {whole}" in shown(display)
    assert f"Scan with any UPI app to pay {part} by UPI" in shown(display)
    screenshot(display, "customer_display_upi_part_1024x600")
    panel.upi_amount.setText(f"{price.total}")  # all of it by UPI: no part to explain
    assert "UPI part" not in shown(display)
    assert f"Scan with any UPI app to pay {whole} by UPI" in shown(display)
    panel.upi_amount.setText("500")
    panel.tendered.setFocus()
    panel.tendered.setText("")
    for key in "5000":
        press(getattr(Qt.Key, f"Key_{key}"))
    change = Decimal("5000.00") - (price.total - Decimal("500.00"))
    now = shown(display)
    texts.append(now)
    assert f"Your change: {money_text(change, CURRENCY)}" in now
    screenshot(display, "customer_display_1024x600")

    panel.upi_reference.setText("412345678901")
    panel.upi_received.setChecked(True)
    panel.tendered.setFocus()
    press(Qt.Key.Key_Return)
    wait_for_result(desk, qtbot)
    checkout = desk.controller(BOOK).state.checkout
    assert checkout is not None and checkout.result is not None
    # The privacy notice the display showed while the details were typed is kept with the sale.
    recorded = desk.services.journal.privacy.notice(checkout.result.request_id)
    assert recorded is not None
    assert recorded.version == desk.customer_display.notice().version
    now = shown(display)
    texts.append(now)
    assert "Thank you!" in now and f"Your change: {money_text(change, CURRENCY)}" in now
    # The change is the handover's (the till's record, as History's); the books took the cash
    # kept, not it: the two make what was tendered.
    books = booking_money(
        desk.services.journal.till, checkout.result.request_id, checkout.result.booking_ref
    )
    assert books is not None
    assert dict(books.paid)[CASH] + change == Decimal("5000.00")
    assert display.qr.isHidden()
    screenshot(display, "customer_display_thanks_1024x600")

    # What only the clerk may see: the wallet's debit and balance, the agency's margin.
    figures = review.figures
    secret = [figures.wallet.text(), figures.margin.text()]
    secret += ["wallet", "Wallet", "net", "Net", "commission", "Commission", "margin", "passport"]
    everything = "\n".join(texts)
    assert [word for word in secret if word and word in everything] == []

    desk.window.page(BOOK).result.new_sale_requested.emit()
    assert shown(display) == f"{AGENCY}\nWelcome"  # idle between sales
    screenshot(display, "customer_display_idle_1024x600")


def test_the_display_speaks_the_customers_language(sales_desk: Desk, qtbot: QtBot) -> None:
    desk = sales_desk
    register_fonts()  # as the app's start does: Hindi renders on a machine without the font
    desk.connection.settings = replace(
        desk.connection.settings,
        agency_name=AGENCY,
        customer_display=True,
        document_language=i18n.HINDI,
    )
    review_boat(desk, qtbot)
    now = shown(desk.customer_display.window)
    assert "कृपया नाम जाँच लें: " + ", ".join(NAMES) in now  # the names as typed
    assert "कुल, GST सहित:" in now  # named as the Hindi receipt names it
    assert i18n.language() == i18n.ENGLISH  # the clerk's screens stay in English
    desk.customer_display.window.resize(1024, 600)
    screenshot(desk.customer_display.window, "customer_display_hindi_1024x600")


def test_the_display_drops_the_upi_code_once_received_is_ticked(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    # Issue 79 item 2: the code stayed until the sale was confirmed, and a customer whose app
    # was slow could pay twice.
    desk = sales_desk
    desk.connection.settings = replace(
        desk.connection.settings, upi_vpa=VPA, agency_name=AGENCY, customer_display=True
    )
    display = desk.customer_display.window
    review_boat(desk, qtbot)
    panel = desk.window.page(BOOK).review.payment
    price = desk.controller(BOOK).price
    assert price is not None
    whole = money_text(price.total, CURRENCY)
    display.resize(800, 480)
    panel.upi_amount.setText(f"{price.total}")
    [link] = decoded(display.qr)
    assert f"Scan with any UPI app to pay {whole} by UPI" in shown(display)
    panel.upi_reference.setText("412345678901")
    panel.upi_received.setFocus()
    press(Qt.Key.Key_Space)  # the customer's app says paid: the clerk ticks Received
    assert panel.upi_received.isChecked()
    assert display.qr.isHidden() and "Scan" not in shown(display)
    assert panel.upi_qr.isHidden()  # nor the counter's code, which a customer may scan too
    assert f"Total incl. GST: {whole}" in shown(display)
    panel_800 = on_a_7_inch_panel(desk, qtbot, i18n.ENGLISH)
    assert panel_800.qr.isHidden()
    panel_800.grab().save(str(SCREENSHOTS / "customer_display_upi_received_800x480.png"))
    panel_800.close()
    activate(desk, qtbot)
    panel.upi_received.setFocus()
    press(Qt.Key.Key_Space)  # unticked: the code is asked for again
    [again] = decoded(display.qr)
    assert again == link


def on_a_7_inch_panel(desk: Desk, qtbot: QtBot, language: str) -> CustomerDisplayWindow:
    """What the desk's customer display shows now, drawn in ``language`` on a window placed as
    on an 800x480 panel (this test machine has one screen only)."""
    window = CustomerDisplayWindow()
    qtbot.addWidget(window)
    window.setGeometry(0, 0, 800, 480)
    window.show()
    window.show_view(desk.customer_display.view, language)
    qtbot.waitUntil(lambda: window.qr.drawn == window.qr.link)
    assert (window.width(), window.height()) == (800, 480)
    return window  # saved by its own grab: ``screenshot`` shows a window at a counter's size

"""Rebook from the Disruptions screen: the operator cancelled a party's departure; the clerk
picks another departure of the same trip, the party's credit (all they paid) against the new
price, and one receipt; the disruption is closed as rebooked and nothing stays owed."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.exceptions import TimeoutError as WaitedTooLong
from pytestqt.qtbot import QtBot

from app.counter.devices.printers import PrinterSettings
from app.domain.clock import service_today
from app.domain.disruption import Closed
from app.domain.money import ZERO
from app.figures import amount_text
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import DISRUPTIONS
from app.ui.widgets.reschedule_dialog import RescheduleDialog
from tests.counter.disrupted_sales import sold_then_cancelled
from tests.counter.printer_port import printer_port
from tests.ui.conftest import SCREEN_SIZES, over_window, screenshot, started_desk
from tests.ui.helpers.clicks import clerk_click
from tests.ui.helpers.clipping import clipped_labels, cut_off, elided_cells, scrolled_out
from tests.ui.helpers.disrupted import at_till
from tests.ui.helpers.sales import focused, press, type_text

# A time of day as the screens write it.
CLOCK = re.compile(r"\b[0-9]{2}:[0-9]{2}\b")

CLICK = Qt.MouseButton.LeftButton
NO_MODIFIER = Qt.KeyboardModifier.NoModifier
DAY = service_today() + dt.timedelta(days=3)
NEXT_DAY = DAY + dt.timedelta(days=1)
TWO = ("Asha Rao", "Ravi Kumar")
FOUR = (*TWO, "Meera Nair", "Arjun Rao")


def disrupted(
    make_desk: Any,
    run: Any,
    sandbox: EmbeddedSandbox,
    party: tuple[str, ...] = TWO,
    *,
    registered: bool = False,
) -> tuple[Desk, str]:
    """A desk whose ``party`` on the harbour cruise the operator cancelled, found by the
    watcher; the party's booking (``registered``: the agency is GST-registered, the sale has
    its tax invoice)."""
    desk = started_desk(make_desk, run, sandbox)
    if registered:
        desk.connection.settings = replace(
            desk.connection.settings,
            agency_name="Backwater Trails",
            agency_address="14 MG Road, Kochi 682011",
            agency_gstin="32AAACB1234F1ZI",
            agency_state_code="32",
        )
    registration = desk.connection.settings.registration if registered else None
    ref = at_till(
        sold_then_cancelled, desk, run, sandbox, party, day=DAY, registration=registration
    )
    desk.watch.count()
    return desk, ref


def test_a_party_rebooked_from_disruptions_on_one_receipt(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk, ref = disrupted(make_desk, run, own_sandbox)
    disruption = desk.services.journal.disruptions.find(ref)
    assert disruption is not None and disruption.request_id is not None
    due = desk.services.journal.till.refund_due(disruption.request_id)
    assert due is not None and due.amount > 0
    window = desk.window
    window.show_screen(DISRUPTIONS)
    screen = window.page(DISRUPTIONS)
    qtbot.waitUntil(lambda: screen.current() == ref)
    QTest.mouseClick(screen.rebook_button, CLICK)
    qtbot.waitUntil(lambda: screen.findChild(RescheduleDialog) is not None)
    dialog = screen.findChild(RescheduleDialog)
    assert dialog is not None and ref in dialog.windowTitle()
    qtbot.waitUntil(dialog.isVisible)
    dialog.day_edit.setDate(QDate(NEXT_DAY.year, NEXT_DAY.month, NEXT_DAY.day))
    QTest.mouseClick(dialog.find_button, CLICK)
    qtbot.waitUntil(dialog.picker.choose_button.isEnabled, timeout=30_000)
    clerk_click(dialog.picker.choose_button)
    qtbot.waitUntil(dialog.confirm_button.isEnabled, timeout=30_000)
    text = dialog.comparison.text()
    assert f"Given up: booking {ref}" in text and "cancellation charge" not in text
    # Each boat's line names its departure time once: its product line holds it already.
    trips = [row for row in text.split("<tr") if "MV " in row]
    assert len(trips) == 2 and [len(CLOCK.findall(row)) for row in trips] == [1, 1], trips
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        over_window(window, dialog, f"rebook_quote_{width}x{height}")
        cut = scrolled_out(dialog) + elided_cells(dialog) + cut_off(dialog)
        assert cut == [], (width, height)  # every fare of the departures whole
        assert dialog.width() <= width and dialog.height() <= height, dialog.size()

    payment = dialog.payment
    if payment.isVisible():
        assert payment.payment() is not None  # exact cash for the difference
    QTest.mouseClick(dialog.confirm_button, CLICK)
    qtbot.waitUntil(dialog.receipt.isVisible, timeout=15_000)
    assert dialog.state.text().startswith(f"Booking {ref} was exchanged for ")
    assert f"Credit from booking {ref} (cancelled)" in dialog.receipt.toPlainText()
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        over_window(window, dialog, f"rebook_receipt_{width}x{height}")

    closed = desk.services.journal.disruptions.find(ref)
    assert closed is not None and closed.closed_how is Closed.REBOOKED
    plan = next(
        p
        for row in desk.services.journal.history.rows()
        if (p := desk.services.journal.exchanges.exchange_of(row.booking_ref)) is not None
    )
    assert plan.cancel_request_id == disruption.request_id and plan.credit == due.amount
    new_sale = desk.services.journal.till.sale(plan.sale_request_id)
    assert new_sale is not None and new_sale.receipt_no
    assert new_sale.payment.paid == max(new_sale.price.total - due.amount, 0)
    # Nothing owed for the old booking unless the new one cost less (then given back at once).
    assert [o for o in desk.services.journal.till.refunds_owed() if o.due.booking_ref == ref] == []
    qtbot.waitUntil(lambda: screen.model.rowCount() == 0)


def test_a_registered_agencys_rebook_gives_the_credit_note_with_the_new_invoice(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk, ref = disrupted(make_desk, run, own_sandbox, registered=True)
    tax, till = desk.services.journal.tax, desk.services.journal.till
    old = till.sale_of(ref)
    assert old is not None
    old_invoice = tax.invoice_of(old.request_id)
    assert old_invoice is not None and old_invoice.totals.total == old.price.total
    disruption = desk.services.journal.disruptions.find(ref)
    assert disruption is not None and disruption.request_id is not None
    due = till.refund_due(disruption.request_id)
    # The operator cancelled: all the party paid is owed (the service charge too).
    assert due is not None and due.amount == old.price.total
    assert tax.credit_notes_of(old.request_id) == []  # none before the rebook

    window = desk.window
    window.show_screen(DISRUPTIONS)
    screen = window.page(DISRUPTIONS)
    qtbot.waitUntil(lambda: screen.current() == ref)
    # The money is said owed until given, and where: Lookup's refund asks the address the
    # consumer's credit note names (a refund from the list alone is refused).
    assert screen.owed.isVisible() and screen.owed.text() == (
        f"INR {amount_text(due.amount)} stays owed to Asha Rao until Refund records it on"
        " Lookup with their address, which their credit note names."
    )
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        screenshot(window, f"disruption_owed_address_{width}x{height}")
        assert clipped_labels(screen) == [], (width, height)
    QTest.mouseClick(screen.rebook_button, CLICK)
    qtbot.waitUntil(lambda: screen.findChild(RescheduleDialog) is not None)
    dialog = screen.findChild(RescheduleDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.day_edit.setDate(QDate(NEXT_DAY.year, NEXT_DAY.month, NEXT_DAY.day))
    QTest.mouseClick(dialog.find_button, CLICK)
    qtbot.waitUntil(dialog.picker.choose_button.isEnabled, timeout=30_000)
    clerk_click(dialog.picker.choose_button)
    qtbot.waitUntil(dialog.confirm_button.isEnabled, timeout=30_000)
    if dialog.payment.isVisible():
        assert dialog.payment.payment() is not None  # exact cash for the difference
    # The party's consumer gave no address: the credit note of their credit must name it.
    assert dialog.address_problem.text() == "A credit note to a consumer names their address."
    assert dialog.address.isVisible() and dialog.address.hasFocus()
    QTest.keyClicks(dialog.address, "7 Marine Hill, Port Blair 744101")
    with printer_port(expected=2) as (port, received):
        printers = PrinterSettings(receipt=f"tcp://127.0.0.1:{port}")
        desk.connection.settings = replace(desk.connection.settings, printers=printers)
        QTest.mouseClick(dialog.confirm_button, CLICK)
        qtbot.waitUntil(dialog.receipt.isVisible, timeout=15_000)
        qtbot.waitUntil(lambda: dialog.paper_state.text() != "", timeout=15_000)
        jobs = received()

    [plan] = [
        p
        for row in desk.services.journal.history.rows()
        if (p := desk.services.journal.exchanges.exchange_of(row.booking_ref)) is not None
    ]
    assert plan.old_booking_ref == ref and plan.credit == due.amount
    new_sale = till.sale(plan.sale_request_id)
    assert new_sale is not None and new_sale.receipt_no
    # The new tax invoice: the new sale's whole price, numbered as its receipt.
    invoice = tax.invoice_of(plan.sale_request_id)
    assert invoice is not None and invoice.doc_no == new_sale.receipt_no
    assert invoice.totals.total == new_sale.price.total
    # The credit note: the whole credit, against the old booking's invoice, tied to the
    # operator's cancellation the rebook replaced.
    [note] = tax.credit_notes_of(old.request_id)
    assert note.totals.total == plan.credit == old.price.total
    assert note.refund_request_id == plan.cancel_request_id == disruption.request_id
    assert note.doc_no != old_invoice.doc_no != invoice.doc_no
    assert note.basis.buyer.address == "7 Marine Hill, Port Blair 744101"
    # The difference: paid when the new trip costs more, else given back at the till.
    back = sum((r.amount for r in till.refunds_of(ref)), ZERO)
    assert new_sale.payment.paid == max(new_sale.price.total - plan.credit, ZERO)
    assert back == max(plan.credit - new_sale.price.total, ZERO)
    # Offered together: the one document the dialog shows and prints holds both.
    shown = dialog.receipt.toPlainText()
    assert invoice.doc_no in shown and note.doc_no in shown
    assert "CREDIT NOTE" in shown.upper() and old_invoice.doc_no in shown
    assert shown.index(invoice.doc_no) < shown.index(note.doc_no)
    # Printed at once on the receipt printer, as a sale's receipt is: the invoice, then the note.
    assert dialog.paper_state.text() == f"Printed: {invoice.doc_no}, {note.doc_no}."
    [invoice_job, note_job] = jobs
    assert invoice.doc_no.encode() in invoice_job and note.doc_no.encode() in note_job
    closed = desk.services.journal.disruptions.find(ref)
    assert closed is not None and closed.closed_how is Closed.REBOOKED
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        over_window(window, dialog, f"rebook_registered_{width}x{height}")


class Keys:
    """The clerk's keyboard, counting keystroke groups: a run of typing or one shortcut is one
    group (a repeated navigation key would count once)."""

    def __init__(self) -> None:
        self.groups = 0

    def press(self, key: Qt.Key, modifier: Qt.KeyboardModifier = NO_MODIFIER) -> None:
        self.groups += 1
        press(key, modifier)

    def type(self, text: str) -> None:
        self.groups += 1
        type_text(text)


def test_a_party_is_rebooked_by_keyboard_in_at_most_eight_keystroke_groups(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk, ref = disrupted(make_desk, run, own_sandbox, FOUR)
    window = desk.window
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    keys = Keys()

    keys.press(Qt.Key.Key_8, Qt.KeyboardModifier.ControlModifier)  # the Disruptions screen
    screen = window.page(DISRUPTIONS)
    qtbot.waitUntil(lambda: screen.current() == ref)
    keys.press(Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)  # Rebook…
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), RescheduleDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, RescheduleDialog)
    # The clerk types once the dialog has the keyboard: on a busy machine the window system
    # hands it over a moment after the dialog shows.
    qtbot.waitUntil(lambda: dialog.isAncestorOf(focused()))
    keys.press(Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)  # New day
    # The field opens on the booking's day: its day is typed, its month (a name, no section to
    # type in) stepped with Page Up when the next day is in the next month.
    keys.type(f"{NEXT_DAY:%d}")
    if NEXT_DAY.month != DAY.month:
        keys.press(Qt.Key.Key_PageUp)
    keys.press(Qt.Key.Key_Return)  # find the departures of that day
    try:
        qtbot.waitUntil(dialog.picker.choose_button.isEnabled, timeout=30_000)
    except WaitedTooLong as late:
        said = (dialog.day_edit.date().toPython(), dialog.picker.state_label.text())
        raise AssertionError(f"no departure to choose: the day and the picker say {said}") from late
    keys.press(Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)  # price this one
    qtbot.waitUntil(dialog.confirm_button.isEnabled, timeout=30_000)
    keys.press(Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)  # confirm the change
    qtbot.waitUntil(dialog.receipt.isVisible, timeout=15_000)

    # Seven groups, eight as the month turns: a party of four types no more than two.
    assert keys.groups <= 8, keys.groups
    assert dialog.state.text().startswith(f"Booking {ref} was exchanged for ")
    closed = desk.services.journal.disruptions.find(ref)
    assert closed is not None and closed.closed_how is Closed.REBOOKED
    plan = next(
        p
        for row in desk.services.journal.history.rows()
        if (p := desk.services.journal.exchanges.exchange_of(row.booking_ref)) is not None
    )
    sale = desk.services.journal.till.sale(plan.sale_request_id)
    assert sale is not None and sale.booking_ref is not None
    new = desk.services.journal.history.find(sale.booking_ref)
    assert new is not None and new.travel_date == NEXT_DAY and new.qty == 4
    assert list(new.passengers) == list(FOUR)  # the whole party, carried over

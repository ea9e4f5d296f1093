"""Change the day from Lookup: a new slot picked, the old booking's cancellation beside the new
price, the difference paid, and one receipt (with the credit note and the new invoice when the
agency is GST-registered, a consumer's address asked for the note), printed on the receipt
printer at once, and saved as PDF."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx
from PySide6.QtCore import QDate, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.api import ActivityAvailability, PartnerClient
from app.booking.checkout import Asks, BelowCost, Checkout, CheckoutResult, Counter
from app.booking.choice import Choice
from app.counter.devices.printers import PrinterSettings
from app.counter.services.till_sale import sale_terms
from app.domain.gst import Scheme
from app.domain.modules import Module
from app.domain.money import money
from app.domain.payment import Payment
from app.domain.tenders import CASH
from app.figures import amount_text
from app.journal.exchanges import ExchangePlan
from app.journal.till import Shift
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import LOOKUP
from app.ui.style import Tone
from app.ui.widgets.reschedule_dialog import RescheduleDialog
from tests.booking.exchange_sales import RefuseConfirm
from tests.counter.printer_port import printer_port
from tests.sandbox.helpers import SCUBA
from tests.ui.conftest import SCREEN_SIZES, over_window, start_desk
from tests.ui.helpers.after_sale import DAY, look_up
from tests.ui.helpers.clicks import clerk_click
from tests.ui.helpers.clipping import clipped_labels, cut_off, elided_cells, scrolled_out
from tests.ui.helpers.sales import mnemonics, patch_file_dialog, press

CLICK = Qt.MouseButton.LeftButton
ASKED = "A credit note to a consumer names their address."
LARGE = "A consumer's tax invoice of 50,000 or more taxable value names their address."
ADDRESS = "7 Marine Hill, Port Blair 744101"
# The first Saturday after the weekday sold: the weekend fare, dearer.
SATURDAY = DAY + dt.timedelta(days=(5 - DAY.weekday()) % 7 or 7)


async def sold(desk: Desk, client: PartnerClient, slot: int = 0, seats: int = 2) -> CheckoutResult:
    """Two (``seats``) Scuba seats on DAY's morning (``slot``-th) dive sold at the desk's
    counter and paid in cash."""

    async def shift() -> Shift | None:
        return desk.services.journal.till.open_shift_of(desk.connection.settings.counter_code)

    async def approve(_below: BelowCost) -> bool:
        return False

    counter = Counter(
        lambda: client, desk.services.journal, lambda: sale_terms(desk.connection.settings)
    )
    activities = await client.content(Module.ACTIVITY)
    slots = await client.search_availability(Module.ACTIVITY, DAY, SCUBA)
    item = next(a for a in activities.data if a.activity_id == SCUBA)
    choice = Choice.of_activity(item, slots.data[slot])
    checkout = Checkout.new(choice, counter, Asks(shift, approve))
    checkout.flow.set_customer(name="Kavya Iyer", email="kavya@example.in", phone="9876543210")
    checkout.flow.set_qty(seats)
    total = (await checkout.review()).price.total
    checkout.pay(Payment((CASH.paid(total, tendered=money(total + 500 - total % 500)),)))
    result = await checkout.confirm()
    assert result is not None
    return result


def change_the_day(
    desk: Desk, qtbot: QtBot, booking_ref: str, day: dt.date = SATURDAY
) -> RescheduleDialog:
    """Look the booking up, press Change the day (Alt+Y), pick the Saturday's (``day``'s) first
    slot."""
    return pick_the_day(open_change_the_day(desk, qtbot, booking_ref), qtbot, day)


def open_change_the_day(desk: Desk, qtbot: QtBot, booking_ref: str) -> RescheduleDialog:
    """Look the booking up and press Change the day (Alt+Y)."""
    screen = look_up(desk, qtbot, booking_ref)
    assert screen.change_day_button.isVisible() and screen.change_day_button.isEnabled()
    press(Qt.Key.Key_Y, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: screen.findChild(RescheduleDialog) is not None)
    dialog = screen.findChild(RescheduleDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def pick_the_day(
    dialog: RescheduleDialog, qtbot: QtBot, day: dt.date, wait: bool = True
) -> RescheduleDialog:
    """Type ``day`` in the dialog, press Find and choose its first slot (``wait``: until it is
    priced)."""
    dialog.day_edit.setDate(QDate(day.year, day.month, day.day))
    QTest.mouseClick(dialog.find_button, CLICK)
    qtbot.waitUntil(lambda: dialog.picker.choose_button.isEnabled(), timeout=10_000)
    clerk_click(dialog.picker.choose_button)
    if wait:
        qtbot.waitUntil(dialog.confirm_button.isEnabled, timeout=10_000)
    return dialog


def pictures(desk: Desk, dialog: RescheduleDialog, name: str) -> None:
    """The dialog over the window at both counter screens, nothing of its figures, labels or
    amounts cut off."""
    for width, height in SCREEN_SIZES:
        desk.window.resize(width, height)
        over_window(desk.window, dialog, f"{name}_{width}x{height}")
        assert clipped_labels(dialog) == [] and cut_off(dialog) == [], (width, height)
        assert scrolled_out(dialog) == [] and elided_cells(dialog) == [], (width, height)
        # The dialog on the screen whole (Qt grows it to its least size past any screen).
        assert dialog.width() <= width and dialog.height() <= height, dialog.size()


def use_receipt_printer(desk: Desk, port: int) -> None:
    """Settings name the printer listening on ``port`` as the receipt printer."""
    printers = PrinterSettings(receipt=f"tcp://127.0.0.1:{port}")
    desk.connection.settings = replace(desk.connection.settings, printers=printers)


def printed(dialog: RescheduleDialog, qtbot: QtBot) -> str:
    """What the dialog says of the documents' printing, once it is said."""
    qtbot.waitUntil(lambda: dialog.paper_state.text() != "", timeout=15_000)
    return dialog.paper_state.text()


def test_a_reschedule_through_lookup_pays_the_difference_on_one_receipt(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    old = run(sold(counter, agency))
    dialog = change_the_day(counter, qtbot, old.booking_ref)
    text = dialog.comparison.text()
    assert f"Given up: booking {old.booking_ref}" in text
    assert "Customer's credit from it" in text and "The customer pays" in text
    assert dialog.payment.isVisible()
    letters = [letter for letter, _widget in mnemonics(dialog)]
    assert letters and len(letters) == len(set(letters)), letters  # each Alt+letter once
    pictures(counter, dialog, "reschedule_quote")

    with printer_port() as (port, received):
        use_receipt_printer(counter, port)
        QTest.mouseClick(dialog.confirm_button, CLICK)
        qtbot.waitUntil(dialog.receipt.isVisible, timeout=15_000)
        said = printed(dialog, qtbot)
        [job] = received()
    state = dialog.state.text()
    assert state.startswith(f"Booking {old.booking_ref} was exchanged for ")
    receipt = dialog.receipt.toPlainText()
    assert f"Credit from booking {old.booking_ref} (cancelled)" in receipt
    [plan] = [p for p in plans(counter) if p.old_booking_ref == old.booking_ref]
    assert plan.closed_at is not None
    new_sale = counter.services.journal.till.sale(plan.sale_request_id)
    assert new_sale is not None and new_sale.receipt_no
    assert new_sale.receipt_no in state
    paid = new_sale.price.total - plan.credit
    assert new_sale.payment.paid == paid > 0
    assert f"-{amount_text(plan.credit)}" in receipt
    # The one receipt printed at once, as a sale's is.
    assert said == f"Printed: {new_sale.receipt_no}."
    assert new_sale.receipt_no.encode() in job and b"CREDIT NOTE" not in job.upper()
    assert dialog.print_button.isVisible() and dialog.pdf_button.isVisible()
    pictures(counter, dialog, "reschedule_receipt")
    # Lookup of the old reference names the booking that replaced it.
    new_ref = counter.services.journal.exchanges.exchanged_for(old.booking_ref)
    assert new_ref is not None and new_ref != old.booking_ref
    lookup = counter.window.page(LOOKUP)  # shown again on the old booking after the exchange
    lookup.open_ref(old.booking_ref)
    qtbot.waitUntil(lambda: f"Exchanged for booking {new_ref}." in lookup.card.counter_label.text())


def test_after_an_exchange_the_slot_table_shows_the_slot_the_customer_holds(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    old = run(sold(counter, agency))
    dialog = change_the_day(counter, qtbot, old.booking_ref)  # the first bookable slot priced
    priced = dialog.picker.current_row()
    assert isinstance(priced, ActivityAvailability)
    # The clerk looks at the next slot before confirming, without pricing it.
    dialog.picker.table.setFocus()
    QTest.keyClick(dialog.picker.table, Qt.Key.Key_Down)
    assert dialog.picker.current_row() != priced
    QTest.mouseClick(dialog.confirm_button, CLICK)
    qtbot.waitUntil(lambda: " was exchanged for " in dialog.state.text(), timeout=15_000)
    new_ref = counter.services.journal.exchanges.exchanged_for(old.booking_ref)
    assert new_ref is not None
    status = run(agency.booking_status(new_ref, Module.ACTIVITY))
    # The table highlights the slot booked, the one the comparison priced, not the one looked at.
    held = dialog.picker.current_row()
    assert isinstance(held, ActivityAvailability)
    assert held.slot.label == status.data.metadata.slot_label == priced.slot.label
    assert held.availability_id == priced.availability_id


def plans(desk: Desk) -> list[ExchangePlan]:
    """The exchanges of the bookings the desk sold."""
    rows = desk.services.journal.history.rows()
    return [
        p for row in rows if (p := desk.services.journal.exchanges.exchange_of(row.booking_ref))
    ]


def test_a_registered_agency_prints_the_credit_note_with_the_new_invoice(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    counter.connection.settings = replace(
        counter.connection.settings,
        agency_name="Backwater Trails",
        agency_address="14 MG Road, Kochi 682011",
        agency_gstin="32AAACB1234F1ZI",
        agency_state_code="32",
    )
    old = run(sold(counter, agency))
    dialog = change_the_day(counter, qtbot, old.booking_ref)
    # Kavya gave no address: the credit note of her credit must name it (rule 53 (1A) (f)).
    assert dialog.address.isVisible() and dialog.address_problem.text() == ASKED
    assert dialog.address.hasFocus()  # the field the confirm waits for has the keys
    QTest.keyClicks(dialog.payment.tendered, "20000")
    QTest.mouseClick(dialog.confirm_button, CLICK)  # no address typed
    qtbot.waitUntil(lambda: dialog.address_problem.property("tone") == Tone.ERROR)
    assert dialog.address_problem.text() == ASKED and dialog.address.hasFocus()
    assert [p for p in plans(counter) if p.old_booking_ref == old.booking_ref] == []
    assert (
        counter.services.journal.tax.refund_documents_of(old.request_id) == []
    )  # nothing sent or issued
    assert dialog.payment.tendered.text() == "20000"  # nothing typed is lost
    assert dialog.confirm_button.isEnabled() and not dialog.receipt.isVisible()
    pictures(counter, dialog, "reschedule_address_asked")
    QTest.keyClicks(dialog.address, ADDRESS)
    with printer_port(expected=2) as (port, received):
        use_receipt_printer(counter, port)
        QTest.keyClick(dialog.address, Qt.Key.Key_Return)  # Enter in the address goes on
        assert dialog.confirm_button.isEnabled() and dialog.state.text() == ""
        QTest.keyClick(dialog.payment.tendered, Qt.Key.Key_Return)  # the cash given pays
        qtbot.waitUntil(dialog.receipt.isVisible, timeout=15_000)
        said = printed(dialog, qtbot)
        jobs = received()
    [plan] = [p for p in plans(counter) if p.old_booking_ref == old.booking_ref]
    invoice = counter.services.journal.tax.invoice_of(plan.sale_request_id)
    [note] = counter.services.journal.tax.refund_documents_of(old.request_id)
    assert invoice is not None and note.totals.total == plan.credit
    assert note.basis.buyer.address == invoice.basis.buyer.address == ADDRESS
    shown = dialog.receipt.toPlainText()
    assert invoice.doc_no in shown and note.doc_no in shown
    assert shown.count(ADDRESS) == 2 and not dialog.address.isVisible()  # on both documents
    assert "Refund Slip" in shown or "REFUND SLIP" in shown.upper()
    assert Decimal(0) < plan.credit
    # Both printed together on the receipt printer: the new invoice, then the credit note.
    assert said == f"Printed: {invoice.doc_no}, {note.doc_no}."
    [invoice_job, note_job] = jobs
    assert invoice.doc_no.encode() in invoice_job and b"CREDIT NOTE" not in invoice_job.upper()
    assert note.doc_no.encode() in note_job and b"REFUND SLIP" in note_job.upper()
    assert ADDRESS.encode() in note_job
    pictures(counter, dialog, "reschedule_registered")


def test_a_move_onto_a_consumer_invoice_of_50000_asks_the_address_once_for_both(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    # Nine late-morning seats (under 50,000 taxable at the tour operator's 5 % on the whole)
    # moved to Sunday's dearer morning dive (Saturday's seats go to the other tests): the new
    # invoice reaches 50,000 (rule 46 (e)).
    counter.connection.settings = replace(
        counter.connection.settings,
        agency_name="Island Trails",
        agency_address="Aberdeen Bazaar, Port Blair 744101",
        agency_gstin="35AAACI1234F1Z5",
        agency_state_code="35",
        gst_schemes={Module.ACTIVITY: Scheme.TOUR_OPERATOR},
    )
    old = run(sold(counter, agency, slot=1, seats=9))
    dialog = change_the_day(counter, qtbot, old.booking_ref, SATURDAY + dt.timedelta(days=1))
    assert dialog.address.isVisible() and dialog.address.hasFocus()
    assert dialog.address_problem.text() == LARGE  # the quote asks; it used to stop here
    QTest.mouseClick(dialog.confirm_button, CLICK)  # no address typed
    qtbot.waitUntil(lambda: dialog.address_problem.property("tone") == Tone.ERROR)
    assert dialog.address_problem.text() == LARGE and dialog.address.hasFocus()
    assert [p for p in plans(counter) if p.old_booking_ref == old.booking_ref] == []
    assert dialog.confirm_button.isEnabled() and not dialog.receipt.isVisible()
    pictures(counter, dialog, "reschedule_large_address_asked")
    QTest.keyClicks(dialog.address, ADDRESS)
    with printer_port(expected=2) as (port, received):
        use_receipt_printer(counter, port)
        QTest.mouseClick(dialog.confirm_button, CLICK)
        qtbot.waitUntil(dialog.receipt.isVisible, timeout=15_000)
        printed(dialog, qtbot)
        [invoice_job, note_job] = received()
    [plan] = [p for p in plans(counter) if p.old_booking_ref == old.booking_ref]
    invoice = counter.services.journal.tax.invoice_of(plan.sale_request_id)
    [note] = counter.services.journal.tax.refund_documents_of(old.request_id)
    assert invoice is not None and invoice.totals.taxable >= Decimal(50000)
    # One address typed, named by both documents, on screen and on paper.
    assert invoice.basis.buyer.address == note.basis.buyer.address == ADDRESS
    assert dialog.receipt.toPlainText().count(ADDRESS) == 2
    assert ADDRESS.encode() in invoice_job and ADDRESS.encode() in note_job


def test_the_exchanges_documents_are_printed_again_and_saved_as_pdf(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    old = run(sold(counter, agency))
    dialog = change_the_day(counter, qtbot, old.booking_ref)
    QTest.mouseClick(dialog.confirm_button, CLICK)
    qtbot.waitUntil(dialog.receipt.isVisible, timeout=15_000)
    assert dialog.paper_state.text() == ""  # no receipt printer set: nothing printed
    [plan] = [p for p in plans(counter) if p.old_booking_ref == old.booking_ref]
    new_sale = counter.services.journal.till.sale(plan.sale_request_id)
    assert new_sale is not None and new_sale.receipt_no

    with printer_port() as (port, received):
        use_receipt_printer(counter, port)
        QTest.mouseClick(dialog.print_button, CLICK)
        said = printed(dialog, qtbot)
        [job] = received()
    assert said == f"Printed: {new_sale.receipt_no}." and new_sale.receipt_no.encode() in job
    letters = [letter for letter, _widget in mnemonics(dialog)]
    assert {"P", "S"} <= set(letters) and len(letters) == len(set(letters)), letters

    path = tmp_path / "exchange.pdf"
    asked = patch_file_dialog(monkeypatch, "getSaveFileName", path)
    dialog.paper_state.clear()
    QTest.mouseClick(dialog.pdf_button, CLICK)
    assert printed(dialog, qtbot) == f"Saved to {path}."
    assert path.read_bytes().startswith(b"%PDF")
    [proposed] = asked
    assert proposed.endswith(f"receipt-{new_sale.booking_ref}.pdf")


def test_a_failed_cancellation_tells_the_clerk_what_is_still_held_and_retries(
    make_desk: Any, agency: PartnerClient, counter_sandbox: EmbeddedSandbox, qtbot: QtBot, run: Any
) -> None:
    transport = RefuseConfirm()  # the old booking's cancellation never reaches the service
    desk: Desk = make_desk(http=httpx.AsyncClient(transport=transport))
    assert start_desk(desk, run, counter_sandbox)
    old = run(sold(desk, agency))
    dialog = change_the_day(desk, qtbot, old.booking_ref)
    QTest.mouseClick(dialog.confirm_button, CLICK)
    qtbot.waitUntil(dialog.retry_button.isVisible, timeout=30_000)
    assert transport.refused
    [plan] = [p for p in plans(desk) if p.old_booking_ref == old.booking_ref]
    new_sale = desk.services.journal.till.sale(plan.sale_request_id)
    assert new_sale is not None and new_sale.booking_ref and plan.closed_at is None
    # The clerk reads that the new booking is made and the old one still held, and how to retry.
    said = dialog.state.text()
    assert old.booking_ref in said and new_sale.booking_ref in said, said
    assert "still held (the whole booking)" in said and "Retry the cancellation" in said, said
    assert dialog.retry_button.text() == "Retr&y the cancellation"
    assert dialog.retry_button.hasFocus() and not dialog.confirm_button.isEnabled()
    pictures(desk, dialog, "reschedule_held")

    transport.refusing = False
    press(Qt.Key.Key_Y, Qt.KeyboardModifier.AltModifier)  # the retry key
    qtbot.waitUntil(lambda: dialog.state.text().startswith("Booking "), timeout=30_000)
    qtbot.waitUntil(lambda: not dialog.retry_button.isVisible(), timeout=30_000)
    assert dialog.state.text().startswith(f"Booking {old.booking_ref} was exchanged for ")
    [plan] = [p for p in plans(desk) if p.old_booking_ref == old.booking_ref]
    assert plan.closed_at is not None

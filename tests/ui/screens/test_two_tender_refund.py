"""A registered agency's sale paid partly by UPI and the rest in cash, cancelled on Lookup: the
shift report says what is owed by each tender until it is paid, and the refund paid back by both
tenders, one after the other, gives one credit note naming both; every figure of the drawer tab
and of the Z report's question is the books' query for it."""

from __future__ import annotations

import datetime as dt
from contextlib import closing
from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from app.books.queries import BookQueries
from app.counter.papers.formatting import money_text
from app.domain.money import CURRENCY, money
from app.domain.tenders import CASH, UPI, TenderKind
from app.journal.gst_export import exported_documents
from app.journal.schema import connect_read_only
from app.journal.store import DATABASE_NAME
from app.reports.drawer import z_figures
from app.ui.desk import Desk
from app.ui.registry import LOOKUP, SHIFT
from app.ui.screens.lookup import LookupScreen
from app.ui.widgets.customer_refund import CustomerRefundPanel
from app.ui.widgets.shift_drawer import ShiftDrawer
from tests.ui.conftest import CLERK, screenshot
from tests.ui.helpers.after_sale import confirm, quote
from tests.ui.helpers.clicks import clerk_click
from tests.ui.helpers.clipping import clipped_labels, out_of_view
from tests.ui.helpers.drawer import answer_close
from tests.ui.helpers.sales import activate, press
from tests.ui.helpers.till import review_activity, wait_for_result
from tests.ui.screens.test_document_copies import registered
from tests.ui.screens.test_refund_quote import open_sale

# The consumer's, on the credit note the registered agency issues for the refund.
ADDRESS = "7 Marine Hill, Port Blair 744101"


def sold_and_cancelled(
    desk: Desk, qtbot: QtBot, *, mail: bool = False
) -> tuple[LookupScreen, dict[TenderKind, Decimal]]:
    """The sale (UPI an odd part, cash the rest; ``mail``: the customer wants e-mail) cancelled
    whole on Lookup, nothing given back yet: Lookup, and the refund owed by tender as the quote
    split it."""
    registered(desk)
    review, price = review_activity(desk, qtbot, mail=mail)
    panel = review.payment
    panel.upi_amount.setText(f"{money(price.total * Decimal('0.37')) + Decimal('0.01')}")
    panel.upi_reference.setText("412345678901")
    panel.upi_received.setChecked(True)
    panel.tendered.setFocus()
    press(Qt.Key.Key_Return)
    wait_for_result(desk, qtbot)
    screen = open_sale(desk, qtbot)
    [whole] = quote(screen, qtbot)
    assert whole.customer is not None
    confirm(screen, qtbot, 0)
    refund = screen.customer_refund
    qtbot.waitUntil(lambda: refund.isVisible() and refund.record_button.isEnabled())
    return screen, dict(whole.customer.by)


def owed_shown(panel: ShiftDrawer) -> str | None:
    """What the drawer says is owed by each tender (None: no such line shows)."""
    return panel.owed_by.text() if panel.owed_by.isVisibleTo(panel) else None


def give_address(refund: CustomerRefundPanel) -> None:
    """The consumer's address, which the registered agency's credit note names, typed where the
    panel asks for it before the first payment."""
    assert refund.address.isVisible() and refund.address_problem.text()
    QTest.keyClicks(refund.address, ADDRESS)


def test_the_shift_report_says_what_each_tender_owes_until_it_is_paid(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    screen, owed = sold_and_cancelled(desk, qtbot)
    assert set(owed) == {CASH, UPI} and owed[CASH] % 1 == 0

    desk.window.show_screen(SHIFT)
    shift = desk.window.page(SHIFT)
    activate(desk, qtbot)
    shift.day_edit.setFocus()
    press(Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)  # the Drawer tab
    panel = shift.drawer
    qtbot.waitUntil(panel.isVisible)
    panel.x_button.click()
    cash, upi = money_text(owed[CASH]), money_text(owed[UPI])
    assert owed_shown(panel) == f"Cash {cash} + UPI {upi}"
    assert panel.figures["refunds_owed"].text() == money_text(owed[CASH] + owed[UPI])
    for width, height in ((1366, 768), (1280, 720)):
        desk.window.resize(width, height)
        screenshot(desk.window, f"shift_report_owed_by_tender_{width}x{height}")
        (area,) = (a for a in shift.findChildren(QScrollArea) if a.widget() is panel)
        seen = [panel.owed_by, panel.z_button, panel.state]
        assert [w.objectName() for w in seen if out_of_view(area, w)] == [], (width, height)
        assert clipped_labels(panel) == [], (width, height)

    # The cash given back: only UPI is still owed.
    desk.window.show_screen(LOOKUP)
    refund = screen.customer_refund
    assert refund.paid_by() is CASH
    give_address(refund)
    clerk_click(refund.record_button)
    qtbot.waitUntil(lambda: refund.state.text().startswith("Recorded"), timeout=15_000)
    desk.window.show_screen(SHIFT)
    panel.x_button.click()
    assert owed_shown(panel) == f"UPI {upi}"


def test_the_drawer_tab_and_the_z_show_each_tender_s_money_as_the_books_say(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    screen, owed = sold_and_cancelled(desk, qtbot)
    refund = screen.customer_refund
    give_address(refund)
    clerk_click(refund.record_button)  # the cash part given back; the UPI part still owed
    qtbot.waitUntil(lambda: refund.state.text().startswith("Recorded"), timeout=15_000)
    till = desk.services.journal.till
    shift = till.open_shift_of(desk.connection.settings.counter_code)
    assert shift is not None
    books = BookQueries(till.books_connection())
    flows, drawer = books.shift_tenders(shift.shift_id), books.drawer()

    desk.window.show_screen(SHIFT)
    page = desk.window.page(SHIFT)
    activate(desk, qtbot)
    page.day_edit.setFocus()
    press(Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)  # the Drawer tab
    panel = page.drawer
    qtbot.waitUntil(panel.isVisible)
    counted = money(drawer + 1)  # a rupee over, within what Settings allow
    panel.notes[500].setValue(int(counted) // 500)
    panel.coins.setText(str(counted % 500))
    panel.x_button.click()
    # What staff read on the tab, figure by figure, and what the books say of each.
    shown = {name: label.text() for name, label in panel.figures.items()}
    books_say = {
        "cash_in": flows.taken[CASH],
        "cash_out": flows.given[CASH],
        "expected": drawer,
        "counted": counted,
        "difference": counted - drawer,
        "upi_in": flows.taken[UPI],
        "upi_out": flows.given[UPI],
        "upi_net": flows.net(UPI),
        "refunds_owed": books.owed_in_all(),
    }
    assert {name: shown[name] for name in books_say} == {
        name: money_text(amount) for name, amount in books_say.items()
    }
    # A sale on two tenders, a refund in cash, the UPI part owed: each is there.
    assert flows.taken[CASH] and flows.taken[UPI] and flows.given[CASH] == owed[CASH]
    assert books.owed_in_all() == owed[UPI] and not flows.given[UPI]
    assert owed_shown(panel) == f"UPI {money_text(owed[UPI])}"

    panel.closed_by.setText(CLERK)
    seen = answer_close()
    panel.z_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("Z report no. 1"), timeout=15_000)
    [asked] = seen
    # The question showed the books' expected cash; the Z report froze the books' figures.
    assert (asked.expected, asked.counted) == (
        money_text(drawer, CURRENCY),
        money_text(counted, CURRENCY),
    )
    [report] = till.z_reports(shift.counter)
    figures = z_figures(report)
    assert (figures.taken, figures.given) == (flows.taken, flows.given)
    assert (figures.expected, figures.difference) == (drawer, counted - drawer)
    assert books.shift_tenders(shift.shift_id) == flows


def test_a_refund_given_back_by_two_tenders_has_one_credit_note_naming_both(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    screen, owed = sold_and_cancelled(desk, qtbot)
    refund = screen.customer_refund
    assert refund.paid_by() is CASH and refund.amount.text() == f"{owed[CASH]:.2f}"
    give_address(refund)
    clerk_click(refund.record_button)  # the cash now
    qtbot.waitUntil(lambda: "Refund slip " in refund.state.text(), timeout=15_000)
    first_said = refund.state.text()
    # The UPI part offered next, with its reference typed; Enter there records it.
    assert refund.paid_by() is UPI and refund.amount.text() == f"{owed[UPI]:.2f}"
    refund.reference.setFocus()
    QTest.keyClicks(refund.reference, "RFND778812")
    QTest.keyClick(refund.reference, Qt.Key.Key_Return)
    said = refund.state.text
    qtbot.waitUntil(lambda: f"{money_text(owed[UPI])} by UPI" in said(), timeout=15_000)
    qtbot.waitUntil(lambda: "refund slip by hand" in said(), timeout=15_000)  # its slip's word
    assert not refund.record_button.isEnabled()  # nothing more owed

    sale = desk.services.journal.till.sale_of(
        screen.status.booking_reference if screen.status else ""
    )
    assert sale is not None
    [note] = desk.services.journal.tax.refund_documents_of(sale.request_id)
    assert note.totals.total == owed[CASH] + owed[UPI]
    assert f"Refund slip {note.doc_no}" in first_said  # fares alone: a refund slip
    # The sales register takes the one note, paid back by both tenders.
    with closing(connect_read_only(desk.services.journal.folder / DATABASE_NAME)) as conn:
        register = exported_documents(conn, dt.date(2000, 1, 1), dt.date(2100, 1, 1))
    assert [(row.document.doc_no, row.tender) for row in register if row.sign < 0] == [
        (note.doc_no, "Cash + UPI")
    ]
    box = screen.documents
    qtbot.waitUntil(box.notes_pdf.isEnabled, timeout=15_000)

"""Lookup's quote puts the customer's refund by the rule beside the wallet's credit, before
anything is confirmed: its lines and the tenders it goes back by (issue: money shown before it
cannot be undone); and what Lookup says belongs to the booking it shows."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from app import i18n, languages
from app.counter.papers.formatting import money_text
from app.domain.tenders import CASH, UPI
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.fonts import register_fonts
from app.ui.registry import BOOK, LOOKUP
from app.ui.screens.lookup import LookupScreen
from app.ui.translation import install_translations
from tests.counter.disrupted_sales import sell_party
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE
from tests.ui.conftest import SCREEN_SIZES, screenshot
from tests.ui.helpers.after_sale import confirm, quote
from tests.ui.helpers.sales import press
from tests.ui.helpers.till import sell_exact_cash, sell_half_by_upi


def cell(screen: LookupScreen, name: str) -> str:
    """The text of the quote's cell ``name``."""
    found = screen.findChild(QLabel, name)
    assert found is not None, name
    return found.text()


def assert_quote_in_view(screen: LookupScreen, qtbot: QtBot) -> None:
    """Each cell and button of the quotes lies wholly in the visible part of its column."""
    area = screen.body.widget(1)
    assert isinstance(area, QScrollArea)
    viewport = area.viewport()

    def outside() -> list[str]:
        shown = viewport.rect()
        parts: list[QWidget] = [*screen.quotes.findChildren(QLabel), *screen.quotes.buttons]
        return [
            part.objectName() or str(part.property("text"))
            for part in parts
            if part.isVisible()
            and not shown.contains(QRect(part.mapTo(viewport, QPoint(0, 0)), part.size()))
        ]

    def all_in_view() -> None:
        assert outside() == []

    # Laid out after the resize: the splitter and the scroll area settle in the next turns.
    qtbot.waitUntil(all_in_view, timeout=2_000)


def assert_quote_fits(desk: Desk, screen: LookupScreen, qtbot: QtBot, name: str) -> None:
    """At each counter screen's size the quote shows whole, its money and its confirm buttons
    together; its picture saved as ``<name>_<width>x<height>``."""
    for width, height in SCREEN_SIZES:
        desk.window.resize(width, height)
        assert screen.quotes.isVisible()
        # Every figure of both columns shows whole, side by side: none behind the column's
        # edge, to be scrolled to (the column settles in the turns after the resize).
        assert_quote_in_view(screen, qtbot)

        def buttons_whole() -> None:
            # Nothing cut off: each confirm button at its full height, inside the window.
            for button in screen.quotes.buttons:
                assert button.height() >= button.sizeHint().height()
                bottom = button.mapTo(desk.window, button.rect().bottomLeft()).y()
                assert bottom < desk.window.height()

        # The window settles in the turns after the resize, as the column does.
        qtbot.waitUntil(buttons_whole, timeout=2_000)
        screenshot(desk.window, f"{name}_{width}x{height}")


def open_sale(
    desk: Desk, qtbot: QtBot, ref: str | None = None, cancellable: bool = True
) -> LookupScreen:
    """Lookup on ``ref`` (the booking the Book screen just sold unless given), opened as History
    opens one; ready to quote when ``cancellable``."""
    booking = ref or desk.window.page(BOOK).result.ref_label.text()
    desk.open_in_lookup(booking)
    screen = desk.window.page(LOOKUP)
    qtbot.waitUntil(
        lambda: (
            screen.shows(booking)
            and screen.find_button.isEnabled()
            and screen.quote_button.isEnabled() is cancellable
        )
    )
    return screen


def test_the_quote_shows_the_customers_refund_by_line_and_tender_beside_the_wallets(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    price = sell_half_by_upi(desk, qtbot)
    screen = open_sale(desk, qtbot)
    QTest.mouseClick(screen.part_radio, Qt.MouseButton.LeftButton)
    screen.seats_spin.setValue(1)
    whole, part = quote(screen, qtbot)

    for column, quoted in enumerate((whole, part), start=1):
        customer = quoted.customer
        assert customer is not None
        lines = customer.lines
        assert cell(screen, f"refund{column}Fares") == money_text(lines.fares)
        assert cell(screen, f"refund{column}Gst") == money_text(lines.gst)
        assert cell(screen, f"refund{column}ServiceCharge") == (
            f"{money_text(lines.service_charge)} (kept)"
        )
        assert cell(screen, f"refund{column}PlatformCharge") == money_text(-lines.platform_charge)
        assert cell(screen, f"refund{column}RoundDown") == money_text(lines.round_down)
        assert cell(screen, f"refund{column}Total") == f"<b>{money_text(lines.total, 'INR')}</b>"
        [(cash, by_cash), (upi, by_upi)] = customer.by
        assert (cash, upi) == (CASH, UPI) and by_cash + by_upi == lines.total
        assert cell(screen, f"refund{column}Tenders") == (
            f"Cash {money_text(by_cash)} + UPI {money_text(by_upi)}"
        )
        # The wallet's side stays beside it.
        assert (
            cell(screen, f"quote{column}Row4") == f"<b>{money_text(quoted.net_refund, 'INR')}</b>"
        )
    assert whole.customer is not None and part.customer is not None
    assert whole.customer.lines.fares == price.fares
    # Nothing is confirmed yet: no refund, nothing owed.
    assert (
        desk.services.journal.till.refunds_owed() == [] and not screen.customer_refund.isVisible()
    )
    assert_quote_fits(desk, screen, qtbot, "lookup_refund_quote")

    # The customer's refund goes back as quoted: cash now, UPI owed, then paid.
    confirm(screen, qtbot, 1)
    dialog = screen.dialog
    said = dialog.findChild(QLabel) if dialog is not None else None
    assert said is not None
    [(_, by_cash), (_, by_upi)] = part.customer.by
    tenders = f"Cash {money_text(by_cash)} + UPI {money_text(by_upi)}"
    total = money_text(part.customer.lines.total, "INR")
    assert f"The customer gets {total} back by the rule ({tenders})." in said.text()
    panel = screen.customer_refund
    qtbot.waitUntil(lambda: panel.isVisible() and panel.record_button.isEnabled())
    assert panel.owed.text() == tenders
    assert (panel.paid_by(), panel.amount.text()) == (CASH, f"{by_cash:.2f}")
    panel.record_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("Recorded"))
    assert f"Still owed: UPI {money_text(by_upi)}." in panel.state.text()
    assert (panel.paid_by(), panel.amount.text()) == (UPI, f"{by_upi:.2f}")
    panel.reference.setText("RFND12345")
    panel.record_button.click()
    qtbot.waitUntil(lambda: "by UPI" in panel.state.text())
    assert not panel.record_button.isEnabled() and panel.owed.text() == "nothing"
    given = [
        (r.mode, r.amount) for r in desk.services.journal.till.refunds_of(part.choice.booking_ref)
    ]
    assert (
        given == [(CASH, by_cash), (UPI, by_upi)]
        and desk.services.journal.till.refunds_owed() == []
    )
    qtbot.waitUntil(lambda: "Part-cancelled" in screen.card.state_label.text())


@pytest.fixture(params=[i18n.ENGLISH, i18n.HINDI, languages.TAMIL])
def screens_language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The screens built in the language of the parameter (the longest words of the audit's
    three); English again after."""
    language: str = request.param
    register_fonts()
    install_translations(language)
    yield language
    install_translations(i18n.ENGLISH)


def test_the_quote_and_its_confirm_buttons_show_together_under_the_disruption_banner(
    screens_language: str, sales_desk: Desk, sales_sandbox: EmbeddedSandbox, qtbot: QtBot, run: Any
) -> None:
    desk = sales_desk
    counter = desk.connection.settings.counter_code
    shift = desk.services.journal.till.open_shift_of(counter)
    assert shift is not None
    # A party sold at this counter: its quote has the customer's lines above the wallet's.
    ref, _price = run(
        sell_party(
            sales_sandbox,
            desk.connection.client,
            desk.services.journal,
            ["Asha Rao", "Ravi Kumar", "Lata Iyer"],
            schedule_id=NO_FLAGS_TRIP_SCHEDULE,
            counter=counter,
            shift_id=shift.shift_id,
        ),
        30_000,
    )
    # An open disruption, as the watcher tells it: the banner takes its rows over every screen.
    desk.window.disruption_banner.show_count(3)
    screen = open_sale(desk, qtbot, ref)
    assert desk.window.disruption_banner.isVisible()
    table, manifest = screen.card.manifest_table, screen.card.manifest
    table.setFocus()
    table.setCurrentIndex(manifest.index(1, 0))
    QTest.keyClick(table, Qt.Key.Key_Space)  # one traveller ticked: two columns of money
    # Quoted on the smallest counter screen: the quote is laid out there first.
    desk.window.resize(*SCREEN_SIZES[-1])
    whole, part = quote(screen, qtbot)
    assert whole.customer is not None and part.customer is not None
    assert_quote_in_view(screen, qtbot)  # as first shown, before any resize
    assert_quote_fits(desk, screen, qtbot, f"lookup_refund_quote_banner_{screens_language}")


def test_what_lookup_says_belongs_to_the_booking_it_shows(
    sales_desk: Desk, qtbot: QtBot, run: Any
) -> None:
    desk = sales_desk
    sell_exact_cash(desk, qtbot)
    first = desk.window.page(BOOK).result.ref_label.text()
    press(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    sell_exact_cash(desk, qtbot)
    second = desk.window.page(BOOK).result.ref_label.text()
    controller = desk.controller(LOOKUP)
    screen = open_sale(desk, qtbot, first)
    QTest.mouseClick(screen.part_radio, Qt.MouseButton.LeftButton)
    screen.seats_spin.setValue(1)
    quote(screen, qtbot)
    confirm(screen, qtbot, 1)
    qtbot.waitUntil(lambda: screen.customer_refund.isVisible())
    qtbot.waitUntil(lambda: "Part-cancelled" in screen.card.state_label.text())
    assert "Part of the booking is cancelled" in screen.result_label.text()

    # The second booking, shown by the controller's own read (as after a cancellation's
    # answer): nothing said of the first stays.
    run(controller.look_up(second))
    assert screen.status is not None and screen.status.booking_reference == second
    assert screen.result_label.text() == "" and not screen.customer_refund.isVisible()

    # The first booking's other seat is quoted, then the clerk turns to the second booking
    # before its cancellation's answer comes: the answer does not take the second's screen.
    screen = open_sale(desk, qtbot, first)
    (rest,) = quote(screen, qtbot)
    screen = open_sale(desk, qtbot, second)
    assert run(controller.confirm(rest.choice)) is not None
    assert screen.status is not None and screen.status.booking_reference == second
    assert screen.result_label.text() == "" and not screen.customer_refund.isVisible()
    screenshot(desk.window, "lookup_messages_of_the_booking_shown")
    # The first booking's refunds are owed, and offered when it is looked up again.
    owed = desk.services.journal.till.refunds_owed()
    assert len(owed) == 2 and {o.due.booking_ref for o in owed} == {first}
    screen = open_sale(desk, qtbot, first, cancellable=False)
    qtbot.waitUntil(lambda: screen.customer_refund.isVisible())

"""The review as the customer across the counter sees it: their price large, labelled as every
screen and document labels it; the agency's figures (the wallet's debit, the margin, the
commission, a price below cost) small, in a box of their own below the payment."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.domain.till import Markup
from app.ui.desk import Desk
from tests.ui.conftest import screenshot
from tests.ui.helpers.till import review_activity


def inside(widget: QWidget, box: QWidget) -> bool:
    """Whether ``widget`` is laid out in ``box``."""
    return box.isAncestorOf(widget)


def pixels(widget: QWidget) -> int:
    """The type size ``widget`` is drawn at, in pixels."""
    return widget.fontInfo().pixelSize()


def test_the_customer_s_price_is_large_and_the_agency_s_figures_small_and_apart(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    desk.connection.settings = replace(
        desk.connection.settings, activity_markup=Markup(percent=Decimal("-60"))
    )  # a price below cost: its warning is the agency's too
    desk.window.resize(1366, 768)
    review, price = review_activity(desk, qtbot)
    figures = review.figures
    clerk = figures.clerk_side
    assert figures.customer_title.text() == "Total incl. GST"
    for agency_figure in (figures.wallet, figures.margin, figures.note, review.table):
        assert inside(agency_figure, clerk)
    assert "a supervisor must approve this price" in figures.note.text()
    assert not inside(figures.collect, clerk) and not inside(review.payment, clerk)
    assert "not for the customer" in clerk.title()
    # Large for the customer; small for the clerk, below what the customer pays with.
    assert pixels(figures.collect) >= 2 * pixels(figures.margin)
    assert pixels(figures.margin) <= pixels(review.customer)
    assert pixels(figures.wallet) <= pixels(review.customer)
    payment_bottom = review.payment.mapTo(review, review.payment.rect().bottomLeft()).y()
    assert clerk.mapTo(review, clerk.rect().topLeft()).y() > payment_bottom
    total_row = figures.lines.text()
    assert "Total incl. GST" in total_row and "Commission" not in total_row
    assert review.till_note.text() == ""  # the customer's side says nothing of the margin
    for width, height in ((1366, 768), (1280, 720)):
        desk.window.resize(width, height)
        screenshot(desk.window, f"review_sides_{width}x{height}")
    assert price.total == price.fares + price.gst + price.markup + price.round_off

"""Refunds owed to customers in the header: every one is said until it is paid, in one line with
their count and total, at 1366x768 and 1280x720 (the header takes no more room with five than
with none); each one's customer, amount and booking in the line's tooltip."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app.counter.papers.formatting import money_text
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.widgets.header import StatusHeader
from tests.counter.disrupted_sales import operator_cancels, sell_party
from tests.ui.conftest import SCREEN_SIZES, screenshot, settle_layouts, started_desk
from tests.ui.helpers.disrupted import CRUISE, ahead, at_till, till_of
from tests.ui.helpers.jobs import restart_watch

CUSTOMERS = ("Asha Rao", "Ravi Kumar", "Meena Iyer", "Joseph Thomas", "Farida Begum")


def said(header: StatusHeader) -> str:
    """Every text the header shows now, as staff read it."""
    return " ".join(
        label.text() for label in header.findChildren(QLabel) if label.isVisibleTo(header)
    )


def told(header: StatusHeader) -> str:
    """The header's texts and their tooltips: what staff read, pointing at it."""
    return " ".join(
        f"{label.text()} {label.toolTip()}"
        for label in header.findChildren(QLabel)
        if label.isVisibleTo(header)
    )


def lines_of(label: QLabel) -> int:
    """How many lines ``label`` asks for at its width as laid out."""
    wanted = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
    return wanted // label.fontMetrics().lineSpacing()


def check_sizes(
    desk: Desk, count: int, total: Decimal, heights: dict[tuple[int, int], int]
) -> None:
    """At each counter screen: the count and the total said in one line, nothing cut off, the
    header no taller than with nothing owed."""
    header = desk.window.header
    for size in SCREEN_SIZES:
        desk.window.resize(*size)
        settle_layouts()
        text = said(header)
        owed = "refund" if count == 1 else "refunds"
        assert f"{count} {owed} owed: INR {money_text(total)}" in text, text
        assert header.height() == heights[size], (size, header.height(), text)
        notice = next(
            label
            for label in header.findChildren(QLabel)
            if label.isVisibleTo(header) and money_text(total) in label.text()
        )
        assert lines_of(notice) == 1, (size, notice.text())
        # Nothing cut off: the line has the width its text asks for.
        assert notice.width() >= notice.sizeHint().width(), (size, notice.text())
        assert desk.window.minimumSizeHint().width() <= size[0]
        screenshot(desk.window, f"header_{count}_owed_{size[0]}x{size[1]}")


def test_five_refunds_owed_are_one_line_with_their_count_and_total(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started_desk(make_desk, run, own_sandbox)
    counter, _shift = till_of(desk)
    header = desk.window.header
    heights = {}
    for size in SCREEN_SIZES:
        desk.window.resize(*size)
        settle_layouts()
        heights[size] = header.height()
    first_day = ahead()
    second_day = first_day + dt.timedelta(days=1)

    def sold_and_cancelled(day: dt.date, customers: tuple[str, ...]) -> Decimal:
        paid = Decimal(0)
        for customer in customers:
            _ref, price = at_till(
                sell_party, desk, run, own_sandbox, [customer], day=day, customer=customer
            )
            paid += price.total
        operator_cancels(own_sandbox, CRUISE, day)
        return paid

    def owed_now() -> int:
        return len(desk.services.journal.till.refunds_owed(counter))

    one = sold_and_cancelled(first_day, CUSTOMERS[:1])
    restart_watch(desk, run)
    qtbot.waitUntil(lambda: owed_now() == 1, timeout=20_000)
    qtbot.waitUntil(lambda: money_text(one) in said(header), timeout=10_000)
    assert f"Refund owed to Asha Rao: INR {money_text(one)}" in told(header)
    check_sizes(desk, 1, one, heights)

    four = sold_and_cancelled(second_day, CUSTOMERS[1:])
    restart_watch(desk, run)
    qtbot.waitUntil(lambda: owed_now() == 5, timeout=30_000)
    total = one + four
    qtbot.waitUntil(lambda: money_text(total) in said(header), timeout=10_000)
    check_sizes(desk, 5, total, heights)
    # Each one is still said, with its customer and amount, where the line points.
    for refund in desk.services.journal.till.refunds_owed(counter):
        notice = f"Refund owed to {refund.due.customer}: INR {money_text(refund.due.amount)}"
        assert notice in told(header)

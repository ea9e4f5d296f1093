"""Confirm moves nothing on the review: the progress bar that shows while the booking is on its
way has its room kept, so the bill and the payment stay where the clerk and the customer were
reading them, and the turn of the press repaints the strip that changed, not the whole panel."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from tests.ui.helpers.paints import Paints
from tests.ui.helpers.till import review_activity


def test_confirm_moves_nothing_and_repaints_only_what_changed(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    sales_desk.window.resize(1366, 768)
    review, _price = review_activity(sales_desk, qtbot)
    QApplication.processEvents()
    shown = {
        widget: widget.geometry()
        for widget in (review.bill_scroll, review.state_label, review.confirm_button)
    }
    paints = Paints()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(paints)
    try:
        review.show_settling()
        review.offer_stop()
        QApplication.processEvents()
    finally:
        app.removeEventFilter(paints)
    assert review.progress.isVisible() and review.stop_button.isVisible()
    assert {widget: widget.geometry() for widget in shown} == shown
    # The progress bar, the state line, the action bar's buttons and their parents: not the
    # bill, the payment's fields and the window behind them (55 widgets painted before).
    assert paints.count < 20, paints.count

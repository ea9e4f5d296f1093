"""The clerk at the question the Z report asks before it closes a shift; a drawer counted and
closed, its Z report read back and printed on the roll."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.reports.columns import Paper
from app.reports.drawer import DrawerFigures, z_figures
from app.reports.drawer_print import drawer_report_html
from app.reports.drawer_report import drawer_report
from app.ui.desk import Desk
from app.ui.paper import paper_image
from app.ui.registry import SHIFT
from app.ui.style import paper_ink
from app.ui.widgets.close_shift import CloseShiftDialog
from tests.ui.conftest import CLERK, SCREENSHOTS, over_window
from tests.ui.helpers.pdf_text import pdf_text


@dataclass(frozen=True)
class Asked:
    """What the Z report's question showed, once answered (the dialog is deleted after)."""

    counted: str
    expected: str
    difference: str
    needs_reason: bool
    reason_shown: bool
    said: str  # under the figures, after the answer
    stayed: bool  # still open after Close (a reason missing): then cancelled
    left: str  # what the count leaves in the drawer once what was banked is out
    owed: str  # owed to customers in all
    owed_to: str  # to whom, each with the amount
    owed_by: str  # by which tender


def answer_close(
    reason: str = "", close: bool = True, shot: str = "", banked: str = "", owed_known: bool = True
) -> list[Asked]:
    """When the Z report's question opens, type ``reason`` and what was ``banked`` (if any) and
    press Close (or Esc);
    ``shot``: its picture over the window first. Refused for want of a reason, it
    is then cancelled. The list holds what it showed once answered."""
    seen: list[Asked] = []

    def fill(tries_left: int = 500) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, CloseShiftDialog):
            if tries_left:
                QTimer.singleShot(20, lambda: fill(tries_left - 1))
            return
        if reason:
            dialog.reason.setText(reason)
        if owed_known and dialog.money_owed:
            dialog.owed_known.setChecked(True)  # the clerk closes with money owed, knowingly
        if banked:
            dialog.banked.setFocus()
            QTest.keyClicks(dialog.banked, banked)
        if shot:
            window = dialog.parentWidget()
            assert window is not None
            over_window(window.window(), dialog, shot)
        if close:
            dialog.submit()
        else:
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
        stayed = close and dialog.isVisible()
        seen.append(
            Asked(
                dialog.counted.text(),
                dialog.expected.text(),
                dialog.difference.text(),
                dialog.needs_reason,
                not dialog.reason.isHidden(),
                dialog.state.text(),
                stayed,
                dialog.left.text(),
                dialog.owed.text(),
                dialog.owed_to.text(),
                dialog.owed_by.text(),
            )
        )
        if stayed:
            dialog.reject()

    QTimer.singleShot(0, fill)
    return seen


def z_closed(desk: Desk, qtbot: QtBot, counted: Decimal) -> str:
    """The Shift report's drawer counted at ``counted`` (500-rupee notes, the rest in coins) and
    closed by the clerk: the text of the counter's first Z report saved, as it reads."""
    panel = desk.window.page(SHIFT).drawer
    panel.notes[500].setValue(int(counted) // 500)
    panel.coins.setText(str(counted % 500))
    panel.closed_by.setText(CLERK)
    answer_close()
    panel.z_button.click()
    qtbot.waitUntil(lambda: panel.saved_row.isVisibleTo(panel), timeout=10_000)
    pdf = desk.paths.reports / f"Z-{desk.connection.settings.counter_code}-0001.pdf"
    return " ".join(pdf_text(pdf).replace("\xa0", " ").split())


def z_on_the_roll(desk: Desk, name: str) -> DrawerFigures:
    """The counter's one Z report printed on an 80 mm roll, saved as ``name``.png beside the
    screenshots: the figures it froze."""
    [report] = desk.services.journal.till.z_reports(desk.connection.settings.counter_code)
    figures = z_figures(report)
    printed = drawer_report(
        figures,
        desk.services.journal.till.shift(report.shift_id),
        None,
        z_no=report.z_no,
        agency=desk.connection.settings.agency,
        made_at=report.closed_at,
        training=True,
    )
    roll = paper_image(drawer_report_html(printed, paper_ink(), Paper.ROLL_80), Paper.ROLL_80)
    assert roll.save(str(SCREENSHOTS / f"{name}.png"))
    return figures

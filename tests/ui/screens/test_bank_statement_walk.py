"""The Bank statement tab walked as a clerk and a supervisor would, in the four languages at the
counter's two screen sizes: a day of UPI and bank sales, a statement with a fake of each kind
(a reference that never arrived, one that arrived for less, one reused from another day),
credits of no sale, the fakes resolved each way with long words, and every amount, date and
time whole, nothing scrolled sideways."""

from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QLabel,
    QLineEdit,
    QStyle,
    QTableView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app import i18n, languages
from app.api import PartnerClient
from app.bank.proofs import Outcome
from app.domain.tenders import BANK, UPI
from app.reports.drawer import DrawerFigures
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.models.rows import RowTableModel
from app.ui.registry import LOOKUP, SHIFT
from app.ui.widgets.bank_resolve import ResolveDialog
from app.ui.widgets.bank_statements import BankStatementPanel
from tests.bank.statements import Transfer, write
from tests.booking.sales import activity_choice
from tests.ui.conftest import SCREEN_SIZES, screenshot, settle_layouts
from tests.ui.helpers.after_sale import DAY
from tests.ui.helpers.supervisor import PIN, answer_pin, set_pin
from tests.ui.screens.test_bank_statement import bank_tab, sold
from tests.ui.screens.test_bank_statement_hindi import ENGLISH_WORD

GENUINE_UPI, GENUINE_UTR = "412300000101", "SBINN52026110100101"
NEVER, LESS, REUSED, MISTYPED = "412300000666", "412300000667", "412300000668", "412300000669"
ARRIVED_AS = "412300000670"
OWED = (
    "Meena Das promised to pay the rest of the fare by UPI at the counter on Monday morning, "
    "before her family's boat leaves for Havelock"
)
WRITTEN_OFF = (  # near the longest reason kept: 192 of 200 characters
    "A fake UPI payment screen was shown on the phone; the customer left before the bank app "
    "was checked. The police at Aberdeen Bazaar were told, the CCTV kept for them; no hope "
    "of the money ever."
)
PAYER = "SRI VENKATESWARA TOURS AND TRAVELS PRIVATE LIMITED"


def statement(today: dt.date, sales: dict[str, tuple[Decimal, dt.datetime]]) -> list[Transfer]:
    """The bank's rows for the day's ``sales`` (by reference): the genuine ones as paid, the
    fake for less at half, the reused one's credit five days before, the mistyped one's under
    another reference three days before (the sales are today: a statement holds no day after
    tomorrow, issue 94), and credits of no sale (one of lakhs)."""

    def at(reference: str) -> dt.time:
        return sales[reference][1].time().replace(tzinfo=None)

    return [
        Transfer(today - dt.timedelta(days=5), dt.time(10), sales[REUSED][0], REUSED),
        Transfer(today, at(GENUINE_UPI), sales[GENUINE_UPI][0], GENUINE_UPI),
        Transfer(today, at(GENUINE_UTR), sales[GENUINE_UTR][0], GENUINE_UTR, PAYER, rail="NEFT"),
        Transfer(
            today,
            at(LESS),
            (sales[LESS][0] / 2).quantize(Decimal("0.01")),
            LESS,
            "MEENA DAS",
            "meena.das.family.travel@oksbi",
        ),
        Transfer(
            today + dt.timedelta(days=1),
            dt.time(9),
            Decimal("1234567.89"),
            "CASHDEP00000001",
            PAYER,
            rail="NEFT",
        ),
        Transfer(
            today - dt.timedelta(days=3),
            dt.time(9),
            sales[MISTYPED][0],
            ARRIVED_AS,
            "RAVI KUMAR",
            "ravi.kumar.andaman@okicici",
        ),
    ]


def english_words(panel: BankStatementPanel) -> set[str]:
    """The English words a Hindi, Bengali or Tamil reader would meet on the tab: its labels,
    buttons and column titles (a bank's name, codes and references do not count)."""
    words = [label.text() for label in panel.body.findChildren(QLabel) if label.isVisible()]
    words += [panel.import_button.text(), panel.resolve_button.text(), panel.lookup_button.text()]
    for model in (panel.questioned, panel.credits):
        words += [
            str(model.headerData(n, Qt.Orientation.Horizontal)) for n in range(model.columnCount())
        ]
    plain = [re.sub(r"<[^>]+>|HDFC Bank|\d{2}/\d{2}/\d{2}", "", text) for text in words]
    return {word for text in plain for word in ENGLISH_WORD.findall(text)}


def split_of(panel: BankStatementPanel, kind: str) -> Decimal:
    """The sum of the split's figures shown for the tender ``kind`` (its key)."""
    texts = [label.text() for name, label in panel.figures.items() if name.startswith(kind)]
    return sum((Decimal(text.replace(",", "")) for text in texts if text != "—"), Decimal(0))


def running(sandbox: EmbeddedSandbox) -> list[int]:
    """The activities with a departure on the sales' day (some close a day of the week), six
    of them where there are, each sale's amount its own."""
    found = []
    for activity in (1, 2, 4, 5, 6, 7, 8):
        try:
            activity_choice(sandbox, activity, day=DAY)
        except IndexError:
            continue
        found.append(activity)
    assert found, "no activity runs on the sales' day"
    return (found * 6)[:6]


def in_view(field: QWidget) -> bool:
    """Whether every character typed in ``field`` is in view (none scrolled out of it)."""
    if isinstance(field, QLineEdit):
        room = field.contentsRect().width() - 2 * field.style().pixelMetric(
            QStyle.PixelMetric.PM_DefaultFrameWidth
        )
        return field.fontMetrics().horizontalAdvance(field.text()) <= room
    assert isinstance(field, QAbstractScrollArea)
    return field.verticalScrollBar().maximum() == 0 and field.horizontalScrollBar().maximum() == 0


def resolve_as(outcome: Outcome, detail: str, shot: str, seen: list[bool]) -> None:
    """When the resolve dialog opens: choose ``outcome``, type ``detail``, note in ``seen``
    whether all of it is in view, and resolve."""

    def fill(tries_left: int = 500) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ResolveDialog):
            if tries_left:
                QTimer.singleShot(20, lambda: fill(tries_left - 1))
            return
        dialog.buttons[outcome].setChecked(True)
        QTest.keyClicks(dialog.detail, detail)
        settle_layouts()
        seen.append(in_view(dialog.detail))
        screenshot(dialog, shot)
        QTest.keyClick(dialog.detail, Qt.Key.Key_Return)  # Enter resolves, as in a field

    QTimer.singleShot(0, fill)


def resolved(panel: BankStatementPanel, reference: str) -> bool:
    """Whether the payment of ``reference`` is shown resolved, or proved and gone."""
    model = panel.questioned
    return all(
        model.text_at(n, 4) != reference or model.text_at(n, 7) for n in range(model.rowCount())
    )


def text_room(table: QTableView, column: int) -> int:
    """The pixels a cell of ``column`` has for its text: its width less Qt's text margins
    (each side) and the grid's line."""
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
    return table.columnWidth(column) - 2 * margin - 1


def check_nothing_cut(panel: BankStatementPanel, where: str) -> None:
    """No table scrolls sideways; every amount, day, time and reference is whole in its
    column; every figure and title of the split is whole."""
    tables: tuple[tuple[QTableView, RowTableModel[Any], tuple[int, ...]], ...] = (
        (panel.questioned_table, panel.questioned, (0, 1, 2, 3, 4)),
        (panel.credits_table, panel.credits, (0, 1, 2)),
    )
    for table, model, whole in tables:
        bar = table.horizontalScrollBar()
        assert bar.maximum() == 0, f"{where}: {table.objectName()} scrolls {bar.maximum()} px"
        metrics = table.fontMetrics()
        for column in whole:
            assert not table.isColumnHidden(column)
            for row in range(model.rowCount()):
                text = model.text_at(row, column)
                width = metrics.horizontalAdvance(text)
                room = text_room(table, column)
                assert width <= room, f"{where}: {text!r} is {width} px in {room} px"
    for table, least in ((panel.questioned_table, 4), (panel.credits_table, 3)):
        rows = table.viewport().height() // table.rowHeight(0)
        assert rows >= min(least, table.model().rowCount()), f"{where}: {rows} rows in view"
    assert panel.area.horizontalScrollBar().maximum() == 0, f"{where}: the page scrolls"
    for label in panel.body.findChildren(QLabel):
        if label.isVisible() and not label.wordWrap():
            assert label.width() >= label.minimumSizeHint().width(), f"{where}: {label.text()}"


@pytest.mark.parametrize(
    "clerk_language",
    [i18n.ENGLISH, i18n.HINDI, languages.BENGALI, languages.TAMIL],
    indirect=True,
)
def test_the_bank_statement_tab_walked_in_each_language(
    clerk_language: str,
    counter: Desk,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    code = clerk_language
    plan = [(GENUINE_UPI, UPI), (GENUINE_UTR, BANK), (NEVER, UPI), (LESS, UPI)]
    plan += [(REUSED, UPI), (MISTYPED, UPI)]
    activities = running(counter_sandbox)
    sales = {
        reference: sold(counter, agency, counter_sandbox, run, kind, reference, activity)
        for (reference, kind), activity in zip(plan, activities, strict=True)
    }
    today = sales[GENUINE_UPI][1].date()
    path, _ = write("HDFC Bank", tmp_path, statement(today, sales), malformed=True)
    set_pin(counter.services.journal.till)
    panel = bank_tab(counter, path, monkeypatch)
    drawn: list[DrawerFigures] = []
    counter.window.page(SHIFT).drawer.figures_shown.connect(drawn.append)
    window = counter.window
    panel.import_button.click()
    qtbot.waitUntil(lambda: panel.questioned.rowCount() == 4, timeout=20_000)
    # The deposit and the mistyped sale's credit: the rows carrying LESS's and REUSED's
    # references are listed with their questioned payments only (issue 82).
    qtbot.waitUntil(lambda: panel.credits.rowCount() == 2, timeout=20_000)
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        settle_layouts()
        check_nothing_cut(panel, f"{code} {width}x{height}")
        screenshot(window, f"{code}/bank_walk_questioned_{width}x{height}")
    if code != i18n.ENGLISH:
        assert english_words(panel) == set()
    # A credit's reference as the customer read it, not as the bank pads it.
    credited = [panel.credits.text_at(n, 2) for n in range(panel.credits.rowCount())]
    assert ARRIVED_AS in credited and "0000" + ARRIVED_AS not in credited

    for outcome, detail, shot in (
        (Outcome.STILL_OWED, OWED, "owed"),
        (Outcome.WRITTEN_OFF, WRITTEN_OFF, "written_off"),
        (Outcome.OTHER_REFERENCE, ARRIVED_AS, "other_reference"),
    ):
        reference = {
            Outcome.STILL_OWED: LESS,
            Outcome.WRITTEN_OFF: NEVER,
            Outcome.OTHER_REFERENCE: MISTYPED,
        }[outcome]
        row = next(
            n
            for n in range(panel.questioned.rowCount())
            if panel.questioned.text_at(n, 4) == reference
        )
        panel.questioned_table.selectRow(row)
        answer_pin([PIN])
        in_sight: list[bool] = []
        resolve_as(outcome, detail, f"{code}/bank_walk_resolve_{shot}", in_sight)
        panel.resolve_button.click()
        qtbot.waitUntil(partial(resolved, panel, reference), timeout=20_000)
        assert in_sight == [True], f"{code}: the {shot} words typed are not all in view"
    qtbot.waitUntil(lambda: panel.questioned.rowCount() == 3, timeout=20_000)
    qtbot.waitUntil(lambda: panel.credits.rowCount() == 1, timeout=20_000)
    # The split adds up to what the drawer says each tender took.
    qtbot.waitUntil(lambda: bool(drawn) and split_of(panel, "upi") == drawn[-1].taken[UPI])
    assert split_of(panel, "bank") == drawn[-1].taken[BANK]
    # The longest words chosen: a resolution's and a narration's, each whole in the details.
    owed = next(n for n in range(3) if panel.questioned.text_at(n, 4) == LESS)
    panel.questioned_table.selectRow(owed)
    assert OWED in panel.details.toPlainText().replace("\n", " ")
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        settle_layouts()
        check_nothing_cut(panel, f"{code} {width}x{height} resolved")
        screenshot(window, f"{code}/bank_walk_resolved_{width}x{height}")
    deposit = next(n for n in range(1) if panel.credits.text_at(n, 2) == "CASHDEP00000001")
    panel.credits_table.selectRow(deposit)
    narration = panel.credits.text_at(deposit, 4)
    said = panel.details.toPlainText()
    assert narration in said.replace("\n", "")
    # Which row of which table: the other's row stays chosen, and may be the one in sight.
    day, amount = panel.credits.text_at(deposit, 0), panel.credits.text_at(deposit, 1)
    assert said.startswith(panel.credits_table.accessibleName()), said
    assert f"{day} · {amount} · CASHDEP00000001" in said
    screenshot(window, f"{code}/bank_walk_credit_{width}x{height}")
    # The reused reference's sale opened in Lookup: its payer's details beside the booking.
    reused = next(n for n in range(3) if panel.questioned.text_at(n, 4) == REUSED)
    panel.questioned_table.selectRow(reused)
    panel.lookup_button.click()
    lookup = window.page(LOOKUP)
    qtbot.waitUntil(lambda: window.current() is LOOKUP)
    box = lookup.payments
    qtbot.waitUntil(lambda: box.isVisible() and bool(box.paragraphs), timeout=20_000)
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        settle_layouts()
        for paragraph in box.paragraphs:
            seen = paragraph.visibleRegion().boundingRect()
            # Its whole width in view: nothing of the payer's line scrolled out sideways.
            assert seen.width() == paragraph.width(), f"{code} {width}x{height}: {seen}"
        screenshot(window, f"{code}/bank_walk_lookup_{width}x{height}")
    window.show_screen(SHIFT)
    screen = window.page(SHIFT)
    qtbot.waitUntil(lambda: window.current() is SHIFT)
    screen.tabs.setCurrentWidget(screen.below)
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        settle_layouts()
        screenshot(window, f"{code}/bank_walk_drawer_{width}x{height}")

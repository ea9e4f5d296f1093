"""The day in charts: the wallet's balance through the day, sales by hour and tenders by kind, on
the wallet dashboard, the shift report and the agency day close; each chart's figures are its
table's and the journal's, to the paisa, in every theme."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtCharts import QAbstractBarSeries, QCategoryAxis, QLineSeries, QScatterSeries
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app import i18n
from app.agency.queries import AgencyDayClose, CounterDay, CounterLink, TenderDay, ZReportLine
from app.api import PartnerClient
from app.api.models import WalletData
from app.counter.config.settings import Theme
from app.counter.papers.formatting import money_text
from app.domain.clock import SERVICE_TZ
from app.domain.modules import Module
from app.domain.tenders import CARD, CASH, UPI, by_tender
from app.reports.day_charts import cash_account, cash_change
from app.reports.drawer import DrawerFigures, x_report
from app.reports.shift import Operation, OperationKind, shift_report
from app.ui.desk import Desk
from app.ui.fonts import register_fonts
from app.ui.registry import SHIFT
from app.ui.screens.shift_report import ShiftReportScreen
from app.ui.screens.wallet import WalletScreen
from app.ui.style import apply_theme
from app.ui.tones import DARK, HIGH_CONTRAST, LIGHT, palette_of, roles_of
from app.ui.translation import install_translations
from app.ui.widgets.day_chart import ChartPanel, charts_waiting
from tests.ui.conftest import SCREEN_SIZES, screenshot
from tests.ui.helpers.after_sale import book_activity, book_boat
from tests.ui.helpers.till import sell_exact_cash
from tests.ui.screens.test_wallet import refreshed
from tests.ui.themes import in_theme

DAY = dt.date(2026, 11, 23)
THEMES = {LIGHT: Theme.LIGHT, DARK: Theme.DARK, HIGH_CONTRAST: Theme.HIGH_CONTRAST}
SIZES = SCREEN_SIZES


def at(hour: int, minute: int, day: dt.date = DAY) -> dt.datetime:
    """A moment of the service's day."""
    return dt.datetime(day.year, day.month, day.day, hour, minute, tzinfo=SERVICE_TZ)


def amount(text: str) -> Decimal:
    """``-1,50,000.50`` (a table's cell) as a Decimal."""
    return Decimal(text.replace(",", "") or "0")


def movement(number: int, when: dt.datetime, event: str, ref: str | None, cash: str) -> Any:
    """A wallet movement as the service sends it: ``cash`` moved on the agent's cash account
    (negative: paid out of it), balanced by one line on the platform's side."""
    change = Decimal(cash)
    mine = {"debit": str(-change), "credit": "0"} if change < 0 else {"debit": "0", "credit": cash}
    theirs = {"debit": mine["credit"], "credit": mine["debit"]}
    return {
        "journal_id": f"JE-{number:06d}",
        "posted_at": when.isoformat(),
        "event": event,
        "booking_ref": ref,
        "amount": str(abs(change)),
        "currency": "INR",
        "lines": [
            {"account": cash_account(1001), **mine},
            {"account": "platform:agent_funding", **theirs},
        ],
    }


def wallet(balance: str, movements: list[Any]) -> WalletData:
    """The wallet answer of agent 1001 with ``movements`` (any order)."""
    return WalletData.model_validate(
        {
            "agent_id": 1001,
            "tenant_id": "T-1",
            "account_status": "ACTIVE",
            "financial_balances": {"live_available_balance": balance, "currency": "INR"},
            "credit_facility": {
                "allocated_limit": "50000.00",
                "limit_utilized": "0.00",
                "available_credit_runway": "50000.00",
            },
            "recent_ledger_journal_snapshot": movements,
        }
    )


# A known day: the opening top-up yesterday, then a sale at 09:05, another at 11:30, a top-up
# at noon and a sale at 15:10; the wallet holds 1,80,000.00 after them.
KNOWN_DAY = [
    movement(5, at(15, 10), "BOOKING_SETTLED", "ACT-3", "-12500.50"),
    movement(4, at(12, 0), "WALLET_TOPUP", None, "50000.00"),
    movement(3, at(11, 30), "BOOKING_SETTLED", "BOAT-2", "-7499.50"),
    movement(2, at(9, 5), "BOOKING_SETTLED", "ACT-1", "-50000.00"),
    movement(1, at(18, 0, DAY - dt.timedelta(days=1)), "WALLET_TOPUP", None, "200000.00"),
]


def drawn(qtbot: QtBot) -> None:
    """Wait until every shown chart is drawn (one a turn of the loop, after it is shown)."""
    qtbot.waitUntil(lambda: not charts_waiting())


def table(panel: ChartPanel) -> list[list[str]]:
    """The panel's table as its view shows it (the cells' text, row by row)."""
    model = panel.table.model()
    return [
        [model.index(row, column).data() for column in range(model.columnCount())]
        for row in range(model.rowCount())
    ]


def xy_series(panel: ChartPanel) -> tuple[QLineSeries, dict[str, QScatterSeries]]:
    """The balance line and its marks by legend name."""
    lines = [s for s in panel.chart.series() if type(s) is QLineSeries]
    marks = {s.name(): s for s in panel.chart.series() if isinstance(s, QScatterSeries)}
    assert len(lines) == 1
    return lines[0], marks


def bars(panel: ChartPanel) -> dict[str, list[Decimal]]:
    """Each bar set's values (to the paisa) by its legend name."""
    (series,) = panel.chart.series()
    assert isinstance(series, QAbstractBarSeries)
    return {
        bar_set.label(): [Decimal(f"{bar_set.at(n):.2f}") for n in range(bar_set.count())]
        for bar_set in series.barSets()
    }


def shown(widget: QWidget, qtbot: QtBot, size: tuple[int, int] = SIZES[0]) -> None:
    """``widget`` as a window of ``size``, painted."""
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)


def test_the_balance_chart_is_the_days_movements_to_the_paisa(qtbot: QtBot) -> None:
    screen = WalletScreen()
    shown(screen, qtbot)
    data = wallet("180000.00", KNOWN_DAY)
    screen.show_wallet(data, Decimal(10000), at(16, 0))
    panel = screen.balance_chart
    assert panel.is_empty  # drawn when its tab is first shown
    screen.tabs.setCurrentWidget(panel)
    drawn(qtbot)
    assert not panel.is_empty
    assert table(panel) == [
        ["09:05", "Sale", "ACT-1", "-50,000.00", "1,50,000.00"],
        ["11:30", "Sale", "BOAT-2", "-7,499.50", "1,42,500.50"],
        ["12:00", "Top-up", "", "50,000.00", "1,92,500.50"],
        ["15:10", "Sale", "ACT-3", "-12,500.50", "1,80,000.00"],
    ]
    # The movements' own figures: the day's changes add up to the balance's move since morning.
    todays = [j for j in data.recent_ledger_journal_snapshot if j.posted_at.date() == DAY]
    changes = sum(cash_change(j, cash_account(1001)) for j in todays)
    rows = table(panel)
    assert sum(amount(row[3]) for row in rows) == changes == Decimal("-20000.00")
    assert amount(rows[-1][4]) == Decimal("180000.00")  # the balance the wallet reports now
    line, marks = xy_series(panel)
    # A step line: the morning's balance, then before and after each movement.
    heights = [Decimal(f"{line.at(n).y():.2f}") for n in range(line.count())]
    assert heights[0] == Decimal("200000.00")
    assert heights[2::2] == [amount(row[4]) for row in rows]
    assert set(marks) == {"Sale", "Top-up"}
    assert [Decimal(f"{p.y():.2f}") for p in marks["Top-up"].points()] == [Decimal("192500.50")]
    assert [Decimal(f"{p.y():.2f}") for p in marks["Sale"].points()] == [
        amount(row[4]) for row in rows if row[1] == "Sale"
    ]
    assert panel.view.accessibleName() == "The wallet's balance today, with each top-up and sale"
    panel.table.setFocus()
    QTest.keySequence(panel.table, "Ctrl+C")
    copied = QGuiApplication.clipboard().text().splitlines()
    assert copied[0] == "Time\tWhat\tBooking ref\tChange\tBalance after"
    assert copied[1:] == ["\t".join(row) for row in rows]


def test_a_day_without_movements_says_so_instead_of_an_empty_frame(qtbot: QtBot) -> None:
    screen = WalletScreen()
    shown(screen, qtbot)
    # Before the first read the chart says how to read the wallet, not that the day was quiet.
    assert screen.balance_chart.empty_label.text() == "No wallet movements read yet: press F5."
    screen.show_wallet(wallet("200000.00", KNOWN_DAY[-1:]), Decimal(10000), at(9, 0))
    screen.tabs.setCurrentWidget(screen.balance_chart)
    drawn(qtbot)
    panel = screen.balance_chart
    assert panel.is_empty
    assert panel.empty_label.isVisible() and not panel.view.isVisible()
    assert panel.empty_label.text() == "No top-ups or sales yet today."
    assert panel.chart.series() == [] and table(panel) == []


def test_the_dashboard_charts_the_sandbox_wallet_after_two_sales(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    run(book_activity(agency, qty=2))
    run(book_boat(agency, "Ravi Kumar"))
    screen = refreshed(counter, qtbot)
    screen.tabs.setCurrentWidget(screen.balance_chart)
    drawn(qtbot)
    data = run(agency.wallet_balance()).data
    today = dt.datetime.now(SERVICE_TZ).date()
    account = cash_account(data.agent_id)
    todays = sorted(
        (
            j
            for j in data.recent_ledger_journal_snapshot
            if j.posted_at.astimezone(SERVICE_TZ).date() == today
        ),
        key=lambda j: (j.posted_at, j.journal_id),
    )
    rows = table(screen.balance_chart)
    assert [row[2] for row in rows] == [j.booking_ref or "" for j in todays]
    assert [amount(row[3]) for row in rows] == [cash_change(j, account) for j in todays]
    assert amount(rows[-1][4]) == data.financial_balances.live_available_balance
    assert [row[1] for row in rows][-2:] == ["Sale", "Sale"]
    _, marks = xy_series(screen.balance_chart)
    assert len(marks["Sale"].points()) == 2
    window = counter.window
    window.resize(1366, 768)
    screenshot(window, "charts-wallet-sandbox-1366x768")


def operation(
    kind: OperationKind, when: dt.datetime, amount: str, counter: str = "", paid: str = ""
) -> Operation:
    """A settled sale or cancellation of ``amount`` at ``when`` (the wallet's figure), for which
    the customer ``paid`` (as much as the wallet, unless said)."""
    value = Decimal(amount)
    return Operation(
        kind,
        when,
        Module.ACTIVITY,
        f"REF-{when:%H%M}",
        f"req-{when:%H%M}",
        value,
        value,
        counter=counter,
        paid=Decimal(paid or amount),
    )


def figures(cash: str, upi: str, card: str, cash_out: str = "0.00") -> DrawerFigures:
    """A drawer's figures with these takings by tender."""
    zero = Decimal("0.00")
    return DrawerFigures(
        opening_float=Decimal("2000.00"),
        taken={**by_tender(), CASH: Decimal(cash), UPI: Decimal(upi), CARD: Decimal(card)},
        given={**by_tender(), CASH: Decimal(cash_out)},
        expected=Decimal("2000.00") + Decimal(cash) - Decimal(cash_out),
        counted=None,
        difference=None,
        pending_cash=zero,
        sales=3,
        refunds=0,
        refunds_owed=zero,
        owed=0,
    )


SALES = [
    operation(OperationKind.SALE, at(9, 5), "1500.50"),
    operation(OperationKind.SALE, at(9, 40), "2000.25"),
    operation(OperationKind.CANCELLATION, at(10, 15), "500.00"),
    operation(OperationKind.SALE, at(12, 0), "3499.25"),
]


def test_the_shift_report_charts_sales_by_hour_and_tenders(qtbot: QtBot) -> None:
    screen = ShiftReportScreen(DAY)
    shown(screen, qtbot)
    report = shift_report(DAY, "C1", SALES, [], None)
    screen.show_report(report, "INR")
    hours = screen.charts.hours
    # Drawn when their tab is first shown, not at each report made.
    assert table(hours) == [] and hours.chart.series() == []
    screen.tabs.setCurrentWidget(screen.charts)
    drawn(qtbot)
    assert table(hours) == [
        ["09:00", "3,500.75", "3,500.75"],
        ["10:00", "0.00", "0.00"],  # the refund is no sale; a quiet hour shows as nothing
        ["11:00", "0.00", "0.00"],
        ["12:00", "3,499.25", "3,499.25"],
        ["Total", "7,000.00", "7,000.00"],
    ]
    assert bars(hours) == {
        "C1": [Decimal("3500.75"), Decimal("0.00"), Decimal("0.00"), Decimal("3499.25")]
    }
    sold = sum(op.amount for op in SALES if op.kind is OperationKind.SALE)
    assert sum(bars(hours)["C1"]) == sold == amount(table(hours)[-1][-1])
    assert screen.charts.tenders.is_empty  # no drawer figures yet: said in a sentence
    screen.drawer.show_figures(figures("4000.00", "2500.50", "499.50", "500.00"), "X report")
    drawn(qtbot)
    tenders = screen.charts.tenders
    assert table(tenders) == [
        ["This counter", "3,500.00", "2,500.50", "499.50", "0.00", "6,500.00"],
        ["Total", "3,500.00", "2,500.50", "499.50", "0.00", "6,500.00"],
    ]
    assert bars(tenders) == {
        "Cash": [Decimal("3500.00")],
        "UPI": [Decimal("2500.50")],
        "Card": [Decimal("499.50")],
        "Bank transfer": [Decimal("0.00")],
    }
    for size in SIZES:
        screen.resize(*size)
        screenshot(screen, f"charts-shift-report-{size[0]}x{size[1]}")
    # A later X report, charts shown: the new figures replace the old, axes and all.
    screen.drawer.show_figures(figures("3000.00", "2500.50", "499.50"), "X report")
    drawn(qtbot)
    assert bars(tenders)["Cash"] == [Decimal("3000.00")]
    assert table(tenders)[0][1] == "3,000.00"
    axes = tenders.chart.axes()
    assert len(axes) == 2  # one for the counters, one for the rupees: none left over
    (rupees,) = [axis for axis in axes if isinstance(axis, QCategoryAxis)]
    # Four steps at most, so each label has a line's room: 0 to 3,000 by 1,000.
    assert rupees.categoriesLabels() == ["0", "1,000", "2,000", "3,000"]


def test_an_empty_day_says_no_sales_yet(qtbot: QtBot) -> None:
    screen = ShiftReportScreen(DAY)
    shown(screen, qtbot)
    screen.show_report(shift_report(DAY, "C1", [], [], None), "INR")
    screen.tabs.setCurrentWidget(screen.charts)
    drawn(qtbot)
    assert screen.charts.hours.is_empty and screen.charts.hours.empty_label.isVisible()
    assert screen.charts.hours.empty_label.text() == "No sales yet on this day."


def agency_close() -> AgencyDayClose:
    """Two counters' day: C1 sells at 09:05 and 12:00, C2 at 09:40 and 11:10; both closed."""
    operations = [
        operation(OperationKind.SALE, at(9, 5), "1500.50", "C1"),
        operation(OperationKind.SALE, at(9, 40), "2000.25", "C2"),
        operation(OperationKind.SALE, at(11, 10), "999.75", "C2"),
        operation(OperationKind.SALE, at(12, 0), "3499.25", "C1"),
    ]
    report = shift_report(DAY, "Agency · 2 counter(s)", operations, [], None)
    z_lines = [
        ZReportLine("C1", 1, "asha", "asha", at(18, 0), figures("1500.50", "3499.25", "0.00")),
        ZReportLine("C2", 1, "ravi", "ravi", at(18, 5), figures("999.75", "0.00", "2000.25")),
    ]
    links = [CounterLink(f"id-{c}", c, c, 4, 4, 4, at(18, 10)) for c in ("C1", "C2")]
    by_counter = [
        CounterDay(
            "C1",
            2,
            Decimal("4999.75"),
            Decimal("0.00"),
            (
                TenderDay(CASH, Decimal("1500.50"), Decimal("0.00"), Decimal("1500.50")),
                TenderDay(UPI, Decimal("3499.25"), Decimal("0.00"), Decimal("3499.25")),
            ),
            Decimal("1500.50"),
        ),
        CounterDay("C2", 2, Decimal("3000.00"), Decimal("0.00")),
    ]
    return AgencyDayClose(report, z_lines, links, by_counter, problems=[])


def test_the_agency_day_close_charts_each_counter(qtbot: QtBot) -> None:
    screen = ShiftReportScreen(DAY)
    shown(screen, qtbot)
    close = agency_close()
    screen.show_agency_close(close, "INR")
    screen.tabs.setCurrentWidget(screen.charts)
    drawn(qtbot)
    hours = screen.charts.hours
    model = hours.table.model()
    headers = [model.headerData(n, Qt.Orientation.Horizontal) for n in range(model.columnCount())]
    assert headers == ["Hour", "C1", "C2", "Total"]
    assert [row[0] for row in table(hours)] == ["09:00", "10:00", "11:00", "12:00", "Total"]
    chart = bars(hours)
    assert chart == {
        "C1": [Decimal("1500.50"), Decimal("0.00"), Decimal("0.00"), Decimal("3499.25")],
        "C2": [Decimal("2000.25"), Decimal("0.00"), Decimal("999.75"), Decimal("0.00")],
    }
    total_row = table(hours)[-1]
    # Each counter's column adds up to what the agency store says it sold.
    for part, cell in zip(close.by_counter, total_row[1:3], strict=True):
        assert amount(cell) == part.wallet_paid == sum(chart[part.counter])
    assert amount(total_row[-1]) == sum(part.wallet_paid for part in close.by_counter)
    # Each counter's part names whose money each figure is: the wallet's, the customers' by
    # tender, the drawer's.
    assert screen.agency_close.by_counter_label.text() == (
        "By counter: <b>C1</b> 2 sales: the wallet paid 4,999.75, the wallet got back 0.00; "
        "the customers' money: Cash taken 1,500.50, given back 0.00, net 1,500.50; "
        "UPI taken 3,499.25, given back 0.00, net 3,499.25; the drawer holds 1,500.50 · "
        "<b>C2</b> 2 sales: the wallet paid 3,000.00, the wallet got back 0.00; "
        "the customers' money: -; the drawer holds 0.00"
    )
    tenders = screen.charts.tenders
    assert table(tenders) == [
        ["C1", "1,500.50", "3,499.25", "0.00", "0.00", "4,999.75"],
        ["C2", "999.75", "0.00", "2,000.25", "0.00", "3,000.00"],
        ["Total", "2,500.25", "3,499.25", "2,000.25", "0.00", "7,999.75"],
    ]
    assert bars(tenders)["UPI"] == [Decimal("3499.25"), Decimal("0.00")]
    # The drawer of this counter arriving later does not replace the agency's figures.
    screen.drawer.show_figures(figures("1.00", "2.00", "3.00"), "X report")
    drawn(qtbot)
    assert [row[0] for row in table(tenders)] == ["C1", "C2", "Total"]
    for size in SIZES:
        screen.resize(*size)
        screenshot(screen, f"charts-agency-{size[0]}x{size[1]}")


@pytest.mark.parametrize("tones", [LIGHT, DARK, HIGH_CONTRAST])
def test_the_charts_take_their_colours_from_the_theme(qtbot: QtBot, tones: str) -> None:
    other = next(t for t in THEMES if t != tones)
    with in_theme(THEMES[tones]):
        # Made in the theme, as the app makes its screens after applying the staff's choice.
        wallet_screen = WalletScreen()
        shown(wallet_screen, qtbot)
        wallet_screen.show_wallet(wallet("180000.00", KNOWN_DAY), Decimal(10000), at(16, 0))
        wallet_screen.tabs.setCurrentWidget(wallet_screen.balance_chart)
        drawn(qtbot)
        screen = ShiftReportScreen(DAY)
        shown(screen, qtbot)
        screen.show_agency_close(agency_close(), "INR")
        screen.tabs.setCurrentWidget(screen.charts)
        drawn(qtbot)
        tone = roles_of(tones)
        line, marks = xy_series(wallet_screen.balance_chart)
        assert line.pen().color() == tone.accent
        assert marks["Top-up"].brush().color() == tone.success
        assert marks["Sale"].brush().color() == tone.error
        (series,) = screen.charts.tenders.chart.series()
        assert isinstance(series, QAbstractBarSeries)
        kinds = {b.label(): b.brush().color() for b in series.barSets()}
        assert kinds == {
            "Cash": tone.accent,
            "UPI": tone.success,
            "Card": tone.warning,
            "Bank transfer": tone.error,
        }
        chart = screen.charts.hours.chart
        palette = palette_of(tones)
        assert chart.backgroundBrush().color() == palette.color(QPalette.ColorRole.Base)
        for axis in chart.axes():
            assert axis.gridLinePen().color() == tone.separator
            assert axis.labelsColor() == palette.color(QPalette.ColorRole.Text)
        for size in SIZES:
            name = f"{size[0]}x{size[1]}-{tones.replace('_', '-')}"
            wallet_screen.resize(*size)
            screen.resize(*size)
            screenshot(wallet_screen, f"charts-wallet-{name}")
            screenshot(screen, f"charts-agency-{name}")
        # Another theme while they are shown: the same items now wear its tones.
        apply_theme(THEMES[other])
        QApplication.processEvents()
        line, _ = xy_series(wallet_screen.balance_chart)
        assert line.pen().color() == roles_of(other).accent != tone.accent
        (series,) = screen.charts.tenders.chart.series()
        assert isinstance(series, QAbstractBarSeries)
        assert series.barSets()[1].brush().color() == roles_of(other).success != tone.success


def test_the_charts_speak_hindi(qtbot: QtBot) -> None:
    register_fonts()
    install_translations(i18n.HINDI)
    try:
        wallet_screen = WalletScreen()
        shown(wallet_screen, qtbot)
        wallet_screen.show_wallet(wallet("180000.00", KNOWN_DAY), Decimal(10000), at(16, 0))
        wallet_screen.tabs.setCurrentWidget(wallet_screen.balance_chart)
        drawn(qtbot)
        panel = wallet_screen.balance_chart
        assert wallet_screen.tabs.tabText(1) == "आज का बैलेंस (&B)"
        assert [row[1] for row in table(panel)] == ["बिक्री", "बिक्री", "टॉप-अप", "बिक्री"]
        model = panel.table.model()
        assert model.headerData(4, Qt.Orientation.Horizontal) == "उसके बाद बैलेंस"
        # The figures stay the same figures, grouped the Indian way.
        assert table(panel)[-1][-1] == "1,80,000.00"
        screenshot(wallet_screen, "charts-wallet-1366x768-hindi")
        screen = ShiftReportScreen(DAY)
        shown(screen, qtbot)
        screen.show_report(shift_report(DAY, "C1", [], [], None), "INR")
        screen.tabs.setCurrentWidget(screen.charts)
        drawn(qtbot)
        assert screen.charts.hours.empty_label.text() == "इस दिन अभी तक कोई बिक्री नहीं हुई।"
        screen.drawer.show_figures(figures("4000.00", "2500.50", "499.50"), "X")
        drawn(qtbot)
        (series,) = screen.charts.tenders.chart.series()
        assert isinstance(series, QAbstractBarSeries)
        assert [b.label() for b in series.barSets()] == ["नकद", "UPI", "कार्ड", "बैंक ट्रांसफ़र"]
        screenshot(screen, "charts-shift-report-1366x768-hindi")
    finally:
        install_translations(i18n.ENGLISH)


def test_a_cash_sale_at_the_till_shows_in_both_charts(sales_desk: Desk, qtbot: QtBot) -> None:
    desk = sales_desk
    price = sell_exact_cash(desk, qtbot)
    window = desk.window
    window.resize(1366, 768)
    QTest.keyClick(window, Qt.Key.Key_7, Qt.KeyboardModifier.ControlModifier)
    screen = window.page(SHIFT)
    qtbot.waitUntil(lambda: screen.report is not None and screen.make_button.isEnabled())
    (row,) = list(desk.services.journal.history.rows(day=screen.day))
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)  # C&harts
    assert screen.tabs.currentWidget() is screen.charts
    drawn(qtbot)
    hours = table(screen.charts.hours)
    assert amount(hours[-1][-1]) == price.total == row.price  # what the customer paid
    screen.charts.hours_measure.setCurrentIndex(1)
    drawn(qtbot)
    wallet_side = table(screen.charts.hours)
    assert amount(wallet_side[-1][-1]) == row.total_debited  # what the wallet paid for it
    shift = desk.services.journal.till.open_shift_of(desk.connection.settings.counter_code)
    assert shift is not None
    drawer = x_report(desk.services.journal.till, shift.shift_id)
    tenders = table(screen.charts.tenders)
    assert tenders[0][1:] == [
        money_text(drawer.cash_in - drawer.cash_out),
        money_text(Decimal("0.00")),
        money_text(Decimal("0.00")),
        money_text(Decimal("0.00")),
        money_text(price.total),
    ]
    assert drawer.cash_in == price.total  # the customer paid the exact cash
    screenshot(window, "charts-shift-report-till-1366x768")


def hours_axis_title(panel: ChartPanel) -> str:
    """The title of the rupees' axis of the sales-by-hour chart."""
    (rupees,) = [axis for axis in panel.chart.axes() if isinstance(axis, QCategoryAxis)]
    return rupees.titleText()


def test_sales_by_hour_plots_what_customers_paid_unless_the_wallet_is_chosen(
    qtbot: QtBot,
) -> None:
    screen = ShiftReportScreen(DAY)
    shown(screen, qtbot)
    sales = [
        operation(OperationKind.SALE, at(9, 5), "4499.00", paid="5309.00"),
        operation(OperationKind.SALE, at(10, 40), "2000.25", paid="2360.00"),
    ]
    screen.show_report(shift_report(DAY, "C1", sales, [], None), "INR")
    screen.tabs.setCurrentWidget(screen.charts)
    drawn(qtbot)
    hours = screen.charts.hours
    assert "what customers paid" in hours.heading.text()
    assert hours_axis_title(hours) == "Customers (INR)"
    assert table(hours)[-1] == ["Total", "7,669.00", "7,669.00"]
    assert screen.charts.hours_measure.currentText() == "What customers paid"
    for size in SIZES:
        screen.resize(*size)
        screenshot(screen, f"charts-customers-paid-{size[0]}x{size[1]}")
    screen.charts.hours_measure.setFocus()
    QTest.keyClick(screen.charts.hours_measure, Qt.Key.Key_Down)  # the wallet's side
    drawn(qtbot)
    assert "what the wallet paid" in hours.heading.text()
    assert hours_axis_title(hours) == "Wallet (INR)"
    assert table(hours)[-1] == ["Total", "6,499.25", "6,499.25"]

"""The wallet dashboard: balance, credit facility with its gauge, and its recent movements."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from app.api.models import WalletData
from app.counter.papers.formatting import money_text, plain_words
from app.domain.clock import SERVICE_TZ
from app.figures import clock_text
from app.i18n import Catalogue
from app.ui.models.ledger import SUPPORT_COLUMN, LedgerModel
from app.ui.style import Tone, named, restyle, set_tone
from app.ui.widgets.action_bar import with_icon
from app.ui.widgets.credit_gauge import CreditGauge
from app.ui.widgets.marked_tabs import marked_tabs
from app.ui.widgets.support_details import SupportDetails
from app.ui.widgets.table_view import EmptyState, TitleHeader

if TYPE_CHECKING:
    from app.ui.widgets.day_chart import ChartPanel

WALLET_SCREEN = Catalogue("WALLET_SCREEN")

BALANCE_TAB = 1  # the tab of the balance chart, after the ledger entries


def runway_is_low(wallet: WalletData, threshold: Decimal) -> bool:
    """The credit runway has fallen under the threshold set in Settings."""
    return wallet.credit_facility.available_credit_runway < threshold


class WalletScreen(QWidget):
    """Shows one wallet answer; F5 or the button asks for a fresh one.

    Signals:
        refresh_requested(): staff want the figures again.
    """

    refresh_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.wallet: WalletData | None = None
        self.threshold = Decimal(0)
        self.balance_label = QLabel("—")
        named(self.balance_label, "walletBalance")
        self.limit_label = QLabel("—")
        self.used_label = QLabel("—")
        self.runway_label = QLabel("—")
        self.account_label = QLabel("—")
        self.agent_label = QLabel("—")
        for label in (self.limit_label, self.used_label, self.runway_label):
            restyle(label, strong=True)
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.gauge = CreditGauge()
        self.state_label = QLabel(WALLET_SCREEN.tr("Press F5 to read the wallet."))
        self.state_label.setObjectName("walletState")
        self.state_label.setWordWrap(True)
        self.refresh_button = with_icon(QPushButton(WALLET_SCREEN.tr("Refresh")), "arrow-path")
        self.refresh_button.setToolTip(WALLET_SCREEN.tr("Read the wallet again (F5)"))
        self.model = LedgerModel(self)
        self.movements_view = QTreeView()
        self.movements_view.setObjectName("ledgerJournal")
        self.movements_view.setHeader(TitleHeader(self.movements_view))
        self.movements_view.header().setDefaultAlignment(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        )
        self.movements_view.setModel(self.model)
        self.movements_view.setAccessibleName(WALLET_SCREEN.tr("Recent ledger entries"))
        self.movements_view.setAccessibleDescription(
            WALLET_SCREEN.tr("Enter or the right arrow opens an entry's lines")
        )
        not_read = WALLET_SCREEN.tr("No wallet movements read yet: press F5.")
        EmptyState(self.movements_view, not_read)
        self.movements_view.setAlternatingRowColors(True)
        self.movements_view.setUniformRowHeights(True)
        self.movements_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.movements_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.movements_view.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # The service's ids of entries and accounts are for its support desk, shown on request.
        self.details_check = SupportDetails(self.movements_view, (SUPPORT_COLUMN,))
        self.details_check.setObjectName("ledgerDetails")

        balance = QVBoxLayout()
        # Headings wrap: the figures fit a small screen beside the gauge.
        cash_heading = QLabel(
            WALLET_SCREEN.tr("Cash balance (the agency's own money in the wallet)")
        )
        cash_heading.setWordWrap(True)
        balance.addWidget(cash_heading)
        balance.addWidget(self.balance_label)
        identity = QFormLayout()
        identity.addRow(WALLET_SCREEN.tr("Account"), self.account_label)
        identity.addRow(WALLET_SCREEN.tr("Agent"), self.agent_label)
        balance.addLayout(identity)
        balance.addStretch(1)
        credit = QFormLayout()
        credit_heading = QLabel(
            WALLET_SCREEN.tr("<b>Credit from the service</b> (not part of the cash balance)")
        )
        credit_heading.setWordWrap(True)
        credit.addRow(credit_heading)
        credit.addRow(WALLET_SCREEN.tr("Credit limit (the most it lends)"), self.limit_label)
        credit.addRow(WALLET_SCREEN.tr("Credit used"), self.used_label)
        credit.addRow(WALLET_SCREEN.tr("Credit left to use"), self.runway_label)
        figures = QHBoxLayout()
        figures.addLayout(balance, 1)
        figures.addSpacing(24)
        credit_column = QVBoxLayout()
        credit_column.addLayout(credit)
        credit_column.addWidget(self.gauge)
        figures.addLayout(credit_column)
        bar = QHBoxLayout()
        bar.addWidget(self.state_label, 1)
        bar.addWidget(self.refresh_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(QLabel(WALLET_SCREEN.tr("<h2>Wallet</h2>")))
        layout.addLayout(figures)
        layout.addLayout(bar)
        self._not_read = not_read
        self._chart: ChartPanel | None = None
        self._balance: tuple[WalletData, dt.date, str] | None = None
        # The ledger and the chart take turns below the figures: both fit a 768-pixel screen.
        ledger = QWidget()
        ledger_layout = QVBoxLayout(ledger)
        ledger_layout.setContentsMargins(0, 4, 0, 0)
        ledger_head = QHBoxLayout()
        ledger_head.addWidget(
            QLabel(WALLET_SCREEN.tr("<b>Recent ledger entries</b> (Enter or → opens the lines)")),
            1,
        )
        ledger_head.addWidget(self.details_check)
        ledger_layout.addLayout(ledger_head)
        ledger_layout.addWidget(self.movements_view, 1)
        self.tabs = marked_tabs()
        self.tabs.setObjectName("walletTabs")
        self.tabs.setAccessibleName(WALLET_SCREEN.tr("Ledger entries or the balance today"))
        self.tabs.addTab(ledger, WALLET_SCREEN.tr("&Ledger entries"))
        # The chart (Qt Charts, some 40 ms to import and build) waits for its tab: the wallet's
        # screen is built at start-up, before the first customer.
        self.tabs.addTab(QWidget(), WALLET_SCREEN.tr("&Balance today"))
        self.tabs.currentChanged.connect(self._tab_chosen)
        layout.addWidget(self.tabs, 1)

        # Arriving on the screen, arrows and Enter move through the movements at once.
        self.setFocusProxy(self.movements_view)
        self.refresh_button.clicked.connect(self.request_refresh)
        refresh = QShortcut(QKeySequence.StandardKey.Refresh, self)
        refresh.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        refresh.activated.connect(self.request_refresh)
        self.movements_view.activated.connect(
            lambda index: self.movements_view.setExpanded(
                index.siblingAtColumn(0), not self.movements_view.isExpanded(index)
            )
        )

    @property
    def balance_chart(self) -> ChartPanel:
        """The balance chart's panel, built (in its tab, with the last wallet read) on first
        use."""
        if self._chart is None:
            from app.ui.widgets.day_chart import ChartPanel

            chart = ChartPanel(
                "walletBalanceChart",
                WALLET_SCREEN.tr("The wallet's balance today, with each top-up and sale"),
                WALLET_SCREEN.tr("No top-ups or sales yet today."),
            )
            chart.empty_label.setText(self._not_read)
            self._chart = chart
            current, title = self.tabs.currentIndex(), self.tabs.tabText(BALANCE_TAB)
            placeholder = self.tabs.widget(BALANCE_TAB)
            blocked = self.tabs.blockSignals(True)  # the same tab stays chosen: no news
            self.tabs.removeTab(BALANCE_TAB)
            self.tabs.insertTab(BALANCE_TAB, chart, title)
            self.tabs.setCurrentIndex(current)
            self.tabs.blockSignals(blocked)
            if placeholder is not None:
                placeholder.deleteLater()
            self._draw_balance()
        return self._chart

    def _tab_chosen(self, index: int) -> None:
        if index == BALANCE_TAB:
            self.balance_chart.show()  # built now, in place of its placeholder

    def _draw_balance(self) -> None:
        if self._chart is None or self._balance is None:
            return
        from app.reports.day_charts import balance_through_day

        wallet, day, currency = self._balance
        self._chart.show_balance(balance_through_day(wallet, day), currency)

    def request_refresh(self) -> None:
        """Ask for the wallet again (F5)."""
        self.show_loading()
        self.refresh_requested.emit()

    def show_loading(self) -> None:
        """A read is under way; the figures stay until the answer."""
        self.refresh_button.setEnabled(False)
        set_tone(self.state_label, Tone.PLAIN)
        self.state_label.setText(WALLET_SCREEN.tr("Reading the wallet…"))

    def show_wallet(self, wallet: WalletData, threshold: Decimal, read_at: dt.datetime) -> None:
        """The figures of ``wallet``; the credit left turns to the warning colour below
        ``threshold``."""
        self.wallet, self.threshold = wallet, threshold
        currency = wallet.financial_balances.currency
        credit = wallet.credit_facility
        self.balance_label.setText(
            money_text(wallet.financial_balances.live_available_balance, currency)
        )
        self.limit_label.setText(money_text(credit.allocated_limit, currency))
        self.used_label.setText(money_text(credit.limit_utilized, currency))
        self.runway_label.setText(money_text(credit.available_credit_runway, currency))
        self.account_label.setText(plain_words(wallet.account_status))
        self.agent_label.setText(str(wallet.agent_id))
        low = runway_is_low(wallet, threshold)
        set_tone(self.runway_label, Tone.ERROR if low else Tone.PLAIN, strong=True)
        self.gauge.show_credit(
            credit.allocated_limit,
            credit.limit_utilized,
            credit.available_credit_runway,
            currency,
            low,
        )
        self.gauge.setToolTip(self.gauge.describe())
        self.model.set_movements(wallet.recent_ledger_journal_snapshot)
        day = read_at.astimezone(SERVICE_TZ).date()
        self._balance = (wallet, day, currency)
        self._draw_balance()
        self.refresh_button.setEnabled(True)
        if low:
            set_tone(self.state_label, Tone.ERROR, strong=True)
            self.state_label.setText(
                WALLET_SCREEN.tr(
                    "The credit left to use is below {threshold} (Settings). "
                    "Top up the wallet before large sales."
                ).format(threshold=money_text(threshold, currency))
            )
        else:
            set_tone(self.state_label, Tone.PLAIN)
            self.state_label.setText(
                WALLET_SCREEN.tr("Read at {time} (service time). F5 refreshes.").format(
                    time=clock_text(read_at, seconds=True)
                )
            )

    def show_failure(self, text: str) -> None:
        """The read failed: the last figures stay, the sentence says why."""
        self.refresh_button.setEnabled(True)
        set_tone(self.state_label, Tone.ERROR, strong=True)
        self.state_label.setText(text)

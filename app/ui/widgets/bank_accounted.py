"""The Bank statement tab's list of the lines accounted for without a sale: each bank charge
posted in the books, each cash deposit with the close whose cash it is, or waiting for a
supervisor to confirm which (the confirmation asked from here, the PIN by the service)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.counter.papers.formatting import money_text
from app.counter.services.bank_accounted import (
    AccountedLine,
    Accounting,
    LineKind,
    accounting_text,
    kind_text,
)
from app.figures import date_text
from app.i18n import Catalogue
from app.ui.models.bank import WIDEST_AMOUNT, date_samples
from app.ui.models.rows import RIGHT, Column, RowTableModel
from app.ui.widgets.bank_statements import CREDITS_ROWS, fixed_columns, keep_rows
from app.ui.widgets.table_view import EmptyState

BANK_ACCOUNTED_PANEL = Catalogue("BANK_ACCOUNTED_PANEL")
# The narration takes the room left (whole in its tooltip).
NARRATION = 5


class AccountedModel(RowTableModel[AccountedLine]):
    """Each charge or deposit: its day, amount, what it is, how it is accounted for, the close
    whose cash it is (or may be), and the bank's narration."""

    def __init__(self) -> None:
        super().__init__(
            [
                Column(BANK_ACCOUNTED_PANEL.tr("Day"), lambda a: date_text(a.on)),
                Column(
                    BANK_ACCOUNTED_PANEL.tr("Amount"), lambda a: money_text(a.amount), align=RIGHT
                ),
                Column(BANK_ACCOUNTED_PANEL.tr("Line"), lambda a: kind_text(a.kind)),
                Column(
                    BANK_ACCOUNTED_PANEL.tr("Accounted"), lambda a: accounting_text(a.accounting)
                ),
                Column(
                    BANK_ACCOUNTED_PANEL.tr("Banked on"),
                    lambda a: date_text(a.close) if a.close else "—",
                ),
                Column(BANK_ACCOUNTED_PANEL.tr("Narration"), lambda a: a.narration),
            ]
        )

    @staticmethod
    def samples() -> list[list[str]]:
        """Per column, texts as wide as its widest can be (the narration takes the rest)."""
        return [
            date_samples(),
            [money_text(WIDEST_AMOUNT)],
            [kind_text(kind) for kind in LineKind],
            [accounting_text(accounting) for accounting in Accounting],
            date_samples(),
            [],
        ]


class AccountedPanel(QWidget):
    """The charges and deposits of the statements; shows what the controller reads.

    Signals:
        confirm_requested(object): a supervisor is to confirm this ``AccountedLine``'s deposit
            as a close's cash banked.
    """

    confirm_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bankAccountedPanel")
        self.lines = AccountedModel()
        self.table = fixed_columns(self.lines, self.lines.samples(), "bankAccounted", NARRATION, ())
        self.table.setAccessibleName(self.title())
        keep_rows(self.table, CREDITS_ROWS)
        EmptyState(
            self.table, BANK_ACCOUNTED_PANEL.tr("No bank charge or cash deposit in the statements.")
        )
        self.confirm_button = QPushButton(BANK_ACCOUNTED_PANEL.tr("Con&firm the cash deposit…"))
        self.confirm_button.setObjectName("bankConfirmDeposit")
        self.confirm_button.setToolTip(
            BANK_ACCOUNTED_PANEL.tr(
                "A supervisor confirms the close whose cash the chosen deposit is"
            )
        )
        self.confirm_button.setEnabled(False)
        actions = QHBoxLayout()
        actions.setContentsMargins(0, 0, 0, 0)
        said = QLabel(
            BANK_ACCOUNTED_PANEL.tr("Lines a rule accounts for: never the proof of a sale.")
        )
        said.setWordWrap(True)
        actions.addWidget(said, 1)
        actions.addWidget(self.confirm_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(actions)
        layout.addWidget(self.table, 1)
        self.table.selectionModel().currentRowChanged.connect(self._chosen)
        self.table.doubleClicked.connect(lambda _index: self._confirm_selected())
        self.confirm_button.clicked.connect(self._confirm_selected)

    @staticmethod
    def title() -> str:
        """The list's name, as its tab says it."""
        return BANK_ACCOUNTED_PANEL.tr("Bank charges and cash deposits")

    def show_lines(self, lines: list[AccountedLine]) -> None:
        """The charges and deposits read, the first waiting deposit chosen."""
        self.lines.set_rows(lines)
        waiting = next((n for n, line in enumerate(lines) if line.confirmable), None)
        if waiting is not None:
            self.table.selectRow(waiting)
        self.confirm_button.setEnabled(waiting is not None)

    def selected(self) -> AccountedLine | None:
        """The line chosen."""
        index = self.table.currentIndex()
        return self.lines.row_at(index) if index.isValid() else None

    def _chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        line = self.lines.row_at(current) if current.isValid() else None
        self.confirm_button.setEnabled(line is not None and line.confirmable)

    def _confirm_selected(self) -> None:
        line = self.selected()
        if line is not None and line.confirmable:
            self.confirm_requested.emit(line)

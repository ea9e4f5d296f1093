"""The agency's bank accounts in Settings: each one's number, IFSC and name in a row of a table.
A statement is imported only against one of them (``app.bank.accounts``); a supervisor's PIN
saves a change."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.bank.account import BankAccount, account_as_typed
from app.counter.config.settings import Settings
from app.i18n import Catalogue
from app.ui.widgets.form_dialog import wrapped

BANK_ACCOUNT_SETTINGS = Catalogue("BANK_ACCOUNT_SETTINGS")


class BankAccountsBox(QGroupBox):
    """The declared accounts, one a row (number, IFSC, name), typed in place; ``values()`` gives
    them for the draft (rows with no number left out).

    Signals:
        edited(): an account was added, changed or removed (the screen checks the draft again).
    """

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(BANK_ACCOUNT_SETTINGS.tr("The agency's bank accounts"), parent)
        self.setObjectName("bankAccountSettings")
        note = wrapped(
            QLabel(
                BANK_ACCOUNT_SETTINGS.tr(
                    "A bank statement proves sales only when it is of one of these accounts: one "
                    "of another account is refused, and one naming none is asked for. A "
                    "supervisor's PIN changes them."
                )
            )
        )
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("bankAccounts")
        self.table.setAccessibleName(self.title())
        self.table.setHorizontalHeaderLabels(
            [
                BANK_ACCOUNT_SETTINGS.tr("Account number"),
                BANK_ACCOUNT_SETTINGS.tr("IFSC"),
                BANK_ACCOUNT_SETTINGS.tr("Name"),
            ]
        )
        header = self.table.horizontalHeader()
        # A number and an IFSC are never cut: their columns fit their words and what is typed.
        for column in (0, 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.add_button = QPushButton(BANK_ACCOUNT_SETTINGS.tr("&Add an account"))
        self.add_button.setObjectName("addBankAccount")
        self.remove_button = QPushButton(BANK_ACCOUNT_SETTINGS.tr("Re&move the account chosen"))
        self.remove_button.setObjectName("removeBankAccount")
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        stack = QVBoxLayout(self)
        stack.addWidget(note)
        stack.addWidget(self.table)
        stack.addLayout(buttons)
        self.add_button.clicked.connect(self.add_row)
        self.remove_button.clicked.connect(self._remove)
        self.table.itemChanged.connect(lambda _item: self.edited.emit())

    def add_row(self, account: BankAccount | None = None) -> int:
        """A row for ``account`` (an empty one to type in when None), the number's cell current;
        its position."""
        row = self.table.rowCount()
        self.table.insertRow(row)
        said = account or BankAccount("")
        for column, text in enumerate((said.number, said.ifsc, said.name)):
            self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.setCurrentCell(row, 0)
        self.edited.emit()
        return row

    def _remove(self) -> None:
        if self.table.currentRow() >= 0:
            self.table.removeRow(self.table.currentRow())
            self.edited.emit()

    def load(self, settings: Settings) -> None:
        """Show the accounts of ``settings``."""
        self.table.setRowCount(0)
        for account in settings.bank_accounts:
            self.add_row(account)

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return "" if item is None else item.text()

    def values(self) -> dict[str, Any]:
        """The accounts as typed, for the draft (a row with no number is none)."""
        typed = (
            account_as_typed(self._text(row, 0), self._text(row, 1), self._text(row, 2))
            for row in range(self.table.rowCount())
        )
        return {"bank_accounts": tuple(account for account in typed if account.number)}

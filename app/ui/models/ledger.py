"""The wallet's recent movements as a tree: a row per movement, its double-entry lines below.

A movement row shows when, what and how much it moved into or out of the wallet, with the sums of
its ledger debits and credits side by side (they must be equal); each child row is one line: the
account and its debit or credit. Each money column says whose figure it is: the wallet's, or
the service's ledger's (whose "credit" is not the wallet's credit).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from app.api.models import LedgerLine, WalletMovement
from app.counter.papers.formatting import MISSING, account_text, money_text
from app.domain.clock import SERVICE_TZ
from app.figures import stamp_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.reports.ledger import credits, debits, is_balanced
from app.ui.models.rows import LEFT, RIGHT
from app.ui.style import roles

LEDGER_MODEL = Catalogue("LEDGER_MODEL")

Index = QModelIndex | QPersistentModelIndex

# Translated where shown: the language is chosen after this module is imported.
COLUMNS = (
    QT_TRANSLATE_NOOP("LEDGER_MODEL", "Posted at / account"),
    QT_TRANSLATE_NOOP("LEDGER_MODEL", "Event"),
    QT_TRANSLATE_NOOP("LEDGER_MODEL", "Booking ref"),
    # The journal's amount: what a sale took out of the wallet, a refund or a top-up put in.
    QT_TRANSLATE_NOOP("LEDGER_MODEL", "Wallet in / out"),
    QT_TRANSLATE_NOOP("LEDGER_MODEL", "Ledger debit"),
    QT_TRANSLATE_NOOP("LEDGER_MODEL", "Ledger credit"),
    # The service's own names of the entry and the account, for its support desk: the wallet
    # screen shows this column only when staff open its details.
    QT_TRANSLATE_NOOP("LEDGER_MODEL", "For support"),
)
SUPPORT_COLUMN = len(COLUMNS) - 1
MOVED_COLUMN = 3
AMOUNT_COLUMNS = frozenset({MOVED_COLUMN, 4, 5})
# internalId of a movement row; a line row carries its movement's row + 1, so 0 is free for this.
TOP = 0
EVENT_TEXT = {
    "BOOKING_SETTLED": QT_TRANSLATE_NOOP("LEDGER_MODEL", "Sale"),
    "CANCELLATION_REFUND": QT_TRANSLATE_NOOP("LEDGER_MODEL", "Refund"),
    "WALLET_TOPUP": QT_TRANSLATE_NOOP("LEDGER_MODEL", "Top-up"),
}


def _amount(value: Decimal) -> str:
    return money_text(value) if value else ""


def _movement_text(movement: WalletMovement, column: int) -> str:
    if column == 0:
        return stamp_text(movement.posted_at.astimezone(SERVICE_TZ), seconds=True)
    if column == 1:
        event = EVENT_TEXT.get(movement.event)
        return movement.event if event is None else LEDGER_MODEL.known(event)
    if column == 2:
        return movement.booking_ref or MISSING
    if column == MOVED_COLUMN:
        return money_text(movement.amount, movement.currency)
    if column == SUPPORT_COLUMN:
        return f"{movement.journal_id} · {movement.event}"
    return money_text(debits(movement) if column == 4 else credits(movement))


def _line_text(line: LedgerLine, column: int) -> str:
    if column == 0:
        return account_text(line.account)
    if column == SUPPORT_COLUMN:
        return line.account
    if column == 4:
        return _amount(line.debit)
    if column == 5:
        return _amount(line.credit)
    return ""


class LedgerModel(QAbstractItemModel):
    """Movements at the top level, their lines as children (two levels, read-only)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._movements: list[WalletMovement] = []

    @property
    def movements(self) -> list[WalletMovement]:
        """The movements shown, newest first as the service lists them (a copy)."""
        return list(self._movements)

    def set_movements(self, movements: Sequence[WalletMovement]) -> None:
        """Replace every movement; the same movements again change nothing (the rows opened and
        the one chosen stay, and a hidden view is not laid out again)."""
        if list(movements) == self._movements:
            return
        self.beginResetModel()
        self._movements = list(movements)
        self.endResetModel()

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        """Qt: the index of a cell under ``parent``."""
        if not self.hasIndex(row, column, parent):
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, column, TOP)
        return self.createIndex(row, column, parent.row() + 1)

    def parent(self, child: Index) -> QModelIndex:  # type: ignore[override]
        """Qt: a line's movement row; nothing above a movement."""
        if not child.isValid() or child.internalId() == TOP:
            return QModelIndex()
        return self.createIndex(child.internalId() - 1, 0, TOP)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """Qt: movements at the top, lines under a movement's first column, nothing under a line."""
        if not parent.isValid():
            return len(self._movements)
        if parent.internalId() == TOP and parent.column() == 0:
            return len(self._movements[parent.row()].lines)
        return 0

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """Qt: the same columns at both levels."""
        return len(COLUMNS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Qt: what a cell shows for ``role``."""
        if not index.isValid():
            return None
        column = index.column()
        if index.internalId() == TOP:
            movement = self._movements[index.row()]
            if role == Qt.ItemDataRole.DisplayRole:
                return _movement_text(movement, column)
            if role == Qt.ItemDataRole.ToolTipRole:
                # The service's words for the entry; its id is in the column for support.
                return movement.narration or None
            if role == Qt.ItemDataRole.ForegroundRole and column in (4, 5):
                return None if is_balanced(movement) else roles().error
        else:
            line = self._movements[index.internalId() - 1].lines[index.row()]
            if role == Qt.ItemDataRole.DisplayRole:
                return _line_text(line, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int((RIGHT if column in AMOUNT_COLUMNS else LEFT).value)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Qt: the column titles."""
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return LEDGER_MODEL.known(COLUMNS[section])
        if role == Qt.ItemDataRole.ToolTipRole and section == MOVED_COLUMN:
            return LEDGER_MODEL.tr(
                "What the entry took out of the wallet (a sale) or put into it (a refund, a top-up)"
            )
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int((RIGHT if section in AMOUNT_COLUMNS else LEFT).value)
        return None

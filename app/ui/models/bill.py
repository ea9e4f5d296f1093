"""The bill table of the review and the result: item and amount, totals in bold."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from app.counter.papers.bill import BillLine
from app.counter.papers.formatting import money_text
from app.domain.money import CURRENCY
from app.i18n import Catalogue
from app.ui.models.rows import RIGHT, Column, Index, RowTableModel

BILL_MODEL = Catalogue("BILL_MODEL")


class BillModel(RowTableModel[BillLine]):
    """Lines of a bill in one currency."""

    row_fonts = True  # the totals are bold

    def __init__(self, currency: str = CURRENCY) -> None:
        super().__init__(
            [
                Column(BILL_MODEL.tr("Item"), lambda line: line.label),
                Column(
                    BILL_MODEL.tr("Amount"),
                    lambda line: money_text(line.amount, currency),
                    align=RIGHT,
                ),
            ]
        )

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Qt: as any row table, with total lines in bold."""
        line = self.row_at(index)
        if role == Qt.ItemDataRole.FontRole and line is not None and line.total:
            font = QFont()
            font.setBold(True)
            return font
        return super().data(index, role)

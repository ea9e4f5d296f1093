"""The shift report's operations: one row per sale or cancellation, with its ledger check."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from app.counter.formatting import money_text
from app.domain.clock import SERVICE_TZ
from app.figures import clock_text
from app.i18n import Catalogue
from app.reports.shift import MISMATCHES, OperationKind, ReportLine
from app.ui.models.rows import RIGHT, Column, Index, RowTableModel
from app.ui.style import roles

SHIFT_LINES_MODEL = Catalogue("SHIFT_LINES_MODEL")


def _sale(line: ReportLine) -> bool:
    return line.operation.kind is OperationKind.SALE


class ShiftLinesModel(RowTableModel[ReportLine]):
    """Time, operation, booking, request id, money and the ledger check; mismatches in red."""

    def __init__(self) -> None:
        super().__init__(
            [
                Column(
                    SHIFT_LINES_MODEL.tr("Time"),
                    lambda row: clock_text(row.operation.at.astimezone(SERVICE_TZ), seconds=True),
                ),
                Column(SHIFT_LINES_MODEL.tr("Operation"), lambda row: row.operation.kind.value),
                Column(SHIFT_LINES_MODEL.tr("Module"), lambda row: row.operation.module.value),
                Column(SHIFT_LINES_MODEL.tr("Booking ref"), lambda row: row.operation.booking_ref),
                Column(
                    SHIFT_LINES_MODEL.tr("Request id"),
                    lambda row: row.operation.request_id,
                    tooltip=SHIFT_LINES_MODEL.tr("The request's identifier, as the service has it"),
                ),
                Column(
                    SHIFT_LINES_MODEL.tr("Cash"),
                    lambda row: money_text(row.operation.cash) if _sale(row) else "",
                    align=RIGHT,
                ),
                Column(
                    SHIFT_LINES_MODEL.tr("Credit"),
                    lambda row: money_text(row.operation.credit) if _sale(row) else "",
                    align=RIGHT,
                ),
                Column(
                    SHIFT_LINES_MODEL.tr("Refund"),
                    lambda row: "" if _sale(row) else money_text(row.operation.amount),
                    align=RIGHT,
                ),
                Column(
                    SHIFT_LINES_MODEL.tr("Ledger"),
                    lambda row: f"{row.check.value} · {row.note}" if row.note else row.check.value,
                ),
            ]
        )

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Qt: as the row table; a line the ledger disagrees with is red."""
        if role == Qt.ItemDataRole.ForegroundRole:
            line = self.row_at(index)
            if line is not None and line.check in MISMATCHES:
                return roles().error
        return super().data(index, role)

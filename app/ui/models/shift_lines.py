"""The shift report's operations: one row per sale or cancellation, with its ledger check."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from app.counter.papers.formatting import money_text
from app.domain.clock import SERVICE_TZ
from app.figures import clock_text
from app.i18n import Catalogue
from app.reports.shift import MISMATCHES, Check, OperationKind, ReportLine, in_words
from app.ui.models.rows import RIGHT, Column, Index, RowTableModel
from app.ui.style import roles

SHIFT_LINES_MODEL = Catalogue("SHIFT_LINES_MODEL")


def _sale(line: ReportLine) -> bool:
    return line.operation.kind is OperationKind.SALE


def _check_text(line: ReportLine) -> str:
    check = in_words()[line.check]
    # A match's note is only the movement's id: it goes with the ids for support.
    return check if line.check is Check.MATCHED or not line.note else f"{check} · {line.note}"


def _support_text(line: ReportLine) -> str:
    movement = "" if line.movement is None else line.movement.journal_id
    return " · ".join(part for part in (line.operation.request_id, movement) if part)


class ShiftLinesModel(RowTableModel[ReportLine]):
    """Time, operation, booking, money, the ledger check and the service's ids (for support);
    mismatches in red."""

    def __init__(self) -> None:
        super().__init__(
            [
                Column(
                    SHIFT_LINES_MODEL.tr("Time"),
                    lambda row: clock_text(row.operation.at.astimezone(SERVICE_TZ), seconds=True),
                ),
                Column(
                    SHIFT_LINES_MODEL.tr("Operation"), lambda row: in_words()[row.operation.kind]
                ),
                Column(
                    SHIFT_LINES_MODEL.tr("Module"), lambda row: in_words()[row.operation.module]
                ),
                Column(SHIFT_LINES_MODEL.tr("Booking ref"), lambda row: row.operation.booking_ref),
                Column(
                    SHIFT_LINES_MODEL.tr("Wallet cash"),
                    lambda row: money_text(row.operation.cash) if _sale(row) else "",
                    align=RIGHT,
                ),
                Column(
                    SHIFT_LINES_MODEL.tr("Wallet credit"),
                    lambda row: money_text(row.operation.credit) if _sale(row) else "",
                    align=RIGHT,
                ),
                Column(
                    SHIFT_LINES_MODEL.tr("Wallet refund"),
                    lambda row: "" if _sale(row) else money_text(row.operation.amount),
                    align=RIGHT,
                ),
                Column(SHIFT_LINES_MODEL.tr("Ledger"), _check_text),
                # Last, and shown only with the screen's details for support.
                Column(
                    SHIFT_LINES_MODEL.tr("For support"),
                    _support_text,
                    tooltip=SHIFT_LINES_MODEL.tr(
                        "The request's identifier and its ledger journal's, as the service has them"
                    ),
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

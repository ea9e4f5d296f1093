"""The bank statement panel's tables: the payments questioned, the credits of no sale, and the
payment apps' payouts."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QColor

from app.bank.payouts import MONEY_MISSING, Arrival, Payout
from app.bank.proofs import PROVED_TENDERS, BankRow, Proof
from app.counter.papers.formatting import money_text
from app.counter.services.bank_payouts import arrival_text, settles_text
from app.counter.services.bank_statements import doubt_text, outcome_text
from app.domain.clock import SERVICE_TZ
from app.figures import date_text, moment_text
from app.i18n import Catalogue
from app.ui.models.rows import RIGHT, Column, Index, RowTableModel
from app.ui.style import roles

BANK_MODEL = Catalogue("BANK_MODEL")
# The widest amount a column keeps room for: a transfer under ten crore, or a refund paid out.
WIDEST_AMOUNT = Decimal("-99999999.99")
# The longest reference, a 22-character RTGS UTR; a receipt number of the counter's pattern.
WIDEST_REFERENCE = "SBINR52026112600000101"
WIDEST_RECEIPT = "C12/26/000000"
# A day of each month at its widest time: the month names differ in width in each language.
_MONTHS = [dt.datetime(2026, month, 28, 20, 58) for month in range(1, 13)]


def moment_samples() -> list[str]:
    """Every month's ``moment_text``: a column of moments is as wide as the widest."""
    return [moment_text(moment) for moment in _MONTHS]


def date_samples() -> list[str]:
    """Every month's ``date_text``: a column of days is as wide as the widest."""
    return [date_text(moment.date()) for moment in _MONTHS]


def refund_text(tender: str) -> str:
    """A refund's tender as the questioned table names it (its amount shown positive)."""
    return BANK_MODEL.tr("{tender} refund").format(tender=tender)


def tender_text(proof: Proof) -> str:
    """The tender of ``proof``, a refund said so: the direction in words, not a minus."""
    return refund_text(proof.kind.title()) if proof.outgoing else proof.kind.title()


class QuestionedModel(RowTableModel[Proof]):
    """Each questioned UPI or bank payment: when, the receipt and booking, how much, the
    reference given, why it is in doubt, who paid as the statement says, and its resolution
    (a resolved one dimmed)."""

    def __init__(self) -> None:
        super().__init__(
            [
                Column(
                    BANK_MODEL.tr("Taken"),
                    lambda p: moment_text(p.at.astimezone(SERVICE_TZ)),
                    sort_key=lambda p: p.at,
                ),
                Column(BANK_MODEL.tr("Receipt"), lambda p: p.receipt_no or p.booking_ref),
                Column(BANK_MODEL.tr("Tender"), tender_text),
                Column(
                    BANK_MODEL.tr("Amount"),
                    lambda p: money_text(p.amount),
                    sort_key=lambda p: p.amount,
                    align=RIGHT,
                ),
                Column(BANK_MODEL.tr("Reference"), lambda p: p.reference),
                Column(BANK_MODEL.tr("Why"), doubt_text),
                Column(BANK_MODEL.tr("Payer"), lambda p: p.row.payer if p.row else ""),
                Column(
                    BANK_MODEL.tr("Resolved"),
                    lambda p: " · ".join(
                        t for t in (outcome_text(p.outcome), p.outcome_detail) if t
                    ),
                ),
            ],
            dimmed=lambda p: p.outcome is not None,
        )

    @staticmethod
    def samples() -> list[list[str]]:
        """Per column, texts as wide as its widest can be (none: the column takes what room is
        left, or is read in the details)."""
        tenders = [kind.title() for kind in PROVED_TENDERS] + [
            refund_text(kind.title()) for kind in PROVED_TENDERS
        ]
        return [
            moment_samples(),
            [WIDEST_RECEIPT],
            tenders,
            [money_text(WIDEST_AMOUNT)],
            [WIDEST_REFERENCE],
            [],
            [],
            [],
        ]


class CreditsModel(RowTableModel[BankRow]):
    """Credits of the statements that prove no sale of this counter, a page at a time: the
    view asks for the next when it scrolls to the last (Qt's ``fetchMore``), and the model asks
    for it by ``more_wanted`` (a month's statement may hold ten thousand).

    Signals:
        more_wanted(object): the page after this ``BankRow`` is wanted.
    """

    more_wanted = Signal(object)

    def __init__(self) -> None:
        self._more = False
        self._asked = False
        super().__init__(
            [
                Column(
                    BANK_MODEL.tr("Day"),
                    lambda r: date_text(r.on),
                    sort_key=lambda r: r.on,
                ),
                Column(
                    BANK_MODEL.tr("Amount"),
                    lambda r: money_text(r.amount),
                    sort_key=lambda r: r.amount,
                    align=RIGHT,
                ),
                Column(BANK_MODEL.tr("Reference"), lambda r: r.shown_reference),
                Column(BANK_MODEL.tr("Payer"), lambda r: r.payer),
                Column(BANK_MODEL.tr("Narration"), lambda r: r.narration),
            ]
        )

    @staticmethod
    def samples() -> list[list[str]]:
        """Per column, texts as wide as its widest can be (as ``QuestionedModel.samples``)."""
        return [date_samples(), [money_text(WIDEST_AMOUNT)], [WIDEST_REFERENCE], [], []]

    def show_page(self, rows: Sequence[BankRow], more: bool) -> None:
        """The first page of the credits, and whether more follow."""
        self._more, self._asked = more, False
        self.set_rows(rows)

    def add_page(self, after: BankRow, rows: Sequence[BankRow], more: bool) -> None:
        """The page after ``after``, and whether more follow (a page asked for before the
        rows were shown again is not theirs, and is dropped)."""
        if not self.rowCount() or self.nth_row(self.rowCount() - 1) != after:
            return
        self._more, self._asked = more, False
        self.add_rows(rows)

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        """Qt: whether a page is still to be asked for."""
        return not parent.isValid() and self._more and not self._asked and self.rowCount() > 0

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        """Qt: ask for the next page (it arrives by ``add_page``)."""
        if self.canFetchMore(parent):
            self._asked = True
            self.more_wanted.emit(self.nth_row(self.rowCount() - 1))


def _arrival_colour(arrival: Arrival) -> QColor | None:
    """The arrival's cell in red while money the report promised is not in the bank, in amber
    when more came than it says."""
    if arrival in MONEY_MISSING:
        return roles().error
    return roles().warning if arrival is Arrival.OVER else None


class PayoutsModel(RowTableModel[Payout]):
    """Each payment app's payout: the day it reached the bank, the app, its UTR, what was
    credited and what the report says reaches the bank, the payments it settles, and whether
    it arrived in full (money missing said in red)."""

    ARRIVED = 6

    def __init__(self) -> None:
        super().__init__(
            [
                Column(
                    BANK_MODEL.tr("Day"),
                    lambda p: date_text(p.on) if p.on else "—",
                    sort_key=lambda p: p.on or p.last_day,
                ),
                Column(BANK_MODEL.tr("App"), lambda p: p.app),
                Column(BANK_MODEL.tr("UTR"), lambda p: p.utr),
                Column(
                    BANK_MODEL.tr("Credited"),
                    lambda p: money_text(p.credited),
                    sort_key=lambda p: p.credited or 0,
                    align=RIGHT,
                ),
                Column(
                    BANK_MODEL.tr("Report says"),
                    lambda p: money_text(p.net),
                    sort_key=lambda p: p.net,
                    align=RIGHT,
                ),
                Column(BANK_MODEL.tr("Settles"), settles_text),
                Column(BANK_MODEL.tr("Arrived"), arrival_text),
            ]
        )

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Qt: a cell's words; the arrival's in the tone of what it says."""
        if role == Qt.ItemDataRole.ForegroundRole and index.column() == self.ARRIVED:
            payout = self.row_at(index)
            return None if payout is None else _arrival_colour(payout.arrival)
        return super().data(index, role)

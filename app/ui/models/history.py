"""The history tables: the counter's bookings (read a page at a time) and the per-day totals."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex

from app.counter.formatting import money_text
from app.figures import date_text, day_text, stamp_text
from app.journal import BookingRow, DayTotals
from app.ui.models.rows import RIGHT, Column, Index, RowTableModel

PAGE_ROWS = 200
# (offset, limit) -> the next page of the current search, newest first.
PageReader = Callable[[int, int], list[BookingRow]]


def _passengers(row: BookingRow) -> str:
    return ", ".join(row.passengers) if row.passengers else f"{row.qty} seat(s)"


PRODUCT_COLUMN, PASSENGERS_COLUMN = 2, 5
BOOKING_COLUMNS: list[Column[BookingRow]] = [
    Column("Sold", lambda row: stamp_text(row.sold_at), lambda row: row.sold_at),
    Column("Ref", lambda row: row.booking_ref),
    Column("Product", lambda row: row.product),
    Column("Travel date", lambda row: date_text(row.travel_date)),
    Column("Customer", lambda row: row.customer_name),
    Column("Passengers", _passengers),
    Column("Total", lambda row: money_text(row.total), align=RIGHT),
    Column("Refunded", lambda row: money_text(row.refunded) if row.refunded else "", align=RIGHT),
    Column("Status", lambda row: row.status),
]


class HistoryModel(RowTableModel[BookingRow]):
    """The bookings matching the search; Qt asks for more pages as the view scrolls.

    10,000 bookings are never read at once: each page is one indexed query of ``PAGE_ROWS``.
    """

    def __init__(self) -> None:
        super().__init__(BOOKING_COLUMNS)
        self._read: PageReader = lambda _offset, _limit: []
        self.total = 0

    def show_search(self, total: int, first_page: list[BookingRow], read: PageReader) -> None:
        """A new search with ``total`` matches and its first page; ``read`` the rest on demand."""
        self.beginResetModel()
        self._read = read
        self.total = total
        self._rows = list(first_page)
        self.endResetModel()

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        """Qt: whether rows of the search are still unread."""
        return not parent.isValid() and len(self._rows) < self.total

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        """Qt: read the next page."""
        if parent.isValid():
            return
        page = self._read(len(self._rows), PAGE_ROWS)[: self.total - len(self._rows)]
        if not page:
            # The journal lost rows under us (another counter app on the same file): stop asking.
            self.total = len(self._rows)
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
        self._rows.extend(page)
        self.endInsertRows()


class DayTotalsModel(RowTableModel[DayTotals]):
    """One row per day of sale: how many bookings and what they came to."""

    def __init__(self) -> None:
        super().__init__(
            [
                Column("Day", lambda day: day_text(day.day), lambda day: day.day),
                Column("Bookings", lambda day: str(day.bookings), align=RIGHT),
                Column("Total", lambda day: money_text(day.total), align=RIGHT),
                Column("Cash", lambda day: money_text(day.cash), align=RIGHT),
                Column("Credit", lambda day: money_text(day.credit), align=RIGHT),
                Column("Refunded", lambda day: money_text(day.refunded), align=RIGHT),
                Column("Net", lambda day: money_text(day.net), align=RIGHT),
            ]
        )

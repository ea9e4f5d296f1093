"""The history tables: the counter's bookings (read a page at a time) and the per-day totals."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import QModelIndex

from app.counter.papers.formatting import money_text
from app.domain.limits import QTY_MAX
from app.domain.product_name import shown_product
from app.domain.status import status_text
from app.figures import date_text, day_text, stamp_text
from app.i18n import Catalogue
from app.records.bookings import BookingRow, DayTotals, TenderTotals
from app.ui.models.rows import RIGHT, Column, Index, RowTableModel

HISTORY_MODEL = Catalogue("HISTORY_MODEL")

PAGE_ROWS = 200
# (offset, limit) -> the next page of the current search, newest first.
PageReader = Callable[[int, int], list[BookingRow]]


def _passengers(row: BookingRow) -> str:
    if row.passengers:
        return ", ".join(row.passengers)
    return seats_text(row.qty)


def seats_text(seats: int) -> str:
    """A booking's seat count, shown where no passenger names were taken."""
    return HISTORY_MODEL.tr("%n seats", "", seats)


def widest_seats() -> str:
    """The seat count of the largest booking the service takes, the widest one shown."""
    return seats_text(QTY_MAX)


def _customer_paid(row: BookingRow) -> str:
    """``2,360.00 Cash + UPI``; empty when no payment was taken at this till."""
    if row.paid is None:
        return ""
    modes = " + ".join(mode.title() for mode in row.paid_by)
    return f"{money_text(row.paid)} {modes}".strip()


PRODUCT_COLUMN, PASSENGERS_COLUMN = 2, 5


def booking_columns() -> list[Column[BookingRow]]:
    """The columns of the counter's bookings, titled in the current language."""
    return [
        Column(
            HISTORY_MODEL.tr("Sold"),
            lambda row: stamp_text(row.sold_at),
            lambda row: row.sold_at,
        ),
        Column(
            HISTORY_MODEL.tr("Ref"),
            lambda row: row.booking_ref,
            tooltip=HISTORY_MODEL.tr("Booking reference"),
        ),
        Column(HISTORY_MODEL.tr("Product"), lambda row: shown_product(row.product)),
        Column(HISTORY_MODEL.tr("Travel date"), lambda row: date_text(row.travel_date)),
        Column(HISTORY_MODEL.tr("Customer"), lambda row: row.customer_name),
        Column(HISTORY_MODEL.tr("Passengers"), _passengers),
        Column(
            HISTORY_MODEL.tr("Customer paid"),
            _customer_paid,
            align=RIGHT,
            tooltip=HISTORY_MODEL.tr("The price the customer paid at this till, and how"),
        ),
        Column(
            HISTORY_MODEL.tr("Wallet charged"),
            lambda row: money_text(row.total_debited),
            align=RIGHT,
            tooltip=HISTORY_MODEL.tr("What the service took from the agency's wallet"),
        ),
        Column(
            HISTORY_MODEL.tr("Wallet refunded"),
            lambda row: money_text(row.total_refunded) if row.total_refunded else "",
            align=RIGHT,
            tooltip=HISTORY_MODEL.tr("What the service gave back to the wallet on cancellations"),
        ),
        Column(HISTORY_MODEL.tr("Status"), lambda row: status_text(row.status)),
    ]


class HistoryModel(RowTableModel[BookingRow]):
    """The bookings matching the search; Qt asks for more pages as the view scrolls.

    10,000 bookings are never read at once: each page is one indexed query of ``PAGE_ROWS``.
    A booking's texts are its row's alone: kept once made (``keeps_texts``).
    """

    keeps_texts = True

    def __init__(self) -> None:
        super().__init__(booking_columns())
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


@dataclass(frozen=True, slots=True)
class DayLine:
    """A line of the per-day totals: a day's (``tender`` None), or under it one tender's part
    of what its customers paid, were given back and the till kept."""

    totals: DayTotals
    tender: TenderTotals | None = None


def day_lines(days: Sequence[DayTotals]) -> list[DayLine]:
    """Each day's line, then a line for each tender that took or gave back money on it."""
    return [
        line
        for totals in days
        for line in (DayLine(totals), *(DayLine(totals, tender) for tender in totals.tenders))
    ]


def _day_text(line: DayLine) -> str:
    """The day, or under it the tender its line is of (``by Cash``)."""
    if line.tender is None:
        return day_text(line.totals.day)
    return HISTORY_MODEL.tr("by {tender}").format(tender=line.tender.kind.title())


def _money(
    title: str, amount: Callable[[DayTotals], Decimal | None], tooltip: str = ""
) -> Column[DayLine]:
    """A money column of a day's line alone (a dash where the figure is not known yet; empty
    on its tenders' lines)."""
    return Column(
        title,
        lambda line: "" if line.tender else money_text(amount(line.totals)),
        align=RIGHT,
        tooltip=tooltip,
    )


def _customers(
    title: str,
    day: Callable[[DayTotals], Decimal | None],
    tender: Callable[[TenderTotals], Decimal],
    tooltip: str,
) -> Column[DayLine]:
    """A column of the customers' money: the day's figure on its line, each tender's part on
    the tender's."""
    return Column(
        title,
        lambda line: money_text(day(line.totals) if line.tender is None else tender(line.tender)),
        align=RIGHT,
        tooltip=tooltip,
    )


class DayTotalsModel(RowTableModel[DayLine]):
    """One line per day of sale (how many bookings and what they came to), each followed by a
    line per tender (its part of the customers' money, which the tenders' lines add up to)."""

    def __init__(self) -> None:
        super().__init__(
            [
                Column(
                    HISTORY_MODEL.tr("Day"),
                    _day_text,
                    lambda line: line.totals.day,
                    tooltip=HISTORY_MODEL.tr(
                        "A day of sale, and under it each tender's part of its customers' money"
                    ),
                ),
                Column(
                    HISTORY_MODEL.tr("Bookings"),
                    lambda line: "" if line.tender else str(line.totals.bookings),
                    align=RIGHT,
                ),
                _customers(
                    HISTORY_MODEL.tr("Customers paid"),
                    lambda day: day.paid,
                    lambda tender: tender.taken,
                    HISTORY_MODEL.tr(
                        "What the customers of the day's bookings paid at the till, before"
                        " anything was given back"
                    ),
                ),
                _customers(
                    HISTORY_MODEL.tr("Given back"),
                    lambda day: day.given_back,
                    lambda tender: tender.given_back,
                    HISTORY_MODEL.tr(
                        "What the till gave back to the customers of the day's bookings"
                    ),
                ),
                _customers(
                    HISTORY_MODEL.tr("Net paid"),
                    lambda day: day.customers_net,
                    lambda tender: tender.net,
                    HISTORY_MODEL.tr("What the customers paid less what they were given back"),
                ),
                _money(HISTORY_MODEL.tr("Wallet charged"), lambda day: day.total_debited),
                _money(
                    HISTORY_MODEL.tr("From wallet balance"),
                    lambda day: day.deducted_from_cash,
                    HISTORY_MODEL.tr("The charge's part paid from the wallet's balance"),
                ),
                _money(
                    HISTORY_MODEL.tr("On wallet credit"),
                    lambda day: day.deducted_from_credit,
                    HISTORY_MODEL.tr("The part of the charge taken on the wallet's credit"),
                ),
                _money(HISTORY_MODEL.tr("Wallet refunded"), lambda day: day.total_refunded),
                _money(HISTORY_MODEL.tr("Wallet net"), lambda day: day.wallet_net),
            ]
        )

    def show_days(self, days: Sequence[DayTotals]) -> None:
        """The totals of ``days``, each day's line followed by its tenders'."""
        self.set_rows(day_lines(days))

    @property
    def totals(self) -> list[DayTotals]:
        """The days shown, in order (their lines', without the tenders')."""
        return [line.totals for line in self._rows if line.tender is None]

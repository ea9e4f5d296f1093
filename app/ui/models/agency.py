"""The agency store's tables: the bookings of every counter, their Z reports, their links to the
store and what they have not resolved."""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Awaitable, Callable
from decimal import Decimal

from PySide6.QtCore import QModelIndex

from app.agency.queries import AgencyBooking, CounterLink, Unresolved, ZReportLine
from app.counter.papers.formatting import money_text
from app.domain.clock import SERVICE_TZ
from app.domain.product_name import shown_product
from app.domain.status import status_text
from app.domain.tenders import DRAWER, TENDERS, TenderKind
from app.figures import clock_text, count_text, date_text, moment_text, stamp_text
from app.i18n import Catalogue
from app.ui.models.rows import RIGHT, Column, Index, RowTableModel

AGENCY_MODEL = Catalogue("AGENCY_MODEL")

# The next page of the current search after this booking, newest first ([]: none, or the store
# did not answer, which the reader says).
PageReader = Callable[[AgencyBooking], Awaitable[list[AgencyBooking]]]


def _amount(amount: Decimal | None) -> str:
    return "" if amount is None else money_text(amount)


AGENCY_PRODUCT_COLUMN = 4


def agency_booking_columns() -> list[Column[AgencyBooking]]:
    """The columns of every counter's bookings, titled in the current language."""
    return [
        Column(
            AGENCY_MODEL.tr("Sold"),
            lambda row: stamp_text(row.sold_at.astimezone(SERVICE_TZ)),
        ),
        Column(
            AGENCY_MODEL.tr("Counter"),
            lambda row: row.counter_code,
            tooltip=AGENCY_MODEL.tr("The counter that sold it"),
        ),
        Column(AGENCY_MODEL.tr("Clerk"), lambda row: row.clerk),
        Column(
            AGENCY_MODEL.tr("Ref"),
            lambda row: row.booking_ref,
            tooltip=AGENCY_MODEL.tr("Booking reference"),
        ),
        Column(AGENCY_MODEL.tr("Product"), lambda row: shown_product(row.product)),
        Column(
            AGENCY_MODEL.tr("Travel date"),
            lambda row: date_text(row.travel_date) if row.travel_date else "",
        ),
        Column(AGENCY_MODEL.tr("Customer"), lambda row: row.customer),
        Column(AGENCY_MODEL.tr("Seats"), lambda row: str(row.seats), align=RIGHT),
        Column(
            AGENCY_MODEL.tr("Customer paid"),
            lambda row: _amount(row.paid),
            align=RIGHT,
            tooltip=AGENCY_MODEL.tr("The price the customer paid at the counter's till"),
        ),
        Column(
            AGENCY_MODEL.tr("Wallet charged"),
            lambda row: money_text(row.total_debited),
            align=RIGHT,
        ),
        Column(
            AGENCY_MODEL.tr("Wallet refunded"),
            lambda row: _amount(row.total_refunded or None),
            align=RIGHT,
        ),
        Column(AGENCY_MODEL.tr("Status"), lambda row: status_text(row.status)),
    ]


def agency_booking_samples() -> list[str]:
    """Per column of ``agency_booking_columns``, a text as wide as its usual widest: the
    columns' widths are set from these once (``FixedColumns``), not measured at each search."""
    late = dt.datetime(2026, 12, 28, 23, 58, tzinfo=SERVICE_TZ)
    money = money_text(Decimal("888888.88"))
    name = "Leela Krishnamurthy"
    statuses = ("Confirmed", "Cancelled", "Partially cancelled")
    return [
        stamp_text(late),
        "WWW-00",
        name,
        "WW00000000",
        "",  # the product: stretched over the room left
        date_text(late.date()),
        name,
        "888",
        money,
        money,
        money,
        max((status_text(word) for word in statuses), key=len),
    ]


class AgencyHistoryModel(RowTableModel[AgencyBooking]):
    """The bookings of every counter matching the search, newest first; Qt asks for the next
    page as the view scrolls to the end, and it is read from the store without waiting for it
    (``fetchMore`` starts the read; the rows are added when they come).

    40,000 bookings are never read at once: each page is one query of ``PAGE_ROWS`` rows after
    the last one listed.
    """

    def __init__(self) -> None:
        super().__init__(agency_booking_columns())
        self.total = 0
        self._read: PageReader | None = None
        self._reading: asyncio.Task[None] | None = None

    def show_found(
        self, total: int, rows: list[AgencyBooking], read: PageReader | None = None
    ) -> None:
        """A new search: ``total`` matches, the first ``rows`` of them; ``read`` the next page
        after a booking (None: nothing more is read). A page still being read is dropped."""
        self._stop_reading()
        self._read = read
        self.total = total
        self.set_rows(rows)

    @property
    def reading(self) -> asyncio.Task[None] | None:
        """The page being read, if any."""
        return self._reading

    def _stop_reading(self) -> None:
        if self._reading is not None:
            self._reading.cancel()
            self._reading = None

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        """Qt: whether bookings of the search are still unread (and none are being read)."""
        return (
            not parent.isValid()
            and self._read is not None
            and self._reading is None
            and bool(self._rows)
            and len(self._rows) < self.total
        )

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        """Qt: read the next page (the rows come in a later turn of the loop)."""
        if self.canFetchMore(parent):
            assert self._read is not None
            self._reading = asyncio.ensure_future(self._read_after(self._read, self._rows[-1]))

    async def _read_after(self, read: PageReader, last: AgencyBooking) -> None:
        try:
            page = await read(last)
        finally:
            if self._reading is asyncio.current_task():
                self._reading = None
        if read is not self._read or not self._rows or self._rows[-1] is not last:
            return  # another search replaced this one meanwhile
        page = page[: self.total - len(self._rows)]
        if not page:
            # The store holds fewer than counted (or did not answer): stop asking.
            self._read = None
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
        self._rows.extend(page)
        self.endInsertRows()


def _figure(
    title: str, amount: Callable[[ZReportLine], Decimal | None], tooltip: str = ""
) -> Column[ZReportLine]:
    """A money column of the Z reports (blank where the drawer was not counted)."""
    return Column(title, lambda z: _amount(amount(z)), align=RIGHT, tooltip=tooltip)


def _taken(kind: TenderKind) -> Column[ZReportLine]:
    """What a tender other than the drawer's took in the shift."""
    return _figure(kind.title(), lambda z: z.figures.taken[kind])


class ZReportsModel(RowTableModel[ZReportLine]):
    """Every counter's Z reports of the day: who closed, the drawer expected and counted."""

    def __init__(self) -> None:
        super().__init__(
            [
                Column(AGENCY_MODEL.tr("Counter"), lambda z: z.counter),
                Column(
                    AGENCY_MODEL.tr("Z"),
                    lambda z: str(z.z_no),
                    align=RIGHT,
                    tooltip=AGENCY_MODEL.tr("The Z report's number"),
                ),
                Column(AGENCY_MODEL.tr("Clerk"), lambda z: z.clerk),
                Column(
                    AGENCY_MODEL.tr("Closed"),
                    lambda z: clock_text(z.closed_at.astimezone(SERVICE_TZ)),
                ),
                Column(AGENCY_MODEL.tr("Closed by"), lambda z: z.closed_by),
                _figure(AGENCY_MODEL.tr("Float"), lambda z: z.figures.opening_float),
                _figure(AGENCY_MODEL.tr("Cash in"), lambda z: z.figures.cash_in),
                _figure(AGENCY_MODEL.tr("Cash out"), lambda z: z.figures.cash_out),
                # Cash refunds leave in whole rupees: the cash out holds their round off.
                _figure(
                    AGENCY_MODEL.tr("Round off"),
                    lambda z: z.figures.refund_round_off,
                    AGENCY_MODEL.tr("Of the cash out: what cash refunds were rounded by"),
                ),
                _figure(AGENCY_MODEL.tr("Expected"), lambda z: z.figures.expected),
                _figure(AGENCY_MODEL.tr("Counted"), lambda z: z.figures.counted),
                _figure(AGENCY_MODEL.tr("Difference"), lambda z: z.figures.difference),
                *(_taken(kind) for kind in TENDERS if kind is not DRAWER),
            ]
        )


def _received(link: CounterLink) -> str:
    if link.last_received is None:
        return AGENCY_MODEL.tr("nothing yet")
    return moment_text(link.last_received.astimezone(SERVICE_TZ))


def _gaps(link: CounterLink) -> str:
    if not link.missing:
        return AGENCY_MODEL.tr("none")
    missing = link.missing
    return AGENCY_MODEL.tr("{count} missing").format(count=count_text(missing))


class CounterLinksModel(RowTableModel[CounterLink]):
    """Each counter and how far its records have arrived; a counter missing records is in red
    words ("3 missing"), not colour alone."""

    def __init__(self) -> None:
        super().__init__(
            [
                Column(AGENCY_MODEL.tr("Counter"), lambda link: link.label),
                Column(
                    AGENCY_MODEL.tr("Records"),
                    lambda link: count_text(link.received),
                    align=RIGHT,
                ),
                Column(
                    AGENCY_MODEL.tr("All up to"),
                    lambda link: count_text(link.contiguous_seq),
                    align=RIGHT,
                    tooltip=AGENCY_MODEL.tr("Every record up to this number has arrived"),
                ),
                Column(
                    AGENCY_MODEL.tr("Newest"),
                    lambda link: count_text(link.last_seq),
                    align=RIGHT,
                ),
                Column(AGENCY_MODEL.tr("Gaps"), _gaps, align=RIGHT),
                Column(AGENCY_MODEL.tr("Last arrived"), _received),
            ]
        )


class UnresolvedModel(RowTableModel[Unresolved]):
    """Every counter's sales of unknown outcome and its sales left in progress, oldest first."""

    def __init__(self) -> None:
        super().__init__(
            [
                Column(AGENCY_MODEL.tr("Counter"), lambda item: item.counter),
                Column(AGENCY_MODEL.tr("Kind"), lambda item: item.kind),
                Column(
                    AGENCY_MODEL.tr("Since"),
                    lambda item: moment_text(item.since.astimezone(SERVICE_TZ)),
                ),
                Column(AGENCY_MODEL.tr("What"), lambda item: item.what),
            ]
        )

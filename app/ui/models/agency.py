"""The agency store's tables: the bookings of every counter, their Z reports, their links to the
store and what they have not resolved."""

from __future__ import annotations

from decimal import Decimal

from app.agency.queries import AgencyBooking, CounterLink, Unresolved, ZReportLine
from app.counter.formatting import money_text
from app.domain.clock import SERVICE_TZ
from app.figures import clock_text, count_text, date_text, moment_text, stamp_text
from app.ui.models.rows import RIGHT, Column, RowTableModel


def _amount(amount: Decimal | None) -> str:
    return "" if amount is None else money_text(amount)


AGENCY_PRODUCT_COLUMN = 4
AGENCY_BOOKING_COLUMNS: list[Column[AgencyBooking]] = [
    Column("Sold", lambda row: stamp_text(row.sold_at.astimezone(SERVICE_TZ))),
    Column("Counter", lambda row: row.counter_code, tooltip="The counter that sold it"),
    Column("Clerk", lambda row: row.clerk),
    Column("Ref", lambda row: row.booking_ref),
    Column("Product", lambda row: row.product),
    Column("Travel date", lambda row: date_text(row.travel_date) if row.travel_date else ""),
    Column("Customer", lambda row: row.customer),
    Column("Seats", lambda row: str(row.seats), align=RIGHT),
    Column("Total", lambda row: money_text(row.total), align=RIGHT),
    Column("Refunded", lambda row: _amount(row.refunded or None), align=RIGHT),
    Column("Status", lambda row: row.status),
]


class AgencyHistoryModel(RowTableModel[AgencyBooking]):
    """The bookings of every counter matching the search, newest first."""

    def __init__(self) -> None:
        super().__init__(AGENCY_BOOKING_COLUMNS)
        self.total = 0

    def show_found(self, total: int, rows: list[AgencyBooking]) -> None:
        """A new search: ``total`` matches, of which ``rows`` are shown."""
        self.total = total
        self.set_rows(rows)


class ZReportsModel(RowTableModel[ZReportLine]):
    """Every counter's Z reports of the day: who closed, the drawer expected and counted."""

    def __init__(self) -> None:
        super().__init__(
            [
                Column("Counter", lambda z: z.counter),
                Column("Z", lambda z: str(z.z_no), align=RIGHT),
                Column("Clerk", lambda z: z.clerk),
                Column("Closed", lambda z: clock_text(z.closed_at.astimezone(SERVICE_TZ))),
                Column("Closed by", lambda z: z.closed_by),
                Column("Float", lambda z: money_text(z.figures.opening_float), align=RIGHT),
                Column("Cash in", lambda z: money_text(z.figures.cash_in), align=RIGHT),
                Column("Cash out", lambda z: money_text(z.figures.cash_out), align=RIGHT),
                Column("Expected", lambda z: money_text(z.figures.expected), align=RIGHT),
                Column("Counted", lambda z: _amount(z.figures.counted), align=RIGHT),
                Column("Difference", lambda z: _amount(z.figures.difference), align=RIGHT),
                Column("UPI", lambda z: money_text(z.figures.upi_in), align=RIGHT),
                Column("Card", lambda z: money_text(z.figures.card_in), align=RIGHT),
            ]
        )


def _received(link: CounterLink) -> str:
    if link.last_received is None:
        return "nothing yet"
    return moment_text(link.last_received.astimezone(SERVICE_TZ))


class CounterLinksModel(RowTableModel[CounterLink]):
    """Each counter and how far its records have arrived; a counter missing records is in red
    words ("3 missing"), not colour alone."""

    def __init__(self) -> None:
        super().__init__(
            [
                Column("Counter", lambda link: link.label),
                Column("Records", lambda link: count_text(link.received), align=RIGHT),
                Column("All up to", lambda link: count_text(link.contiguous_seq), align=RIGHT),
                Column("Newest", lambda link: count_text(link.last_seq), align=RIGHT),
                Column(
                    "Gaps",
                    lambda link: f"{count_text(link.missing)} missing" if link.missing else "none",
                    align=RIGHT,
                ),
                Column("Last arrived", _received),
            ]
        )


class UnresolvedModel(RowTableModel[Unresolved]):
    """Every counter's sales of unknown outcome and its sales left in progress, oldest first."""

    def __init__(self) -> None:
        super().__init__(
            [
                Column("Counter", lambda item: item.counter),
                Column("Kind", lambda item: item.kind),
                Column("Since", lambda item: moment_text(item.since.astimezone(SERVICE_TZ))),
                Column("What", lambda item: item.what),
            ]
        )

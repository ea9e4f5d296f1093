"""The agency store's tables: bookings of every counter, the counters' closes and their links."""

from __future__ import annotations

from app.agency.queries import AgencyBooking
from app.counter.formatting import money_text
from app.ui.models.rows import RIGHT, Column, RowTableModel


def _money_or_blank(amount: object) -> str:
    return money_text(amount) if amount else ""  # type: ignore[arg-type]


AGENCY_PRODUCT_COLUMN = 5
AGENCY_BOOKING_COLUMNS: list[Column[AgencyBooking]] = [
    Column("Sold", lambda row: f"{row.sold_at:%d %b %Y %H:%M}", lambda row: row.sold_at),
    Column("Counter", lambda row: row.counter),
    Column("Clerk", lambda row: row.clerk),
    Column("Ref", lambda row: row.booking_ref),
    Column("Module", lambda row: row.module),
    Column("Product", lambda row: row.product),
    Column("Travel date", lambda row: f"{row.travel_date:%d %b %Y}" if row.travel_date else ""),
    Column("Customer", lambda row: row.customer),
    Column("Seats", lambda row: str(row.seats), align=RIGHT),
    Column("Total", lambda row: money_text(row.total), align=RIGHT),
    Column("Refunded", lambda row: _money_or_blank(row.refunded), align=RIGHT),
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

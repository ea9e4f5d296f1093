"""The counter's bookings as CSV: one row per booking, for a spreadsheet or the accounts."""

from __future__ import annotations

import csv
from collections.abc import Callable, Iterable, Mapping
from typing import TextIO

from app.journal.records import BookingRow

HEADER = (
    "Sold at",
    "Booking ref",
    "Module",
    "Product",
    "Travel date",
    "Customer",
    "Phone",
    "E-mail",
    "Passengers",
    "Qty",
    # The customer's side at this till, then the wallet's: never one unnamed total.
    "Customer paid",
    "Paid by",
    "Wallet charged",
    "Wallet from balance",
    "Wallet on credit",
    "Wallet refunded",
    "Status",
    "Request id",
    "UPI reference",
)
# How many bookings are written between two progress reports.
PROGRESS_EVERY = 1_000
# A spreadsheet runs a cell that starts with one of these as a formula.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def inert_text(value: str) -> str:
    """Typed text made inert: a leading quote stops a spreadsheet reading it as a formula."""
    return "'" + value if value.startswith(_FORMULA_STARTS) else value


def csv_row(row: BookingRow, upi_reference: str = "") -> list[str]:
    """The cells of one booking, in ``HEADER`` order (``upi_reference``: what the customer's UPI
    app gave for its UPI part, as the clerk typed it)."""
    return [
        row.sold_at.isoformat(timespec="seconds"),
        row.booking_ref,
        row.module.value,
        inert_text(row.product),
        row.travel_date.isoformat(),
        inert_text(row.customer_name),
        inert_text(row.customer_phone),
        inert_text(row.customer_email),
        inert_text("; ".join(row.passengers)),
        str(row.qty),
        "" if row.paid is None else str(row.paid),
        "+".join(mode.value for mode in row.paid_by),
        str(row.total),
        str(row.cash),
        str(row.credit),
        str(row.refunded),
        row.status,
        row.request_id,
        inert_text(upi_reference),
    ]


def write_csv(
    rows: Iterable[BookingRow],
    out: TextIO,
    on_progress: Callable[[int], object] | None = None,
    upi_references: Mapping[str, str] | None = None,
) -> int:
    """Write the header and one line per booking to ``out``; returns how many bookings.

    Open ``out`` with ``newline=""`` (the csv module writes its own line ends). ``on_progress``
    is told how many bookings are written so far, every ``PROGRESS_EVERY``. ``upi_references``:
    the UPI references of the sales paid by UPI, by request id.
    """
    writer = csv.writer(out)
    writer.writerow(HEADER)
    count = 0
    for row in rows:
        writer.writerow(csv_row(row, (upi_references or {}).get(row.request_id, "")))
        count += 1
        if on_progress is not None and count % PROGRESS_EVERY == 0:
            on_progress(count)
    return count

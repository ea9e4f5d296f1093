"""Every figure a counter's surfaces read of its journal, as text, the same way with the code of
commit 7efb28ef (``data/old_day.py`` wrote them beside the journal it made) and with today's
(``test_old_day`` reads them again): it uses only what both have under the same names. Lookup
and Disruptions, whose services moved between the two, are passed in as what they read.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable
from decimal import Decimal
from typing import Any

from app.books.queries import customers_owed, refunds_owed
from app.counter.services.history import read_search
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.records.bookings import BookingRow
from app.reports.counter import operations_on, wallet_moved_by
from app.reports.drawer import x_report, z_figures
from app.reports.shift import Operation, chronological, shift_report

COUNTER = "PB1"
EVERY_ROW = 1_000  # more than the day's bookings: History's first page holds them all


def plain(value: Decimal | None) -> str | None:
    """An amount as the figures hold it (None stays None)."""
    return None if value is None else str(value)


def shift_figures(journal: Journal, day: dt.date, operations: list[Operation]) -> dict[str, Any]:
    """The shift report of ``day`` as the counter writes it, less its check against the
    service's ledger (none given): each operation and the day's totals (the wallet's, by the
    books of ``journal``; None each, shown as dashes, until the books job has posted it)."""
    moved = wallet_moved_by(journal.till.books_connection(), operations)
    wallet = shift_report(day, COUNTER, operations, (), moved).wallet
    totals: dict[str, Any] = (
        dict.fromkeys(("modules", "deducted_from_cash", "deducted_from_credit", "refunds_credited"))
        if wallet is None
        else {
            "modules": [
                [m.module.value, m.sales, str(m.sold), m.cancellations, str(m.refunded)]
                for m in wallet.modules
            ],
            "deducted_from_cash": str(wallet.cash),
            "deducted_from_credit": str(wallet.credit),
            "refunds_credited": str(wallet.credited),
        }
    )
    return {
        "operations": [
            [
                op.kind.value,
                op.booking_ref,
                str(op.amount),
                str(op.cash),
                str(op.credit),
                op.reference,
                plain(op.paid),
            ]
            for op in sorted(operations, key=chronological)
        ],
        **totals,
    }


def figures(
    journal: Journal, sold_here: Callable[[BookingRow], Any], parties: Iterable[Any]
) -> dict[str, Any]:
    """What the surfaces read of ``journal`` at PB1: History's rows and day totals, Lookup's
    money of each booking (``sold_here``, its service's), the header's owed notice,
    Disruptions' open ``parties``, the open shift's X report with its expected drawer, each
    day's shift report and each Z report as its figures were frozen."""
    till = journal.till
    # History as its screen reads it: the journal's rows and days with the books' figures.
    found = read_search(journal.folder / DATABASE_NAME, "", None, EVERY_ROW)
    rows, days = found.first_page, found.days
    current = till.open_shift_of(COUNTER)
    assert current is not None
    shifts = [s[0] for s in journal._conn.execute("SELECT shift_id FROM shifts ORDER BY 1")]
    return {
        "history": {
            row.booking_ref: {
                "paid": plain(row.paid),
                "paid_by": [k.code for k in row.paid_by],
                "status": row.status,
                "total_debited": plain(row.total_debited),
                "total_refunded": plain(row.total_refunded),
            }
            for row in rows
        },
        "day_totals": [
            {
                "bookings": t.bookings,
                "day": str(t.day),
                "deducted_from_cash": plain(t.deducted_from_cash),
                "deducted_from_credit": plain(t.deducted_from_credit),
                "paid": plain(t.paid),
                "total_debited": plain(t.total_debited),
                "total_refunded": plain(t.total_refunded),
            }
            for t in days
        ],
        "lookup": {
            row.booking_ref: {
                "owed": plain(here.owed),
                "customer_total": plain(here.customer_total),
                "refunds": [[r.mode.code, str(r.amount)] for r in here.refunds],
                "exchanged_for": here.exchanged_for,
            }
            for row in rows
            if (here := sold_here(row))
        },
        "header_owed": [
            [o.due.booking_ref, str(o.due.amount)] for o in refunds_owed(till, COUNTER)
        ],
        "header_owed_total": str(customers_owed(till, COUNTER)),
        "disruptions": {
            p.booking_ref: {"owed": plain(p.owed), "refundable": p.refundable} for p in parties
        },
        "x_report": x_report(till, current.shift_id).as_record(),
        "drawer_expected": str(x_report(till, current.shift_id).expected),
        "shift_reports": {
            str(day): shift_figures(journal, day, operations_on(journal, day))
            for day in sorted(t.day for t in days)
        },
        "z_reports": {
            str(shift_id): z_figures(report).as_record()
            for shift_id in shifts
            if (report := till.z_report_of(shift_id)) is not None
        },
    }

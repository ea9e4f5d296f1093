"""A busy month of UPI and bank tenders in a journal and the 50,000-row statement that proves
them, for the bank statement bench (``bench_bank``).

The tenders are written straight into the till's tables (a month of 20,000 sales would take the
bench an hour through the sandbox; what is measured is the import and the matching, not the
sale): each a taken sale with one UPI or bank tender, its reference and a time in the month,
the last ``SHIFT_SALES`` of them in the open shift. The statement is an HDFC Bank CSV
(``tests/bank/statements.py``): a credit for every tender, and other rows (rent, cash deposits,
card settlements) to make up 50,000.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from decimal import Decimal
from pathlib import Path

from app.domain.clock import SERVICE_TZ
from app.domain.tenders import BANK, UPI
from tests.bank.statements import Transfer, write

TENDERS = 20_000
STATEMENT_ROWS = 50_000
SHIFT_SALES = 300
MONTH = dt.date(2026, 10, 1)
DAYS = 30


def _tender(n: int, tenders: int) -> tuple[str, Decimal, str, dt.datetime]:
    """The ``n``-th of ``tenders`` tenders: its mode, amount, reference and moment."""
    day = MONTH + dt.timedelta(days=n * DAYS // tenders)
    moment = dt.datetime.combine(day, dt.time(9), SERVICE_TZ) + dt.timedelta(
        seconds=(n * 37) % 36_000
    )
    amount = Decimal(500 + (n * 97) % 20_000)
    if n % 4:
        return UPI.code, amount, f"5{n:011d}", moment
    return BANK.code, amount, f"HDFCN52026{n:09d}", moment


def fill_tenders(database: Path, shift_id: int, counter: str, count: int = TENDERS) -> None:
    """The month's ``count`` taken sales with their tenders, into the journal ``database``."""
    sales, tenders = [], []
    for n in range(count):
        mode, amount, reference, moment = _tender(n, count)
        request_id = f"bench-bank-{n:06d}"
        stamp = moment.isoformat(timespec="seconds")
        paise = int(amount * 100)
        shift = shift_id if n >= count - SHIFT_SALES else None
        sales.append(
            (
                request_id,
                counter,
                "Leela Menon",
                shift,
                "{}",
                paise,
                0,
                0,
                "Scuba",
                "09:00",
                "",
                f"BB{n:06d}",
                f"{counter}/26/{n + 1:06d}",
                stamp,
                stamp,
            )
        )
        tenders.append((request_id, 0, mode, paise, None, reference, ""))
    conn = sqlite3.connect(database)
    try:
        with conn:
            conn.executemany(
                "INSERT INTO till_sales (request_id, counter, clerk, shift_id, state, price,"
                " total_paise, gst_paise, change_paise, trip, departs, terms, booking_ref,"
                " receipt_no, recorded_at, settled_at)"
                " VALUES (?, ?, ?, ?, 'taken', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                sales,
            )
            conn.executemany(
                "INSERT INTO till_tenders (request_id, position, mode, amount_paise,"
                " tendered_paise, reference, approval_code) VALUES (?, ?, ?, ?, ?, ?, ?)",
                tenders,
            )
    finally:
        conn.close()


def statement(folder: Path, size: int = STATEMENT_ROWS, tenders: int = TENDERS) -> Path:
    """The month's HDFC Bank statement of ``size`` rows, ``tenders`` of them the tenders', written
    into ``folder``."""
    rows = []
    for n in range(tenders):
        mode, amount, reference, moment = _tender(n, tenders)
        rail = "UPI" if mode == UPI.code else "NEFT"
        rows.append(Transfer(moment.date(), moment.time(), amount, reference, rail=rail))
    for n in range(size - tenders):
        day = MONTH + dt.timedelta(days=n * DAYS // (size - tenders))
        amount = Decimal(-(100 + n % 5_000)) if n % 3 else Decimal(1_000 + n % 7)
        rows.append(Transfer(day, dt.time(12), amount, f"CARDSETL{n:010d}", "POS", rail="NEFT"))
    rows.sort(key=lambda t: (t.on, t.at))
    path, _line = write("HDFC Bank", folder, rows)
    return path

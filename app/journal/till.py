"""``Till``: the customer's side of the money in the journal (payments, receipt numbers, refunds,
shifts, Z reports, supervisor decisions, the PIN's hash).

A sale's payment is written with its request (pending) and settled or returned in the very
transaction that records the request's outcome (``Journal.booked`` / ``Journal.failed``): the
helpers for that take the open connection.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import sqlite3
from collections.abc import Callable, Iterable, Mapping
from contextlib import AbstractContextManager, closing
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from pathlib import Path
from typing import Any

from app import figures
from app.domain.gst import TaxBasis
from app.domain.modules import Module
from app.domain.money import CURRENCY, ZERO, from_paise, to_paise
from app.domain.payment import Card, Cash, Mode, Payment, Tender, Upi
from app.domain.pin import CheckedBy, PinGate, PinHash, verify
from app.domain.till import (
    CustomerPrice,
    DrawerCount,
    Markup,
    RefundVerdict,
    SeatFare,
    judge_refund,
    refund_left,
)
from app.figures import moment_text
from app.i18n import Catalogue
from app.journal import outbox
from app.journal.faults import SQLITE_BUSY, SQLITE_LOCKED, primary_code, without_waiting
from app.journal.outbox import Kind, amount_text, paise_text
from app.journal.tax import fiscal_year, issue_credit_note, issue_invoice, record_sale_basis
from app.reports.receipt_data import MODE_WORDS, RECEIPT_DATA

JOURNAL_TILL = Catalogue("JOURNAL_TILL")

# A worker resuming the receipt series waits this long for the screen's write to end.
RESUME_WAIT_S = 2.0
log = logging.getLogger(__name__)

COINS = "coins"
# A Z report with the reason its drawer was off ('' when none was asked).
Z_REPORTS = (
    "SELECT z.*, COALESCE(r.reason, '') AS reason FROM z_reports z"
    " LEFT JOIN z_reasons r ON r.shift_id = z.shift_id"
)


class TillError(Exception):
    """A till write refused; the message is a sentence for staff."""


class SupervisorNeeded(TillError):
    """The write needs a supervisor's decision (PIN) first."""


@dataclass(frozen=True, slots=True)
class TillSale:
    """What the counter hands the journal with a sale: who sells, where, the price and payment."""

    counter: str
    clerk: str
    shift_id: int | None
    price: CustomerPrice
    payment: Payment
    trip: str
    departs: str
    terms: str
    # What the sale is taxed by; None for a counter without GST invoices (its receipt only).
    tax: TaxBasis | None = None


class PinCheck(StrEnum):
    """What a supervisor PIN typed at a gate turned out to be."""

    UNSET = "unset"  # none is stored: it is set in Settings, never at a gate
    RIGHT = "right"
    WRONG = "wrong"


class SaleState(StrEnum):
    """Where a sale's payment stands."""

    PENDING = "pending"  # the booking's outcome is not known: the payment waits with it
    TAKEN = "taken"  # booked: the payment is taken and the receipt numbered
    RETURNED = "returned"  # refused: nothing taken, the money went back to the customer


@dataclass(frozen=True, slots=True)
class SaleRecord:
    """A sale's payment as journalled."""

    request_id: str
    counter: str
    clerk: str
    shift_id: int | None
    state: SaleState
    price: CustomerPrice
    payment: Payment
    trip: str
    departs: str
    terms: str
    booking_ref: str | None
    receipt_no: str | None
    recorded_at: dt.datetime
    settled_at: dt.datetime | None


@dataclass(frozen=True, slots=True)
class Shift:
    """A clerk's shift at a counter, from the float counted at opening to its Z report."""

    shift_id: int
    counter: str
    clerk: str
    opened_at: dt.datetime
    opening_float: Decimal
    closed_at: dt.datetime | None
    closed_by: str | None
    decision_id: int | None

    @property
    def is_open(self) -> bool:
        """True until the Z report closes it."""
        return self.closed_at is None


@dataclass(frozen=True, slots=True)
class ShiftTakings:
    """What went through the drawer and the terminals during a shift."""

    shift: Shift
    cash_in: Decimal
    upi_in: Decimal
    card_in: Decimal
    cash_out: Decimal
    upi_out: Decimal
    card_out: Decimal
    pending_cash: Decimal
    sales: int
    refunds: int


@dataclass(frozen=True, slots=True)
class ZReport:
    """A closed shift's final figures, numbered per counter (immutable once written)."""

    counter: str
    z_no: int
    shift_id: int
    closed_at: dt.datetime
    closed_by: str
    figures: dict[str, Any]
    # Why the drawer was off, when it was off by more than Settings allow ('' otherwise).
    reason: str = ""


@dataclass(frozen=True, slots=True)
class Decision:
    """A supervisor's recorded decision: who, what, when."""

    decision_id: int
    decided_at: dt.datetime
    supervisor: str
    action: str
    detail: str


@dataclass(frozen=True, slots=True)
class CustomerRefund:
    """Money given back to a customer for a confirmed cancellation, and how."""

    request_id: str
    booking_ref: str
    counter: str
    clerk: str
    shift_id: int | None
    rule_amount: Decimal
    amount: Decimal
    mode: Mode
    reference: str
    decision_id: int | None
    recorded_at: dt.datetime


@dataclass(frozen=True, slots=True)
class LeftSale:
    """A sent sale the customer walked away from, on a supervisor's decision: if the service
    booked it, the app cancels it and gives the customer's money back."""

    sale_request_id: str
    decision_id: int
    decided_at: dt.datetime
    cancel_request_id: str | None


@dataclass(frozen=True, slots=True)
class RefundDue:
    """What a cancellation gives back to the customer, written before it is sent."""

    booking_ref: str
    customer: str
    amount: Decimal
    mode: Mode


@dataclass(frozen=True, slots=True)
class RefundOwed:
    """A confirmed cancellation whose customer refund is not paid out nor credited yet."""

    request_id: str
    due: RefundDue
    confirmed_at: dt.datetime

    def notice(self) -> str:
        """``Refund owed to <customer>: <amount>``, with the booking and when it was cancelled."""
        return JOURNAL_TILL.tr(
            "Refund owed to {customer}: {currency} {amount} ({booking}, cancelled {when})."
        ).format(
            customer=self.due.customer,
            currency=CURRENCY,
            amount=figures.amount_text(self.due.amount),
            booking=self.due.booking_ref,
            when=moment_text(self.confirmed_at),
        )


# --- receipt numbers -----------------------------------------------------------------------------


def allocate_receipt_no(conn: sqlite3.Connection, counter: str, day: dt.date) -> str:
    """The next receipt number of ``counter`` in ``day``'s financial year, e.g. PB1/2026-27/000123.

    Call it inside the transaction that records the sale: a rolled-back (or killed) transaction
    takes its number with it, so the series has no gaps.
    """
    year = fiscal_year(day)
    series = _receipt_series(conn, counter)
    row = conn.execute(
        "INSERT INTO receipt_series (counter, fiscal_year, last_no) VALUES (?, ?, 1)"
        " ON CONFLICT (counter, fiscal_year) DO UPDATE SET last_no = last_no + 1"
        " RETURNING last_no",
        (series, year),
    ).fetchone()
    return _receipt_text(series, year, row[0])


def _receipt_series(conn: sqlite3.Connection, counter: str) -> str:
    # After a recovery that lost receipt numbers, the series goes on under a new prefix.
    restart = conn.execute("SELECT prefix FROM receipt_restart WHERE only = 1").fetchone()
    return counter if restart is None else f"{counter}{restart[0]}"


def _receipt_text(series: str, year: str, number: int) -> str:
    return f"{series}/{year}/{number:06d}"


def raise_receipt_series(conn: sqlite3.Connection, printed: Iterable[str]) -> None:
    """Make each series go on above every receipt number in ``printed`` (``PB1/2026-27/000123``:
    the series, the financial year, the number), within the caller's transaction."""
    for receipt_no in printed:
        series, year, number = receipt_no.rsplit("/", 2)
        conn.execute(
            "INSERT INTO receipt_series (counter, fiscal_year, last_no) VALUES (?, ?, ?)"
            " ON CONFLICT (counter, fiscal_year) DO UPDATE"
            " SET last_no = MAX(last_no, excluded.last_no)",
            (series, year, int(number)),
        )


def receipts_restarted(path: Path) -> bool:
    """Whether the journal at ``path`` numbers its receipts under a recovery's new prefix (a
    connection of its own: call it from a worker)."""
    with closing(sqlite3.connect(path, timeout=RESUME_WAIT_S)) as conn:
        return conn.execute("SELECT 1 FROM receipt_restart WHERE only = 1").fetchone() is not None


def resume_receipts(path: Path, printed: Iterable[str], stored_seq: int) -> str | None:
    """The agency store's word after a recovery that lost receipt numbers: each series of the
    journal at ``path`` goes on above the greater of its own last number and the store's
    (``printed``). When the store holds every record up to the damaged journal's last
    (``stored_seq``, its contiguous mark, reaches it), no receipt printed before is unknown to
    both, and the counter's own code numbers the receipts again: the prefix given up is
    returned (None: the new series stays). A connection of its own, one transaction: call it
    from a worker."""
    with closing(sqlite3.connect(path, timeout=RESUME_WAIT_S)) as conn, conn:
        row = conn.execute("SELECT prefix FROM receipt_restart WHERE only = 1").fetchone()
        if row is None:
            return None
        raise_receipt_series(conn, printed)
        reach = conn.execute("SELECT last_seq FROM restart_reach WHERE only = 1").fetchone()
        if reach is None or stored_seq < int(reach[0]):
            return None
        conn.execute("DELETE FROM receipt_restart WHERE only = 1")
        conn.execute("DELETE FROM restart_reach WHERE only = 1")
    return str(row[0])


def upi_references(conn: sqlite3.Connection) -> dict[str, str]:
    """The UPI references typed for each sale with a UPI part, by request id ("; " between two)."""
    rows = conn.execute(
        "SELECT request_id, reference FROM till_tenders WHERE mode = ? ORDER BY request_id,"
        " position",
        (Mode.UPI.value,),
    )
    found: dict[str, list[str]] = {}
    for request_id, reference in rows:
        found.setdefault(request_id, []).append(reference)
    return {request_id: "; ".join(refs) for request_id, refs in found.items()}


def next_receipt_no(conn: sqlite3.Connection, counter: str, day: dt.date) -> str:
    """The number ``allocate_receipt_no`` would give now, without taking it (nothing written)."""
    year = fiscal_year(day)
    series = _receipt_series(conn, counter)
    row = conn.execute(
        "SELECT last_no FROM receipt_series WHERE counter = ? AND fiscal_year = ?", (series, year)
    ).fetchone()
    return _receipt_text(series, year, 1 if row is None else row[0] + 1)


# --- a sale's payment, inside the journal's transactions ----------------------------------------


def _price_json(price: CustomerPrice) -> str:
    return json.dumps(
        {
            "module": price.module.value,
            "gst_percentage": str(price.gst_percentage),
            "seats": [[str(s.taxed), str(s.untaxed)] for s in price.seats],
            "markup_rule": [str(price.markup_rule.percent), str(price.markup_rule.per_seat)],
            "fares": str(price.fares),
            "gst": str(price.gst),
            "markup": str(price.markup),
            "round_off": str(price.round_off),
            "total": str(price.total),
        }
    )


def _price_from(text: str) -> CustomerPrice:
    raw = json.loads(text)
    percent, per_seat = raw["markup_rule"]
    return CustomerPrice(
        module=Module(raw["module"]),
        gst_percentage=Decimal(raw["gst_percentage"]),
        seats=tuple(SeatFare(Decimal(t), Decimal(u)) for t, u in raw["seats"]),
        markup_rule=Markup(Decimal(percent), Decimal(per_seat)),
        fares=Decimal(raw["fares"]),
        gst=Decimal(raw["gst"]),
        markup=Decimal(raw["markup"]),
        round_off=Decimal(raw["round_off"]),
        total=Decimal(raw["total"]),
    )


def _tender_row(part: Tender) -> tuple[str, int, int | None, str, str]:
    if isinstance(part, Cash):
        return (part.mode, to_paise(part.amount), to_paise(part.tendered), "", "")
    if isinstance(part, Upi):
        return (part.mode, to_paise(part.amount), None, part.reference.strip(), "")
    return (part.mode, to_paise(part.amount), None, part.last4.strip(), part.approval_code.strip())


def _tender_from(row: sqlite3.Row) -> Tender:
    amount = from_paise(row["amount_paise"])
    mode = Mode(row["mode"])
    if mode is Mode.CASH:
        return Cash(amount, from_paise(row["tendered_paise"]))
    if mode is Mode.UPI:
        return Upi(amount, row["reference"])
    return Card(amount, row["reference"], row["approval_code"])


def record_pending_sale(
    conn: sqlite3.Connection, request_id: str, sale: TillSale, stamp: str
) -> None:
    """Write ``sale``'s payment as pending beside its request (replaced while still pending)."""
    cursor = conn.execute(
        "INSERT INTO till_sales (request_id, counter, clerk, shift_id, state, price, total_paise,"
        " gst_paise, change_paise, trip, departs, terms, recorded_at)"
        " VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (request_id) DO UPDATE SET counter = excluded.counter,"
        " clerk = excluded.clerk, shift_id = excluded.shift_id, price = excluded.price,"
        " total_paise = excluded.total_paise, gst_paise = excluded.gst_paise,"
        " change_paise = excluded.change_paise, trip = excluded.trip,"
        " departs = excluded.departs, terms = excluded.terms WHERE state = 'pending'",
        (
            request_id,
            sale.counter,
            sale.clerk,
            sale.shift_id,
            _price_json(sale.price),
            to_paise(sale.price.total),
            to_paise(sale.price.gst),
            to_paise(sale.payment.change),
            sale.trip,
            sale.departs,
            sale.terms,
            stamp,
        ),
    )
    if cursor.rowcount == 0:
        return
    if sale.tax is not None:
        record_sale_basis(conn, request_id, sale.tax)
    conn.execute("DELETE FROM till_tenders WHERE request_id = ?", (request_id,))
    conn.executemany(
        "INSERT INTO till_tenders (request_id, position, mode, amount_paise, tendered_paise,"
        " reference, approval_code) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(request_id, i, *_tender_row(part)) for i, part in enumerate(sale.payment.parts)],
    )


def record_refund_due(conn: sqlite3.Connection, request_id: str, due: RefundDue) -> None:
    """Write the customer refund ``due`` beside the pending cancellation ``request_id``."""
    conn.execute(
        "INSERT INTO refunds_due (request_id, booking_ref, customer, amount_paise, mode)"
        " VALUES (?, ?, ?, ?, ?) ON CONFLICT (request_id) DO NOTHING",
        (request_id, due.booking_ref, due.customer, to_paise(due.amount), due.mode.value),
    )


def left_fees(conn: sqlite3.Connection) -> dict[str, Decimal]:
    """What the service kept of each cancellation of a sale whose customer left (its wallet
    debit less the refund), by the cancellation's request_id: the agency's cost of it."""
    try:
        rows = conn.execute(
            "SELECT l.cancel_request_id, s.amount_paise - c.amount_paise"
            " FROM customer_left AS l JOIN requests AS s ON s.request_id = l.sale_request_id"
            " JOIN requests AS c ON c.request_id = l.cancel_request_id WHERE c.state = 'done'"
        ).fetchall()
    except sqlite3.OperationalError:
        return {}  # a journal older than version 5, read as it is: no sale was left there
    return {request_id: from_paise(max(paise or 0, 0)) for request_id, paise in rows}


def settle_sale(
    conn: sqlite3.Connection, request_id: str, booking_ref: str, now: dt.datetime
) -> str | None:
    """Take a pending payment of a booked request and number its receipt; None if it has none.

    A sale settled after its shift was closed is counted in the counter's open shift, which is
    the drawer the money is in now.
    """
    row = conn.execute(
        "SELECT counter, shift_id, price FROM till_sales"
        " WHERE request_id = ? AND state = 'pending'",
        (request_id,),
    ).fetchone()
    if row is None:
        return None
    shift_id = row["shift_id"]
    if shift_id is not None and _closed(conn, shift_id):
        open_row = conn.execute(
            "SELECT shift_id FROM shifts WHERE counter = ? AND closed_at IS NULL", (row["counter"],)
        ).fetchone()
        shift_id = None if open_row is None else open_row[0]
    receipt_no = allocate_receipt_no(conn, row["counter"], now.date())
    conn.execute(
        "UPDATE till_sales SET state = 'taken', booking_ref = ?, receipt_no = ?, shift_id = ?,"
        " settled_at = ? WHERE request_id = ?",
        (booking_ref, receipt_no, shift_id, now.isoformat(timespec="seconds"), request_id),
    )
    issue_invoice(conn, request_id, row["counter"], _price_from(row["price"]), now)
    return receipt_no


def payment_body(conn: sqlite3.Connection, request_id: str) -> dict[str, Any] | None:
    """The taken payment of ``request_id`` as the outbox's sale record carries it, with the clerk
    who took it and the price's lines, which add up to the customer total (None: the sale had no
    payment at the till)."""
    row = conn.execute(
        "SELECT clerk, shift_id, receipt_no, price, total_paise, gst_paise, change_paise"
        " FROM till_sales WHERE request_id = ? AND state = 'taken'",
        (request_id,),
    ).fetchone()
    if row is None:
        return None
    tenders = conn.execute(
        "SELECT mode, amount_paise, reference FROM till_tenders WHERE request_id = ?"
        " ORDER BY position",
        (request_id,),
    ).fetchall()
    price = _price_from(row["price"])
    return {
        "clerk": row["clerk"],
        "receipt_no": row["receipt_no"],
        "customer_total": paise_text(row["total_paise"]),
        "gst": paise_text(row["gst_paise"]),
        "change": paise_text(row["change_paise"]),
        "shift_id": row["shift_id"],
        # The agency store's day close checks the total against them (docs/agency-store.md).
        "lines": {
            "fares": str(price.fares),
            "gst": str(price.gst),
            "markup": str(price.markup),
            "round_off": str(price.round_off),
        },
        "tenders": [
            {"mode": mode, "amount": paise_text(paid), "reference": reference}
            for mode, paid, reference in tenders
        ],
    }


def return_sale(conn: sqlite3.Connection, request_id: str, stamp: str) -> None:
    """A refused sale: its payment is marked given back, nothing taken, no receipt number."""
    conn.execute(
        "UPDATE till_sales SET state = 'returned', settled_at = ?"
        " WHERE request_id = ? AND state = 'pending'",
        (stamp, request_id),
    )


def _closed(conn: sqlite3.Connection, shift_id: int) -> bool:
    row = conn.execute("SELECT closed_at FROM shifts WHERE shift_id = ?", (shift_id,)).fetchone()
    return row is not None and row[0] is not None


def _moment(text: str | None) -> dt.datetime | None:
    return None if text is None else dt.datetime.fromisoformat(text)


def _shift_from(row: sqlite3.Row) -> Shift:
    return Shift(
        shift_id=row["shift_id"],
        counter=row["counter"],
        clerk=row["clerk"],
        opened_at=dt.datetime.fromisoformat(row["opened_at"]),
        opening_float=from_paise(row["float_paise"]),
        closed_at=_moment(row["closed_at"]),
        closed_by=row["closed_by"],
        decision_id=row["decision_id"],
    )


class Till:
    """The till's records in the journal's database (one connection, one thread)."""

    def __init__(self, conn: sqlite3.Connection, now: Callable[[], dt.datetime]) -> None:
        self._conn = conn
        self._now = now

    def without_waiting(self) -> AbstractContextManager[None]:
        """Within the block, a till write fails at once while another connection holds the
        journal's lock (the screen tries it again later rather than wait)."""
        return without_waiting(self._conn)

    def _stamp(self) -> str:
        return self._now().isoformat(timespec="seconds")

    # --- sales -------------------------------------------------------------------------------

    def sale(self, request_id: str) -> SaleRecord | None:
        """The payment journalled with the sale ``request_id``."""
        row = self._conn.execute(
            "SELECT * FROM till_sales WHERE request_id = ?", (request_id,)
        ).fetchone()
        return None if row is None else self._sale_from(row)

    def sale_of(self, booking_ref: str) -> SaleRecord | None:
        """The taken payment of the booking ``booking_ref``."""
        row = self._conn.execute(
            "SELECT * FROM till_sales WHERE booking_ref = ? AND state = 'taken'", (booking_ref,)
        ).fetchone()
        return None if row is None else self._sale_from(row)

    def sales(self, *, state: SaleState | None = None) -> list[SaleRecord]:
        """Every journalled sale payment (of ``state`` when given), oldest first."""
        rows = self._conn.execute(
            "SELECT * FROM till_sales WHERE ? IS NULL OR state = ? ORDER BY recorded_at, rowid",
            (state, state),
        )
        return [self._sale_from(row) for row in rows.fetchall()]

    def _sale_from(self, row: sqlite3.Row) -> SaleRecord:
        tenders = self._conn.execute(
            "SELECT * FROM till_tenders WHERE request_id = ? ORDER BY position",
            (row["request_id"],),
        )
        return SaleRecord(
            request_id=row["request_id"],
            counter=row["counter"],
            clerk=row["clerk"],
            shift_id=row["shift_id"],
            state=SaleState(row["state"]),
            price=_price_from(row["price"]),
            payment=Payment(tuple(_tender_from(t) for t in tenders.fetchall())),
            trip=row["trip"],
            departs=row["departs"],
            terms=row["terms"],
            booking_ref=row["booking_ref"],
            receipt_no=row["receipt_no"],
            recorded_at=dt.datetime.fromisoformat(row["recorded_at"]),
            settled_at=_moment(row["settled_at"]),
        )

    # --- shifts ------------------------------------------------------------------------------

    def open_shift(self, counter: str, clerk: str, opening_float: Decimal) -> Shift:
        """Open a shift of ``clerk`` with the counted float; refused while one is still open."""
        name = " ".join(clerk.split())
        if not name:
            raise TillError(JOURNAL_TILL.tr("Type the name of the clerk who opens the shift."))
        if opening_float < 0:
            raise TillError(JOURNAL_TILL.tr("The opening float cannot be negative."))
        current = self.open_shift_of(counter)
        if current is not None:
            raise TillError(
                JOURNAL_TILL.tr(
                    "{clerk}'s shift opened {opened} is still open: close it with its Z report "
                    "first (a supervisor may close it)."
                ).format(clerk=current.clerk, opened=moment_text(current.opened_at))
            )
        stamp = self._stamp()
        with self._conn as conn:
            cursor = conn.execute(
                "INSERT INTO shifts (counter, clerk, opened_at, float_paise) VALUES (?, ?, ?, ?)",
                (counter, name, stamp, to_paise(opening_float)),
            )
            shift_id = cursor.lastrowid
            assert shift_id is not None
            opened = {
                "shift_id": shift_id,
                "counter": counter,
                "clerk": name,
                "opening_float": amount_text(opening_float),
                "opened_at": stamp,
            }
            outbox.add(conn, Kind.SHIFT_OPEN, f"shift_open:{shift_id}", opened, self._now())
        return self.shift(shift_id)

    def shift(self, shift_id: int) -> Shift:
        """The shift ``shift_id`` (``KeyError`` when there is none)."""
        row = self._conn.execute("SELECT * FROM shifts WHERE shift_id = ?", (shift_id,)).fetchone()
        if row is None:
            raise KeyError(shift_id)
        return _shift_from(row)

    def next_receipt_no(self, counter: str) -> str:
        """The receipt number ``counter``'s next taken sale will carry, if no other is taken first
        (the UPI note names it before the sale is booked)."""
        return next_receipt_no(self._conn, counter, self._now().date())

    def open_shift_of(self, counter: str) -> Shift | None:
        """The counter's open shift, if any."""
        row = self._conn.execute(
            "SELECT * FROM shifts WHERE counter = ? AND closed_at IS NULL", (counter,)
        ).fetchone()
        return None if row is None else _shift_from(row)

    def takings(self, shift_id: int) -> ShiftTakings:
        """What the shift's sales took and its refunds gave back, by mode."""
        shift = self.shift(shift_id)
        taken = self._by_mode(
            "SELECT t.mode, SUM(t.amount_paise) FROM till_tenders AS t JOIN till_sales AS s"
            " USING (request_id) WHERE s.shift_id = ? AND s.state = 'taken' GROUP BY t.mode",
            shift_id,
        )
        given = self._by_mode(
            "SELECT mode, SUM(amount_paise) FROM customer_refunds WHERE shift_id = ? GROUP BY mode",
            shift_id,
        )
        pending = self._by_mode(
            "SELECT t.mode, SUM(t.amount_paise) FROM till_tenders AS t JOIN till_sales AS s"
            " USING (request_id) WHERE s.shift_id = ? AND s.state = 'pending' GROUP BY t.mode",
            shift_id,
        )
        (sales,) = self._conn.execute(
            "SELECT COUNT(*) FROM till_sales WHERE shift_id = ? AND state = 'taken'", (shift_id,)
        ).fetchone()
        (refunds,) = self._conn.execute(
            "SELECT COUNT(*) FROM customer_refunds WHERE shift_id = ?", (shift_id,)
        ).fetchone()
        return ShiftTakings(
            shift=shift,
            cash_in=taken[Mode.CASH],
            upi_in=taken[Mode.UPI],
            card_in=taken[Mode.CARD],
            cash_out=given[Mode.CASH],
            upi_out=given[Mode.UPI],
            card_out=given[Mode.CARD],
            pending_cash=pending[Mode.CASH],
            sales=sales,
            refunds=refunds,
        )

    def _by_mode(self, query: str, shift_id: int) -> dict[Mode, Decimal]:
        found = dict.fromkeys(Mode, ZERO)
        for mode, paise in self._conn.execute(query, (shift_id,)):
            found[Mode(mode)] = from_paise(paise)
        return found

    def close_shift(
        self,
        shift_id: int,
        counted: DrawerCount,
        figures: Mapping[str, Any],
        *,
        closed_by: str,
        decision_id: int | None = None,
        reason: str = "",
    ) -> ZReport:
        """Close the shift with its drawer count and Z figures, under the counter's next Z number;
        ``reason``: why the drawer is off (kept with the Z report when given).

        Closing another clerk's shift needs a supervisor's recorded decision.
        """
        shift = self.shift(shift_id)
        if not shift.is_open:
            raise TillError(JOURNAL_TILL.tr("This shift is closed already; its Z report is final."))
        name = " ".join(closed_by.split())
        if name != shift.clerk and decision_id is None:
            raise SupervisorNeeded(
                JOURNAL_TILL.tr(
                    "This is {clerk}'s shift: a supervisor must approve closing it."
                ).format(clerk=shift.clerk)
            )
        stamp = self._stamp()
        with self._conn as conn:
            (z_no,) = conn.execute(
                "SELECT COALESCE(MAX(z_no), 0) + 1 FROM z_reports WHERE counter = ?",
                (shift.counter,),
            ).fetchone()
            conn.executemany(
                "INSERT INTO drawer_counts (shift_id, denomination, pieces, amount_paise)"
                " VALUES (?, ?, ?, ?)",
                [(shift_id, str(d), n, to_paise(Decimal(d * n))) for d, n in counted.notes]
                + [(shift_id, COINS, 0, to_paise(counted.coins))],
            )
            conn.execute(
                "INSERT INTO z_reports (counter, z_no, shift_id, closed_at, closed_by, figures)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (shift.counter, z_no, shift_id, stamp, name, json.dumps(dict(figures))),
            )
            said = " ".join(reason.split())
            if said:
                conn.execute(
                    "INSERT INTO z_reasons (shift_id, reason) VALUES (?, ?)", (shift_id, said)
                )
            conn.execute(
                "UPDATE shifts SET closed_at = ?, closed_by = ?, decision_id = ?"
                " WHERE shift_id = ?",
                (stamp, name, decision_id, shift_id),
            )
            closed = {
                "shift_id": shift_id,
                "counter": shift.counter,
                "closed_by": name,
                "closed_at": stamp,
                "decision_id": decision_id,
            }
            outbox.add(conn, Kind.SHIFT_CLOSE, f"shift_close:{shift_id}", closed, self._now())
            z_body = {
                "shift_id": shift_id,
                "counter": shift.counter,
                "z_no": z_no,
                "closed_by": name,
                "closed_at": stamp,
                "figures": dict(figures),
                "reason": said,
                "drawer": {
                    **{str(d): n for d, n in counted.notes},
                    COINS: amount_text(counted.coins),
                },
            }
            outbox.add(conn, Kind.Z_REPORT, f"z_report:{shift_id}", z_body, self._now())
        report = self.z_report_of(shift_id)
        assert report is not None  # just written
        return report

    def drawer_count(self, shift_id: int) -> DrawerCount | None:
        """The drawer counted when the shift closed."""
        rows = self._conn.execute(
            "SELECT denomination, pieces, amount_paise FROM drawer_counts WHERE shift_id = ?",
            (shift_id,),
        ).fetchall()
        if not rows:
            return None
        notes = {int(r[0]): r[1] for r in rows if r[0] != COINS}
        coins = next((from_paise(r[2]) for r in rows if r[0] == COINS), ZERO)
        return DrawerCount.of(notes, coins)

    def z_report_of(self, shift_id: int) -> ZReport | None:
        """The Z report that closed ``shift_id``."""
        row = self._conn.execute(f"{Z_REPORTS} WHERE z.shift_id = ?", (shift_id,)).fetchone()
        return None if row is None else _z_from(row)

    def z_reports(self, counter: str) -> list[ZReport]:
        """The counter's Z reports in number order."""
        rows = self._conn.execute(f"{Z_REPORTS} WHERE z.counter = ? ORDER BY z.z_no", (counter,))
        return [_z_from(row) for row in rows.fetchall()]

    # --- refunds -----------------------------------------------------------------------------

    def record_refund(
        self,
        request_id: str,
        *,
        booking_ref: str,
        counter: str,
        clerk: str,
        shift_id: int | None,
        rule_amount: Decimal,
        amount: Decimal,
        mode: Mode,
        reference: str = "",
        decision_id: int | None = None,
    ) -> CustomerRefund:
        """Record the money given back for the confirmed cancellation ``request_id``.

        Less than the rule is staff's to decide; more needs ``decision_id`` (a supervisor's); more
        than the customer paid that way less what went back already, or a second refund of the
        same cancellation, is refused whoever approves (``TillError`` with a sentence).
        """
        left = self.refund_left(booking_ref)[mode]
        verdict = judge_refund(rule_amount, amount, left)
        if verdict is RefundVerdict.REFUSED:
            raise TillError(
                JOURNAL_TILL.tr(
                    "The refund must be an amount of zero or more, in rupees and paise."
                )
            )
        done = self._conn.execute(
            "SELECT 1 FROM requests WHERE request_id = ? AND endpoint = 'cancel_booking'"
            " AND state = 'done'",
            (request_id,),
        ).fetchone()
        if done is None:
            raise TillError(
                JOURNAL_TILL.tr(
                    "The service has not confirmed this cancellation: refund nothing yet."
                )
            )
        self._refuse_second_refund(request_id)
        if verdict is RefundVerdict.ABOVE_PAID:
            raise TillError(self.ceiling_text(booking_ref, mode, left))
        if verdict is RefundVerdict.NEEDS_SUPERVISOR and decision_id is None:
            raise SupervisorNeeded(
                JOURNAL_TILL.tr(
                    "The rule gives back {amount}: more than that needs a supervisor."
                ).format(amount=figures.amount_text(rule_amount))
            )
        stamp = self._stamp()
        try:
            self._insert_refund(
                request_id,
                booking_ref=booking_ref,
                counter=counter,
                clerk=clerk,
                shift_id=shift_id,
                rule_amount=rule_amount,
                amount=amount,
                mode=mode,
                reference=reference,
                decision_id=decision_id,
                stamp=stamp,
            )
        except sqlite3.IntegrityError:
            # Another window of this till recorded it between the check and the write.
            self._refuse_second_refund(request_id)
            raise
        refund = self.refund(request_id)
        assert refund is not None  # just written
        return refund

    def _insert_refund(
        self,
        request_id: str,
        *,
        booking_ref: str,
        counter: str,
        clerk: str,
        shift_id: int | None,
        rule_amount: Decimal,
        amount: Decimal,
        mode: Mode,
        reference: str,
        decision_id: int | None,
        stamp: str,
    ) -> None:
        with self._conn as conn:
            conn.execute(
                "INSERT INTO customer_refunds (request_id, booking_ref, counter, clerk, shift_id,"
                " rule_paise, amount_paise, mode, reference, decision_id, recorded_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    request_id,
                    booking_ref,
                    counter,
                    clerk,
                    shift_id,
                    to_paise(rule_amount),
                    to_paise(amount),
                    mode.value,
                    reference.strip(),
                    decision_id,
                    stamp,
                ),
            )
            given = {
                "request_id": request_id,
                "booking_ref": booking_ref,
                "clerk": clerk,
                "shift_id": shift_id,
                "mode": mode.value,
                "amount": amount_text(amount),
                "rule_amount": amount_text(rule_amount),
                "reference": reference.strip(),
                "decision_id": decision_id,
                "recorded_at": stamp,
            }
            outbox.add(conn, Kind.CUSTOMER_REFUND, f"refund:{request_id}", given, self._now())
            issue_credit_note(conn, request_id, booking_ref, amount, self._now())

    def _refuse_second_refund(self, request_id: str) -> None:
        """``TillError`` saying what was given back when the cancellation had its refund."""
        given = self.refund(request_id)
        if given is not None:
            raise TillError(already_refunded_text(given))

    def refunds_of(self, booking_ref: str) -> list[CustomerRefund]:
        """Every customer refund given for cancellations of ``booking_ref``, oldest first."""
        rows = self._conn.execute(
            "SELECT * FROM customer_refunds WHERE booking_ref = ? ORDER BY recorded_at, rowid",
            (booking_ref,),
        )
        return [_refund_from(row) for row in rows.fetchall()]

    def refund_left(self, booking_ref: str) -> dict[Mode, Decimal]:
        """The most each tender may still give back on ``booking_ref``: what the customer paid
        that way at this till, less what was given back (all zero when not sold here)."""
        sale = self.sale_of(booking_ref)
        paid = Payment(()) if sale is None else sale.payment
        return refund_left(paid, ((r.mode, r.amount) for r in self.refunds_of(booking_ref)))

    def ceiling_text(self, booking_ref: str, mode: Mode, left: Decimal) -> str:
        """Why a refund by ``mode`` above ``left`` is refused, as a sentence for staff."""
        way = RECEIPT_DATA.known(MODE_WORDS[mode])
        sale = self.sale_of(booking_ref)
        if sale is None:
            return JOURNAL_TILL.tr(
                "{booking} was not paid for at this till: it has no customer refund here."
            ).format(booking=booking_ref)
        earlier = [r for r in self.refunds_of(booking_ref) if r.mode is mode]
        values = {
            "left": figures.amount_text(left),
            "mode": way,
            "booking": booking_ref,
            "paid": figures.amount_text(sale.payment.total_by_mode(mode)),
            "given": figures.amount_text(sum((r.amount for r in earlier), ZERO)),
        }
        if not earlier:
            return JOURNAL_TILL.tr(
                "At most {left} can go back by {mode} on {booking}: the customer paid"
                " {paid} that way and {given} was given back already. No approval lifts this."
            ).format(**values)
        # Each earlier refund that way: how much, when and by whom (the clerk asks them).
        each = "; ".join(
            JOURNAL_TILL.tr("{amount} on {when}, given by {clerk}").format(
                amount=figures.amount_text(r.amount), when=moment_text(r.recorded_at), clerk=r.clerk
            )
            for r in earlier
        )
        return JOURNAL_TILL.tr(
            "At most {left} can go back by {mode} on {booking}: the customer paid"
            " {paid} that way and {given} was given back already ({earlier})."
            " No approval lifts this."
        ).format(earlier=each, **values)

    def refund(self, request_id: str) -> CustomerRefund | None:
        """The customer refund recorded for the cancellation ``request_id``."""
        row = self._conn.execute(
            "SELECT * FROM customer_refunds WHERE request_id = ?", (request_id,)
        ).fetchone()
        return None if row is None else _refund_from(row)

    # --- what the customer is owed ------------------------------------------------------------

    def refunds_owed(self, counter: str | None = None) -> list[RefundOwed]:
        """Every confirmed cancellation whose customer refund was neither given at the till nor
        credited another way (of the sales of ``counter`` when given), oldest first."""
        rows = self._conn.execute(
            "SELECT d.*, r.updated_at FROM refunds_due AS d JOIN requests AS r USING (request_id)"
            " LEFT JOIN till_sales AS s ON s.booking_ref = d.booking_ref AND s.state = 'taken'"
            " WHERE r.state = 'done'"
            " AND NOT EXISTS (SELECT 1 FROM customer_refunds AS c"
            " WHERE c.request_id = d.request_id)"
            " AND NOT EXISTS (SELECT 1 FROM refunds_credited AS k"
            " WHERE k.request_id = d.request_id)"
            " AND (? IS NULL OR s.counter = ?) ORDER BY r.updated_at, r.rowid",
            (counter, counter),
        )
        return [
            RefundOwed(
                row["request_id"],
                RefundDue(
                    row["booking_ref"],
                    row["customer"],
                    from_paise(row["amount_paise"]),
                    Mode(row["mode"]),
                ),
                dt.datetime.fromisoformat(row["updated_at"]),
            )
            for row in rows.fetchall()
        ]

    def refund_due(self, request_id: str) -> RefundDue | None:
        """The customer refund written ahead with the cancellation ``request_id``."""
        row = self._conn.execute(
            "SELECT * FROM refunds_due WHERE request_id = ?", (request_id,)
        ).fetchone()
        if row is None:
            return None
        return RefundDue(
            row["booking_ref"], row["customer"], from_paise(row["amount_paise"]), Mode(row["mode"])
        )

    def record_credited(self, request_id: str, how: str, decision_id: int) -> None:
        """The refund owed for ``request_id`` was given another way (``how``, in staff's words),
        on a supervisor's recorded decision: it is no longer owed."""
        if not how.strip():
            raise TillError(JOURNAL_TILL.tr("Say how the customer was given the refund."))
        self._refuse_second_refund(request_id)
        stamp = self._stamp()
        with self._conn as conn:
            cursor = conn.execute(
                "INSERT INTO refunds_credited (request_id, how, decision_id, recorded_at)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (request_id) DO NOTHING",
                (request_id, " ".join(how.split()), decision_id, stamp),
            )
            if cursor.rowcount:
                credited = {
                    "action": "refund_credited",
                    "decided_by": self.decision(decision_id).supervisor,
                    "supervisor": True,
                    "detail": " ".join(how.split()),
                    "request_id": request_id,
                    "decision_id": decision_id,
                    "decided_at": stamp,
                }
                outbox.add(conn, Kind.DECISION, f"credited:{request_id}", credited, self._now())

    # --- the customer left --------------------------------------------------------------------

    def customer_left(self, sale_request_id: str, decision_id: int) -> LeftSale:
        """Record a supervisor's decision that the customer of a sent sale left: it is cancelled
        if the service booked it (the first decision stands)."""
        with self._conn as conn:
            conn.execute(
                "INSERT INTO customer_left (sale_request_id, decision_id, decided_at)"
                " VALUES (?, ?, ?) ON CONFLICT (sale_request_id) DO NOTHING",
                (sale_request_id, decision_id, self._stamp()),
            )
        left = self.left_sale(sale_request_id)
        assert left is not None  # just written
        return left

    def left_sale(self, sale_request_id: str) -> LeftSale | None:
        """The decision that the customer of ``sale_request_id`` left, if one was made."""
        row = self._conn.execute(
            "SELECT * FROM customer_left WHERE sale_request_id = ?", (sale_request_id,)
        ).fetchone()
        return None if row is None else _left_from(row)

    def left_sales(self) -> list[LeftSale]:
        """The sales whose customer left that are not settled yet (neither refused by the
        service nor cancelled with the customer's money given back), oldest decision first."""
        rows = self._conn.execute(
            "SELECT l.* FROM customer_left AS l JOIN requests AS r"
            " ON r.request_id = l.sale_request_id WHERE r.state != 'failed'"
            " AND NOT EXISTS (SELECT 1 FROM customer_refunds AS c"
            " WHERE c.request_id = l.cancel_request_id)"
            " AND NOT EXISTS (SELECT 1 FROM refunds_credited AS k"
            " WHERE k.request_id = l.cancel_request_id)"
            " ORDER BY l.decided_at, l.rowid"
        )
        return [_left_from(row) for row in rows.fetchall()]

    def cancel_left_sale(self, sale_request_id: str, cancel_request_id: str) -> None:
        """The cancellation ``cancel_request_id`` is the one that cancels the sale the customer
        left (written before it is sent; a refused one is replaced by the next)."""
        with self._conn as conn:
            conn.execute(
                "UPDATE customer_left SET cancel_request_id = ? WHERE sale_request_id = ?",
                (cancel_request_id, sale_request_id),
            )

    # --- supervisor --------------------------------------------------------------------------

    def decide(
        self,
        supervisor: str,
        action: str,
        detail: str = "",
        checked_by: CheckedBy = CheckedBy.COUNTER,
    ) -> int:
        """Record a supervisor's decision (after the PIN was checked, as ``checked_by`` says: the
        agency store's record of it keeps that); its id."""
        stamp = self._stamp()
        name = " ".join(supervisor.split())
        with self._conn as conn:
            cursor = conn.execute(
                "INSERT INTO supervisor_decisions (decided_at, supervisor, action, detail)"
                " VALUES (?, ?, ?, ?)",
                (stamp, name, action, detail),
            )
            decision_id = cursor.lastrowid
            assert decision_id is not None
            decided = {
                "action": action,
                "decided_by": name,
                "supervisor": True,
                "detail": detail,
                "request_id": None,
                "decision_id": decision_id,
                "decided_at": stamp,
                "pin": checked_by.value,
            }
            outbox.add(conn, Kind.DECISION, f"decision:{decision_id}", decided, self._now())
        return decision_id

    def record_x_report(self, shift_id: int, figures: Mapping[str, Any]) -> None:
        """Send an X report's figures to the agency store (the till itself keeps nothing of it)."""
        shift = self.shift(shift_id)
        stamp = self._stamp()
        taken = {
            "shift_id": shift_id,
            "counter": shift.counter,
            "clerk": shift.clerk,
            "taken_at": stamp,
            "figures": dict(figures),
        }
        with self._conn as conn:
            outbox.add(conn, Kind.X_REPORT, outbox.unique_id(Kind.X_REPORT), taken, self._now())

    def decisions(self) -> list[Decision]:
        """Every supervisor decision, oldest first."""
        rows = self._conn.execute("SELECT * FROM supervisor_decisions ORDER BY decision_id")
        return [_decision_from(r) for r in rows.fetchall()]

    def decision(self, decision_id: int) -> Decision:
        """The supervisor decision ``decision_id`` (``TillError`` when there is none)."""
        row = self._conn.execute(
            "SELECT * FROM supervisor_decisions WHERE decision_id = ?", (decision_id,)
        ).fetchone()
        if row is None:
            raise TillError(
                JOURNAL_TILL.tr("No supervisor decision {number}.").format(number=decision_id)
            )
        return _decision_from(row)

    def pin_hash(self) -> PinHash | None:
        """The supervisor PIN's stored hash (None until it is set on first use)."""
        row = self._conn.execute("SELECT * FROM supervisor_pin WHERE only = 1").fetchone()
        if row is None:
            return None
        return PinHash(bytes(row["salt"]), bytes(row["digest"]), row["n"], row["r"], row["p"])

    def check_pin(self, pin: str, gate: PinGate) -> PinCheck:
        """Check a supervisor PIN (``UNSET`` when none is set: a PIN typed at a gate never becomes
        the PIN); the hashing runs on the calling thread (a screen hashes in a worker, counts the
        try on its gate and keeps it with ``keep_pin_tries``). ``PinLocked`` after too many wrong
        tries.
        """
        stored = self.pin_hash()
        if stored is None:
            return PinCheck.UNSET
        gate.admit()
        verdict = verify(pin, stored)
        right = gate.record(verdict.right)
        self.keep_pin_tries(gate, verdict.upgraded)
        return PinCheck.RIGHT if right else PinCheck.WRONG

    def keep_pin_tries(self, gate: PinGate, upgraded: PinHash | None = None) -> None:
        """Keep the wrong tries counted on ``gate`` (and the PIN's hash made again at today's
        cost, ``upgraded``, when the stored one was made at a lower cost), in one transaction.

        Another program holding the journal's lock raises (the screen tries again later); a
        read-only journal keeps the count in memory for this run.
        """
        wrong, locked_until = gate.tries
        try:
            with self._conn as conn:
                if upgraded is not None:
                    conn.execute(
                        "UPDATE supervisor_pin SET salt = ?, digest = ?, n = ?, r = ?, p = ?"
                        " WHERE only = 1",
                        (upgraded.salt, upgraded.digest, upgraded.n, upgraded.r, upgraded.p),
                    )
                conn.execute(
                    "INSERT OR REPLACE INTO pin_tries (only, wrong, locked_until) VALUES (1, ?, ?)",
                    (wrong, locked_until),
                )
        except sqlite3.OperationalError as error:
            if primary_code(error) in (SQLITE_BUSY, SQLITE_LOCKED):
                raise
            log.warning("The PIN's wrong tries could not be kept in the journal: %s", error)

    def restore_pin_tries(self, gate: PinGate) -> None:
        """Give ``gate`` the wrong tries and the lock kept by an earlier run."""
        try:
            row = self._conn.execute("SELECT wrong, locked_until FROM pin_tries").fetchone()
        except sqlite3.OperationalError:
            return  # a read-only journal of a version before the table: no count kept yet
        if row is not None:
            gate.restore(row["wrong"], row["locked_until"])

    def set_pin_hash(self, pin: PinHash) -> None:
        """Store the PIN's hash, in place of any, and clear the wrong tries and the lock: only
        once the API key's holder typed the key again (Settings)."""
        with self._conn as conn:
            conn.execute(
                "INSERT OR REPLACE INTO supervisor_pin (only, salt, digest, n, r, p, set_at)"
                " VALUES (1, ?, ?, ?, ?, ?, ?)",
                (pin.salt, pin.digest, pin.n, pin.r, pin.p, self._stamp()),
            )
            conn.execute("DELETE FROM pin_tries")


def _refund_from(row: sqlite3.Row) -> CustomerRefund:
    return CustomerRefund(
        request_id=row["request_id"],
        booking_ref=row["booking_ref"],
        counter=row["counter"],
        clerk=row["clerk"],
        shift_id=row["shift_id"],
        rule_amount=from_paise(row["rule_paise"]),
        amount=from_paise(row["amount_paise"]),
        mode=Mode(row["mode"]),
        reference=row["reference"],
        decision_id=row["decision_id"],
        recorded_at=dt.datetime.fromisoformat(row["recorded_at"]),
    )


def already_refunded_text(given: CustomerRefund) -> str:
    """A cancellation's refund was given already: how much, how, when and by whom."""
    return JOURNAL_TILL.tr(
        "This cancellation of {booking} was refunded already: {amount} by {mode} on {when},"
        " given by {clerk}. Nothing more goes back for it."
    ).format(
        booking=given.booking_ref,
        amount=figures.amount_text(given.amount),
        mode=RECEIPT_DATA.known(MODE_WORDS[given.mode]),
        when=moment_text(given.recorded_at),
        clerk=given.clerk,
    )


def _left_from(row: sqlite3.Row) -> LeftSale:
    return LeftSale(
        row["sale_request_id"],
        row["decision_id"],
        dt.datetime.fromisoformat(row["decided_at"]),
        row["cancel_request_id"],
    )


def _decision_from(row: sqlite3.Row) -> Decision:
    return Decision(
        row["decision_id"],
        dt.datetime.fromisoformat(row["decided_at"]),
        row["supervisor"],
        row["action"],
        row["detail"],
    )


def _z_from(row: sqlite3.Row) -> ZReport:
    return ZReport(
        counter=row["counter"],
        z_no=row["z_no"],
        shift_id=row["shift_id"],
        closed_at=dt.datetime.fromisoformat(row["closed_at"]),
        closed_by=row["closed_by"],
        reason=row["reason"],
        figures=json.loads(row["figures"]),
    )

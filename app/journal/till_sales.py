"""A sale's payment at the till: written pending with its request, taken (its receipt numbered)
or returned in the very transaction that records the request's outcome (``Journal.booked`` /
``Journal.failed``), and read back with its tenders."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from decimal import Decimal
from typing import Any

from app import languages
from app.domain.modules import Module
from app.domain.money import from_paise, to_paise
from app.domain.payment import Payment
from app.domain.tenders import TENDERS, Tender, tender_of
from app.domain.till import CustomerPrice, Markup, SeatFare
from app.journal.money_events import carried_credit
from app.journal.outbox import paise_text
from app.journal.receipts import allocate_receipt_no, next_receipt_no
from app.journal.shifts import shift_closed
from app.journal.tax import issue_invoice, record_sale_basis
from app.journal.till_tables import TillTables, moment
from app.records.till import (
    EarlierTransfer,
    RepeatedReference,
    SaleRecord,
    SaleState,
    TillSale,
)


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


# A tender's details in its row: the first as ``reference``, the second as ``approval_code``
# (the columns' names are the first tenders'; a card's last 4 digits are its ``reference``).
DETAIL_COLUMNS = ("reference", "approval_code")
# How a sale record names the customer's credit an exchange carried to it (not a tender of the
# registry: nothing changes hands at the till), its reference the booking it came from.
CREDIT_TENDER = "Credit"


def _tender_row(part: Tender) -> tuple[str, int, int | None, str, str]:
    columns = [value.strip() for value in part.details]
    reference, approval = (*columns, "", "")[: len(DETAIL_COLUMNS)]
    tendered = None if part.tendered is None else to_paise(part.tendered)
    return (part.kind.code, to_paise(part.amount), tendered, reference, approval)


def _tender_from(row: sqlite3.Row) -> Tender:
    """A stored tender row, read through the registry (``UnknownTender``: none has its code)."""
    kind = tender_of(row["mode"])
    details = tuple(row[column] for column in DETAIL_COLUMNS[: len(kind.details)])
    tendered = row["tendered_paise"]
    return kind.paid(
        from_paise(row["amount_paise"]),
        *details,
        tendered=None if tendered is None else from_paise(tendered),
    )


def record_pending_sale(
    conn: sqlite3.Connection, request_id: str, sale: TillSale, stamp: str
) -> None:
    """Write ``sale``'s payment as pending beside its request (replaced while still pending)."""
    cursor = conn.execute(
        "INSERT INTO till_sales (request_id, counter, clerk, shift_id, state, price, total_paise,"
        " gst_paise, change_paise, trip, departs, terms, recorded_at, customer_language)"
        " VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (request_id) DO UPDATE SET counter = excluded.counter,"
        " clerk = excluded.clerk, shift_id = excluded.shift_id, price = excluded.price,"
        " total_paise = excluded.total_paise, gst_paise = excluded.gst_paise,"
        " change_paise = excluded.change_paise, trip = excluded.trip,"
        " departs = excluded.departs, terms = excluded.terms,"
        " customer_language = excluded.customer_language WHERE state = 'pending'",
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
            sale.customer_language,
        ),
    )
    if cursor.rowcount == 0:
        return
    if sale.repeat_decision is None:
        earlier = repeated_reference(conn, sale.payment, request_id)
        if earlier is not None:
            raise RepeatedReference(earlier)
    if sale.tax is not None:
        record_sale_basis(conn, request_id, sale.tax)
    conn.execute("DELETE FROM till_tenders WHERE request_id = ?", (request_id,))
    conn.executemany(
        "INSERT INTO till_tenders (request_id, position, mode, amount_paise, tendered_paise,"
        " reference, approval_code) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(request_id, i, *_tender_row(part)) for i, part in enumerate(sale.payment.parts)],
    )


def repeated_reference(
    conn: sqlite3.Connection, payment: Payment, request_id: str = ""
) -> EarlierTransfer | None:
    """The first sale other than ``request_id``, pending or taken, that carries a reference of
    ``payment``'s UPI or bank parts (any tender whose reference is unique; case and spaces
    aside), or None. A refused sale gave its money back: its reference is free again."""
    for part in payment.parts:
        if not part.kind.unique_reference:
            continue
        reference = part.reference.upper()
        codes = [kind.code for kind in TENDERS if kind.unique_reference]
        row = conn.execute(
            "SELECT s.request_id, s.receipt_no, s.booking_ref FROM till_tenders AS t"
            " JOIN till_sales AS s USING (request_id)"
            f" WHERE t.mode IN ({', '.join('?' * len(codes))}) AND upper(t.reference) = ?"
            " AND s.state <> 'returned' AND s.request_id <> ? ORDER BY s.recorded_at LIMIT 1",
            (*codes, reference, request_id),
        ).fetchone()
        if row is not None:
            return EarlierTransfer(part.kind, reference, *row)
    return None


def transfer_references(conn: sqlite3.Connection) -> dict[str, str]:
    """The references typed for each sale's UPI or bank transfer parts (the tenders whose
    reference is unique), by request id ("; " between two)."""
    codes = [kind.code for kind in TENDERS if kind.unique_reference]
    rows = conn.execute(
        "SELECT request_id, reference FROM till_tenders"
        f" WHERE mode IN ({', '.join('?' * len(codes))}) ORDER BY request_id, position",
        codes,
    )
    found: dict[str, list[str]] = {}
    for request_id, reference in rows:
        found.setdefault(request_id, []).append(reference)
    return {request_id: "; ".join(refs) for request_id, refs in found.items()}


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
    if shift_id is not None and shift_closed(conn, shift_id):
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
    # Registered: the receipt's number is the tax invoice's, the sale's one number.
    issue_invoice(conn, request_id, receipt_no, row["counter"], _price_from(row["price"]), now)
    return receipt_no


def payment_body(conn: sqlite3.Connection, request_id: str) -> dict[str, Any] | None:
    """The taken payment of ``request_id`` as the outbox's sale record carries it, with the clerk
    who took it and the price's lines, which add up to the customer total (None: the sale had no
    payment at the till)."""
    row = conn.execute(
        "SELECT clerk, shift_id, receipt_no, price, total_paise, gst_paise, change_paise,"
        " customer_language, recorded_at FROM till_sales WHERE request_id = ? AND state = 'taken'",
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
    listed = [
        {
            "mode": mode,
            "amount": paise_text(paid),
            "reference": reference,
            "unique": tender_of(mode).unique_reference,
        }
        for mode, paid, reference in tenders
    ]
    # An exchange's new sale is paid first by the customer's credit from the booking it
    # replaced (what the till took is only the difference): listed as the tender it is, so the
    # tenders add up to the customer total wherever they are checked.
    credit = carried_credit(conn, request_id, row["total_paise"])
    if credit is not None:
        listed.append(
            {
                "mode": CREDIT_TENDER,
                "amount": paise_text(credit[0]),
                "reference": credit[1],
                "unique": False,
            }
        )
    return {
        "clerk": row["clerk"],
        "receipt_no": row["receipt_no"],
        "customer_total": paise_text(row["total_paise"]),
        "gst": paise_text(row["gst_paise"]),
        "change": paise_text(row["change_paise"]),
        "shift_id": row["shift_id"],
        "customer_language": row["customer_language"],
        # When the till took it (the sale's booking may come later, after an outage): the time
        # the agency's day close matches it by, as the journal does (docs/agency-store.md).
        "taken_at": row["recorded_at"],
        # The agency store's day close checks the total against them (docs/agency-store.md).
        "lines": {
            "fares": str(price.fares),
            "gst": str(price.gst),
            "markup": str(price.markup),
            "round_off": str(price.round_off),
        },
        # "unique": whether the reference is a transfer's, which the agency store checks
        # across counters (docs/agency-store.md).
        "tenders": listed,
    }


def return_sale(conn: sqlite3.Connection, request_id: str, stamp: str) -> None:
    """A refused sale: its payment is marked given back, nothing taken, no receipt number."""
    conn.execute(
        "UPDATE till_sales SET state = 'returned', settled_at = ?"
        " WHERE request_id = ? AND state = 'pending'",
        (stamp, request_id),
    )


def _known_language(code: str | None) -> str | None:
    """A recorded customer's language, None when it is not one the app declares (a journal a
    later app wrote) or none was recorded."""
    return code if code and languages.is_known(code) else None


class SaleTables(TillTables):
    """The sales' payments as journalled, and the receipt number the next one carries."""

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
            settled_at=moment(row["settled_at"]),
            customer_language=_known_language(row["customer_language"]),
        )

    def repeated_reference(self, payment: Payment) -> EarlierTransfer | None:
        """The sale already carrying a transfer reference of ``payment`` (asked before a sale:
        the journal refuses it without a supervisor's decision)."""
        return repeated_reference(self._conn, payment)

    def next_receipt_no(self, counter: str) -> str:
        """The receipt number ``counter``'s next taken sale will carry, if no other is taken first
        (the UPI note names it before the sale is booked)."""
        return next_receipt_no(self._conn, counter, self._now().date())

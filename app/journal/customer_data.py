"""One customer's personal data, on their request: exported for them (JSON), or erased but for
what tax law needs kept (the invoice, the name, the amounts); and a returning customer's details
offered again from their phone number.

A customer is the one of a booking and of every other booking with the same phone number or
e-mail address. Erasing takes their phone, e-mail and passengers' ID numbers out of the bookings
and of the requests' bodies (a sale still waiting for its answer is left whole: its replay must
send it as it was); the invoices and credit notes stay as issued. The outbox's copies lose the
phone and e-mail too, and an erasure record asks the agency store to erase its copy of those
bookings (phone, e-mail, passengers' names).
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Callable
from typing import Any

from app.journal import outbox
from app.journal.access_log import record
from app.journal.held_documents import ON_REQUEST, hold
from app.journal.outbox import Kind
from app.journal.records import stored_passengers
from app.journal.retention import DOCUMENT_FIELDS, without_documents
from app.mail.outbox import forget_customer
from app.records.bookings import BookingRow
from app.records.customers import Access, HeldPassenger, KnownCustomer


def _bookings_of(conn: sqlite3.Connection, booking_ref: str) -> list[sqlite3.Row]:
    """The booking ``booking_ref`` and every other of the same phone or e-mail, oldest first."""
    first = conn.execute("SELECT * FROM bookings WHERE booking_ref = ?", (booking_ref,)).fetchone()
    if first is None:
        return []
    return conn.execute(
        "SELECT * FROM bookings WHERE booking_ref = ?"
        " OR (customer_phone != '' AND customer_phone = ?)"
        " OR (customer_email != '' AND customer_email = ?)"
        " ORDER BY sold_at, booking_id",
        (booking_ref, first["customer_phone"], first["customer_email"]),
    ).fetchall()


def customer_refs(conn: sqlite3.Connection, booking_ref: str) -> list[str]:
    """The references of the customer of ``booking_ref``'s bookings (by phone or e-mail), oldest
    first; empty when there is no such booking."""
    return [row["booking_ref"] for row in _bookings_of(conn, booking_ref)]


def known_customer(conn: sqlite3.Connection, phone: str) -> KnownCustomer | None:
    """The customer of the latest booking sold to ``phone`` (the wire number), if any.

    An erased customer's bookings keep no phone, so they are never found.
    """
    if not phone:
        return None
    row = conn.execute(
        "SELECT customer_name, customer_email, customer_phone,"
        " json_extract(sale_tax.basis, '$.buyer.gstin') AS gstin,"
        " json_extract(sale_tax.basis, '$.buyer.address') AS address,"
        " json_extract(sale_tax.basis, '$.buyer.state_code') AS state_code,"
        " till_sales.customer_language AS language"
        " FROM bookings LEFT JOIN sale_tax ON sale_tax.request_id = bookings.request_id"
        " LEFT JOIN till_sales ON till_sales.request_id = bookings.request_id"
        " WHERE customer_phone = ? AND customer_phone != ''"
        " ORDER BY sold_at DESC, booking_id DESC LIMIT 1",
        (phone,),
    ).fetchone()
    if row is None:
        return None
    return KnownCustomer(
        name=row["customer_name"],
        email=row["customer_email"],
        phone=row["customer_phone"],
        gstin=row["gstin"] or "",
        address=row["address"] or "",
        state_code=row["state_code"] or "",
        language=row["language"] or "",
    )


def _documents(body: dict[str, Any]) -> list[dict[str, Any]]:
    """The passengers' names with their ID documents, as the request's body keeps them."""
    return [
        {"traveler_name": p.traveler_name, "id_type": p.id_type or ""}
        | p.model_dump(include=set(DOCUMENT_FIELDS), exclude_none=True)
        for p in stored_passengers(body)
    ]


def customer_data(conn: sqlite3.Connection, booking_ref: str) -> dict[str, Any]:
    """Every piece of personal data the journal keeps of the customer of ``booking_ref`` (an
    empty list of bookings when there is no such booking)."""
    exported = []
    for row in _bookings_of(conn, booking_ref):
        booking = BookingRow.from_row(row)
        request = conn.execute(
            "SELECT body FROM requests WHERE request_id = ?", (booking.request_id,)
        ).fetchone()
        body = {} if request is None else json.loads(request["body"])
        exported.append(
            {
                "booking_ref": booking.booking_ref,
                "product": booking.product,
                "travel_date": booking.travel_date.isoformat(),
                "sold_at": booking.sold_at.isoformat(),
                "customer_name": booking.customer_name,
                "customer_email": booking.customer_email,
                "customer_phone": booking.customer_phone,
                "passengers": _documents(body)
                or [{"traveler_name": n} for n in booking.passengers],
                "total": str(booking.total_debited),
                "refunded": str(booking.total_refunded),
                "status": booking.status,
            }
        )
    return {"bookings": exported}


def erase_customer(
    conn: sqlite3.Connection,
    booking_ref: str,
    made: dt.datetime,
    seal: Callable[[str], str],
    access: Access,
) -> int:
    """Take the phone, e-mail and ID numbers of the customer of ``booking_ref`` out of every
    booking of theirs (names, amounts and invoices kept) into the sealed hold (``seal``: how a
    contact is sealed) until a year after each sale, and ask the agency store, at ``made``, to
    erase its copy, the erasure logged as ``access``; how many bookings were changed."""
    rows = _bookings_of(conn, booking_ref)
    # The old text would otherwise stay readable in the file's freed space.
    conn.execute("PRAGMA secure_delete=ON")
    try:
        _erase(conn, rows, made, seal, access)
    finally:
        conn.execute("PRAGMA secure_delete=OFF")
    return len(rows)


def _contacts(row: sqlite3.Row, seal: Callable[[str], str]) -> list[HeldPassenger]:
    return [
        HeldPassenger(row["customer_name"], kind, seal(row[column]))
        for kind, column in (("phone", "customer_phone"), ("email", "customer_email"))
        if row[column]
    ]


def _erase(
    conn: sqlite3.Connection,
    rows: list[sqlite3.Row],
    made: dt.datetime,
    seal: Callable[[str], str],
    access: Access,
) -> None:
    refs = [row["booking_ref"] for row in rows]
    with conn:
        record(conn, access)
        if refs:
            asked = {"booking_refs": refs}
            outbox.add(conn, Kind.ERASURE, outbox.unique_id(Kind.ERASURE), asked, made)
        for row in rows:
            conn.execute(
                "UPDATE outbox SET body = json_set(body, '$.customer_email', '',"
                " '$.customer_phone', '') WHERE record_id = ? AND kind = ?",
                (row["request_id"], Kind.SALE.value),
            )
            conn.execute(
                "UPDATE bookings SET customer_email = '', customer_phone = '' WHERE booking_id = ?",
                (row["booking_id"],),
            )
            forget_customer(conn, row["booking_ref"], row["customer_email"])
            request = conn.execute(
                "SELECT body, created_at FROM requests WHERE request_id = ? AND state != 'pending'",
                (row["request_id"],),
            ).fetchone()
            if request is None:
                continue
            whole = json.loads(request["body"])
            sold = dt.datetime.fromisoformat(request["created_at"])
            hold(
                conn,
                row["request_id"],
                row["booking_ref"],
                whole,
                sold,
                made,
                ON_REQUEST,
                _contacts(row, seal),
            )
            body = without_documents(whole)
            body.update(customer_email="", customer_phone="")
            conn.execute(
                "UPDATE requests SET body = ?, scan_sha256 = '{}' WHERE request_id = ?",
                (json.dumps(body), row["request_id"]),
            )

"""The money events and the books kept from them (journal version 29; a refund agreed other
than the rule, version 39; a tour operator's markup kept as the service charge corrected,
version 40).

Each money event (``app.domain.postings.EventKind``) is written once, append-only, in the
transaction of the till's write it records (a sale taken, a cancellation confirmed, a refund
paid, a shift opened or closed), with every figure its posting rule needs; its entry is posted
by that rule in the same transaction (``book_lines``) and the event goes to the agency store
with its entry (outbox kind ``money_event``). ``till_sales``, ``till_tenders`` and ``exchanges``
are updated in place; the events are not, so the books can be rebuilt from them
(``app.books``). Events of a journal written before this version are made from its till's
tables once, by ``app.books.backfill``, marked ``backfilled``.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from app.domain.gst import LineKind, Scheme, TaxBasis, state_levy
from app.domain.money import ZERO, from_paise, money, to_paise
from app.domain.postings import (
    DRAWER,
    WALLET_CREDIT,
    EventKind,
    MoneyEvent,
    customer_account,
    day_of,
    post,
    tender_account,
    wallet_split,
)
from app.domain.tenders import tender_of
from app.journal import outbox
from app.journal.money_chain import CHAIN_FIELD, MONEY_CHAIN_SCHEMA, link_event, record_body
from app.journal.month_close import locked
from app.journal.outbox import Kind, amount_text

BOOKS_SCHEMA = """
CREATE TABLE IF NOT EXISTS money_events (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    backfilled INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS book_lines (
    seq INTEGER NOT NULL REFERENCES money_events (seq),
    line INTEGER NOT NULL,
    account TEXT NOT NULL,
    debit_paise INTEGER NOT NULL CHECK (debit_paise >= 0),
    credit_paise INTEGER NOT NULL CHECK (credit_paise >= 0),
    PRIMARY KEY (seq, line)
);
CREATE INDEX IF NOT EXISTS book_lines_by_account
    ON book_lines (account, debit_paise, credit_paise);
-- A journal of an earlier version, whose till's tables are to be made into events once
-- (``wanted_at``: when it was opened by this version; ``done_at``: when that was finished).
CREATE TABLE IF NOT EXISTS books_backfill (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    wanted_at TEXT NOT NULL,
    done_at TEXT
);
CREATE TRIGGER IF NOT EXISTS money_events_final_update BEFORE UPDATE ON money_events
BEGIN SELECT RAISE(ABORT, 'a money event is final'); END;
CREATE TRIGGER IF NOT EXISTS money_events_final_delete BEFORE DELETE ON money_events
BEGIN SELECT RAISE(ABORT, 'a money event is final'); END;
CREATE TRIGGER IF NOT EXISTS book_lines_final_update BEFORE UPDATE ON book_lines
BEGIN SELECT RAISE(ABORT, 'the books are final'); END;
CREATE TRIGGER IF NOT EXISTS book_lines_final_delete BEFORE DELETE ON book_lines
BEGIN SELECT RAISE(ABORT, 'the books are final'); END;
"""


def add_books(conn: sqlite3.Connection) -> None:
    """Journal version 29: the money events and the books; a journal that holds a shift or a
    booking of an earlier version without any event has its backfill wanted (once)."""
    conn.executescript(BOOKS_SCHEMA)
    # The chain of version 43 too: versions 39 and 40 post events, which it links.
    conn.executescript(MONEY_CHAIN_SCHEMA)
    wanted = conn.execute(
        "SELECT NOT EXISTS (SELECT 1 FROM books_backfill)"
        " AND NOT EXISTS (SELECT 1 FROM money_events)"
        " AND (EXISTS (SELECT 1 FROM shifts) OR EXISTS (SELECT 1 FROM bookings))"
    ).fetchone()[0]
    if wanted:
        with conn:
            conn.execute(
                "INSERT INTO books_backfill (only, wanted_at) VALUES (1, ?)",
                (dt.datetime.now().astimezone().isoformat(timespec="seconds"),),
            )


# The version that posts a refund agreed other than the rule (``post_refunds_agreed``).
AGREED_VERSION = 39


def post_refunds_agreed(conn: sqlite3.Connection) -> None:
    """Journal version 39: each refund agreed other than the rule that an older version's books
    hold (lowered by the clerk, raised on a supervisor's decision), posted once at its last
    payment (``agreed_of_payments``): nothing posted the difference before, so the customer's
    account stayed owed a refund lowered, and in debit by one raised. A journal whose books job
    has still to post its history is left to the job, which posts the same."""
    (version,) = conn.execute("PRAGMA user_version").fetchone()
    if not 0 < version < AGREED_VERSION or _waiting(conn):
        return
    made = dt.datetime.now().astimezone()
    with conn:
        # Each cancellation's last payment (a payment's time, then its row, orders them).
        last = conn.execute(
            "SELECT c.payment_id FROM customer_refunds AS c WHERE NOT EXISTS"
            " (SELECT 1 FROM customer_refunds AS n WHERE n.request_id = c.request_id"
            " AND (n.recorded_at, n.rowid) > (c.recorded_at, c.rowid))"
        ).fetchall()
        for (payment_id,) in last:
            agreed = agreed_of_payments(conn, payment_id)
            if agreed is not None:
                record(conn, agreed, made)


# The version that moves a tour operator's markup kept as the service charge to the agency's
# fee (``reclassify_markups``).
RECLASSIFIED_VERSION = 40


def reclassify_markups(conn: sqlite3.Connection) -> None:
    """Journal version 40: each tour operator's sale an older version posted with its markup as
    the service charge corrected once, by a correcting entry on the sale's day
    (``markups_reclassified``): the invoice carries the markup within its package, so Tally's
    "Service charges" never had it and the books' service charge was not that ledger."""
    (version,) = conn.execute("PRAGMA user_version").fetchone()
    if not 0 < version < RECLASSIFIED_VERSION:
        return
    made = dt.datetime.now().astimezone()
    with conn:
        for event in markups_reclassified(conn):
            record(conn, event, made)


def markups_reclassified(conn: sqlite3.Connection) -> list[MoneyEvent]:
    """The correcting entries the books lack: for each tour operator's sale whose event posted
    a service charge other than its invoice's as the books read it now (``_document_heads``:
    none, its markup is part of its package), the difference moved to the agency's fee, dated
    on the sale's day and naming the sale. A credit note needs none: an older version's gave
    back no service charge of a tour operator either, as this one does not."""
    rows = conn.execute(
        "SELECT e.event_id, e.kind, e.body, e.recorded_at, d.basis, d.lines"
        " FROM money_events AS e JOIN tax_documents AS d"
        " ON d.sale_request_id = json_extract(e.body, '$.request_id') AND d.kind = 'invoice'"
        " WHERE e.kind = 'sale' AND json_extract(e.body, '$.scheme') = ?"
        " AND NOT EXISTS (SELECT 1 FROM money_events AS m"
        " WHERE m.event_id = 'markup_reclassified:' || json_extract(e.body, '$.request_id'))"
        " ORDER BY e.seq",
        (Scheme.TOUR_OPERATOR.value,),
    ).fetchall()
    found = []
    for row in rows:
        body = json.loads(row["body"])
        posted = Decimal(str(body.get("service_charge") or 0))
        moved = money(posted - Decimal(_document_heads(row)["service_charge"]))
        if not moved:
            continue
        request_id = str(body["request_id"])
        correction = {
            "booking_ref": body["booking_ref"],
            "request_id": request_id,
            "corrects": row["event_id"],
            "on": day_of(row["kind"], body, row["recorded_at"]).isoformat(),
            "amount": amount_text(moved),
        }
        found.append(
            MoneyEvent(
                f"markup_reclassified:{request_id}", EventKind.MARKUP_RECLASSIFIED, correction
            )
        )
    return found


def record(
    conn: sqlite3.Connection,
    event: MoneyEvent,
    made: dt.datetime,
    *,
    backfilled: bool = False,
) -> bool:
    """Write ``event`` and post its entry inside the caller's transaction, and queue both for
    the agency store; False when ``event_id`` is there already (an outcome recorded again).
    ``Unbalanced`` from the rule aborts the caller's transaction: nothing unbalanced is kept.
    The event is linked into the money events' chain and sealed (``app.journal.money_chain``).
    An event of a closed month is posted in the first open one, naming what it corrects
    (``app.journal.month_close.locked``)."""
    event = locked(conn, event, made)
    entry = post(event)
    stamp = made.isoformat(timespec="seconds")
    body = json.dumps(dict(event.body), ensure_ascii=False, sort_keys=True)
    cursor = conn.execute(
        "INSERT INTO money_events (event_id, kind, body, recorded_at, backfilled)"
        " VALUES (?, ?, ?, ?, ?) ON CONFLICT (event_id) DO NOTHING",
        (event.event_id, event.kind.value, body, stamp, int(backfilled)),
    )
    if cursor.rowcount == 0:
        return False
    seq = cursor.lastrowid
    assert seq is not None  # a row was inserted
    conn.executemany(
        "INSERT INTO book_lines (seq, line, account, debit_paise, credit_paise)"
        " VALUES (?, ?, ?, ?, ?)",
        [
            (seq, number, line.account, to_paise(line.debit), to_paise(line.credit))
            for number, line in enumerate(entry.lines)
        ],
    )
    sent = record_body(
        event.event_id,
        event.kind.value,
        event.body,
        stamp,
        backfilled,
        [(line.account, amount_text(line.debit), amount_text(line.credit)) for line in entry.lines],
    )
    # Chained and sealed as posted; the record carries its link and seal to the agency store.
    sent[CHAIN_FIELD] = link_event(conn, seq, sent)
    outbox.add(conn, Kind.MONEY_EVENT, f"money:{event.event_id}", sent, made)
    return True


def balance(conn: sqlite3.Connection, account: str) -> Decimal:
    """``account``'s balance in the books kept: debits less credits."""
    (paise,) = conn.execute(
        "SELECT COALESCE(SUM(debit_paise - credit_paise), 0) FROM book_lines WHERE account = ?",
        (account,),
    ).fetchone()
    return from_paise(paise)


def sale_event(
    conn: sqlite3.Connection,
    request_id: str,
    booking_ref: str,
    wallet_cash: Decimal,
    wallet_credit: Decimal,
) -> MoneyEvent:
    """The sale ``request_id`` as its money event: the till's payment taken (none when the sale
    had none: the wallet's debit is then owed by the booking's customer), the credit an
    exchange carried to it, the wallet's debit and its invoice's heads."""
    body: dict[str, Any] = {
        "booking_ref": booking_ref,
        "request_id": request_id,
        "wallet_cash": amount_text(wallet_cash),
        "wallet_credit": amount_text(wallet_credit),
    }
    row = conn.execute(
        "SELECT price, total_paise FROM till_sales WHERE request_id = ? AND state = 'taken'",
        (request_id,),
    ).fetchone()
    if row is None:
        return MoneyEvent(f"sale:{request_id}", EventKind.SALE, body)
    price = json.loads(row["price"])
    body |= {
        "customer_total": amount_text(from_paise(row["total_paise"])),
        "service_charge": price["markup"],
        "round_off": price["round_off"],
        "tenders": [
            {"mode": mode, "account": tender_account(tender_of(mode)), "amount": amount_text(a)}
            for mode, a in _tenders(conn, request_id)
        ],
    }
    credit = carried_credit(conn, request_id, row["total_paise"])
    if credit is not None:
        # The exchange's netting: the new booking is paid this much by the old one's customer.
        body["credits"] = [{"from": credit[1], "amount": amount_text(from_paise(credit[0]))}]
    invoice = conn.execute(
        "SELECT basis, lines FROM tax_documents WHERE sale_request_id = ? AND kind = 'invoice'",
        (request_id,),
    ).fetchone()
    if invoice is None:
        body["round_off"] = amount_text(money(Decimal(price["round_off"])))
    else:
        body |= _document_heads(invoice)
    return MoneyEvent(f"sale:{request_id}", EventKind.SALE, body)


# Read here, not in ``app.journal.exchanges``: an exchange issues its credit note
# (``app.journal.tax``), whose write records the note's money event, so the books come first.
def carried_credit(
    conn: sqlite3.Connection, sale_request_id: str, total_paise: int
) -> tuple[int, str] | None:
    """What of an exchange's credit its new sale ``sale_request_id`` (priced ``total_paise``)
    takes, in paise, and the booking it came from; None when the sale is no exchange's (or
    nothing was carried)."""
    row = conn.execute(
        "SELECT MIN(credit_paise, ?), old_booking_ref FROM exchanges"
        " WHERE sale_request_id = ? AND credit_paise > 0",
        (total_paise, sale_request_id),
    ).fetchone()
    return None if row is None or row[0] is None else (int(row[0]), str(row[1]))


def _tenders(conn: sqlite3.Connection, request_id: str) -> list[tuple[str, Decimal]]:
    rows = conn.execute(
        "SELECT mode, amount_paise FROM till_tenders WHERE request_id = ? ORDER BY position",
        (request_id,),
    )
    return [(mode, from_paise(paise)) for mode, paise in rows]


def _document_heads(row: sqlite3.Row) -> dict[str, Any]:
    """A tax document (``row``'s basis and lines) as the books read it: its scheme, its output
    GST by head (its SGST column named UTGST where the supplier's state levies that), its round
    off line and, registered, the agency's own charge (none under the tour operator's scheme)."""
    basis = TaxBasis.from_json(json.loads(row["basis"]))
    lines = json.loads(row["lines"])
    state_head = "utgst" if state_levy(basis.supplier_state) == "UTGST" else "sgst"
    heads: dict[str, Decimal] = {}
    for head, key in (("cgst", "cgst"), (state_head, "sgst"), ("igst", "igst")):
        amount = money(sum((Decimal(line[key]) for line in lines), ZERO))
        if amount:
            heads[head] = amount

    def taxable(*kinds: LineKind) -> Decimal:
        return money(
            sum((Decimal(line["taxable"]) for line in lines if line["kind"] in kinds), ZERO)
        )

    found: dict[str, Any] = {
        "scheme": basis.scheme.value,
        "gst": {head: amount_text(amount) for head, amount in heads.items()},
        "round_off": amount_text(taxable(LineKind.ROUND_OFF)),
    }
    if basis.scheme is not Scheme.UNREGISTERED:
        # The agent's own charge is its lines' taxable value, the tax on it apart. A tour
        # operator charges none of its own: its markup is part of the package it supplies,
        # taxed with it, and its margin the agency's fee (Tally's "Tour packages", not its
        # "Service charges"; docs/books.md).
        charge = taxable(LineKind.SERVICE_CHARGE, LineKind.DISCOUNT)
        found["service_charge"] = amount_text(charge)
    return found


def cancellation_event(
    conn: sqlite3.Connection, request_id: str, booking_ref: str, wallet_back: Decimal
) -> MoneyEvent:
    """The confirmed cancellation ``request_id`` as its money event: the wallet's credit, split
    as the service repays it (the credit used in these books first), and the customer's refund
    due by tender as written ahead with it."""
    repaid, cash = wallet_split(wallet_back, -balance(conn, WALLET_CREDIT))
    # Written live, no payment is made yet. Posted after the fact (``app.books.backfill``),
    # the payments rewrote the refund due as agreed: the rule its first payment was judged by
    # is owed, and each refund agreed other than it is posted at its last payment.
    (owed,) = conn.execute(
        "SELECT COALESCE((SELECT rule_paise FROM customer_refunds WHERE request_id = :request"
        " ORDER BY recorded_at, rowid LIMIT 1),"
        " (SELECT COALESCE(SUM(amount_paise), 0) FROM refunds_due WHERE request_id = :request))",
        {"request": request_id},
    ).fetchone()
    body = {
        "booking_ref": booking_ref,
        "request_id": request_id,
        "wallet_credit": amount_text(repaid),
        "wallet_cash": amount_text(cash),
        "customer_owed": amount_text(from_paise(owed)),
    }
    return MoneyEvent(f"cancellation:{request_id}", EventKind.CANCELLATION, body)


def credit_note_event(conn: sqlite3.Connection, doc_no: str) -> MoneyEvent:
    """The credit note ``doc_no`` as its money event: what it gives back of the agency's charge,
    of the output GST by head and of the round off (its lines as issued, read as the sale's
    invoice is)."""
    row = conn.execute(
        "SELECT d.basis, d.lines, d.refund_request_id, d.original_no, s.booking_ref"
        " FROM tax_documents AS d JOIN till_sales AS s ON s.request_id = d.sale_request_id"
        " WHERE d.doc_no = ? AND d.kind = 'credit'",
        (doc_no,),
    ).fetchone()
    body = {
        "booking_ref": row["booking_ref"],
        "doc_no": doc_no,
        "invoice_no": row["original_no"],
        "request_id": row["refund_request_id"],
    } | _document_heads(row)
    return MoneyEvent(f"credit_note:{doc_no}", EventKind.CREDIT_NOTE, body)


def refund_event(
    payment_id: str, booking_ref: str, mode: str, amount: Decimal, round_off: Decimal
) -> MoneyEvent:
    """One payment of a customer's refund as its money event."""
    body = {
        "booking_ref": booking_ref,
        "payment_id": payment_id,
        "mode": mode,
        "account": tender_account(tender_of(mode)),
        "amount": amount_text(amount),
        "round_off": amount_text(round_off),
    }
    return MoneyEvent(f"refund:{payment_id}", EventKind.REFUND_PAID, body)


# A refund's payment the bank sent back is owed again by the event of this prefix and its key
# (``refund:<payment>``); what of the payment ``c`` (a ``customer_refunds`` row) came back, in
# paise, as SQL: the till's lists of what is owed and what each tender may give back count only
# the rest of it as given.
RETURNED = "refund_returned:"
RETURNED_PAISE = (
    "COALESCE((SELECT CAST(round(json_extract(e.body, '$.amount') * 100) AS INTEGER)"
    f" FROM money_events AS e WHERE e.event_id = '{RETURNED}refund:' || c.payment_id), 0)"
)


def returned_event(
    key: str, booking_ref: str, account: str, amount: Decimal, on: dt.date, row_id: int
) -> MoneyEvent:
    """The refund's payment ``key`` (paid from ``account``) that the statement's credit
    ``row_id`` of the day ``on`` brought back, ``amount`` of it, as its money event: the
    customer of ``booking_ref`` owed it again, on the bank's day."""
    body = {
        "on": on.isoformat(),
        "row_id": row_id,
        "payment_key": key,
        "booking_ref": booking_ref,
        "account": account,
        "amount": amount_text(amount),
    }
    return MoneyEvent(f"{RETURNED}{key}", EventKind.REFUND_RETURNED, body)


def agreed_event(
    conn: sqlite3.Connection,
    payment_id: str,
    request_id: str,
    booking_ref: str,
    agreed: Decimal,
) -> MoneyEvent | None:
    """The refund of the cancellation ``request_id`` agreed as ``agreed`` in all (given and
    owed) at its payment ``payment_id``, as a money event of the difference from what the books
    held of it (``held_refund``); None when there is none, or the books hold no cancellation
    of it yet (a journal of an earlier version, whose books job posts it)."""
    held = held_refund(conn, request_id, booking_ref)
    if held is None or held == agreed:
        return None
    body = {
        "booking_ref": booking_ref,
        "request_id": request_id,
        "payment_id": payment_id,
        "amount": amount_text(money(agreed - held)),
    }
    return MoneyEvent(f"refund_agreed:{payment_id}", EventKind.REFUND_AGREED, body)


def held_refund(conn: sqlite3.Connection, request_id: str, booking_ref: str) -> Decimal | None:
    """What the books hold of the cancellation ``request_id``'s refund, given and owed: what
    its cancellation owed the customer, changed by each refund agreed other than that, less
    what an exchange's new sale took of it on the customer's account; None when the books hold
    no cancellation of it."""
    owed = conn.execute(
        "SELECT json_extract(body, '$.customer_owed') FROM money_events WHERE event_id = ?",
        (f"cancellation:{request_id}",),
    ).fetchone()
    if owed is None:
        return None
    # The agreed refunds by their payments (each event found by its key, not by its body).
    agreed = [
        Decimal(str(amount))
        for (amount,) in conn.execute(
            "SELECT json_extract(e.body, '$.amount') FROM customer_refunds AS c"
            " JOIN money_events AS e ON e.event_id = 'refund_agreed:' || c.payment_id"
            " WHERE c.request_id = ?",
            (request_id,),
        )
    ]
    (carried,) = conn.execute(
        "SELECT COALESCE(SUM(l.debit_paise - l.credit_paise), 0) FROM exchanges AS x"
        " JOIN money_events AS e ON e.event_id = 'sale:' || x.sale_request_id"
        " JOIN book_lines AS l ON l.seq = e.seq AND l.account = ?"
        " WHERE x.cancel_request_id = ?",
        (customer_account(booking_ref), request_id),
    ).fetchone()
    return money(Decimal(str(owed[0] or 0)) + sum(agreed, ZERO) - from_paise(carried))


def agreed_of_payments(conn: sqlite3.Connection, payment_id: str) -> MoneyEvent | None:
    """The refund agreed other than the books held it, posted after the fact at the payment
    ``payment_id`` when it is its cancellation's last: the refund as its payments left it due
    (what they gave and left owed, ``refunds_due``; what they gave, when that holds less: a
    refund lowered to nothing keeps no due, nor did one given before dues were kept); None for
    an earlier payment."""
    row = conn.execute(
        "SELECT c.request_id, c.booking_ref, MAX((SELECT COALESCE(SUM(d.amount_paise), 0)"
        " FROM refunds_due AS d WHERE d.request_id = c.request_id),"
        " (SELECT SUM(p.amount_paise) FROM customer_refunds AS p"
        " WHERE p.request_id = c.request_id)) FROM customer_refunds AS c"
        " WHERE c.payment_id = ? AND NOT EXISTS (SELECT 1 FROM customer_refunds AS n"
        " WHERE n.request_id = c.request_id"
        " AND (n.recorded_at, n.rowid) > (c.recorded_at, c.rowid))",
        (payment_id,),
    ).fetchone()
    if row is None:
        return None
    request_id, booking_ref, agreed = row
    return agreed_event(conn, payment_id, request_id, booking_ref, from_paise(agreed))


def float_event(
    conn: sqlite3.Connection, shift_id: int, opening_float: Decimal
) -> MoneyEvent | None:
    """A shift's float against what the drawer holds in the books: the cash put in (a pay-in)
    or taken out (a pay-out) to make it; None when the drawer held the float already."""
    held = balance(conn, DRAWER)
    difference = money(opening_float - held)
    if not difference:
        return None
    kind = EventKind.PAY_IN if difference >= 0 else EventKind.PAY_OUT
    body = {"shift_id": shift_id, "reason": "float", "amount": amount_text(abs(difference))}
    return MoneyEvent(f"float:{shift_id}", kind, body | _cash_bank(conn))


def _cash_bank(conn: sqlite3.Connection) -> dict[str, str]:
    """The bank account cash moved between the drawer and the bank is of, for its body: the
    one the statements name (none named: the bank not named, until a deposit says which)."""
    from app.journal.bank_deposits import sole_account

    account = sole_account(conn)
    return {"bank": account} if account else {}


def drawer_expected(conn: sqlite3.Connection) -> Decimal | None:
    """What the drawer holds by the books, read in the caller's transaction (a shift's close
    judges its count by it); None while a journal of an earlier version waits for the books job
    to post its history."""
    return None if _waiting(conn) else balance(conn, DRAWER)


def _waiting(conn: sqlite3.Connection) -> bool:
    """Whether a journal of an earlier version waits for the books job to post its history."""
    pending = conn.execute("SELECT 1 FROM books_backfill WHERE done_at IS NULL").fetchone()
    return pending is not None


def close_events(
    conn: sqlite3.Connection, shift_id: int, figures: Mapping[str, Any]
) -> tuple[MoneyEvent, MoneyEvent | None]:
    """A shift's close as its money events: the drawer counted against what the books say it
    holds (the one expected figure: a journal written by 031aec36 kept the Z report's beside
    it, ``z_expected``, which no rule reads), and the cash banked out of it (None: nothing
    banked)."""
    count = MoneyEvent(
        f"count:{shift_id}",
        EventKind.DRAWER_COUNT,
        {
            "shift_id": shift_id,
            "counted": str(figures.get("counted") or "0.00"),
            "expected": amount_text(balance(conn, DRAWER)),
        },
    )
    banked = money(Decimal(str(figures.get("banked") or "0")))
    if banked <= 0:
        return count, None
    body = {"shift_id": shift_id, "amount": amount_text(banked)} | _cash_bank(conn)
    return count, MoneyEvent(f"banked:{shift_id}", EventKind.CASH_BANKED, body)


def customer_owed(conn: sqlite3.Connection, booking_ref: str) -> Decimal | None:
    """What the books say the booking's customer is still owed (0: nothing, nor when they owe),
    read in the caller's transaction (a refund's payment posted in it, what its letters say is
    owed); None while a journal of an earlier version waits for the books job to post its
    history."""
    if _waiting(conn):
        return None
    return max(money(-balance(conn, customer_account(booking_ref))), ZERO)

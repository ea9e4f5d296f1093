"""The till's tables (journal version 2): customer payments, receipt series, refunds, shifts,
Z reports, drawer counts, supervisor decisions and the supervisor PIN's hash.

Money is integer paise, as in the rest of the journal. Closed shifts, Z reports and drawer counts
are made immutable by triggers, so no code path (nor a stray SQL session) can rewrite them. A
tender's ``mode`` is the code of a registered tender (``app.domain.tenders``), checked there:
journals before version 14 listed three codes in ``CHECK`` lists, which version 14 drops.
"""

from __future__ import annotations

import re
import sqlite3

TILL_SCHEMA = """
CREATE TABLE IF NOT EXISTS till_sales (
    request_id TEXT PRIMARY KEY REFERENCES requests (request_id),
    counter TEXT NOT NULL,
    clerk TEXT NOT NULL,
    shift_id INTEGER REFERENCES shifts (shift_id),
    state TEXT NOT NULL CHECK (state IN ('pending', 'taken', 'returned')),
    price TEXT NOT NULL,
    total_paise INTEGER NOT NULL,
    gst_paise INTEGER NOT NULL,
    change_paise INTEGER NOT NULL,
    trip TEXT NOT NULL,
    departs TEXT NOT NULL,
    terms TEXT NOT NULL,
    booking_ref TEXT,
    receipt_no TEXT UNIQUE,
    recorded_at TEXT NOT NULL,
    settled_at TEXT
);
CREATE INDEX IF NOT EXISTS till_sales_by_shift ON till_sales (shift_id, state);
CREATE TABLE IF NOT EXISTS till_tenders (
    request_id TEXT NOT NULL REFERENCES till_sales (request_id),
    position INTEGER NOT NULL,
    mode TEXT NOT NULL,
    amount_paise INTEGER NOT NULL,
    tendered_paise INTEGER,
    reference TEXT NOT NULL DEFAULT '',
    approval_code TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (request_id, position)
);
CREATE TABLE IF NOT EXISTS receipt_series (
    counter TEXT NOT NULL,
    fiscal_year TEXT NOT NULL,
    last_no INTEGER NOT NULL,
    PRIMARY KEY (counter, fiscal_year)
);
CREATE TABLE IF NOT EXISTS shifts (
    shift_id INTEGER PRIMARY KEY,
    counter TEXT NOT NULL,
    clerk TEXT NOT NULL,
    opened_at TEXT NOT NULL,
    float_paise INTEGER NOT NULL,
    closed_at TEXT,
    closed_by TEXT,
    decision_id INTEGER REFERENCES supervisor_decisions (decision_id)
);
CREATE UNIQUE INDEX IF NOT EXISTS shifts_one_open ON shifts (counter) WHERE closed_at IS NULL;
CREATE TABLE IF NOT EXISTS z_reports (
    counter TEXT NOT NULL,
    z_no INTEGER NOT NULL,
    shift_id INTEGER NOT NULL UNIQUE REFERENCES shifts (shift_id),
    closed_at TEXT NOT NULL,
    closed_by TEXT NOT NULL,
    figures TEXT NOT NULL,
    PRIMARY KEY (counter, z_no)
);
CREATE TABLE IF NOT EXISTS drawer_counts (
    shift_id INTEGER NOT NULL REFERENCES shifts (shift_id),
    denomination TEXT NOT NULL,
    pieces INTEGER NOT NULL,
    amount_paise INTEGER NOT NULL,
    PRIMARY KEY (shift_id, denomination)
);
CREATE TABLE IF NOT EXISTS supervisor_decisions (
    decision_id INTEGER PRIMARY KEY,
    decided_at TEXT NOT NULL,
    supervisor TEXT NOT NULL,
    action TEXT NOT NULL,
    detail TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS customer_refunds (
    request_id TEXT PRIMARY KEY REFERENCES requests (request_id),
    booking_ref TEXT NOT NULL,
    counter TEXT NOT NULL,
    clerk TEXT NOT NULL,
    shift_id INTEGER REFERENCES shifts (shift_id),
    rule_paise INTEGER NOT NULL,
    amount_paise INTEGER NOT NULL,
    mode TEXT NOT NULL,
    reference TEXT NOT NULL,
    decision_id INTEGER REFERENCES supervisor_decisions (decision_id),
    recorded_at TEXT NOT NULL,
    CHECK (amount_paise >= 0 AND (amount_paise <= rule_paise OR decision_id IS NOT NULL))
);
CREATE TABLE IF NOT EXISTS supervisor_pin (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    salt BLOB NOT NULL,
    digest BLOB NOT NULL,
    n INTEGER NOT NULL,
    r INTEGER NOT NULL,
    p INTEGER NOT NULL,
    set_at TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS z_reports_final_update BEFORE UPDATE ON z_reports
BEGIN SELECT RAISE(ABORT, 'a Z report is final'); END;
CREATE TRIGGER IF NOT EXISTS z_reports_final_delete BEFORE DELETE ON z_reports
BEGIN SELECT RAISE(ABORT, 'a Z report is final'); END;
CREATE TRIGGER IF NOT EXISTS shifts_closed_update BEFORE UPDATE ON shifts
WHEN OLD.closed_at IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'a closed shift is final'); END;
CREATE TRIGGER IF NOT EXISTS shifts_closed_delete BEFORE DELETE ON shifts
WHEN OLD.closed_at IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'a closed shift is final'); END;
CREATE TRIGGER IF NOT EXISTS drawer_counts_final_update BEFORE UPDATE ON drawer_counts
BEGIN SELECT RAISE(ABORT, 'a drawer count is final'); END;
CREATE TRIGGER IF NOT EXISTS drawer_counts_final_delete BEFORE DELETE ON drawer_counts
BEGIN SELECT RAISE(ABORT, 'a drawer count is final'); END;
CREATE TRIGGER IF NOT EXISTS receipts_final BEFORE UPDATE OF receipt_no ON till_sales
WHEN OLD.receipt_no IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'a receipt number is final'); END;
"""

# Journal version 5: what the customer is owed when a sale or a cancellation left this computer.
# ``customer_left``: a supervisor decided (``decision_id``) that a sent sale whose answer is lost
# is to be cancelled if the service booked it; ``cancel_request_id`` is the cancellation's
# request, written before it is sent, so a restart carries on with the same one.
# ``refunds_due``: the customer's refund a cancellation comes to, written with its pending request
# (before it is sent), so a cancellation confirmed and then cut off still shows what is owed.
# ``receipt_restart``: after a damaged journal lost receipt numbers, every series starts again
# under a new prefix (one row), so no number printed before can be printed twice.
# ``refunds_credited``: a confirmed cancellation's customer refund given another way than at
# this till (credited to a later sale, paid by the office), so it is no longer owed. No part of
# the app writes it; the till reads it (``RefundTables.refunds_owed`` says why it stays).
OWED_SCHEMA = """
CREATE TABLE IF NOT EXISTS customer_left (
    sale_request_id TEXT PRIMARY KEY REFERENCES requests (request_id),
    decision_id INTEGER NOT NULL REFERENCES supervisor_decisions (decision_id),
    decided_at TEXT NOT NULL,
    cancel_request_id TEXT UNIQUE
);
CREATE TABLE IF NOT EXISTS refunds_due (
    request_id TEXT PRIMARY KEY REFERENCES requests (request_id),
    booking_ref TEXT NOT NULL,
    customer TEXT NOT NULL,
    amount_paise INTEGER NOT NULL CHECK (amount_paise >= 0),
    mode TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS receipt_restart (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    prefix TEXT NOT NULL,
    restarted_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS refunds_credited (
    request_id TEXT PRIMARY KEY REFERENCES requests (request_id),
    how TEXT NOT NULL CHECK (length(trim(how)) > 0),
    decision_id INTEGER NOT NULL REFERENCES supervisor_decisions (decision_id),
    recorded_at TEXT NOT NULL
);
"""

# The tables whose ``mode`` names a tender, and the list journals before version 14 kept in them.
TENDER_TABLES = ("till_tenders", "customer_refunds", "refunds_due")
OLD_TENDER_CHECK = re.compile(r"\s*CHECK \(mode IN \('Cash', 'UPI', 'Card'\)\)")


def drop_tender_checks(conn: sqlite3.Connection) -> None:
    """Journal version 14: the tender tables without their ``CHECK`` lists, rebuilt (SQLite
    cannot drop a constraint) in one transaction, so a failure leaves the journal as it was.

    Each table is made anew from its own stored definition less the list, its rows copied, the
    old one dropped and the new one renamed, then its indexes and triggers made again (SQLite's
    procedure for changing a table's definition). A journal without the lists is left alone.
    """
    found = {
        name: sql
        for name, sql in conn.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name IN (?, ?, ?)",
            TENDER_TABLES,
        )
        if OLD_TENDER_CHECK.search(sql)
    }
    if not found:
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        for name, sql in found.items():
            rebuild(conn, name, OLD_TENDER_CHECK.sub("", sql))
        conn.commit()
    except BaseException:
        conn.rollback()
        raise


def rebuild(conn: sqlite3.Connection, name: str, sql: str) -> None:
    """The table ``name`` made anew by its definition ``sql``, its rows copied, indexes and
    triggers made again, inside the caller's transaction (SQLite cannot change a constraint)."""
    kept = [
        row[0]
        for row in conn.execute(
            "SELECT sql FROM sqlite_master WHERE tbl_name = ? AND type IN ('index', 'trigger')"
            " AND sql IS NOT NULL",
            (name,),
        )
    ]
    made = re.sub(rf"^CREATE TABLE (IF NOT EXISTS )?{name}\b", f"CREATE TABLE new_{name}", sql)
    conn.execute(made)
    conn.execute(f"INSERT INTO new_{name} SELECT * FROM {name}")
    conn.execute(f"DROP TABLE {name}")
    conn.execute(f"ALTER TABLE new_{name} RENAME TO {name}")
    for statement in kept:
        conn.execute(statement)


# Journal version 15: a sale's transfer reference looked up among every earlier one (a repeat is
# refused), through an index rather than by reading a year's tenders at each sale.
TRANSFER_REFERENCES = """
CREATE INDEX IF NOT EXISTS till_tenders_by_reference ON till_tenders (upper(reference));
"""


# Journal version 17: a cancellation's refund paid in several payments, over several tenders.
# ``customer_refunds`` is keyed by ``payment_id`` (a cancellation's first payment keeps its
# request_id, so rows, credit notes and agency records written before keep their keys; later
# ones are ``request_id/2``, ``/3``...); ``refunds_due`` holds one row per tender the refund is
# due by (its primary key (request_id, mode)), rewritten as payments are made, each row with the
# rule's whole amount (``rule_paise``: what the tenders could give back may be less). A refund
# given before this version closed its cancellation: its due becomes what was given, so none is
# owed.
REFUND_PAYMENTS = """
CREATE TABLE customer_refunds_by_payment (
    payment_id TEXT PRIMARY KEY,
    request_id TEXT NOT NULL REFERENCES requests (request_id),
    booking_ref TEXT NOT NULL,
    counter TEXT NOT NULL,
    clerk TEXT NOT NULL,
    shift_id INTEGER REFERENCES shifts (shift_id),
    rule_paise INTEGER NOT NULL,
    amount_paise INTEGER NOT NULL,
    mode TEXT NOT NULL,
    reference TEXT NOT NULL,
    decision_id INTEGER REFERENCES supervisor_decisions (decision_id),
    recorded_at TEXT NOT NULL,
    CHECK (amount_paise >= 0 AND (amount_paise <= rule_paise OR decision_id IS NOT NULL))
);
INSERT INTO customer_refunds_by_payment
    SELECT request_id, request_id, booking_ref, counter, clerk, shift_id, rule_paise,
        amount_paise, mode, reference, decision_id, recorded_at
    FROM customer_refunds;
DROP TABLE customer_refunds;
ALTER TABLE customer_refunds_by_payment RENAME TO customer_refunds;
CREATE INDEX customer_refunds_by_request ON customer_refunds (request_id);
CREATE INDEX customer_refunds_by_booking ON customer_refunds (booking_ref);
CREATE TABLE refunds_due_by_tender (
    request_id TEXT NOT NULL REFERENCES requests (request_id),
    booking_ref TEXT NOT NULL,
    customer TEXT NOT NULL,
    amount_paise INTEGER NOT NULL CHECK (amount_paise >= 0),
    mode TEXT NOT NULL,
    rule_paise INTEGER,
    PRIMARY KEY (request_id, mode)
);
INSERT INTO refunds_due_by_tender
    SELECT request_id, booking_ref, customer, amount_paise, mode, amount_paise FROM refunds_due
    WHERE request_id NOT IN (SELECT request_id FROM customer_refunds);
INSERT INTO refunds_due_by_tender
    SELECT c.request_id, c.booking_ref, d.customer, c.amount_paise, c.mode, c.rule_paise
    FROM customer_refunds AS c JOIN refunds_due AS d USING (request_id);
DROP TABLE refunds_due;
ALTER TABLE refunds_due_by_tender RENAME TO refunds_due;
"""


def refunds_per_payment(conn: sqlite3.Connection) -> None:
    """Journal version 17: ``REFUND_PAYMENTS`` in one transaction (a failure leaves the journal
    as it was); a journal whose refunds are kept per payment already is left alone."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(customer_refunds)")}
    if "payment_id" in columns:
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        for statement in REFUND_PAYMENTS.split(";\n"):
            if statement.strip():
                conn.execute(statement)
        conn.commit()
    except BaseException:
        conn.rollback()
        raise


def add_refund_round_off(conn: sqlite3.Connection) -> None:
    """Journal version 24: each refund payment's ``round_off_paise``, what the drawer gave beyond
    (or kept of) the part it settles, ``amount_paise``: cash leaves it in whole rupees
    (docs/decisions/round-off-on-documents.md). 0 for every payment before. Added once."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(customer_refunds)")}
    if "round_off_paise" not in columns:
        conn.execute(
            "ALTER TABLE customer_refunds ADD COLUMN round_off_paise INTEGER NOT NULL DEFAULT 0"
        )


def add_customer_language(conn: sqlite3.Connection) -> None:
    """Journal version 18: each sale's customer's language (``till_sales.customer_language``, a
    code of ``app.languages``), which their papers are printed in and a return offers again;
    NULL for a sale journalled before it was kept. Added once (SQLite has no ``ADD COLUMN IF
    NOT EXISTS``)."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(till_sales)")}
    if "customer_language" not in columns:
        conn.execute("ALTER TABLE till_sales ADD COLUMN customer_language TEXT")

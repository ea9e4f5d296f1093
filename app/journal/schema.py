"""The journal's SQLite file: tables, indexes, and how a connection is opened."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from app.journal.access_log import ACCESS_LOG_SCHEMA
from app.journal.bank_named import name_bank_accounts
from app.journal.bank_schema import (
    BANK_SCHEMA,
    DEPOSITS_SCHEMA,
    PAYOUTS_SCHEMA,
    UNCHECKED_SCHEMA,
    add_bank_vouchers,
    add_card_lines,
    add_payout_charges,
    add_settlements,
    add_statement_accounts,
    allow_excess,
    key_rows_by_the_bank,
    post_proofs_kept,
)
from app.journal.disruptions import DISRUPTIONS_SCHEMA
from app.journal.einvoice import einvoice_schema
from app.journal.excess_refunds import EXCESS_REFUNDS_SCHEMA
from app.journal.exchanges import EXCHANGES_SCHEMA, EXCHANGES_TABLE
from app.journal.held_documents import HELD_SCHEMA
from app.journal.money_chain import add_money_chain
from app.journal.money_events import add_books, post_refunds_agreed, reclassify_markups
from app.journal.month_close import MONTH_CLOSES_SCHEMA
from app.journal.notices import NOTICES_SCHEMA
from app.journal.outbox import (
    OUTBOX_CHAIN_SCHEMA,
    OUTBOX_LOST_SCHEMA,
    OUTBOX_SCHEMA,
    add_chain_seals,
    head,
)
from app.journal.outbox_numbers import OUTBOX_GIVEN_SCHEMA
from app.journal.tax import REFUND_SLIPS_SCHEMA, TAX_SCHEMA
from app.journal.till_schema import (
    OWED_SCHEMA,
    TILL_SCHEMA,
    TRANSFER_REFERENCES,
    add_customer_language,
    add_refund_round_off,
    drop_tender_checks,
    refunds_per_payment,
)
from app.journal.wallet_readings import WALLET_READINGS_SCHEMA
from app.journal.watch_due import add_watch_due
from app.mail.outbox import MAIL_OUTBOX_SCHEMA, add_letter_cancellation

SCHEMA_VERSION = 47
# The version that chains the outbox (``app.journal.chain``).
CHAIN_VERSION = 14

# Money is integer paise (exact; SQLite has no decimal type). Times are ISO 8601 with the
# service's +05:30 offset, so text order is time order.
SCHEMA = """
CREATE TABLE IF NOT EXISTS requests (
    request_id TEXT PRIMARY KEY,
    endpoint TEXT NOT NULL CHECK (endpoint IN ('create_booking', 'cancel_booking')),
    module TEXT NOT NULL,
    body TEXT NOT NULL,
    scan_sha256 TEXT NOT NULL DEFAULT '{}',
    product TEXT NOT NULL DEFAULT '',
    agent_id INTEGER,
    tenant_id TEXT,
    state TEXT NOT NULL CHECK (state IN ('pending', 'done', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    booking_ref TEXT,
    outcome_status TEXT,
    amount_paise INTEGER,
    refund_reference TEXT,
    error_code TEXT,
    error_message TEXT,
    error_final INTEGER
);
CREATE INDEX IF NOT EXISTS requests_pending ON requests (created_at) WHERE state = 'pending';
CREATE TABLE IF NOT EXISTS bookings (
    booking_id INTEGER PRIMARY KEY,
    booking_ref TEXT NOT NULL UNIQUE,
    request_id TEXT NOT NULL UNIQUE,
    module TEXT NOT NULL,
    product TEXT NOT NULL,
    travel_date TEXT NOT NULL,
    sold_at TEXT NOT NULL,
    sold_on TEXT NOT NULL,
    customer_name TEXT NOT NULL,
    customer_email TEXT NOT NULL,
    customer_phone TEXT NOT NULL,
    passengers TEXT NOT NULL,
    qty INTEGER NOT NULL,
    total_paise INTEGER NOT NULL,
    cash_paise INTEGER NOT NULL,
    credit_paise INTEGER NOT NULL,
    refunded_paise INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    haystack TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bookings_by_time ON bookings (sold_at, booking_id);
CREATE INDEX IF NOT EXISTS bookings_by_day ON bookings (sold_on, sold_at, booking_id);
-- A request's first sending: written just before the client is handed it, so a pending request
-- without a row here provably never left the machine.
CREATE TABLE IF NOT EXISTS sends (
    request_id TEXT PRIMARY KEY REFERENCES requests (request_id),
    sent_at TEXT NOT NULL
);
-- Who ended the wait for a pending request without the service's answer, when and why.
CREATE TABLE IF NOT EXISTS decisions (
    request_id TEXT PRIMARY KEY REFERENCES requests (request_id),
    decided_at TEXT NOT NULL,
    decided_by TEXT NOT NULL,
    supervisor INTEGER NOT NULL,
    reason TEXT NOT NULL
);
"""

# The sale being typed, kept across a crash (version 2, with the till's tables). Version 3 adds
# the outbox of the records the agency store copies (``app.journal.outbox``).
DRAFTS_SCHEMA = """
CREATE TABLE IF NOT EXISTS drafts (
    draft_id INTEGER PRIMARY KEY CHECK (draft_id = 1),
    body TEXT NOT NULL,
    scan_sha256 TEXT NOT NULL DEFAULT '{}',
    updated_at TEXT NOT NULL
);
-- The names of the BOAT passengers a cancel request releases (its body has only their ids).
CREATE TABLE IF NOT EXISTS cancelled_names (
    request_id TEXT PRIMARY KEY,
    names TEXT NOT NULL
);
"""

# A day's settled cancellations (the shift report) found through an index, not by reading every
# request of the journal: a year at a counter is about 100,000 of them.
CANCELLATIONS_BY_DAY = """
CREATE INDEX IF NOT EXISTS requests_settled_by_day
    ON requests (endpoint, state, substr(updated_at, 1, 10));
"""

# The supervisor PIN's wrong tries in a row and when its lock ends (seconds since the epoch, UTC):
# kept here so that restarting the app neither clears the count nor lifts the lock.
PIN_TRIES = """
CREATE TABLE IF NOT EXISTS pin_tries (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    wrong INTEGER NOT NULL CHECK (wrong >= 0),
    locked_until REAL
);
"""

# After a recovery that started a new receipt series: the highest agency-store record (outbox
# ``seq``) the damaged journal had ever written, read from its ``sqlite_sequence`` (no row when
# that could not be read). The agency store's last receipt numbers end the new series only once
# the store holds every record up to it: then no receipt printed before the damage is unknown to
# both.
RESTART_REACH = """
CREATE TABLE IF NOT EXISTS restart_reach (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    last_seq INTEGER NOT NULL CHECK (last_seq >= 0)
);
"""

# One booking's requests (History shows the chosen booking's cancellations at each move of the
# cursor) found through an index: a full scan of a year's requests takes a frame or two.
REQUESTS_BY_BOOKING = """
CREATE INDEX IF NOT EXISTS requests_by_booking ON requests (booking_ref, endpoint, state);
"""

# A returning customer's bookings found by their phone, newest first (an erased customer's have
# none); and the customer's side of each booking read with History's pages and day totals from
# the index alone (the till's taken price by request id), not from the till's rows: the join of
# a year's day totals took three times as long through the table.
CUSTOMER_SIDE = """
CREATE INDEX IF NOT EXISTS bookings_by_phone ON bookings (customer_phone, sold_at)
    WHERE customer_phone != '';
CREATE INDEX IF NOT EXISTS till_sales_paid ON till_sales (request_id, state, total_paise);
"""

# Why a shift's drawer was off by more than Settings allow, as the clerk said it when closing the
# shift (a supervisor's PIN approved it): kept beside its Z report, final like it.
Z_REASONS = """
CREATE TABLE IF NOT EXISTS z_reasons (
    shift_id INTEGER PRIMARY KEY REFERENCES z_reports (shift_id),
    reason TEXT NOT NULL CHECK (reason <> '')
);
CREATE TRIGGER IF NOT EXISTS z_reasons_final_update BEFORE UPDATE ON z_reasons
BEGIN SELECT RAISE(ABORT, 'a Z report is final'); END;
CREATE TRIGGER IF NOT EXISTS z_reasons_final_delete BEFORE DELETE ON z_reasons
BEGIN SELECT RAISE(ABORT, 'a Z report is final'); END;
"""


def refund_documents(conn: sqlite3.Connection) -> None:
    """Journal version 30: each letter names its cancellation, and a pure agent's refund of a
    reimbursement alone has a refund slip of its own series (``app.journal.tax``)."""
    add_letter_cancellation(conn)
    conn.executescript(REFUND_SLIPS_SCHEMA)


# Version steps: each script takes a journal of the version before to its own. Every statement is
# CREATE ... IF NOT EXISTS, so a step also creates a fresh journal's tables; a step that changes a
# table is a function that finds whether it is still to do.
STEPS: dict[int, str | Callable[[sqlite3.Connection], None]] = {
    1: SCHEMA,
    2: TILL_SCHEMA + DRAFTS_SCHEMA,
    3: OUTBOX_SCHEMA,
    4: CANCELLATIONS_BY_DAY,
    5: OWED_SCHEMA,
    6: TAX_SCHEMA,
    7: PIN_TRIES,
    8: RESTART_REACH,
    9: REQUESTS_BY_BOOKING,
    10: CUSTOMER_SIDE,
    11: Z_REASONS,
    12: ACCESS_LOG_SCHEMA + HELD_SCHEMA + NOTICES_SCHEMA,
    13: einvoice_schema,
    14: OUTBOX_CHAIN_SCHEMA,
    15: drop_tender_checks,
    16: TRANSFER_REFERENCES,
    17: refunds_per_payment,
    18: add_customer_language,
    19: DISRUPTIONS_SCHEMA,
    20: EXCHANGES_SCHEMA,
    21: MAIL_OUTBOX_SCHEMA,
    22: OUTBOX_LOST_SCHEMA,
    23: BANK_SCHEMA,
    24: add_refund_round_off,
    25: add_chain_seals,
    26: PAYOUTS_SCHEMA,
    27: add_statement_accounts,
    28: add_watch_due,
    29: add_books,
    30: refund_documents,
    31: OUTBOX_GIVEN_SCHEMA,
    32: WALLET_READINGS_SCHEMA,
    33: add_payout_charges,
    34: key_rows_by_the_bank,
    35: add_settlements,
    36: DEPOSITS_SCHEMA,
    37: add_bank_vouchers,
    38: post_proofs_kept,
    39: post_refunds_agreed,
    40: reclassify_markups,
    # A statement of no balance, and a supervisor's acceptance of it (issue 94).
    41: UNCHECKED_SCHEMA,
    # A payment's excess accepted as owed back to the customer (issue 94).
    42: allow_excess,
    # The money events chained and sealed (issue 95, item 2).
    43: add_money_chain,
    # A card acquirer's settlement lines, their payouts clearing the card's takings (issue 94).
    44: add_card_lines,
    # A ledger per declared bank account: an older entry's bank moved to its account (issue 94).
    45: name_bank_accounts,
    # A customer's excess paid back at the till (issue 94).
    46: EXCESS_REFUNDS_SCHEMA,
    # A month's close and re-opening, the lock the money events are written under (issue 97).
    47: MONTH_CLOSES_SCHEMA,
}


def upgrade(conn: sqlite3.Connection) -> None:
    """Take ``conn``'s journal (or a new one) through every version step to ``SCHEMA_VERSION``."""
    # Each declared step, in the order of its number.
    for _step, script in sorted(STEPS.items()):
        if isinstance(script, str):
            conn.executescript(script)
        else:
            script(conn)


def connect(
    path: Path, factory: type[sqlite3.Connection] = sqlite3.Connection
) -> sqlite3.Connection:
    """Open (and create) the journal database in WAL mode, fully synchronous (``factory``: the
    connection class, another one in tests that inject faults)."""
    # Writes run in ``with conn:`` blocks, each one transaction begun IMMEDIATE (the write lock
    # at once, so two app windows on one journal wait for each other rather than fail).
    conn = sqlite3.connect(path, isolation_level="IMMEDIATE", factory=factory)
    try:
        conn.row_factory = sqlite3.Row
        conn.execute("PRAGMA journal_mode=WAL")
        # FULL: a pending request must be on disk before it is sent, even if the machine loses
        # power.
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA busy_timeout=5000")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if not 0 <= version <= SCHEMA_VERSION:
            raise RuntimeError(
                f"{path} is a journal of version {version}; this app reads up to {SCHEMA_VERSION}."
            )
        upgrade(conn)
        if 0 < version < CHAIN_VERSION:
            # Once, at the opening: a year's outbox takes seconds to link (5.6 s for 100,000
            # records on the shared development machine), which the first sale must not wait for.
            with conn:
                head(conn)
        # Written at every opening: a journal that cannot be written is found here, at start-up.
        conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
    except BaseException:
        # A refused opening must not keep the file open (it would hold its locks).
        conn.close()
        raise
    return conn


def connect_read_only(path: Path) -> sqlite3.Connection:
    """A connection that reads the journal ``path`` and can write nothing, wherever it lies.

    ``mode=ro`` sees what the last run left in the write-ahead log, but needs the log's index file,
    which SQLite must create when it is missing; on a full disk or a read-only folder it cannot,
    and ``immutable=1`` (the main file only, nothing written at all) still reads the settled rows.
    Raises ``sqlite3.Error`` when neither can read the bookings.
    """
    failure: sqlite3.Error | None = None
    for query in ("mode=ro", "immutable=1"):
        try:
            conn = sqlite3.connect(f"{path.absolute().as_uri()}?{query}", uri=True)
        except sqlite3.Error as error:
            failure = error
            continue
        try:
            conn.execute("SELECT count(*) FROM requests").fetchone()
            conn.execute("SELECT count(*) FROM bookings").fetchone()
        except sqlite3.Error as error:
            conn.close()
            failure = error
            continue
        conn.row_factory = sqlite3.Row
        _add_missing_names(conn)
        return conn
    assert failure is not None
    raise failure


def _add_missing_names(conn: sqlite3.Connection) -> None:
    """Give a journal written before ``cancelled_names`` existed an empty one, so that its
    cancellations read (without names) where the file itself cannot be changed."""
    found = conn.execute(
        "SELECT 1 FROM main.sqlite_master WHERE type = 'table' AND name = 'cancelled_names'"
    ).fetchone()
    if found is None:
        # A temporary table lives outside the file: it writes nothing to a read-only journal.
        conn.execute(
            "CREATE TEMP TABLE cancelled_names (request_id TEXT PRIMARY KEY, names TEXT NOT NULL)"
        )
    exchanges = conn.execute(
        "SELECT 1 FROM main.sqlite_master WHERE type = 'table' AND name = 'exchanges'"
    ).fetchone()
    if exchanges is None:
        # A journal older than version 20 made no exchange: the refunds owed read none.
        conn.executescript(EXCHANGES_TABLE.replace("CREATE TABLE", "CREATE TEMP TABLE", 1))
    books = conn.execute(
        "SELECT 1 FROM main.sqlite_master WHERE type = 'table' AND name = 'money_events'"
    ).fetchone()
    if books is None:
        # A journal older than version 29 kept no books: History reads its sales' prices.
        conn.executescript(
            "CREATE TEMP TABLE money_events (seq INTEGER PRIMARY KEY, event_id TEXT UNIQUE,"
            " kind TEXT, body TEXT, recorded_at TEXT, backfilled INTEGER);"
            " CREATE TEMP TABLE book_lines (seq INTEGER, line INTEGER, account TEXT,"
            " debit_paise INTEGER, credit_paise INTEGER, PRIMARY KEY (seq, line));"
        )

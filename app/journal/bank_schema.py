"""The bank's tables in the journal and the steps that made them (versions 23 to 41), apart from
the statements' keeping and matching (``app.journal.bank``, ``bank_payouts``, ``bank_deposits``):
the journal opens at every start, before the service's catalogue is listed, and needs only its
tables then; the bank's modules come when a statement is kept, matched or read
(docs/decisions/sale-models-after-list.md)."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections import Counter

from app.domain.money import from_paise

BANK_SCHEMA = """
CREATE TABLE IF NOT EXISTS bank_imports (
    import_id INTEGER PRIMARY KEY,
    imported_at TEXT NOT NULL,
    file_name TEXT NOT NULL,
    layout TEXT NOT NULL,
    rows_read INTEGER NOT NULL,
    rows_new INTEGER NOT NULL,
    unreadable TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS bank_rows (
    row_id INTEGER PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    occurrence INTEGER NOT NULL,
    import_id INTEGER NOT NULL REFERENCES bank_imports (import_id),
    line INTEGER NOT NULL,
    booked_on TEXT NOT NULL,
    booked_at TEXT,
    amount_paise INTEGER NOT NULL,
    refs TEXT NOT NULL,
    narration TEXT NOT NULL,
    balance_paise INTEGER,
    payer TEXT NOT NULL,
    UNIQUE (fingerprint, occurrence)
);
CREATE INDEX IF NOT EXISTS bank_rows_by_day ON bank_rows (booked_on);
CREATE TABLE IF NOT EXISTS bank_row_refs (
    reference TEXT NOT NULL,
    row_id INTEGER NOT NULL REFERENCES bank_rows (row_id),
    PRIMARY KEY (reference, row_id)
);
CREATE TABLE IF NOT EXISTS bank_matches (
    row_id INTEGER NOT NULL UNIQUE REFERENCES bank_rows (row_id),
    payment_key TEXT NOT NULL UNIQUE,
    method TEXT NOT NULL CHECK (method IN ('reference', 'amount and time', 'by hand')),
    matched_at TEXT NOT NULL,
    decision_id INTEGER REFERENCES supervisor_decisions (decision_id),
    CHECK (method <> 'by hand' OR decision_id IS NOT NULL)
);
CREATE TABLE IF NOT EXISTS bank_resolutions (
    payment_key TEXT PRIMARY KEY,
    outcome TEXT NOT NULL CHECK (outcome IN ('other reference', 'still owed', 'written off')),
    detail TEXT NOT NULL CHECK (length(trim(detail)) > 0),
    decision_id INTEGER NOT NULL REFERENCES supervisor_decisions (decision_id),
    resolved_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS bank_shared (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    pulled_until TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS bank_mapping (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    mapping TEXT NOT NULL,
    saved_at TEXT NOT NULL
);
"""


def add_statement_accounts(conn: sqlite3.Connection) -> None:
    """Journal version 27: the account a statement names (``bank_imports.account`` and
    ``bank_rows.account``, '' for one kept before or naming none), and each import's ``token``
    (the app's, unique; NULL before) and ``rows_matched``: what a stopped import kept is read
    from them (docs/decisions/statement-files-as-they-come.md). Added once."""
    imports = {row[1] for row in conn.execute("PRAGMA table_info(bank_imports)")}
    if "account" not in imports:
        conn.execute("ALTER TABLE bank_imports ADD COLUMN account TEXT NOT NULL DEFAULT ''")
        conn.execute("ALTER TABLE bank_imports ADD COLUMN token TEXT")
        conn.execute("ALTER TABLE bank_imports ADD COLUMN rows_matched INTEGER")
    rows = {row[1] for row in conn.execute("PRAGMA table_info(bank_rows)")}
    if "account" not in rows:
        conn.execute("ALTER TABLE bank_rows ADD COLUMN account TEXT NOT NULL DEFAULT ''")
    conn.execute(
        "CREATE UNIQUE INDEX IF NOT EXISTS bank_imports_by_token ON bank_imports (token)"
        " WHERE token IS NOT NULL"
    )


# The journal version from which a row is known by what the bank records of it (issue 82).
ROW_KEYS_VERSION = 34


def key_rows_by_the_bank(conn: sqlite3.Connection) -> None:
    """Journal version 34: each kept row's fingerprint made again from what the bank records
    (``StatementRow.fingerprint``: value date, direction, amount, the RRN or UTR), so a later
    export of the same days in another format adds none of them; rows alike are numbered in the
    order they were kept. Run once, on a journal of an older version."""
    (version,) = conn.execute("PRAGMA user_version").fetchone()
    if not 0 < version < ROW_KEYS_VERSION:
        return
    from app.bank.statement import row_key

    counts: Counter[str] = Counter()
    keyed: list[tuple[str, int, int]] = []
    for row in conn.execute(
        "SELECT row_id, booked_on, amount_paise, refs FROM bank_rows ORDER BY row_id"
    ):
        key = row_key(
            dt.date.fromisoformat(row["booked_on"]),
            from_paise(row["amount_paise"]),
            row["refs"].split(),
        )
        keyed.append((key, counts[key], row["row_id"]))
        counts[key] += 1
    with conn:
        # Out of the way first: a row's new key may be another's old one.
        conn.execute("UPDATE bank_rows SET occurrence = -1 - row_id")
        conn.executemany(
            "UPDATE bank_rows SET fingerprint = ?, occurrence = ? WHERE row_id = ?", keyed
        )


SETTLED_SCHEMA = """
CREATE TABLE IF NOT EXISTS bank_settled (
    decision_id INTEGER NOT NULL REFERENCES supervisor_decisions (decision_id),
    row_id INTEGER UNIQUE REFERENCES bank_rows (row_id),
    payment_key TEXT UNIQUE,
    CHECK ((row_id IS NULL) <> (payment_key IS NULL))
);
CREATE INDEX IF NOT EXISTS bank_settled_by_decision ON bank_settled (decision_id);
"""


def add_settlements(conn: sqlite3.Connection) -> None:
    """Journal version 35 (issue 82): a supervisor's settlement of payments by rows whose
    amounts add up (``bank_settled``: each line a row or a payment of one decision, each row
    and payment in one settlement at most), and the matches made by amount and time undone:
    another customer's credit of the amount proved a fake screen's payment, which a reference
    alone proves now (its suggestion is shown instead)."""
    conn.executescript(SETTLED_SCHEMA)
    conn.execute("DELETE FROM bank_matches WHERE method = 'amount and time'")


PAYOUTS_SCHEMA = """
CREATE TABLE IF NOT EXISTS bank_payout_lines (
    row_id INTEGER PRIMARY KEY REFERENCES bank_rows (row_id),
    payout TEXT NOT NULL,
    settled TEXT
);
CREATE INDEX IF NOT EXISTS bank_payout_lines_by_payout ON bank_payout_lines (payout);
"""


def add_payout_charges(conn: sqlite3.Connection) -> None:
    """Journal version 33: a payout line's app fee and the tax on it (NULL where the report
    does not say them, and for the lines kept before). Added once."""
    known = {row[1] for row in conn.execute("PRAGMA table_info(bank_payout_lines)")}
    if "fee" not in known:
        conn.execute("ALTER TABLE bank_payout_lines ADD COLUMN fee TEXT")
        conn.execute("ALTER TABLE bank_payout_lines ADD COLUMN fee_tax TEXT")


DEPOSITS_SCHEMA = """
CREATE TABLE IF NOT EXISTS bank_deposits (
    row_id INTEGER PRIMARY KEY REFERENCES bank_rows (row_id),
    event_id TEXT NOT NULL UNIQUE REFERENCES money_events (event_id),
    decision_id INTEGER NOT NULL REFERENCES supervisor_decisions (decision_id),
    confirmed_at TEXT NOT NULL
);
"""


VOUCHERS_SCHEMA = """
CREATE TABLE IF NOT EXISTS bank_vouchers (
    voucher_id INTEGER PRIMARY KEY,
    row_id INTEGER REFERENCES bank_rows (row_id),
    import_id INTEGER REFERENCES bank_imports (import_id),
    account TEXT NOT NULL,
    narration TEXT NOT NULL CHECK (length(trim(narration)) > 0),
    decision_id INTEGER NOT NULL REFERENCES supervisor_decisions (decision_id),
    booked_at TEXT NOT NULL,
    undone_decision_id INTEGER REFERENCES supervisor_decisions (decision_id),
    undone_at TEXT,
    CHECK ((row_id IS NULL) <> (import_id IS NULL)),
    CHECK ((undone_at IS NULL) = (undone_decision_id IS NULL))
);
CREATE UNIQUE INDEX IF NOT EXISTS bank_vouchers_standing_row ON bank_vouchers (row_id)
    WHERE undone_at IS NULL AND row_id IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS bank_vouchers_standing_opening ON bank_vouchers (import_id)
    WHERE undone_at IS NULL AND import_id IS NOT NULL;
CREATE TRIGGER IF NOT EXISTS bank_vouchers_kept BEFORE DELETE ON bank_vouchers
BEGIN SELECT RAISE(ABORT, 'a booking is undone by a posting, never deleted'); END;
CREATE TRIGGER IF NOT EXISTS bank_vouchers_undone_once BEFORE UPDATE ON bank_vouchers
WHEN OLD.undone_at IS NOT NULL OR NEW.voucher_id IS NOT OLD.voucher_id
    OR NEW.row_id IS NOT OLD.row_id OR NEW.import_id IS NOT OLD.import_id
    OR NEW.account IS NOT OLD.account OR NEW.narration IS NOT OLD.narration
    OR NEW.decision_id IS NOT OLD.decision_id OR NEW.booked_at IS NOT OLD.booked_at
BEGIN SELECT RAISE(ABORT, 'a booking is only ever marked undone, once'); END;
"""


def add_bank_vouchers(conn: sqlite3.Connection) -> None:
    """Journal version 37: the assignments of lines left over (``bank_vouchers``), and each
    import's first and last day and opening and closing balances (NULL where its statement
    states none, and for the imports kept before). Added once."""
    conn.executescript(VOUCHERS_SCHEMA)
    known = {row[1] for row in conn.execute("PRAGMA table_info(bank_imports)")}
    if "closing_paise" not in known:
        for column in ("first_day TEXT", "last_day TEXT", "opening_paise", "closing_paise"):
            conn.execute(f"ALTER TABLE bank_imports ADD COLUMN {column}")


UNCHECKED_SCHEMA = """
CREATE TABLE IF NOT EXISTS bank_unchecked (
    import_id INTEGER PRIMARY KEY REFERENCES bank_imports (import_id),
    decision_id INTEGER REFERENCES supervisor_decisions (decision_id),
    accepted_at TEXT,
    CHECK ((decision_id IS NULL) = (accepted_at IS NULL))
);
"""


# The outcomes a resolution had before journal version 42 (issue 94: the customer's excess).
_OLD_OUTCOMES = "('other reference', 'still owed', 'written off')"


def allow_excess(conn: sqlite3.Connection) -> None:
    """Journal version 42: ``bank_resolutions`` takes the outcome 'customer excess' (the bank
    showed more than the payment; a supervisor accepted the rest as owed back to the customer),
    its CHECK list rebuilt in one transaction; a journal that has it already is left alone."""
    (sql,) = conn.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'bank_resolutions'"
    ).fetchone()
    if _OLD_OUTCOMES not in sql:
        return
    from app.journal.till_schema import rebuild

    widened = sql.replace(_OLD_OUTCOMES, _OLD_OUTCOMES[:-1] + ", 'customer excess')")
    conn.execute("BEGIN IMMEDIATE")
    try:
        rebuild(conn, "bank_resolutions", widened)
        conn.commit()
    except BaseException:
        conn.rollback()
        raise


# The journal version from which a payment a bank's row proves is posted into the bank.
PROVED_VERSION = 38


def post_proofs_kept(conn: sqlite3.Connection) -> None:
    """Journal version 38 (issue 82): the payments the statements kept prove, posted from
    their clearing into the bank (``app.journal.bank_proved``), and the proofs a chargeback
    took back undone. Run once, on a journal of an older version that holds a proof."""
    (version,) = conn.execute("PRAGMA user_version").fetchone()
    if not 0 < version < PROVED_VERSION:
        return
    held = conn.execute(
        "SELECT 1 FROM bank_matches UNION ALL SELECT 1 FROM bank_settled LIMIT 1"
    ).fetchone()
    if held is None:
        return
    from app.journal.bank_proved import book_proofs

    with conn:
        book_proofs(conn, dt.datetime.now().astimezone())

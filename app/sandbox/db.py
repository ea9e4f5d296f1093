"""The sandbox database: schema, one connection per thread, write transactions, paise."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

SCHEMA_VERSION = "2"

# Money is stored as integer paise: exact, and SQLite has no decimal type (REAL would round).
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS agents (
    agent_id INTEGER PRIMARY KEY,
    tenant_id TEXT NOT NULL,
    agent_name TEXT NOT NULL,
    key_sha256 TEXT NOT NULL UNIQUE,
    account_status TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS wallets (
    agent_id INTEGER PRIMARY KEY REFERENCES agents,
    currency TEXT NOT NULL,
    cash_paise INTEGER NOT NULL CHECK (cash_paise >= 0),
    limit_paise INTEGER NOT NULL CHECK (limit_paise >= 0),
    utilized_paise INTEGER NOT NULL CHECK (utilized_paise BETWEEN 0 AND limit_paise)
);
CREATE TABLE IF NOT EXISTS activities (
    activity_id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    location TEXT NOT NULL,
    description TEXT NOT NULL,
    short_description TEXT NOT NULL,
    featured_image TEXT NOT NULL,
    gallery TEXT NOT NULL,
    inclusions TEXT NOT NULL,
    exclusions TEXT NOT NULL,
    gst_percentage TEXT NOT NULL,
    mrp_paise INTEGER NOT NULL,
    commission_paise INTEGER NOT NULL,
    weekend_uplift_percent INTEGER NOT NULL,
    default_cutoff_minutes INTEGER NOT NULL,
    cancel_charge_paise INTEGER NOT NULL,
    closed_weekday INTEGER
);
CREATE TABLE IF NOT EXISTS activity_slots (
    slot_id INTEGER PRIMARY KEY,
    activity_id INTEGER NOT NULL REFERENCES activities,
    label TEXT NOT NULL,
    start_time TEXT NOT NULL,
    end_time TEXT NOT NULL,
    capacity INTEGER NOT NULL,
    fare_paise INTEGER NOT NULL,
    cutoff_override_minutes INTEGER
);
CREATE TABLE IF NOT EXISTS activity_availability (
    availability_id INTEGER PRIMARY KEY,
    activity_id INTEGER NOT NULL REFERENCES activities,
    slot_id INTEGER NOT NULL REFERENCES activity_slots,
    travel_date TEXT NOT NULL,
    fare_paise INTEGER NOT NULL,
    capacity INTEGER NOT NULL,
    remaining_seats INTEGER NOT NULL CHECK (remaining_seats >= 0),
    cutoff_override_minutes INTEGER
);
CREATE INDEX IF NOT EXISTS availability_by_date ON activity_availability (travel_date, activity_id);
CREATE TABLE IF NOT EXISTS boats (boat_id INTEGER PRIMARY KEY, boat_name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS trips (
    trip_id INTEGER PRIMARY KEY,
    trip_name TEXT NOT NULL,
    is_id_mandatory INTEGER NOT NULL,
    is_id_no_required INTEGER NOT NULL,
    is_id_upload_required INTEGER NOT NULL,
    gst_percentage TEXT NOT NULL,
    cancel_charge_paise INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS boat_rates (
    trip_id INTEGER NOT NULL REFERENCES trips,
    ticket_type TEXT NOT NULL,
    nationality_class TEXT NOT NULL,
    boat_fare_paise INTEGER NOT NULL,
    permit_paise INTEGER NOT NULL,
    commission_paise INTEGER NOT NULL,
    PRIMARY KEY (trip_id, ticket_type, nationality_class)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS boat_schedules (
    schedule_id INTEGER PRIMARY KEY,
    boat_id INTEGER NOT NULL REFERENCES boats,
    trip_id INTEGER NOT NULL REFERENCES trips,
    departure_time TEXT NOT NULL,
    return_time TEXT NOT NULL,
    capacity INTEGER NOT NULL,
    booking_close_days INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS boat_departures (
    schedule_id INTEGER NOT NULL REFERENCES boat_schedules,
    travel_date TEXT NOT NULL,
    capacity INTEGER NOT NULL,
    remaining_seats INTEGER NOT NULL CHECK (remaining_seats >= 0),
    PRIMARY KEY (schedule_id, travel_date)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS bookings (
    booking_id INTEGER PRIMARY KEY,
    booking_ref TEXT NOT NULL UNIQUE,
    agent_id INTEGER NOT NULL REFERENCES agents,
    module TEXT NOT NULL,
    request_id TEXT NOT NULL,
    travel_date TEXT NOT NULL,
    starts_at TEXT NOT NULL,
    availability_id INTEGER,
    schedule_id INTEGER,
    qty INTEGER NOT NULL,
    active_qty INTEGER NOT NULL CHECK (active_qty BETWEEN 0 AND qty),
    status TEXT NOT NULL,
    refund_status TEXT NOT NULL,
    customer_name TEXT NOT NULL,
    customer_email TEXT NOT NULL,
    customer_phone TEXT NOT NULL,
    metadata TEXT NOT NULL,
    net_paise INTEGER NOT NULL,
    permit_paise INTEGER NOT NULL,
    gst_paise INTEGER NOT NULL,
    total_paise INTEGER NOT NULL,
    released_paise INTEGER NOT NULL DEFAULT 0,
    released_gst_paise INTEGER NOT NULL DEFAULT 0,
    refunded_paise INTEGER NOT NULL DEFAULT 0 CHECK (refunded_paise <= total_paise),
    cancel_charge_paise INTEGER NOT NULL,
    settle_journal_id INTEGER NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bookings_by_availability ON bookings (availability_id);
CREATE INDEX IF NOT EXISTS bookings_by_departure ON bookings (schedule_id, travel_date);
CREATE TABLE IF NOT EXISTS passengers (
    passenger_id INTEGER PRIMARY KEY,
    booking_id INTEGER NOT NULL REFERENCES bookings,
    passenger TEXT NOT NULL,
    id_proof_sha256 TEXT,
    ticket_type TEXT NOT NULL,
    fare_paise INTEGER NOT NULL,
    permit_paise INTEGER NOT NULL,
    gst_paise INTEGER NOT NULL,
    status TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS passengers_by_booking ON passengers (booking_id);
CREATE TABLE IF NOT EXISTS refunds (
    refund_reference TEXT PRIMARY KEY,
    booking_id INTEGER NOT NULL REFERENCES bookings,
    journal_id INTEGER NOT NULL,
    seats INTEGER NOT NULL,
    gross_paise INTEGER NOT NULL,
    charge_paise INTEGER NOT NULL,
    net_paise INTEGER NOT NULL,
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS journals (
    journal_id INTEGER PRIMARY KEY,
    agent_id INTEGER NOT NULL REFERENCES agents,
    posted_at TEXT NOT NULL,
    event TEXT NOT NULL,
    booking_ref TEXT,
    amount_paise INTEGER NOT NULL,
    currency TEXT NOT NULL,
    narration TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS journals_by_agent ON journals (agent_id, journal_id);
CREATE TABLE IF NOT EXISTS journal_lines (
    journal_id INTEGER NOT NULL REFERENCES journals,
    line_no INTEGER NOT NULL,
    account TEXT NOT NULL,
    debit_paise INTEGER NOT NULL CHECK (debit_paise >= 0),
    credit_paise INTEGER NOT NULL CHECK (credit_paise >= 0),
    PRIMARY KEY (journal_id, line_no)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS idempotency (
    agent_id INTEGER NOT NULL,
    endpoint TEXT NOT NULL,
    request_id TEXT NOT NULL,
    body_sha256 TEXT NOT NULL,
    status_code INTEGER NOT NULL,
    response BLOB NOT NULL,
    stored_at TEXT NOT NULL,
    PRIMARY KEY (agent_id, endpoint, request_id)
) WITHOUT ROWID;
"""


class Database:
    """The sandbox's SQLite file in WAL mode, with one connection per thread that uses it."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._local = threading.local()
        self._opened: list[sqlite3.Connection] = []
        self._lock = threading.Lock()

    def connection(self) -> sqlite3.Connection:
        """This thread's connection, opened on first use."""
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._open()
            self._local.conn = conn
        return conn

    def _open(self) -> sqlite3.Connection:
        # Autocommit mode: every write transaction is an explicit BEGIN IMMEDIATE (see below).
        # check_same_thread is off only so close() can close them all; each is used by one thread.
        conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        conn.row_factory = sqlite3.Row
        conn.execute("PRAGMA journal_mode=WAL")
        # NORMAL in WAL mode is durable across application crashes (only an OS crash may lose
        # the last commits): the sandbox's trade of durability for speed.
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute("PRAGMA busy_timeout=10000")
        conn.execute("PRAGMA foreign_keys=ON")
        with self._lock:
            self._opened.append(conn)
        return conn

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """A write transaction that takes the write lock at once (``BEGIN IMMEDIATE``).

        Taking the lock up front means no other writer can change what this one reads before
        it writes; an exception rolls everything back.
        """
        conn = self.connection()
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def close(self) -> None:
        """Close every connection this database opened (after the server has stopped)."""
        with self._lock:
            for conn in self._opened:
                conn.close()
            self._opened.clear()
        self._local = threading.local()


# Version 1 kept a column per passenger field; version 2 keeps the passenger as the wire model
# gives it (JSON, its scan left out), so a new field of the model needs no new column.
# json_patch drops the null members, as the model's dump leaves out what is not given.
_PASSENGER_AS_JSON = """
ALTER TABLE passengers ADD COLUMN passenger TEXT NOT NULL DEFAULT '{}';
UPDATE passengers SET passenger = json_patch('{}', json_object(
    'traveler_name', traveler_name, 'age', age, 'pax_gender', pax_gender,
    'nationality', nationality, 'id_type', id_type, 'id_number', id_number));
ALTER TABLE passengers DROP COLUMN traveler_name;
ALTER TABLE passengers DROP COLUMN age;
ALTER TABLE passengers DROP COLUMN pax_gender;
ALTER TABLE passengers DROP COLUMN nationality;
ALTER TABLE passengers DROP COLUMN id_type;
ALTER TABLE passengers DROP COLUMN id_number;
UPDATE meta SET value = '2' WHERE key = 'schema_version';
"""
# The steps that bring a database of each older version to the next one.
MIGRATIONS = {"1": _PASSENGER_AS_JSON}


def create_schema(conn: sqlite3.Connection) -> None:
    """Create the tables of a new database, or bring one of an older version to this one."""
    conn.executescript(SCHEMA)
    version = read_meta(conn, "schema_version")
    if version is None:
        write_meta(conn, "schema_version", SCHEMA_VERSION)
        return
    while version in MIGRATIONS:
        # One transaction per step (each step sets the version it reaches).
        try:
            conn.executescript(f"BEGIN IMMEDIATE;{MIGRATIONS[version]}COMMIT;")
        except sqlite3.Error:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        version = read_meta(conn, "schema_version")
    if version != SCHEMA_VERSION:
        raise RuntimeError(
            f"{version!r} is not this sandbox's database version ({SCHEMA_VERSION}); "
            "start it with a new --db file."
        )


def read_meta(conn: sqlite3.Connection, key: str) -> str | None:
    """A value of the meta table, or None."""
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return None if row is None else str(row[0])


def write_meta(conn: sqlite3.Connection, key: str, value: str) -> None:
    """Set a value of the meta table."""
    conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

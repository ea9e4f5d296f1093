"""The sandbox database brings an older version to its own, and refuses one it does not know."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from app.sandbox.db import SCHEMA, SCHEMA_VERSION, create_schema, read_meta

# The passengers table of version 1: a column per passenger field.
_VERSION_1_PASSENGERS = """
DROP TABLE passengers;
CREATE TABLE passengers (
    passenger_id INTEGER PRIMARY KEY,
    booking_id INTEGER NOT NULL REFERENCES bookings,
    traveler_name TEXT NOT NULL,
    age INTEGER NOT NULL,
    pax_gender TEXT NOT NULL,
    nationality TEXT NOT NULL,
    id_type TEXT,
    id_number TEXT,
    id_proof_sha256 TEXT,
    ticket_type TEXT NOT NULL,
    fare_paise INTEGER NOT NULL,
    permit_paise INTEGER NOT NULL,
    gst_paise INTEGER NOT NULL,
    status TEXT NOT NULL
);
INSERT INTO meta (key, value) VALUES ('schema_version', '1');
"""


def _version_1(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.row_factory = sqlite3.Row
    conn.executescript(SCHEMA + _VERSION_1_PASSENGERS)
    conn.executemany(
        "INSERT INTO passengers (booking_id, traveler_name, age, pax_gender, nationality, id_type,"
        " id_number, id_proof_sha256, ticket_type, fare_paise, permit_paise, gst_paise, status)"
        " VALUES (7, ?, ?, ?, ?, ?, ?, 'ab12', 'ADULT', 100000, 5000, 0, 'CONFIRMED')",
        [
            ("Asha Rao", 34, "FEMALE", "INDIAN", None, None),
            ("Jane Doe", 8, "FEMALE", "BRITISH", "PASSPORT", "X1234567"),
        ],
    )
    return conn


def test_a_version_1_database_keeps_its_passengers_as_the_wire_model(tmp_path: Path) -> None:
    conn = _version_1(tmp_path / "old.db")
    create_schema(conn)
    assert read_meta(conn, "schema_version") == SCHEMA_VERSION == "2"
    rows = conn.execute("SELECT * FROM passengers ORDER BY passenger_id").fetchall()
    assert [json.loads(row["passenger"]) for row in rows] == [
        {"traveler_name": "Asha Rao", "age": 34, "pax_gender": "FEMALE", "nationality": "INDIAN"},
        {
            "traveler_name": "Jane Doe",
            "age": 8,
            "pax_gender": "FEMALE",
            "nationality": "BRITISH",
            "id_type": "PASSPORT",
            "id_number": "X1234567",
        },
    ]
    assert set(rows[0].keys()) == {
        "passenger_id",
        "booking_id",
        "passenger",
        "id_proof_sha256",
        "ticket_type",
        "fare_paise",
        "permit_paise",
        "gst_paise",
        "status",
    }
    assert (rows[1]["fare_paise"], rows[1]["id_proof_sha256"]) == (100000, "ab12")
    create_schema(conn)  # opening it again changes nothing
    assert read_meta(conn, "schema_version") == SCHEMA_VERSION


def test_a_database_of_an_unknown_version_is_refused(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "new.db", isolation_level=None)
    create_schema(conn)
    conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    with pytest.raises(RuntimeError, match="'99' is not this sandbox's database version"):
        create_schema(conn)

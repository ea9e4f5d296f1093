"""The throw-away PostgreSQL server: it answers with its password, keeps its data across a
restart, and refuses wrong passwords."""

from __future__ import annotations

import psycopg
import pytest

from app.agency.local_server import LocalServer


def test_a_fresh_database_answers_and_is_empty(agency_db: str) -> None:
    with psycopg.connect(agency_db) as conn:
        tables = conn.execute(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'"
        ).fetchone()
    assert tables == (0,)


def test_a_wrong_password_is_refused(agency_server: LocalServer) -> None:
    url = agency_server.url(with_password=False).replace("counterdesk@", "counterdesk:wrong@")
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(url, connect_timeout=10)


def test_data_survive_a_restart_at_the_same_address(
    agency_server: LocalServer, agency_db: str
) -> None:
    with psycopg.connect(agency_db) as conn:
        conn.execute("CREATE TABLE kept (n int)")
        conn.execute("INSERT INTO kept VALUES (7)")
    agency_server.stop()
    assert not agency_server.running
    with pytest.raises(psycopg.OperationalError):
        psycopg.connect(agency_db, connect_timeout=5)
    agency_server.start()
    with psycopg.connect(agency_db) as conn:
        assert conn.execute("SELECT n FROM kept").fetchall() == [(7,)]

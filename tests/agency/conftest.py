"""A real PostgreSQL server for the agency store's tests, started from the machine's binaries.

``agency_server`` is one server for the whole session; ``agency_db`` gives each test a database of
its own on it (its URL, with the password). No part of the database is mocked.
"""

from __future__ import annotations

import itertools
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg import sql

from app.agency.local_server import LocalServer
from tests.agency.deployment import Deployment, Desk, readme_statements, replicate, till_day
from tests.agency.records import counter

_numbers = itertools.count(1)


@pytest.fixture(scope="session")
def agency_server() -> Iterator[LocalServer]:
    """A running PostgreSQL server on 127.0.0.1 (a free port), removed after the session."""
    # Under the system's temporary folder, not pytest's: as root, the server runs as another
    # user, who cannot enter pytest's folders (closed to others).
    folder = Path(tempfile.mkdtemp(prefix="counterdesk-pg-"))
    server = LocalServer(folder, durable=False)
    try:
        server.start()
        yield server
    finally:
        server.stop("immediate")
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def agency_db(agency_server: LocalServer) -> Iterator[str]:
    """The URL of a fresh, empty database on ``agency_server``, dropped after the test."""
    name = f"agency_test_{next(_numbers)}"
    with psycopg.connect(agency_server.url(), autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    yield agency_server.url(name)
    if agency_server.running:
        with psycopg.connect(agency_server.url(), autocommit=True) as admin:
            admin.execute(
                sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
            )


@pytest.fixture
def deployment(agency_server: LocalServer) -> Iterator[Deployment]:
    """The README's owner role and database, made by the superuser (the schema not made yet);
    dropped after the test with every counter's role."""
    made = Deployment(agency_server)
    try:
        made.run(agency_server.url(), readme_statements()[0])
        yield made
    finally:
        made.remove()


@pytest.fixture
async def desks(deployment: Deployment, tmp_path: Path) -> tuple[Desk, Desk]:
    """Port Blair's and Havelock's counters, each admitted under its own role and with a day at
    its till replicated (journals in ``tmp_path``/PB1 and /HV1)."""
    made = []
    for code in ("PB1", "HV1"):
        identity = counter(code)
        desk = Desk(identity, await deployment.admit(identity))
        till_day(tmp_path / code, code)
        assert await replicate(desk, tmp_path / code) > 0
        made.append(desk)
    return made[0], made[1]

"""Journal files opened with a real SQLite fault, for the start-up tests (root ignores chmod)."""

from __future__ import annotations

import contextlib
import random
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.journal import Journal
from app.journal.schema import SCHEMA_VERSION, connect
from app.journal.sealed import Sealer
from tests.journal.entries import PRODUCT, boat_request, record_sale

PAGE = 4096
# A b-tree page's first byte on a leaf: of an index (0x0A) or of a table (0x0D).
LEAF_PAGES = (0x0A, 0x0D)


def read_only_connect(path: Path) -> sqlite3.Connection:
    """The journal opened as a read-only folder leaves it: SQLite refuses every write."""
    conn = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True)
    try:
        conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")  # what opening a journal writes
    finally:
        conn.close()
    raise AssertionError("a read-only database accepted a write")


def full_connect(path: Path) -> sqlite3.Connection:
    """The journal opened on a disk with no page left: SQLite's own "database or disk is full"."""
    conn = connect(path)
    try:
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        conn.execute(f"PRAGMA max_page_count={pages}")
        with conn:
            conn.execute("CREATE TABLE filler (data BLOB)")
            conn.execute("INSERT INTO filler VALUES (zeroblob(65536))")
    finally:
        conn.close()
    raise AssertionError("a full database accepted a write")


def sold_journal(folder: Path, sales: int, pending: int, sealer: Sealer | None = None) -> list[str]:
    """A journal of ``sales`` booked sales, then ``pending`` sales sent but not answered (their
    documents sealed by ``sealer``, by default this run's).

    Returns the pending request_ids. Customers of the sales are "Customer N", of the pending
    ones "Waiting N".
    """
    with Journal(folder, sealer=sealer) as journal:
        for number in range(sales):
            request = boat_request(f"cd-sold-{number}", customer_name=f"Customer {number}")
            record_sale(journal, request)
        waiting = []
        for number in range(pending):
            request = boat_request(f"cd-waiting-{number}", customer_name=f"Waiting {number}")
            journal.add_create(journal.save_scans(request), product=PRODUCT, agent=None)
            waiting.append(request.request_id)
    return waiting


def _pages_of(database: Path, table: str) -> set[int]:
    """The numbers of the pages that hold ``table``'s b-tree (SQLite's dbstat)."""
    with contextlib.closing(sqlite3.connect(database)) as conn:
        if sys.platform == "win32":
            pytest.skip("finds a table's pages by SQLite's dbstat; Windows' sqlite3.dll lacks it")
        rows = conn.execute("SELECT pageno FROM dbstat WHERE name = ?", (table,)).fetchall()
    return {number for (number,) in rows}


def scramble_pages(
    database: Path, marker: bytes, pages: int, seed: int = 7, table: str | None = None
) -> int:
    """Overwrite with random bytes up to ``pages`` pages of ``database`` that hold ``marker``;
    with ``table``, only that table's own pages (the marker may be in other tables' too, and
    which come first moves with the size of every record written before)."""
    allowed = None if table is None else _pages_of(database, table)
    data = bytearray(database.read_bytes())
    rng = random.Random(seed)
    scrambled = 0
    for start in range(PAGE, len(data), PAGE):
        if allowed is not None and start // PAGE + 1 not in allowed:
            continue
        # A leaf's records only: an interior page may hold a record's old bytes where SQLite
        # was built without secure_delete (python.org's Windows build; Debian's has it), and
        # scrambling a table's root loses the whole table, not the sales on the page.
        leaf = data[start] in LEAF_PAGES
        if scrambled < pages and leaf and marker in data[start : start + PAGE]:
            data[start : start + PAGE] = rng.randbytes(PAGE)
            scrambled += 1
    database.write_bytes(bytes(data))
    return scrambled


# Another program: SQLite's exclusive locking mode holds the file against every other reader.
HOLDER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute('PRAGMA locking_mode=EXCLUSIVE')
conn.execute('BEGIN EXCLUSIVE')
conn.execute('SELECT count(*) FROM requests').fetchone()
print('locked', flush=True)
sys.stdin.read()
"""


@contextlib.contextmanager
def locked_by_another_process(database: Path) -> Iterator[None]:
    """A real second process holds ``database``'s exclusive lock until the block ends."""
    with subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(database)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as other:
        assert other.stdout is not None and other.stdout.readline() == "locked\n"
        try:
            yield
        finally:
            other.communicate("")

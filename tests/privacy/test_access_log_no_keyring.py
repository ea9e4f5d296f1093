"""The access log on a computer without a password store (keyring): its key lives for one run of
the app only. The log says so while it is written, and after a restart it says that the entries
of the earlier run cannot be checked, rather than calling each of them changed; a rewrite within
the run is still named."""

from __future__ import annotations

import secrets
import sqlite3
from pathlib import Path

from app.counter.config.paths import AppPaths
from app.counter.services.privacy_audit import privacy_audit
from app.journal import access_log
from app.journal.access_log import verify
from app.journal.store import DATABASE_NAME
from app.records.customers import NO_KEYRING
from tests.privacy.test_access_log import _journal_with_entries

EARLIER = (
    "4 entries, 1 to 4, were keyed by an earlier run of the app on a computer without a "
    "password store (keyring), whose key ended with it: no one can check them now, changed or not"
)


def run_without_keyring() -> None:
    """A new run of the app on a computer with no keyring: a key of its own, never kept."""
    key = secrets.token_bytes(32)
    access_log.use_key(lambda: key, lambda: False)


def _verified(folder: Path) -> list[str]:
    conn = sqlite3.connect(folder / DATABASE_NAME)
    conn.row_factory = sqlite3.Row
    try:
        return verify(conn)
    finally:
        conn.close()


def test_a_log_keyed_for_one_run_says_so_and_after_a_restart_names_no_entry_changed(
    tmp_path: Path,
) -> None:
    paths = AppPaths.under(tmp_path).create()
    run_without_keyring()
    with _journal_with_entries(paths.journal) as journal:
        # Within the run the chain checks, and the log says how long that lasts.
        assert journal.privacy.verify() == [NO_KEYRING]

    run_without_keyring()  # the app restarted: another key
    problems = _verified(paths.journal)
    assert problems == [EARLIER, NO_KEYRING]
    audit = privacy_audit(paths, 30)
    assert f"  {EARLIER}\n  {NO_KEYRING}" in audit


def test_an_entry_rewritten_within_the_run_is_still_named(tmp_path: Path) -> None:
    run_without_keyring()
    with _journal_with_entries(tmp_path) as journal:
        conn = journal._conn
        conn.execute("DROP TRIGGER access_log_append_only")
        conn.execute("UPDATE access_log SET why = 'nothing' WHERE seq = 2")
        conn.commit()
        assert journal.privacy.verify() == ["entry 2 was changed after it was written", NO_KEYRING]

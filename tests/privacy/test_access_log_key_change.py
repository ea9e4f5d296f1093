"""The access log when its key changes: the keyring's entry deleted (a new key made), or the
journal opened on another computer. The entries keyed under the old key are named in one
sentence as ones this computer cannot check, never as changed; their order and the heads the
Z reports witnessed are still checked, and an entry rewritten under the key in use is named."""

from __future__ import annotations

import secrets
import shutil
import sqlite3
from pathlib import Path

from app.counter.config.paths import AppPaths
from app.counter.services.privacy_audit import privacy_audit
from app.journal import Journal, access_log, chain
from app.journal.access_log import verify
from app.journal.store import DATABASE_NAME
from app.records.customers import Action
from tests.privacy.test_access_log import SUPERVISOR, _journal_with_entries


def keyring_key() -> bytes:
    """A key the keyring keeps (a new one each call: the entry made anew, or another PC's)."""
    key = secrets.token_bytes(32)
    access_log.use_key(lambda: key)
    return key


def verified(folder: Path) -> list[str]:
    """What the log's check says of the journal in ``folder``, with its Z reports' heads."""
    conn = sqlite3.connect(folder / DATABASE_NAME)
    conn.row_factory = sqlite3.Row
    try:
        return verify(conn, access_log.witnessed(conn))
    finally:
        conn.close()


def test_a_new_key_names_the_old_entries_in_one_sentence_not_as_changed(tmp_path: Path) -> None:
    # Run on the code before this test: "entry N was changed after it was written", 4 times.
    paths = AppPaths.under(tmp_path).create()
    old = chain.fingerprint(keyring_key())
    with _journal_with_entries(paths.journal):
        pass
    new = chain.fingerprint(keyring_key())  # the keyring's entry deleted: a new key
    (said,) = verified(paths.journal)
    assert "changed" not in said
    assert said.startswith(f"4 entries, 1 to 4, were keyed under key {old}")
    assert f"this computer's key is {new}" in said
    assert "Access log: NOT PROVED (its key is not on this computer)" in privacy_audit(paths, 30)


def test_a_journal_moved_to_another_computer_still_checks_what_it_can(tmp_path: Path) -> None:
    keyring_key()
    with _journal_with_entries(tmp_path / "here"):
        pass
    shutil.copytree(tmp_path / "here", tmp_path / "there")
    keyring_key()  # the other computer's keyring
    with Journal(tmp_path / "there") as journal:
        journal.privacy.access(SUPERVISOR, Action.EXPORT, "REF00003", "all")
        (said,) = journal.privacy.verify()
        assert said.startswith("4 entries, 1 to 4, were keyed under key")  # entry 5 holds
        conn = journal._conn
        conn.execute("DROP TRIGGER access_log_append_only")
        conn.execute("DROP TRIGGER access_log_kept_a_year")
        conn.execute("UPDATE access_log SET why = 'nothing' WHERE seq = 5")
        conn.execute("DELETE FROM access_log WHERE seq = 2")
        conn.commit()
        assert journal.privacy.verify() == [
            "entries 2 to 2 are missing",
            "entry 3 does not follow the entry before it",
            "entry 5 was changed after it was written",
            said.replace("4 entries, 1 to 4", "3 entries, 1 to 4"),
        ]

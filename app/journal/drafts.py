"""The sale in progress, kept in the journal as it is typed, so a close or a crash loses nothing.

One draft per counter (the Book screen holds one sale): a row of the ``drafts`` table with the
draft's JSON (its ID numbers sealed) and the SHA-256 of each passenger's scan, and the scans as
sealed files named by their digest beside the journal, written (flushed to disk) before the row
that names them. A scan is
written once however often the draft is saved; files no draft names are deleted.

The agency store hears of a draft kept at a counter (``keep``: its summary only, keyed by the time
it was saved, so the same draft is told once) and of its end (``draft_cleared``: restored,
discarded or voided), so a supervisor sees every counter's drafts still kept.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from app import file_moves
from app.journal import outbox
from app.journal.outbox import Kind
from app.journal.retention import without_documents
from app.journal.scans import SEALED_SUFFIX, sha256_text, sync_folder, write_durably
from app.journal.sealed import Sealer, Unsealable, with_id_numbers
from app.records.drafts import StoredDraft

_PARTIAL = ".partial"


class DraftStore:
    """The ``drafts`` table and its scan folder; SQLite from the journal's thread only. Scans
    and ID numbers are kept sealed by ``sealer``.

    ``kept`` False: the journal is read-only, so no sale can be made and no draft is kept or
    offered (its table may not exist yet, its folder cannot be made); one kept by an earlier run
    waits for a writable one.
    """

    def __init__(
        self,
        conn: sqlite3.Connection,
        folder: Path,
        stamp: Callable[[], str],
        sealer: Sealer,
        *,
        kept: bool = True,
    ) -> None:
        self._conn = conn
        self._sealer = sealer
        self.folder = folder
        self._stamp = stamp
        self._kept = kept
        if kept:
            folder.mkdir(parents=True, exist_ok=True)

    def write_scans(self, scans: Mapping[int, str]) -> dict[int, str]:
        """Write the scans not written yet (each once, however often the draft is saved);
        returns row -> digest."""
        digests = {row: sha256_text(scan) for row, scan in scans.items()}
        if not self._kept:
            return digests
        written = False
        for row, digest in digests.items():
            path = self.folder / f"{digest}{SEALED_SUFFIX}"
            if path.exists():
                continue
            partial = path.with_name(path.name + _PARTIAL)
            write_durably(partial, self._sealer.seal(scans[row]))
            file_moves.replace(partial, path)
            written = True
        if written:
            sync_folder(self.folder)
        return digests

    def save(self, body: Mapping[str, Any], digests: Mapping[int, str]) -> None:
        """Replace the draft (its scans written first, by ``write_scans``)."""
        if not self._kept:
            return
        with self._conn:
            self._conn.execute(
                "INSERT OR REPLACE INTO drafts (draft_id, body, scan_sha256, updated_at)"
                " VALUES (1, ?, ?, ?)",
                (
                    json.dumps(with_id_numbers(body, self._sealer.seal_value)),
                    json.dumps(digests),
                    self._stamp(),
                ),
            )
        self._prune(set(digests.values()))

    def load(self) -> StoredDraft | None:
        """The draft, if there is one; a scan missing or not matching its digest is left out."""
        if not self._kept:
            return None
        row = self._conn.execute(
            "SELECT body, scan_sha256, updated_at FROM drafts WHERE draft_id = 1"
        ).fetchone()
        if row is None:
            return None
        scans = {}
        unreadable = False
        for key, digest in json.loads(row["scan_sha256"]).items():
            try:
                scan = self._sealer.unseal((self.folder / f"{digest}{SEALED_SUFFIX}").read_bytes())
            except OSError:
                continue
            except Unsealable:
                unreadable = True
                continue
            if sha256_text(scan) == digest:
                scans[int(key)] = scan

        def opened(value: str) -> str:
            nonlocal unreadable
            try:
                return self._sealer.unseal_value(value)
            except Unsealable:
                unreadable = True
                return ""

        body = with_id_numbers(json.loads(row["body"]), opened)
        return StoredDraft(body, scans, row["updated_at"], unreadable)

    def keep(self, summary: Mapping[str, Any]) -> None:
        """Tell the agency store this counter keeps the draft saved last (once per saved draft):
        ``summary`` only, never a passenger or a scan."""
        if not self._kept:
            return
        stamp = self._stamp()
        with self._conn as conn:
            draft_id = self._kept_id(conn)
            if draft_id is not None:
                kept = {**summary, "draft_id": draft_id, "kept_at": stamp}
                outbox.add(conn, Kind.DRAFT_KEPT, draft_id, kept, dt.datetime.fromisoformat(stamp))

    def clear(self, how: str) -> None:
        """The draft is no longer kept (``how``: restored, discarded, voided): the agency store,
        told it was kept, is told so."""
        if not self._kept:
            return
        with self._conn as conn:
            self._clear(conn, how)

    def discard(self) -> None:
        """Forget the draft and its scans (the sale was made or given up)."""
        if not self._kept:
            return
        with self._conn as conn:
            self._clear(conn, "discarded")
            conn.execute("DELETE FROM drafts")
        self._prune(set())

    def void(self, summary: str, voided_by: str) -> None:
        """Discard the draft with a supervisor's approval, and send the sale as typed (without its
        scans and document numbers) to the agency store in the same transaction."""
        if not self._kept:
            return
        stamp = self._stamp()
        with self._conn as conn:
            row = conn.execute("SELECT body FROM drafts WHERE draft_id = 1").fetchone()
            voided = {
                "summary": summary,
                "voided_by": " ".join(voided_by.split()),
                "voided_at": stamp,
                "draft": None if row is None else without_documents(json.loads(row["body"])),
            }
            outbox.add(
                conn,
                Kind.DRAFT_VOIDED,
                outbox.unique_id(Kind.DRAFT_VOIDED),
                voided,
                dt.datetime.fromisoformat(stamp),
            )
            self._clear(conn, "voided")
            conn.execute("DELETE FROM drafts")
        self._prune(set())

    def _kept_id(self, conn: sqlite3.Connection) -> str | None:
        """The record id the saved draft is (or would be) told to the agency store under."""
        row = conn.execute("SELECT updated_at FROM drafts WHERE draft_id = 1").fetchone()
        return None if row is None else f"{Kind.DRAFT_KEPT.value}:{row['updated_at']}"

    def _clear(self, conn: sqlite3.Connection, how: str) -> None:
        draft_id = self._kept_id(conn)
        if draft_id is None:
            return
        told = conn.execute("SELECT 1 FROM outbox WHERE record_id = ?", (draft_id,)).fetchone()
        if told is None:  # a draft only ever autosaved: the agency store never heard of it
            return
        stamp = self._stamp()
        cleared = {"draft_id": draft_id, "how": how, "cleared_at": stamp}
        outbox.add(
            conn,
            Kind.DRAFT_CLEARED,
            draft_id.replace(Kind.DRAFT_KEPT.value, Kind.DRAFT_CLEARED.value, 1),
            cleared,
            dt.datetime.fromisoformat(stamp),
        )

    def _prune(self, keep: set[str]) -> None:
        for path in self.folder.iterdir():
            if path.name.removesuffix(SEALED_SUFFIX) not in keep:
                file_moves.remove(path)

"""Document scans of a create request, kept as files beside the journal until it is resolved.

The journal row holds the body without its scans, and each scan's SHA-256. The service replays
its stored answer only for an identical body, so a replay after a crash needs the scans too:
they wait here, one sealed (encrypted) file per passenger, and are deleted as soon as the
answer is known.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import threading
from collections.abc import Mapping, Set
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app import file_moves
from app.i18n import Catalogue
from app.journal.sealed import Sealer, Unsealable
from app.records.customers import ScansUnavailable

JOURNAL_SCANS = Catalogue("JOURNAL_SCANS")

SCAN_FIELD = "id_proof_file"
_PARTIAL = ".partial"
_GONE = ".gone"
SEALED_SUFFIX = ".sealed"


@dataclass(frozen=True, slots=True)
class StrippedBody:
    """A create_booking body split into what the journal row keeps and the scans it does not."""

    body: dict[str, Any]
    scans: dict[int, str]
    digests: dict[int, str]


def sha256_text(text: str) -> str:
    """SHA-256 (hex) of ``text`` in UTF-8."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def strip_scans(wire: Mapping[str, Any]) -> StrippedBody:
    """The body with every passenger's ``id_proof_file`` taken out (scans are not copied)."""
    body = dict(wire)
    scans: dict[int, str] = {}
    passengers = wire.get("passengers")
    if isinstance(passengers, list):
        kept = []
        for index, passenger in enumerate(passengers):
            rest = dict(passenger)
            scan = rest.pop(SCAN_FIELD, None)
            if isinstance(scan, str):
                scans[index] = scan
            kept.append(rest)
        body["passengers"] = kept
    return StrippedBody(body, scans, {i: sha256_text(s) for i, s in scans.items()})


def with_scans(body: Mapping[str, Any], scans: Mapping[int, str]) -> dict[str, Any]:
    """The stripped ``body`` with its scans put back."""
    whole = dict(body)
    if scans:
        whole["passengers"] = [
            {**p, SCAN_FIELD: scans[i]} if i in scans else p
            for i, p in enumerate(body["passengers"])
        ]
    return whole


class ScanStore:
    """A folder of scan sets, one sub-folder per request (named by a hash of its request_id),
    each scan sealed by ``sealer``."""

    def __init__(self, folder: Path, sealer: Sealer) -> None:
        self.folder = folder
        self._sealer = sealer
        folder.mkdir(parents=True, exist_ok=True)

    def _path(self, request_id: str) -> Path:
        # request_id is the caller's text (up to 100 characters): never a path as such.
        return self.folder / sha256_text(request_id)[:32]

    def save(self, request_id: str, scans: Mapping[int, str]) -> None:
        """Write the scans durably (written whole, flushed to disk, then renamed into place)."""
        final = self._path(request_id)
        partial = final.with_name(final.name + _PARTIAL)
        file_moves.remove_tree(partial)
        partial.mkdir()
        for index, scan in scans.items():
            write_durably(partial / f"{index}{SEALED_SUFFIX}", self._sealer.seal(scan))
        # A set left by an earlier try goes first; a scanner holding one of its files is waited
        # for, or named, not ignored (the rename would then fail with words of its own).
        file_moves.remove_tree(final)
        file_moves.rename(partial, final)
        sync_folder(self.folder)

    def load(self, request_id: str, digests: Mapping[int, str]) -> dict[int, str]:
        """The scans of ``request_id``, each checked against its digest."""
        folder = self._path(request_id)
        scans = {}
        for index, digest in digests.items():
            try:
                scan = self._sealer.unseal((folder / f"{index}{SEALED_SUFFIX}").read_bytes())
            except OSError as exc:
                raise ScansUnavailable(
                    JOURNAL_SCANS.tr("scan {number} is missing ({problem})").format(
                        number=index, problem=exc.strerror
                    )
                ) from None
            except Unsealable as exc:
                raise ScansUnavailable(
                    JOURNAL_SCANS.tr("scan {number} cannot be read: {problem}").format(
                        number=index, problem=exc
                    )
                ) from None
            if sha256_text(scan) != digest:
                raise ScansUnavailable(
                    JOURNAL_SCANS.tr("scan {number} does not match its digest").format(number=index)
                )
            scans[index] = scan
        return scans

    def discard(self, request_id: str) -> None:
        """Delete the scans of a resolved request, in the background.

        Deleting 190 MB of files takes tens of milliseconds: the set is renamed out of the way
        at once and removed by a thread (or, if the app quits first, by the next ``sweep``).
        """
        folder = self._path(request_id)
        gone = folder.with_name(folder.name + _GONE)
        try:
            folder.rename(gone)
        except FileNotFoundError:
            return
        except OSError:
            # An older set under the same name is still being deleted: delete this one now.
            shutil.rmtree(folder, ignore_errors=True)
            return
        threading.Thread(
            target=shutil.rmtree, args=(gone,), kwargs={"ignore_errors": True}, daemon=True
        ).start()

    def sweep(self, pending: Set[str]) -> None:
        """Delete every scan set that belongs to no pending request (and half-written ones)."""
        keep = {self._path(request_id).name for request_id in pending}
        for entry in self.folder.iterdir():
            if entry.name not in keep:
                shutil.rmtree(entry, ignore_errors=True)


def write_durably(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` and flush it to disk before returning."""
    with open(path, "wb") as file:
        file.write(data)
        file.flush()
        os.fsync(file.fileno())


def sync_folder(folder: Path) -> None:
    """Flush ``folder``'s entries to disk (POSIX), so the renames in it survive a power cut."""
    # A rename is durable only once its folder is flushed; Windows cannot open a folder to do it.
    if os.name == "posix":
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)

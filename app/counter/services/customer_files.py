"""The files made on a customer's request: their data exported (JSON, with the passengers' ID
numbers opened), the summary of what is held of them, and their passengers' ID papers for the
operator. They lie in a folder of their own (``AppPaths.customer_requests``), private to the
user as every file the app writes, and leave with the customer's erasure, or a week after they
were made (handed over by then), whichever comes first.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from enum import Enum
from pathlib import Path

from app import file_moves
from app.domain.file_names import Folder, file_in, safe_name
from app.private_access import PRIVATE_FOLDER, tighten, write_private

# How long a file made on a customer's request is kept: the clerk hands it over at once.
KEPT = dt.timedelta(days=7)


class CustomerFile(Enum):
    """A kind of file made on a customer's request: its name, by the booking it was made from."""

    EXPORT = "customer-{ref}.json"  # every piece of their data, ID numbers opened
    PASSENGER_IDS = "passenger-ids-{ref}.pdf"  # their passengers' ID numbers, for the operator
    SUMMARY = "customer-summary-{ref}.pdf"  # what is held of them and why, for them


def customer_file(folder: Folder, kind: CustomerFile, booking_ref: str) -> Folder:
    """Where the file of ``kind`` made from ``booking_ref`` (the service's word, so encoded)
    lies in ``folder``."""
    return file_in(folder, kind.value.format(ref=safe_name(booking_ref)))


def write_customer_file(folder: Path, kind: CustomerFile, booking_ref: str, data: bytes) -> Path:
    """Write ``data`` as the file of ``kind`` made from ``booking_ref``, readable by the user
    only (blocking: a worker's); its path."""
    path = customer_file(requests_folder(folder), kind, booking_ref)
    write_private(path, data)
    return path


def requests_folder(folder: Path) -> Path:
    """``folder`` made if need be, its user's alone (what an earlier version left open too)."""
    folder.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
    tighten(folder)  # made private after its files: on Windows that says they were walked
    return folder


def remove_customer_files(folder: Path, booking_refs: Iterable[str]) -> list[Path]:
    """Delete every file made from the customer's bookings ``booking_refs`` (blocking: a
    worker's); those deleted. Names are matched whole: REF1's never takes REF10's."""
    removed = []
    for ref in dict.fromkeys(booking_refs):
        for kind in CustomerFile:
            path = customer_file(folder, kind, ref)
            if path.is_file():
                file_moves.remove(path)
                removed.append(path)
    return removed


def prune_customer_files(folder: Path, now: dt.datetime) -> list[Path]:
    """Delete the files in ``folder`` made ``KEPT`` or longer before ``now`` (blocking: a
    worker's); those deleted, oldest first."""
    if not folder.is_dir():
        return []
    files = sorted((p for p in folder.iterdir() if p.is_file()), key=lambda p: p.stat().st_mtime)
    due = [p for p in files if now.timestamp() - p.stat().st_mtime >= KEPT.total_seconds()]
    for path in due:
        file_moves.remove(path)
    return due

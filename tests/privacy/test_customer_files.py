"""The files made on a customer's request (their data exported, the summary of what is held,
their passengers' ID papers for the operator): in a folder of their own, private to the user,
counted by the privacy audit, deleted with the customer's erasure or a week after they were
made."""

from __future__ import annotations

import datetime as dt
import ntpath
import os
from pathlib import Path, PureWindowsPath

from app.counter.config.paths import AppPaths
from app.counter.services.customer_files import (
    KEPT,
    CustomerFile,
    customer_file,
    prune_customer_files,
    remove_customer_files,
    write_customer_file,
)
from app.counter.services.privacy_audit import privacy_audit
from tests.privacy.audit import audit_lines
from tests.private_modes import assert_private

FOLDER = "files: data/customer-requests"


def _made(path: Path, at: dt.datetime) -> None:
    os.utime(path, (at.timestamp(), at.timestamp()))


def test_a_customer_s_files_are_private_and_only_theirs_leave_with_their_erasure(
    tmp_path: Path,
) -> None:
    paths = AppPaths.under(tmp_path).create()
    folder = paths.customer_requests
    assert folder == paths.data / "customer-requests"
    theirs = [write_customer_file(folder, kind, "REF1", b"x") for kind in CustomerFile]
    assert [p.name for p in theirs] == [
        "customer-REF1.json",
        "passenger-ids-REF1.pdf",
        "customer-summary-REF1.pdf",
    ]
    other = write_customer_file(folder, CustomerFile.EXPORT, "REF10", b"x")
    assert_private(folder)
    for path in (*theirs, other):
        assert_private(path)
    assert audit_lines(privacy_audit(paths, 30))[FOLDER][0] == 4

    assert sorted(remove_customer_files(folder, ["REF1", "REF2"])) == sorted(theirs)
    assert other.exists() and not any(p.exists() for p in theirs)
    assert audit_lines(privacy_audit(paths, 30))[FOLDER][0] == 1
    assert remove_customer_files(folder, ["REF1"]) == []  # nothing left of them


def test_a_file_left_behind_is_deleted_a_week_after_it_was_made(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path).create()
    folder = paths.customer_requests
    now = dt.datetime(2026, 12, 10, 12, 0).astimezone()
    left = write_customer_file(folder, CustomerFile.SUMMARY, "REF1", b"x")
    fresh = write_customer_file(folder, CustomerFile.EXPORT, "REF2", b"x")
    _made(left, now - KEPT - dt.timedelta(minutes=1))
    _made(fresh, now - KEPT + dt.timedelta(minutes=1))
    held, oldest, after = audit_lines(privacy_audit(paths, 30))[FOLDER]
    made_on = (now - KEPT - dt.timedelta(minutes=1)).date()
    assert (held, oldest) == (2, made_on.isoformat())
    assert after == f"{(made_on + KEPT).isoformat()}, or with the customer's erasure"
    assert prune_customer_files(folder, now) == [left]
    assert fresh.exists() and customer_file(folder, CustomerFile.EXPORT, "REF2") == fresh
    assert prune_customer_files(folder, now + dt.timedelta(days=30)) == [fresh]
    assert prune_customer_files(tmp_path / "never-made", now) == []


def test_a_reference_from_the_service_never_names_a_file_outside_the_folder_on_windows(
    tmp_path: Path,
) -> None:
    folder = PureWindowsPath(r"C:\Users\clerk\AppData\Local\Counterdesk\customer-requests")
    for kind in CustomerFile:
        path = customer_file(folder, kind, r"a\..\..\..\..\x")
        assert ntpath.dirname(ntpath.normpath(str(path))) == str(folder)
    # And on this OS: the export and the erasure of that reference stay in the folder.
    folder_here = tmp_path / "customer-requests"
    made = write_customer_file(folder_here, CustomerFile.EXPORT, "a/../../x", b"x")
    assert made.parent == folder_here and made.read_bytes() == b"x"
    assert remove_customer_files(folder_here, ["a/../../x"]) == [made]

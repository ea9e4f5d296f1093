"""Opening the journal at start-up: damaged files are set aside and salvaged, a journal locked
by another program is refused, and one that cannot be written opens read-only."""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from decimal import Decimal as D
from pathlib import Path

import pytest

from app.counter.services.history import read_search
from app.domain.clock import SERVICE_TZ
from app.domain.pin import hash_pin
from app.domain.till import DrawerCount
from app.journal.faults import JournalReadOnly
from app.journal.opening import JournalUnusable, open_journal
from app.journal.salvage import COPY_NAME, Worst, assume_the_worst, copy_journal, salvage
from app.journal.schema import connect
from app.journal.store import DATABASE_NAME, Journal
from app.journal.till import SaleState
from app.records.faults import WriteFault
from app.reports.drawer import z_report
from tests.journal.entries import (
    PRODUCT,
    Clock,
    boat_request,
    cancel_request,
    cancel_result,
    record_sale,
)
from tests.journal.faults import (
    full_connect,
    locked_by_another_process,
    read_only_connect,
    scramble_pages,
    sold_journal,
)
from tests.journal.till_sales import sell, send, till_sale
from tests.private_modes import assert_private

MOMENT = dt.datetime(2026, 12, 1, 18, 30, 5, tzinfo=SERVICE_TZ)


def at_moment() -> dt.datetime:
    return MOMENT


def stored_pending(folder: Path) -> dict[str, str]:
    """request_id -> body (as stored) of the pending requests, read with a connection of its own."""
    conn = sqlite3.connect(folder / DATABASE_NAME)
    try:
        rows = conn.execute("SELECT request_id, body FROM requests WHERE state = 'pending'")
        return dict(rows.fetchall())
    finally:
        conn.close()


def test_random_bytes_are_set_aside_with_the_time_and_a_new_journal_starts(tmp_path: Path) -> None:
    junk = os.urandom(50_000)
    (tmp_path / DATABASE_NAME).write_bytes(junk)
    (tmp_path / f"{DATABASE_NAME}-wal").write_bytes(b"left by the last run")

    opened = open_journal(tmp_path, now=at_moment)

    recovery = opened.recovery
    assert recovery is not None
    assert recovery.aside == tmp_path / "journal-damaged-20261201-183005.db"
    assert recovery.aside.read_bytes() == junk  # kept as it was found
    assert (tmp_path / "journal-damaged-20261201-183005.db-wal").read_bytes() == (
        b"left by the last run"
    )
    assert "Nothing in it could be read" in recovery.text()
    assert str(recovery.aside) in recovery.text()
    with opened.journal as journal:
        assert journal.read_only is None
        assert journal.pending() == []
        journal.add_create(journal.save_scans(boat_request("cd-next")), product=PRODUCT, agent=None)
    assert list(stored_pending(tmp_path)) == ["cd-next"]


def test_a_second_damage_in_the_same_second_gets_a_name_of_its_own(tmp_path: Path) -> None:
    for _ in range(2):
        (tmp_path / DATABASE_NAME).write_bytes(os.urandom(8192))
        opened = open_journal(tmp_path, now=at_moment)
        opened.journal.close()
    assert opened.recovery is not None
    assert opened.recovery.aside.name == "journal-damaged-20261201-183005-2.db"
    assert (tmp_path / "journal-damaged-20261201-183005.db").exists()


def test_scrambled_pages_keep_every_pending_request_and_what_else_can_be_read(
    tmp_path: Path,
) -> None:
    waiting = sold_journal(tmp_path, sales=300, pending=3)
    before = stored_pending(tmp_path)
    # The pages of sales 1, 10-19 and 100-199 (requests and bookings alike).
    assert scramble_pages(tmp_path / DATABASE_NAME, b"Customer 1", pages=4) == 4

    opened = open_journal(tmp_path, now=at_moment)

    recovery = opened.recovery
    assert recovery is not None
    assert recovery.aside.name == "journal-damaged-20261201-183005.db"
    # The request_ids and bodies that protect against a second charge came through exactly.
    assert stored_pending(tmp_path) == before
    with opened.journal as journal:
        assert [request.request_id for request in journal.pending()] == waiting
        assert recovery.salvaged.pending == 3
        # Four scrambled pages cost the sales on them, and only those.
        assert 250 <= recovery.salvaged.settled < 300
        assert 250 <= recovery.salvaged.bookings <= 300
        assert len(journal.history.page("", None, limit=400)) == recovery.salvaged.bookings
    text = recovery.text()
    assert "3 unanswered sale or cancellation requests" in text
    assert f"{recovery.salvaged.bookings} bookings of the history" in text


def test_a_journal_locked_by_another_program_is_refused_with_a_sentence(tmp_path: Path) -> None:
    sold_journal(tmp_path, sales=1, pending=0)
    with (
        locked_by_another_process(tmp_path / DATABASE_NAME),
        pytest.raises(JournalUnusable, match="another program is using it"),
    ):
        open_journal(tmp_path)
    # The file was neither set aside nor changed: once the other program lets go, it opens.
    assert not list(tmp_path.glob("*damaged*"))
    with open_journal(tmp_path).journal as journal:
        assert journal.read_only is None
        assert len(journal.history.page("", None, limit=10)) == 1


@pytest.mark.parametrize(
    ("connect", "fault"),
    [(read_only_connect, WriteFault.READ_ONLY), (full_connect, WriteFault.DISK_FULL)],
    ids=["read-only", "disk-full"],
)
def test_a_journal_that_cannot_be_written_opens_read_only_and_refuses_every_request(
    tmp_path: Path, connect: object, fault: WriteFault
) -> None:
    waiting = sold_journal(tmp_path, sales=5, pending=1)

    opened = open_journal(tmp_path, connect=connect)  # type: ignore[arg-type]

    assert opened.recovery is None
    with opened.journal as journal:
        assert journal.read_only is fault
        assert len(journal.history.page("", None, limit=50)) == 5
        assert [request.request_id for request in journal.pending()] == waiting
        with pytest.raises(JournalReadOnly) as refused:
            journal.add_create(
                journal.save_scans(boat_request("cd-refused")), product=PRODUCT, agent=None
            )
    # A journal error like SQLite's own, saying what is wrong and that nothing was charged.
    assert isinstance(refused.value, sqlite3.OperationalError)
    assert str(refused.value).startswith(f"Selling is off: {fault.value}")
    assert "Nothing was sent or charged." in str(refused.value)
    assert list(stored_pending(tmp_path)) == waiting


def test_an_older_journal_read_only_still_lists_its_cancellations(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        row = record_sale(journal, boat_request("cd-sold", "Ravi Kumar"))
        journal.add_cancel(
            cancel_request("cd-cancel", row.booking_ref), agent=None, names=("Ravi Kumar",)
        )
        journal.cancelled("cd-cancel", cancel_result(1200.0, "PARTIAL"))
    # A journal written before the cancelled passengers' names were kept.
    conn = sqlite3.connect(tmp_path / DATABASE_NAME)
    conn.execute("DROP TABLE cancelled_names")
    conn.close()

    opened = open_journal(tmp_path, connect=read_only_connect)

    with opened.journal as journal:
        assert journal.read_only is WriteFault.READ_ONLY
        (done,) = journal.cancellations_of(row.booking_ref)
        assert (done.request_id, done.names) == ("cd-cancel", ())


@contextlib.contextmanager
def mounted_tmpfs(where: Path, size: str) -> Iterator[Path]:
    """A small tmpfs at ``where`` (root only: skipped where mounting is not allowed)."""
    if sys.platform == "win32":
        pytest.skip("a full or read-only disk is a tmpfs mounted here; Windows mounts none")
    where.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
        capture_output=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def fill(folder: Path) -> None:
    """Write to ``folder`` until its file system is full."""
    handle = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(handle, b"x" * 4096)
    except OSError as error:
        assert error.strerror == "No space left on device"
    finally:
        os.close(handle)


def test_a_really_full_disk_opens_read_only_with_the_sales_still_readable(tmp_path: Path) -> None:
    # Room for the journal of five sales and its write-ahead log (about 2.1 MB before the
    # checkpoint at closing, 0.5 MB after), then filled to the last byte. At 2 MB the journal
    # itself filled the disk, its closing checkpoint failed, and the test read what was left.
    with mounted_tmpfs(tmp_path / "disk", "4m") as disk:
        folder = disk / "journal"
        sold_journal(folder, sales=5, pending=0)
        fill(disk)

        opened = open_journal(folder)

        with opened.journal as journal:
            assert journal.read_only is WriteFault.DISK_FULL
            assert len(journal.history.page("", None, limit=50)) == 5
        # The History screen's searches read through a connection of their own.
        assert read_search(folder / DATABASE_NAME, "", None, 50).total == 5


def test_a_really_read_only_folder_opens_read_only(tmp_path: Path) -> None:
    with mounted_tmpfs(tmp_path / "disk", "4m") as disk:
        folder = disk / "journal"
        sold_journal(folder, sales=3, pending=0)
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)

        opened = open_journal(folder)

        with opened.journal as journal:
            assert journal.read_only is WriteFault.READ_ONLY
            assert len(journal.history.page("", None, limit=50)) == 3
        assert read_search(folder / DATABASE_NAME, "", None, 50).total == 3
        assert json.dumps(sorted(p.name for p in folder.iterdir()))  # nothing was set aside
        assert not list(folder.glob("*damaged*"))


def test_a_damaged_journal_keeps_every_table_its_copy_fills_gaps_and_receipts_never_repeat(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        shift = till.open_shift("PB1", "Leela Menon", D("2000.00"))
        till.set_pin_hash(hash_pin("482913"))
        for number in range(10):
            sell(journal, f"s-{number}", till_sale(shift_id=shift.shift_id))
        send(journal, "waiting", till_sale(shift_id=shift.shift_id))
        journal.mark_sent("waiting")
    copy_journal(tmp_path / DATABASE_NAME, tmp_path / COPY_NAME)
    with Journal(tmp_path, now=Clock()) as journal:
        for number in range(10, 15):  # after the copy: only the damaged file has these
            sell(journal, f"s-{number}", till_sale(shift_id=shift.shift_id))
        printed = {sale.receipt_no for sale in journal.till.sales(state=SaleState.TAKEN)}
    assert len(printed) == 15
    assert scramble_pages(tmp_path / DATABASE_NAME, b"PB1/26/0000", pages=3, table="till_sales") > 0

    opened = open_journal(tmp_path, now=at_moment)

    recovery = opened.recovery
    assert recovery is not None and recovery.from_copy is not None
    with opened.journal as journal:
        till = journal.till
        assert till.pin_hash() is not None  # the next person does not set a PIN of their own
        assert till.open_shift_of("PB1") is not None
        assert journal.sent_at("waiting") is not None  # still "sent": never offered Stop trying
        waiting = till.sale("waiting")
        assert waiting is not None and waiting.payment.parts
        sell(journal, "after", till_sale(shift_id=shift.shift_id))
        after = till.sale("after")
    assert after is not None and after.receipt_no not in printed
    assert_private(tmp_path / COPY_NAME)
    text = recovery.text()
    assert "was taken from the journal's copy of" in text
    assert "Not everything could be read of: " in text
    if recovery.worst.prefix is not None:
        assert after.receipt_no is not None
        assert after.receipt_no.startswith(f"PB1/26{recovery.worst.prefix}")
        assert f"new series marked {recovery.worst.prefix}" in text


def test_where_nothing_tells_the_worst_is_assumed(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        sell(journal, "s-1", till_sale())
        send(journal, "never-marked", till_sale())
        assert journal.sent_at("never-marked") is None
        worst = assume_the_worst(journal._conn, False, False, MOMENT)
        sell(journal, "s-2", till_sale())
        first, second = journal.till.sale("s-1"), journal.till.sale("s-2")
        marked = journal.sent_at("never-marked")

    assert worst == Worst(1, "A") and marked is not None
    assert first is not None and first.receipt_no == "PB1/26/000001"
    assert second is not None and second.receipt_no == "PB1/26A000001"


def test_the_reason_a_drawer_was_off_is_carried_over_with_its_z_report(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        shift = till.open_shift("PB1", "Leela Menon", D("2000.00"))
        counted = DrawerCount.of({500: 3})
        z_report(
            till, shift.shift_id, counted, closed_by="Leela Menon", reason="Change given twice"
        )
        closed = till.z_reports("PB1")
    target = connect(tmp_path / "salvaged.db")
    salvaged = salvage(tmp_path / DATABASE_NAME, target)
    target.close()
    assert salvaged.damaged == ()
    copied = sqlite3.connect(tmp_path / "salvaged.db")
    assert copied.execute("SELECT shift_id, reason FROM z_reasons").fetchall() == [
        (closed[0].shift_id, "Change given twice")
    ]
    copied.close()

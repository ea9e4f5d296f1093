"""The counter's shifts and drawer driven headless, as the header's question and the shift
report's drawer drive them: a shift opened, its figures and an X report, the Z report that
closes it, the next opening prefilled; the counter is read from Settings at each call, and a
journal held by another program says "Saving…" and takes the write once it lets go."""

from __future__ import annotations

import sqlite3
from decimal import Decimal as D
from pathlib import Path

import pytest

from app.counter.services.shifts import ShiftService
from app.domain.till import DrawerCount
from app.journal import Journal
from app.journal.outbox import Kind
from app.journal.store import DATABASE_NAME
from app.records.till import ShiftStillOpen
from tests.journal.entries import Clock

FLOAT = D("1000.00")


def _no_lock() -> None:
    raise AssertionError("nobody else holds the journal here")


async def test_a_shift_from_its_opening_to_its_z_report(tmp_path: Path) -> None:
    counter = ["PB1"]
    with Journal(tmp_path, now=Clock()) as journal:
        desk = ShiftService(journal.till, lambda: counter[0])
        assert (desk.current(), desk.last_close(), desk.last_z()) == (None, None, None)
        shift = await desk.open(" Leela  Menon ", FLOAT, _no_lock)
        assert desk.current() == shift and shift.clerk == "Leela Menon"
        with pytest.raises(ShiftStillOpen):
            await desk.open("Arun Pillai", FLOAT, _no_lock)
        counted = DrawerCount.of({500: 2}, D("30.00"))
        figures = desk.figures(shift, counted)
        assert (figures.expected, figures.counted) == (FLOAT, D("1030.00"))
        await desk.record_x(shift, figures, _no_lock)
        sent = journal._conn.execute("SELECT body FROM outbox WHERE kind = ?", (Kind.X_REPORT,))
        assert len(sent.fetchall()) == 1  # the X report goes to the agency store
        assert desk.current() == shift  # an X report closes nothing
        report = await desk.close(shift, counted, "Leela Menon", None, "a coin found", _no_lock)
        assert (report.z_no, report.reason, desk.last_z()) == (1, "a coin found", report)
        assert desk.current() is None and desk.shift(shift.shift_id).closed_by == "Leela Menon"
        assert desk.last_close() == ("Leela Menon", D("1030.00"))
        assert desk.refunds_owed() == []
        counter[0] = "PB2"  # Settings name another counter: its own shifts
        assert (desk.current(), desk.last_close()) == (None, None)
        other = await desk.opener()("Arun Pillai", FLOAT, _no_lock)
        assert desk.current() == other and other.counter == "PB2"


async def test_a_journal_held_by_another_program_says_saving_then_closes(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        desk = ShiftService(journal.till, lambda: "PB1")
        shift = await desk.open("Leela Menon", FLOAT, _no_lock)
        other = sqlite3.connect(journal.folder / DATABASE_NAME, isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")
        said: list[str] = []

        def saving() -> None:
            said.append("Saving…")
            if other.in_transaction:
                other.execute("COMMIT")  # the other program lets go

        report = await desk.close(shift, DrawerCount.of({500: 2}), "Leela Menon", None, "", saving)
        other.close()
        assert said == ["Saving…"] and desk.last_z() == report

"""The counter's shifts and drawer driven headless, as the header's question and the shift
report's drawer drive them: a shift opened, its figures and an X report, the Z report that
closes it, the next opening prefilled; the counter is read from Settings at each call, and a
journal held by another program says "Saving…" and takes the write once it lets go. A drawer off
by more than Settings allow, or another clerk's shift, is closed only on a supervisor's decision
the service asks for itself, whoever calls it (on 7efb28ef the service closed a drawer 500 short
with no decision: only the screen asked)."""

from __future__ import annotations

import sqlite3
from decimal import Decimal as D
from pathlib import Path

import pytest

from app.counter.config.declared import NotApproved
from app.counter.config.permissions import DRAWER_OFF, OTHER_CLERKS_SHIFT
from app.counter.services.shifts import ShiftService
from app.domain.till import DrawerCount
from app.journal import Journal
from app.journal.outbox import Kind
from app.journal.store import DATABASE_NAME
from app.records.till import ShiftStillOpen
from tests.counter.approvals import Approvals, nobody
from tests.journal.entries import Clock

FLOAT = D("1000.00")


def _no_lock() -> None:
    raise AssertionError("nobody else holds the journal here")


def _limit() -> D:
    return D("50.00")


async def test_a_shift_from_its_opening_to_its_z_report(tmp_path: Path) -> None:
    counter = ["PB1"]
    with Journal(tmp_path, now=Clock()) as journal:
        desk = ShiftService(journal.till, lambda: counter[0], _limit, nobody)
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
        report = await desk.close(shift, counted, "Leela Menon", "a coin found", _no_lock)
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
        desk = ShiftService(journal.till, lambda: "PB1", _limit, nobody)
        shift = await desk.open("Leela Menon", FLOAT, _no_lock)
        other = sqlite3.connect(journal.folder / DATABASE_NAME, isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")
        said: list[str] = []

        def saving() -> None:
            said.append("Saving…")
            if other.in_transaction:
                other.execute("COMMIT")  # the other program lets go

        report = await desk.close(shift, DrawerCount.of({500: 2}), "Leela Menon", "", saving)
        other.close()
        assert said == ["Saving…"] and desk.last_z() == report


@pytest.mark.parametrize(
    ("counted", "asked"),
    [
        (DrawerCount.of({500: 2}, D("50.00")), False),  # over by the limit: no supervisor
        (DrawerCount.of({500: 2}, D("50.01")), True),  # over by a paisa more
        (DrawerCount.of({500: 1, 200: 2, 50: 1}), False),  # short by the limit
        (DrawerCount.of({500: 1, 200: 2, 20: 2}, D("9.99")), True),  # short by a paisa more
    ],
)
async def test_a_drawer_off_by_more_than_the_limit_is_refused_without_a_decision(
    tmp_path: Path, counted: DrawerCount, asked: bool
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        nobody_approves = Approvals(journal.till, approving=False)
        desk = ShiftService(journal.till, lambda: "PB1", _limit, nobody_approves)
        shift = await desk.open("Leela Menon", FLOAT, _no_lock)
        if not asked:
            report = await desk.close(shift, counted, "Leela Menon", "", _no_lock)
            assert (report.z_no, nobody_approves.asked) == (1, [])
            return
        with pytest.raises(NotApproved) as refused:
            await desk.close(shift, counted, "Leela Menon", "a note lost", _no_lock)
        assert str(refused.value) == (
            "Not closed: a drawer off by more than INR 50.00 needs a supervisor's PIN."
        )
        [(permission, detail)] = nobody_approves.asked
        assert permission is DRAWER_OFF and detail.endswith("Reason: a note lost")
        assert desk.current() == shift and desk.last_z() is None  # nothing was closed


async def test_a_drawer_off_closes_on_a_supervisors_decision_kept_with_the_shift(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        supervisor = Approvals(journal.till, approving=True)
        desk = ShiftService(journal.till, lambda: "PB1", _limit, supervisor)
        shift = await desk.open("Leela Menon", FLOAT, _no_lock)
        report = await desk.close(shift, DrawerCount.of({500: 1}), "Leela Menon", "lost", _no_lock)
        closed = desk.shift(shift.shift_id)
        assert DRAWER_OFF.recorded and closed.decision_id is not None
        decision = journal.till.decision(closed.decision_id)
        assert (decision.supervisor, decision.action) == ("Meera Iyer", DRAWER_OFF.title)
        assert "Counted INR 500.00, expected INR 1,000.00" in decision.detail
        assert report.reason == "lost" and desk.current() is None


async def test_another_clerks_shift_is_refused_without_a_decision_then_closed_with_one(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        nobody_approves = Approvals(journal.till, approving=False)
        desk = ShiftService(journal.till, lambda: "PB1", _limit, nobody_approves)
        shift = await desk.open("Leela Menon", FLOAT, _no_lock)
        right = DrawerCount.of({500: 2})
        with pytest.raises(NotApproved) as refused:
            await desk.close(shift, right, "Arun Pillai", "", _no_lock)
        assert str(refused.value) == (
            "This is Leela Menon's shift: closing it needs a supervisor's PIN."
        )
        assert nobody_approves.asked[0][0] is OTHER_CLERKS_SHIFT
        approving = ShiftService(
            journal.till, lambda: "PB1", _limit, Approvals(journal.till, approving=True)
        )
        report = await approving.close(shift, right, "Arun Pillai", "", _no_lock)
        assert desk.shift(report.shift_id).closed_by == "Arun Pillai"

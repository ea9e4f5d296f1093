"""A shift's close at the till without a screen, against the real journal: what a supervisor
must approve (another clerk's shift, a drawer off by more than the limit, on both sides) and the
close itself, final once written."""

from __future__ import annotations

import sqlite3
from decimal import Decimal as D
from pathlib import Path

import pytest

from app.counter.services.till_shift import (
    CloseApproval,
    close_approval,
    close_shift,
    last_close,
    over_limit,
    shift_opener,
)
from app.domain.till import DrawerCount
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.journal.till import OtherClerksShift, Refusal, TillError, TillRefused
from app.reports.drawer import x_report
from tests.journal.entries import Clock
from tests.journal.till_records import drawer_count

FLOAT = D("1000.00")
LIMIT = D("50.00")


@pytest.mark.parametrize(
    ("counted", "off"),
    [
        (DrawerCount.of({500: 2}), False),  # right
        (DrawerCount.of({500: 2}, D("50.00")), False),  # over by the limit: allowed
        (DrawerCount.of({500: 2}, D("50.01")), True),  # over by more
        (DrawerCount.of({500: 1, 200: 2, 50: 1}), False),  # short by the limit
        (DrawerCount.of({500: 1, 200: 2, 20: 2}, D("9.99")), True),  # short by more
    ],
)
def test_a_drawer_off_by_more_than_the_limit_either_way_needs_a_supervisor(
    tmp_path: Path, counted: DrawerCount, off: bool
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        shift = journal.till.open_shift("PB1", "Leela Menon", FLOAT)
        figures = x_report(journal.till, shift.shift_id, counted)

    assert over_limit(figures, LIMIT) is off
    assert close_approval(shift, " Leela  Menon ", figures, LIMIT) == CloseApproval(False, off)


def test_another_clerks_shift_is_closed_only_on_a_supervisors_decision(tmp_path: Path) -> None:
    counted = DrawerCount.of({500: 2})
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        shift = till.open_shift("PB1", "Leela Menon", FLOAT)
        needs = close_approval(shift, "Arun Pillai", x_report(till, shift.shift_id, counted), LIMIT)
        with pytest.raises(OtherClerksShift):
            close_shift(till, shift, counted, "Arun Pillai", None, "")
        still_open = till.open_shift_of("PB1")
        decision = till.decide("Priya Nair", "Close another clerk's shift", "Leela left ill")
        report = close_shift(till, shift, counted, " Arun  Pillai ", decision, "")
        closed = till.shift(shift.shift_id)

    assert needs == CloseApproval(other_clerk=True, drawer_off=False) and needs.needed
    assert still_open == shift
    assert (report.z_no, report.closed_by, closed.decision_id) == (1, "Arun Pillai", decision)


def test_the_close_keeps_the_reason_and_is_final(tmp_path: Path) -> None:
    counted = DrawerCount.of({500: 1})
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        shift = till.open_shift("PB1", "Leela Menon", FLOAT)
        decision = till.decide("Priya Nair", "Close the shift with the drawer off", "500 short")
        report = close_shift(till, shift, counted, "Leela Menon", decision, "change given twice")
        with pytest.raises(TillRefused) as again:
            close_shift(till, shift, counted, "Leela Menon", decision, "")
        kept = drawer_count(till, shift.shift_id)

    assert report.reason == "change given twice" and report.figures["counted"] == "500.00"
    assert again.value.reason is Refusal.SHIFT_CLOSED and kept == counted


def test_the_next_opening_is_prefilled_from_the_counters_last_close(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        before = last_close(till, "PB1")
        first = till.open_shift("PB1", "Leela Menon", FLOAT)
        close_shift(till, first, DrawerCount.of({500: 2}), "Leela Menon", None, "")
        second = till.open_shift("PB1", "Arun Pillai", FLOAT)
        close_shift(till, second, DrawerCount.of({200: 5}), "Arun Pillai", None, "")
        till.open_shift("PB2", "Ravi Das", D("0.00"))
        here, elsewhere = last_close(till, "PB1"), last_close(till, "PB2")

    assert before is None and elsewhere is None
    assert here == ("Arun Pillai", D("1000.00"))


async def test_a_shift_is_opened_through_the_port_the_dialog_is_given(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        opened = await shift_opener(journal.till, "C1")(" Asha  Rao ", FLOAT, _no_lock)

        assert journal.till.open_shift_of("C1") == opened
        assert (opened.clerk, opened.opening_float) == ("Asha Rao", FLOAT)
        with pytest.raises(TillError):  # one open shift a counter: said, nothing written
            await shift_opener(journal.till, "C1")("Ravi", FLOAT, _no_lock)


async def test_a_journal_held_by_another_program_says_saving_and_opens_once_it_is_free(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path) as journal:
        other = sqlite3.connect(journal.folder / DATABASE_NAME, isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")
        said: list[str] = []

        def saving() -> None:
            said.append("Saving…")
            if other.in_transaction:
                other.execute("COMMIT")  # the other program lets go

        opened = await shift_opener(journal.till, "C1")("Asha Rao", FLOAT, saving)
        other.close()

        assert said == ["Saving…"]
        assert journal.till.open_shift_of("C1") == opened


def _no_lock() -> None:
    raise AssertionError("nobody else holds the journal here")

"""The statement import's counted turns (``tests/perf/turn_marks.py``, ``bench_bank``) against
their budget, with synthetic parts (no callgrind): the busiest turn at its budget passes the
gate, one instruction over fails it; the gaps and the empty turn (the marks' own) are not
reported; a call inside another's turn is part of it."""

from __future__ import annotations

import asyncio

import pytest
from PySide6.QtWidgets import QApplication

from tests.perf import bench_bank, budgets, run_all, turn_marks
from tests.perf.bench_bank import BUSIEST, COUNTED
from tests.perf.counting import CountingError
from tests.perf.turn_marks import TurnMarks
from tests.perf.turn_parts import GAP, MARKS, TURN, turn_counts

OWN = 300_000  # the marks' own count in a run (an empty turn)


def _budget() -> float:
    (bound,) = [b.bound for b in budgets.load() if b.matches(BUSIEST)][:1]
    return bound


def _parts(heaviest_line: int) -> dict[str, int]:
    """A counted run's parts: two progress lines, the second ``heaviest_line`` instructions;
    gaps between the turns."""
    own = {
        "click": 2_000_000,
        "progress 1": 900_000,
        "progress 2": heaviest_line,
        "answer": 1_500_000,
        "split": 1_200_000,
        "questioned": 1_400_000,
        "credits": 2_500_000,
    }
    parts = {f"{GAP}1": 10, f"{TURN}{MARKS}": OWN}
    for number, (name, count) in enumerate(own.items(), start=2):
        parts[f"{GAP}{number}"] = 50_000_000  # the loop waiting: never reported
        parts[f"{TURN}{name}"] = count
    return parts


def _gate(parts: dict[str, int]) -> list[str]:
    figures = bench_bank.counted_figures(parts)
    verdicts = budgets.judge(figures, budgets.load())
    # The sum is gated on its baseline too: here it has none.
    return run_all.gate(verdicts, {})


def test_a_turn_at_its_budget_passes_and_one_instruction_over_fails_the_gate() -> None:
    bound = int(_budget())
    assert 2_500_000 < bound < 100_000_000  # above the other synthetic turns
    assert _gate(_parts(bound)) == []
    assert _gate(_parts(bound + 1)) == [BUSIEST]


def test_the_busiest_turn_is_named_and_the_sum_leaves_out_the_gaps_and_the_empty_turn() -> None:
    figures = {figure.name: figure for figure in bench_bank.counted_figures(_parts(3_000_000))}
    assert figures[BUSIEST].value == 3_000_000
    assert "busiest turn (progress 2)" in figures[BUSIEST].note
    assert figures[COUNTED].value == 2_000_000 + 900_000 + 3_000_000 + 6_600_000
    assert figures[COUNTED].counted and figures[BUSIEST].counted


def test_a_run_without_the_empty_turn_or_a_turn_of_the_import_is_refused() -> None:
    parts = _parts(1_000_000)
    with pytest.raises(CountingError):
        turn_counts({name: count for name, count in parts.items() if MARKS not in name})
    with pytest.raises(RuntimeError, match="split"):
        bench_bank.counted_figures({k: v for k, v in parts.items() if k != f"{TURN}split"})


def test_each_turn_is_marked_once_and_a_call_inside_another_is_part_of_its_turn(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    marked: list[str] = []
    monkeypatch.setattr(turn_marks, "mark", marked.append)
    turns = TurnMarks()
    turns.on = True  # as when counted
    line = turns.around(lambda done: f"progress {done}", lambda done: done * 2)
    started = turns.around(lambda: "click", lambda: line(0))

    async def answer() -> int:
        await asyncio.sleep(0)
        return 7

    async def scenario() -> None:
        turns.empty()
        assert line(1) == 2
        turns.begin()  # before the click
        assert started() == 0  # the line inside it: no part of its own
        shown = turns.around(lambda n: f"answer {n}", lambda n: n)
        assert shown(await turns.after(answer)()) == 7
        with pytest.raises(CountingError):
            line(1)

    asyncio.run(scenario())
    assert marked == [
        f"{GAP}1",
        f"{TURN}{MARKS}",
        f"{GAP}2",
        f"{TURN}progress 1",
        f"{GAP}3",
        f"{TURN}click",
        f"{GAP}4",
        f"{TURN}answer 7",
        f"{GAP}5",
    ]


def test_the_last_turns_end_the_wait_once_shown_after_the_answer_or_at_once_on_an_error(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    marked: list[str] = []
    monkeypatch.setattr(turn_marks, "mark", marked.append)

    async def scenario() -> None:
        turns = TurnMarks()
        turns.on = True  # as when counted
        last = bench_bank.LastTurns(turns)
        last.shown(bench_bank.SPLIT)  # before the answer: not the import's
        last.answered = True
        last.shown(bench_bank.CREDITS)
        assert not last.done.is_set()
        turns.begin()
        last.shown(bench_bank.SPLIT)
        assert last.done.is_set() and last.failed is None
        # The split's turn ended twice (one shown while another turn was open, before the
        # answer): the error ends the wait at once, not after the scenario's hours.
        again = bench_bank.LastTurns(turns)
        again.answered = True
        turns.begin()
        with pytest.raises(CountingError, match="'split' was counted twice"):
            again.shown(bench_bank.SPLIT)
        await asyncio.wait_for(again.done.wait(), 1)
        assert again.failed is not None

    asyncio.run(scenario())
    assert marked == [f"{GAP}1", f"{TURN}split", f"{GAP}2"]

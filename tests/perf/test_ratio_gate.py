"""Ratios gate, floors do not: the gate (``run_all.count_rises``, ``run_all.main``) on the figures
``bench_counts`` makes, from synthetic counts (no valgrind, no Qt: in the fast tier).

A start's count is held against its baseline by its ratio to the bare window counted in the same
run; the bare window is reported and not gated. So the harness or the interpreter growing under
every start alike (the issue's +1.04 % on the bare window, with no change of the app) passes, and
2 % planted in any one gated figure fails, named. The marks themselves run outside the counted
process: the start probe writes a line and waits, the harness dumps (``counting.MarkServer``).
"""

from __future__ import annotations

import ast
import os
import sys
import types
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

import pytest

from tests.perf import bench_counts, budgets, counting, run_all, start_probe
from tests.perf.figure import COUNTED_UNIT, Figure

# One run's counts as the 20:10 UTC run of 7efb28ef counted them.
BARE = 599_791_003
STACK = 2_071_308_068
APP = {
    start_probe.FIRST_PAINT: 797_213_628,
    start_probe.USABLE: 797_969_074,
    start_probe.WINDOW: 1_671_167_057,
    start_probe.LIVE: 3_779_862_929,
}
SALE = 1_378_081_417
BUSIEST = 11_963_629
NOT_REPEATING = "moves 1-19 % between two runs of one tree: it waits on another process"
PLANTED = 1.02


def _run(
    bare: float = BARE,
    stack: float = STACK,
    app: Mapping[str, float] | None = None,
    sale: float = SALE,
    busiest: float = BUSIEST,
    wandering: float = 100_000_000,
) -> list[Figure]:
    """The figures of one counted run: the start's made as ``bench_counts`` makes them, a
    walk-in's sale, a busiest turn, and one count set apart as not repeating."""
    starts = bench_counts.start_figures(
        {name: int(value) for name, value in (app or APP).items()}, int(bare), int(stack)
    )
    return [
        *starts,
        Figure("count_walkin_sale", sale, COUNTED_UNIT),
        Figure("count_stall_bank_statement_busiest_turn", busiest, COUNTED_UNIT),
        Figure("count_stall_wandering", wandering, COUNTED_UNIT, ungated=NOT_REPEATING),
    ]


BASELINE = {figure.name: figure.value for figure in _run()}
GATED = [figure.name for figure in _run() if figure.gated]


def _planted(name: str) -> list[Figure]:
    """The baseline's run with 2 % more in the figure ``name`` alone."""
    return [
        replace(figure, value=figure.value * PLANTED) if figure.name == name else figure
        for figure in _run()
    ]


def test_the_baselines_own_run_passes() -> None:
    assert run_all.count_rises(_run(), BASELINE) == []


@pytest.mark.parametrize("name", GATED)
def test_two_percent_planted_in_one_gated_figure_fails_naming_it(name: str) -> None:
    failed = run_all.count_rises(_planted(name), BASELINE)
    assert len(failed) == 1
    assert failed[0].startswith(f"{name} (")
    assert failed[0].endswith(", +2.00%)")


def test_every_count_but_the_floor_and_the_wanderer_is_gated() -> None:
    assert set(GATED) == set(BASELINE) - {bench_counts.BARE, "count_stall_wandering"}
    floored = [figure for figure in _run() if figure.floor_name]
    assert [figure.name for figure in floored] == [
        "count_start_library_stack",
        "count_start_to_first_paint",
        "count_start_to_usable",
        "count_start_to_window",
        "count_start_to_live_catalogue",
    ]
    assert all(figure.floor_name == bench_counts.BARE for figure in floored)


def test_a_start_is_gated_on_its_ratio_to_the_bare_window() -> None:
    # The first paint 2 % up with the floor 2 % up: the same ratio, no change of the app.
    both = {**APP, start_probe.FIRST_PAINT: APP[start_probe.FIRST_PAINT] * PLANTED}
    assert run_all.count_rises(_run(bare=BARE * PLANTED, app=both), BASELINE) == []
    # The first paint 2 % up, the floor 0.9 % up: its ratio 1.09 % up, over the 1 % allowed.
    slower = _run(bare=BARE * 1.009, app=both)
    assert run_all.count_rises(slower, BASELINE) == [
        "count_start_to_first_paint (1.3436x count_start_bare_window against 1.3292x, +1.09%)"
    ]


def test_the_harness_growing_under_every_start_alike_passes() -> None:
    # The case: counting.py compiled inside every start, the bare window +1.04 %.
    grown = 606_001_756 - BARE
    app = {name: value + grown for name, value in APP.items()}
    run = _run(bare=BARE + grown, stack=STACK + grown, app=app)
    assert run_all.count_rises(run, BASELINE) == []


def test_a_floor_risen_alone_is_reported_not_gated() -> None:
    run = _run(bare=BARE * PLANTED)
    assert run_all.count_rises(run, BASELINE) == []
    verdicts = budgets.judge(run, budgets.load())
    table = run_all.table(verdicts, BASELINE)
    row = next(line for line in table.splitlines() if line.startswith(bench_counts.BARE))
    assert row.endswith("+2.00% (not gated)")
    first_paint = next(line for line in table.splitlines() if "to_first_paint " in line)
    assert first_paint.endswith("+0.00%; ratio -1.96%")


def test_a_count_set_apart_is_reported_with_its_reason_and_not_gated() -> None:
    run = _run(wandering=119_000_000)
    assert run_all.count_rises(run, BASELINE) == []
    figure = next(figure for figure in run if figure.name == "count_stall_wandering")
    assert not figure.gated and figure.ungated == NOT_REPEATING


def test_the_recorded_baseline_has_each_floored_figures_floor() -> None:
    baseline = run_all.read_baseline()
    floored = [figure for figure in _run() if figure.floor_name and figure.name in baseline]
    assert floored, "the recorded baseline has no start"
    assert all(figure.floor_name in baseline for figure in floored)


@pytest.mark.parametrize(("plant", "code"), [(None, 0), ("count_start_to_usable", 1)])
def test_make_bench_exits_1_on_a_planted_rise_and_0_on_none(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    plant: str | None,
    code: int,
) -> None:
    module = types.ModuleType("tests.perf.bench_counts_planted")
    module.run = lambda: _planted(plant) if plant else _run()  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setattr(run_all, "discover", lambda: [module.__name__])
    baseline = tmp_path / "baseline.json"
    run_all.write_baseline(_run(), baseline)
    monkeypatch.setattr(run_all, "BASELINE_FILE", baseline)
    # The live start's budget (the libraries' ratio + 0.6) is missed by these counts, as by the
    # app's: it is not what is tested here.
    monkeypatch.setattr(budgets, "load", lambda: [])
    assert run_all.main([]) == code
    out = capsys.readouterr().out
    if plant:
        assert "make bench: the gate failed (1): count_start_to_usable (" in out
    else:
        assert "gate failed" not in out


def test_the_start_probe_imports_nothing_of_the_harness() -> None:
    tree = ast.parse(Path(start_probe.__file__).read_text(encoding="utf-8"))
    top = {
        alias.name.split(".")[0]
        for node in tree.body
        if isinstance(node, ast.Import)
        for alias in node.names
    } | {node.module or "" for node in tree.body if isinstance(node, ast.ImportFrom)}
    assert top == {"__future__", "os", "sys", "typing"}


MARKED = """
import sys
from tests.perf import start_probe
start_probe.mark("first")
start_probe.ask("restart")
start_probe.mark("second")
print("tests.perf.counting" in sys.modules, flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason=counting.POSIX_PROBES)
def test_marks_are_made_by_the_harness_in_the_order_asked(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    done: list[tuple[int, tuple[str, ...]]] = []
    monkeypatch.setattr(counting, "_control", lambda pid, *asked: done.append((pid, asked)))
    marks = counting.MarkServer()
    env = counting.counted_environment(os.environ)
    code, said, errors = counting.finished(
        [sys.executable, "-c", MARKED], env, tmp_path, "marked", 30.0, marks
    )
    assert (code, errors) == (0, "")
    assert said == "False\n"  # the run marked without importing the harness
    pids = {pid for pid, _asked in done}
    assert len(pids) == 1
    assert [asked for _pid, asked in done] == [
        ("--dump=first",),
        ("--instr=on",),
        ("--zero",),
        ("--dump=second",),
    ]
    assert marks.failures == []


def test_a_part_counted_with_its_threads_apart_is_their_sum(tmp_path: Path) -> None:
    # What callgrind writes with --separate-threads=yes: each dump a file per thread, the end's
    # file (no dump number) left out.
    for dump, thread, name, value in (
        (1, 1, "watch round", 5),
        (1, 2, "watch round", 7),
        (1, 3, "watch round", 11),
        (2, 1, "after", 1),
    ):
        (tmp_path / f"cg.42.{dump}-{thread:02d}").write_text(
            f"desc: Trigger: dump {name}\nsummary: {value}\n", encoding="utf-8"
        )
    (tmp_path / "cg.42-01").write_text("desc: Trigger: Program termination\nsummary: 3\n")

    assert counting.read_parts(tmp_path, 1) == {"watch round": 5, "after": 1}
    assert counting.every_thread(tmp_path) == {"watch round": 23, "after": 1}


def test_a_count_that_did_not_repeat_is_set_apart_with_its_two_runs() -> None:
    moved = bench_counts._set_apart(Figure("count_walkin_sale", SALE * PLANTED, COUNTED_UNIT))
    kept = bench_counts._set_apart(Figure("count_walkin_review", 1, "x"))

    assert not moved.gated
    assert moved.ungated == (
        "did not repeat within 0.5 % in two runs: 1,298,449,180 and 1,318,099,551 (+1.51%)"
    )
    assert run_all.count_rises([moved], {"count_walkin_sale": SALE}) == []
    assert kept.ungated == ""

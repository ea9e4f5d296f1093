"""The bench's guard: budgets read from one file, judged on both sides, a miss ends make bench."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

from tests.perf import budgets, run_all
from tests.perf.figure import COUNTED_UNIT, Figure

DECLARED = budgets.parse(
    """
[[budget]]
figures = "start_cached"
on = "ratio"
at_most = 1.5

[[budget]]
figures = "start_live"
on = "ratio"
relative_to = "start_libraries"
at_most = 0.6

[[budget]]
figures = "stall_*"
on = "value"
at_most = 16

[[budget]]
figures = "rate"
on = "value_at_least"
at_least = 1000
"""
)


def _holds(*figures: Figure) -> list[bool | None]:
    return [verdict.holds for verdict in budgets.judge(figures, DECLARED)]


@pytest.mark.parametrize(("value", "holds"), [(150.0, True), (150.1, False)])
def test_a_ratio_budget_holds_up_to_its_bound(value: float, holds: bool) -> None:
    assert _holds(Figure("start_cached", value, "ms", floor=100.0)) == [holds]


@pytest.mark.parametrize(("value", "holds"), [(16.0, True), (16.01, False)])
def test_a_pattern_bounds_every_figure_it_matches(value: float, holds: bool) -> None:
    assert _holds(Figure("stall_history", value, "ms"), Figure("stall_x", 1.0, "ms")) == [
        holds,
        True,
    ]


@pytest.mark.parametrize(("value", "holds"), [(1000.0, True), (999.9, False)])
def test_a_rate_must_reach_its_budget(value: float, holds: bool) -> None:
    assert _holds(Figure("rate", value, "bookings/s")) == [holds]


@pytest.mark.parametrize(("live", "holds"), [(460.0, True), (461.0, False)])
def test_a_relative_budget_is_the_other_figures_ratio_of_the_same_run_plus_its_margin(
    live: float, holds: bool
) -> None:
    libraries = Figure("start_libraries", 400.0, "ms", floor=100.0)  # 4.0x: the bound is 4.6x
    assert _holds(libraries, Figure("start_live", live, "ms", floor=100.0)) == [None, holds]


def test_a_relative_budget_without_its_figure_is_not_judged_as_held() -> None:
    verdict = budgets.judge([Figure("start_live", 1.0, "ms", floor=1.0)], DECLARED)[0]
    assert verdict.holds is None
    assert verdict.bound is None


def test_a_figure_with_no_budget_has_no_verdict() -> None:
    assert _holds(Figure("unbounded", 1e9, "ms")) == [None]


@pytest.mark.parametrize(
    ("entry", "problem"),
    [
        ('figures = "a"\non = "fast"\nat_most = 1', "not one of"),
        ('figures = "a"\non = "value"\nat_least = 1', "needs at_most"),
        ('figures = "a"\non = "value"\nrelative_to = "b"\nat_most = 1', "relative_to goes"),
    ],
)
def test_a_badly_declared_budget_is_refused(entry: str, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        budgets.parse(f"[[budget]]\n{entry}\n")


def test_the_projects_budgets_file_reads_and_holds_the_issued_budgets() -> None:
    declared = budgets.load()
    by_name = {budget.figures: budget for budget in declared}
    assert by_name["ui_start_to_cached_catalogue"].bound == 1.5
    assert by_name["ui_start_to_live_catalogue"].relative_to == "ui_start_library_stack"
    assert by_name["ui_stall_*"].bound == 100.0
    assert by_name["client_content_500_over_http"].bound == 1.05
    assert by_name["sandbox_create_booking_16_clients"].on == "value_at_least"
    assert by_name["count_start_to_first_paint"].bound == 1.5
    assert by_name["count_start_to_usable"].bound == 2.0
    assert by_name["count_start_to_live_catalogue"].relative_to == ""
    assert by_name["count_start_to_live_catalogue"].bound == 5.7


@pytest.mark.parametrize(("value", "holds"), [(570.0, True), (570.1, False)])
def test_the_live_start_s_count_holds_at_5_7_bare_windows(value: float, holds: bool) -> None:
    """Issue 75, item 4: the live catalogue's count at most 5.7x the bare window's of its run,
    whatever the libraries' floor counts beside it."""
    live = Figure("count_start_to_live_catalogue", value, COUNTED_UNIT, floor=100.0)
    stack = Figure("count_start_library_stack", 900.0, COUNTED_UNIT, floor=100.0)
    verdicts = budgets.judge([stack, live], budgets.load())
    assert [verdict.holds for verdict in verdicts if verdict.figure is live] == [holds]


def _fake_bench(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, *figures: Figure, recorded: str
) -> Path:
    module = types.ModuleType("tests.perf.bench_fake")
    module.run = lambda: list(figures)  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setattr(run_all, "discover", lambda: [module.__name__])
    baseline = tmp_path / "baseline.json"
    baseline.write_text(f'{{"values": {{{recorded}}}}}', encoding="utf-8")
    monkeypatch.setattr(run_all, "BASELINE_FILE", baseline)
    return baseline


def test_a_missed_time_budget_is_reported_and_does_not_gate(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _fake_bench(
        monkeypatch,
        tmp_path,
        Figure("ui_stall_fake", 120.0, "ms"),
        recorded='"ui_stall_fake": 60.0',
    )
    assert run_all.main([]) == 0
    out = capsys.readouterr().out
    assert "MISSED" in out
    assert "+100.0%" in out  # 120 ms against the recorded 60 ms


def test_make_bench_exits_1_and_names_a_count_risen_over_its_baseline(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    risen = Figure("count_fake", 1_010_001, COUNTED_UNIT)  # 1 % and one instruction over
    _fake_bench(monkeypatch, tmp_path, risen, recorded='"count_fake": 1000000')
    assert run_all.main([]) == 1
    out = capsys.readouterr().out
    assert "+1.00%" in out
    assert "the gate failed (1): count_fake (1,010,001 against 1,000,000, +1.00%)" in out


def test_a_count_within_1_percent_of_its_baseline_passes(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    held = Figure("count_fake", 1_010_000, COUNTED_UNIT)
    _fake_bench(monkeypatch, tmp_path, held, recorded='"count_fake": 1000000')
    assert run_all.main([]) == 0


def test_a_counted_ratio_past_its_budget_gates(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bare = Figure("count_start_bare_window", 100.0, COUNTED_UNIT)
    paint = Figure("count_start_to_first_paint", 151.0, COUNTED_UNIT, floor=100.0)
    _fake_bench(monkeypatch, tmp_path, bare, paint, recorded='"count_start_to_first_paint": 151')
    assert run_all.main([]) == 1
    assert "the gate failed (1): count_start_to_first_paint" in capsys.readouterr().out


def test_make_bench_exits_0_when_every_budget_holds_and_records_on_request(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    baseline = _fake_bench(
        monkeypatch, tmp_path, Figure("ui_stall_fake", 8.0, "ms"), recorded='"ui_stall_fake": 10.0'
    )
    assert run_all.main(["--record"]) == 0
    out = capsys.readouterr().out
    assert "-20.0%" in out
    assert "MISSED" not in out
    assert run_all.read_baseline(baseline) == {"ui_stall_fake": 8.0}

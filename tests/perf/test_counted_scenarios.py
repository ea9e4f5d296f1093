"""The counted scenarios chosen by name (``run_all --counted``), and the Aadhaar walk-ins' figures
(issue 96) each with its baseline and budget, so the gate holds them from the first run. Qt-free,
no valgrind: synthetic scenarios stand for the counted runs."""

from __future__ import annotations

import sys
import types
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.perf import bench_counts, bench_ui, budgets, run_all
from tests.perf.figure import COUNTED_UNIT, Figure


def _scenario(name: str, ran: list[str]) -> Callable[[], list[Figure]]:
    def counted() -> list[Figure]:
        ran.append(name)
        return [Figure(f"count_{name}", 1_000.0, COUNTED_UNIT)]

    return counted


def test_counted_runs_only_the_scenarios_named_and_records_only_their_figures(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    ran: list[str] = []
    scenarios = {name: _scenario(name, ran) for name in ("start", "walkin", "walkin-aadhaar")}
    monkeypatch.setattr(bench_counts, "SCENARIOS", scenarios)
    timed = types.ModuleType("tests.perf.bench_timed")
    timed.run = _scenario("timed", ran)  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, timed.__name__, timed)
    monkeypatch.setattr(run_all, "discover", lambda: [run_all.COUNTS_MODULE, timed.__name__])
    baseline = tmp_path / "baseline.json"
    baseline.write_text('{"values": {"count_start": 5.0, "count_walkin": 7.0}}', encoding="utf-8")
    monkeypatch.setattr(run_all, "BASELINE_FILE", baseline)

    assert run_all.main(["--counted", "walkin-aadhaar", "--record"]) == 0

    assert ran == ["walkin-aadhaar"]  # neither the other counted scenarios nor a timed bench
    assert run_all.read_baseline(baseline) == {
        "count_start": 5.0,
        "count_walkin": 7.0,
        "count_walkin-aadhaar": 1_000.0,
    }


def test_the_long_scenarios_run_only_when_named(monkeypatch: pytest.MonkeyPatch) -> None:
    ran: list[str] = []
    monkeypatch.setattr(bench_counts, "SCENARIOS", {"turns": _scenario("turns", ran)})
    monkeypatch.setattr(bench_counts, "LONG_SCENARIOS", {"long": _scenario("long", ran)})

    assert [figure.name for figure in bench_counts.run()] == ["count_turns"]
    assert [figure.name for figure in bench_counts.run(["long"])] == ["count_long"]
    assert ran == ["turns", "long"]  # `make bench` never runs the long one; bench-long only it


def test_a_scenario_not_counted_is_refused_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run_all.main(["--counted", "walkin-aadhar"])
    assert "invalid choice: 'walkin-aadhar'" in capsys.readouterr().err


def test_every_figure_of_the_aadhaar_walk_ins_has_its_baseline() -> None:
    parts = dict.fromkeys(bench_counts.AADHAAR_STEPS, 1)
    counted = [
        figure.name
        for prefix in bench_counts.AADHAAR_COUNTED.values()
        for figure in bench_counts._sale_figures(prefix, parts, bench_counts.AADHAAR_STEPS)
    ]
    recorded = run_all.read_baseline()

    assert len(counted) == 2 * (len(bench_counts.AADHAAR_STEPS) + 1)  # each step, and the sale
    assert [name for name in counted if name not in recorded] == []
    assert set(bench_counts.AADHAAR_COUNTED) <= set(bench_ui.AADHAAR_PROBES)


@pytest.mark.parametrize(("scans", "groups"), [(0, 24), (1, 20), (2, 16)])
def test_the_aadhaar_walk_ins_groups_are_held_at_four_fewer_a_scan(scans: int, groups: int) -> None:
    name = bench_ui.AADHAAR_FIGURES[scans]
    figure = Figure(name, float(groups), "groups")
    over = Figure(name, groups + 1.0, "groups")
    declared = budgets.load()

    assert run_all.read_baseline()[name] == groups
    assert [verdict.holds for verdict in budgets.judge([figure, over], declared)] == [True, False]


@pytest.mark.parametrize(
    "steps", [bench_counts.DOMESTIC_STEPS, bench_counts.FOREIGN_STEPS, bench_counts.AADHAAR_STEPS]
)
def test_no_counted_steps_name_has_a_quote(steps: tuple[str, ...]) -> None:
    # callgrind_control hands "--dump=the scanner's file offered" to a shell, which fails on the
    # quote: no part was dumped, and the counted walk-in ended in a KeyError.
    assert [step for step in steps if "'" in step or '"' in step] == []

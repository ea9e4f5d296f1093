"""The counted scenarios chosen by name (``run_all --counted``). Qt-free, no valgrind: synthetic
scenarios stand for the counted runs."""

from __future__ import annotations

import sys
import types
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.perf import bench_counts, run_all
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


def test_a_scenario_not_counted_is_refused_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run_all.main(["--counted", "walkin-aadhar"])
    assert "invalid choice: 'walkin-aadhar'" in capsys.readouterr().err

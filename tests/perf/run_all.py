"""``make bench``: run every ``tests/perf/bench_*.py``, print one JSON line per figure, then a
table of each figure against its budget (``budgets.toml``) and the last recorded baseline
(``baseline.json``). Exits 1 when the gate fails, so a slower change stops the work.

Each bench module exposes ``run() -> list[Figure]``. A figure is measured against a floor taken in
the same run (``ratio = value / floor``), so the numbers mean something on a noisy machine.

The gate is counted, not timed (tests/perf/README.md, "Counted, not timed"): it fails when a
counted figure (instructions, ``bench_counts``) rises more than ``COUNT_TOLERANCE`` over the
baseline (a start's count by its ratio to the bare window counted in the same run; a floor, and a
count that does not repeat between two runs of one tree, reported and not gated, with why), or
when a budget of a figure that is not a time is missed (a counted ratio, keystroke groups,
records lost). A time's budget is reported beside it, and does not gate: times on a shared
machine do not repeat. ``--counts-only`` runs the counted figures alone (the inner loop),
``--counted SCENARIO`` those of one scenario of ``bench_counts.SCENARIOS`` alone;
``--record`` writes this run's values as the new baseline (its commit says why). A counted run
that fails or does not end (``CountingError``: killed after its limit, and named) fails the gate
too, with its sentence; the other bench modules still run.
"""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from tests.perf import bench_counts, budgets
from tests.perf.budgets import Verdict
from tests.perf.counting import CountingError
from tests.perf.figure import Figure

BASELINE_FILE = Path(__file__).with_name("baseline.json")
COUNTS_MODULE = "tests.perf.bench_counts"
COUNT_TOLERANCE = 0.01  # a count may rise 1 % over its baseline; callgrind repeats within 0.1 %


def discover() -> list[str]:
    """Names of the bench modules, in a stable order."""
    here = Path(__file__).parent
    return sorted(
        f"tests.perf.{info.name}"
        for info in pkgutil.iter_modules([str(here)])
        if info.name.startswith("bench_")
    )


def read_baseline(path: Path | None = None) -> dict[str, float]:
    """The values of the last recorded run, by figure name (empty when none was recorded)."""
    path = path or BASELINE_FILE
    if not path.exists():
        return {}
    recorded = json.loads(path.read_text(encoding="utf-8"))
    return {name: float(value) for name, value in recorded["values"].items()}


def write_baseline(figures: Sequence[Figure], path: Path | None = None) -> None:
    """Record ``figures`` as the baseline, keeping figures this run did not measure."""
    path = path or BASELINE_FILE
    values = read_baseline(path)
    values.update({figure.name: round(figure.value, 4) for figure in figures})
    text = json.dumps({"values": dict(sorted(values.items()))}, indent=2)
    path.write_text(text + "\n", encoding="utf-8")


def _measured(verdict: Verdict) -> str:
    figure = verdict.figure
    # A count is shown whole: its gate is a 1 % rise.
    text = (
        f"{figure.value:,.0f} {figure.unit}"
        if figure.counted
        else f"{figure.value:,.4g} {figure.unit}"
    )
    return text if figure.ratio is None else f"{text} ({figure.ratio:.3g}x)"


def _budget(verdict: Verdict) -> str:
    if verdict.budget is None:
        return ""
    if verdict.bound is None:
        return f"{verdict.budget.relative_to} not measured"
    sign = ">=" if verdict.budget.on == "value_at_least" else "<="
    what = "ratio" if verdict.budget.on == "ratio" else "value"
    return f"{what} {sign} {verdict.bound:,.4g}"


def _change(verdict: Verdict, baseline: dict[str, float]) -> str:
    figure = verdict.figure
    before = baseline.get(figure.name)
    if before is None:
        return "new"
    if before == 0:
        return "=" if figure.value == 0 else f"from 0 to {figure.value:,.4g}"
    change = (figure.value - before) / before
    if not figure.counted:
        return f"{change:+.1%}"
    if not figure.gated:
        return f"{change:+.2%} (not gated)"
    held = _against_baseline(figure, baseline)
    if held is None or not figure.floor_name:
        return f"{change:+.2%}"
    now, ratio_before = held
    return f"{change:+.2%}; ratio {(now - ratio_before) / ratio_before:+.2%}"


def table(verdicts: Sequence[Verdict], baseline: dict[str, float]) -> str:
    """The closing table: figure, measured, budget, holds, change from the baseline."""
    verdict_words = {True: "yes", False: "MISSED", None: ""}
    rows = [("figure", "measured", "budget", "holds", "vs baseline")]
    rows += [
        (
            verdict.figure.name,
            _measured(verdict),
            _budget(verdict),
            "over, not yet held"
            if verdict.holds is False and verdict.figure.unheld
            else verdict_words[verdict.holds],
            _change(verdict, baseline),
        )
        for verdict in verdicts
    ]
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    lines = [
        "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True))
        for row in rows
    ]
    lines.insert(1, "  ".join("-" * width for width in widths))
    return "\n".join(line.rstrip() for line in lines)


def _against_baseline(figure: Figure, baseline: Mapping[str, float]) -> tuple[float, float] | None:
    """What is gated of ``figure`` and its baseline's: its ratio to its floor and the baseline's
    (both counted in one run each), else the two counts; None when the baseline has no value."""
    before = baseline.get(figure.name)
    if not before:
        return None
    if not figure.floor_name:
        return figure.value, before
    floor_before = baseline.get(figure.floor_name)
    if not floor_before or figure.ratio is None:
        return None
    return figure.ratio, before / floor_before


def count_rises(figures: Sequence[Figure], baseline: Mapping[str, float]) -> list[str]:
    """The gated counts more than ``COUNT_TOLERANCE`` over their baseline, each described: a
    count with a floor by its ratio to the floor, the floor itself not at all."""
    rises = []
    for figure in figures:
        held = _against_baseline(figure, baseline) if figure.gated else None
        if held is None:
            continue
        now, before = held
        if now > before * (1 + COUNT_TOLERANCE):
            told = (
                f"{figure.value:,.0f} against {before:,.0f}"
                if not figure.floor_name
                else f"{now:.4f}x {figure.floor_name} against {before:.4f}x"
            )
            rises.append(f"{figure.name} ({told}, {(now - before) / before:+.2%})")
    return rises


def gate(verdicts: Sequence[Verdict], baseline: dict[str, float]) -> list[str]:
    """What fails the run: each counted figure risen over its baseline, and each budget missed by
    a figure that is not a time."""
    missed = [
        verdict.figure.name
        for verdict in verdicts
        if verdict.holds is False and not verdict.figure.timed and not verdict.figure.unheld
    ]
    return [*count_rises([verdict.figure for verdict in verdicts], baseline), *missed]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benches named on the command line (default: all); 1 when a budget is missed."""
    parser = argparse.ArgumentParser(prog="python -m tests.perf.run_all")
    parser.add_argument("benches", nargs="*", help="bench modules to run, e.g. bench_ui")
    parser.add_argument("--record", action="store_true", help="record this run as the baseline")
    parser.add_argument(
        "--counts-only", action="store_true", help="only the counted figures (bench_counts)"
    )
    parser.add_argument(
        "--counted",
        action="append",
        default=[],
        choices=sorted({**bench_counts.SCENARIOS, **bench_counts.LONG_SCENARIOS}),
        help="only this counted scenario (repeatable; implies --counts-only)",
    )
    args = parser.parse_args(argv)
    wanted = set(args.benches)
    if args.counts_only or args.counted:
        wanted = {COUNTS_MODULE.rsplit(".", 1)[-1]}
    declared = budgets.load()
    figures: list[Figure] = []
    stopped: list[str] = []  # the bench modules a failed counted run stopped, each with why
    for name in discover():
        if wanted and name.rsplit(".", 1)[-1] not in wanted:
            continue
        try:
            module = importlib.import_module(name)
            measured = module.run(args.counted) if name == COUNTS_MODULE else module.run()
        except CountingError as error:
            stopped.append(f"{name.rsplit('.', 1)[-1]} stopped: {str(error).splitlines()[0]}")
            print(f"\nmake bench: {name} stopped: {error}\n", file=sys.stderr, flush=True)
            continue
        figures.extend(measured)
        # A budget relative to another figure is judged against that figure of the same module.
        for verdict in budgets.judge(figures, declared)[-len(measured) :] if measured else []:
            print(json.dumps(verdict.as_json()), flush=True)
    verdicts = budgets.judge(figures, declared)
    baseline = read_baseline()
    failed = [*stopped, *gate(verdicts, baseline)]
    summary = {
        "summary": True,
        "figures": len(figures),
        "budgets_held": [verdict.figure.name for verdict in verdicts if verdict.holds],
        "budgets_missed": [verdict.figure.name for verdict in verdicts if verdict.holds is False],
        "gate_failed_by": failed,
    }
    print(json.dumps(summary), flush=True)
    print()
    print(table(verdicts, baseline))
    if args.record:
        write_baseline(figures)
    if failed:
        print(f"\nmake bench: the gate failed ({len(failed)}): {'; '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

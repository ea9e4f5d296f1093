"""``make bench``: run every ``tests/perf/bench_*.py`` and print one JSON line per figure.

Each bench module exposes ``run() -> list[Figure]``. A figure is measured against a floor taken in
the same run (``ratio = value / floor``), so the numbers mean something on a noisy machine.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import sys
from pathlib import Path

from tests.perf.figure import Figure


def discover() -> list[str]:
    """Names of the bench modules, in a stable order."""
    here = Path(__file__).parent
    return sorted(
        f"tests.perf.{info.name}"
        for info in pkgutil.iter_modules([str(here)])
        if info.name.startswith("bench_")
    )


def main(argv: list[str] | None = None) -> int:
    """Run the benches named on the command line (default: all) and print their figures."""
    wanted = set(argv if argv is not None else sys.argv[1:])
    figures: list[Figure] = []
    for name in discover():
        if wanted and name.rsplit(".", 1)[-1] not in wanted:
            continue
        for figure in importlib.import_module(name).run():
            print(json.dumps(figure.as_json()), flush=True)
            figures.append(figure)
    held = [f.name for f in figures if f.holds is True]
    missed = [f.name for f in figures if f.holds is False]
    summary = {
        "summary": True,
        "figures": len(figures),
        "budgets_held": held,
        "budgets_missed": missed,
    }
    print(json.dumps(summary), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The counted gate, end to end on a small scenario under callgrind: work worth 2 % of the
scenario's whole count, planted in the catalogue's filter, fails it; none planted passes it, the
same scenario counted again. A counted run that never ends is killed after its limit, named.

Each count runs ``tests/perf/count_sample.py`` under valgrind (about 15 s, uninstrumented until
the filter starts); the three run side by side. The run that never ends takes its limit, 45 s.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from app.counter.config.paths import HOME_ENV, AppPaths
from tests.perf import count_sample, run_all
from tests.perf.counting import ProbeHung, available, count
from tests.perf.figure import COUNTED_UNIT, Figure
from tests.perf.procfs import gone

# Under callgrind, uninstrumented: Python's start and one part counted take 5-20 s on the loaded
# 2-core machine.
HUNG_LIMIT_S = 45.0
# A counted run (argv[1]: a file for its own process number) that counts one part, then sleeps.
NEVER_ENDS = """
import os, sys, time
from tests.perf.counting import mark, restart
restart()
mark("the one part")
open(sys.argv[1], "w").write(str(os.getpid()))
time.sleep(3600)
"""
# The needless iterations, at each of the 12 keys typed, that make about 2 % of the filter's
# whole count (measured: 26,750,723 instructions alone, 27,2xx,xxx with 105 iterations).
PLANTED = 140

pytestmark = pytest.mark.skipif(not available(), reason="valgrind is not installed (make valgrind)")


def _count(planted: int) -> int:
    env: Mapping[str, str] = {**os.environ, count_sample.PLANT_ENV: str(planted)}
    parts = count(["-m", count_sample.__name__], env, from_start=False)
    return parts[count_sample.PART]


@pytest.fixture(scope="module")
def counts() -> tuple[int, int, int]:
    """The filter counted twice as it is, and once with the planted work."""
    with ThreadPoolExecutor(3) as pool:
        first, again, planted = pool.map(_count, (0, 0, PLANTED))
    return first, again, planted


def _gate(value: int, baseline: int) -> list[str]:
    figure = Figure("count_catalogue_filter", value, COUNTED_UNIT)
    return run_all.count_rises([figure], {figure.name: baseline})


def test_work_worth_2_percent_planted_in_the_catalogue_filter_fails_the_gate(
    counts: tuple[int, int, int],
) -> None:
    first, _, planted = counts
    rise = (planted - first) / first
    assert 0.015 <= rise <= 0.025, f"the planted work is worth {rise:.2%}, not about 2 %"
    failed = _gate(planted, first)
    assert len(failed) == 1
    assert failed[0].startswith("count_catalogue_filter (")


def test_the_same_filter_counted_again_passes_the_gate(counts: tuple[int, int, int]) -> None:
    first, again, _ = counts
    assert abs(again - first) / first < 0.001  # counts repeat far inside the 1 % allowed
    assert _gate(again, first) == []


def test_a_counted_run_that_does_not_end_is_killed_and_named(tmp_path: Path) -> None:
    pid_file = tmp_path / "pid"
    home = AppPaths.under(tmp_path / "home")
    home.log_file.parent.mkdir(parents=True)
    home.log_file.write_text("ERROR app.ui.crash: a slot failed\n", encoding="utf-8")
    with pytest.raises(ProbeHung) as hung:
        count(
            ["-c", NEVER_ENDS, str(pid_file)],
            {**os.environ, HOME_ENV: str(tmp_path / "home")},
            from_start=False,
            limit_s=HUNG_LIMIT_S,
            name="the sleeping probe",
        )
    told = str(hung.value)
    assert told.splitlines()[0] == (
        "the counted run of the sleeping probe did not end within 45 s (after its part "
        "'the one part'): killed, with every process it started."
    )
    # valgrind's own process, asleep, then what the app's log said last.
    assert "valgrind.bin " in told.splitlines()[2]
    assert told.endswith("The app's log ended:\nERROR app.ui.crash: a slot failed\n")
    pid = int(pid_file.read_text())
    assert gone(pid), "valgrind's process is still there"
    assert not list(Path(tempfile.gettempdir()).glob(f"vgdb-pipe-*-{pid}-by-*"))

"""A counted run never hangs the gate (``tests.perf.counting.finished``): a probe that does not end
is killed after its limit with every process it started, and the gate fails naming it and the
last part it counted; one that ends leaves nothing running behind it, and says as much as it
likes. Real processes, no valgrind: in the fast tier.
"""

from __future__ import annotations

import os
import sys
import time
import types
from pathlib import Path

import pytest

from tests.perf import run_all
from tests.perf.counting import POSIX_PROBES, ProbeHung, finished
from tests.perf.procfs import gone

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason=POSIX_PROBES)

LIMIT_S = 3.0
# A probe's process (``python -c``, argv[1] its folder) that starts a child which sleeps, notes
# the child's number, then writes a callgrind part as a counted run would, and sleeps for ever.
NEVER_ENDS = """
import os, subprocess, sys, time
folder = sys.argv[1]
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)"])
open(os.path.join(folder, "child"), "w").write(str(child.pid))
with open(os.path.join(folder, f"cg.{os.getpid()}.1"), "w") as part:
    part.write("desc: Trigger: dump turn: credits\\nsummary: 5\\n")
print("sleeping", flush=True)
time.sleep(3600)
"""
# One that ends at once, a child of it still asleep, after 1 MiB on its stdout (16 times what a
# pipe holds).
ENDS = """
import os, subprocess, sys
folder = sys.argv[1]
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)"])
open(os.path.join(folder, "child"), "w").write(str(child.pid))
sys.stdout.write("x" * 2**20)
"""


def _child(folder: Path) -> int:
    return int((folder / "child").read_text())


def test_a_probe_that_never_ends_is_killed_with_its_child_and_named(tmp_path: Path) -> None:
    started = time.monotonic()
    with pytest.raises(ProbeHung) as hung:
        finished(
            [sys.executable, "-c", NEVER_ENDS, str(tmp_path)],
            os.environ,
            tmp_path,
            "the test's sleeping probe",
            LIMIT_S,
        )
    took = time.monotonic() - started
    assert LIMIT_S <= took < LIMIT_S + 5
    told = str(hung.value).splitlines()
    assert told[0] == (
        "the counted run of the test's sleeping probe did not end within 3 s (after "
        "its part 'turn: credits'): killed, with every process it started."
    )
    # What each of its two processes was doing: asleep, the probe's child by its number.
    assert told[1] == "Its processes then:"
    child = _child(tmp_path)
    assert len(told[2:4]) == 2 and all(": 1 S " in line for line in told[2:4])
    assert told[3].startswith(f"  {child} {sys.executable} -c import time; time.sleep(3600):")
    assert told[4] == "Its stderr ended:"
    assert gone(child), "the probe's own child was left running"


def test_a_probe_that_ends_leaves_no_child_and_keeps_all_it_said(tmp_path: Path) -> None:
    code, said, _errors = finished(
        [sys.executable, "-c", ENDS, str(tmp_path)], os.environ, tmp_path, "a probe", 60.0
    )
    assert code == 0
    assert said == "x" * 2**20
    assert gone(_child(tmp_path)), "a child the probe left would be there for the next one"


def test_make_bench_fails_naming_the_probe_that_did_not_end(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def run() -> list[object]:
        command = [sys.executable, "-c", NEVER_ENDS, str(tmp_path)]
        finished(command, os.environ, tmp_path, "python -m tests.perf.bench_bank", LIMIT_S)
        return []

    module = types.ModuleType("tests.perf.bench_counts_fake")
    module.run = run  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setattr(run_all, "discover", lambda: [module.__name__])
    monkeypatch.setattr(run_all, "BASELINE_FILE", tmp_path / "baseline.json")
    assert run_all.main([]) == 1
    out = capsys.readouterr().out
    assert (
        "make bench: the gate failed (1): bench_counts_fake stopped: the counted run of python "
        "-m tests.perf.bench_bank did not end within 3 s (after its part "
        "'turn: credits'): killed, with every process it started." in out
    )
    assert gone(_child(tmp_path))

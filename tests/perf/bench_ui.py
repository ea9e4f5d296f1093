"""Desktop app figures: start-up to a filled catalogue, and the longest stall of the event loop.

Each figure is measured in fresh processes. The start-up runs the real ``counterdesk`` start path
(embedded sandbox, offscreen) against a bare PySide6 window started the same way, as its floor.
The stall figure drives the app's own catalogue load of 500 items from a sandbox running in
another process (so the sandbox never competes with the app for the interpreter), with a 10 ms
heartbeat timer on the app's event loop.

``python -m tests.perf.bench_ui probe startup|stall`` is the app side of each measurement.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.perf.figure import Figure

RUNS = 5
LOADS = 3
CATALOGUE_SIZE = 500
SHOWN = "shown"
BARE_WINDOW = f"""
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1280, 800)
window.show()
app.processEvents()
print({SHOWN!r}, flush=True)
"""


def _environment(home: Path, **extra: str) -> dict[str, str]:
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "COUNTERDESK_HOME": str(home),
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
        **extra,
    }


def _time_until_shown(command: list[str], env: dict[str, str]) -> float:
    """Milliseconds from starting ``command`` to its ``shown`` line; the process then ends."""
    started = time.perf_counter()
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env) as process:
        assert process.stdout is not None
        line = process.stdout.readline().strip()
        elapsed = (time.perf_counter() - started) * 1000
        process.wait(timeout=60)
    if line != SHOWN or process.returncode != 0:
        raise RuntimeError(f"{command[-1]} did not show its window (exit {process.returncode})")
    return elapsed


def startup_figure() -> Figure:
    """Median start-up of the app to a filled catalogue, against a bare PySide6 window."""
    with tempfile.TemporaryDirectory(prefix="bench-ui-") as scratch:
        env = _environment(Path(scratch))
        app = [sys.executable, "-m", "tests.perf.bench_ui", "probe", "startup"]
        bare = [sys.executable, "-c", BARE_WINDOW]
        app_ms, bare_ms = [], []
        for _ in range(RUNS):  # interleaved, so that both meet the same machine load
            app_ms.append(_time_until_shown(app, env))
            bare_ms.append(_time_until_shown(bare, env))
    return Figure(
        name="ui_start_to_catalogue_shown",
        value=statistics.median(app_ms),
        unit="ms",
        floor=statistics.median(bare_ms),
        budget=3.0,
        note=f"median of {RUNS}; embedded sandbox, offscreen; floor: a bare PySide6 window",
    )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_for_port(port: int, process: subprocess.Popen[bytes], seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError("the sandbox ended before it served")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("the sandbox did not start")


def stall_figure() -> Figure:
    """The longest heartbeat gap while the app loads a 500-item catalogue (3 times per module)."""
    from app.sandbox import SANDBOX_KEYS

    with tempfile.TemporaryDirectory(prefix="bench-ui-") as scratch:
        port = _free_port()
        sandbox = subprocess.Popen(
            [
                sys.executable,
                "-c",
                "import sys; from app.cli import sandbox_main; sys.exit(sandbox_main())",
                "--port",
                str(port),
                "--db",
                str(Path(scratch) / "big.db"),
                "--catalogue-size",
                str(CATALOGUE_SIZE),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            _wait_for_port(port, sandbox)
            env = _environment(Path(scratch), COUNTERDESK_API_KEY=SANDBOX_KEYS["demo"])
            probe = [sys.executable, "-m", "tests.perf.bench_ui", "probe", "stall"]
            done = subprocess.run(
                [*probe, f"http://127.0.0.1:{port}"],
                capture_output=True,
                text=True,
                env=env,
                timeout=300,
                check=True,
            )
        finally:
            sandbox.terminate()
            sandbox.wait(timeout=30)
    measured = json.loads(done.stdout.strip().splitlines()[-1])
    return Figure(
        name="ui_longest_stall_loading_500",
        value=measured["longest_gap_ms"],
        unit="ms",
        budget=50.0,
        budget_on="value",
        note=(
            f"10 ms heartbeat; {LOADS} loads each of {CATALOGUE_SIZE} activities and "
            f"{CATALOGUE_SIZE} boat departures; median load {measured['median_load_ms']:.0f} ms"
        ),
    )


def run() -> list[Figure]:
    """The desktop app's figures."""
    return [startup_figure(), stall_figure()]


# --- the app side ---------------------------------------------------------------------------


def _probe(kind: str, base_url: str | None) -> int:
    from PySide6.QtCore import QTimer

    from app.domain.modules import Module
    from app.ui.desk import Desk
    from app.ui.launch import LaunchOptions, run_app
    from app.ui.paths import AppPaths

    async def shown(desk: Desk) -> int:
        handle = desk.window.windowHandle()
        while not (desk.window.catalogue.model.rowCount() and handle and handle.isExposed()):
            await asyncio.sleep(0.005)
        print(SHOWN, flush=True)
        return 0

    async def stall(desk: Desk) -> int:
        gaps: list[float] = []
        last = time.perf_counter()

        def beat() -> None:
            nonlocal last
            now = time.perf_counter()
            gaps.append((now - last) * 1000)
            last = now

        heartbeat = QTimer()
        heartbeat.setInterval(10)
        heartbeat.timeout.connect(beat)
        loads: list[float] = []
        day = desk.window.catalogue.toolbar.travel_date
        for _ in range(LOADS):
            for module in Module:
                await asyncio.sleep(0.05)  # the heartbeat settles between loads
                gaps.clear()
                last = time.perf_counter()
                heartbeat.start()
                started = time.perf_counter()
                entries = await desk.catalogue.load_catalogue(module, day)
                loads.append((time.perf_counter() - started) * 1000)
                await asyncio.sleep(0.02)
                heartbeat.stop()
                if entries is None or len(entries) != CATALOGUE_SIZE:
                    raise RuntimeError(f"{module} catalogue not loaded")
                longest = max([*gaps, 0.0])
                loads_longest.append(longest)
        print(
            json.dumps(
                {
                    "longest_gap_ms": max(loads_longest),
                    "median_load_ms": statistics.median(loads),
                }
            ),
            flush=True,
        )
        return 0

    loads_longest: list[float] = []
    scenario = shown if kind == "startup" else stall
    return run_app(LaunchOptions(AppPaths.for_user(), base_url), scenario)


if __name__ == "__main__":
    if sys.argv[1:2] != ["probe"] or sys.argv[2:3] not in (["startup"], ["stall"]):
        sys.exit("usage: python -m tests.perf.bench_ui probe startup|stall [BASE_URL]")
    sys.exit(_probe(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None))

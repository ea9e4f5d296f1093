"""The embedded sandbox's own process: it announces its address, serves, and ends with the app."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from app.api.client import JSON_CONTENT_TYPE
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Environment, Settings, save_settings
from app.counter.link import sandbox_process
from app.counter.link.sandbox_process import (
    SANDBOX_FLAG,
    SandboxNotStarted,
    SandboxProcess,
    child_command,
    start_early,
)
from app.sandbox import SANDBOX_KEYS
from tests.counter.sockets import refuses


@pytest.fixture
def served(tmp_path: Path) -> Iterator[SandboxProcess]:
    process = SandboxProcess(tmp_path / "data" / "sandbox.db", tmp_path / "sandbox.log")
    try:
        yield process.wait_ready()
    finally:
        process.stop()


def test_it_announces_its_address_and_answers_at_once(served: SandboxProcess) -> None:
    assert served.base_url.startswith("http://127.0.0.1:")
    assert served.demo_key == SANDBOX_KEYS["demo"]
    # Sent right after the announcement: the listening socket holds it until uvicorn accepts.
    reply = httpx.post(
        f"{served.base_url}/api/wallet_balance.php",
        headers={"X-API-Key": served.demo_key, "Content-Type": JSON_CONTENT_TYPE},
        json={"request_id": "wallet-at-once-1"},
    )
    assert reply.status_code == 200, reply.text
    assert reply.json()["status"] == "SUCCESS"


def test_stop_ends_it_cleanly_and_keeps_the_database(tmp_path: Path) -> None:
    process = SandboxProcess(tmp_path / "data" / "sandbox.db").wait_ready()
    process.stop()
    assert not process.running
    assert process._process.returncode == 0
    assert (tmp_path / "data" / "sandbox.db").exists()
    assert refuses(process.base_url)
    process.stop()  # a second stop is harmless


def test_it_ends_when_the_app_is_killed(tmp_path: Path) -> None:
    parent = textwrap.dedent(
        f"""
        import sys, time
        from pathlib import Path
        from app.counter.link.sandbox_process import SandboxProcess
        process = SandboxProcess(Path({str(tmp_path / "sandbox.db")!r})).wait_ready()
        print(process.base_url, flush=True)
        time.sleep(120)
        """
    )
    with subprocess.Popen([sys.executable, "-c", parent], stdout=subprocess.PIPE, text=True) as app:
        assert app.stdout is not None
        base_url = app.stdout.readline().strip()
        assert not refuses(base_url)
        app.kill()  # no clean-up runs: only the closed pipe tells the child
    deadline = time.monotonic() + 15
    while not refuses(base_url):
        assert time.monotonic() < deadline, "the sandbox outlived the app"
        time.sleep(0.05)


def test_a_database_it_cannot_open_is_reported_in_staffs_words(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    not_a_database = tmp_path / "sandbox.db"
    not_a_database.write_bytes(b"this is not SQLite" * 100)
    process = SandboxProcess(not_a_database)
    damaged = r"^its database file is damaged or is not a sandbox's$"
    with pytest.raises(SandboxNotStarted, match=damaged):
        process.wait_ready()
    assert not process.running
    # SQLite's own words are the log's.
    assert "file is not a database" in caplog.text


def test_a_child_that_never_answers_is_stopped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    silent = [sys.executable, "-c", "import time; time.sleep(60)"]
    monkeypatch.setattr(sandbox_process, "child_command", lambda _db: silent)
    process = SandboxProcess(tmp_path / "sandbox.db")
    started = time.monotonic()
    with pytest.raises(RuntimeError, match=r"^no answer within 1 s$"):
        process.wait_ready(timeout_s=1.0)
    assert time.monotonic() - started < 30
    assert not process.running


def test_a_child_that_ends_is_said_by_its_exit_code_its_last_words_logged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    # As under the Windows tier's Python, whose child could not import the app.
    failing = [sys.executable, "-c", "import app.no_such_part"]
    monkeypatch.setattr(sandbox_process, "child_command", lambda _db: failing)
    log = tmp_path / "logs" / "sandbox.log"
    log.parent.mkdir()
    log.write_text("an earlier run's last words\n", encoding="utf-8")
    with pytest.raises(SandboxNotStarted, match=r"^its process ended with exit code 1$"):
        SandboxProcess(tmp_path / "sandbox.db", log).wait_ready()
    # Its own words (a Python error's) go to the log, for support; not the earlier run's.
    said = "ModuleNotFoundError: No module named 'app.no_such_part'"
    assert said in caplog.text and "an earlier run's last words" not in caplog.text
    # With no log, or nothing written in it by this child, the exit code alone.
    quiet = [sys.executable, "-c", "raise SystemExit(3)"]
    monkeypatch.setattr(sandbox_process, "child_command", lambda _db: quiet)
    with pytest.raises(RuntimeError, match=r"^its process ended with exit code 3$"):
        SandboxProcess(tmp_path / "sandbox.db").wait_ready()
    with pytest.raises(RuntimeError, match=r"^its process ended with exit code 3$"):
        SandboxProcess(tmp_path / "sandbox.db", log).wait_ready()


def test_the_child_is_this_program_again(monkeypatch: pytest.MonkeyPatch) -> None:
    db = Path("/data/sandbox.db")
    assert child_command(db) == [sys.executable, "-m", "app.cli", SANDBOX_FLAG, str(db)]
    monkeypatch.setattr(sys, "frozen", True, raising=False)  # as PyInstaller sets it
    assert child_command(db) == [sys.executable, SANDBOX_FLAG, str(db)]


def test_it_starts_early_only_for_the_embedded_sandbox(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path)
    assert start_early(paths, "https://partner.example.in") is None
    live = Settings(environment=Environment.LIVE).with_base_url("https://partner.example.in")
    save_settings(paths.settings_file, live)
    assert start_early(paths, None) is None
    save_settings(paths.settings_file, Settings())
    process = start_early(paths, None)
    assert process is not None
    try:
        assert process.wait_ready().base_url.startswith("http://127.0.0.1:")
    finally:
        process.stop()

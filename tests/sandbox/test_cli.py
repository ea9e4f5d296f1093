"""``counterdesk-sandbox``: printing the keys, serving a database file, refusing a mismatch."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from app.cli import sandbox_main
from app.sandbox import SANDBOX_KEYS
from tests.sandbox.helpers import JSON_TYPE, PATHS

# How long the command may take to listen before it is taken as hung.
START_LIMIT_S = 120


def test_print_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert sandbox_main(["--print-keys"]) == 0
    keys = json.loads(capsys.readouterr().out)
    assert keys == SANDBOX_KEYS
    assert set(keys) == {"demo", "second_tenant", "disabled"}


def _script() -> list[str]:
    installed = shutil.which("counterdesk-sandbox", path=str(Path(sys.executable).parent))
    if installed:
        return [installed]
    return [
        sys.executable,
        "-c",
        "import sys; from app.cli import sandbox_main; sys.exit(sandbox_main())",
    ]


def test_the_installed_command_prints_the_keys() -> None:
    done = subprocess.run([*_script(), "--print-keys"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert json.loads(done.stdout)["demo"] == SANDBOX_KEYS["demo"]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def wait_until_serving(base: str) -> None:
    """Wait until the sandbox command at ``base`` answers; fail past a hang's limit (a Windows
    Python under Wine on a busy 2-core machine took over 20 s to import the sandbox and listen)."""
    deadline = time.monotonic() + START_LIMIT_S
    while True:
        try:
            httpx.get(base + "/openapi.json")
            return
        except httpx.TransportError:
            assert time.monotonic() < deadline, "the sandbox did not start"
            time.sleep(0.1)


def test_the_command_serves_all_six_endpoints(tmp_path: Path) -> None:
    port = _free_port()
    db = tmp_path / "x.db"
    server = subprocess.Popen(
        [*_script(), "--port", str(port), "--db", str(db), "--clock", "2026-12-01T10:00:00+05:30"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        headers = {"X-API-KEY": SANDBOX_KEYS["demo"], "Content-Type": JSON_TYPE}
        wait_until_serving(base)
        with httpx.Client(base_url=base, headers=headers) as http:
            assert http.get(PATHS["content"], params={"module": "ACTIVITY"}).status_code == 200
            found = http.get(
                PATHS["search_availability"], params={"module": "ACTIVITY", "date": "2026-12-05"}
            ).json()["data"][0]
            booked = http.post(
                PATHS["create_booking"],
                json={
                    "request_id": "cli-1",
                    "module_type": "ACTIVITY",
                    "qty": 1,
                    "travel_date": "2026-12-05",
                    "availability_id": found["availability_id"],
                    "slot_id": found["slot"]["slot_id"],
                    "customer_name": "Asha Rao",
                    "customer_email": "asha@example.in",
                    "customer_phone": "9876543210",
                },
                headers=headers,
            )
            assert booked.status_code == 201
            ref = booked.json()["booking_ref"]
            for name, body in (
                ("booking_status", {"booking_ref": ref, "module_type": "ACTIVITY"}),
                (
                    "cancel_booking",
                    {"booking_ref": ref, "module_type": "ACTIVITY", "action": "QUOTE", "qty": 1},
                ),
                ("wallet_balance", {}),
            ):
                reply = http.post(
                    PATHS[name], json={"request_id": f"cli-{name}", **body}, headers=headers
                )
                assert reply.status_code == 200, reply.text
    finally:
        server.terminate()
        server.wait(timeout=120)
    assert db.exists()


def test_another_catalogue_size_for_an_existing_database_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from app.sandbox import SandboxConfig
    from app.sandbox.context import SandboxContext

    db = tmp_path / "made.db"
    SandboxContext(SandboxConfig(db_path=db, catalogue_size=20)).db.close()
    assert sandbox_main(["--db", str(db), "--catalogue-size", "30", "--port", "0"]) == 2
    assert "catalogue size 20" in capsys.readouterr().err

"""What the app writes is its user's alone: folders 0700 and files 0600 on POSIX, after a whole
sale, whatever the umask it was started with, and what an earlier version left open tightened."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.counter.config.paths import AppPaths
from app.journal.store import DATABASE_NAME
from app.private_access import PRIVATE_FILE, PRIVATE_FOLDER, tighten
from app.sandbox import EmbeddedSandbox
from tests.ui.helpers.private_sale import SHIFT_PDF, modes
from tests.ui.helpers.sales import DAY

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX modes")


def test_a_whole_sale_leaves_every_file_and_folder_private(
    tmp_path: Path, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    home = AppPaths.under(tmp_path / "home")
    # Left by an earlier version, open to all: tightened at the start.
    home.config.mkdir(parents=True, mode=0o755)
    old = home.config / "old-notes.txt"
    old.write_text("kept before", encoding="utf-8")
    old.chmod(0o644)
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
        "COUNTERDESK_API_KEY": sales_sandbox.demo_key,
        "COUNTERDESK_HOME": str(tmp_path / "home"),
    }
    # Started as a careless shell would start it: umask 022, everything readable by all.
    careless = ["/bin/sh", "-c", 'umask 022 && exec "$0" "$@"']
    # The sale changes its sandbox: the module's own (the shared one stays as seeded).
    command = [
        *careless,
        sys.executable,
        "-m",
        "tests.ui.helpers.private_sale",
        sales_sandbox.base_url,
    ]
    output, errors = tmp_path / "stdout.txt", tmp_path / "stderr.txt"
    with output.open("w") as stdout, errors.open("w") as stderr:
        app = subprocess.Popen([*command, DAY.isoformat()], env=env, stdout=stdout, stderr=stderr)
        # Qt's events served while the app runs (as the other tests starting the app do).
        qtbot.waitUntil(lambda: app.poll() is not None, timeout=120_000)
    assert app.returncode == 0, errors.read_text()
    printed = output.read_text()
    root = home.data.parent
    # While the app ran (the journal's -wal and -shm beside it), then once it had stopped.
    running: dict[str, int] = json.loads(printed.splitlines()[-1])
    journal = home.journal
    for open_file in (DATABASE_NAME, f"{DATABASE_NAME}-wal", f"{DATABASE_NAME}-shm"):
        assert running[str((journal / open_file).relative_to(root))] == PRIVATE_FILE
    written = {**running, **modes(root)}
    expected = {
        journal / DATABASE_NAME,
        home.settings_file,
        home.log_file,
        home.data / SHIFT_PDF,
        old,
    }
    drafted = [p for p in journal.rglob("*.sealed") if "draft" in str(p.relative_to(journal))]
    assert drafted, sorted(written)  # the draft's passport scan is on disk
    assert list(home.reports.glob("Z-*.pdf")), sorted(written)
    for path in expected:
        assert path.exists(), path
    folders = {name: mode for name, mode in written.items() if (root / name).is_dir()}
    files = {name: mode for name, mode in written.items() if name not in folders}
    assert {n for n in folders if "scans" in n}, sorted(folders)
    assert folders == dict.fromkeys(folders, PRIVATE_FOLDER)
    assert files == dict.fromkeys(files, PRIVATE_FILE)


def test_tighten_leaves_links_alone_and_closes_the_rest(tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("not the app's", encoding="utf-8")
    outside.chmod(0o644)
    folder = tmp_path / "data"
    (folder / "inner").mkdir(parents=True, mode=0o755)
    (folder / "inner" / "a.txt").write_text("a", encoding="utf-8")
    (folder / "inner" / "a.txt").chmod(0o666)
    (folder / "link").symlink_to(outside)
    tighten(folder)
    assert modes(folder) == {"inner": PRIVATE_FOLDER, "inner/a.txt": PRIVATE_FILE, "link": 0o644}
    assert outside.stat().st_mode & 0o777 == 0o644

"""This counter's GST export as a screen runs it (``run_gst_export``): written by its child
process, its progress told on the UI's loop, a failure there told to staff in the sentence they
always had, the child ended when the wait is cancelled."""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Settings
from app.counter.services.gst_export import run_gst_export
from app.journal import gst_export_process
from app.journal.store import DATABASE_NAME
from tests.journal.gst_day import DAY, day_of_sales


@pytest.fixture
def database(tmp_path: Path) -> Path:
    journal, _z_net = day_of_sales(tmp_path / "journal")
    journal.close()
    return tmp_path / "journal" / DATABASE_NAME


def test_the_export_is_written_by_its_child_and_its_progress_told_on_the_loop(
    database: Path, tmp_path: Path, run: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[list[str]] = []
    command = gst_export_process.child_command

    def counted() -> list[str]:
        started.append(command())
        return started[-1]

    monkeypatch.setattr(gst_export_process, "child_command", counted)
    told: list[tuple[int, int, bool]] = []
    loop_thread: list[int] = []

    async def export() -> tuple[str, bool]:
        import threading

        loop_thread.append(threading.get_ident())

        def progress(written: int, total: int) -> None:
            told.append((written, total, threading.get_ident() == loop_thread[0]))

        return await run_gst_export(database, tmp_path / "gst", DAY, DAY, Settings(), progress)

    text, ok = run(export(), 30_000)
    assert ok and text.startswith("GST export of") and "6 invoice" in text
    assert len(started) == 1 and started[0][-1] == gst_export_process.GST_EXPORT_FLAG
    assert len(list((tmp_path / "gst").iterdir())) == 13
    assert told == [(n, 13, True) for n in range(14)]


def test_a_folder_the_child_cannot_write_is_told_as_before(
    database: Path, tmp_path: Path, run: Any
) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    text, ok = run(
        run_gst_export(database, blocker / "gst", DAY, DAY, Settings(), lambda *_: None), 30_000
    )
    assert not ok
    assert text == "The GST export could not be written (Not a directory). Choose another folder."


def test_a_child_that_dies_is_told_as_a_failed_export(
    database: Path, tmp_path: Path, run: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    dying = [sys.executable, "-c", "import sys; sys.exit(9)"]
    monkeypatch.setattr(gst_export_process, "child_command", lambda: dying)
    text, ok = run(
        run_gst_export(database, tmp_path / "gst", DAY, DAY, Settings(), lambda *_: None), 30_000
    )
    assert not ok
    assert text == (
        "The GST export could not be written (the export's process ended with exit code 9). "
        "Choose another folder."
    )


def test_cancelling_the_wait_ends_the_child(
    database: Path,
    tmp_path: Path,
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    silent = [sys.executable, "-c", "import time; time.sleep(60)"]
    monkeypatch.setattr(gst_export_process, "child_command", lambda: silent)
    children: list[gst_export_process.ExportProcess] = []
    real = gst_export_process.ExportProcess

    class Kept(real):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any, **named: Any) -> None:
            super().__init__(*args, **named)
            children.append(self)

    monkeypatch.setattr(gst_export_process, "ExportProcess", Kept)
    task = qloop.create_task(
        run_gst_export(database, tmp_path / "gst", DAY, DAY, Settings(), lambda *_: None)
    )
    qtbot.waitUntil(lambda: bool(children))
    started = time.monotonic()
    task.cancel()
    qtbot.waitUntil(task.done, timeout=10_000)
    assert task.cancelled() and time.monotonic() - started < 10
    qtbot.waitUntil(lambda: not children[0]._child.running(), timeout=5_000)

"""An exception nobody caught is logged (redacted) and shown; the app goes on."""

from __future__ import annotations

import asyncio
import gc
import logging
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.counter.config.logs import SecretRedactor
from app.ui.crash import CrashHooks, install_hooks, run_context
from app.ui.slots import async_slot

KEY = "sandbox-demo-key-0001"


class Failing(QObject):
    """A slot with a bug in it."""

    @async_slot()
    async def explode(self) -> None:
        raise RuntimeError(f"bug near {KEY}")


def crash_dialogs() -> list[QMessageBox]:
    return [
        widget
        for widget in QApplication.topLevelWidgets()
        if isinstance(widget, QMessageBox)
        and widget.objectName() == "crashDialog"
        and widget.isVisible()
    ]


def test_a_failing_async_slot_is_logged_and_shown_not_fatal(
    qtbot: QtBot,
    qloop: Any,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    tmp_path: Path,
) -> None:
    redactor = SecretRedactor()
    redactor.add(KEY)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    install_hooks(tmp_path / "counterdesk.log", redactor.redact)
    failing = Failing()
    with caplog.at_level(logging.CRITICAL, logger="app.ui.crash"):
        failing.explode()
        qtbot.waitUntil(lambda: bool(crash_dialogs()))
    dialog = crash_dialogs()[0]
    assert "The app keeps running and what you typed is kept" in dialog.text()
    assert str(tmp_path / "counterdesk.log") in dialog.text()
    assert dialog.detailedText() == "RuntimeError: bug near [redacted]\n"
    assert not dialog.isModal()
    assert caplog.records[0].exc_info is not None
    dialog.close()
    qtbot.waitUntil(lambda: not crash_dialogs())


@pytest.fixture
def hooks(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, qapp: QApplication) -> CrashHooks:
    """The app's hooks, with the run's context, put back after the test."""
    redactor = SecretRedactor()
    redactor.add(KEY)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    installed = install_hooks(tmp_path / "counterdesk.log", redactor.redact)
    installed.context = run_context()
    return installed


def test_a_worker_threads_exception_is_logged_with_the_run_and_shown_by_the_ui_thread(
    hooks: CrashHooks, qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    def work() -> None:
        raise ValueError(f"worker bug near {KEY}")

    with caplog.at_level(logging.CRITICAL, logger="app.ui.crash"):
        worker = threading.Thread(target=work, name="counterdesk-worker-9")
        worker.start()
        worker.join()
        qtbot.waitUntil(lambda: bool(crash_dialogs()))
    (record,) = caplog.records
    assert record.getMessage().startswith("Unhandled exception in thread counterdesk-worker-9 (")
    assert "Counterdesk " in record.getMessage() and " · screen " in record.getMessage()
    dialog = crash_dialogs()[0]
    assert dialog.detailedText() == "ValueError: worker bug near [redacted]\n"
    dialog.close()
    qtbot.waitUntil(lambda: not crash_dialogs())


def test_a_task_nobody_awaited_is_logged_and_shown_a_cancelled_one_is_not(
    hooks: CrashHooks, qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    loop = asyncio.new_event_loop()
    loop.set_exception_handler(hooks.loop_exception)

    async def fails() -> None:
        raise KeyError("lost")

    with caplog.at_level(logging.ERROR, logger="app.ui.crash"):
        loop.call_exception_handler({"message": "cancelled", "exception": asyncio.CancelledError()})
        assert not crash_dialogs()
        task = loop.create_task(fails())
        loop.run_until_complete(asyncio.sleep(0))
        assert task.done()
        del task  # never awaited: the loop reports it when the task goes
        gc.collect()
        qtbot.waitUntil(lambda: bool(crash_dialogs()))
    loop.close()
    messages = [record.getMessage() for record in caplog.records]
    assert messages[0].startswith("Event loop: cancelled (Counterdesk ")
    assert messages[1].startswith(
        "Unhandled exception in the event loop: Task exception was never retrieved (Counterdesk "
    )
    assert caplog.records[1].exc_info is not None
    dialog = crash_dialogs()[0]
    assert dialog.detailedText() == "KeyError: 'lost'\n"
    dialog.close()
    qtbot.waitUntil(lambda: not crash_dialogs())

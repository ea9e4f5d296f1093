"""An exception nobody caught is logged (redacted) and shown; the app goes on."""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.counter.logs import SecretRedactor
from app.ui.crash import install_excepthook
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
    install_excepthook(tmp_path / "counterdesk.log", redactor.redact)
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

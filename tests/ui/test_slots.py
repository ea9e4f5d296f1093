"""The slot handlers still running when the app closes are ended before the journal closes; a
slot that runs alone does nothing when called again before its handler has ended."""

from __future__ import annotations

import asyncio
from typing import Any

import qasync
from PySide6.QtCore import QObject, Signal
from pytestqt.qtbot import QtBot

from app.ui.slots import async_slot, end_running_slots


class Clicks(QObject):
    """A button's click, a handler that waits for the service, and one that closes the app."""

    clicked = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.answer = asyncio.Event()
        self.seen: list[str] = []
        self.clicked.connect(self.on_click)

    @async_slot(str)
    async def on_click(self, what: str) -> None:
        self.seen.append(f"started {what}")
        try:
            await self.answer.wait()
            self.seen.append(f"answered {what}")
        finally:
            self.seen.append(f"cleaned up {what}")

    @async_slot(str, alone=True)
    async def on_print(self, what: str) -> None:
        self.seen.append(f"printing {what}")
        await self.answer.wait()
        self.seen.append(f"printed {what}")

    @async_slot()
    async def close(self) -> None:
        await end_running_slots()
        self.seen.append("closed")


def test_a_handler_still_waiting_at_the_close_is_ended_and_cleans_up_first(
    qtbot: QtBot, run: Any
) -> None:
    clicks = Clicks()
    clicks.clicked.emit("sale")
    qtbot.waitUntil(lambda: clicks.seen == ["started sale"])
    run(end_running_slots())
    # Cleaned up before the close went on; the answer, come later, reaches no one.
    assert clicks.seen == ["started sale", "cleaned up sale"]
    clicks.answer.set()
    run(asyncio.sleep(0.05))
    assert clicks.seen == ["started sale", "cleaned up sale"]


def test_a_handler_that_closes_is_not_ended_by_its_own_close(
    qtbot: QtBot, qloop: qasync.QEventLoop
) -> None:
    clicks = Clicks()
    clicks.clicked.emit("sale")
    clicks.close()
    qtbot.waitUntil(lambda: "closed" in clicks.seen)
    assert clicks.seen == ["started sale", "cleaned up sale", "closed"]


def test_a_handler_that_ended_is_not_waited_for(qtbot: QtBot, run: Any) -> None:
    clicks = Clicks()
    clicks.clicked.emit("sale")
    clicks.answer.set()
    qtbot.waitUntil(lambda: "cleaned up sale" in clicks.seen)
    run(end_running_slots())
    assert clicks.seen == ["started sale", "answered sale", "cleaned up sale"]


def test_a_slot_alone_called_again_while_it_runs_does_nothing_until_it_ends(
    qtbot: QtBot, qloop: qasync.QEventLoop
) -> None:
    clicks, other = Clicks(), Clicks()
    clicks.on_print("receipt")
    clicks.on_print("receipt")  # a double click
    other.on_print("X report")  # another object's handler runs beside it
    qtbot.waitUntil(lambda: clicks.seen == ["printing receipt"] and other.seen != [])
    clicks.answer.set()
    qtbot.waitUntil(lambda: "printed receipt" in clicks.seen)
    assert clicks.seen == ["printing receipt", "printed receipt"]
    assert other.seen == ["printing X report"]
    # Ended, a press prints again.
    clicks.on_print("receipt")
    qtbot.waitUntil(lambda: clicks.seen.count("printed receipt") == 2)
    assert clicks.seen == ["printing receipt", "printed receipt"] * 2

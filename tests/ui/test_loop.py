"""The app's loop and its worker threads."""

from __future__ import annotations

import asyncio
import sys
import threading
from typing import Any

import pytest

from app.ui.loop import UI_SWITCH_INTERVAL_S, WORKERS


def test_workers_run_off_the_ui_thread_and_hand_back_the_interpreter_lock_promptly(
    run: Any,
) -> None:
    # A worker running Python makes every callback of the UI thread wait for the lock up to
    # the switch interval: the app's loop shortens it from Python's 5 ms.
    assert sys.getswitchinterval() == pytest.approx(UI_SWITCH_INTERVAL_S)

    async def names() -> list[str]:
        return await asyncio.gather(
            *(asyncio.to_thread(lambda: threading.current_thread().name) for _ in range(WORKERS))
        )

    assert all(name.startswith("counterdesk-worker") for name in run(names()))


def test_a_screenshot_taken_inside_a_task_lets_the_other_tasks_go_on(run: Any) -> None:
    # Processing every event inside a task would run another task's wake-up inside it: asyncio
    # refuses ("Cannot enter into task") and that task never goes on.
    from PySide6.QtWidgets import QLabel

    from tests.ui.conftest import screenshot

    async def other() -> str:
        await asyncio.sleep(0)
        return "went on"

    async def main() -> str:
        waiting = asyncio.ensure_future(other())
        await asyncio.sleep(0)  # ``other`` has started and waits for its wake-up
        label = QLabel("Saving…")
        label.show()
        screenshot(label, "label_inside_a_task")
        label.close()
        return await asyncio.wait_for(waiting, 5)

    assert run(main()) == "went on"

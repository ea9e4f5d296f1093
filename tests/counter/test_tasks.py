"""Named preemptive tasks: a newer run supersedes the older one; nothing starts after closing."""

from __future__ import annotations

import asyncio
import inspect

import pytest

from app.counter.link.tasks import PreemptiveTasks


class _Work:
    """Coroutines that record that they started and can be held until cancelled."""

    def __init__(self) -> None:
        self.started: list[str] = []
        self.running = asyncio.Event()

    async def answer(self, value: str, hold: bool = False) -> str:
        self.started.append(value)
        self.running.set()
        if hold:
            await asyncio.Event().wait()
        return value


async def test_a_newer_run_of_the_same_name_cancels_the_older() -> None:
    tasks, work = PreemptiveTasks(), _Work()
    older = asyncio.ensure_future(tasks.run("search", work.answer("old", hold=True)))
    await work.running.wait()
    assert await tasks.run("search", work.answer("new")) == "new"
    with pytest.raises(asyncio.CancelledError):
        await older
    assert work.started == ["old", "new"]


async def test_nothing_starts_after_cancel_all() -> None:
    tasks, work = PreemptiveTasks(), _Work()
    running = asyncio.ensure_future(tasks.run("search", work.answer("running", hold=True)))
    await work.running.wait()
    await tasks.cancel_all()
    with pytest.raises(asyncio.CancelledError):
        await running
    late = work.answer("late")
    with pytest.raises(asyncio.CancelledError):
        await tasks.run("search", late)
    assert work.started == ["running"]
    # Closed, never to run (and no "never awaited" warning either).
    assert inspect.getcoroutinestate(late) == inspect.CORO_CLOSED

"""A slow line for one answer: an object's coroutine method held, for its first call whose first
argument is the one named, until the test lets it go, so the answer lands after the clerk has
moved on (the late-answer tests of the reschedule and of Lookup)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest


class SlowLine:
    """``owner``'s coroutine method ``name`` held for its first call whose first argument
    ``holds``, until ``line`` is set; other calls go straight through. ``asked`` has the held
    call's first argument once it is made; ``ended`` then says what became of it: "answered",
    or the exception that ended it ("CancelledError" when a newer call superseded it)."""

    def __init__(
        self,
        monkeypatch: pytest.MonkeyPatch,
        owner: object,
        name: str,
        holds: Callable[[Any], bool],
    ) -> None:
        self.line = asyncio.Event()
        self.asked: list[Any] = []
        self.ended: list[str] = []
        answer = getattr(owner, name)

        async def slow(first: Any, *args: Any) -> Any:
            if self.asked or not holds(first):
                return await answer(first, *args)
            self.asked.append(first)
            try:
                await self.line.wait()
                result = await answer(first, *args)
            except BaseException as error:
                self.ended.append(type(error).__name__)
                raise
            self.ended.append("answered")
            return result

        monkeypatch.setattr(owner, name, slow)

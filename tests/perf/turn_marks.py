"""Counted, each turn of the UI thread that does a scenario's work is a part of its own: a mark as
the turn begins closes the gap before it (the loop waiting, its polls: not reported), a mark as
it ends closes the turn. A turn runs in one callback of the loop, from where its work starts (a
click, an answer back from a worker) to where the screen has shown it, with the events it posted
to Qt (layouts, queued calls, paints) sent at its end (those due before it are sent in the gap);
the heaviest of them is what a clerk feels as a stall. Counted on the UI thread alone
(``count(..., main_thread=True)``): workers running meanwhile are not in it. The garbage
collector is off from ``start``: it runs in whichever thread's allocation crosses its threshold,
so a worker's objects would land a collection in one turn or another from run to run. Each
turn's count has the marks' own instructions in it, about 0.3 M, which an empty turn (``MARKS``)
shows; not taken off, as the empty turn's own count varies by 5 % between runs where the turns'
sum does not by 0.2 %. docs/decisions/counted-turns.md says why; nothing happens when not
counting.
"""

from __future__ import annotations

import gc
from collections.abc import Awaitable, Callable, Mapping
from typing import ParamSpec, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent

from tests.perf.counting import CountingError, counting, mark

TURN = "turn: "  # a counted turn's part is named TURN + its name
GAP = "gap "  # the parts between the turns, not reported
MARKS = "marks"  # the empty turn: the marks' own count, taken off each turn

P = ParamSpec("P")
T = TypeVar("T")


def _send_posted() -> None:
    """What was posted to Qt, done now: the layouts first, then every posted event in its
    order (queued calls such as a table's column fit, then the paints, posted at low priority),
    then what those posted in turn. Timers are not run (the loop's callbacks are timers)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    QCoreApplication.sendPostedEvents()
    QCoreApplication.sendPostedEvents()


class TurnMarks:
    """The parts of one counted scenario's turns. ``begin`` and ``end`` bracket a turn; a
    ``begin`` inside an open turn is part of it. A turn ends in the step of the loop that began
    it (no other callback can run inside it): its begin where the work starts (a click, an
    answer back from a worker), its end where the panel has shown it."""

    def __init__(self) -> None:
        self.on = counting()
        self._gaps = 0
        self._open = False
        self._depth = 0  # calls of ``around`` under way
        self._names: set[str] = set()

    def start(self) -> None:
        """Before the first turn: the collector run, then off (see the module's note)."""
        if self.on:
            gc.collect()
            gc.disable()

    def begin(self) -> bool:
        """A turn begins here (the part since the last mark is a gap, with the layouts and
        paints still due from it); whether it did (not when not counting, nor inside an open
        turn)."""
        if not self.on or self._open:
            return False
        self._open = True
        self._gaps += 1
        _send_posted()
        mark(f"{GAP}{self._gaps}")
        return True

    def end(self, name: str) -> None:
        """The turn ends: what it posted to Qt (layouts, then paints) is sent, then its part
        closed as ``name``."""
        if not (self.on and self._open):
            return
        if name in self._names:
            raise CountingError(f"the turn {name!r} was counted twice")
        self._names.add(name)
        _send_posted()
        mark(f"{TURN}{name}")
        self._open = False

    def empty(self) -> None:
        """An empty turn (``MARKS``): the marks' own count."""
        self.begin()
        self.end(MARKS)

    def around(self, name: Callable[..., str], call: Callable[P, T]) -> Callable[P, T]:
        """``call`` ends a turn named ``name(*args)`` as it returns: the turn open when it was
        called (begun by ``after``, or before a click), else its own. Called inside another
        such call, it is part of that one's turn."""

        def turn(*args: P.args, **kwargs: P.kwargs) -> T:
            self._depth += 1
            self.begin()
            try:
                return call(*args, **kwargs)
            finally:
                self._depth -= 1
                if self._depth == 0:
                    self.end(name(*args))

        return turn

    def after(self, call: Callable[P, Awaitable[T]]) -> Callable[P, Awaitable[T]]:
        """``call`` (awaited): a turn begins as its answer comes back; the call that shows the
        answer (``around``), in the same step of the task, ends it."""

        async def turn(*args: P.args, **kwargs: P.kwargs) -> T:
            answer = await call(*args, **kwargs)
            self.begin()
            return answer

        return turn


def turn_counts(parts: Mapping[str, int]) -> dict[str, int]:
    """Each counted turn of ``parts`` (a counted run's), by name, the empty turn's (``MARKS``)
    apart."""
    if TURN + MARKS not in parts:
        raise CountingError(f"no empty turn {MARKS!r} was counted (only {', '.join(parts)})")
    return {
        name.removeprefix(TURN): count
        for name, count in parts.items()
        if name.startswith(TURN) and name != TURN + MARKS
    }

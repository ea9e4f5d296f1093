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
counting. ``LoopTurns`` marks any scenario's turns so, each pass of Qt's event dispatcher in a
stall figure's heartbeat block (docs/decisions/every-turn-counted.md).
"""

from __future__ import annotations

import contextlib
import gc
import os
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import ParamSpec, TypeVar

from PySide6.QtCore import QAbstractEventDispatcher, QCoreApplication, QEvent

from tests.perf.counting import CountingError, counting, mark, restart
from tests.perf.turn_parts import (
    BLOCKS,
    FIGURE,
    GAP,
    MARKS,
    TURN,
    TURN_TIMES_ENV,
    TURNS_ENV,
    Response,
    turn_name,
)

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

    def next(self, name: str) -> None:
        """The open turn ends as ``name`` and the next begins at once: the loop is about to
        wait, and its wait counts nothing (a thread blocked runs no instruction)."""
        self.end(name)
        if self.on:
            self._open = True

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


def turns_counted() -> bool:
    """Whether this counted probe counts its measured blocks' loop turns (``TURNS_ENV``)."""
    return counting() and os.environ.get(TURNS_ENV) == "1"


class LoopTurns:
    """Each turn of the UI thread's loop within a measured block (a ``Heartbeat``'s), counted
    apart: any scenario's, with no hook of its own. A turn is one pass of Qt's event
    dispatcher, from one ``aboutToBlock`` to the next (the loop's timers, asyncio callbacks,
    queued signals and posted events it found ready), with what it posted to Qt sent at its
    end (``TurnMarks``). Named ``BLOCK.N RESPONSE``: the block's number in the run, the
    turn's in the block, and what the clerk waits on in it (``responding``). Nothing happens
    unless ``turns_counted()``."""

    def __init__(self) -> None:
        self.marks = TurnMarks()
        self.blocks = 0
        self._turn = 0
        self._started = False
        self.response = Response.ACTION  # in force: each turn begun is part of it
        self._turn_response = Response.ACTION  # the open turn's

    @contextlib.contextmanager
    def responding(self, response: Response) -> Iterator[None]:
        """The turns of the ``with`` block are part of ``response``: the open one (where the
        probe types the first key, say) and each begun until the block ends. The turn open as
        it ends stays so: the answer it waited on may be shown at that turn's end."""
        before, self.response = self.response, response
        self._turn_response = response
        try:
            yield
        finally:
            self.response = before

    @contextlib.contextmanager
    def block(self) -> Iterator[int]:
        """The ``with`` block's turns counted apart; yields its number (0 when not counting).
        The first block starts the count (``restart``: a scenario's set-up before it runs
        uninstrumented) after the empty turn."""
        times = os.environ.get(TURN_TIMES_ENV)
        self._turn_response = self.response
        if not counting() and times:
            self.blocks += 1
            with self._timed(Path(times)):
                yield self.blocks
            return
        if not (turns_counted() and self.marks.on):
            yield 0
            return
        if not self._started:
            self._started = True
            self.marks.start()
            restart()
            self.marks.empty()
        dispatcher = QAbstractEventDispatcher.instance()
        if dispatcher is None:
            raise CountingError("no event dispatcher on this thread: no loop to count")
        self.blocks += 1
        self._turn = 0
        self.marks.begin()
        dispatcher.aboutToBlock.connect(self._waiting)
        try:
            yield self.blocks
        finally:
            dispatcher.aboutToBlock.disconnect(self._waiting)
            self._turn += 1
            self.marks.end(self._name())

    @contextlib.contextmanager
    def _timed(self, path: Path) -> Iterator[None]:
        """The block's turns timed (the UI thread's CPU time), not counted: the turns as
        counted, without the marks; appended to ``path``."""
        dispatcher = QAbstractEventDispatcher.instance()
        lines: list[str] = []
        last = time.thread_time_ns()

        def waiting() -> None:
            nonlocal last
            now = time.thread_time_ns()
            name = turn_name(self.blocks, len(lines) + 1, self._turn_response)
            lines.append(f"{TURN}{name} {(now - last) // 1000}")
            self._turn_response = self.response
            last = now

        dispatcher.aboutToBlock.connect(waiting)
        try:
            yield
        finally:
            dispatcher.aboutToBlock.disconnect(waiting)
            waiting()
            with path.open("a", encoding="utf-8") as file:
                file.write("".join(f"{line}\n" for line in lines))

    def _name(self) -> str:
        return turn_name(self.blocks, self._turn, self._turn_response)

    def _waiting(self) -> None:
        self._turn += 1
        self.marks.next(self._name())
        self._turn_response = self.response  # the next turn begins at once


LOOP_TURNS = LoopTurns()  # the process's: a block's number is its own across the scenario


def name_blocks(name: str, blocks: list[int]) -> None:
    """Counted by ``LoopTurns``, the figure ``name`` is the turns of ``blocks``: a part of
    its own closed with that name (outside any turn), read by ``figure_turns``."""
    if not blocks:
        return
    part = f"{FIGURE}{name}{BLOCKS}{','.join(map(str, blocks))}"
    if turns_counted():
        mark(part)
    elif times := os.environ.get(TURN_TIMES_ENV):
        with Path(times).open("a", encoding="utf-8") as file:
            file.write(f"{part} 0\n")

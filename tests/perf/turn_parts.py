"""The names of a run counted turn by turn (``tests/perf/turn_marks.py``) and the turns read
from its parts: Qt-free, for the harness and the gate's tests."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum

from tests.perf.counting import CountingError

TURN = "turn: "  # a counted turn's part is named TURN + its name
GAP = "gap "  # the parts between the turns, not reported
MARKS = "marks"  # the empty turn: the marks' own count, taken off each turn
# Set in a counted probe's environment: every turn of the loop in a measured block is a part
# (``LoopTurns``). A run of its own: the collector off and a mark per turn would move the
# scenario's other counted parts.
TURNS_ENV = "BENCH_TURNS"
FIGURE = "figure "  # a part closed as a figure's blocks are named: FIGURE + key + BLOCKS + ...
BLOCKS = ": blocks "
# Not counted: the file where each turn's CPU time on the UI thread is written (in µs, one
# ``part value`` line each, the parts named as counted), to set beside a counted run's.
TURN_TIMES_ENV = "BENCH_TURN_TIMES"


class Response(StrEnum):
    """What a clerk waits on in a turn, each with a budget of its own in ``budgets.toml``
    (docs/decisions/response-budgets.md). A turn's name ends with it: ``BLOCK.N key``."""

    KEY = "key"  # a key typed in a filter or a search, until the table shows its result
    ACTION = "action"  # a screen, a dialog, a list after a click: the action's result shown
    BACKGROUND = "background"  # a job's result on the UI thread (a watch round's, a mail's)


def turn_name(block: int, number: int, response: Response) -> str:
    """The name of a block's turn ``number``, done for ``response``."""
    return f"{block}.{number} {response}"


def response_of(turn: str) -> Response:
    """The response a turn named ``turn`` (``turn_name``'s) was part of."""
    return Response(turn.rpartition(" ")[2])


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


def figure_turns(parts: Mapping[str, int]) -> dict[str, dict[str, int]]:
    """Each figure's counted turns in a run counted by ``LoopTurns``: by the figure's key in
    its probe (``name_blocks``), each turn by its name (``BLOCK.N``)."""
    turns = turn_counts(parts)
    figures: dict[str, dict[str, int]] = {}
    for part in parts:
        if not part.startswith(FIGURE):
            continue
        key, _, numbers = part.removeprefix(FIGURE).partition(BLOCKS)
        blocks = set(numbers.split(","))
        figures[key] = {
            turn: count for turn, count in turns.items() if turn.partition(".")[0] in blocks
        }
        if not figures[key]:
            raise CountingError(f"the figure {key!r} counted no turn (blocks {numbers})")
    return figures


def timed_turns(text: str) -> dict[str, dict[str, int]]:
    """Each figure's turns and their CPU time in µs, from a ``TURN_TIMES_ENV`` file's text."""
    parts = {TURN + MARKS: 0}
    for line in text.splitlines():
        name, _, micros = line.rpartition(" ")
        parts[name] = int(micros)
    return figure_turns(parts)

"""The budgets of ``make bench`` (declared in ``budgets.toml``) and the verdict on a run."""

from __future__ import annotations

import fnmatch
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.perf.figure import Figure

BUDGETS_FILE = Path(__file__).with_name("budgets.toml")
KINDS = ("ratio", "value", "value_at_least")


@dataclass(frozen=True)
class Budget:
    """One entry of ``budgets.toml``: which figures it bounds, on what, and by how much."""

    figures: str
    on: str
    bound: float
    why: str
    relative_to: str = ""

    def matches(self, name: str) -> bool:
        """Whether the figure called ``name`` is held to this budget."""
        return fnmatch.fnmatchcase(name, self.figures)


@dataclass(frozen=True)
class Verdict:
    """A figure of one run against its budget: the bound in force and whether it holds."""

    figure: Figure
    budget: Budget | None
    bound: float | None
    measured: float | None

    @property
    def holds(self) -> bool | None:
        """True or False against the budget; None when the figure has none."""
        if self.budget is None or self.bound is None:
            return None
        if self.measured is None:
            return False
        if self.budget.on == "value_at_least":
            return self.measured >= self.bound
        return self.measured <= self.bound

    def as_json(self) -> dict[str, Any]:
        """The figure's JSON line with its budget and verdict."""
        line = self.figure.as_json()
        line.update(
            budget=self.bound,
            budget_on=None if self.budget is None else self.budget.on,
            holds=self.holds,
        )
        return line


def parse(text: str) -> list[Budget]:
    """The budgets declared in ``text`` (the TOML of ``budgets.toml``), checked."""
    budgets = []
    for entry in tomllib.loads(text).get("budget", []):
        on = entry["on"]
        if on not in KINDS:
            raise ValueError(f"budget {entry['figures']!r}: on = {on!r}, not one of {KINDS}")
        key = "at_least" if on == "value_at_least" else "at_most"
        if key not in entry:
            raise ValueError(f"budget {entry['figures']!r}: on = {on!r} needs {key}")
        relative_to = entry.get("relative_to", "")
        if relative_to and on != "ratio":
            raise ValueError(f"budget {entry['figures']!r}: relative_to goes with on = 'ratio'")
        budgets.append(
            Budget(entry["figures"], on, float(entry[key]), entry.get("why", ""), relative_to)
        )
    return budgets


def load(path: Path = BUDGETS_FILE) -> list[Budget]:
    """The project's budgets."""
    return parse(path.read_text(encoding="utf-8"))


def judge(figures: Sequence[Figure], budgets: Sequence[Budget]) -> list[Verdict]:
    """Each figure of one run against the first budget that matches it."""
    ratios = {figure.name: figure.ratio for figure in figures}
    verdicts = []
    for figure in figures:
        budget = next((b for b in budgets if b.matches(figure.name)), None)
        bound: float | None = None
        measured: float | None = None
        if budget is not None:
            bound = budget.bound
            if budget.relative_to:
                base = ratios.get(budget.relative_to)
                bound = None if base is None else base + budget.bound
            measured = figure.ratio if budget.on == "ratio" else figure.value
        verdicts.append(Verdict(figure, budget, bound, measured))
    return verdicts

"""One measured figure of ``make bench``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Figure:
    """A value against a floor measured in the same run, and its budget.

    ``budget_on`` says what the budget bounds: ``ratio`` (at most), ``value`` (at most) or
    ``value_at_least`` (a rate that must reach it).
    """

    name: str
    value: float
    unit: str
    floor: float | None = None
    budget: float | None = None
    budget_on: str = "ratio"
    note: str = ""

    @property
    def ratio(self) -> float | None:
        """``value / floor`` when there is a floor."""
        return None if not self.floor else self.value / self.floor

    @property
    def holds(self) -> bool | None:
        """Whether the budget holds (None when there is no budget)."""
        if self.budget is None:
            return None
        if self.budget_on == "value_at_least":
            return self.value >= self.budget
        measured = self.ratio if self.budget_on == "ratio" else self.value
        return measured is not None and measured <= self.budget

    def as_json(self) -> dict[str, Any]:
        """The JSON line printed by ``make bench``."""
        ratio = self.ratio
        return {
            "name": self.name,
            "value": round(self.value, 4),
            "unit": self.unit,
            "floor": None if self.floor is None else round(self.floor, 4),
            "ratio": None if ratio is None else round(ratio, 3),
            "budget": self.budget,
            "budget_on": self.budget_on,
            "holds": self.holds,
            "note": self.note,
        }


STALL_BUDGET_MS = 16.0  # one frame at 60 Hz
STALL_RUNS = 3  # a stall figure is the worst of this many runs, each in a fresh process


def stall_figure(name: str, runs: list[dict[str, Any]], key: str, note: str) -> Figure:
    """The longest heartbeat gap ``key_ms`` of ``runs`` (one probe's answer each) against the
    16 ms budget; the note has each run's gap and, where measured, the UI thread's busiest turn
    (``key_busy_ms``)."""
    gaps = [run[f"{key}_ms"] for run in runs]
    busy = [run[f"{key}_busy_ms"] for run in runs if f"{key}_busy_ms" in run]
    return Figure(
        name=name,
        value=max(gaps),
        unit="ms",
        budget=STALL_BUDGET_MS,
        budget_on="value",
        note=f"10 ms QTimer heartbeat on the app's loop; {note}; worst of {len(gaps)} runs "
        f"({_listed(gaps)} ms)"
        + (f"; the UI thread's busiest turn {_listed(busy)} ms of CPU" if busy else ""),
    )


def _listed(values: list[float]) -> str:
    return ", ".join(f"{value:.1f}" for value in values)

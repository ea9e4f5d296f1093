"""One measured figure of ``make bench``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

COUNTED_UNIT = "instructions"
TIMED_UNITS = frozenset({"ms", "s"})


@dataclass(frozen=True)
class Figure:
    """A value against a floor measured in the same run; its budget is in ``budgets.toml``."""

    name: str
    value: float
    unit: str
    floor: float | None = None
    note: str = ""
    # The floor's own figure, counted in the same run: a count with one is gated on its ratio to
    # it against the two baselines' ratio, so that what moves the floor and the figure alike
    # (the interpreter, the libraries, the harness) moves nothing.
    floor_name: str = ""
    # Why a count is reported and not gated (a floor, or one that does not repeat); "" gated.
    ungated: str = ""
    # Why a budget this figure misses is reported and not gated: a response over its class's
    # budget when first counted, listed with its profile until it is under (bench_counts'
    # ``OVER_NOT_YET_HELD``); "" held.
    unheld: str = ""

    @property
    def counted(self) -> bool:
        """Whether the value is a count of instructions (``bench_counts``): gated on its
        baseline."""
        return self.unit == COUNTED_UNIT

    @property
    def gated(self) -> bool:
        """Whether a rise over its baseline fails the gate: a count not set apart."""
        return self.counted and not self.ungated

    @property
    def timed(self) -> bool:
        """Whether the value is a time or a rate over time: reported, never gating."""
        return self.unit in TIMED_UNITS or self.unit.endswith("/s")

    @property
    def ratio(self) -> float | None:
        """``value / floor`` when there is a floor."""
        return None if not self.floor else self.value / self.floor

    def as_json(self) -> dict[str, Any]:
        """The figure as a JSON object (``budgets.judge`` adds its budget and verdict)."""
        ratio = self.ratio
        return {
            "name": self.name,
            "value": round(self.value, 4),
            "unit": self.unit,
            "floor": None if self.floor is None else round(self.floor, 4),
            "ratio": None if ratio is None else round(ratio, 3),
            "note": self.note,
            "not_gated": self.ungated or None,
            "not_yet_held": self.unheld or None,
        }


STALL_RUNS = 3  # a stall figure is the worst of this many runs, each in a fresh process


def stall_figure(name: str, runs: list[dict[str, Any]], key: str, note: str) -> Figure:
    """The longest heartbeat gap ``key_ms`` of ``runs`` (one probe's answer each); the note has
    each run's gap and, where measured, the UI thread's busiest turn (``key_busy_ms``)."""
    gaps = [run[f"{key}_ms"] for run in runs]
    busy = [run[f"{key}_busy_ms"] for run in runs if f"{key}_busy_ms" in run]
    return Figure(
        name=name,
        value=max(gaps),
        unit="ms",
        note=f"10 ms QTimer heartbeat on the app's loop; {note}; worst of {len(gaps)} runs "
        f"({_listed(gaps)} ms)"
        + (f"; the UI thread's busiest turn {_listed(busy)} ms of CPU" if busy else ""),
    )


def _listed(values: list[float]) -> str:
    return ", ".join(f"{value:.1f}" for value in values)

"""A small counted scenario for the gate's own tests (``tests/perf/test_counts_gate.py``): the
catalogue's filter, as the list's filter asks it of every row, over 500 rows typed a key at a
time, some rounds over. Qt-free and without pydantic, so a counted run takes seconds.

``PLANT_ENV`` set to a number of iterations plants that much work in the filter (the first row's
``matches``, at each key typed): a regression the gate must catch.

``python -m tests.perf.count_sample`` under ``tests.perf.counting.count``.
"""

from __future__ import annotations

import gc
import os

from app.counter.link.catalogue import CatalogueEntry
from app.domain.modules import Module
from tests.perf.counting import mark, restart

PART = "catalogue filter"
PLANT_ENV = "BENCH_PLANT"
ROWS = 500
ROUNDS = 1
TYPED = "port blair 1"


def _row(row: int, kind: type[CatalogueEntry] = CatalogueEntry) -> CatalogueEntry:
    return kind(
        Module.BOAT,
        row,
        f"North Bay {row}",
        "Port Blair",
        "09:00",
        "INR 1,000.00",
        f"north bay {row}\nport blair\na boat trip to coral beaches",
        source="",
    )


class PlantedEntry(CatalogueEntry):
    """A row whose filter does ``iterations`` of needless work each time it is asked."""

    __slots__ = ()
    iterations = 0

    def matches(self, words: list[str]) -> bool:
        """The filter's answer, after the planted work."""
        total = 0
        for step in range(self.iterations):
            total += step
        return super().matches(words)


def _rows(planted: int) -> list[CatalogueEntry]:
    """The rows; with ``planted`` iterations, the first one's filter does that much more."""
    PlantedEntry.iterations = planted
    first = _row(0, PlantedEntry if planted else CatalogueEntry)
    return [first, *(_row(row) for row in range(1, ROWS))]


def main() -> int:
    """Filter the rows as each key of ``TYPED`` is typed, ``ROUNDS`` times; one counted part."""
    rows = _rows(int(os.environ.get(PLANT_ENV, "0")))
    # The collector's counts start from nothing: where its next collection falls in the counted
    # part is then the same in every run, not wherever the set-up's allocations left them.
    gc.collect()
    restart()
    kept = 0
    for _ in range(ROUNDS):
        for end in range(1, len(TYPED) + 1):
            words = TYPED[:end].lower().split()
            kept += sum(1 for row in rows if row.matches(words))
    mark(PART)
    return 0 if kept else 1


if __name__ == "__main__":
    raise SystemExit(main())

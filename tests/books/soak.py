"""The books' day machine for as long as it is given (``make soak SECONDS=600``): batches of
examples until the time is up, then how many ran and how many a minute; a failure ends the run
with Hypothesis's shrunk sequence of steps."""

from __future__ import annotations

import sys
import time

from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test

from tests.books.day_machine import CounterDay

BATCH = settings(
    max_examples=5,
    stateful_step_count=30,
    deadline=None,
    database=None,
    derandomize=False,
    suppress_health_check=list(HealthCheck),
)


def main(seconds: float) -> None:
    """Run batches until ``seconds`` have passed; print examples and examples a minute."""
    start = time.monotonic()
    examples = 0
    while time.monotonic() - start < seconds:
        run_state_machine_as_test(CounterDay, settings=BATCH)
        examples += BATCH.max_examples
    spent = time.monotonic() - start
    print(
        f"books soak: {examples} examples of up to {BATCH.stateful_step_count} steps in "
        f"{spent:.0f} s, {examples * 60 / spent:.1f} a minute, no failure"
    )


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 60.0)

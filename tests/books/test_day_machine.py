"""Random days at the counter held to the books (``tests.books.day_machine``): a bounded run
in ``make test`` (outside the fast tier: each example starts an embedded sandbox), and as long as
it is given under ``make soak``."""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test

from tests.books.day_machine import CounterDay

# Four days of up to twelve steps each: every rule is reached in a few (see the soak for more).
BOUNDED = settings(
    max_examples=4,
    stateful_step_count=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def test_random_days_keep_the_books_true() -> None:
    run_state_machine_as_test(CounterDay, settings=BOUNDED)

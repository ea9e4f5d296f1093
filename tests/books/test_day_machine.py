"""Random days at the counter held to the books (``tests.books.day_machine``): a bounded run
in ``make test`` (outside the fast tier: each example starts an embedded sandbox), and as long as
it is given under ``make soak``; and the day of an operator's cancellation after a
part-cancellation, step by step."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test

from app.domain.money import money
from tests.books.day_machine import CounterDay, seats_paid

# Four days of up to twelve steps each: every rule is reached in a few (see the soak for more).
BOUNDED = settings(
    max_examples=4,
    stateful_step_count=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def test_random_days_keep_the_books_true() -> None:
    run_state_machine_as_test(CounterDay, settings=BOUNDED)


def test_an_operators_cancellation_after_a_part_cancellation_keeps_the_books_true() -> None:
    # The machine's steps in the order the tracker met them, its invariants after each: two
    # seats sold, one cancelled by the customer (its service charge and the band's part kept),
    # a half of its refund paid, the operator cancelling the slot, the rest paid.
    day = CounterDay()
    try:
        steps: list[Callable[[], object]] = [
            lambda: day.sell(2, "cash+upi", False),
            lambda: day.cancel(0, False),
            lambda: day.pay_refund(0, 0, True),
            lambda: day.operator_cancels(0, True),
        ]
        for step in steps:
            step()
            day.books_hold()
            day.drawer_is_the_cash()
            day.customers_are_owed_what_the_model_says()
            day.wallet_moves_as_the_sandbox()
        [ref] = day.prices
        price, given = day.prices[ref], day.given[ref]
        # Owed for the seat still held: its share (half the sale, its odd paise the first
        # seat's), not all paid less the refund given.
        assert day.journal.till.owed_on(ref) == day.owed[ref]
        share = seats_paid(price, 1)
        assert abs(share * 2 - price.total) <= Decimal("0.04")
        paid = money(price.total - day.took[ref])  # the half of the first refund given
        assert paid > 0
        assert day.books.owed_to(ref) == money(given - paid + share)
        assert share != money(price.total - given)  # what the earlier rule would have owed
        assert day.operator_cancelled == 1
    finally:
        day.teardown()

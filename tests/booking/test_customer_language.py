"""The customer's language of a sale: the clerk's choice, else the returning customer's, else the
counter's; a choice leaves the review (and its request_id) as it was."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from app.booking import BookingFlow
from app.booking.customer_language import CustomerLanguage
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import activity_choice, with_customer


def test_the_clerks_choice_wins_then_the_returning_customers_then_the_counters() -> None:
    assert CustomerLanguage().code("hi") == "hi"
    assert CustomerLanguage(returning="ta").code("hi") == "ta"
    assert CustomerLanguage(chosen="bn", returning="ta").code("hi") == "bn"
    assert CustomerLanguage(chosen="en", returning="ta").code("hi") == "en"
    # A code the app does not declare (a journal a later app wrote) counts as none.
    assert CustomerLanguage(chosen="xx", returning="te").code("hi") == "hi"


def test_choosing_the_language_keeps_the_review_and_refuses_a_booked_sale(
    module_sandbox: EmbeddedSandbox,
) -> None:
    flow = with_customer(BookingFlow(activity_choice(module_sandbox)))
    review = flow.review()
    flow.choose_language("ta")
    flow.returning_language("bn")
    assert flow.current_review is review  # the request does not carry the language
    with pytest.raises(ValueError, match="unknown language"):
        flow.choose_language("xx")
    flow.result = SimpleNamespace(booking_ref="K7QW2M9X")  # type: ignore[assignment]
    with pytest.raises(RuntimeError):
        flow.choose_language("en")

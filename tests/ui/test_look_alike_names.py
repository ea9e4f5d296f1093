"""A name whose letters mix scripts (a Cyrillic "А" in "Аsha") is shown for a second look on the
review, and the sale goes on; a name of one script shows nothing."""

from __future__ import annotations

from typing import Any

import pytest

from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.booking.sales import activity_choice
from tests.ui.helpers.sales import DAY


@pytest.mark.parametrize(
    "name,shown",
    [
        ("\u0410sha Rao", True),  # its first letter Cyrillic
        ("\u0420\u0430\u0443", True),  # "Рау", all Cyrillic, reads "Pay"
        ("Asha Rao", False),
        ("राम कुमार", False),
    ],
)
def test_the_review_asks_for_a_second_look_at_a_name_of_mixed_scripts(
    desk: Desk, run: Any, sandbox: EmbeddedSandbox, name: str, shown: bool
) -> None:
    flow = desk.controller(BOOK).start(activity_choice(sandbox, day=DAY))
    assert flow is not None
    flow.set_customer(name=name, email="asha@example.in", phone="9988776655")
    assert run(desk.controller(BOOK).review()) is not None
    review = desk.window.page(BOOK).review
    assert review.names_label.isVisibleTo(review) is shown
    if shown:
        assert review.names_label.text() == (
            "Look at these names again: they mix alphabets, or use another alphabet's letters "
            f"that look Latin, as a look-alike's do: {name}"
        )
    assert review.confirm_button.isEnabled()  # a second look, never a refusal

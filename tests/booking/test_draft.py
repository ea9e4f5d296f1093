"""A sale in progress turned into a draft and back: the same choice, customer and passengers."""

from __future__ import annotations

import json

import pytest

from app.booking import BookingFlow
from app.booking.draft import BOOKING_DRAFT, Draft, DraftUnreadable, draft_of, has_work, restore
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import activity_choice, boat_choice, foreigner, indian, with_customer
from tests.sandbox.helpers import ALL_FLAGS_TRIP_SCHEDULE


def two_passengers() -> str:
    """The count as the summary words it, read when the test runs (in the session's language)."""
    return BOOKING_DRAFT.tr("%n passenger(s)", "", 2)


def test_a_boat_sale_comes_back_as_typed(module_sandbox: EmbeddedSandbox) -> None:
    flow = with_customer(BookingFlow(boat_choice(module_sandbox, ALL_FLAGS_TRIP_SCHEDULE)))
    flow.set_customer(phone="+91 98765 43210")
    flow.set_qty(0)
    flow.add_passenger(indian())
    flow.add_passenger(foreigner())
    draft = draft_of(flow)
    assert set(draft.scans) == {1}
    assert "id_proof_file" not in json.dumps(draft.body)  # scans are kept apart
    # What the journal stores is JSON: it must come back through text.
    again = restore(Draft(json.loads(json.dumps(draft.body)), draft.scans))
    assert again.choice == flow.choice
    assert again.customer == flow.customer
    assert again.passengers == flow.passengers
    assert again.errors() == flow.errors()
    # The count's words are the catalogue's plural form ("2 passengers" in English).
    assert draft.summary == (f"Asha Rao · {flow.choice.product} · {two_passengers()}")


def test_what_the_agency_store_hears_of_a_kept_draft_has_no_passenger_or_passport(
    module_sandbox: EmbeddedSandbox,
) -> None:
    flow = with_customer(BookingFlow(boat_choice(module_sandbox, ALL_FLAGS_TRIP_SCHEDULE)))
    flow.set_qty(0)
    flow.add_passenger(indian())
    flow.add_passenger(foreigner())
    kept = draft_of(flow).kept
    assert kept == {
        "summary": f"Asha Rao · {flow.choice.product} · {two_passengers()}",
        "customer_name": "Asha Rao",
        "module": "BOAT",
        "product": flow.choice.product,
        "trip_date": flow.choice.travel_date.isoformat(),
        "seats": 2,
    }
    told = json.dumps(kept)
    assert "C01X00T47" not in told and "Emma Schultz" not in told


def test_an_activity_sale_keeps_its_seats(module_sandbox: EmbeddedSandbox) -> None:
    flow = BookingFlow(activity_choice(module_sandbox))
    assert not has_work(flow)  # just opened: nothing worth keeping
    flow.set_qty(3)
    assert has_work(flow)
    again = restore(draft_of(flow))
    assert (again.choice, again.qty, again.customer) == (flow.choice, 3, flow.customer)


def test_a_draft_of_another_version_is_refused(module_sandbox: EmbeddedSandbox) -> None:
    draft = draft_of(with_customer(BookingFlow(activity_choice(module_sandbox))))
    with pytest.raises(DraftUnreadable):
        restore(Draft({**draft.body, "version": 99}, {}))
    with pytest.raises(DraftUnreadable):
        restore(Draft({**draft.body, "choice": {"item": {}, "row": {}}}, {}))


def test_the_customers_language_comes_back_with_the_draft(module_sandbox: EmbeddedSandbox) -> None:
    flow = with_customer(BookingFlow(activity_choice(module_sandbox)))
    flow.returning_language("bn")
    flow.choose_language("ta")
    again = restore(Draft(json.loads(json.dumps(draft_of(flow).body)), {}))
    assert again.language == flow.language
    assert again.language.code("hi") == "ta"
    # A draft kept before the language was: the counter's applies.
    body = {k: v for k, v in draft_of(flow).body.items() if k != "customer_language"}
    assert restore(Draft(body, {})).language.code("hi") == "hi"

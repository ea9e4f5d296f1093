"""The customer's message about a disrupted booking, in each language the app ships: what
happened, what they are owed, what they can choose, with the figures written in that language."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from decimal import Decimal

import pytest

from app.counter.papers.disruption_message import MessageFacts, customer_message
from app.domain.disruption import DisruptionKind

FACTS = MessageFacts(
    customer="Asha Rao",
    booking_ref="EMJNVNNW",
    product="North Bay Harbour Cruise, MV Blue Lagoon 11:00",  # as the journal keeps it
    travel_date=dt.date(2026, 12, 3),
    kind=DisruptionKind.CANCELLED,
    departs_now="11:00:00",
    owed=Decimal("1633.00"),
    agency="Island Desk",
    language="en",
)
# A word of each language's message that only a translated message has.
DEAR = {"en": "Dear", "hi": "प्रिय", "bn": "প্রিয়", "ta": "அன்புள்ள"}
# The trip and its boat by their names in each language.
TRIP = {
    "en": "North Bay Harbour Cruise, MV Blue Lagoon 11:00",
    "hi": "नॉर्थ बे हार्बर क्रूज़, एमवी ब्लू लैगून 11:00",
    "bn": "নর্থ বে হারবার ক্রুজ, এমভি ব্লু লেগুন 11:00",
    "ta": "நார்த் பே துறைமுகப் படகுச் சுற்றுலா, எம்வி ப்ளூ லகூன் 11:00",
}


@pytest.mark.parametrize("language", sorted(DEAR))
def test_the_cancellation_names_the_booking_and_what_is_owed(language: str) -> None:
    text = customer_message(replace(FACTS, language=language))

    assert text.startswith(DEAR[language])
    assert "Asha Rao" in text and "EMJNVNNW" in text and TRIP[language] in text
    assert "₹1,633.00" in text
    assert text.endswith("Island Desk")


def test_without_money_here_no_amount_is_promised() -> None:
    text = customer_message(replace(FACTS, owed=None))
    assert "₹" not in text and "another departure" in text


def test_a_change_gives_the_new_time() -> None:
    changed = replace(FACTS, kind=DisruptionKind.CHANGED, departs_now="17:45:00")
    text = customer_message(changed)
    assert "17:45" in text and "keep the new time" in text

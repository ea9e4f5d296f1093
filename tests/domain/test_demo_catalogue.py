"""The demo catalogue's file: read into typed products, refused by entry when malformed, and
the demo names shown in Hindi in Hindi."""

from __future__ import annotations

import copy
import datetime as dt
import json
from collections.abc import Callable
from decimal import Decimal
from typing import Any

import pytest

from app.domain.demo_catalogue import (
    CATALOGUE_FILE,
    DemoCatalogueError,
    demo_catalogue,
    parse_demo_catalogue,
)
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.tickets import NationalityClass, TicketType
from app.i18n import ENGLISH, HINDI, in_language

# As the Qt catalogue translated them before the names became data.
HINDI_NAMES = {
    "Scuba Diving at North Bay": "नॉर्थ बे में स्कूबा डाइविंग",
    "Morning dive": "सुबह की डाइव",
    "North Bay Island, Port Blair": "नॉर्थ बे द्वीप, पोर्ट ब्लेयर",
}


def shipped() -> Any:
    """The shipped file, as JSON, to be spoiled by a test."""
    return json.loads(CATALOGUE_FILE.read_text(encoding="utf-8"))


def test_the_shipped_file_reads_into_typed_products() -> None:
    catalogue = demo_catalogue()
    assert (len(catalogue.activities), len(catalogue.boats)) == (8, 3)
    assert (len(catalogue.trips), len(catalogue.schedules)) == (4, 6)
    scuba = catalogue.activities[0]
    assert scuba.mrp == Decimal("5500.00") and scuba.slots[0].cutoff_override == 240
    assert scuba.slots[0].start == dt.time(8, 0) and scuba.closed_weekday is None
    assert catalogue.activities[4].closed_weekday == 2  # Ross Island: Wednesdays
    havelock = catalogue.trips[0]
    assert havelock.identity.is_id_upload_required
    child = next(r for r in havelock.rates if r.ticket_type is TicketType.CHILD)
    assert (child.nationality, child.boat_fare, child.permit) == (
        NationalityClass.INDIAN,
        Decimal("690.00"),
        Decimal("25.00"),
    )


def test_every_demo_name_has_its_hindi() -> None:
    catalogue = demo_catalogue()
    names = {a.title for a in catalogue.activities} | set(catalogue.boats)
    names |= {t.trip_name for t in catalogue.trips}
    names |= {s.label for a in catalogue.activities for s in a.slots}
    names |= {a.location for a in catalogue.activities}
    assert names == set(catalogue.names[HINDI]) == set(catalogue.names[ENGLISH])
    assert len(names) == 38
    assert all(hindi != english for english, hindi in catalogue.names[HINDI].items())


def test_demo_names_are_shown_in_the_language_in_effect() -> None:
    with in_language(HINDI):
        assert {name: DEMO_CATALOGUE.known(name) for name in HINDI_NAMES} == HINDI_NAMES
        assert DEMO_CATALOGUE.known("A live partner's tour") == "A live partner's tour"
    with in_language(ENGLISH):
        assert DEMO_CATALOGUE.known("Morning dive") == "Morning dive"


def set_in(path: tuple[Any, ...], value: Any) -> Callable[[Any], None]:
    """A spoiler that sets the field at ``path`` (``...`` as value removes it)."""

    def spoil(raw: Any) -> None:
        *parents, last = path
        for key in parents:
            raw = raw[key]
        if value is ...:
            del raw[last]
        else:
            raw[last] = value

    return spoil


@pytest.mark.parametrize(
    ("spoil", "message"),
    [
        (
            set_in(("activities", 0, "slots", 1, "fare"), 4499.0),
            "activity 1 “Scuba Diving at North Bay”, slot 2 “Late-morning dive”: "
            "“fare” must be a text, not 4499.0.",
        ),
        (
            set_in(("activities", 2, "mrp"), "four thousand"),
            "activity 3 “Sea Walk at Elephant Beach”: “mrp” is not an amount: 'four thousand'.",
        ),
        (
            set_in(("activities", 1, "title", "hi"), ...),
            "activity 2: “hi” is missing.",
        ),
        (
            set_in(("activities", 4, "closed_weekday"), 7),
            "“Ross Island Heritage Walk”: “closed_weekday” must be from 0 to 6, not 7.",
        ),
        (
            set_in(("trips", 1, "rates", 0, "ticket_type"), "SENIOR"),
            "trip 2 “Swaraj Dweep to Shaheed Dweep (Neil)”, rate 1: “ticket_type” must be one "
            "of ADULT, CHILD, INFANT, not 'SENIOR'.",
        ),
        (
            set_in(("schedules", 3, "boat"), 4),
            "schedule 4: “boat” must be from 1 to 3, not 4.",
        ),
        (
            set_in(("schedules", 0, "departure"), "6.15"),
            "schedule 1: “departure” is not a time of day (HH:MM): '6.15'.",
        ),
        (
            # "Morning walk" is a slot of the sea walk too, with another Hindi name.
            set_in(("activities", 4, "slots", 0, "label", "hi"), "दूसरा नाम"),
            "“Ross Island Heritage Walk”, slot 1: “Morning walk” has two names in “hi”.",
        ),
    ],
)
def test_a_malformed_file_is_refused_naming_the_entry(
    spoil: Callable[[Any], None], message: str
) -> None:
    raw = copy.deepcopy(shipped())
    spoil(raw)
    with pytest.raises(DemoCatalogueError) as refused:
        parse_demo_catalogue(raw)
    assert str(refused.value).startswith("The demo catalogue's file, ")
    assert str(refused.value).endswith(message)

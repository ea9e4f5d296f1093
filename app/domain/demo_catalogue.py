"""The sandbox's demo catalogue: Andaman island activities and inter-island ferries, as data.

The products, their slots, boats, trips, rate cards and departures are declared in
``demo_catalogue.json`` beside this module; this module gives their shape and reads them, refusing
a malformed file with a sentence that names the entry. Each name a person reads (a product, a
place, a slot, a boat, a trip) is an object of its names keyed by language code, one for every
language of ``app.languages``: the demo catalogue translates itself (``app.domain.demo_names``),
the sandbox serves the source language's (English). Amounts are written as strings
and read as ``Decimal``.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping
from dataclasses import dataclass, fields
from decimal import Decimal, InvalidOperation
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from app.domain.identity import IdentityFlags
from app.domain.tickets import NationalityClass, TicketType
from app.languages import SOURCE, codes

CATALOGUE_FILE = Path(__file__).with_name("demo_catalogue.json")
Word = TypeVar("Word", TicketType, NationalityClass)


class DemoCatalogueError(ValueError):
    """The demo catalogue's file is malformed; the message names the entry and the problem."""


@dataclass(frozen=True, slots=True)
class SlotTemplate:
    """A daily slot of an activity; ``cutoff_override`` becomes every availability's override."""

    label: str
    start: dt.time
    end: dt.time
    capacity: int
    fare: Decimal
    cutoff_override: int | None = None


@dataclass(frozen=True, slots=True)
class ActivityTemplate:
    """An ACTIVITY product. ``closed_weekday`` (0 = Monday) is a day it never runs."""

    title: str
    location: str
    short_description: str
    description: str
    image_stem: str
    inclusions: str
    exclusions: str
    gst_percentage: Decimal
    mrp: Decimal
    commission: Decimal
    weekend_uplift_percent: int
    default_cutoff_minutes: int
    cancel_charge: Decimal
    slots: tuple[SlotTemplate, ...]
    closed_weekday: int | None = None


@dataclass(frozen=True, slots=True)
class Rate:
    """One fare line of a trip: ticket type by age band, nationality class."""

    ticket_type: TicketType
    nationality: NationalityClass
    boat_fare: Decimal
    permit: Decimal
    commission: Decimal


@dataclass(frozen=True, slots=True)
class TripTemplate:
    """A BOAT route with its identity flags, GST and rate card."""

    trip_name: str
    identity: IdentityFlags
    gst_percentage: Decimal
    cancel_charge: Decimal
    rates: tuple[Rate, ...]


@dataclass(frozen=True, slots=True)
class ScheduleTemplate:
    """A daily departure of a boat on a trip (ids are 1-based positions in the catalogue)."""

    boat_id: int
    trip_id: int
    departure: dt.time
    arrival: dt.time
    capacity: int
    booking_close_days: int


@dataclass(frozen=True, slots=True)
class DemoCatalogue:
    """Everything the sandbox seeds (ids by position), and each language's name of each English
    one (by language code, then the English name)."""

    activities: tuple[ActivityTemplate, ...]
    boats: tuple[str, ...]
    trips: tuple[TripTemplate, ...]
    schedules: tuple[ScheduleTemplate, ...]
    names: Mapping[str, Mapping[str, str]]


class _Entry:
    """One object of the file and where it is, so that every problem names its entry."""

    def __init__(self, raw: Any, where: str, names: dict[str, dict[str, str]]) -> None:
        if not isinstance(raw, dict):
            raise DemoCatalogueError(f"The demo catalogue's {where} is not an object.")
        self.raw: dict[str, Any] = raw
        self.where = where
        self.names = names

    def problem(self, text: str) -> DemoCatalogueError:
        """The error for ``text`` about this entry."""
        return DemoCatalogueError(f"The demo catalogue's {self.where}: {text}.")

    def value(
        self, key: str, kind: type | tuple[type, ...], what: str, optional: bool = False
    ) -> Any:
        """The field ``key`` of type ``kind`` (None when optional and absent)."""
        if key not in self.raw:
            if optional:
                return None
            raise self.problem(f"“{key}” is missing")
        found = self.raw[key]
        # JSON's true is an int to Python: a count or a flag must be the one it says.
        if not isinstance(found, kind) or (kind is int and isinstance(found, bool)):
            raise self.problem(f"“{key}” must be {what}, not {found!r}")
        return found

    def text(self, key: str) -> str:
        """A non-empty text."""
        found: str = self.value(key, str, "a text")
        if not found.strip():
            raise self.problem(f"“{key}” is empty")
        return found

    def name(self, key: str) -> str:
        """A name a person reads: its English, each language's name of it recorded beside it."""
        each = _Entry(
            self.value(key, dict, f"an object of “{'”, “'.join(codes())}”"), self.where, {}
        )
        english = each.text(SOURCE)
        for code in codes():
            name = each.text(code)
            if self.names.setdefault(code, {}).setdefault(english, name) != name:
                raise self.problem(f"“{english}” has two names in “{code}”")
        return english

    def count(self, key: str, low: int, high: int | None = None) -> int:
        """A whole number from ``low`` (to ``high``)."""
        found = self.optional_count(key, low, high)
        if found is None:
            raise self.problem(f"“{key}” is missing")
        return found

    def optional_count(self, key: str, low: int, high: int | None = None) -> int | None:
        """A whole number from ``low`` (to ``high``), or None when the entry has none."""
        found: int | None = self.value(key, int, "a whole number", optional=True)
        if found is not None and not (low <= found and (high is None or found <= high)):
            limits = f"from {low}" if high is None else f"from {low} to {high}"
            raise self.problem(f"“{key}” must be {limits}, not {found}")
        return found

    def amount(self, key: str) -> Decimal:
        """An amount of rupees or a percentage, written as a string (``"4999.00"``), not below 0."""
        written = self.text(key)
        try:
            found = Decimal(written)
        except InvalidOperation:
            raise self.problem(f"“{key}” is not an amount: {written!r}") from None
        if not found.is_finite() or found < 0:
            raise self.problem(f"“{key}” must be an amount of zero or more, not {written!r}")
        return found

    def time(self, key: str) -> dt.time:
        """A time of day written ``HH:MM``."""
        written = self.text(key)
        try:
            return dt.time.fromisoformat(written)
        except ValueError:
            raise self.problem(f"“{key}” is not a time of day (HH:MM): {written!r}") from None

    def choice(self, key: str, kind: type[Word]) -> Word:
        """One of an enumeration's values."""
        written = self.text(key)
        try:
            return kind(written)
        except ValueError:
            allowed = ", ".join(member.value for member in kind)
            raise self.problem(f"“{key}” must be one of {allowed}, not {written!r}") from None

    def entries(self, key: str, what: str) -> list[_Entry]:
        """The list ``key`` of objects, at least one, each named ``what N``."""
        items: list[Any] = self.value(key, list, "a list")
        if not items:
            raise self.problem(f"“{key}” is empty")
        return [
            _Entry(item, f"{self.where}, {what} {index}", self.names)
            for index, item in enumerate(items, start=1)
        ]

    def within(self, label: str) -> _Entry:
        """This entry, named by ``label`` too (once its name is read)."""
        return _Entry(self.raw, f"{self.where} “{label}”", self.names)


def _slot(entry: _Entry) -> SlotTemplate:
    label = entry.name("label")
    entry = entry.within(label)
    slot = SlotTemplate(
        label=label,
        start=entry.time("start"),
        end=entry.time("end"),
        capacity=entry.count("capacity", 1),
        fare=entry.amount("fare"),
        cutoff_override=entry.optional_count("cutoff_override", 0),
    )
    if slot.end <= slot.start:
        raise entry.problem("“end” must be after “start”")
    return slot


def _activity(entry: _Entry) -> ActivityTemplate:
    title = entry.name("title")
    entry = entry.within(title)
    return ActivityTemplate(
        title=title,
        location=entry.name("location"),
        short_description=entry.text("short_description"),
        description=entry.text("description"),
        image_stem=entry.text("image_stem"),
        inclusions=entry.text("inclusions"),
        exclusions=entry.text("exclusions"),
        gst_percentage=entry.amount("gst_percentage"),
        mrp=entry.amount("mrp"),
        commission=entry.amount("commission"),
        weekend_uplift_percent=entry.count("weekend_uplift_percent", 0),
        default_cutoff_minutes=entry.count("default_cutoff_minutes", 0),
        cancel_charge=entry.amount("cancel_charge"),
        slots=tuple(_slot(slot) for slot in entry.entries("slots", "slot")),
        closed_weekday=entry.optional_count("closed_weekday", 0, 6),
    )


def _trip(entry: _Entry) -> TripTemplate:
    trip_name = entry.name("trip_name")
    entry = entry.within(trip_name)
    flags = _Entry(entry.value("identity", dict, "an object"), f"{entry.where}, identity", {})
    return TripTemplate(
        trip_name=trip_name,
        identity=IdentityFlags(
            **{
                flag.name: flags.value(flag.name, bool, "true or false")
                for flag in fields(IdentityFlags)
            }
        ),
        gst_percentage=entry.amount("gst_percentage"),
        cancel_charge=entry.amount("cancel_charge"),
        rates=tuple(
            Rate(
                ticket_type=rate.choice("ticket_type", TicketType),
                nationality=rate.choice("nationality", NationalityClass),
                boat_fare=rate.amount("boat_fare"),
                permit=rate.amount("permit"),
                commission=rate.amount("commission"),
            )
            for rate in entry.entries("rates", "rate")
        ),
    )


def _schedule(entry: _Entry, boats: int, trips: int) -> ScheduleTemplate:
    return ScheduleTemplate(
        boat_id=entry.count("boat", 1, boats),
        trip_id=entry.count("trip", 1, trips),
        departure=entry.time("departure"),
        arrival=entry.time("arrival"),
        capacity=entry.count("capacity", 1),
        booking_close_days=entry.count("booking_close_days", 0),
    )


def parse_demo_catalogue(raw: Any) -> DemoCatalogue:
    """The demo catalogue of a file already read as JSON (``DemoCatalogueError`` naming the entry
    when malformed)."""
    names: dict[str, dict[str, str]] = {}
    root = _Entry(raw, "file", names)
    activities = tuple(_activity(entry) for entry in root.entries("activities", "activity"))
    boats = tuple(entry.name("boat_name") for entry in root.entries("boats", "boat"))
    trips = tuple(_trip(entry) for entry in root.entries("trips", "trip"))
    schedules = tuple(
        _schedule(entry, len(boats), len(trips)) for entry in root.entries("schedules", "schedule")
    )
    return DemoCatalogue(activities, boats, trips, schedules, names)


@cache
def demo_catalogue() -> DemoCatalogue:
    """The demo catalogue shipped with the app (read once)."""
    try:
        raw = json.loads(CATALOGUE_FILE.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise DemoCatalogueError(f"The demo catalogue's file is not JSON: {exc}.") from None
    return parse_demo_catalogue(raw)

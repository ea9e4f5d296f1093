"""The deterministic demo catalogue: Andaman island activities and inter-island ferries.

Pure data and rules, no I/O: the seed writes it to the database, the inventory turns it into
seats per date. ``build_catalogue(N)`` repeats the base products up to N activities and N boat
schedules for benchmarks.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace
from decimal import Decimal

from app.domain.tickets import NationalityClass, TicketType
from app.i18n import QT_TRANSLATE_NOOP

CATALOGUE_SIZE_MAX = 2000


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
    flags: tuple[int, int, int]
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
class Catalogue:
    """Everything the seed writes: activities, boats, trips and schedules (ids by position)."""

    activities: tuple[ActivityTemplate, ...]
    boats: tuple[str, ...]
    trips: tuple[TripTemplate, ...]
    schedules: tuple[ScheduleTemplate, ...]


def _t(text: str) -> dt.time:
    return dt.time.fromisoformat(text)


def _d(text: str) -> Decimal:
    return Decimal(text)


def _rates(
    adult: tuple[str, str], child: tuple[str, str], infant: str, permits: tuple[str, str]
) -> tuple[Rate, ...]:
    """A rate card: (INDIAN, FOREIGNER) boat fares per band; permits (INDIAN, FOREIGNER) adult."""
    cards: list[Rate] = []
    for index, nationality in enumerate((NationalityClass.INDIAN, NationalityClass.FOREIGNER)):
        permit = _d(permits[index])
        cards += [
            Rate(TicketType.ADULT, nationality, _d(adult[index]), permit, _d("100.00")),
            Rate(TicketType.CHILD, nationality, _d(child[index]), permit / 2, _d("60.00")),
            Rate(TicketType.INFANT, nationality, _d(infant), _d("0.00"), _d("0.00")),
        ]
    return tuple(cards)


BASE_ACTIVITIES = (
    ActivityTemplate(
        title=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Scuba Diving at North Bay"),
        location=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "North Bay Island, Port Blair"),
        short_description="A first dive with a PADI instructor over the coral of North Bay.",
        description=(
            "A 30-minute guided dive for beginners at 6 to 8 metres, after a briefing and a "
            "shallow-water practice. Boat transfer from Aberdeen Jetty is included."
        ),
        image_stem="scuba-north-bay",
        inclusions="Instructor, equipment, boat transfer, underwater photos",
        exclusions="Lunch, North Bay entry fee",
        gst_percentage=_d("18"),
        mrp=_d("5500.00"),
        commission=_d("450.00"),
        weekend_uplift_percent=10,
        default_cutoff_minutes=120,
        cancel_charge=_d("150.00"),
        slots=(
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Morning dive"),
                _t("08:00"),
                _t("10:00"),
                12,
                _d("4999.00"),
                240,
            ),
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Late-morning dive"),
                _t("10:30"),
                _t("12:30"),
                12,
                _d("4499.00"),
            ),
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Afternoon dive"),
                _t("14:00"),
                _t("16:00"),
                12,
                _d("4499.00"),
            ),
        ),
    ),
    ActivityTemplate(
        title=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Glass-Bottom Boat Ride at Elephant Beach"),
        location=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Elephant Beach, Swaraj Dweep (Havelock)"),
        short_description="An hour over the reef in a glass-bottom boat.",
        description=(
            "See the reef of Elephant Beach without getting wet: a one-hour ride in a "
            "glass-bottom boat with a guide who names the corals and fish."
        ),
        image_stem="glass-bottom-elephant-beach",
        inclusions="Boat ride, guide, life jackets",
        exclusions="Transfer to Elephant Beach",
        gst_percentage=_d("5"),
        mrp=_d("1500.00"),
        commission=_d("125.00"),
        weekend_uplift_percent=10,
        default_cutoff_minutes=60,
        cancel_charge=_d("50.00"),
        slots=(
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Morning ride"),
                _t("09:00"),
                _t("10:00"),
                20,
                _d("1249.50"),
            ),
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Midday ride"),
                _t("11:00"),
                _t("12:00"),
                20,
                _d("1249.50"),
            ),
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Afternoon ride"),
                _t("15:00"),
                _t("16:00"),
                20,
                _d("1149.50"),
            ),
        ),
    ),
    ActivityTemplate(
        title=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Sea Walk at Elephant Beach"),
        location=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Elephant Beach, Swaraj Dweep (Havelock)"),
        short_description="Walk the sea bed with a helmet; no swimming needed.",
        description=(
            "A guided 20-minute walk on the sea bed at 5 metres wearing an oxygen helmet. "
            "Small groups only: at most eight walkers a slot."
        ),
        image_stem="sea-walk-elephant-beach",
        inclusions="Helmet, guide, photos",
        exclusions="Transfer to Elephant Beach",
        gst_percentage=_d("18"),
        mrp=_d("4000.00"),
        commission=_d("300.00"),
        weekend_uplift_percent=10,
        default_cutoff_minutes=90,
        cancel_charge=_d("100.00"),
        slots=(
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Morning walk"),
                _t("09:30"),
                _t("10:30"),
                8,
                _d("3499.00"),
                30,
            ),
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Afternoon walk"),
                _t("13:30"),
                _t("14:30"),
                8,
                _d("3499.00"),
            ),
        ),
    ),
    ActivityTemplate(
        title=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Cellular Jail Light and Sound Show"),
        location=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Cellular Jail, Port Blair"),
        short_description="The story of the freedom struggle, told in the jail's courtyard.",
        description=(
            "An evening show of light and sound in the courtyard of the Cellular Jail national "
            "memorial, in Hindi and in English."
        ),
        image_stem="cellular-jail-show",
        inclusions="Show entry",
        exclusions="Museum entry, transfers",
        gst_percentage=_d("18"),
        mrp=_d("350.00"),
        commission=_d("30.00"),
        weekend_uplift_percent=0,
        default_cutoff_minutes=30,
        cancel_charge=_d("20.00"),
        slots=(
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Hindi show"),
                _t("18:00"),
                _t("19:00"),
                150,
                _d("300.00"),
            ),
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "English show"),
                _t("19:15"),
                _t("20:15"),
                150,
                _d("300.00"),
            ),
        ),
    ),
    ActivityTemplate(
        title=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Ross Island Heritage Walk"),
        location=QT_TRANSLATE_NOOP(
            "DEMO_CATALOGUE", "Netaji Subhash Chandra Bose Dweep (Ross Island)"
        ),
        short_description="The ruins of the old British capital, with a historian.",
        description=(
            "A three-hour guided walk through the church, bakery and barracks of Ross Island, "
            "with its deer and peacocks. The island is closed to visitors on Wednesdays."
        ),
        image_stem="ross-island-walk",
        inclusions="Guide, ferry from Rajiv Gandhi Water Sports Complex",
        exclusions="Island entry fee, meals",
        gst_percentage=_d("5"),
        mrp=_d("1100.00"),
        commission=_d("90.00"),
        weekend_uplift_percent=15,
        default_cutoff_minutes=180,
        cancel_charge=_d("50.00"),
        slots=(
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Morning walk"),
                _t("08:30"),
                _t("11:30"),
                30,
                _d("899.00"),
            ),
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Afternoon walk"),
                _t("13:00"),
                _t("16:00"),
                30,
                _d("899.00"),
            ),
        ),
        closed_weekday=2,
    ),
    ActivityTemplate(
        title=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Sunrise Kayaking in the Mangroves"),
        location=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Swaraj Dweep (Havelock)"),
        short_description="Paddle the mangrove creeks at first light.",
        description=(
            "Two hours of guided kayaking through the mangrove creeks of Havelock. The sunrise "
            "trip closes the evening before so that the guides can plan the tide."
        ),
        image_stem="mangrove-kayaking",
        inclusions="Kayak, paddle, life jacket, guide, tea",
        exclusions="Transfers",
        gst_percentage=_d("18"),
        mrp=_d("3200.00"),
        commission=_d("250.00"),
        weekend_uplift_percent=10,
        default_cutoff_minutes=240,
        cancel_charge=_d("100.00"),
        slots=(
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Sunrise paddle"),
                _t("05:30"),
                _t("07:30"),
                10,
                _d("2750.00"),
                720,
            ),
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Sunset paddle"),
                _t("16:00"),
                _t("18:00"),
                10,
                _d("2750.00"),
            ),
        ),
    ),
    ActivityTemplate(
        title=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Baratang Limestone Caves Day Trip"),
        location=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Baratang Island, Middle Andaman"),
        short_description="Mangrove boat ride and limestone caves, a full day from Port Blair.",
        description=(
            "A full day by road and boat: the convoy through the Jarawa reserve, a speedboat "
            "through the mangroves and a walk to the limestone caves. No trips on Mondays."
        ),
        image_stem="baratang-caves",
        inclusions="Road transfer, speedboat, guide, lunch",
        exclusions="Forest permit, personal expenses",
        gst_percentage=_d("5"),
        mrp=_d("4500.00"),
        commission=_d("350.00"),
        weekend_uplift_percent=5,
        default_cutoff_minutes=720,
        cancel_charge=_d("200.00"),
        slots=(
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Full day"),
                _t("04:30"),
                _t("17:00"),
                25,
                _d("3850.00"),
            ),
        ),
        closed_weekday=0,
    ),
    ActivityTemplate(
        title=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Snorkelling at Bharatpur Beach"),
        location=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Bharatpur Beach, Shaheed Dweep (Neil)"),
        short_description="Shallow-reef snorkelling with a guide at Neil Island.",
        description=(
            "Ninety minutes of guided snorkelling over the shallow reef of Bharatpur Beach, "
            "suitable for non-swimmers with a float."
        ),
        image_stem="snorkelling-bharatpur",
        inclusions="Mask, snorkel, fins, float, guide",
        exclusions="Transfers, photos",
        gst_percentage=_d("18"),
        mrp=_d("2400.00"),
        commission=_d("180.00"),
        weekend_uplift_percent=10,
        default_cutoff_minutes=60,
        cancel_charge=_d("50.00"),
        slots=(
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Morning snorkel"),
                _t("09:00"),
                _t("10:30"),
                15,
                _d("1999.00"),
            ),
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Midday snorkel"),
                _t("11:00"),
                _t("12:30"),
                15,
                _d("1999.00"),
            ),
            SlotTemplate(
                QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Afternoon snorkel"),
                _t("14:30"),
                _t("16:00"),
                15,
                _d("1899.00"),
            ),
        ),
    ),
)

BASE_BOATS = (
    QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "MV Coral Queen"),
    QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "MV Island Link"),
    QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "MV Blue Lagoon"),
)

BASE_TRIPS = (
    TripTemplate(
        trip_name=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Port Blair to Swaraj Dweep (Havelock)"),
        flags=(1, 1, 1),
        gst_percentage=_d("5"),
        cancel_charge=_d("100.00"),
        rates=_rates(("1150.00", "1450.00"), ("690.00", "870.00"), "150.00", ("50.00", "500.00")),
    ),
    TripTemplate(
        trip_name=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Swaraj Dweep to Shaheed Dweep (Neil)"),
        flags=(1, 1, 0),
        gst_percentage=_d("5"),
        cancel_charge=_d("80.00"),
        rates=_rates(("850.00", "1100.00"), ("510.00", "660.00"), "100.00", ("50.00", "300.00")),
    ),
    TripTemplate(
        trip_name=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "North Bay Harbour Cruise"),
        flags=(0, 0, 0),
        gst_percentage=_d("18"),
        cancel_charge=_d("50.00"),
        rates=_rates(("649.50", "899.50"), ("399.50", "549.50"), "0.00", ("0.00", "0.00")),
    ),
    TripTemplate(
        trip_name=QT_TRANSLATE_NOOP("DEMO_CATALOGUE", "Port Blair to Shaheed Dweep (Neil)"),
        flags=(1, 0, 0),
        gst_percentage=_d("5"),
        cancel_charge=_d("100.00"),
        rates=_rates(("1050.00", "1350.00"), ("630.00", "810.00"), "150.00", ("50.00", "500.00")),
    ),
)

BASE_SCHEDULES = (
    ScheduleTemplate(1, 1, _t("06:15"), _t("08:45"), 200, 0),
    ScheduleTemplate(2, 1, _t("14:00"), _t("16:30"), 150, 1),
    ScheduleTemplate(1, 2, _t("09:30"), _t("10:45"), 200, 0),
    ScheduleTemplate(3, 3, _t("11:00"), _t("13:00"), 40, 0),
    ScheduleTemplate(3, 3, _t("15:30"), _t("17:30"), 40, 0),
    ScheduleTemplate(2, 4, _t("07:00"), _t("09:00"), 150, 2),
)

CATALOGUE_SIZE_MIN = len(BASE_ACTIVITIES)


def _later(moment: dt.time, minutes: int) -> dt.time:
    shifted = dt.datetime.combine(dt.date(2000, 1, 1), moment) + dt.timedelta(minutes=minutes)
    return shifted.time()


def build_catalogue(size: int | None = None) -> Catalogue:
    """The base catalogue, or exactly ``size`` activities and ``size`` boat schedules."""
    if size is None:
        return Catalogue(BASE_ACTIVITIES, BASE_BOATS, BASE_TRIPS, BASE_SCHEDULES)
    if not CATALOGUE_SIZE_MIN <= size <= CATALOGUE_SIZE_MAX:
        raise ValueError(
            f"the catalogue size must be from {CATALOGUE_SIZE_MIN} to {CATALOGUE_SIZE_MAX}"
        )
    activities = []
    for index in range(size):
        base = BASE_ACTIVITIES[index % len(BASE_ACTIVITIES)]
        group = index // len(BASE_ACTIVITIES)
        activities.append(
            base if group == 0 else replace(base, title=f"{base.title} · {group + 1}")
        )
    schedules = []
    for index in range(size):
        base_schedule = BASE_SCHEDULES[index % len(BASE_SCHEDULES)]
        # Each repetition departs a few minutes later, staying inside the same morning/evening.
        shift = (index // len(BASE_SCHEDULES)) % 30
        schedules.append(
            replace(
                base_schedule,
                departure=_later(base_schedule.departure, shift),
                arrival=_later(base_schedule.arrival, shift),
            )
        )
    return Catalogue(tuple(activities), BASE_BOATS, BASE_TRIPS, tuple(schedules))

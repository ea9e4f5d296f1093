"""The BOAT schedule picker's tables: departures of a trip, and the rates of one departure."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from decimal import Decimal

from app.api import BoatAvailability
from app.api.models import BoatRate
from app.counter.link.catalogue import boat_seat_price, rate_seat
from app.counter.papers.formatting import MISSING, fare_text, money_text, plain_words, time_text
from app.domain.clock import service_now
from app.domain.cutoff import boat_cutoff
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.product_name import ProductName
from app.domain.till import TillRules
from app.i18n import Catalogue
from app.reports.receipt_data import per_person_words
from app.ui.models.bookable import BookableModel
from app.ui.models.catalogue import customer_price_tip
from app.ui.models.rows import RIGHT, Column, RowTableModel

SCHEDULES_MODEL = Catalogue("SCHEDULES_MODEL")


def seat_basis(schedule: BoatAvailability) -> str:
    """Whether the seat count is live, a capacity reference, or unknown (older variant)."""
    live = schedule.inventory.is_live_inventory
    if live is None:
        return MISSING
    if live:
        return SCHEDULES_MODEL.tr("Live")
    capacity = schedule.inventory.capacity_per_rotation
    if capacity is None:
        return SCHEDULES_MODEL.tr("Capacity reference")
    return SCHEDULES_MODEL.tr("Capacity reference ({capacity})").format(capacity=capacity)


def schedule_cutoff(schedule: BoatAvailability) -> dt.datetime | None:
    """When booking closes, ``booking_close_days`` before departure (None when not given)."""
    if schedule.booking_close_days is None:
        return None
    return boat_cutoff(
        schedule.travel_date, schedule.departure_time, schedule.booking_close_days, service_now()
    ).closes_at


def schedule_state(schedule: BoatAvailability, now: dt.datetime) -> str | None:
    """None when the departure can be booked at ``now``, else the reason it cannot."""
    if schedule.inventory.remaining_seats <= 0:
        return SCHEDULES_MODEL.tr("Sold out")
    if schedule.booking_close_days is None:
        return None
    return boat_cutoff(
        schedule.travel_date, schedule.departure_time, schedule.booking_close_days, now
    ).reason


class ScheduleModel(BookableModel[BoatAvailability]):
    """The departures of one trip on one date (``BOAT_COLUMN``: the boat's name)."""

    BOAT_COLUMN = 2

    def __init__(self, now: Callable[[], dt.datetime] = service_now) -> None:
        super().__init__(
            [
                Column(SCHEDULES_MODEL.tr("Departs"), lambda s: time_text(s.departure_time)),
                Column(SCHEDULES_MODEL.tr("Trip ends"), lambda s: time_text(s.return_time)),
                Column(SCHEDULES_MODEL.tr("Boat"), lambda s: DEMO_CATALOGUE.known(s.boat_name)),
                Column(
                    SCHEDULES_MODEL.tr("Seats left"),
                    lambda s: str(s.inventory.remaining_seats),
                    lambda s: s.inventory.remaining_seats,
                    RIGHT,
                ),
                Column(
                    SCHEDULES_MODEL.tr("Seat count"),
                    seat_basis,
                    tooltip=SCHEDULES_MODEL.tr("A live count, or the boat's capacity"),
                ),
            ],
            schedule_state,
            schedule_cutoff,
            now,
        )
        self.product_of = lambda s: ProductName(s.trip_name, s.boat_name, s.departure_time).text


def _money(
    title: str, amount: Callable[[BoatRate], Decimal | None], tooltip: str = ""
) -> Column[BoatRate]:
    return Column(
        title, lambda rate: money_text(amount(rate), rate.currency), align=RIGHT, tooltip=tooltip
    )


class RateModel(RowTableModel[BoatRate]):
    """The fares of one departure by ticket type, age band and nationality: what the customer
    pays per person (the fare, its GST on the boat fare and the till's markup by ``rules``, as
    the catalogue and the passenger list price one seat), then the agency's figures
    (``NET_COLUMNS``: the picker shows them with "Show net fares")."""

    # Boat fare, permit, the fare before GST and the agency's net.
    NET_COLUMNS = range(4, 8)

    def __init__(self) -> None:
        self.rules: Callable[[], TillRules] = TillRules
        # The opened trip's GST rate (set as its departures are searched).
        self.gst_percentage = Decimal(0)
        super().__init__(
            [
                Column(SCHEDULES_MODEL.tr("Ticket"), lambda rate: plain_words(rate.ticket_type)),
                Column(SCHEDULES_MODEL.tr("Age range"), lambda rate: rate.age_range),
                Column(
                    SCHEDULES_MODEL.tr("Nationality"), lambda rate: plain_words(rate.nationality)
                ),
                Column(
                    per_person_words(),
                    lambda rate: fare_text(self.customer_price(rate), rate.currency),
                    lambda rate: float(self.customer_price(rate)),
                    RIGHT,
                    customer_price_tip(),
                ),
                _money(SCHEDULES_MODEL.tr("Boat fare"), lambda rate: rate.boat_fare),
                _money(
                    SCHEDULES_MODEL.tr("Permit fare"),
                    lambda rate: rate.permit_fare,
                    SCHEDULES_MODEL.tr("Government fee, no GST"),
                ),
                # The ticket's price (the operator's MRP): "Free" where nothing is asked (its
                # parts show 0.00). The bill's "Fare" line, before the fare's GST.
                Column(
                    SCHEDULES_MODEL.tr("Fare before GST"),
                    lambda rate: fare_text(rate.mrp, rate.currency),
                    align=RIGHT,
                    tooltip=SCHEDULES_MODEL.tr(
                        "The ticket's price (MRP): boat fare and permit, no fare GST, no markup"
                    ),
                ),
                _money(
                    SCHEDULES_MODEL.tr("Net price"),
                    lambda rate: rate.net_price,
                    SCHEDULES_MODEL.tr("What the agency pays"),
                ),
            ]
        )

    def customer_price(self, rate: BoatRate) -> Decimal:
        """What the customer pays for one seat at ``rate``, as the till prices a seat."""
        return boat_seat_price(rate_seat(rate), self.gst_percentage, self.rules())

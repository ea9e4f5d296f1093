"""The ACTIVITY slot picker's table: seats, the customer's price, net price, cut-off and
countdown."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from decimal import Decimal

from app.api import ActivityAvailability
from app.counter.link.catalogue import seat_price
from app.counter.papers.formatting import money_text
from app.domain.clock import service_now
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.modules import Module
from app.domain.product_name import ProductName
from app.domain.till import TillRules
from app.figures import window_text
from app.i18n import Catalogue
from app.reports.receipt_data import per_person_words
from app.ui.models.bookable import BookableModel
from app.ui.models.catalogue import customer_price_tip
from app.ui.models.rows import RIGHT, Column

SLOTS_MODEL = Catalogue("SLOTS_MODEL")


def net_partner_price(slot: ActivityAvailability) -> str:
    """What the agency pays per person (the older variant names it ``net_price``)."""
    pricing = slot.pricing
    net = pricing.net_partner_price
    return money_text(pricing.net_price if net is None else net, pricing.currency)


def slot_cutoff(slot: ActivityAvailability) -> dt.datetime | None:
    """The cut-off instant (the older variant has no booking rules)."""
    return slot.booking_rules.booking_cutoff_at if slot.booking_rules else None


def slot_state(slot: ActivityAvailability, now: dt.datetime) -> str | None:
    """None when the slot can be booked at ``now``, else the reason it cannot."""
    rules = slot.booking_rules
    if slot.inventory.remaining_seats <= 0:
        return SLOTS_MODEL.tr("Sold out")
    if rules is None:
        return None
    if not (rules.is_bookable and rules.is_booking_open):
        return rules.reason or SLOTS_MODEL.tr("Not bookable")
    if now >= rules.booking_cutoff_at:
        return SLOTS_MODEL.tr("Cut-off passed ({minutes} min before the start)").format(
            minutes=rules.booking_cutoff_minutes
        )
    return None


class SlotModel(BookableModel[ActivityAvailability]):
    """The slots of one activity on one date; each slot's price is the customer's per person
    (its exact fare, the activity's GST and the till's markup by ``rules``), as the catalogue's
    list and the sale price it."""

    def __init__(self, now: Callable[[], dt.datetime] = service_now) -> None:
        self.rules: Callable[[], TillRules] = TillRules
        # The opened activity's GST rate (set as its slots are searched).
        self.gst_percentage = Decimal(0)
        super().__init__(
            [
                Column(SLOTS_MODEL.tr("Slot"), lambda s: DEMO_CATALOGUE.known(s.slot.label)),
                Column(SLOTS_MODEL.tr("Time"), lambda s: window_text(s.slot.time_window)),
                Column(
                    SLOTS_MODEL.tr("Seats left"),
                    lambda s: str(s.inventory.remaining_seats),
                    lambda s: s.inventory.remaining_seats,
                    RIGHT,
                ),
                Column(
                    per_person_words(),
                    lambda s: money_text(self.customer_price(s), s.pricing.currency),
                    lambda s: float(self.customer_price(s)),
                    RIGHT,
                    customer_price_tip(),
                ),
                Column(
                    SLOTS_MODEL.tr("Net / person"),
                    net_partner_price,
                    align=RIGHT,
                    tooltip=SLOTS_MODEL.tr("What the agency pays per person, before fare GST"),
                ),
            ],
            slot_state,
            slot_cutoff,
            now,
        )
        self.product_of = lambda s: ProductName(s.activity_name, s.slot.label).text

    def customer_price(self, slot: ActivityAvailability) -> Decimal:
        """What the customer pays per person for ``slot``, as the till prices a seat."""
        rules = self.rules()
        markup = rules.markup(Module.ACTIVITY)
        fare = slot.pricing.fare_per_person
        return seat_price(Module.ACTIVITY, fare, self.gst_percentage, markup, rules.round_to)

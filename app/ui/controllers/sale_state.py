"""What the parts of the Book screen's controller share: the screen, the services (the
``SaleService`` holds the journal), and the sale on the screen (its ``Checkout``)."""

from __future__ import annotations

import datetime as dt

from app.booking import BookingFlow
from app.booking.checkout import Asks, Checkout, Counter, SaleTerms
from app.booking.choice import Choice
from app.counter.link.service import ServiceConnection
from app.counter.services.sales import SaleService
from app.counter.services.till_sale import sale_terms
from app.domain.clock import service_now
from app.ui.bridge import MessageBridge
from app.ui.controllers.header import HeaderController
from app.ui.controllers.pending import PendingController
from app.ui.views.book import BookView


class SaleState:
    """The Book screen, the service, the sale desk and the sale being made on them.

    ``settling`` is True while a sale's booking is on its way: its answer must land on its own
    screen, so no other sale starts meanwhile.
    """

    def __init__(
        self,
        header: HeaderController,
        bridge: MessageBridge,
        screen: BookView,
        desk: SaleService,
        pending: PendingController,
    ) -> None:
        self.header = header
        self.connection: ServiceConnection = header.connection
        self.bridge = bridge
        self.screen = screen
        self.desk = desk
        self.pending = pending
        self.checkout: Checkout | None = None
        self.settling = False
        # What each request sent from this screen sold: its voucher, if it is booked later.
        self.sold: dict[str, Choice] = {}
        self.counter: Counter = desk.counter(lambda: self.connection.client, self.terms, self.now)

    @property
    def flow(self) -> BookingFlow | None:
        """The sale on screen, as typed: its checkout's flow."""
        return None if self.checkout is None else self.checkout.flow

    def now(self) -> dt.datetime:
        """The service's clock now: when a sale is made, and its voucher issued."""
        return service_now()

    def terms(self) -> SaleTerms:
        """The counter's terms of a sale, as the settings say now."""
        return sale_terms(self.connection.settings)

    def new_checkout(self, choice: Choice, asks: Asks) -> Checkout:
        """A new sale of ``choice``: a checkout with nothing of the last sale."""
        self.checkout = Checkout.new(choice, self.counter, asks)
        return self.checkout

    def restored_checkout(self, flow: BookingFlow, asks: Asks) -> Checkout:
        """A checkout of ``flow``, a sale typed before (a draft)."""
        self.checkout = Checkout(flow, self.counter, asks)
        return self.checkout

"""What the parts of the Book screen's controller share: the screen, the services, and the sale
on the screen (its ``Checkout``), with the journal reads they make off the UI thread."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import sqlite3
from collections.abc import Callable
from typing import TypeVar

from app.booking import BookingFlow
from app.booking.checkout import Asks, Checkout, Counter, SaleTerms
from app.booking.choice import Choice
from app.counter.service import ServiceConnection
from app.counter.till_sale import sale_terms
from app.domain.clock import service_now
from app.journal import Journal
from app.journal.store import DATABASE_NAME, JournalReads, reading
from app.ui.bridge import MessageBridge
from app.ui.controllers.header import HeaderController
from app.ui.controllers.pending import PendingController
from app.ui.views.book import BookView

log = logging.getLogger(__name__)

T = TypeVar("T")


class SaleState:
    """The Book screen, the service, the journal and the sale being made on them.

    ``settling`` is True while a sale's booking is on its way: its answer must land on its own
    screen, so no other sale starts meanwhile.
    """

    def __init__(
        self,
        header: HeaderController,
        bridge: MessageBridge,
        screen: BookView,
        journal: Journal,
        pending: PendingController,
    ) -> None:
        self.header = header
        self.service: ServiceConnection = header.service
        self.bridge = bridge
        self.screen = screen
        self.journal = journal
        self.pending = pending
        self.checkout: Checkout | None = None
        self.settling = False
        # What each request sent from this screen sold: its voucher, if it is booked later.
        self.sold: dict[str, Choice] = {}
        self.counter = Counter(lambda: self.service.client, journal, self.terms, self.now)

    @property
    def flow(self) -> BookingFlow | None:
        """The sale on screen, as typed."""
        return self.screen.flow

    def now(self) -> dt.datetime:
        """The service's clock now: when a sale is made, and its voucher issued."""
        return service_now()

    def terms(self) -> SaleTerms:
        """The counter's terms of a sale, as the settings say now."""
        return sale_terms(self.service.settings)

    def new_checkout(self, choice: Choice, asks: Asks) -> Checkout:
        """A new sale of ``choice``: a checkout with nothing of the last sale."""
        self.checkout = Checkout.new(choice, self.counter, asks)
        return self.checkout

    def restored_checkout(self, flow: BookingFlow, asks: Asks) -> Checkout:
        """A checkout of ``flow``, a sale typed before (a draft)."""
        self.checkout = Checkout(flow, self.counter, asks)
        return self.checkout

    def read_apart(self, read: Callable[[JournalReads], T]) -> T | None:
        """``read`` of the journal on a read-only connection of its own (in a worker: its rows
        are not made into objects on the UI thread); None when the file cannot be read so (a
        journal that cannot be written, or one in memory): the caller reads on ``journal``."""
        if self.journal.read_only is not None:
            return None
        try:
            with reading(self.journal.folder / DATABASE_NAME, self.journal.now) as journal:
                return read(journal)
        except sqlite3.Error as error:
            log.info("The journal was not read apart (%s): read on its own connection", error)
            return None

    async def read_off_ui(self, read: Callable[[JournalReads], T]) -> T:
        """``read`` of the journal in a worker (``read_apart``), else on ``journal``."""
        done = await asyncio.to_thread(self.read_apart, lambda journal: (read(journal),))
        return done[0] if done is not None else read(self.journal)

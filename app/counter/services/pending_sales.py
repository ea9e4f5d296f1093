"""The sales whose answer has not come, without Qt: every pending request sent again under its
own request_id (never a second charge), the sales whose customer left cancelled once booked, the
exchanges left halfway finished; what is still outstanding; and what staff or a supervisor
decide about one. ``PendingController`` turns these into the header, the notices and the
messages staff read."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING

from app.booking import (
    LeftOutcome,
    Resolution,
    UnresolvedSale,
    UnsavedAnswers,
    cancel_left_sales,
    customer_left,
    resolve_pending,
    stop_trying,
    unresolved_sales,
)
from app.booking.aftersale import unmoved
from app.booking.replay import answering_agent
from app.books.queries import BookQueries, customer_owed, customers_owed, refunds_owed
from app.counter.config.declared import Reader
from app.counter.link.service import ServiceConnection
from app.domain.money import ZERO
from app.journal import Journal
from app.records.refunds import CustomerRefund, RefundOwed
from app.reports.refund_slip import RefundSlip, refund_slip

if TYPE_CHECKING:
    from app.booking.exchange import ExchangeResult
    from app.counter.services.id_scans import SaleScans


@dataclass(frozen=True, slots=True)
class Tried:
    """What one round of tries did: each pending request's ``Resolution``, the sales whose
    customer left that were cancelled, the exchanges carried on."""

    resolutions: list[Resolution] = field(default_factory=list)
    left: list[LeftOutcome] = field(default_factory=list)
    exchanges: list[ExchangeResult] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Outstanding:
    """What waits: the unresolved sales (an answer held unsaved is known: not among them), how
    many requests, exchanges and unsaved answers wait for a round (those sales too), and every
    refund a customer is still owed, and what they come to in all by the books."""

    unresolved: list[UnresolvedSale]
    waiting: int
    owed: list[RefundOwed]
    owed_in_all: Decimal = ZERO


class PendingSaleService:
    """The journal's pending requests and the decisions about them, on ``connection``'s client.

    ``sending`` is held by whoever sends a write (the Book and Lookup screens, these tries), so
    one request is never in flight twice at once. ``unsaved`` holds answers the journal could
    not record yet; each round writes them again. The journal's errors (sqlite3.Error, OSError)
    are raised for the caller to word. ``moved()`` is told after a round that settled, cancelled
    or carried on anything."""

    def __init__(
        self, journal: Journal, connection: ServiceConnection, moved: Callable[[], None] = unmoved
    ) -> None:
        self._journal = journal
        self.connection = connection
        self._moved = moved
        self.sending = asyncio.Lock()
        self.unsaved = UnsavedAnswers()
        self._deciding = 0

    @contextmanager
    def deciding(self) -> Iterator[None]:
        """A supervisor decides about a sale inside the block: no round tries anything."""
        self._deciding += 1
        try:
            yield
        finally:
            self._deciding -= 1

    async def try_all(self) -> Tried:
        """One round, under ``sending``: what waits to be written written, every pending
        request sent again, the left sales cancelled, the exchanges finished. A journal locked
        by another program raises at once (tried again later, never waited for). While a
        supervisor decides (``deciding``) it tries nothing: the next round does."""
        if self._deciding:
            return Tried()
        async with self.sending:
            with self._journal.without_waiting():
                return await self._try_all_now()

    async def _try_all_now(self) -> Tried:
        journal = self._journal
        self.unsaved.write(journal)
        resolutions = []
        if journal.pending():
            resolutions = await resolve_pending(journal, self.connection.client)
            for resolution in resolutions:
                if not resolution.saved and resolution.answer is not None:
                    self.unsaved.keep(resolution.request_id, resolution.answer)
        tried = Tried(resolutions, await self._cancel_left(), await self._carry_on_exchanges())
        if tried.resolutions or tried.left or tried.exchanges:
            self._moved()  # a sale settled, a left sale cancelled, an exchange carried on
        return tried

    async def _cancel_left(self) -> list[LeftOutcome]:
        """Cancel the sales whose customer left that the service booked (and give back)."""
        if not self._journal.till.left_sales():
            return []
        client = self.connection.client
        agent = await answering_agent(client)
        if agent is None:
            return []  # the service does not answer: the next round carries on
        counter = self.connection.settings.counter_code
        return await cancel_left_sales(self._journal, client, counter, agent)

    async def _carry_on_exchanges(self) -> list[ExchangeResult]:
        """Finish the exchanges a failed cancellation or a stop left halfway."""
        if not self._journal.exchanges.open_exchanges():
            return []
        # Imported when an exchange is left to finish: the exchange brings the checkout, a
        # tenth of the live start's imports, which a start with none does without.
        from app.booking.exchange import carry_on_exchanges

        client = self.connection.client
        agent = await answering_agent(client)
        if agent is None:
            return []  # the service does not answer: the next round carries on
        return await carry_on_exchanges(self._journal, client, agent)

    def outstanding(self) -> Outstanding:
        """What is unresolved, unsaved or owed now."""
        journal = self._journal
        unresolved = [
            sale
            for sale in unresolved_sales(journal)
            if sale.request_id not in self.unsaved.answers
        ]
        waiting = len(journal.pending()) + len(journal.exchanges.open_exchanges())
        counter = self.connection.settings.counter_code
        owed = refunds_owed(journal.till, counter)
        in_all = customers_owed(journal.till, counter)
        return Outstanding(unresolved, waiting + len(self.unsaved.answers), owed, in_all)

    def stop(self, request_id: str) -> None:
        """Staff stop trying a sale (``CannotStop`` unless it was never sent)."""
        stop_trying(self._journal, request_id)

    def decided_by(self, decision_id: int) -> str:
        """The supervisor who made the recorded decision ``decision_id``."""
        return self._journal.till.decision(decision_id).supervisor

    def customer_left(self, request_id: str, decision_id: int) -> None:
        """Record that the customer of ``request_id`` left, on the supervisor's decision
        (``ValueError`` when it no longer waits for an answer)."""
        customer_left(self._journal, request_id, decision_id)

    def left_words(self, outcome: LeftOutcome) -> str:
        """What staff are told of the sale ``outcome`` cancelled for a customer who left, its
        figures by the books: what its refunds gave back, or what the customer is still owed."""
        till = self._journal.till
        given = BookQueries(till.books_connection()).paid_out(
            [r.payment_id for r in outcome.refunds]
        )
        return outcome.message(given.settled, customer_owed(till, outcome.booking_ref))

    def refund_slip(self, refund: CustomerRefund, customer: str) -> RefundSlip:
        """The slip of ``refund`` given back to ``customer``."""
        return refund_slip(self._journal, refund, customer)

    def scans(self, reader: Reader) -> SaleScans:
        """The ID scans the unresolved sales hold, opened for the supervisor ``reader`` names."""
        from app.counter.services.id_scans import SaleScans  # with the first look

        return SaleScans(self._journal, reader)

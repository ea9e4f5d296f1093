"""Requests whose answer has not come: tried again in the background until the service answers,
shown to staff meanwhile, and closed only by that answer or a recorded decision."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from app.api import ApiError
from app.booking import (
    CannotStop,
    LeftOutcome,
    Resolution,
    ResolutionKind,
    UnresolvedSale,
    UnsavedAnswers,
    agent_of,
    cancel_left_sales,
    customer_left,
    resolve_pending,
    stop_trying,
    unresolved_sales,
)
from app.booking.faults import JOURNAL_ERRORS, journal_reason
from app.booking.left import BOOKING_LEFT, CUSTOMER_LEFT
from app.counter.service import ServiceConnection
from app.counter.tasks import PreemptiveTasks
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.journal import Journal
from app.reports.refund_slip import refund_slip
from app.ui.bridge import ConnectionState, ConnectionStatus, MessageBridge
from app.ui.controllers.customer_refund import print_slip
from app.ui.controllers.supervisor import Supervisor
from app.ui.slots import async_slot
from app.ui.till_words import owed_line, owed_notice
from app.ui.widgets.header import StatusHeader
from app.ui.widgets.unresolved_notice import SupervisorDialog, UnresolvedNotice

if TYPE_CHECKING:
    from app.booking.exchange import ExchangeResult
    from app.ui.widgets.id_scans_dialog import IdScansDialog

PENDING_CONTROLLER = Catalogue("PENDING_CONTROLLER")

log = logging.getLogger(__name__)

HEADING = QT_TRANSLATE_NOOP(
    "PENDING_CONTROLLER", "Requests left unanswered when the app last stopped were checked:"
)
LATER_HEADING = QT_TRANSLATE_NOOP("PENDING_CONTROLLER", "An answer that had not come is in:")
# The background tries wait this long after a sale's answer is lost, doubling up to the most.
FIRST_TRY_S = 5.0
MOST_WAIT_S = 120.0


class PendingController(QObject):
    """Keeps asking the service, under their own request_ids (never a second charge), about
    every request whose outcome is unknown, with a growing wait between tries, until none is
    left; the header and the Book screen name each unresolved sale meanwhile.

    ``sending`` is held by whoever sends a write (the Book and Lookup screens, these tries), so
    one request is never in flight twice at once. ``unsaved`` holds answers the journal could
    not record yet; each try writes them again.

    A sale whose customer left (a supervisor's decision) is cancelled by these tries as soon as
    the service says it was booked, and the customer's money recorded as given back.

    Signals:
        resolved(list): at least one request was settled (its Resolutions); History reads again.
        left_cancelled(object): a sale the customer left was cancelled (its ``LeftOutcome``).
    """

    resolved = Signal(list)
    left_cancelled = Signal(object)

    def __init__(
        self,
        service: ServiceConnection,
        bridge: MessageBridge,
        journal: Journal,
        tasks: PreemptiveTasks,
        header: StatusHeader,
        window: QWidget,
        supervisor: Supervisor,
    ) -> None:
        super().__init__()
        self.supervisor = supervisor
        self.service = service
        self.bridge = bridge
        self.journal = journal
        self.tasks = tasks
        # The header it writes to and the window its dialogs belong to, passed in by the desk:
        # the window's module is not this module's to import (it reaches the controllers).
        self.header = header
        self.window = window
        self.sending = asyncio.Lock()
        self.unsaved = UnsavedAnswers()
        self.unresolved: list[UnresolvedSale] = []
        self._left_outcomes: list[LeftOutcome] = []
        self._exchanges: list[ExchangeResult] = []
        self.first_try_s = FIRST_TRY_S
        self.most_wait_s = MOST_WAIT_S
        self._wait_s = FIRST_TRY_S
        self._started = False
        # The service did not answer at this start: tried as soon as it does, not before.
        self.waiting_for_service = False
        self._closed = False
        self._running = False
        self._told = False
        # While a supervisor decides about a sale, no new try starts: the sale they were shown
        # stays as it was until the decision is recorded.
        self._deciding = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.on_timer)
        self.notice: UnresolvedNotice | None = None
        bridge.connection_changed.connect(self.on_connection_changed)
        self.show()

    def attach(self, notice: UnresolvedNotice) -> None:
        """The Book screen is built (on first use): its notice names the sales from now on."""
        self.notice = notice
        notice.stop_requested.connect(self.stop)
        notice.decision_requested.connect(self.ask_supervisor)
        notice.scans_requested.connect(self.on_scans_requested)
        notice.show_sales(self.unresolved)

    def wait_for_service(self) -> None:
        """The service did not answer at start-up: try again later (and as soon as it does)."""
        self._started = self.waiting_for_service = True
        self.show()

    def close(self) -> None:
        """The app is closing: no further background try (its event loop is going away)."""
        self._closed = True
        self._timer.stop()

    def lost(self) -> None:
        """A screen's write ended without an answer, or with one not saved: show it, and try
        again soon."""
        self._wait_s = self.first_try_s
        self._timer.stop()
        self.show()

    async def resolve(self) -> list[Resolution]:
        """Write what waits to be written, send every pending request again, and say what
        became of each; the next try is scheduled while anything is left."""
        if self._running:
            return []
        self._started = self._running = True
        self.waiting_for_service = False
        try:
            resolutions = await self._try_all()
        except asyncio.CancelledError:
            # Superseded by a newer try, which returned at once while this one still ran: the
            # next try is scheduled here, or none would come until the service changed state.
            self._running = False
            self.show()
            raise
        finally:
            self._running = False
        settled = [r for r in resolutions if r.kind is not ResolutionKind.UNRESOLVED]
        if settled or (resolutions and not self._told):
            self._tell(resolutions)
        # Said last: what the customer who left gets back is what staff must act on.
        left, self._left_outcomes = self._left_outcomes, []
        for outcome in left:
            log.info("Cancelled %s: the customer had left", outcome.booking_ref)
            said = outcome.message()
            for refund in outcome.refunds:
                slip = refund_slip(self.journal, refund, outcome.due.customer)
                said = f"{said} {await print_slip(self.service.settings, slip)}"
            self.bridge.warning(said)
            self.left_cancelled.emit(outcome)
        exchanged, self._exchanges = self._exchanges, []
        for exchange in exchanged:
            if exchange.done:
                self.bridge.info(exchange.message())
            else:
                self.bridge.warning(exchange.message())
        if settled:
            self.resolved.emit(settled)
        if not settled and resolutions:
            self._wait_s = min(self._wait_s * 2, self.most_wait_s)
        self.show()
        return resolutions

    async def _try_all(self) -> list[Resolution]:
        if self._deciding:
            return []  # tried again at the next turn, after the decision
        async with self.sending:
            try:
                # A journal locked by another program is tried again later, never waited for
                # here (the wait would hold up the screen).
                with self.journal.without_waiting():
                    return await self._try_all_now()
            except JOURNAL_ERRORS as exc:
                log.exception("The journal cannot be read")
                self.bridge.error(
                    PENDING_CONTROLLER.tr("The journal cannot be read: {reason}.").format(
                        reason=journal_reason(exc)
                    )
                )
                return []

    async def _try_all_now(self) -> list[Resolution]:
        self.unsaved.write(self.journal)
        resolutions = []
        if self.journal.pending():
            resolutions = await resolve_pending(self.journal, self.service.client)
            for resolution in resolutions:
                if not resolution.saved and resolution.answer is not None:
                    self.unsaved.keep(resolution.request_id, resolution.answer)
        await self._cancel_left()
        await self._carry_on_exchanges()
        return resolutions

    async def _cancel_left(self) -> None:
        """Cancel the sales whose customer left that the service booked (and give back)."""
        if not self.journal.till.left_sales():
            return
        client = self.service.client
        try:
            agent = agent_of(await client.wallet_balance())
        except ApiError:
            return  # the service does not answer: the next try carries on
        counter = self.service.settings.counter_code
        self._left_outcomes += await cancel_left_sales(self.journal, client, counter, agent)

    async def _carry_on_exchanges(self) -> None:
        """Finish the exchanges a failed cancellation or a stop left halfway."""
        if not self.journal.exchanges.open_exchanges():
            return
        # Imported when an exchange is left to finish: the exchange brings the checkout, a
        # tenth of the live start's imports, which a start with none does without.
        from app.booking.exchange import carry_on_exchanges

        client = self.service.client
        try:
            agent = agent_of(await client.wallet_balance())
        except ApiError:
            return  # the service does not answer: the next try carries on
        self._exchanges += await carry_on_exchanges(self.journal, client, agent)

    def show(self) -> None:
        """Header and Book screen name what is unresolved or unsaved; tries go on while any."""
        try:
            # An answer held in memory is known: it only waits to be written.
            self.unresolved = [
                sale
                for sale in unresolved_sales(self.journal)
                if sale.request_id not in self.unsaved.answers
            ]
            others = bool(self.journal.pending() or self.journal.exchanges.open_exchanges())
            # Every rupee a customer is owed stays in the header until it is paid out.
            owed = self.journal.till.refunds_owed(self.service.settings.counter_code)
        except JOURNAL_ERRORS:
            log.exception("The journal cannot be read")
            others, owed = True, []
        texts = [sale.notice() for sale in self.unresolved]
        if self.unsaved.notice():
            texts.append(self.unsaved.notice())
        self.header.show_counter_notice(" ".join(texts))
        self.header.show_owed(owed_line(owed), "\n".join(owed_notice(refund) for refund in owed))
        if self.notice is not None:
            self.notice.show_sales(self.unresolved)
        if not (others or self.unsaved.answers):
            self._wait_s = self.first_try_s
            self._timer.stop()
        elif self._started and not self._closed and not self._timer.isActive():
            self._timer.start(int(self._wait_s * 1000))

    def _tell(self, resolutions: list[Resolution]) -> None:
        heading = PENDING_CONTROLLER.known(LATER_HEADING if self._told else HEADING)
        self._told = True
        for resolution in resolutions:
            log.info("Resolution of %s: %s", resolution.request_id, resolution.kind)
        text = " ".join([heading, *(resolution.message for resolution in resolutions)])
        if any(r.kind is ResolutionKind.UNRESOLVED for r in resolutions):
            self.bridge.error(text)
        else:
            self.bridge.warning(text)

    @async_slot()
    async def on_timer(self) -> None:
        """The next background try."""
        await self.tasks.run("pending", self.resolve())

    @async_slot(object)
    async def on_connection_changed(self, status: ConnectionStatus) -> None:
        """The service answers again: try at once rather than at the next scheduled time."""
        if status.state is ConnectionState.ONLINE and self._timer.isActive() and not self._running:
            self._timer.stop()
            await self.tasks.run("pending", self.resolve())

    def stop(self, request_id: str) -> bool:
        """Staff stop trying a sale; refused (and said why) unless it was never sent."""
        return self._record(
            lambda: stop_trying(self.journal, request_id),
            PENDING_CONTROLLER.tr("The sale that was never sent is closed; nothing was charged."),
        )

    def ask_supervisor(self, request_id: str) -> None:
        """Ask what the supervisor decides (window-modal, the loop goes on); the PIN next."""
        sale = next((s for s in self.unresolved if s.request_id == request_id), None)
        if sale is None:
            return
        dialog = SupervisorDialog(sale, self.window)
        dialog.chosen.connect(self.on_chosen)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    @async_slot(str)
    async def on_scans_requested(self, request_id: str) -> None:
        """A supervisor is to see the ID scans the unresolved sale holds."""
        await self.view_scans(request_id)

    async def view_scans(self, request_id: str) -> IdScansDialog | None:
        """The ID scans of the unresolved sale ``request_id`` shown after a supervisor's PIN."""
        sale = next((s for s in self.unresolved if s.request_id == request_id), None)
        if sale is None:
            return None
        from app.counter.id_scans import SaleScans  # with the first look
        from app.ui.controllers.id_scans import show_id_scans

        return await show_id_scans(
            SaleScans(self.journal), self.supervisor, self.window, sale, self.bridge.error
        )

    @async_slot(str, str)
    async def on_chosen(self, request_id: str, decision: str) -> None:
        """The supervisor chose: their PIN, then the decision is recorded."""
        await self.decide(request_id, decision)

    async def decide(self, request_id: str, decision: str) -> bool:
        """Record a supervisor's decision about an unresolved sale after their PIN: keep trying,
        or the customer left (the sale is cancelled if the service booked it). False: not
        approved, or the sale is no longer waiting. No new background try starts meanwhile."""
        self._deciding += 1
        try:
            return await self._decide(request_id, decision)
        finally:
            self._deciding -= 1

    async def _decide(self, request_id: str, decision: str) -> bool:
        sale = next((s for s in self.unresolved if s.request_id == request_id), None)
        if sale is None:
            return False
        action = BOOKING_LEFT.known(decision)
        decision_id = await self.supervisor.require(
            self.window,
            action,
            sale.describe(),
            self.bridge.error,
            PENDING_CONTROLLER.tr(
                "Nothing was decided: a supervisor's decision needs the supervisor's PIN. The "
                "app keeps asking the service about the sale."
            ),
        )
        if decision_id is None:
            return False
        who = self.journal.till.decision(decision_id).supervisor
        if decision != CUSTOMER_LEFT:
            self.bridge.warning(
                PENDING_CONTROLLER.tr(
                    "{supervisor} decided to keep trying: the app keeps asking the service "
                    "about the earlier sale."
                ).format(supervisor=who)
            )
            return True
        return self._record(
            lambda: customer_left(self.journal, request_id, decision_id),
            PENDING_CONTROLLER.tr(
                "{supervisor} decided the customer has left. The app keeps asking the service "
                "about the earlier sale: if it was booked, the app cancels it and the customer's "
                "money is given back here at once."
            ).format(supervisor=who),
        )

    def _record(self, step: Callable[[], object], done: str) -> bool:
        """Record what staff decided about a sale; ``done`` tells them it is recorded."""
        try:
            step()
        except (CannotStop, ValueError) as exc:
            self.bridge.error(str(exc))
            return False
        except JOURNAL_ERRORS as exc:
            self.bridge.error(
                PENDING_CONTROLLER.tr("The journal cannot record it: {reason}.").format(
                    reason=journal_reason(exc)
                )
            )
            return False
        self.bridge.warning(done)
        self.show()
        return True

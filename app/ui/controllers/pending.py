"""Requests whose answer has not come: tried again in the background until the service answers,
shown to staff meanwhile, and closed only by that answer or a recorded decision."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from app.booking import (
    CannotStop,
    LeftOutcome,
    Resolution,
    ResolutionKind,
    UnresolvedSale,
    UnsavedAnswers,
)
from app.booking.faults import JOURNAL_ERRORS
from app.counter.config.declared import NotApproved, Reader
from app.counter.runtime.job_replay import ReplayJob
from app.counter.services.pending_decisions import PendingDecisionService
from app.counter.services.pending_sales import PendingSaleService, Tried
from app.domain.money import ZERO
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.ui.bridge import ConnectionState, ConnectionStatus, MessageBridge
from app.ui.error_words import reason_of
from app.ui.slots import async_slot
from app.ui.till_words import owed_line, owed_notice
from app.ui.widgets.header import StatusHeader
from app.ui.widgets.unresolved_notice import SupervisorDialog, UnresolvedNotice

if TYPE_CHECKING:
    from app.ui.widgets.id_scans_dialog import IdScansDialog

PENDING_CONTROLLER = Catalogue("PENDING_CONTROLLER")

log = logging.getLogger(__name__)

HEADING = QT_TRANSLATE_NOOP(
    "PENDING_CONTROLLER", "Requests left unanswered when the app last stopped were checked:"
)
LATER_HEADING = QT_TRANSLATE_NOOP("PENDING_CONTROLLER", "An answer that had not come is in:")


class PendingController(QObject):
    """Shows the tries of every request whose outcome is unknown: the runtime's replay job
    (``tries``) runs ``resolve`` (the work is ``PendingSaleService``'), with a growing wait between
    rounds, until none is left; the header and the Book screen name each unresolved sale
    meanwhile, and a supervisor's decision about one is recorded through ``decisions``
    (``PendingDecisionService``, which asks for the PIN itself).

    ``sending`` and ``unsaved`` are the pending sales' (see ``PendingSaleService``): the Book and
    Lookup screens send their writes under the one lock and keep the answers not yet saved.

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
        sales: PendingSaleService,
        decisions: PendingDecisionService,
        tries: ReplayJob,
        bridge: MessageBridge,
        header: StatusHeader,
        window: QWidget,
        reader: Reader,
    ) -> None:
        super().__init__()
        self.reader = reader  # a supervisor's PIN and reason, handed to the ID scans' service
        self.sales = sales
        self.connection = sales.connection
        # The runtime's replay job makes every try (its round is ``resolve``); this only
        # asks it for one sooner and shows what each one did.
        self.tries = tries
        self.bridge = bridge
        # The header it writes to and the window its dialogs belong to, passed in by the desk:
        # the window's module is not this module's to import (it reaches the controllers).
        self.header = header
        self.window = window
        self.unresolved: list[UnresolvedSale] = []
        # How many requests, exchanges and unsaved answers wait for a round.
        self.waiting = 0
        # The service did not answer at this start: tried as soon as it does, not before.
        self.waiting_for_service = False
        self._closed = False
        self._running = False
        self._told = False
        self.decisions = decisions
        self.notice: UnresolvedNotice | None = None
        bridge.connection_changed.connect(self.on_connection_changed)
        self.show()

    @property
    def sending(self) -> asyncio.Lock:
        """Held by whoever sends a write: one request is never in flight twice at once."""
        return self.sales.sending

    @property
    def unsaved(self) -> UnsavedAnswers:
        """The answers the journal could not record yet."""
        return self.sales.unsaved

    def attach(self, notice: UnresolvedNotice) -> None:
        """The Book screen is built (on first use): its notice names the sales from now on."""
        self.notice = notice
        notice.stop_requested.connect(self.stop)
        notice.decision_requested.connect(self.ask_supervisor)
        notice.scans_requested.connect(self.on_scans_requested)
        notice.show_sales(self.unresolved)

    def wait_for_service(self) -> None:
        """The service did not answer at start-up: the start's round tries nothing, the next
        ones do (and one as soon as it answers)."""
        self.waiting_for_service = True
        self.show()

    def close(self) -> None:
        """The app is closing: no further background try (its event loop is going away)."""
        self._closed = True

    def lost(self) -> None:
        """A screen's write ended without an answer, or with one not saved: show it, and try
        again soon."""
        self.show()
        self.tries.soon()

    async def resolve(self) -> list[Resolution]:
        """Write what waits to be written, send every pending request again, and say what
        became of each (the runtime's replay job tries again while anything is left)."""
        if self._running or self._closed:
            return []
        self._running = True
        self.waiting_for_service = False
        try:
            tried = await self._try_all()
        except asyncio.CancelledError:
            # Cut short (the job restarted or stopped): what is left is shown as it stands; the
            # job's next life makes the next try, whether or not this one has ended by then.
            self._running = False
            self.show()
            raise
        finally:
            self._running = False
        resolutions = tried.resolutions
        settled = [r for r in resolutions if r.kind is not ResolutionKind.UNRESOLVED]
        if settled or (resolutions and not self._told):
            self._tell(resolutions)
        # Said last: what the customer who left gets back is what staff must act on.
        for outcome in tried.left:
            log.info("Cancelled %s: the customer had left", outcome.booking_ref)
            self.bridge.warning(await self._left_words(outcome))
            self.left_cancelled.emit(outcome)
        for exchange in tried.exchanges:
            if exchange.done:
                self.bridge.info(exchange.message())
            else:
                self.bridge.warning(exchange.message())
        if settled:
            self.resolved.emit(settled)
        self.show()
        return resolutions

    async def _left_words(self, outcome: LeftOutcome) -> str:
        """What staff are told of a booking cancelled for a customer who left: its refund
        slips printed, each said."""
        # The slip's printing (ESC/POS, the drawer, QR codes) is imported only for a slip to
        # print: the start's first answer waits for none of it.
        from app.ui.controllers.customer_refund import print_slip

        said = self.sales.left_words(outcome)
        for refund in outcome.refunds:
            slip = self.sales.refund_slip(refund, outcome.due.customer)
            said = f"{said} {await print_slip(self.connection.settings, slip)}"
        return said

    async def _try_all(self) -> Tried:
        try:
            return await self.sales.try_all()
        except JOURNAL_ERRORS as exc:
            log.exception("The journal cannot be read")
            self.bridge.error(
                PENDING_CONTROLLER.tr("The journal cannot be read: {reason}.").format(
                    reason=reason_of(exc)
                )
            )
            return Tried()

    def show(self) -> None:
        """Header and Book screen name what is unresolved or unsaved (the tries go on while
        anything waits: ``waiting``)."""
        try:
            outstanding = self.sales.outstanding()
            # Every rupee a customer is owed stays in the header until it is paid out.
            self.unresolved, self.waiting, owed, in_all = (
                outstanding.unresolved,
                outstanding.waiting,
                outstanding.owed,
                outstanding.owed_in_all,
            )
        except JOURNAL_ERRORS:
            log.exception("The journal cannot be read")
            # Tried again: it may read next time.
            self.waiting, owed, in_all = max(self.waiting, 1), [], ZERO
        texts = [sale.notice() for sale in self.unresolved]
        if self.unsaved.notice():
            texts.append(self.unsaved.notice())
        self.header.show_counter_notice(" ".join(texts))
        self.header.show_owed(
            owed_line(owed, in_all),
            [(refund.due.booking_ref, owed_notice(refund)) for refund in owed],
        )
        if self.notice is not None:
            self.notice.show_sales(self.unresolved)

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

    def on_connection_changed(self, status: ConnectionStatus) -> None:
        """The service answers again: try at once rather than at the next scheduled time."""
        if status.state is ConnectionState.ONLINE and self.waiting and not self._running:
            self.waiting_for_service = False
            self.tries.wake()

    def stop(self, request_id: str) -> bool:
        """Staff stop trying a sale; refused (and said why) unless it was never sent."""
        return self._record(
            lambda: self.sales.stop(request_id),
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
        from app.ui.controllers.id_scans import show_id_scans  # with the first look

        return await show_id_scans(
            self.sales.scans(self.reader), self.window, sale, self.bridge.error
        )

    @async_slot(str, str)
    async def on_chosen(self, request_id: str, decision: str) -> None:
        """The supervisor chose: their PIN, then the decision is recorded."""
        await self.decide(request_id, decision)

    async def decide(self, request_id: str, decision: str) -> bool:
        """Record a supervisor's decision about an unresolved sale after their PIN: keep trying,
        or the customer left (the sale is cancelled if the service booked it). False: not
        approved, or the sale is no longer waiting. No new background try starts meanwhile."""
        sale = next((s for s in self.unresolved if s.request_id == request_id), None)
        if sale is None:
            return False
        try:
            decided = await self.decisions.decide(sale, decision)
        except (NotApproved, ValueError) as exc:
            self.bridge.error(reason_of(exc))
            return False
        except JOURNAL_ERRORS as exc:
            self._cannot_record(exc)
            return False
        if not decided.customer_left:
            self.bridge.warning(
                PENDING_CONTROLLER.tr(
                    "{supervisor} decided to keep trying: the app keeps asking the service "
                    "about the earlier sale."
                ).format(supervisor=decided.supervisor)
            )
            return True
        self.bridge.warning(
            PENDING_CONTROLLER.tr(
                "{supervisor} decided the customer has left. The app keeps asking the service "
                "about the earlier sale: if it was booked, the app cancels it and the customer's "
                "money is given back here at once."
            ).format(supervisor=decided.supervisor)
        )
        self.show()
        return True

    def _cannot_record(self, exc: Exception) -> None:
        self.bridge.error(
            PENDING_CONTROLLER.tr("The journal cannot record it: {reason}.").format(
                reason=reason_of(exc)
            )
        )

    def _record(self, step: Callable[[], object], done: str) -> bool:
        """Record what staff decided about a sale; ``done`` tells them it is recorded."""
        try:
            step()
        except (CannotStop, ValueError) as exc:
            self.bridge.error(reason_of(exc))
            return False
        except JOURNAL_ERRORS as exc:
            self._cannot_record(exc)
            return False
        self.bridge.warning(done)
        self.show()
        return True

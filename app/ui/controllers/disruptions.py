"""Drives the Disruptions screen: lists the desk's open disruptions, shows the chosen party's
message, and runs its keys (refund through the till, rebook through the exchange, copy)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QGuiApplication

from app.counter.link.tasks import PreemptiveTasks
from app.counter.services.disruptions import DisruptionService, Party
from app.i18n import Catalogue
from app.ui.controllers.agency import AgencyController, AgencyUnavailable
from app.ui.error_words import reason_of
from app.ui.slots import async_slot
from app.ui.style import Tone
from app.ui.views.disruptions import DisruptionsView

DISRUPTIONS_CONTROLLER = Catalogue("DISRUPTIONS_CONTROLLER")

AGENCY_TASK = "disruptions agency"


class DisruptionsController(QObject):
    """Shows ``desk``'s open disruptions on ``screen`` and does what its keys ask; every
    counter's, read from ``agency``, through ``tasks`` (a newer read supersedes one in flight).

    Signals:
        changed(int): how many disruptions are open now (for the banner).
        money_moved(): a rebook moved money (the drawer and history read again).
        refund_wanted(str): the Refund key of this booking: Lookup gives the refund.
    """

    changed = Signal(int)
    money_moved = Signal()
    refund_wanted = Signal(str)

    def __init__(
        self,
        desk: DisruptionService,
        screen: DisruptionsView,
        tasks: PreemptiveTasks,
        agency: AgencyController | None = None,
    ) -> None:
        super().__init__(screen.window())
        self.desk = desk
        self.screen = screen
        self.tasks = tasks
        self.agency = agency
        screen.chosen.connect(self.on_chosen)
        screen.refund_requested.connect(self.on_refund)
        screen.rebook_requested.connect(self.on_rebook)
        screen.told_requested.connect(self.on_told)
        screen.copy_requested.connect(self.on_copy)
        self.reload()

    def reload(self) -> None:
        """Read the open disruptions again (the watcher found one, or one was dealt with)."""
        groups = self.desk.groups()
        self.screen.show_groups(groups)
        self.changed.emit(sum(len(group.parties) for group in groups))
        if self.agency is not None and self.agency.configured:
            self.on_agency_requested()

    @async_slot()
    async def on_agency_requested(self) -> None:
        """Read every counter's open disruptions from the agency store; a read still in flight
        is superseded, so an older answer landing late never replaces the newest on screen (a
        party dealt with meanwhile would come back)."""
        await self.tasks.run(AGENCY_TASK, self.agency_read())

    async def agency_read(self) -> None:
        """Show every counter's open disruptions, or why the agency store cannot be read."""
        assert self.agency is not None  # only asked for with a store
        from app.agency.disruptions import disruptions

        try:
            listed = await self.agency.read(disruptions)
        except AgencyUnavailable as error:
            self.screen.show_agency(None, reason_of(error))
            return
        self.screen.show_agency(listed)

    def _party(self, booking_ref: str) -> Party | None:
        return self.desk.party(booking_ref)

    def on_chosen(self, booking_ref: str) -> None:
        """Show the chosen party's message and keys."""
        party = self._party(booking_ref)
        message = self.desk.message(party) if party is not None else ""
        self.screen.show_party(party, message, rebook=self.desk.rebooker is not None)

    def on_refund(self, booking_ref: str) -> None:
        """The party's refund is given where every refund is: Lookup opens on the booking with
        what is owed by tender, the reference each tender needs, and the key that records it."""
        if self._party(booking_ref) is not None:
            self.refund_wanted.emit(booking_ref)

    def on_rebook(self, booking_ref: str) -> None:
        """Sell the party another departure through the exchange."""
        party = self._party(booking_ref)
        if party is not None and self.desk.rebook(party):
            self.screen.show_state(DISRUPTIONS_CONTROLLER.tr("Rebooked."), Tone.SUCCESS)
            self.money_moved.emit()
            self.reload()

    def on_told(self, booking_ref: str) -> None:
        """The customer keeps the changed trip: the disruption is closed."""
        party = self._party(booking_ref)
        if party is not None and self.desk.told(party):
            self.reload()

    def on_copy(self, booking_ref: str) -> None:
        """Put the party's message on the clipboard, for SMS or WhatsApp."""
        party = self._party(booking_ref)
        if party is None:
            return
        QGuiApplication.clipboard().setText(self.desk.message(party))
        self.screen.show_state(
            DISRUPTIONS_CONTROLLER.tr(
                "The message for {customer} is copied: paste it into SMS or WhatsApp."
            ).format(customer=party.booking.customer_name),
            Tone.SUCCESS,
        )

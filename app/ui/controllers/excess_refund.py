"""Lookup's customer's excess: offered while the booking shown is owed one, paid back by the
Qt-free service (``app.counter.services.excess_refunds``) on the clerk's click."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from app.booking.faults import JOURNAL_ERRORS, JournalLocked
from app.counter.papers.formatting import money_text
from app.counter.services.excess_refunds import ExcessRefundService
from app.domain.money import CURRENCY
from app.domain.tenders import TenderKind
from app.i18n import Catalogue
from app.records.refunds import RefundOwed
from app.records.till import TillError
from app.ui.saving import saying_saving
from app.ui.slots import async_slot
from app.ui.till_words import owed_notice, unsaved_text
from app.ui.widgets.customer_refund import ExcessRefundPanel

EXCESS_REFUND_CONTROLLER = Catalogue("EXCESS_REFUND_CONTROLLER")

log = logging.getLogger(__name__)


class ExcessRefundController(QObject):
    """Shows the excess owed on the booking Lookup shows and pays it back.

    Signals:
        paid(): an excess was paid back (what is owed changed).
    """

    paid = Signal()

    def __init__(self, excesses: ExcessRefundService, panel: ExcessRefundPanel) -> None:
        super().__init__(panel)
        self.excesses = excesses
        self.panel = panel
        self.offered: RefundOwed | None = None
        panel.pay_requested.connect(self.on_pay_requested)

    def show(self, booking_ref: str) -> None:
        """Offer the excess owed on ``booking_ref``; hide the panel when none is."""
        try:
            owed = self.excesses.owed(booking_ref)
        except JOURNAL_ERRORS:
            log.exception("The journal cannot be read")
            owed = None
        self.offered = owed
        if owed is None:
            self.panel.hide()
            return
        self.panel.offer(owed_notice(owed))

    @async_slot(object, str)
    async def on_pay_requested(self, mode: TenderKind, reference: str) -> None:
        """Pay the excess offered back as the clerk chose."""
        await self.pay(mode, reference)

    async def pay(self, mode: TenderKind, reference: str) -> bool:
        """Pay the excess offered back by ``mode``; False when it was not (the panel says why)."""
        owed = self.offered
        if owed is None:
            return False
        try:
            paid = await self.excesses.pay(owed, mode, reference, saying_saving(self.panel.state))
        except (TillError, JournalLocked) as error:
            self.panel.show_problem(unsaved_text(error))
            return False
        self.offered = None
        self.panel.show_paid(
            EXCESS_REFUND_CONTROLLER.tr(
                "{amount} paid back by {mode}: nothing is owed now."
            ).format(
                amount=money_text(self.excesses.handed(paid), CURRENCY),
                mode=paid.mode.refund_title(),
            )
        )
        self.paid.emit()
        return True

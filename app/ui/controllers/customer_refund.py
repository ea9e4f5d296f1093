"""The customer's refund of a confirmed cancellation of a sale taken at this till, a thin view of
the after-sale (``app.booking.aftersale``): offered by the rule by tender, each payment recorded
as staff type it (more than the rule with a supervisor's PIN), what is not paid now owed."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import QObject, Signal

from app.api import CancelResult
from app.booking.aftersale import Blocked, Refund, Refused
from app.booking.cancel import CancelChoice
from app.booking.faults import JournalLocked
from app.counter.config.settings import Settings, document_language_of
from app.counter.devices.escpos import PrinterError
from app.counter.devices.printers import TargetError
from app.counter.link.service import ServiceConnection
from app.counter.services.customer_refunds import RefundService
from app.domain.gst import DocumentKind
from app.domain.money import ZERO
from app.domain.tenders import TenderKind
from app.i18n import Catalogue
from app.records.refunds import RefundOwed
from app.records.till import TillError
from app.reports.refund_slip import RefundSlip
from app.reports.tax_invoice import TaxSection
from app.ui.error_words import reason_of
from app.ui.paper import print_credit_note_on, print_refund_slip_on
from app.ui.saving import saying_saving
from app.ui.slots import async_slot
from app.ui.style import paper_ink
from app.ui.till_words import already_refunded_text, ceiling_text, unsaved_text
from app.ui.widgets.customer_refund import CustomerRefundPanel

CUSTOMER_REFUND_CONTROLLER = Catalogue("CUSTOMER_REFUND_CONTROLLER")


@dataclass(frozen=True, slots=True)
class Cancellation:
    """A cancellation the service confirmed: what was cancelled, its request and the answer."""

    choice: CancelChoice
    request_id: str
    result: CancelResult


async def print_slip(settings: Settings, slip: RefundSlip) -> str:
    """Print the customer's refund slip (the drawer opens for cash) in a worker when a receipt
    printer is set; what staff are told of it."""
    if not settings.printers.receipt:
        return CUSTOMER_REFUND_CONTROLLER.tr(
            "No receipt printer is set: write the refund slip by hand."
        )
    try:
        await asyncio.to_thread(
            print_refund_slip_on,
            settings.printers,
            slip,
            paper_ink(),
            document_language_of(settings),
        )
    except (TargetError, PrinterError) as error:
        return CUSTOMER_REFUND_CONTROLLER.tr("The refund slip was not printed: {reason}").format(
            reason=reason_of(error)
        )
    return CUSTOMER_REFUND_CONTROLLER.tr("The refund slip is printed.")


class CustomerRefundController(QObject):
    """Shows the after-sale's customer refunds and forwards the payments staff type (it lives
    as long as the panel, its parent).

    Signals:
        recorded(): a refund payment was recorded (what is owed changed).
    """

    recorded = Signal()

    def __init__(
        self,
        refunds: RefundService,
        connection: ServiceConnection,
        panel: CustomerRefundPanel,
    ) -> None:
        super().__init__(panel)
        self.refunds = refunds
        self.connection = connection
        self.panel = panel
        self.aftersale = refunds.aftersale
        self.offered: Refund | None = None
        self.agency_refund = ZERO
        panel.record_requested.connect(self.on_record_requested)

    def offer(self, cancellation: Cancellation) -> Refund | None:
        """Show the refund by the rule when the booking was sold at this till (else nothing)."""
        refund = self.aftersale.refund(cancellation.request_id)
        if refund is None:
            self.offered = None
            self.panel.hide()
            return None
        agency = cancellation.result.pricing_summary.net_agent_refund_credited
        return self._offer(refund, agency)

    def offer_owed(self, owed: RefundOwed, agency_refund: Decimal) -> Refund | None:
        """Offer a refund still owed for a cancellation confirmed earlier (a restart, a cut)."""
        refund = self.aftersale.refund(owed.request_id)
        return None if refund is None else self._offer(refund, agency_refund)

    def _offer(self, refund: Refund, agency_refund: Decimal) -> Refund | None:
        offered = self.offered
        if (
            offered is not None
            and offered.request_id == refund.request_id
            and self.panel.isVisible()
        ):
            # Offered again while on screen (Lookup read the booking again after the
            # cancellation): keep what staff typed and what the panel says.
            return offered
        self.agency_refund = agency_refund
        self.panel.offer(refund.rule_amount, agency_refund, refund.owed, refund.address_asked)
        if refund.payments and not refund.owed:
            # Offered again (Lookup reopened on it): say what went back, and take no second one.
            self.panel.show_given(already_refunded_text(refund.payments[-1]))
            self.offered = None
            return None
        self.offered = refund
        return refund

    @async_slot(object, object, str, bool)
    async def on_record_requested(
        self, amount: Decimal | None, mode: TenderKind, reference: str, close: bool
    ) -> None:
        """Record the payment typed."""
        await self.record(amount, mode, reference, close)

    async def record(
        self, amount: Decimal | None, mode: TenderKind, reference: str, close: bool = False
    ) -> bool:
        """Record ``amount`` given back by ``mode`` now; the rest stays owed by its tenders
        unless ``close`` (nothing more is owed: the rest is the agency's fee). False if not."""
        offered = self.offered
        if offered is None:
            return False
        if amount is None:
            self._refused(Refused(Blocked.NOT_AN_AMOUNT), offered, mode)
            return False
        total = offered.paid_amount + amount if close else None
        plan = await self.aftersale.plan(
            offered.request_id,
            {mode: amount},
            {mode: reference},
            total,
            address=self.panel.customer_address(),
        )
        if isinstance(plan, Refused):
            self._refused(plan, offered, mode)
            return False
        try:
            recorded = await self.refunds.record(plan, saying_saving(self.panel.state))
        except (TillError, JournalLocked) as error:
            self.panel.show_problem(unsaved_text(error))
            return False
        if isinstance(recorded, Refused):
            self._refused(recorded, offered, mode)
            return False
        after = self.aftersale.refund(offered.request_id)
        owed = () if after is None else after.owed
        self.offered = after if owed else None
        # What to hand over, by the books: cash in whole rupees, its round off recorded with it.
        self.panel.show_recorded(self.refunds.handed(recorded), mode, owed)
        self.recorded.emit()
        ref = offered.booking_ref
        for payment in recorded:
            slip = self.refunds.slip(payment)
            self.panel.add_note(await print_slip(self.connection.settings, slip))
            await self.print_credit_note(payment.payment_id, ref)
        return True

    def _refused(self, refused: Refused, offered: Refund, mode: TenderKind) -> None:
        """Say why the payment was not recorded."""
        blocked = refused.blocked
        if blocked is Blocked.NOT_APPROVED:
            self.panel.show_problem(self.refunds.refused_text(offered.rule_amount))
        elif blocked is Blocked.ABOVE_PAID:
            ceiling = refused.ceiling or self.refunds.ceiling(offered.booking_ref, mode)
            self.panel.show_problem(ceiling_text(ceiling))
        elif blocked is Blocked.NO_SHIFT:
            self.panel.show_problem(
                CUSTOMER_REFUND_CONTROLLER.tr(
                    "No shift is open: open one on the Shift report screen (Ctrl+7), then record."
                )
            )
        elif blocked is Blocked.NO_ADDRESS:
            self.panel.show_address_problem(offered.address_asked)
        elif blocked is Blocked.NOTHING_OWED:
            self.panel.show_problem(
                CUSTOMER_REFUND_CONTROLLER.tr(
                    "Nothing to record: type what goes back now, or tick that nothing more is owed."
                )
            )
        else:
            self.panel.show_problem(
                CUSTOMER_REFUND_CONTROLLER.tr("Type the refund in rupees and paise, zero or more.")
            )

    async def print_credit_note(self, payment_id: str, booking_ref: str) -> bool:
        """Print the credit note the refund payment ``payment_id`` issued (none without an
        invoice) on the receipt printer in a worker; the panel says how it went."""
        found = self.refunds.credit_note(payment_id, booking_ref)
        if found is None:
            return False
        # In the customer's language, as their receipt was.
        note, recorded, settled = found
        settings = self.connection.settings
        agency = settings.agency
        section = TaxSection(agency.legal_name or agency.name, note, settled=settled)
        try:
            await asyncio.to_thread(
                print_credit_note_on,
                settings.printers,
                agency,
                section,
                booking_ref,
                paper_ink(),
                recorded or document_language_of(settings),
                None,
                self.connection.training,
            )
        except (TargetError, PrinterError) as error:
            if note.kind is DocumentKind.REFUND_SLIP:
                failed = CUSTOMER_REFUND_CONTROLLER.tr(
                    "Refund slip {number} was not printed: {reason}"
                )
            else:
                failed = CUSTOMER_REFUND_CONTROLLER.tr(
                    "Credit note {number} was not printed: {reason}"
                )
            self.panel.add_note(failed.format(number=note.doc_no, reason=reason_of(error)))
            return False
        if note.kind is DocumentKind.REFUND_SLIP:
            printed = CUSTOMER_REFUND_CONTROLLER.tr("Refund slip {number} printed.")
        else:
            printed = CUSTOMER_REFUND_CONTROLLER.tr("Credit note {number} printed.")
        self.panel.add_note(printed.format(number=note.doc_no))
        return True

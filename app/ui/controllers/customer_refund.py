"""The customer's refund of a confirmed cancellation of a sale taken at this till: offered by the
rule, recorded with how it was paid back (more than the rule with a supervisor's PIN)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import QObject, Signal

from app.api import CancelResult
from app.booking.cancel import CancelChoice
from app.booking.faults import JournalLocked
from app.counter.escpos import PrinterError
from app.counter.formatting import money_text
from app.counter.printers import TargetError
from app.counter.service import ServiceConnection
from app.counter.settings import Settings, document_language_of
from app.counter.till_refund import (
    Offer,
    RefundBlock,
    credit_note_of,
    give_refund,
    offer_of,
    plan_refund,
)
from app.counter.till_sale import refund_due
from app.domain.money import CURRENCY
from app.domain.tenders import TenderKind
from app.i18n import Catalogue
from app.journal.store import Journal
from app.journal.till import RefundDue, RefundOwed, TillError
from app.reports.refund_slip import RefundSlip, refund_slip
from app.reports.tax_invoice import TaxSection
from app.ui.controllers.supervisor import Supervisor
from app.ui.paper import print_credit_note_on, print_refund_slip_on
from app.ui.saving import saved
from app.ui.slots import async_slot
from app.ui.style import paper_ink
from app.ui.till_words import already_refunded_text, ceiling_text, unsaved_text
from app.ui.widgets.customer_refund import CustomerRefundPanel

CUSTOMER_REFUND_CONTROLLER = Catalogue("CUSTOMER_REFUND_CONTROLLER")


@dataclass(frozen=True, slots=True)
class Cancellation:
    """A cancellation the service confirmed, with what the till needs to work out the refund."""

    choice: CancelChoice
    request_id: str
    result: CancelResult
    band: str | None
    manifest_ids: tuple[int | None, ...]


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
            reason=error
        )
    return CUSTOMER_REFUND_CONTROLLER.tr("The refund slip is printed.")


class CustomerRefundController(QObject):
    """Offers and records customer refunds (it lives as long as the panel, its parent).

    Signals:
        recorded(): a refund was recorded (what is owed changed).
    """

    recorded = Signal()

    def __init__(
        self,
        journal: Journal,
        supervisor: Supervisor,
        service: ServiceConnection,
        panel: CustomerRefundPanel,
        customer_of: Callable[[str], str],
    ) -> None:
        super().__init__(panel)
        self.journal = journal
        self.till = journal.till
        self.supervisor = supervisor
        self.service = service
        self.panel = panel
        self.customer_of = customer_of
        self.offered: Offer | None = None
        panel.record_requested.connect(self.on_record_requested)

    def offer(self, cancellation: Cancellation) -> Offer | None:
        """Show the refund by the rule when the booking was sold at this till (else nothing)."""
        choice = cancellation.choice
        summary = cancellation.result.pricing_summary
        due = (
            None
            if cancellation.band is None
            else refund_due(
                self.till,
                self.customer_of(choice.booking_ref),
                choice.booking_ref,
                (choice.seats, choice.passenger_ids),
                cancellation.manifest_ids,
                cancellation.band,
                summary.platform_cancellation_charge,
                self.service.settings.refund_service_charge,
            )
        )
        if due is None:
            self.offered = None
            self.panel.hide()
            return None
        return self._offer(cancellation.request_id, due, summary.net_agent_refund_credited)

    def offer_owed(self, owed: RefundOwed, agency_refund: Decimal) -> Offer | None:
        """Offer a refund still owed for a cancellation confirmed earlier (a restart, a cut)."""
        return self._offer(owed.request_id, owed.due, agency_refund)

    def _offer(self, request_id: str, due: RefundDue, agency_refund: Decimal) -> Offer | None:
        if self.offered is not None and self.offered.request_id == request_id:
            # Offered again while on screen (Lookup read the booking again after the
            # cancellation): keep what staff typed and what the panel says.
            return self.offered
        self.panel.offer(due.amount, agency_refund, due.mode)
        offered = offer_of(self.till, request_id, due)
        if not isinstance(offered, Offer):
            # Offered again (Lookup reopened on it): say what went back, and take no second one.
            self.panel.show_given(already_refunded_text(offered))
            self.offered = None
            return None
        self.offered = offered
        return offered

    @async_slot(object, object, str)
    async def on_record_requested(
        self, amount: Decimal | None, mode: TenderKind, reference: str
    ) -> None:
        """Record the refund typed."""
        await self.record(amount, mode, reference)

    async def record(self, amount: Decimal | None, mode: TenderKind, reference: str) -> bool:
        """Record the refund given (a supervisor approves more than the rule); False if not."""
        offered = self.offered
        if offered is None:
            return False
        ref = offered.booking_ref
        plan = plan_refund(self.till, offered, amount, mode, self.service.settings.counter_code)
        if plan is RefundBlock.NOT_AN_AMOUNT:
            self.panel.show_problem(
                CUSTOMER_REFUND_CONTROLLER.tr("Type the refund in rupees and paise, zero or more.")
            )
            return False
        if plan is RefundBlock.ABOVE_PAID:
            self.panel.show_problem(ceiling_text(self.till.ceiling(ref, mode)))
            return False
        if plan is RefundBlock.NO_SHIFT:
            self.panel.show_problem(
                CUSTOMER_REFUND_CONTROLLER.tr(
                    "No shift is open: open one on the Shift report screen (Ctrl+7), then record."
                )
            )
            return False
        decision = None
        if plan.needs_supervisor:
            given = money_text(plan.amount, CURRENCY)
            by_rule = money_text(offered.rule_amount, CURRENCY)
            decision = await self.supervisor.require(
                self.panel,
                CUSTOMER_REFUND_CONTROLLER.tr("Refund above the rule"),
                CUSTOMER_REFUND_CONTROLLER.tr("{reference}: {given} instead of {rule}.").format(
                    reference=ref, given=given, rule=by_rule
                ),
                self.panel.show_problem,
                CUSTOMER_REFUND_CONTROLLER.tr(
                    "More than the rule's {rule} needs a supervisor's PIN."
                ).format(rule=by_rule),
            )
            if decision is None:
                return False
        try:
            recorded = await saved(
                self.till,
                lambda: give_refund(self.till, plan, reference, decision),
                self.panel.state,
            )
        except (TillError, JournalLocked) as error:
            self.panel.show_problem(unsaved_text(error))
            return False
        self.offered = None
        self.panel.show_recorded(plan.amount, mode)
        self.recorded.emit()
        slip = refund_slip(self.journal, recorded, self.customer_of(ref))
        self.panel.add_note(await print_slip(self.service.settings, slip))
        await self.print_credit_note(offered.request_id, ref)
        return True

    async def print_credit_note(self, refund_request_id: str, booking_ref: str) -> bool:
        """Print the credit note the refund issued (none without an invoice) on the receipt
        printer in a worker; the panel says how it went."""
        note = credit_note_of(self.journal, refund_request_id, booking_ref)
        if note is None:
            return False
        settings = self.service.settings
        agency = settings.agency
        section = TaxSection(agency.legal_name or agency.name, note)
        # In the customer's language, as their receipt was.
        sale = self.journal.till.sale_of(booking_ref)
        recorded = None if sale is None else sale.customer_language
        try:
            await asyncio.to_thread(
                print_credit_note_on,
                settings.printers,
                agency,
                section,
                booking_ref,
                paper_ink(),
                recorded or document_language_of(settings),
            )
        except (TargetError, PrinterError) as error:
            self.panel.add_note(
                CUSTOMER_REFUND_CONTROLLER.tr(
                    "Credit note {number} was not printed: {reason}"
                ).format(number=note.doc_no, reason=error)
            )
            return False
        self.panel.add_note(
            CUSTOMER_REFUND_CONTROLLER.tr("Credit note {number} printed.").format(
                number=note.doc_no
            )
        )
        return True

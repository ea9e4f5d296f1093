"""The customer's refund of a confirmed cancellation of a sale taken at this till: offered by the
rule, recorded with how it was paid back (more than the rule with a supervisor's PIN)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import QObject

from app.api import CancelResult
from app.booking.cancel import CancelChoice
from app.counter.escpos import PrinterError
from app.counter.formatting import money_text
from app.counter.printers import TargetError
from app.counter.service import ServiceConnection
from app.counter.settings import document_language_of
from app.counter.till_sale import refund_rule
from app.domain.money import CURRENCY
from app.domain.payment import Mode
from app.domain.till import RefundVerdict, judge_refund
from app.i18n import Catalogue
from app.journal.tax import TaxBook
from app.journal.till import Till, TillError
from app.reports.tax_invoice import TaxSection
from app.ui.paper import print_credit_note_on
from app.ui.slots import async_slot
from app.ui.style import paper_ink
from app.ui.widgets.customer_refund import CustomerRefundPanel
from app.ui.widgets.pin_dialog import Supervisor

CUSTOMER_REFUND_CONTROLLER = Catalogue("CUSTOMER_REFUND_CONTROLLER")


@dataclass(frozen=True, slots=True)
class Cancellation:
    """A cancellation the service confirmed, with what the till needs to work out the refund."""

    choice: CancelChoice
    request_id: str
    result: CancelResult
    band: str | None
    manifest_ids: tuple[int | None, ...]


@dataclass(frozen=True, slots=True)
class Offer:
    """The refund on offer: for which cancellation, and the rule's amount."""

    cancellation: Cancellation
    rule_amount: Decimal


class CustomerRefundController(QObject):
    """Offers and records customer refunds (it lives as long as the panel, its parent)."""

    def __init__(
        self,
        till: Till,
        tax: TaxBook,
        supervisor: Supervisor,
        service: ServiceConnection,
        panel: CustomerRefundPanel,
    ) -> None:
        super().__init__(panel)
        self.till = till
        self.tax = tax
        self.supervisor = supervisor
        self.service = service
        self.panel = panel
        self.offered: Offer | None = None
        panel.record_requested.connect(self.on_record_requested)

    def offer(self, cancellation: Cancellation) -> Offer | None:
        """Show the refund by the rule when the booking was sold at this till (else nothing)."""
        choice = cancellation.choice
        sale = self.till.sale_of(choice.booking_ref)
        if sale is None or cancellation.band is None:
            self.offered = None
            self.panel.hide()
            return None
        summary = cancellation.result.pricing_summary
        rule = refund_rule(
            sale.price,
            choice.seats,
            choice.passenger_ids,
            cancellation.manifest_ids,
            cancellation.band,
            summary.platform_cancellation_charge,
            self.service.settings.refund_service_charge,
        )
        # Paid back the way the most was paid.
        paid_by = max(sale.payment.parts, key=lambda part: part.amount).mode
        self.panel.offer(rule, summary.net_agent_refund_credited, paid_by)
        self.offered = Offer(cancellation, rule)
        return self.offered

    @async_slot(object, object, str)
    async def on_record_requested(self, amount: Decimal | None, mode: Mode, reference: str) -> None:
        """Record the refund typed."""
        await self.record(amount, mode, reference)

    async def record(self, amount: Decimal | None, mode: Mode, reference: str) -> bool:
        """Record the refund given (a supervisor approves more than the rule); False if not."""
        offered = self.offered
        if offered is None:
            return False
        rule = offered.rule_amount
        verdict = RefundVerdict.REFUSED if amount is None else judge_refund(rule, amount)
        if amount is None or verdict is RefundVerdict.REFUSED:
            self.panel.show_problem(
                CUSTOMER_REFUND_CONTROLLER.tr("Type the refund in rupees and paise, zero or more.")
            )
            return False
        counter = self.service.settings.counter_code
        shift = self.till.open_shift_of(counter)
        if shift is None:
            self.panel.show_problem(
                CUSTOMER_REFUND_CONTROLLER.tr(
                    "No shift is open: open one on the Shift report screen (Ctrl+7), then record."
                )
            )
            return False
        decision = None
        ref = offered.cancellation.choice.booking_ref
        if verdict is RefundVerdict.NEEDS_SUPERVISOR:
            given, by_rule = money_text(amount, CURRENCY), money_text(rule, CURRENCY)
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
            self.till.record_refund(
                offered.cancellation.request_id,
                booking_ref=ref,
                counter=counter,
                clerk=shift.clerk,
                shift_id=shift.shift_id,
                rule_amount=rule,
                amount=amount,
                mode=mode,
                reference=reference,
                decision_id=decision,
            )
        except TillError as error:
            self.panel.show_problem(str(error))
            return False
        self.offered = None
        self.panel.show_recorded(amount, mode)
        await self.print_credit_note(offered.cancellation.request_id, ref)
        return True

    async def print_credit_note(self, refund_request_id: str, booking_ref: str) -> bool:
        """Print the credit note the refund issued (none without an invoice) on the receipt
        printer in a worker; the panel says how it went."""
        sale = self.till.sale_of(booking_ref)
        notes = [] if sale is None else self.tax.credit_notes_of(sale.request_id)
        note = next((n for n in notes if n.refund_request_id == refund_request_id), None)
        if note is None:
            return False
        settings = self.service.settings
        agency = settings.agency
        section = TaxSection(agency.legal_name or agency.name, note)
        try:
            await asyncio.to_thread(
                print_credit_note_on,
                settings.printers,
                agency,
                section,
                booking_ref,
                paper_ink(),
                document_language_of(settings),
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

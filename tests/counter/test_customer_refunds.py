"""A customer's refund across the sale's tenders driven headless: offered by the rule, half in
cash and half by UPI recorded from the open shift, more than a tender took refused with its
ceiling, more than the rule asked of the injected approval, and the slip and credit note each
payment prints."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from app.api.client import PartnerClient
from app.booking.aftersale import Blocked, RefundPayment, Refused
from app.counter.config.declared import Permission
from app.counter.config.permissions import REFUND_ABOVE_RULE
from app.counter.services.customer_refunds import RefundService
from app.domain.gst import Buyer, Registration
from app.domain.modules import Module
from app.domain.payment import Payment
from app.domain.tenders import CASH, UPI
from app.domain.till import SeatFare, TillRules, customer_price
from app.journal import Journal
from app.journal.till import RefundDue
from tests.counter.approvals import Approvals
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import sell, till_sale

D = Decimal
# Two seats at 300 with 18 % GST: 708, paid 354 in cash and 354 by UPI; 668 due by the rule.
PRICE = customer_price(Module.ACTIVITY, [SeatFare(D("300.00"))] * 2, D(18), TillRules())
HALVES = Payment((CASH.paid(D("354.00"), tendered=D("354.00")), UPI.paid(D("354.00"), "UPI12345")))
DUE = RefundDue("REF1", "Asha Rao", ((CASH, D("334.00")), (UPI, D("334.00"))))
FIRM = Buyer("Spice Coast LLP", "32AABFS1234A1Z4", "Fort Kochi, Kochi 682001", "32")
REGISTRATION = Registration("Backwater Trails Pvt Ltd", "MG Road, Kochi", "32AAACB1234F1ZI", "32")


def _no_client() -> PartnerClient:
    raise AssertionError("a refund at the till asks nothing of the service")


def _cancelled(journal: Journal, asked: list[tuple[Permission, str]]) -> RefundService:
    """REF1 sold to a firm at PB1 (paid half and half) in an open shift, its cancellation c-1
    confirmed; the refunds of PB1, every approval asked kept in ``asked`` and refused."""
    shift = journal.till.open_shift("PB1", "Leela Menon", D("1000.00"))
    basis = REGISTRATION.basis(Module.ACTIVITY, FIRM)
    sale = till_sale(shift_id=shift.shift_id, payment=HALVES, price=PRICE, tax=basis)
    sell(journal, "s-1", sale, "REF1")
    journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=DUE)
    journal.cancelled("c-1", cancel_result(600.0))

    async def approve(permission: Permission, detail: str) -> int | None:
        asked.append((permission, detail))
        return None

    return RefundService(journal, _no_client, lambda: "PB1", lambda: False, approve)


async def test_a_refund_goes_back_by_both_tenders_with_its_slip_and_credit_note(
    tmp_path: Path,
) -> None:
    asked: list[tuple[Permission, str]] = []
    saving: list[str] = []
    with Journal(tmp_path, now=Clock()) as journal:
        refunds = _cancelled(journal, asked)
        offered = refunds.aftersale.refund("c-1")
        assert offered is not None and offered.owed == DUE.by
        assert (await refunds.open_shift()) is not None

        above = await refunds.aftersale.plan("c-1", {CASH: D("355.00")}, total=D("355.00"))
        assert isinstance(above, Refused) and above.blocked is Blocked.ABOVE_PAID
        assert refunds.ceiling("REF1", CASH).paid == D("354.00")
        more = await refunds.aftersale.plan(
            "c-1", {CASH: D("354.00"), UPI: D("354.00")}, {UPI: "R9"}
        )
        assert isinstance(more, Refused) and more.blocked is Blocked.NOT_APPROVED
        assert asked == [(REFUND_ABOVE_RULE, "REF1: INR 708.00 instead of INR 668.00.")]
        assert refunds.refused_text(D("668.00")) == (
            "More than the rule's INR 668.00 needs a supervisor's PIN."
        )
        # With a supervisor's decision the same refund is planned, the decision with it.
        approving = RefundService(
            journal, _no_client, lambda: "PB1", lambda: False, Approvals(journal.till, True)
        )
        assert approving.aftersale.refund("c-1") is not None
        above_rule = await approving.aftersale.plan(
            "c-1", {CASH: D("354.00"), UPI: D("354.00")}, {UPI: "R9"}
        )
        assert isinstance(above_rule, RefundPayment) and above_rule.decision is not None

        plan = await refunds.aftersale.plan(
            "c-1", {CASH: D("334.00"), UPI: D("334.00")}, {UPI: "R9"}
        )
        assert isinstance(plan, RefundPayment)
        paid = await refunds.record(plan, lambda: saving.append("saving"))
        assert not isinstance(paid, Refused)
        assert [(p.mode, p.amount) for p in paid] == [(CASH, D("334.00")), (UPI, D("334.00"))]
        assert saving == []  # nobody else held the journal
        assert journal.till.refunds_owed() == []

        slip = refunds.slip(paid[0])
        assert (slip.customer, slip.refund) == (refunds.customer_of("REF1"), paid[0])
        assert refunds.customer_of("REF1") and refunds.customer_of("NOPE") == ""
        # One credit note for the payment, on its first row's key.
        found = refunds.credit_note(paid[0].payment_id, "REF1")
        assert found is not None
        note, language, settled = found
        assert note.refund_request_id == paid[0].payment_id and language == ""
        # What the note settles, by the books: both parts of this payment, nothing left owed.
        assert settled is not None
        assert settled.given == ((CASH, D("334.00")), (UPI, D("334.00")))
        assert settled.still_owed == note.totals.total - D("668.00")
        assert refunds.credit_note(paid[1].payment_id, "REF1") is None

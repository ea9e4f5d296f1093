"""The money events the statements bring into the books, decided from ``app.bank``'s values
(the journal reads the payouts and the charges, records the events in its transaction, each
once by its id): a payout's credit and what the app kept of it, a charge of the bank, a line
a supervisor assigned to an account."""

from __future__ import annotations

from app.bank.charges import BankCharge
from app.bank.payouts import Payout
from app.bank.reconciliation import LeftOver
from app.domain.money import ZERO, money
from app.domain.postings import ASSIGNABLE, EventKind, MoneyEvent


def payout_events(payout: Payout, input_credit: bool) -> list[MoneyEvent]:
    """A payout that reached the bank as its money events: the credit moved from the UPI
    clearing (a card acquirer's settlement: the card's) into the bank, and what the app or the
    acquirer kept of the payments (its fee or MDR, the tax on it as the report says, input
    credit where ``input_credit``); none before its credit arrives."""
    credited = payout.credited
    if credited is None:
        return []
    body = {"utr": payout.utr, "app": payout.app, "on": (payout.on or payout.last_day).isoformat()}
    moved, kept = (
        (EventKind.CARD_SETTLEMENT, EventKind.CARD_MDR)
        if payout.card
        else (EventKind.PAYOUT, EventKind.PAYOUT_FEE)
    )
    events = [MoneyEvent(f"{moved}:{payout.utr}", moved, body | {"credited": str(money(credited))})]
    charges = payout.charges
    if charges > 0:
        # The report's tax on the fee, never more than what was kept; the rest is the fee.
        tax = min(payout.fee_tax or ZERO, charges)
        figures = {
            "fee": str(money(charges - tax)),
            "fee_tax": str(money(tax)),
            "input_credit": input_credit and tax > 0,
        }
        events.append(MoneyEvent(f"{kept}:{payout.utr}", kept, body | figures))
    return events


def charge_event(charge: BankCharge, event: str, input_credit: bool) -> MoneyEvent:
    """A charge's money event ``event``: what the bank took, and the GST in it the agency may
    credit (``input_credit``: its scheme allows it; none, the whole charge is an expense)."""
    credited = input_credit and charge.gst > 0
    return MoneyEvent(
        event,
        EventKind.BANK_CHARGE,
        {
            "on": charge.on.isoformat(),
            "narration": charge.narration,
            "amount": str(money(charge.amount)),
            "input_credit": credited,
            "gst": str(money(charge.gst if credited else ZERO)),
        },
    )


def assigned_narration(account: str, narration: str) -> str:
    """The narration an assignment of a line to ``account`` keeps (its spaces collapsed);
    ``ValueError`` when the account is not one a line is assigned to, or nothing is said."""
    said = " ".join(narration.split())
    if account not in ASSIGNABLE:
        raise ValueError(f"{account!r} is not an account a statement's line is booked to.")
    if not said:
        raise ValueError("a booking needs its narration")
    return said


def voucher_event(
    event: str, line: LeftOver, account: str, narration: str, undo: bool, bank: str
) -> MoneyEvent:
    """The voucher ``event`` of ``line`` assigned to ``account`` (``undo``: its reversal), on
    the line's day for its amount, naming the declared account ``bank`` of its statement when
    there is one."""
    body: dict[str, object] = {
        "on": line.on.isoformat(),
        "account": account,
        "amount": str(money(line.amount)),
        "narration": narration,
        "undoes": undo,
    }
    if bank:
        body["bank"] = bank
    return MoneyEvent(event, EventKind.BANK_VOUCHER, body)

"""The books' posting rules: each money event the journal records, as one balanced entry.

The books are the double-entry ledger of the agency's own money at this counter (docs/books.md).
A money event is an append-only record written in the transaction of the till's write it
records; its body holds every figure the rule needs (amounts as decimal strings), so posting is
a pure function of the event alone and the books rebuilt from the events are the books kept.

The accounts are the chart's (``app.domain.accounts``), whose names are exported here too, as
the books' callers read them.

A payment app's payout is posted when its bank credit and its settlement report are both
imported (``app.journal.bank_payouts.book_payouts``): the money it brought moves from the UPI
clearing to the bank, and what the app kept of the payments is its fee and the tax on it. A
direct UPI or bank payment moves from its clearing to the bank once a statement's row proves it
(``app.journal.bank_proved``), and back when that proof is undone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any

from app.domain.accounts import (
    AGENCY_FEE,
    BANK,
    BANK_CHARGES,
    BANK_INTEREST,
    BOOKABLE,
    CAPITAL,
    CASH_OVER_SHORT,
    CLEARING,
    DRAWER,
    GST_HEADS,
    INPUT_GST,
    OFFICE_EXPENSES,
    PAYMENT_APP_FEES,
    ROUND_OFF,
    SERVICE_CHARGE,
    UPI_CLEARING,
    WALLET_CASH,
    WALLET_CREDIT,
    customer_account,
    gst_account,
    tender_account,
)
from app.domain.money import ZERO, money

__all__ = [
    "AGENCY_FEE",
    "BANK",
    "BANK_CHARGES",
    "BANK_INTEREST",
    "BOOKABLE",
    "CAPITAL",
    "CASH_OVER_SHORT",
    "DRAWER",
    "GST_HEADS",
    "INPUT_GST",
    "OFFICE_EXPENSES",
    "PAYMENT_APP_FEES",
    "ROUND_OFF",
    "SERVICE_CHARGE",
    "UPI_CLEARING",
    "WALLET_CASH",
    "WALLET_CREDIT",
    "Entry",
    "EventKind",
    "Line",
    "MoneyEvent",
    "Unbalanced",
    "balances",
    "customer_account",
    "gst_account",
    "post",
    "tender_account",
    "wallet_split",
]


class EventKind(StrEnum):
    """What a money event records."""

    # A sale taken at the till with its booking: the price, the tenders, the wallet's debit.
    SALE = "sale"
    # A confirmed cancellation (the clerk's, an exchange's, the operator's): the wallet's
    # credit and what the customer is owed by the rule.
    CANCELLATION = "cancellation"
    # One payment of a customer's refund by one tender.
    REFUND_PAID = "refund_paid"
    # A credit note issued (a registered agency's refund or exchange): the agency's charge, its
    # output GST by head and its round off given back.
    CREDIT_NOTE = "credit_note"
    # Cash put into the drawer from the bank or the safe (a float larger than was left).
    PAY_IN = "pay_in"
    # Cash taken out of the drawer to the bank or the safe outside a close.
    PAY_OUT = "pay_out"
    # The drawer counted at a close: what it held against what it should.
    DRAWER_COUNT = "drawer_count"
    # Cash taken out of the counted drawer at a close, to the bank or the safe.
    CASH_BANKED = "cash_banked"
    # A payment app's payout credited to the bank: the payments' money out of the clearing.
    PAYOUT = "payout"
    # What a payment app kept of the payments a payout settles: its fee and the tax on it.
    PAYOUT_FEE = "payout_fee"
    # A charge of the bank on its statement, or the GST on one: out of the bank.
    BANK_CHARGE = "bank_charge"
    # A statement's line no rule accounts for, booked by a supervisor to one of ``BOOKABLE``
    # (or such a booking undone: the same lines the other way).
    BANK_VOUCHER = "bank_voucher"
    # A direct UPI or bank payment a statement's row proves: its money from the tender's
    # clearing into the bank (a refund's debit the other way), or that proof undone.
    BANK_PROVED = "bank_proved"


@dataclass(frozen=True, slots=True)
class Line:
    """One line of an entry: an account and either a debit or a credit, in rupees."""

    account: str
    debit: Decimal = ZERO
    credit: Decimal = ZERO


@dataclass(frozen=True, slots=True)
class Entry:
    """The entry one money event posts: its lines, whose debits equal their credits."""

    event_id: str
    kind: EventKind
    lines: tuple[Line, ...]

    @property
    def debits(self) -> Decimal:
        """The entry's debits added up."""
        return money(sum((line.debit for line in self.lines), ZERO))

    @property
    def credits(self) -> Decimal:
        """The entry's credits added up."""
        return money(sum((line.credit for line in self.lines), ZERO))


class Unbalanced(ValueError):
    """An entry whose debits and credits differ: never kept."""


@dataclass(frozen=True, slots=True)
class MoneyEvent:
    """A money event as recorded: its id (the record's natural key), kind and figures."""

    event_id: str
    kind: EventKind
    body: Mapping[str, Any]


def _amount(body: Mapping[str, Any], key: str) -> Decimal:
    value = body.get(key)
    return ZERO if value is None else money(Decimal(str(value)))


class _Lines:
    """Moves gathered into lines: a positive amount debits its account, a negative credits it;
    moves of one account are netted, in the order each account first moved."""

    def __init__(self) -> None:
        self.net: dict[str, Decimal] = {}

    def move(self, account: str, amount: Decimal) -> None:
        self.net[account] = money(self.net.get(account, ZERO) + amount)

    def lines(self) -> tuple[Line, ...]:
        return tuple(
            Line(account, debit=amount) if amount > 0 else Line(account, credit=-amount)
            for account, amount in self.net.items()
            if amount
        )


def _sale(body: Mapping[str, Any], moves: _Lines) -> None:
    """The customer owes the price; the tenders pay it; a credit an exchange carried pays its
    part from the old booking's customer; the wallet pays the service; the rest is output GST,
    the round off, the service charge and the agency's fee (what the fares left over the
    wallet's debit)."""
    customer = customer_account(str(body["booking_ref"]))
    total = _amount(body, "customer_total")
    moves.move(customer, total)
    for tender in body.get("tenders", ()):
        amount = money(Decimal(str(tender["amount"])))
        moves.move(customer, -amount)
        moves.move(str(tender["account"]), amount)
    for carried in body.get("credits", ()):
        amount = money(Decimal(str(carried["amount"])))
        moves.move(customer, -amount)
        moves.move(customer_account(str(carried["from"])), amount)
    cash, credit = _amount(body, "wallet_cash"), _amount(body, "wallet_credit")
    moves.move(WALLET_CASH, -cash)
    moves.move(WALLET_CREDIT, -credit)
    fee = money(total - cash - credit - _document(body, moves, -1))
    moves.move(AGENCY_FEE, -fee)


def _document(body: Mapping[str, Any], moves: _Lines, sign: int) -> Decimal:
    """A tax document's figures as the books hold them, moved by ``sign`` (-1 an invoice's
    credits, 1 a credit note's debits): its output GST by head, its round off and the agency's
    charge without its tax (the taxable value of it, when taxed alone); what they add up to."""
    moved = ZERO
    for head, amount in body.get("gst", {}).items():
        tax = money(Decimal(str(amount)))
        moves.move(gst_account(head), tax * sign)
        moved += tax
    for account, key in ((ROUND_OFF, "round_off"), (SERVICE_CHARGE, "service_charge")):
        amount = _amount(body, key)
        moves.move(account, amount * sign)
        moved += amount
    return money(moved)


def _cancellation(body: Mapping[str, Any], moves: _Lines) -> None:
    """The wallet is credited (its credit used repaid first, as the service does); the customer
    is owed their refund by the rule; what the wallet got beyond it is the agency's fee (a
    negative one: the agency gives back more than the service did)."""
    repaid, cash = _amount(body, "wallet_credit"), _amount(body, "wallet_cash")
    moves.move(WALLET_CREDIT, repaid)
    moves.move(WALLET_CASH, cash)
    owed = _amount(body, "customer_owed")
    moves.move(customer_account(str(body["booking_ref"])), -owed)
    moves.move(AGENCY_FEE, -money(repaid + cash - owed))


def _refund_paid(body: Mapping[str, Any], moves: _Lines) -> None:
    """The customer's refund given: what it settles off their account, what left by its tender,
    and the round off between the two."""
    amount, round_off = _amount(body, "amount"), _amount(body, "round_off")
    moves.move(customer_account(str(body["booking_ref"])), amount)
    moves.move(str(body["account"]), -money(amount + round_off))
    moves.move(ROUND_OFF, round_off)


def _credit_note(body: Mapping[str, Any], moves: _Lines) -> None:
    """The credit note gives back the agency's charge, its output GST and its round off: the
    cancellation owed the customer all of the refund already, and what it gave beyond the
    wallet's credit went to the agency's fee (a debit), so the note's figures come out of that
    fee into the accounts the invoice credited. The price paid on the customer's behalf, which
    the note reverses first, never left the customer's and the wallet's accounts."""
    moves.move(AGENCY_FEE, -_document(body, moves, 1))


def _pay(body: Mapping[str, Any], moves: _Lines, sign: int) -> None:
    amount = _amount(body, "amount") * sign
    moves.move(DRAWER, amount)
    moves.move(BANK, -amount)


def _drawer_count(body: Mapping[str, Any], moves: _Lines) -> None:
    """The drawer made what was counted: the difference from what it should hold is over or
    short."""
    difference = money(_amount(body, "counted") - _amount(body, "expected"))
    moves.move(DRAWER, difference)
    moves.move(CASH_OVER_SHORT, -difference)


def _payout(body: Mapping[str, Any], moves: _Lines) -> None:
    """The payout's credit is in the bank; it came out of the payments in the clearing (what
    a short payout did not bring stays there, owed by the app)."""
    amount = _amount(body, "credited")
    moves.move(BANK, amount)
    moves.move(UPI_CLEARING, -amount)


def _payout_fee(body: Mapping[str, Any], moves: _Lines) -> None:
    """The app's fee is an expense; the tax on it is input credit where the agency's scheme
    allows it (``input_credit``), else part of the expense; both came out of the clearing."""
    fee, tax = _amount(body, "fee"), _amount(body, "fee_tax")
    credit = bool(body.get("input_credit"))
    moves.move(PAYMENT_APP_FEES, fee if credit else money(fee + tax))
    moves.move(INPUT_GST, tax if credit else ZERO)
    moves.move(UPI_CLEARING, -money(fee + tax))


def _bank_charge(body: Mapping[str, Any], moves: _Lines) -> None:
    """What the bank took for its services is an expense; a line of the GST on a charge is
    input credit where the agency's scheme allows it (``input_credit``), else the expense."""
    amount = _amount(body, "amount")
    moves.move(INPUT_GST if body.get("input_credit") else BANK_CHARGES, amount)
    moves.move(BANK, -amount)


def _bank_voucher(body: Mapping[str, Any], moves: _Lines) -> None:
    """A line of the statement booked to its account: the bank moves by the line's signed
    ``amount`` (a credit in, a debit out) and the account the other way; ``undoes``: the
    booking undone, every line the other way."""
    account = str(body["account"])
    if account not in BOOKABLE:
        raise ValueError(f"{account!r} is not an account a statement's line is booked to.")
    _bank_against(body, account, moves)


def _bank_against(body: Mapping[str, Any], account: str, moves: _Lines) -> None:
    """The bank moved by the signed ``amount`` of a statement's line and ``account`` the other
    way (``undoes``: both reversed)."""
    amount = _amount(body, "amount") * (-1 if body.get("undoes") else 1)
    moves.move(BANK, amount)
    moves.move(account, -amount)


def _bank_proved(body: Mapping[str, Any], moves: _Lines) -> None:
    """A payment proved by the bank's row: the bank moves by its signed ``amount`` (a sale's
    credit in, a refund's debit out) and the tender's clearing the other way; ``undoes``: the
    proof undone (a chargeback took the money back), every line the other way."""
    account = str(body["account"])
    if not account.startswith(CLEARING.prefix):
        raise ValueError(f"{account!r} is not a clearing a statement's row proves.")
    _bank_against(body, account, moves)


def post(event: MoneyEvent) -> Entry:
    """The entry ``event`` posts (``Unbalanced``: its figures do not balance)."""
    moves = _Lines()
    body = event.body
    if event.kind is EventKind.SALE:
        _sale(body, moves)
    elif event.kind is EventKind.CANCELLATION:
        _cancellation(body, moves)
    elif event.kind is EventKind.REFUND_PAID:
        _refund_paid(body, moves)
    elif event.kind is EventKind.CREDIT_NOTE:
        _credit_note(body, moves)
    elif event.kind is EventKind.PAY_IN:
        _pay(body, moves, 1)
    elif event.kind is EventKind.PAY_OUT:
        _pay(body, moves, -1)
    elif event.kind is EventKind.DRAWER_COUNT:
        _drawer_count(body, moves)
    elif event.kind is EventKind.PAYOUT:
        _payout(body, moves)
    elif event.kind is EventKind.PAYOUT_FEE:
        _payout_fee(body, moves)
    elif event.kind is EventKind.BANK_CHARGE:
        _bank_charge(body, moves)
    elif event.kind is EventKind.BANK_VOUCHER:
        _bank_voucher(body, moves)
    elif event.kind is EventKind.BANK_PROVED:
        _bank_proved(body, moves)
    else:  # CASH_BANKED
        _pay(body, moves, -1)
    entry = Entry(event.event_id, event.kind, moves.lines())
    if entry.debits != entry.credits:
        raise Unbalanced(f"{event.event_id}: debits {entry.debits} != credits {entry.credits}")
    return entry


def balances(entries: Sequence[Entry]) -> dict[str, Decimal]:
    """Each account's balance over ``entries``: debits less credits (an account that nets to
    nothing is left out)."""
    found: dict[str, Decimal] = {}
    for entry in entries:
        for line in entry.lines:
            found[line.account] = money(found.get(line.account, ZERO) + line.debit - line.credit)
    return {account: amount for account, amount in found.items() if amount}


def wallet_split(amount: Decimal, credit_used: Decimal) -> tuple[Decimal, Decimal]:
    """(credit repaid, cash) of ``amount`` the service gives the wallet back: its credit used
    first, as the service repays it (partner-interface §7), then its cash."""
    repaid = money(min(max(credit_used, ZERO), max(amount, ZERO)))
    return repaid, money(amount - repaid)

"""The books' posting rules: each money event the journal records, as one balanced entry.

The books are the double-entry ledger of the agency's own money at this counter (docs/books.md).
A money event is an append-only record written in the transaction of the till's write it
records; its body holds every figure its rule needs (amounts as decimal strings), so posting is
a pure function of the event alone and the books rebuilt from the events are the books kept.

``RULES`` is the table of the rules, one per ``EventKind``: each reads its kind's body, typed
(``app.domain.event_bodies``), and moves the accounts of the chart (``app.domain.accounts``,
whose names are exported here too, as the books' callers read them). An event of a kind the
table has no rule for is refused (``NoRule``), never posted as another kind.

A payment app's payout is posted when its bank credit and its settlement report are both
imported (``app.journal.bank_payouts.book_payouts``): the money it brought moves from the UPI
clearing to the bank, and what the app kept of the payments is its fee and the tax on it. A
direct UPI or bank payment moves from its clearing to the bank once a statement's row proves it
(``app.journal.bank_proved``), and back when that proof is undone; a refund the bank sends back
is owed to the customer again from that clearing.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from app.domain import event_bodies as bodies
from app.domain.accounts import (
    AGENCY_FEE,
    ASSIGNABLE,
    BANK,
    BANK_ACCOUNTS,
    BANK_CHARGES,
    BANK_INTEREST,
    CAPITAL,
    CARD_CLEARING,
    CARD_FEES,
    CASH_OVER_SHORT,
    CLEARING,
    CUSTOMER,
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
    bank_account,
    customer_account,
    gst_account,
    tender_account,
)
from app.domain.money import ZERO, money

__all__ = [
    "AGENCY_FEE",
    "ASSIGNABLE",
    "BANK",
    "BANK_ACCOUNTS",
    "BANK_CHARGES",
    "BANK_DAY_KINDS",
    "BANK_INTEREST",
    "CAPITAL",
    "CARD_CLEARING",
    "CARD_FEES",
    "CASH_OVER_SHORT",
    "DAY_KINDS",
    "DRAWER",
    "GST_HEADS",
    "INPUT_GST",
    "OFFICE_EXPENSES",
    "PAYMENT_APP_FEES",
    "ROUND_OFF",
    "RULES",
    "SERVICE_CHARGE",
    "UPI_CLEARING",
    "WALLET_CASH",
    "WALLET_CREDIT",
    "Entry",
    "EventKind",
    "Line",
    "MoneyEvent",
    "Moves",
    "NoRule",
    "Rule",
    "Unbalanced",
    "balances",
    "bank_account",
    "customer_account",
    "day_of",
    "day_sql",
    "gst_account",
    "missing_rules",
    "post",
    "tender_account",
    "wallet_split",
]


class EventKind(StrEnum):
    """What a money event records (each kind has its rule in ``RULES``)."""

    # A sale taken at the till with its booking: the price, the tenders, the wallet's debit.
    SALE = "sale"
    # A confirmed cancellation (the clerk's, an exchange's, the operator's): the wallet's
    # credit and what the customer is owed by the rule.
    CANCELLATION = "cancellation"
    # One payment of a customer's refund by one tender.
    REFUND_PAID = "refund_paid"
    # A refund agreed other than the rule: lowered by the clerk, or raised on a supervisor's
    # decision; the difference from what the books owed of it, recorded with the payment.
    REFUND_AGREED = "refund_agreed"
    # A credit note issued (a registered agency's refund or exchange): the agency's charge, its
    # output GST by head and its round off given back.
    CREDIT_NOTE = "credit_note"
    # A correcting entry: a tour operator's markup an older version posted as the service
    # charge, moved to the agency's fee, on the day of the sale it corrects (journal version
    # 40).
    MARKUP_RECLASSIFIED = "markup_reclassified"
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
    # A statement's line no rule accounts for, assigned by a supervisor to one of ``ASSIGNABLE``
    # (or such an assignment undone: the same lines the other way).
    BANK_VOUCHER = "bank_voucher"
    # A direct UPI or bank payment a statement's row proves: its money from the tender's
    # clearing into the bank (a refund's debit the other way), or that proof undone.
    BANK_PROVED = "bank_proved"
    # A refund paid by UPI or bank that the bank sent back (a credit carrying its reference):
    # its proof undone brought the money back from the bank into the clearing; the customer is
    # owed it again.
    REFUND_RETURNED = "refund_returned"
    # What the bank's row brought beyond the payment it proves, accepted by a supervisor as the
    # customer's excess: into the bank, owed back to the customer.
    EXCESS_RECEIVED = "excess_received"
    # That excess paid back at the till: the customer's account settled, the tender credited
    # (cash in whole rupees, its round off beside), as a refund's payment posts; no credit note.
    EXCESS_REFUNDED = "excess_refunded"
    # A card acquirer's settlement credited to the bank: the card payments' money out of the
    # card's clearing (journal version 44).
    CARD_SETTLEMENT = "card_settlement"
    # What a card acquirer kept of the payments a settlement pays out: its merchant discount
    # (MDR) and the GST on it.
    CARD_MDR = "card_mdr"
    # A correcting entry: what an entry of an older journal moved the bank not named by, moved
    # to the declared account it was of, on that entry's day (journal version 45).
    BANK_NAMED = "bank_named"


# The kinds a bank's statement brings into the books: each is dated by its statement row's
# day as the journal keeps it (the value date, ``bank_rows.booked_on``, written in the body as
# ``on``), never by the day the statement happened to be imported (docs/books.md).
BANK_DAY_KINDS: frozenset[EventKind] = frozenset(
    {
        EventKind.PAYOUT,
        EventKind.PAYOUT_FEE,
        EventKind.BANK_CHARGE,
        EventKind.BANK_VOUCHER,
        EventKind.BANK_PROVED,
        EventKind.REFUND_RETURNED,
        EventKind.EXCESS_RECEIVED,
        EventKind.CARD_SETTLEMENT,
        EventKind.CARD_MDR,
    }
)


# The kinds dated by the day their body names (``on``): a bank's entries, and a correcting
# entry, on the day of the entry it corrects (the month it belongs to, not the one it was
# written in).
DAY_KINDS: frozenset[EventKind] = BANK_DAY_KINDS | {
    EventKind.MARKUP_RECLASSIFIED,
    EventKind.BANK_NAMED,
}


def day_of(kind: str, body: Mapping[str, Any], recorded_at: str) -> dt.date:
    """The day an event of ``kind`` is in the books: a bank's entry on its row's day, a
    correcting entry on its corrected entry's (its body's ``on``; one written without it, on
    the day it was recorded), any other on the day it was recorded (``recorded_at``, the stored
    ISO moment)."""
    on = body.get("on") if kind in DAY_KINDS else None
    return dt.date.fromisoformat(str(on) if on else recorded_at[:10])


def day_sql(alias: str = "e") -> str:
    """``day_of`` in SQL, over the ``money_events`` row named ``alias``: the ISO day text."""
    kinds = ", ".join(f"'{kind.value}'" for kind in sorted(DAY_KINDS))
    recorded = f"substr({alias}.recorded_at, 1, 10)"
    return (
        f"CASE WHEN {alias}.kind IN ({kinds}) THEN"
        f" COALESCE(json_extract({alias}.body, '$.on'), {recorded}) ELSE {recorded} END"
    )


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


class NoRule(LookupError):
    """A money event of a kind the table has no rule for: refused, never posted."""


@dataclass(frozen=True, slots=True)
class MoneyEvent:
    """A money event as recorded: its id (the record's natural key), kind and figures."""

    event_id: str
    kind: EventKind
    body: Mapping[str, Any]


class Moves:
    """Moves gathered into lines: a positive amount debits its account, a negative credits it;
    moves of one account are netted, in the order each account first moved."""

    def __init__(self) -> None:
        self.net: dict[str, Decimal] = {}

    def move(self, account: str, amount: Decimal) -> None:
        """Move ``account`` by ``amount`` (positive: a debit)."""
        self.net[account] = money(self.net.get(account, ZERO) + amount)

    def lines(self) -> tuple[Line, ...]:
        """The accounts that moved, each netted into one line (none for those that net nil)."""
        return tuple(
            Line(account, debit=amount) if amount > 0 else Line(account, credit=-amount)
            for account, amount in self.net.items()
            if amount
        )


B = TypeVar("B")


@dataclass(frozen=True, slots=True)
class Rule(Generic[B]):
    """A kind's posting rule: its body read from the stored JSON (``read``), and the moves that
    body makes (``moves``)."""

    read: Callable[[bodies.Body], B]
    moves: Callable[[B, Moves], None]

    def lines(self, body: bodies.Body) -> tuple[Line, ...]:
        """The lines ``body`` posts."""
        moves = Moves()
        self.moves(self.read(body), moves)
        return moves.lines()


def _sale(sale: bodies.Sale, moves: Moves) -> None:
    """The customer owes the price; the tenders pay it; a credit an exchange carried pays its
    part from the old booking's customer; the wallet pays the service; the rest is output GST,
    the round off, the service charge and the agency's fee (what the fares left over the
    wallet's debit)."""
    customer = customer_account(sale.booking_ref)
    moves.move(customer, sale.customer_total)
    for tender in sale.tenders:
        moves.move(customer, -tender.amount)
        moves.move(tender.account, tender.amount)
    for carried in sale.credits:
        moves.move(customer, -carried.amount)
        moves.move(customer_account(carried.booking_ref), carried.amount)
    moves.move(WALLET_CASH, -sale.wallet_cash)
    moves.move(WALLET_CREDIT, -sale.wallet_credit)
    taxed = _document(sale.document, moves, -1)
    moves.move(
        AGENCY_FEE, -money(sale.customer_total - sale.wallet_cash - sale.wallet_credit - taxed)
    )


def _document(document: bodies.Document, moves: Moves, sign: int) -> Decimal:
    """A tax document's figures as the books hold them, moved by ``sign`` (-1 an invoice's
    credits, 1 a credit note's debits): its output GST by head, its round off and the agency's
    charge without its tax (the taxable value of it, when taxed alone); what they add up to."""
    moved = ZERO
    for head, tax in document.gst:
        moves.move(gst_account(head), tax * sign)
        moved += tax
    for account, amount in (
        (ROUND_OFF, document.round_off),
        (SERVICE_CHARGE, document.service_charge),
    ):
        moves.move(account, amount * sign)
        moved += amount
    return money(moved)


def _cancellation(cancelled: bodies.Cancellation, moves: Moves) -> None:
    """The wallet is credited (its credit used repaid first, as the service does); the customer
    is owed their refund by the rule; what the wallet got beyond it is the agency's fee (a
    negative one: the agency gives back more than the service did)."""
    moves.move(WALLET_CREDIT, cancelled.wallet_credit)
    moves.move(WALLET_CASH, cancelled.wallet_cash)
    moves.move(customer_account(cancelled.booking_ref), -cancelled.customer_owed)
    back = money(cancelled.wallet_credit + cancelled.wallet_cash - cancelled.customer_owed)
    moves.move(AGENCY_FEE, -back)


def _refund_paid(refund: bodies.RefundPaid, moves: Moves) -> None:
    """The customer's refund given: what it settles off their account, what left by its tender,
    and the round off between the two."""
    moves.move(customer_account(refund.booking_ref), refund.amount)
    moves.move(refund.account, -money(refund.amount + refund.round_off))
    moves.move(ROUND_OFF, refund.round_off)


def _refund_agreed(agreed: bodies.RefundAgreed, moves: Moves) -> None:
    """The customer is owed the refund as agreed: lowered, their credit is reduced by what they
    gave up and the agency keeps it as its fee; raised, they are owed the excess and the agency
    gives up that much of its fee (``amount`` is signed: the agreed less what was owed)."""
    moves.move(customer_account(agreed.booking_ref), -agreed.amount)
    moves.move(AGENCY_FEE, agreed.amount)


def _credit_note(document: bodies.Document, moves: Moves) -> None:
    """The credit note gives back the agency's charge, its output GST and its round off: the
    cancellation owed the customer all of the refund already, and what it gave beyond the
    wallet's credit went to the agency's fee (a debit), so the note's figures come out of that
    fee into the accounts the invoice credited. The price paid on the customer's behalf, which
    the note reverses first, never left the customer's and the wallet's accounts."""
    moves.move(AGENCY_FEE, -_document(document, moves, 1))


def _markup_reclassified(moved: bodies.MarkupReclassified, moves: Moves) -> None:
    """A tour operator's markup moved out of the service charge (a debit) into the agency's
    fee: its sale posted it as the charge, which a tour operator has none of (its markup is
    part of its package)."""
    moves.move(SERVICE_CHARGE, moved.amount)
    moves.move(AGENCY_FEE, -moved.amount)


def _paid_in(cash: bodies.CashMoved, moves: Moves) -> None:
    """Cash into the drawer from the bank."""
    moves.move(DRAWER, cash.amount)
    moves.move(cash.bank, -cash.amount)


def _taken_out(cash: bodies.CashMoved, moves: Moves) -> None:
    """Cash out of the drawer to the bank."""
    moves.move(DRAWER, -cash.amount)
    moves.move(cash.bank, cash.amount)


def _drawer_count(count: bodies.DrawerCounted, moves: Moves) -> None:
    """The drawer made what was counted: the difference from what it should hold is over or
    short."""
    difference = money(count.counted - count.expected)
    moves.move(DRAWER, difference)
    moves.move(CASH_OVER_SHORT, -difference)


def _payout(payout: bodies.Payout, moves: Moves) -> None:
    """The payout's credit is in the bank; it came out of the payments in the clearing (what
    a short payout did not bring stays there, owed by the app)."""
    moves.move(payout.bank, payout.credited)
    moves.move(UPI_CLEARING, -payout.credited)


def _payout_fee(kept: bodies.PayoutFee, moves: Moves) -> None:
    """The app's fee is an expense; the tax on it is input credit where the agency's scheme
    allows it (``input_credit``), else part of the expense; both came out of the clearing."""
    credit = kept.input_credit
    moves.move(PAYMENT_APP_FEES, kept.fee if credit else money(kept.fee + kept.fee_tax))
    moves.move(INPUT_GST, kept.fee_tax if credit else ZERO)
    moves.move(UPI_CLEARING, -money(kept.fee + kept.fee_tax))


def _card_settlement(payout: bodies.Payout, moves: Moves) -> None:
    """A card acquirer's settlement credit is in the bank; it came out of the card payments in
    the card's clearing (what a short settlement did not bring stays there, owed by the
    acquirer)."""
    moves.move(payout.bank, payout.credited)
    moves.move(CARD_CLEARING, -payout.credited)


def _card_mdr(kept: bodies.PayoutFee, moves: Moves) -> None:
    """The acquirer's merchant discount (MDR) is an expense; the GST on it is input credit
    where the agency's scheme allows it (``input_credit``), else part of the expense; both came
    out of the card's clearing."""
    credit = kept.input_credit
    moves.move(CARD_FEES, kept.fee if credit else money(kept.fee + kept.fee_tax))
    moves.move(INPUT_GST, kept.fee_tax if credit else ZERO)
    moves.move(CARD_CLEARING, -money(kept.fee + kept.fee_tax))


def _bank_charge(charge: bodies.BankCharge, moves: Moves) -> None:
    """What the bank took for its services is an expense; the GST in it (a line of the tax
    alone, or the part a consolidated line includes) is input credit where the agency's scheme
    allows it (``input_credit``), else the expense too."""
    credited = charge.gst if charge.input_credit else ZERO
    moves.move(BANK_CHARGES, money(charge.amount - credited))
    moves.move(INPUT_GST, credited)
    moves.move(charge.bank, -charge.amount)


def _bank_voucher(line: bodies.BankLine, moves: Moves) -> None:
    """A line of the statement assigned to its account: the bank moves by the line's signed
    ``amount`` (a credit in, a debit out) and the account the other way; ``undoes``: the
    assignment undone, every line the other way."""
    if line.account not in ASSIGNABLE:
        raise ValueError(f"{line.account!r} is not an account a statement's line is assigned to.")
    _bank_against(line, moves)


def _bank_against(line: bodies.BankLine, moves: Moves) -> None:
    """The bank moved by the signed ``amount`` of a statement's line and its account the other
    way (``undoes``: both reversed)."""
    amount = line.amount * (-1 if line.undoes else 1)
    moves.move(line.bank, amount)
    moves.move(line.account, -amount)


def _excess_received(line: bodies.BankLine, moves: Moves) -> None:
    """A payment's excess: the bank moves by it and the customer's account is owed it back."""
    if not line.account.startswith(CUSTOMER.prefix):
        raise ValueError(f"{line.account!r} is not a customer's account.")
    _bank_against(line, moves)


def _bank_proved(line: bodies.BankLine, moves: Moves) -> None:
    """A payment proved by the bank's row: the bank moves by its signed ``amount`` (a sale's
    credit in, a refund's debit out) and the tender's clearing the other way; ``undoes``: the
    proof undone (a chargeback took the money back), every line the other way."""
    if not line.account.startswith(CLEARING.prefix):
        raise ValueError(f"{line.account!r} is not a clearing a statement's row proves.")
    _bank_against(line, moves)


def _refund_returned(returned: bodies.RefundReturned, moves: Moves) -> None:
    """A refund the bank sent back: the undone proof put its money back into the bank from
    the tender's clearing; it leaves the clearing for the customer's account, who is owed it
    again (their refund's payment settled it)."""
    if not returned.account.startswith(CLEARING.prefix):
        raise ValueError(f"{returned.account!r} is not a clearing a refund is paid from.")
    moves.move(returned.account, returned.amount)
    moves.move(customer_account(returned.booking_ref), -returned.amount)


def _bank_named(named: bodies.BankNamed, moves: Moves) -> None:
    """An older entry's money in the bank not named, moved to the declared account it was of
    (money in: a debit of that account)."""
    moves.move(named.bank, named.amount)
    moves.move(BANK, -named.amount)


# The posting rules, one per kind: a kind added to ``EventKind`` has its rule here, or its
# events are refused (``missing_rules`` names it; tests/domain/test_postings.py fails on it).
RULES: Mapping[EventKind, Rule[Any]] = MappingProxyType(
    {
        EventKind.SALE: Rule(bodies.Sale.read, _sale),
        EventKind.CANCELLATION: Rule(bodies.Cancellation.read, _cancellation),
        EventKind.REFUND_PAID: Rule(bodies.RefundPaid.read, _refund_paid),
        EventKind.REFUND_AGREED: Rule(bodies.RefundAgreed.read, _refund_agreed),
        EventKind.CREDIT_NOTE: Rule(bodies.Document.read, _credit_note),
        EventKind.MARKUP_RECLASSIFIED: Rule(bodies.MarkupReclassified.read, _markup_reclassified),
        EventKind.PAY_IN: Rule(bodies.CashMoved.read, _paid_in),
        EventKind.PAY_OUT: Rule(bodies.CashMoved.read, _taken_out),
        EventKind.DRAWER_COUNT: Rule(bodies.DrawerCounted.read, _drawer_count),
        EventKind.CASH_BANKED: Rule(bodies.CashMoved.read, _taken_out),
        EventKind.PAYOUT: Rule(bodies.Payout.read, _payout),
        EventKind.PAYOUT_FEE: Rule(bodies.PayoutFee.read, _payout_fee),
        EventKind.BANK_CHARGE: Rule(bodies.BankCharge.read, _bank_charge),
        EventKind.BANK_VOUCHER: Rule(bodies.BankLine.read, _bank_voucher),
        EventKind.BANK_PROVED: Rule(bodies.BankLine.read, _bank_proved),
        EventKind.REFUND_RETURNED: Rule(bodies.RefundReturned.read, _refund_returned),
        EventKind.EXCESS_RECEIVED: Rule(bodies.BankLine.read, _excess_received),
        EventKind.EXCESS_REFUNDED: Rule(bodies.RefundPaid.read, _refund_paid),
        EventKind.CARD_SETTLEMENT: Rule(bodies.Payout.read, _card_settlement),
        EventKind.CARD_MDR: Rule(bodies.PayoutFee.read, _card_mdr),
        EventKind.BANK_NAMED: Rule(bodies.BankNamed.read, _bank_named),
    }
)


def missing_rules(kinds: type[StrEnum] = EventKind) -> list[StrEnum]:
    """The kinds of ``kinds`` the table has no rule for (none: every kind is posted)."""
    return [kind for kind in kinds if kind not in RULES]


def post(event: MoneyEvent) -> Entry:
    """The entry ``event`` posts by its kind's rule (``NoRule``: the table has none;
    ``Unbalanced``: its figures do not balance)."""
    rule = RULES.get(event.kind)
    if rule is None:
        raise NoRule(f"{event.event_id}: no posting rule for the kind {event.kind!r}.")
    entry = Entry(event.event_id, event.kind, rule.lines(event.body))
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

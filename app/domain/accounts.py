"""The books' chart of accounts, declared once: each account the posting rules
(``app.domain.postings``) post to, or each family of accounts named by a member (a booking's
customer, a tender's clearing, a head of GST), with its normal side, what it means and the
invariants that hold for it.

An account's name is stable text: the journal's ``book_lines`` and the agency store keep it, so
a name here is never changed. Each invariant is a rule as data (``Invariant``): its name, the
sentence staff read when the books break it and its description; ``app.books.checks`` checks
each one the journal holds the figures for, at each start and shift close, and says why it
leaves the others unchecked. The names the rules and the readers use (``DRAWER``,
``customer_account``) are looked up in the chart, so a name it does not declare fails at import;
``tests/domain/test_accounts.py`` fails on an account a rule posts to that the chart does not hold.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum

from app.domain.tenders import CARD, TENDERS, UPI, TenderKind
from app.i18n import QT_TRANSLATE_NOOP


class Side(StrEnum):
    """The side an account's balance normally lies on (its balance is debits less credits)."""

    DEBIT = "debit"
    CREDIT = "credit"


@dataclass(frozen=True, slots=True)
class Invariant:
    """A rule an account's balance keeps: ``name`` is how the books' check records a broken one
    (stable text, as the agency store keeps it), ``said`` the sentence staff read of a broken one
    (in the ``BOOKS_CHECKS`` catalogue, with the event, booking, account and amounts; '' for
    one the journal cannot check, ``app.books.checks.NOT_CHECKED`` says why), ``description``
    the rule itself."""

    name: str
    said: str
    description: str


@dataclass(frozen=True, slots=True)
class Account:
    """One account of the chart (``prefix`` its whole name), or a family of them:
    ``customer:<ref>`` is the prefix ``customer:`` and a member's placeholder ``ref``. A family's
    ``members`` are the only members it admits (the tenders a clearing is for, the heads of
    GST); empty, any non-empty one (a booking's reference)."""

    prefix: str
    side: Side
    meaning: str
    invariants: tuple[Invariant, ...] = ()
    member: str = ""
    members: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        """The account's name; a family's with its member's placeholder (``customer:<ref>``)."""
        return f"{self.prefix}<{self.member}>" if self.member else self.prefix

    def holds(self, account: str) -> bool:
        """Whether ``account`` is this account, or one of this family."""
        if not self.member:
            return account == self.prefix
        member = account.removeprefix(self.prefix)
        if member == account or not member:
            return False
        return member in self.members if self.members else True

    def of(self, member: str) -> str:
        """The family's account of ``member`` (``ValueError``: a member it does not admit)."""
        account = f"{self.prefix}{member}"
        if not self.member or not self.holds(account):
            raise ValueError(f"{account!r} is not an account of {self.name}.")
        return account


class Chart:
    """The accounts declared, in the order a reader of the books meets them; each name resolves
    to one entry."""

    def __init__(self, *accounts: Account) -> None:
        names = [account.name for account in accounts]
        if len(set(names)) != len(names):
            raise ValueError(f"an account is declared twice: {names}")
        self._accounts = accounts

    def __iter__(self) -> Iterator[Account]:
        return iter(self._accounts)

    def entry(self, account: str) -> Account:
        """The one entry of the chart that holds ``account`` (``KeyError``: none does, or more
        than one)."""
        found = [entry for entry in self._accounts if entry.holds(account)]
        if len(found) != 1:
            raise KeyError(
                f"{account!r} is in no entry of the chart of accounts, or in more than one."
            )
        return found[0]

    def account(self, name: str) -> str:
        """``name`` as the chart declares it: one account, not a family (``KeyError``: not
        declared so)."""
        entry = self.entry(name)
        if entry.member:
            raise KeyError(f"{name!r} is a member of {entry.name}, not an account of its own.")
        return entry.name

    def family(self, prefix: str) -> Account:
        """The family named ``prefix`` (``customer:``; ``KeyError``: none is)."""
        for entry in self._accounts:
            if entry.member and entry.prefix == prefix:
                return entry
        raise KeyError(f"{prefix!r} names no family of accounts.")


CHART = Chart(
    Account(
        "drawer",
        Side.DEBIT,
        "The cash in the till's drawer: the tender that gives change, its float and takings.",
        (
            Invariant(
                "drawer_negative",
                QT_TRANSLATE_NOOP(
                    "BOOKS_CHECKS",
                    "Event {event}, booking {booking}: after it the drawer in the books is below "
                    "zero ({amount}).",
                ),
                "Never below zero: the drawer gives out only cash it holds.",
            ),
            Invariant(
                "drawer_not_counted",
                QT_TRANSLATE_NOOP(
                    "BOOKS_CHECKS",
                    "Event {event}: after the close's count the drawer in the books differs by "
                    "{amount} from what was counted ({was}).",
                ),
                "At a close it holds what was counted (the difference is cash over or short).",
            ),
        ),
    ),
    Account(
        "clearing:",
        Side.DEBIT,
        "A tender's money taken at the till and on its way to the bank (UPI, card, bank"
        " transfer), until the bank's statement or a payment app's payout shows it.",
        (
            Invariant(
                "clearing_unexplained",
                QT_TRANSLATE_NOOP(
                    "BOOKS_CHECKS",
                    "Account {account}: the books differ by {amount} from what its payments and "
                    "refunds the bank has not proved and the payouts' shortfalls explain ({was}).",
                ),
                "Its balance is explained by its payments the bank has not proved less its"
                " refunds the bank has not proved, and, for UPI, what a short payout left owed by"
                " the app.",
            ),
        ),
        member="tender",
        # Each registered tender but the drawer's.
        members=tuple(kind.key for kind in TENDERS if not kind.gives_change),
    ),
    Account(
        "bank",
        Side.DEBIT,
        "The bank not named: an older journal's entries (journal version 45 names each one's"
        " account by a correcting entry, so it nets to nil), and the cash moved between the"
        " drawer and the bank while the statements name no account, or several (until a"
        " deposit of one is confirmed as it).",
    ),
    Account(
        "bank:",
        Side.DEBIT,
        "One of the agency's declared bank accounts, by its number: reconciled against its own"
        " statements, a Tally ledger of its own.",
        (
            Invariant(
                "bank_unexplained",
                QT_TRANSLATE_NOOP(
                    "BOOKS_CHECKS",
                    "Account {account}, event {event}: at the latest statement's closing day "
                    "({was} by the statement), {amount} of its balance in the books is explained "
                    "neither by a line of the statement nor as an entry it does not show yet.",
                ),
                "At its latest statement's closing day its balance is that statement's closing"
                " balance, but for the entries the statement does not show yet and the lines the"
                " books do not.",
            ),
        ),
        member="account",
    ),
    Account(
        "customer:",
        Side.CREDIT,
        "What a booking's customer is owed (a credit balance) or owes (a debit balance).",
        (
            Invariant(
                "customer_not_owed",
                "",
                "Its balance is what is owed: in credit, the refunds due to the customer and not"
                " yet given; in debit, what the customer has not paid of the sale.",
            ),
        ),
        member="ref",
    ),
    Account(
        "wallet:cash",
        Side.DEBIT,
        "The agency's wallet's cash at the service: paid out for bookings, credited back for"
        " cancellations, topped up from the bank.",
        (
            Invariant(
                "wallet_not_ledger",
                "",
                "It moves as the service's ledger moves the wallet's cash for this counter's"
                " bookings.",
            ),
        ),
    ),
    Account(
        "wallet:credit",
        Side.CREDIT,
        "The wallet's credit used at the service: what the agency owes the service on it.",
        (
            Invariant(
                "credit_in_debit",
                QT_TRANSLATE_NOOP(
                    "BOOKS_CHECKS",
                    "Event {event}, booking {booking}: after it the wallet's credit used is in "
                    "debit in the books ({amount}).",
                ),
                "Never in debit: a cancellation's credit repays the credit used first, and never"
                " beyond it.",
            ),
        ),
    ),
    Account(
        "revenue:service_charge",
        Side.CREDIT,
        "The agency's own service charge, its taxable value, net of credit notes (a discount"
        " within it). A tour operator charges none: its markup is part of its package (one an"
        " older version posted here is moved to the agency's fee by a correcting entry).",
        (
            Invariant(
                "charge_not_filed",
                QT_TRANSLATE_NOOP(
                    "BOOKS_CHECKS",
                    "Account {account}, booking {booking}: the books differ by {amount} from the "
                    "charge's taxable value the GSTR-1 states of its documents of the agent's "
                    "scheme, net of credit notes ({was}).",
                ),
                "Its balance is the charge's taxable value of the invoices less the credit"
                " notes, as the GSTR-1 states it of the agent's scheme.",
            ),
        ),
    ),
    Account(
        "revenue:agency_fee",
        Side.CREDIT,
        "What the customer paid beyond the wallet's debit, the output GST and the charge (a"
        " tour operator's margin on its package);"
        " what a cancellation's wallet credit left over what the customer is owed; and what a"
        " refund agreed below the rule kept of it (given up for one agreed above).",
    ),
    Account(
        "gst:",
        Side.CREDIT,
        "Output GST by head, owed to the government: central, state, Union territory's or"
        " integrated.",
        (
            Invariant(
                "tax_not_filed",
                QT_TRANSLATE_NOOP(
                    "BOOKS_CHECKS",
                    "Account {account}, booking {booking}: the books differ by {amount} from the "
                    "output tax of its head the GSTR-1 states of its documents, net of credit "
                    "notes ({was}).",
                ),
                "Its balance is the head's output tax of the GSTR-1, net of credit notes.",
            ),
        ),
        member="head",
        # A document's SGST column is the UTGST of a Union territory without a legislature.
        members=("cgst", "sgst", "utgst", "igst"),
    ),
    Account(
        "round_off",
        Side.CREDIT,
        "What a document or a cash refund rounded off, either way.",
    ),
    Account(
        "cash_over_short",
        Side.DEBIT,
        "What the drawer was short (a debit) or over (a credit) when counted at a close.",
    ),
    Account(
        "expense:payment_app_fees",
        Side.DEBIT,
        "The fees the payment apps kept of their payouts, and the tax on them where it is no"
        " input credit.",
    ),
    Account(
        "expense:card_fees",
        Side.DEBIT,
        "The merchant discount (MDR) the card acquirers kept of their settlements, and the GST"
        " on it where it is no input credit.",
    ),
    Account(
        "gst:input",
        Side.DEBIT,
        "The GST paid on the payment apps' fees, the card acquirers' MDR and the bank's"
        " charges, where the agency's scheme allows its credit.",
    ),
    Account(
        "expense:bank_charges",
        Side.DEBIT,
        "The bank's own charges, and their GST where it is no input credit.",
    ),
    Account(
        "expense:office",
        Side.DEBIT,
        "Rent and the office's other expenses, assigned from the bank's statement.",
    ),
    Account(
        "income:bank_interest",
        Side.CREDIT,
        "Interest the bank credited, booked from its statement.",
    ),
    Account(
        "capital:owner",
        Side.CREDIT,
        "The owner's capital: brought in (a credit), drawings taken out (a debit), and the"
        " first statement's opening balance.",
    ),
)

DRAWER = CHART.account("drawer")
BANK = CHART.account("bank")
BANK_ACCOUNTS = CHART.family("bank:")
WALLET_CASH = CHART.account("wallet:cash")
WALLET_CREDIT = CHART.account("wallet:credit")
SERVICE_CHARGE = CHART.account("revenue:service_charge")
AGENCY_FEE = CHART.account("revenue:agency_fee")
ROUND_OFF = CHART.account("round_off")
CASH_OVER_SHORT = CHART.account("cash_over_short")
PAYMENT_APP_FEES = CHART.account("expense:payment_app_fees")
CARD_FEES = CHART.account("expense:card_fees")
BANK_CHARGES = CHART.account("expense:bank_charges")
INPUT_GST = CHART.account("gst:input")
OFFICE_EXPENSES = CHART.account("expense:office")
BANK_INTEREST = CHART.account("income:bank_interest")
CAPITAL = CHART.account("capital:owner")
CLEARING = CHART.family("clearing:")
CUSTOMER = CHART.family("customer:")
OUTPUT_GST = CHART.family("gst:")
# The accounts a statement's line no rule accounts for may be assigned to from the tab, as a
# voucher is in TallyPrime, in the order the supervisor picks them: rent and expenses, a top-up
# of the partner's wallet, a charge the words of ``app.bank.charges`` did not know, interest
# credited, the owner's money in or out.
ASSIGNABLE = (OFFICE_EXPENSES, WALLET_CASH, BANK_CHARGES, BANK_INTEREST, CAPITAL)
# The heads of output GST a document's lines carry.
GST_HEADS = OUTPUT_GST.members


def tender_account(kind: TenderKind) -> str:
    """The account a tender's money is in: the drawer for the one that gives change, else its
    clearing account until the bank's statement shows it."""
    return DRAWER if kind.gives_change else CLEARING.of(kind.key)


# The clearing a payment app's settlement report empties: its payments are UPI tenders.
UPI_CLEARING = tender_account(UPI)
# The clearing a card acquirer's settlement empties: its payments are card tenders.
CARD_CLEARING = tender_account(CARD)


def bank_account(number: str) -> str:
    """The books' account of the declared bank account ``number`` (``bank:<account>``); the
    bank whose account is not named (``BANK``) for none: an entry written before the accounts
    were told apart, or cash moved while no account is declared."""
    return BANK_ACCOUNTS.of(number) if number else BANK


def is_bank(account: str) -> bool:
    """Whether ``account`` is the bank: a declared account's ledger, or the bank not named."""
    return account == BANK or account.startswith(BANK_ACCOUNTS.prefix)


def customer_account(booking_ref: str) -> str:
    """What a booking's customer is owed (credit) or owes (debit)."""
    # Not ``CUSTOMER.of``: the books name a reference as the journal holds it, unchecked, as
    # they always did.
    return f"{CUSTOMER.prefix}{booking_ref}"


def gst_account(head: str) -> str:
    """Output GST of ``head`` (one of ``GST_HEADS``)."""
    if head not in GST_HEADS:
        raise ValueError(f"{head!r} is not a head of GST.")
    return OUTPUT_GST.of(head)

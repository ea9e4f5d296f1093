"""The money events' bodies, typed: what each kind's posting rule reads of the JSON body the
journal stored (``app.domain.postings``).

The stored body is never rewritten: it stays as written and replicated, and holds more than a
rule reads (the request, the tender's mode, the shift). Reading is as lenient as the rules
always were: an amount that is missing or null reads as zero, a list or the document's heads
missing read as none, a flag missing as false; a booking's reference or an account that is
missing fails (``KeyError``), as it always did.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from app.domain.accounts import bank_account
from app.domain.money import ZERO, money

# A money event's body as the journal stored it: JSON's object.
Body = Mapping[str, Any]


def amount_of(body: Body, key: str) -> Decimal:
    """``body``'s amount ``key`` in rupees (missing or null: zero)."""
    value = body.get(key)
    return ZERO if value is None else rupees(value)


def bank_of(body: Body) -> str:
    """The books' bank account ``body``'s entry moves: the declared account its statement's
    row is of (``bank``, its number), or, the body naming none (written before the accounts
    were told apart, or cash moved while none is declared), the bank not named."""
    return bank_account(str(body.get("bank") or ""))


def rupees(value: object) -> Decimal:
    """An amount as the body holds it (a decimal string, or a number), in rupees."""
    return money(Decimal(str(value)))


@dataclass(frozen=True, slots=True)
class Tendered:
    """A tender's part of a sale: the account its money went to and the amount."""

    account: str
    amount: Decimal


@dataclass(frozen=True, slots=True)
class Carried:
    """A credit an exchange carried to a sale: the old booking it came from and the amount."""

    booking_ref: str
    amount: Decimal


@dataclass(frozen=True, slots=True)
class Document:
    """A tax document's figures as the books read them: its output GST by head (in the body's
    order), its round off and the agency's charge without its tax."""

    gst: tuple[tuple[str, Decimal], ...]
    round_off: Decimal
    service_charge: Decimal

    @classmethod
    def read(cls, body: Body) -> Document:
        """The document's figures of a sale's or a credit note's ``body``."""
        return cls(
            tuple((str(head), rupees(tax)) for head, tax in body.get("gst", {}).items()),
            amount_of(body, "round_off"),
            amount_of(body, "service_charge"),
        )


@dataclass(frozen=True, slots=True)
class Sale:
    """A sale's body: the customer's total, the tenders and the credits that paid it, the
    wallet's debit and its invoice's figures."""

    booking_ref: str
    customer_total: Decimal
    tenders: tuple[Tendered, ...]
    credits: tuple[Carried, ...]
    wallet_cash: Decimal
    wallet_credit: Decimal
    document: Document

    @classmethod
    def read(cls, body: Body) -> Sale:
        """The sale of ``body``."""
        return cls(
            str(body["booking_ref"]),
            amount_of(body, "customer_total"),
            tuple(
                Tendered(str(tender["account"]), rupees(tender["amount"]))
                for tender in body.get("tenders", ())
            ),
            tuple(
                Carried(str(carried["from"]), rupees(carried["amount"]))
                for carried in body.get("credits", ())
            ),
            amount_of(body, "wallet_cash"),
            amount_of(body, "wallet_credit"),
            Document.read(body),
        )


@dataclass(frozen=True, slots=True)
class Cancellation:
    """A confirmed cancellation's body: the wallet's credit (its credit used repaid, its cash)
    and what the customer is owed."""

    booking_ref: str
    wallet_credit: Decimal
    wallet_cash: Decimal
    customer_owed: Decimal

    @classmethod
    def read(cls, body: Body) -> Cancellation:
        """The cancellation of ``body``."""
        return cls(
            str(body["booking_ref"]),
            amount_of(body, "wallet_credit"),
            amount_of(body, "wallet_cash"),
            amount_of(body, "customer_owed"),
        )


@dataclass(frozen=True, slots=True)
class RefundPaid:
    """One payment of a refund's body: the amount settled, the account it left and the cash
    rounding given."""

    booking_ref: str
    account: str
    amount: Decimal
    round_off: Decimal

    @classmethod
    def read(cls, body: Body) -> RefundPaid:
        """The refund's payment of ``body``."""
        return cls(
            str(body["booking_ref"]),
            str(body["account"]),
            amount_of(body, "amount"),
            amount_of(body, "round_off"),
        )


@dataclass(frozen=True, slots=True)
class RefundReturned:
    """A refund the bank sent back's body: the booking whose customer is owed it again, the
    tender's clearing the undone proof left it in, and the amount returned."""

    booking_ref: str
    account: str
    amount: Decimal

    @classmethod
    def read(cls, body: Body) -> RefundReturned:
        """The refund returned of ``body``."""
        return cls(str(body["booking_ref"]), str(body["account"]), amount_of(body, "amount"))


@dataclass(frozen=True, slots=True)
class RefundAgreed:
    """A refund agreed other than the rule's body: the signed difference, the agreed refund less
    what the books owed of it (negative: lowered)."""

    booking_ref: str
    amount: Decimal

    @classmethod
    def read(cls, body: Body) -> RefundAgreed:
        """The refund agreed of ``body``."""
        return cls(str(body["booking_ref"]), amount_of(body, "amount"))


@dataclass(frozen=True, slots=True)
class MarkupReclassified:
    """A correcting entry's body: the tour operator's markup its sale posted as the service
    charge, moved to the agency's fee."""

    booking_ref: str
    amount: Decimal

    @classmethod
    def read(cls, body: Body) -> MarkupReclassified:
        """The markup moved of ``body``."""
        return cls(str(body["booking_ref"]), amount_of(body, "amount"))


@dataclass(frozen=True, slots=True)
class CashMoved:
    """Cash put in or taken out of the drawer: a pay-in, a pay-out, the cash banked; the bank
    account it moved from or to."""

    amount: Decimal
    bank: str

    @classmethod
    def read(cls, body: Body) -> CashMoved:
        """The cash moved of ``body``."""
        return cls(amount_of(body, "amount"), bank_of(body))


@dataclass(frozen=True, slots=True)
class DrawerCounted:
    """A drawer counted at a close: what was counted and what the books said it held."""

    counted: Decimal
    expected: Decimal

    @classmethod
    def read(cls, body: Body) -> DrawerCounted:
        """The count of ``body``."""
        return cls(amount_of(body, "counted"), amount_of(body, "expected"))


@dataclass(frozen=True, slots=True)
class Payout:
    """A payment app's payout: what its bank credit brought, and the bank account it is in."""

    credited: Decimal
    bank: str

    @classmethod
    def read(cls, body: Body) -> Payout:
        """The payout of ``body``."""
        return cls(amount_of(body, "credited"), bank_of(body))


@dataclass(frozen=True, slots=True)
class PayoutFee:
    """What a payment app kept of a payout: its fee, the tax on it, and whether that tax is
    input credit under the agency's scheme."""

    fee: Decimal
    fee_tax: Decimal
    input_credit: bool

    @classmethod
    def read(cls, body: Body) -> PayoutFee:
        """The payout's fee of ``body``."""
        return cls(
            amount_of(body, "fee"), amount_of(body, "fee_tax"), bool(body.get("input_credit"))
        )


@dataclass(frozen=True, slots=True)
class BankCharge:
    """A charge of the bank on its statement (or the GST on one), whether GST of it is input
    credit under the agency's scheme, and that GST (``gst``); the bank account it took it of."""

    amount: Decimal
    input_credit: bool
    gst: Decimal
    bank: str

    @classmethod
    def read(cls, body: Body) -> BankCharge:
        """The charge of ``body``; one written before a consolidated line's GST was read
        (no ``gst``) credited all of a line of the tax alone, or nothing."""
        amount, credit = amount_of(body, "amount"), bool(body.get("input_credit"))
        gst = amount_of(body, "gst") if "gst" in body else (amount if credit else ZERO)
        return cls(amount, credit, gst, bank_of(body))


@dataclass(frozen=True, slots=True)
class BankLine:
    """A statement's line against an account (assigned to it, or a payment it proves): the
    account, the line's signed amount (a credit in, a debit out), whether this undoes it, and
    the bank account the line is of."""

    account: str
    amount: Decimal
    undoes: bool
    bank: str

    @classmethod
    def read(cls, body: Body) -> BankLine:
        """The line of ``body``."""
        return cls(
            str(body["account"]), amount_of(body, "amount"), bool(body.get("undoes")), bank_of(body)
        )


@dataclass(frozen=True, slots=True)
class BankNamed:
    """A correcting entry's body: what an entry moved the bank not named by (signed, money in
    positive), moved to the declared account it was of."""

    amount: Decimal
    bank: str

    @classmethod
    def read(cls, body: Body) -> BankNamed:
        """The move of ``body`` (``ValueError``: it names no account)."""
        if not body.get("bank"):
            raise ValueError("a correcting entry of the bank names its account")
        return cls(amount_of(body, "amount"), bank_of(body))

"""The books as the accountant's Tally vouchers: every money event of a period besides the tax
documents (which are their Sales and Credit Note vouchers already), as a receipt, a payment, a
contra or a journal voucher on the Tally ledgers Settings name.

- A sale: a Receipt (the tenders' money in, from the customer's party ledger, which its Sales
  voucher debited) and a Journal (the partner's wallet paid for the tour: a purchase); a sale
  whose document is no voucher (an agency not registered): the Receipt and a Journal of the
  rest of its entry against the customer.
- A cancellation: a Journal (the wallet's credit back, a purchase returned); the customer's
  side is the Credit Note voucher (unregistered: a Journal of its entry).
- A refund paid: a Payment (to the customer's party ledger, from the tender's ledger).
- Cash put into or taken out of the drawer, cash banked: a Contra.
- Each declared bank account is a ledger of its own (the bank ledger's name and its number).
- A drawer counted over or short, a payment app's fee and its tax: a Journal.
- A payment app's payout reaching the bank: a Receipt (from the takings to be settled).
- A direct UPI or bank payment a statement proves: a Contra, the takings to be settled moved
  into the bank (a refund's debit out of it; the proof undone, the other way).
- A statement's line assigned to an account: a Receipt when it brought money into the bank, a
  Payment when it took money out, narrated as the supervisor typed it (its undoing the other).
- Any other event the books keep: a Journal of its entry's lines.

Each voucher's debits equal its credits; amounts are written as Tally writes them (a debit
negative and deemed positive).
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal

from app.domain.accounts import BANK_ACCOUNTS, CLEARING, CUSTOMER, is_bank
from app.domain.gst import Scheme, TallyLedgers
from app.domain.money import ZERO, from_paise, money
from app.domain.postings import (
    AGENCY_FEE,
    BANK,
    BANK_CHARGES,
    BANK_INTEREST,
    CAPITAL,
    CARD_FEES,
    CASH_OVER_SHORT,
    DRAWER,
    GST_HEADS,
    INPUT_GST,
    OFFICE_EXPENSES,
    PAYMENT_APP_FEES,
    ROUND_OFF,
    SERVICE_CHARGE,
    WALLET_CASH,
    WALLET_CREDIT,
    EventKind,
    Line,
    bank_account,
    day_sql,
    gst_account,
)


@dataclass(frozen=True, slots=True)
class BookVoucher:
    """One voucher of the books: its Tally type, number (the money event's id), day, narration
    and ledger entries (a ledger and its signed amount: a debit negative, as Tally writes it)."""

    kind: str
    number: str
    day: dt.date
    narration: str
    entries: tuple[tuple[str, Decimal], ...]


# The Tally ledger (a ``TallyLedgers`` field) each account of the books posts to, declared once:
# a family's members each on its ledger (the customers all on the party's, each tender's
# clearing on a ledger of its own, named after it, each declared bank account on one of its
# own, the bank ledger's name with the account's number). The books' vouchers post by it
# (``ledger_of``); the documents' vouchers post their lines to the ledgers of the accounts the
# books post them to, or to one ``WITHIN_ACCOUNTS`` names.
BOOKS_LEDGERS: Mapping[str, str] = {
    DRAWER: "cash",
    BANK: "bank",
    BANK_ACCOUNTS.prefix: "bank",
    CLEARING.prefix: "clearing",
    CUSTOMER.prefix: "party",
    WALLET_CASH: "wallet",
    WALLET_CREDIT: "wallet_credit",
    SERVICE_CHARGE: "service_charge",
    AGENCY_FEE: "agency_fee",
    **{gst_account(head): head for head in GST_HEADS},
    ROUND_OFF: "round_off",
    CASH_OVER_SHORT: "cash_over_short",
    PAYMENT_APP_FEES: "payment_app_fees",
    CARD_FEES: "card_fees",
    INPUT_GST: "input_gst",
    BANK_CHARGES: "bank_charges",
    OFFICE_EXPENSES: "office_expenses",
    BANK_INTEREST: "bank_interest",
    CAPITAL: "capital",
}
# The ledgers a document's lines and the wallet's payment post to in Tally that the books keep
# within an account, net (docs/books.md): the agent's discount within its service charge (the
# charge's taxable value net, as GSTR-1 states it); the price paid on the customer's behalf, a
# tour operator's package (its markup within it, taxed with it) and what the wallet paid the
# service for them (the purchases, and their return) within the agency's fee.
WITHIN_ACCOUNTS: Mapping[str, str] = {
    "discount": SERVICE_CHARGE,
    "reimbursement": AGENCY_FEE,
    "package": AGENCY_FEE,
    "purchases": AGENCY_FEE,
}


def ledger_of(account: str, ledgers: TallyLedgers) -> str:
    """The Tally ledger a book account posts to (``BOOKS_LEDGERS``; an account of no ledger
    declared keeps its own name, so nothing is left out of the import)."""
    if account in BOOKS_LEDGERS:
        return str(getattr(ledgers, BOOKS_LEDGERS[account]))
    prefix, _, member = account.partition(":")
    family = BOOKS_LEDGERS.get(f"{prefix}:")
    if family is None:
        return account
    name = str(getattr(ledgers, family))
    if f"{prefix}:" == BANK_ACCOUNTS.prefix:
        return f"{name} {member}"
    return f"{name} ({member.upper()})" if family == "clearing" else name


def _entries(lines: Iterable[Line], ledgers: TallyLedgers) -> tuple[tuple[str, Decimal], ...]:
    """``lines`` on their ledgers, netted per ledger (a debit negative)."""
    merged: dict[str, Decimal] = {}
    for line in lines:
        ledger = ledger_of(line.account, ledgers)
        merged[ledger] = money(merged.get(ledger, ZERO) + line.credit - line.debit)
    return tuple((ledger, amount) for ledger, amount in merged.items() if amount)


def _against(lines: Iterable[Line], ledger: str) -> tuple[Line, ...]:
    """``lines`` with one line on ``ledger`` (an account of that name) that balances them."""
    kept = tuple(lines)
    net = money(sum((line.debit - line.credit for line in kept), ZERO))
    if not net:
        return kept
    other = Line(ledger, credit=net) if net > 0 else Line(ledger, debit=-net)
    return (*kept, other)


def _tenders(line: Line) -> bool:
    return line.account == DRAWER or line.account.startswith("clearing:")


def _wallet(line: Line) -> bool:
    return line.account in (WALLET_CASH, WALLET_CREDIT)


def _not_tenders(line: Line) -> bool:
    return not _tenders(line)


def _every(_line: Line) -> bool:
    return True


def _party(ledgers: TallyLedgers) -> str:
    return ledgers.party


def _purchases(ledgers: TallyLedgers) -> str:
    return ledgers.purchases


# A part of an event in Tally: its voucher type, the lines it takes, and the ledger that
# balances them (None: the lines balance alone).
Part = tuple[str, Callable[[Line], bool], Callable[[TallyLedgers], str] | None]
# Each kind of event as it is in Tally, when its booking's tax documents are in the export
# (``filed``) and when they are not (an agency not registered). A filed sale's customer owes
# its total by its Sales voucher, so the sale adds the Receipt of its tenders and the wallet's
# payment for the tour (a purchase); a filed cancellation's customer is owed by its Credit
# Note voucher, so it adds the wallet's credit back (a purchase returned). Unfiled, the sale's
# whole entry is there: the Receipt, and a Journal of the rest against the customer.
FILED: Mapping[EventKind, tuple[Part, ...]] = {
    EventKind.SALE: (("Receipt", _tenders, _party), ("Journal", _wallet, _purchases)),
    EventKind.CANCELLATION: (("Journal", _wallet, _purchases),),
    EventKind.CREDIT_NOTE: (),
    # The markup a tour operator's Sales voucher carries within its package: the books'
    # correction of their own service charge, which Tally never had (docs/books.md).
    EventKind.MARKUP_RECLASSIFIED: (),
    # An older entry's bank named: its own voucher is on the account's ledger already
    # (``book_vouchers``), so the correction has none.
    EventKind.BANK_NAMED: (),
}
UNFILED: Mapping[EventKind, tuple[Part, ...]] = {
    EventKind.SALE: (("Receipt", _tenders, _party), ("Journal", _not_tenders, _party)),
    EventKind.BANK_NAMED: (),
}
# A statement's line assigned: a Receipt or a Payment by the way its money went (``vouchers_of``).
BANK_LINE = "Receipt or Payment"
# The kinds whose voucher is the same either way (any other is a Journal of its lines).
VOUCHER_TYPES = {
    EventKind.REFUND_PAID: "Payment",
    EventKind.PAY_IN: "Contra",
    EventKind.PAY_OUT: "Contra",
    EventKind.CASH_BANKED: "Contra",
    EventKind.PAYOUT: "Receipt",
    EventKind.CARD_SETTLEMENT: "Receipt",
    EventKind.BANK_CHARGE: "Payment",
    EventKind.BANK_VOUCHER: BANK_LINE,
    EventKind.BANK_PROVED: "Contra",
    EventKind.EXCESS_RECEIVED: "Receipt",
    EventKind.EXCESS_REFUNDED: "Payment",
}


def parts_of(kind: str, filed: bool) -> tuple[Part, ...]:
    """How an event of ``kind`` is in Tally (``filed``: its booking's tax documents are)."""
    try:
        known = EventKind(kind)
    except ValueError:
        return (("Journal", _every, None),)  # an event of a kind this version does not name
    parts = (FILED if filed else UNFILED).get(known)
    if parts is not None:
        return parts
    return ((VOUCHER_TYPES.get(known, "Journal"), _every, None),)


def vouchers_of(
    event_id: str,
    parts: tuple[Part, ...],
    day: dt.date,
    lines: tuple[Line, ...],
    ledgers: TallyLedgers,
    booking_ref: str = "",
    said: str = "",
) -> list[BookVoucher]:
    """The vouchers of one money event's ``lines`` made of ``parts`` (none of a part that
    takes no line), narrated by the booking they are of, as the documents' vouchers are, or
    as a supervisor's assignment of a statement's line ``said``."""
    narration = said or (f"Booking {booking_ref}" if booking_ref else event_id)
    found = []
    for kind, takes, balancing in parts:
        voucher_kind = kind if kind != BANK_LINE else _receipt_or_payment(lines)
        taken = tuple(line for line in lines if takes(line))
        if balancing is not None:
            taken = _against(taken, balancing(ledgers))
        entries = _entries(taken, ledgers)
        if entries:
            found.append(BookVoucher(voucher_kind, event_id, day, narration, entries))
    return found


def _receipt_or_payment(lines: tuple[Line, ...]) -> str:
    """A Receipt when ``lines`` bring money into the bank, else a Payment."""
    into = sum((line.debit - line.credit for line in lines if is_bank(line.account)), ZERO)
    return "Receipt" if into > 0 else "Payment"


# The schemes whose documents are in the Tally export (a Bill of Supply is not).
FILED_SCHEMES = frozenset({Scheme.AGENT.value, Scheme.TOUR_OPERATOR.value})


def _sold_filed(conn: sqlite3.Connection) -> dict[str, bool]:
    """Each booking sold here: whether its sale's invoice is in the Tally export."""
    return {
        str(ref): scheme in FILED_SCHEMES
        for ref, scheme in conn.execute(
            "SELECT json_extract(body, '$.booking_ref'), json_extract(body, '$.scheme')"
            " FROM money_events WHERE kind = 'sale' ORDER BY seq"
        )
    }


def _named(conn: sqlite3.Connection) -> dict[str, str]:
    """The declared bank account (its books' account) each older entry on the bank not named
    was moved to by its correcting entry, by the entry's id."""
    return {
        str(corrects): bank_account(str(bank))
        for corrects, bank in conn.execute(
            "SELECT json_extract(body, '$.corrects'), json_extract(body, '$.bank')"
            " FROM money_events WHERE kind = ?",
            (EventKind.BANK_NAMED.value,),
        )
    }


def book_vouchers(
    conn: sqlite3.Connection, first: dt.date, last: dt.date, ledgers: TallyLedgers
) -> list[BookVoucher]:
    """The books' vouchers of the money events of the days ``first`` to ``last``, in the order
    they were recorded: each on its day in the books (``day_of``: an entry a bank's statement
    brought on its row's day, any other on the day it was recorded, the service's clock); an
    older entry's bank on the ledger of the account its correcting entry named (that entry,
    on the same day, has no voucher), so each bank ledger is its account's."""
    filed = _sold_filed(conn)
    named = _named(conn)
    by_event: dict[int, tuple[str, str, str, dt.date, list[Line], str]] = {}
    rows = conn.execute(
        f"SELECT e.seq, e.event_id, e.kind, {day_sql()} AS day,"
        " COALESCE(json_extract(e.body, '$.booking_ref'), ''),"
        " CASE WHEN e.kind = 'bank_voucher' THEN json_extract(e.body, '$.narration') ELSE '' END,"
        " l.account, l.debit_paise,"
        " l.credit_paise FROM money_events AS e JOIN book_lines AS l USING (seq)"
        " WHERE day BETWEEN ? AND ? ORDER BY e.seq, l.line",
        (first.isoformat(), last.isoformat()),
    )
    for seq, event_id, kind, day, ref, said, account, debit, credit in rows:
        if seq not in by_event:
            on = dt.date.fromisoformat(day)
            by_event[seq] = (event_id, kind, str(ref), on, [], str(said))
        if account == BANK and event_id in named:
            account = named[event_id]
        by_event[seq][4].append(Line(account, from_paise(debit), from_paise(credit)))
    return [
        voucher
        for event_id, kind, ref, day, lines, said in by_event.values()
        for voucher in vouchers_of(
            event_id, parts_of(kind, filed.get(ref, False)), day, tuple(lines), ledgers, ref, said
        )
    ]

"""What the proofs of the till's UPI and bank payments post in the books, decided from plain data
the journal read (``app.journal.bank_proved`` reads the matches, settlements, resolutions and
rows, and records these events in its transaction, each once by its id).

A proof ``bank_proved:<row>:<payment>`` moves the payment's money from its tender's clearing
into the bank (a refund's, out of it); a settlement lays its rows and payments against each
other in order, one proof per piece; a customer's excess accepted moves what the row brought
beyond the payment into the bank, owed back to the customer; a proof undone posts the same lines
the other way (``:undone``), on the day of the row that took the money back (for at most that
row's amount) or, its match given up, on the proof's own day."""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Iterable, Mapping, Sequence
from decimal import Decimal
from typing import Any

from app.bank.matching import Entry, Payment, taken_back
from app.domain.money import ZERO, money
from app.domain.postings import EventKind, MoneyEvent, customer_account, tender_account
from app.domain.tenders import tender_of

PREFIX = f"{EventKind.BANK_PROVED}:"
EXCESS = f"{EventKind.EXCESS_RECEIVED}:"
# A settlement's piece: (row, payment, amount).
Piece = tuple[int, str, Decimal]


def event_id(row_id: int, key: str, undone: bool = False) -> str:
    """The money event of the row ``row_id`` proving the payment ``key`` (``undone``: of that
    proof undone)."""
    return f"{PREFIX}{row_id}:{key}" + (":undone" if undone else "")


def proof_event(
    row_id: int, key: str, on: dt.date, mode: str, amount: Decimal, reference: str, by: str
) -> MoneyEvent:
    """The row ``row_id`` of the day ``on`` proving ``amount`` of the payment ``key`` (its
    tender ``mode``, its ``reference``), matched ``by`` ('match' or 'settlement'): the money
    moved out of the tender's clearing."""
    body = {
        "on": on.isoformat(),
        "row_id": row_id,
        "payment_key": key,
        "account": tender_account(tender_of(mode)),
        "amount": str(money(amount)),
        "reference": reference,
        "by": by,
        "undoes": False,
    }
    return MoneyEvent(event_id(row_id, key), EventKind.BANK_PROVED, body)


def laid(
    rows: Sequence[tuple[int, Decimal]], payments: Sequence[tuple[str, Decimal]]
) -> list[Piece]:
    """A settlement's rows and payments laid against each other in order, as (row, payment,
    amount) pieces: a payment in two transfers is two pieces, a row paying two payments too.
    Amounts of both ways at once (a credit and a debit settled together) are not laid: each
    payment is then its whole amount against the first row."""
    amounts = [amount for _row, amount in rows] + [amount for _key, amount in payments]
    if not rows or len({amount > 0 for amount in amounts}) > 1:
        return [(rows[0][0], key, amount) for key, amount in payments] if rows else []
    pieces: list[Piece] = []
    left = [abs(amount) for _row, amount in rows]
    at = 0
    for key, amount in payments:
        sign, owed = (1 if amount > 0 else -1), abs(amount)
        while owed > 0 and at < len(rows):
            take = min(owed, left[at])
            if take > 0:
                pieces.append((rows[at][0], key, take * sign))
            owed -= take
            left[at] -= take
            if left[at] == 0:
                at += 1
        if owed > 0:  # the settlement's rows and payments differ: the rest on its last row
            pieces.append((rows[-1][0], key, owed * sign))
    return pieces


def settlement_events(
    decisions: Iterable[tuple[Sequence[tuple[int, Decimal]], Sequence[str]]],
    days: Mapping[int, dt.date],
    facts: Mapping[str, tuple[str, Decimal, str]],
    posted: Collection[str],
) -> list[MoneyEvent]:
    """The proofs of the supervisors' settlements (each its rows with their amounts and its
    payments' keys) not ``posted`` yet: one per piece ``laid``, on its row's day (``days``),
    of the payments the store knows (``facts``: mode, amount, reference by key)."""
    found: list[MoneyEvent] = []
    for rows, keys in decisions:
        payments = [(key, facts[key][1]) for key in keys if key in facts]
        for row_id, key, amount in laid(rows, payments):
            if event_id(row_id, key) not in posted:
                mode, _amount, reference = facts[key]
                found.append(
                    proof_event(row_id, key, days[row_id], mode, amount, reference, "settlement")
                )
    return found


def excess_event(
    key: str,
    decision_id: int,
    row_id: int,
    on: str,
    brought: Decimal,
    paid: Decimal | None,
    booking_ref: str | None,
) -> MoneyEvent | None:
    """The customer's excess a supervisor accepted (``decision_id``) for the sale's payment
    ``key`` of ``paid``, that the row ``row_id`` of the day ``on`` proved with ``brought``: the
    rest moved into the bank, owed back to the booking's customer. None when the row brought
    no more, or the payment or its booking is unknown."""
    if paid is None or brought <= paid or not booking_ref:
        return None
    body = {
        "on": on,
        "row_id": row_id,
        "payment_key": key,
        "booking_ref": booking_ref,
        "account": customer_account(booking_ref),
        "amount": str(money(brought - paid)),
        "decision_id": decision_id,
        "undoes": False,
    }
    return MoneyEvent(f"{EXCESS}{key}", EventKind.EXCESS_RECEIVED, body)


def undoing(
    event: str,
    body: Mapping[str, Any],
    standing: bool,
    carrying: Iterable[Entry],
    matched: Iterable[int],
) -> MoneyEvent | None:
    """The undoing of the proof ``event`` (its ``body``): its match given up (not ``standing``),
    the same lines the other way on the proof's own day, so the two net there; else the row of
    those ``carrying`` its reference, not ``matched`` to a payment, that took the money back
    (``matching.taken_back``), on its day, for at most its amount. None when the money stays."""
    amount = Decimal(body["amount"])
    on, by_row = dt.date.fromisoformat(body["on"]), None
    if standing:
        payment = Payment(
            str(body["payment_key"]),
            abs(amount),
            str(body["reference"]),
            dt.datetime.combine(on, dt.time()),
            outgoing=amount < ZERO,
        )
        back = taken_back(payment, int(body["row_id"]), carrying, matched)
        if back is None:
            return None
        on, by_row = back.on, back.row_id
        # A chargeback of part of the payment takes back only its own amount (issue 94).
        amount = min(abs(amount), abs(back.amount)).copy_sign(amount)
    undo = dict(body) | {
        "on": on.isoformat(),
        "undoes": True,
        "by_row": by_row,
        "amount": str(money(amount)),
    }
    return MoneyEvent(f"{event}:undone", EventKind.BANK_PROVED, undo)


def returned_refund(undo: MoneyEvent) -> str | None:
    """The refund's payment id whose proof ``undo`` takes back because a credit brought its
    money back (the customer owed it again); None for any other undoing (a payment charged
    back, a match given up)."""
    body = undo.body
    key = str(body["payment_key"])
    if body.get("by_row") is None or Decimal(body["amount"]) >= ZERO:
        return None
    return key.removeprefix("refund:") if key.startswith("refund:") else None

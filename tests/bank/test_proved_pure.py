"""What the proofs post, decided by ``app.bank.proved`` from plain data, no journal: a match's
proof out of the tender's clearing, a settlement's pieces on their rows' days (none posted twice),
a customer's excess only beyond the payment, a proof undone on the day of the row that took the
money back for at most its amount (or on its own day, its match given up), a duplicate's
reversal undoing nothing, a refund's return the customer owed again."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from app.bank.matching import Entry
from app.bank.proved import (
    event_id,
    excess_event,
    proof_event,
    returned_refund,
    settlement_events,
    undoing,
)
from app.domain.postings import EventKind, customer_account, tender_account
from app.domain.tenders import BANK as BANK_TRANSFER
from app.domain.tenders import UPI

DAY = dt.date(2026, 4, 10)


def proof(key: str = "sale:r1:0", amount: str = "1000.00", by: str = "match") -> dict[str, Any]:
    """A proof's body as the journal keeps it (by row 7, on ``DAY``, reference UTR1)."""
    return dict(proof_event(7, key, DAY, UPI.code, Decimal(amount), "utr1", by).body)


def test_a_match_proves_the_payment_out_of_its_tenders_clearing() -> None:
    event = proof_event(7, "sale:r1:0", DAY, BANK_TRANSFER.code, Decimal("1000"), "UTR1", "match")
    assert event.event_id == "bank_proved:7:sale:r1:0"
    assert event.kind is EventKind.BANK_PROVED
    assert event.body["account"] == tender_account(BANK_TRANSFER)
    assert event.body["amount"] == "1000.00"
    assert (event.body["on"], event.body["undoes"]) == ("2026-04-10", False)


def test_a_settlement_posts_a_piece_per_row_on_its_day_and_none_twice() -> None:
    rows = [(7, Decimal("600.00")), (8, Decimal("400.00"))]
    days = {7: DAY, 8: DAY + dt.timedelta(days=1)}
    facts = {"sale:r1:0": (UPI.code, Decimal("1000.00"), "UTR1")}
    events = settlement_events([(rows, ["sale:r1:0", "sale:gone:0"])], days, facts, set())
    assert [(e.event_id, e.body["amount"], e.body["on"]) for e in events] == [
        ("bank_proved:7:sale:r1:0", "600.00", "2026-04-10"),
        ("bank_proved:8:sale:r1:0", "400.00", "2026-04-11"),
    ]
    assert {e.body["by"] for e in events} == {"settlement"}
    posted = {event_id(7, "sale:r1:0")}
    again = settlement_events([(rows, ["sale:r1:0"])], days, facts, posted)
    assert [e.event_id for e in again] == ["bank_proved:8:sale:r1:0"]


def test_an_excess_is_posted_only_beyond_the_payment_owed_to_the_customer() -> None:
    event = excess_event(
        "sale:r1:0", 3, 7, "2026-04-10", Decimal("1050.00"), Decimal("1000.00"), "PNR1"
    )
    assert event is not None
    assert (event.event_id, event.kind) == ("excess_received:sale:r1:0", EventKind.EXCESS_RECEIVED)
    assert event.body["amount"] == "50.00"
    assert event.body["account"] == customer_account("PNR1")
    paid = Decimal("1000.00")
    assert excess_event("sale:r1:0", 3, 7, "2026-04-10", paid, paid, "PNR1") is None
    assert excess_event("sale:r1:0", 3, 7, "2026-04-10", Decimal("1050"), None, None) is None
    assert excess_event("sale:r1:0", 3, 7, "2026-04-10", Decimal("1050"), paid, "") is None


def test_a_chargeback_undoes_the_proof_on_its_day_for_its_own_amount() -> None:
    debit = Entry(12, DAY + dt.timedelta(days=5), Decimal("-400.00"), ("UTR1",))
    undo = undoing("bank_proved:7:sale:r1:0", proof(), True, [debit], set())
    assert undo is not None
    assert undo.event_id == "bank_proved:7:sale:r1:0:undone"
    assert (undo.body["on"], undo.body["by_row"]) == ("2026-04-15", 12)
    assert (undo.body["amount"], undo.body["undoes"]) == ("400.00", True)
    # A debit proving another payment takes nothing back.
    assert undoing("bank_proved:7:sale:r1:0", proof(), True, [debit], {12}) is None


def test_a_duplicates_reversal_undoes_nothing_and_a_match_given_up_nets_on_its_day() -> None:
    twin = Entry(11, DAY, Decimal("1000.00"), ("UTR1",))
    reversal = Entry(12, DAY + dt.timedelta(days=1), Decimal("-1000.00"), ("UTR1",))
    assert undoing("bank_proved:7:sale:r1:0", proof(), True, [twin, reversal], set()) is None
    given_up = undoing("bank_proved:7:sale:r1:0", proof(), False, [], set())
    assert given_up is not None
    assert (given_up.body["on"], given_up.body["by_row"]) == ("2026-04-10", None)
    assert given_up.body["amount"] == "1000.00"


def test_a_refunds_return_credit_owes_the_customer_again_a_chargeback_does_not() -> None:
    back = Entry(12, DAY + dt.timedelta(days=2), Decimal("300.00"), ("UTR1",))
    refund = proof("refund:pay9", "-300.00")
    undo = undoing("bank_proved:7:refund:pay9", refund, True, [back], set())
    assert undo is not None
    assert (undo.body["amount"], undo.body["by_row"]) == ("-300.00", 12)
    assert returned_refund(undo) == "pay9"
    charged = undoing(
        "bank_proved:7:sale:r1:0",
        proof(),
        True,
        [Entry(12, DAY, Decimal("-1000.00"), ("UTR1",))],
        set(),
    )
    assert charged is not None and returned_refund(charged) is None
    given_up = undoing("bank_proved:7:refund:pay9", refund, False, [], set())
    assert given_up is not None and returned_refund(given_up) is None

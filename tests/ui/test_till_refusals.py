"""The till's refusals and notices in staff's words: each fact the journal raises or returns,
from a real journal, read as the screen shows it."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal as D
from pathlib import Path

import pytest

from app import figures
from app.booking.faults import JournalLocked
from app.domain.payment import Payment
from app.domain.tenders import CASH, UPI
from app.domain.till import DrawerCount
from app.journal import Journal
from app.journal.till import RefundDue, TillError
from app.reports.drawer import z_report
from app.ui.till_words import owed_line, owed_notice, till_error_text, unsaved_text
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import (
    PRICE,
    UPI_PAID,
    confirm_cancellation,
    give_back,
    sell,
    till_sale,
)


def _said(error: pytest.ExceptionInfo[TillError]) -> str:
    return till_error_text(error.value)


def test_shift_refusals_name_the_clerk_and_what_to_do(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        till = journal.till
        with pytest.raises(TillError) as no_clerk:
            till.open_shift("PB1", "  ", D("0.00"))
        with pytest.raises(TillError) as negative:
            till.open_shift("PB1", "Leela Menon", D("-1.00"))
        shift = till.open_shift("PB1", "Leela Menon", D("0.00"))
        with pytest.raises(TillError) as still_open:
            till.open_shift("PB1", "Arun Pillai", D("0.00"))
        with pytest.raises(TillError) as other:
            z_report(till, shift.shift_id, DrawerCount.of({}), closed_by="Arun Pillai")
        z_report(till, shift.shift_id, DrawerCount.of({}), closed_by="Leela Menon")
        with pytest.raises(TillError) as closed:
            z_report(till, shift.shift_id, DrawerCount.of({}), closed_by="Leela Menon")
        with pytest.raises(TillError) as no_decision:
            till.decision(7)

    assert _said(no_clerk) == "Type the name of the clerk who opens the shift."
    assert _said(negative) == "The opening float cannot be negative."
    assert _said(still_open) == (
        "Leela Menon's shift opened 01 Dec 10:00 is still open: close it with its Z report"
        " first (a supervisor may close it)."
    )
    assert _said(other) == "This is Leela Menon's shift: a supervisor must approve closing it."
    assert _said(closed) == "This shift is closed already; its Z report is final."
    assert _said(no_decision) == "No supervisor decision 7."


def test_refund_refusals_say_the_rule_and_the_confirmation(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        sell(journal, "s-1", till_sale(payment=UPI_PAID), "REF1")
        journal.add_cancel(cancel_request("c-1", "REF1"), agent=None)
        with pytest.raises(TillError) as unconfirmed:
            give_back(journal, "100.00")
        with pytest.raises(TillError) as negative:
            give_back(journal, "-1.00")
        journal.cancelled("c-1", cancel_result(900.0))
        with pytest.raises(TillError) as above_rule:
            give_back(journal, "1000.01")
        give_back(journal, "800.00")
        with pytest.raises(TillError) as again:
            give_back(journal, "100.00")

    assert _said(unconfirmed) == (
        "The service has not confirmed this cancellation: refund nothing yet."
    )
    assert _said(negative) == "The refund must be an amount of zero or more, in rupees and paise."
    assert _said(above_rule) == "The rule gives back 1,000.00: more than that needs a supervisor."
    assert _said(again) == (
        "This cancellation of REF1 was refunded already: 800.00 by UPI on 01 Dec 10:00,"
        " given by Leela Menon. Nothing more goes back for it."
    )


def test_the_ceiling_says_what_was_paid_each_way_and_who_gave_what_back(tmp_path: Path) -> None:
    total = PRICE.total
    cash_paid = total - D("1000.00")
    split = Payment((UPI.paid(D("1000.00"), "412345678901"), CASH.paid(cash_paid, tendered=total)))
    with Journal(tmp_path, now=Clock()) as journal:
        confirm_cancellation(journal, "c-1", split)
        decision = journal.till.decide("Priya Nair", "refund above the rule", "REF1")
        give_back(journal, "600.00", mode=CASH)
        confirm_cancellation(journal, "c-2")
        with pytest.raises(TillError) as over_cash:
            give_back(journal, str(cash_paid - D("599.99")), decision, CASH, "c-2")
        with pytest.raises(TillError) as over_upi:
            give_back(journal, "1000.01", decision, UPI, "c-2")
        journal.add_cancel(cancel_request("c-9", "REF9"), agent=None)
        journal.cancelled("c-9", cancel_result(900.0))
        with pytest.raises(TillError) as not_here:
            give_back(journal, "1.00", mode=CASH, request_id="c-9", booking_ref="REF9")

    assert _said(over_cash) == (
        f"At most {figures.amount_text(cash_paid - D('600.00'))} can go back by Cash on REF1:"
        f" the customer paid {figures.amount_text(cash_paid)} that way and 600.00 was given"
        " back already (600.00 on 01 Dec 10:00, given by Leela Menon). No approval lifts this."
    )
    assert _said(over_upi) == (
        "At most 1,000.00 can go back by UPI on REF1: the customer paid 1,000.00 that way and"
        " 0.00 was given back already. No approval lifts this."
    )
    assert _said(not_here) == (
        "REF9 was not paid for at this till: it has no customer refund here."
    )


def test_a_refund_owed_names_the_customer_the_amount_and_the_cancellation(
    tmp_path: Path,
) -> None:
    due = RefundDue("REF1", "Asha Rao", ((UPI, D("1000.00")),))
    with Journal(tmp_path, now=Clock()) as journal:
        sell(journal, "s-1", till_sale(payment=UPI_PAID), "REF1")
        journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
        journal.cancelled("c-1", cancel_result(900.0))
        [owed] = journal.till.refunds_owed()

    assert owed_notice(owed) == (
        "Refund owed to Asha Rao: INR 1,000.00 (REF1, cancelled 01 Dec 10:00)."
    )
    # The header's one line: the count and the books' total, nothing when none is owed.
    assert owed_line([owed], D("1000.00")) == "1 refund owed: INR 1,000.00"
    assert owed_line([owed] * 3, D("3000.00")) == "3 refunds owed: INR 3,000.00"
    assert owed_line([], D("0.00")) == ""
    # A customer's excess is no refund: the line says so, alone or beside refunds (issue 94).
    excess = replace(owed, excess="s-1/0")
    assert owed_line([excess], D("1.00")) == "1 excess owed to a customer: INR 1.00"
    assert owed_line([excess] * 2, D("2.00")) == "2 excesses owed to customers: INR 2.00"
    assert owed_line([owed, excess], D("1001.00")) == "2 refunds and excesses owed: INR 1,001.00"


def test_a_write_the_journal_could_not_take_says_so_as_it_was_raised() -> None:
    locked = JournalLocked("Nothing was recorded: try again.", code="JOURNAL_UNAVAILABLE")

    # The sentence alone: the code it carries is for the log, never the screen.
    assert unsaved_text(locked) == "Nothing was recorded: try again."
    assert "JOURNAL_UNAVAILABLE" in str(locked)

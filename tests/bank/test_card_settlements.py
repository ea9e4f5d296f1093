"""A card acquirer's settlement (issue 94, item 3): three card sales of 17,500.00 (52,500.00 in
the card's clearing), settled by the acquirer for 51,322.95, its MDR 997.50 and the GST on it
179.55 kept. The acquirer's report, read by the owner's mapping marked as a card acquirer's or
by a known acquirer's layout (Pine Labs, Paytm EDC), needs no bank account; once its payout
reaches the declared account's statement for its net, the card's clearing is emptied: the
credit into the bank, the MDR an expense, its GST input credit where the agency's scheme
allows it, on the credit's day, into Tally. Its rows prove no UPI payment and are no credits
of no sale."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.account import BankAccount
from app.bank.accounts import against
from app.bank.layouts import Layout
from app.bank.payouts import Arrival
from app.bank.reading import read_statement
from app.books.reader import BooksReader
from app.domain.clock import SERVICE_TZ
from app.domain.modules import Module
from app.domain.payment import Payment
from app.domain.postings import BANK, CARD_CLEARING, CARD_FEES, INPUT_GST, UPI_CLEARING
from app.domain.tenders import CARD
from app.domain.till import SeatFare, TillRules, customer_price
from app.journal import Journal
from tests.bank.banked import in_the_bank
from tests.bank.statements import (
    CARD_SETTLEMENTS,
    MAPPED_WRITERS,
    PAYOUT_PAYERS,
    RAZORPAY_ROLES,
    Transfer,
    payouts,
    write,
)
from tests.bank.test_aggregators import tally_ledgers
from tests.journal.till_sales import sell, till_sale

DAY = dt.date(2026, 4, 20)
# Two seats at 8,000.00 taxed and 350.00 not: 17,500.00 a sale, three of them 52,500.00.
PRICE = customer_price(
    Module.BOAT, [SeatFare(Decimal("8000.00"), Decimal("350.00"))] * 2, Decimal(5), TillRules()
)
# The acquirer's MDR of 1.9 % on each sale (332.50), its GST at 18 % (59.85).
MDR = Decimal("332.50")
ACCOUNT = BankAccount("50200012345678", "HDFC0000240", "HDFC current account")
# The owner's mapping of the acquirer's report, marked as a card acquirer's.
ACQUIRER = Layout("Columns saved for card_settlement_apr2026.csv", RAZORPAY_ROLES, card=True)
# How the acquirer's report is read: by the owner's mapping, or by each known layout.
REPORTS = ("Razorpay settlement recon", *CARD_SETTLEMENTS)


def card_sales() -> list[Transfer]:
    """The three card payments as the acquirer's report lists them, each with its MDR."""
    return [
        Transfer(DAY, dt.time(10 + n), PRICE.total, f"7433274612{n:013d}", rail="CARD", fee=MDR)
        for n in range(3)
    ]


def sold(folder: Path) -> Journal:
    """A journal on the day after the settlement, the three sales paid by card at the till."""
    moment = dt.datetime.combine(DAY + dt.timedelta(days=3), dt.time(18), SERVICE_TZ)
    journal = Journal(folder, now=lambda: moment)
    for n in range(3):
        paid = Payment((CARD.paid(PRICE.total, f"{4321 + n}", f"AB{n}1CD"),))
        sell(journal, f"card-{n}", till_sale("PB1", payment=paid, price=PRICE))
    return journal


def reported(journal: Journal, folder: Path, layout: str) -> None:
    """The acquirer's report in ``layout`` (of no bank account), read as the import's child
    reads it: by a known layout, else by the owner's saved mapping."""
    if layout in MAPPED_WRITERS:
        journal.bank.save_mapping(ACQUIRER)
    report, _line = write(layout, folder, card_sales())
    read = against(read_statement(report, journal.bank.mappings()), [ACCOUNT])
    assert read.layout == (ACQUIRER.name if layout in MAPPED_WRITERS else layout)
    journal.bank.import_statement(read, report.name)


def imported(journal: Journal, folder: Path, layout: str) -> None:
    """The acquirer's report in ``layout`` and the declared account's statement with its
    payout, each read against the declared account."""
    reported(journal, folder, layout)
    (credit,) = payouts(layout, card_sales())
    statement, _line = write("HDFC Bank", folder, [credit])
    journal.bank.import_statement(against(read_statement(statement), [ACCOUNT]), statement.name)


@pytest.mark.parametrize("layout", REPORTS)
@pytest.mark.parametrize("input_credit", [True, False], ids=["agent scheme", "tour operator"])
def test_a_card_settlement_empties_the_cards_clearing_with_its_mdr_and_gst(
    input_credit: bool, layout: str, tmp_path: Path
) -> None:
    with sold(tmp_path / "journal") as journal:
        books = BooksReader(journal._conn)
        assert books.balances()[CARD_CLEARING] == Decimal("52500.00")
        imported(journal, tmp_path, layout)
        (payout,) = journal.bank.payouts()
        assert (payout.card, payout.arrival, payout.utr) == (True, Arrival.IN_FULL, utr(layout))
        assert (payout.gross, payout.net) == (Decimal("52500.00"), Decimal("51322.95"))
        assert (payout.fee, payout.fee_tax) == (Decimal("997.50"), Decimal("179.55"))
        assert journal.bank.book_payouts(input_credit) == 2
        assert journal.bank.book_payouts(input_credit) == 0
        after = books.balances()
        assert CARD_CLEARING not in after  # 52,500.00 out: 51,322.95 + 997.50 + 179.55
        assert in_the_bank(after) == Decimal("51322.95")
        assert BANK not in after  # on the statement's account's own ledger
        assert UPI_CLEARING not in after
        if input_credit:
            assert (after[CARD_FEES], after[INPUT_GST]) == (Decimal("997.50"), Decimal("179.55"))
        else:
            assert after[CARD_FEES] == Decimal("1177.05") and INPUT_GST not in after
        # The statement's line shows the settlement's entry: the reconciliation waits on none.
        (reconciled,) = journal.bank.reconciliations()
        assert [item.event_id for item in reconciled.not_in_bank] == []
        # The report's rows prove no UPI or bank payment and are no credits of no sale.
        assert journal.bank.unmatched_credits() == []
        assert journal._conn.execute("SELECT count(*) FROM bank_matches").fetchone()[0] == 0
        # Both entries on the day the credit reached the bank, not the import's.
        days = {
            kind: on
            for kind, on in journal._conn.execute(
                "SELECT kind, json_extract(body, '$.on') FROM money_events"
                " WHERE kind IN ('card_settlement', 'card_mdr')"
            )
        }
        on = (DAY + dt.timedelta(days=1)).isoformat()
        assert days == {"card_settlement": on, "card_mdr": on}
        expected = {
            ("Receipt", "Bank account 50200012345678"): Decimal("-51322.95"),
            ("Receipt", "Takings to be settled (CARD)"): Decimal("51322.95"),
            ("Journal", "Card MDR"): Decimal("-997.50") if input_credit else Decimal("-1177.05"),
            ("Journal", "Takings to be settled (CARD)"): Decimal("1177.05"),
        }
        if input_credit:
            expected[("Journal", "Input GST")] = Decimal("-179.55")
        ledgers = tally_ledgers(journal, tmp_path / "export", dt.date(2026, 5, 31), "card_")
        assert ledgers == expected


@pytest.mark.parametrize("layout", REPORTS)
def test_a_short_card_settlement_leaves_what_it_lacks_in_the_clearing(
    layout: str, tmp_path: Path
) -> None:
    with sold(tmp_path / "journal") as journal:
        reported(journal, tmp_path, layout)
        (credit,) = payouts(layout, card_sales())
        short = replace(credit, amount=credit.amount - Decimal("100.00"))
        statement, _line = write("HDFC Bank", tmp_path, [short])
        journal.bank.import_statement(read_statement(statement), statement.name)
        (payout,) = journal.bank.payouts()
        assert (payout.arrival, payout.difference) == (Arrival.SHORT, Decimal("-100.00"))
        journal.bank.book_payouts(True)
        # What the acquirer did not pay stays in the card's clearing, owed by it.
        assert BooksReader(journal._conn).balances()[CARD_CLEARING] == Decimal("100.00")


def utr(layout: str) -> str:
    """The payout UTR of the sales' day the acquirer's report in ``layout`` names."""
    return PAYOUT_PAYERS[layout][1](DAY)

"""Any payment app's settlement report: two known layouts (PhonePe Business, YES BANK YesBiz)
and one the owner maps (Razorpay's Settlement Recon: the payment's reference, the payout's, the
gross, the fee, the tax on it and the net), kept beside another saved mapping and chosen by the
file's header. Each payout is checked against its payments' net, one short by a fee is named,
and the fees go to the books as an expense, their GST as input credit where the agency's
scheme allows it, both into the Tally export (read back from its XML)."""

from __future__ import annotations

import datetime as dt
import json
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.layouts import Layout, Role
from app.bank.payouts import Arrival
from app.bank.proofs import Standing
from app.bank.reading import read_statement
from app.books.reader import BooksReader
from app.counter.papers.formatting import money_text
from app.counter.services.bank_payouts import arrival_text
from app.domain.gst import Registration, Scheme, TallyLedgers
from app.domain.modules import Module
from app.domain.money import ZERO, money
from app.domain.postings import INPUT_GST, PAYMENT_APP_FEES, UPI_CLEARING
from app.journal import Journal
from app.journal.period_export import export_period
from app.journal.store import DATABASE_NAME
from tests.bank.banked import in_the_bank
from tests.bank.month import Month, bank_transfers, settlement_transfers
from tests.bank.statements import (
    RAZORPAY_ROLES,
    Transfer,
    payouts,
    phonepe_gst,
    write,
    yesbiz_tax,
)

PHONEPE, YESBIZ = "PhonePe Business settlement", "YES BANK YesBiz UPI settlement"
RAZORPAY = "Razorpay settlement recon"
FEE = Decimal("7.40")
# Razorpay's Settlement Recon columns as the owner maps them (tests/bank/layouts.md).
RAZORPAY_COLUMNS = Layout("Columns saved for settlement_recon_apr2026.csv", RAZORPAY_ROLES)
# A co-operative bank's export, of no known layout either: its mapping was saved first.
COOPERATIVE = (
    "Andaman Co-operative Bank\n"
    "Posting day,At,Remarks,Paid by,Money in,Money out,UTR\n"
    "03/04/2026,10:15,UPI from Ravi,ravi@okaxis,3540.00,,412300000777\n"
)
COOPERATIVE_COLUMNS = Layout(
    "Columns saved for april.csv",
    {
        Role.DATE: "Posting day",
        Role.TIME: "At",
        Role.NARRATION: "Remarks",
        Role.DEPOSIT: "Money in",
        Role.WITHDRAWAL: "Money out",
        Role.REFERENCE: "UTR",
    },
)
GSTIN = "32AAACB1234C1Z5"


def reports(month: Month) -> dict[str, list[Transfer]]:
    """Each app's report of the UPI sales it settles, the app's fee on every payment."""
    return {
        layout: [replace(t, fee=FEE) for t in settlement_transfers(month, first, last)]
        for layout, (first, last) in {
            PHONEPE: (16, 20),
            YESBIZ: (21, 25),
            RAZORPAY: (26, 30),
        }.items()
    }


def tax_of(layout: str, fee: Decimal) -> Decimal:
    """The GST on ``fee`` as the report of ``layout`` writes it."""
    return phonepe_gst(fee) if layout == PHONEPE else yesbiz_tax(fee)


def promised(month: Month) -> dict[str, tuple[str, Transfer, list[Transfer]]]:
    """Each settlement's payout as its report promises it, by UTR: the app, the payout, and
    the payments it settles."""
    found = {}
    for layout, transfers in reports(month).items():
        for payout in payouts(layout, transfers):
            day = payout.on - dt.timedelta(days=1)
            found[payout.reference] = (layout, payout, [t for t in transfers if t.on == day])
    return found


def short_utr(month: Month) -> str:
    """The Razorpay payout that came short by one payment's fee and its tax: its first."""
    return next(utr for utr, (app, _p, _t) in promised(month).items() if app == RAZORPAY)


def statement(month: Month) -> list[Transfer]:
    """The bank's month with every payout, Razorpay's first short by a fee and its tax (the
    app kept one payment's fee twice)."""
    arrived = []
    for utr, (_app, payout, _settled) in promised(month).items():
        if utr == short_utr(month):
            payout = replace(payout, amount=payout.amount - FEE - yesbiz_tax(FEE))
        arrived.append(payout)
    return sorted([*bank_transfers(month), *arrived], key=lambda t: (t.on, t.at))


def import_all(journal: Journal, month: Month, folder: Path) -> None:
    """The owner's two mappings saved (the bank's first), then the three reports and the
    bank's statement imported, each read as the import's child reads it."""
    journal.bank.save_mapping(COOPERATIVE_COLUMNS)
    journal.bank.save_mapping(RAZORPAY_COLUMNS)
    for layout, transfers in reports(month).items():
        path, _line = write(layout, folder, transfers)
        mappings: Sequence[Layout] = journal.bank.mappings() if layout == RAZORPAY else ()
        journal.bank.import_statement(read_statement(path, mappings), path.name)
    path, _line = write("HDFC Bank", folder, statement(month))
    journal.bank.import_statement(read_statement(path), path.name)


def test_several_mappings_are_kept_and_a_file_is_read_by_the_one_its_header_shows(
    journal: Journal, month: Month, tmp_path: Path
) -> None:
    journal.bank.save_mapping(COOPERATIVE_COLUMNS)
    journal.bank.save_mapping(RAZORPAY_COLUMNS)
    # Saved again for the same header (another file name): it replaces its earlier self.
    journal.bank.save_mapping(replace(RAZORPAY_COLUMNS, name="Columns saved for may.csv"))
    kept = journal.bank.mappings()
    assert [layout.name for layout in kept] == [
        COOPERATIVE_COLUMNS.name,
        "Columns saved for may.csv",
    ]
    cooperative = tmp_path / "april.csv"
    cooperative.write_text(COOPERATIVE, encoding="utf-8")
    (row,) = read_statement(cooperative, kept).rows
    assert (row.amount, row.references) == (Decimal("3540.00"), ("412300000777",))
    path, _line = write(RAZORPAY, tmp_path, reports(month)[RAZORPAY])
    read = read_statement(path, kept)
    assert read.layout == "Columns saved for may.csv"
    sold = reports(month)[RAZORPAY]
    assert len(read.rows) == len(sold) > 0
    for got, transfer in zip(read.rows, sold, strict=True):
        tax = yesbiz_tax(FEE)
        assert (got.amount, got.references[0]) == (transfer.amount, transfer.reference)
        assert (got.fee, got.fee_tax, got.settled) == (FEE, tax, transfer.amount - FEE - tax)
        assert got.payout.startswith("RATNN")


def test_each_aggregators_payout_is_checked_against_its_payments_net(
    journal: Journal, month: Month, tmp_path: Path
) -> None:
    import_all(journal, month, tmp_path)
    found = {payout.utr: payout for payout in journal.bank.payouts()}
    wanted = promised(month)
    assert set(found) == set(wanted)
    assert {p.app for p in found.values()} == {PHONEPE, YESBIZ, RAZORPAY_COLUMNS.name}
    for utr, payout in found.items():
        layout, promise, settled = wanted[utr]
        # What reaches the bank: the payments less the app's fee and its GST, as the report says.
        assert payout.net == promise.amount
        assert payout.gross == sum((t.amount for t in settled), ZERO)
        assert payout.fee == FEE * len(settled)
        assert payout.fee_tax == money(sum((tax_of(layout, FEE) for _ in settled), ZERO))
        assert payout.charges == money(payout.fee + (payout.fee_tax or ZERO))
        if utr != short_utr(month):
            assert (payout.arrival, payout.credited) == (Arrival.IN_FULL, payout.net)
    short = found[short_utr(month)]
    missing = FEE + yesbiz_tax(FEE)
    assert (short.arrival, short.difference, short.short_by_fee) == (
        Arrival.SHORT,
        -missing,
        True,
    )
    assert arrival_text(short) == f"{money_text(missing)} missing: a fee the report does not show"
    # The payouts prove no sale and are no credits of no sale; the mapped report's rows prove
    # the sales they carry by reference, as the known layouts' do.
    assert not {ref for r in journal.bank.unmatched_credits() for ref in r.references} & set(found)
    proofs = {p.key: p for p in journal.bank.proofs()}
    refs = {t.reference for transfers in reports(month).values() for t in transfers}
    settled_sales = [s for s in month.genuine() if s.reference in refs]
    assert len(settled_sales) == len(refs)
    assert all(proofs[s.key].standing is Standing.PROVED for s in settled_sales)


def proved_direct(journal: Journal) -> dict[str, Decimal]:
    """What the proofs posted in the books moved into the bank, by the clearing it left; none
    of them of a settlement report's line."""
    moved: dict[str, Decimal] = {}
    for body, reported in journal._conn.execute(
        "SELECT body, json_extract(body, '$.row_id') IN (SELECT row_id FROM bank_payout_lines)"
        " FROM money_events WHERE kind = 'bank_proved'"
    ):
        assert not reported
        event = json.loads(body)
        sign = -1 if event["undoes"] else 1
        moved[event["account"]] = moved.get(event["account"], ZERO) + sign * Decimal(
            event["amount"]
        )
    return moved


def tally_ledgers(
    journal: Journal, folder: Path, until: dt.date, numbered: str
) -> dict[tuple[str, str], Decimal]:
    """The Tally export of April to ``until`` written into ``folder``: what each ledger gets by
    voucher type, of the vouchers whose number starts with ``numbered``."""
    files = export_period(
        journal.folder / DATABASE_NAME, folder, dt.date(2026, 4, 1), until, TallyLedgers()
    )
    (tally,) = [name for name in files.names if name.startswith("tally_")]
    ledgers: dict[tuple[str, str], Decimal] = {}
    for voucher in ET.parse(files.folder / tally).getroot().iter("VOUCHER"):
        if not str(voucher.findtext("VOUCHERNUMBER")).startswith(numbered):
            continue
        for entry in voucher.iter("ALLLEDGERENTRIES.LIST"):
            key = (voucher.get("VCHTYPE", ""), str(entry.findtext("LEDGERNAME")))
            ledgers[key] = ledgers.get(key, ZERO) + Decimal(str(entry.findtext("AMOUNT")))
    return ledgers


@pytest.mark.parametrize("input_credit", [True, False], ids=["agent scheme", "tour operator"])
def test_the_fees_are_posted_as_an_expense_their_gst_as_input_credit_and_go_to_tally(
    input_credit: bool, journal: Journal, month: Month, tmp_path: Path
) -> None:
    books = BooksReader(journal._conn)
    before = books.balances()
    import_all(journal, month, tmp_path)
    found = journal.bank.payouts()
    # A payout and its fee each, once: posting again finds them posted.
    assert journal.bank.book_payouts(input_credit) == 2 * len(found)
    assert journal.bank.book_payouts(input_credit) == 0
    after = books.balances()
    fees = sum((p.fee for p in found), ZERO)
    taxes = sum((p.fee_tax or ZERO for p in found), ZERO)
    credited = sum((p.credited or ZERO for p in found), ZERO)
    if input_credit:
        assert (after[PAYMENT_APP_FEES], after[INPUT_GST]) == (fees, taxes)
    else:
        assert after[PAYMENT_APP_FEES] == fees + taxes and INPUT_GST not in after
    # The payments an app's report proves reach the bank with its payout alone: no proof of
    # a report's line is posted, only those of the bank's own rows (the direct transfers).
    direct = proved_direct(journal)
    assert direct[UPI_CLEARING] > 0  # the month's direct UPI credits, proved by the bank's rows
    assert journal._conn.execute(
        "SELECT count(*) FROM bank_matches WHERE row_id IN (SELECT row_id FROM bank_payout_lines)"
    ).fetchone()[0] == sum(len(settled) for _app, _payout, settled in promised(month).values())
    assert in_the_bank(after) - in_the_bank(before) == credited + sum(direct.values(), ZERO)
    # Out of the UPI clearing: what the bank got and what the apps kept; the fee the short
    # payout lacks stays there, owed by the app.
    moved = after.get(UPI_CLEARING, ZERO) - before.get(UPI_CLEARING, ZERO)
    assert moved == -(credited + fees + taxes) - direct.get(UPI_CLEARING, ZERO)
    assert sum((p.net for p in found), ZERO) - credited == FEE + yesbiz_tax(FEE)

    ledgers = tally_ledgers(journal, tmp_path / "export", dt.date(2026, 5, 31), "payout")
    # A debit is negative in Tally: the payouts are receipts into the bank, the fees journals.
    expected = {
        ("Receipt", "Bank account 50200012345678"): -credited,
        ("Receipt", "Takings to be settled (UPI)"): credited,
        ("Journal", "Payment app fees"): -(fees if input_credit else fees + taxes),
        ("Journal", "Takings to be settled (UPI)"): fees + taxes,
    }
    if input_credit:
        expected[("Journal", "Input GST")] = -taxes
    assert ledgers == expected


def test_the_fees_gst_is_input_credit_only_under_the_agents_scheme() -> None:
    agent = dict.fromkeys(Module, Scheme.AGENT)
    assert Registration(gstin=GSTIN, schemes=agent).input_credit
    # The tour operator's 5 % allows no input credit; nor does a fee shared with it.
    mixed = agent | {Module.BOAT: Scheme.TOUR_OPERATOR}
    assert not Registration(gstin=GSTIN, schemes=mixed).input_credit
    assert not Registration(schemes=agent).input_credit  # not registered

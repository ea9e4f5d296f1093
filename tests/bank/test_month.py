"""A month of sales made through the sandbox, proved against statement files in each bank's
layout and two UPI settlement reports: every UPI and bank tender proved, the refunds (one by
UPI, one by bank transfer) proved by their debits, three planted fakes questioned, an
overlapping second import matching nothing twice, a malformed row named and the rest kept."""

from __future__ import annotations

import datetime as dt
import shutil
from collections import Counter
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.matching import Doubt, Method
from app.bank.proofs import Outcome, ProofTotals, Standing
from app.bank.reading import read_statement
from app.counter.services import bank_proving
from app.counter.services.bank_lookup import proof_lines
from app.counter.services.statement_process import ImportProcess
from app.domain.clock import service_now
from app.domain.tenders import BANK, UPI, TenderKind
from app.domain.till import DrawerCount
from app.figures import amount_text
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.reports.drawer import z_figures, z_report
from app.reports.drawer_print import drawer_report_rows
from app.reports.drawer_report import drawer_report
from tests.bank.month import (
    DEPOSIT,
    LESS,
    MISTYPED,
    NEVER,
    REUSED,
    Month,
    Sold,
    bank_month,
    bank_transfers,
    imported,
    in_shift,
    settlement_transfers,
)
from tests.bank.statements import BANKS, Transfer, declared, write
from tests.reports.documents import AGENCY

# The reference a customer who still owed a payment paid it under, days later.
PAID_LATER = "419900000018"


@pytest.mark.parametrize("bank", [*BANKS, "MT940"])
def test_the_month_is_proved_the_fakes_questioned_and_a_second_import_matches_nothing_twice(
    bank: str, month: Month, journal: Journal, tmp_path: Path
) -> None:
    first_folder, second_folder = tmp_path / "first", tmp_path / "second"
    first_folder.mkdir()
    second_folder.mkdir()
    # The bank's statement to the 20th (with a malformed row), then the two payment apps'.
    first, bad_line = imported(journal, bank, first_folder, bank_month(month, upto=20), True)
    assert [u.line for u in first.unreadable] == [bad_line]
    imported(
        journal, "PhonePe Business settlement", first_folder, settlement_transfers(month, 16, 23)
    )
    imported(
        journal, "YES BANK YesBiz UPI settlement", first_folder, settlement_transfers(month, 24, 30)
    )
    # The whole month downloaded again (with the last payout, of 1 May): the first twenty days
    # a second time.
    again, _ = imported(journal, bank, second_folder, bank_month(month))
    assert again.read == len(bank_month(month))
    assert again.new == len(bank_month(month)) - len(bank_month(month, upto=20))

    proofs = {proof.key: proof for proof in journal.bank.proofs()}
    mistyped = next(s for s in month.genuine() if s.reference == MISTYPED)
    genuine = [s for s in month.genuine() if s is not mistyped]
    assert len(genuine) >= 59
    assert {s.key: proofs[s.key].standing for s in genuine} == dict.fromkeys(
        (s.key for s in genuine), Standing.PROVED
    )
    assert Counter(proofs[s.key].method for s in genuine) == {Method.REFERENCE: len(genuine)}
    # The mistyped reference is on no row: the credit of its amount and hour (under the true
    # RRN) is only suggested beside it; a supervisor decides (issue 82).
    suggested = proofs[mistyped.key]
    assert (suggested.standing, suggested.doubt) == (Standing.QUESTIONED, Doubt.NOT_ARRIVED)
    assert suggested.suggestion is not None
    assert suggested.suggestion.references[-1].lstrip("0") == "412000000790"
    # The refunds, one by UPI and one by bank transfer, each proved by its debit's reference.
    assert {proofs[r.key].kind for r in month.refunds} == {UPI, BANK}
    for refunded in month.refunds:
        refund = proofs[refunded.key]
        assert (refund.standing, refund.method, refund.outgoing, refund.reference) == (
            Standing.PROVED,
            Method.REFERENCE,
            True,
            refunded.reference,
        )
        assert refund.row is not None and refund.row.amount == -refunded.amount
    assert {
        ref: (proofs[month.fake(ref).key].standing, proofs[month.fake(ref).key].doubt)
        for ref in (NEVER, LESS, REUSED)
    } == {
        NEVER: (Standing.QUESTIONED, Doubt.NOT_ARRIVED),
        LESS: (Standing.QUESTIONED, Doubt.AMOUNT_DIFFERS),
        REUSED: (Standing.QUESTIONED, Doubt.OTHER_DAY),
    }
    # Each row proves one payment: as many matches as proved payments, none twice.
    matched_rows = [
        p.row.row_id for p in proofs.values() if p.standing is Standing.PROVED and p.row
    ]
    assert len(matched_rows) == len(set(matched_rows)) == len(genuine) + len(month.refunds)
    # Credits of no sale listed apart: both genuine cash deposits alike, kept once each.
    unmatched = journal.bank.unmatched_credits()
    assert [r.amount for r in unmatched if r.on == DEPOSIT.on] == [DEPOSIT.amount] * 2
    assert journal.bank.reconcile() == 0
    # The payments in doubt read without the proved ones: the same proofs, none left out.
    unproved = [p for p in proofs.values() if p.standing is not Standing.PROVED]
    assert journal.bank.proofs(unproved=True) == sorted(unproved, key=lambda p: p.at)
    assert {p.reference for p in journal.bank.proofs(unproved=True)} >= {NEVER, LESS, REUSED}


def test_a_shift_splits_its_takings_and_a_supervisor_resolves_the_questioned(
    month: Month, journal: Journal, tmp_path: Path
) -> None:
    imported(journal, "HDFC Bank", tmp_path, bank_month(month, upto=20))
    imported(journal, "PhonePe Business settlement", tmp_path, settlement_transfers(month, 16, 23))
    less, reused = month.fake(LESS), month.fake(REUSED)

    def day_of(fake: Sold, kind: TenderKind) -> list[Decimal]:
        return [s.amount for s in month.sold if s.shift_id == fake.shift_id and s.kind is kind]

    split = journal.bank.shift_proof(less.shift_id)
    assert split.totals[UPI] == ProofTotals(
        proved=sum(day_of(less, UPI), Decimal(0)) - less.amount,
        not_yet=Decimal("0.00"),
        questioned=less.amount,
    )
    assert split.totals[BANK] == ProofTotals(proved=sum(day_of(less, BANK), Decimal(0)))
    assert [p.key for p in split.questioned] == [less.key]
    assert split.figures()["upi_questioned"] == str(less.amount)
    # The 24th: the statements end on the 23rd; the reused reference is questioned already.
    later = journal.bank.shift_proof(reused.shift_id)
    assert later.totals[UPI] == ProofTotals(
        not_yet=sum(day_of(reused, UPI), Decimal(0)) - reused.amount,
        questioned=reused.amount,
    )
    assert later.totals[BANK] == ProofTotals(not_yet=sum(day_of(reused, BANK), Decimal(0)))

    decision = journal.till.decide("Meera Pillai", "bank: still owed", less.key)
    bank_proving.resolve(
        journal.bank, less.key, Outcome.STILL_OWED, "Customer pays the 500 on Friday", decision
    )
    (resolved,) = [p for p in journal.bank.proofs(shift_id=less.shift_id) if p.key == less.key]
    assert (resolved.standing, resolved.outcome, resolved.outcome_detail) == (
        Standing.OWED,
        Outcome.STILL_OWED,
        "Customer pays the 500 on Friday",
    )
    # Resolved, it is questioned no more: the customer's debt is said apart until paid.
    owed = journal.bank.shift_proof(less.shift_id)
    assert owed.totals[UPI] == ProofTotals(
        proved=sum(day_of(less, UPI), Decimal(0)) - less.amount, still_owed=less.amount
    )
    assert owed.questioned == []
    assert owed.figures()["upi_still_owed"] == str(less.amount)
    assert proof_lines(resolved)[0].endswith(": Customer still owes it")
    # Said until it is paid: the customer pays by UPI later, under a reference of its own;
    # resolved again as received under it, the debt is gone and the payment proved by hand.
    paid = tmp_path / "paid"
    paid.mkdir()
    came = Transfer(less.at.date() + dt.timedelta(days=5), dt.time(10), less.amount, PAID_LATER)
    imported(journal, "HDFC Bank", paid, [came])
    assert journal.bank.shift_proof(less.shift_id).totals[UPI].still_owed == less.amount
    decision = journal.till.decide("Meera Pillai", "bank: other reference", less.key)
    bank_proving.resolve(
        journal.bank, less.key, Outcome.OTHER_REFERENCE, PAID_LATER, decision, less.amount
    )
    assert journal.bank.shift_proof(less.shift_id).totals[UPI] == ProofTotals(
        proved=sum(day_of(less, UPI), Decimal(0))
    )
    decision = journal.till.decide("Meera Pillai", "bank: written off", reused.key)
    bank_proving.resolve(
        journal.bank, reused.key, Outcome.WRITTEN_OFF, "Fake screen, customer gone", decision
    )
    assert journal.bank.shift_proof(reused.shift_id).totals[UPI] == ProofTotals(
        not_yet=sum(day_of(reused, UPI), Decimal(0)) - reused.amount, written_off=reused.amount
    )

    never = month.fake(NEVER)
    decision = journal.till.decide("Meera Pillai", "bank: other reference", never.key)
    with pytest.raises(ValueError, match="no statement row"):
        bank_proving.resolve(
            journal.bank, never.key, Outcome.OTHER_REFERENCE, "123456789012", decision
        )
    deposit = journal.bank.unmatched_credits()[0]
    bank_proving.resolve(
        journal.bank, never.key, Outcome.OTHER_REFERENCE, deposit.references[0], decision
    )
    (proof,) = [p for p in journal.bank.proofs() if p.key == never.key]
    assert (proof.standing, proof.method) == (Standing.PROVED, Method.BY_HAND)


def test_the_z_report_keeps_and_prints_the_split_of_its_shift(
    month: Month, journal: Journal, tmp_path: Path
) -> None:
    imported(journal, "Axis Bank", tmp_path, bank_transfers(month))
    imported(journal, "PhonePe Business settlement", tmp_path, settlement_transfers(month, 16, 23))
    last = month.sold[-1]  # the 30th: its shift is still open, its UPI in no statement yet
    upi_of_day = sum(
        (s.amount for s in month.sold if s.shift_id == last.shift_id and s.kind is UPI), Decimal(0)
    )
    bank_of_day = sum(
        (s.amount for s in month.sold if s.shift_id == last.shift_id and s.kind is BANK), Decimal(0)
    )

    closed = z_report(journal.till, last.shift_id, DrawerCount.of({}), closed_by="Leela Menon")

    figures = z_figures(closed)
    assert figures.proof == {
        UPI: ProofTotals(not_yet=upi_of_day),
        BANK: ProofTotals(proved=bank_of_day),
    }
    assert closed.figures["bank_proved"] == str(bank_of_day)
    report = drawer_report(
        figures,
        journal.till.shift(last.shift_id),
        DrawerCount.of({}),
        z_no=closed.z_no,
        agency=AGENCY,
        made_at=service_now(),
        training=True,
    )
    printed = [row.text for row in drawer_report_rows(report, 42)]
    assert "Against the bank's statements" in printed
    assert any(
        text.startswith("Bank transfer proved") and text.endswith(amount_text(bank_of_day))
        for text in printed
    )
    assert any(
        text.startswith("UPI not yet in the statement") and text.endswith(amount_text(upi_of_day))
        for text in printed
    )
    # Refunds print on lines of their own, positive (issue 82: never netted into the takings).
    refunded = replace(report, proof_refunds=(("UPI", ProofTotals(not_yet=Decimal("3024.00"))),))
    rows = drawer_report_rows(refunded, 42)
    said = " ".join(" ".join(row.text.split()) for row in rows)
    assert "UPI refunds not yet in the statement 3,024.00" in said
    assert [row.value for row in rows if "3,024" in row.value] == ["3,024.00"]


def printed_amount(text: str) -> Decimal:
    """The amount a printed report line ends with ("1,23,456.00" read back)."""
    return Decimal(text.split()[-1].replace(",", ""))


def test_a_z_report_says_what_is_owed_and_written_off_apart_and_its_lines_add_up(
    month: Month, journal: Journal, tmp_path: Path
) -> None:
    """The 30th's UPI sale arrived for half (the customer still owes it) and its bank transfer
    too (written off): resolved before the close, neither is questioned on the Z report, each
    is said apart, and each tender's printed lines add up to its printed total."""
    upi, bank = in_shift(month.sold, month.sold[-1].shift_id)
    assert (upi.kind, bank.kind) == (UPI, BANK)
    halves = [
        Transfer(s.at.date(), dt.time(18), (s.amount / 2).quantize(Decimal("0.01")), s.reference)
        for s in (upi, bank)
    ]
    rows = [t for t in bank_transfers(month) if t.reference not in {upi.reference, bank.reference}]
    imported(journal, "Axis Bank", tmp_path, [*rows, *halves])
    for sold, outcome in ((upi, Outcome.STILL_OWED), (bank, Outcome.WRITTEN_OFF)):
        decision = journal.till.decide("Meera Pillai", f"bank: {outcome}", sold.key)
        bank_proving.resolve(journal.bank, sold.key, outcome, "Half arrived", decision)

    closed = z_report(journal.till, upi.shift_id, DrawerCount.of({}), closed_by="Leela Menon")

    figures = z_figures(closed)
    assert figures.proof == {
        UPI: ProofTotals(still_owed=upi.amount),
        BANK: ProofTotals(written_off=bank.amount),
    }
    report = drawer_report(
        figures,
        journal.till.shift(upi.shift_id),
        DrawerCount.of({}),
        z_no=closed.z_no,
        agency=AGENCY,
        made_at=service_now(),
        training=True,
    )
    printed = [row.text for row in drawer_report_rows(report, 42)]
    split = printed[printed.index("Against the bank's statements") + 1 :]
    assert f"UPI customer still owes {amount_text(upi.amount)}".split() in [
        line.split() for line in split
    ]
    assert f"Bank transfer written off {amount_text(bank.amount)}".split() in [
        line.split() for line in split
    ]
    # Each amount printed in the split, to the tender whose line it ends (a long one wraps).
    parts: dict[str, Decimal] = {}
    tender = ""
    for line in split[: split.index("-" * 42)]:
        tender = next((k.title() for k in (UPI, BANK) if line.startswith(k.title())), tender)
        if line.split()[-1][-3:-2] == ".":
            parts[tender] = parts.get(tender, Decimal(0)) + printed_amount(line)
    for kind in (UPI, BANK):
        (total,) = [t for t in printed if t.startswith(f"{kind.title()} net")]
        assert parts[kind.title()] == printed_amount(total) == figures.net(kind)


def test_an_import_by_the_child_process_proves_what_the_journal_proves_itself(
    month: Month, journal: Journal, tmp_path: Path
) -> None:
    """The app's way (``counterdesk --statement-import-child``) against the journal's own."""
    there = tmp_path / "there"
    shutil.copytree(month.folder, there)
    path, bad_line = write("ICICI Bank", tmp_path, bank_transfers(month), malformed=True)
    here = journal.bank.import_statement(read_statement(path), path.name)
    answer = ImportProcess(there / DATABASE_NAME, path, journal.now(), accounts=declared()).wait()
    assert answer.imported == here and [u.line for u in here.unreadable] == [bad_line]
    with Journal(there, now=journal.now) as child_kept:
        assert child_kept.bank.proofs() == journal.bank.proofs()
        assert child_kept.bank.unmatched_credits() == journal.bank.unmatched_credits()


def test_lookup_says_how_each_payment_was_proved(
    month: Month, journal: Journal, tmp_path: Path
) -> None:
    """A proof by the reference, a payment whose typed reference is on no row (questioned,
    never proved by the credit of its amount and time), and one by a supervisor's hand read
    apart in Lookup's lines."""
    imported(journal, "HDFC Bank", tmp_path, bank_transfers(month))
    never = month.fake(NEVER)
    decision = journal.till.decide("Meera Pillai", "bank: other reference", never.key)
    deposit = journal.bank.unmatched_credits()[0]
    bank_proving.resolve(
        journal.bank, never.key, Outcome.OTHER_REFERENCE, deposit.references[0], decision
    )
    proofs = {proof.key: proof for proof in journal.bank.proofs()}
    mistyped = next(s for s in month.sold if s.reference == MISTYPED)
    plain = next(s for s in month.genuine() if s.reference != MISTYPED)

    assert proof_lines(proofs[plain.key])[0].endswith(": Proved by the statement, by its reference")
    lines = proof_lines(proofs[mistyped.key])
    assert lines[0].endswith(": Questioned")
    assert lines[1].startswith("Reference not on the statement.")
    assert "412000000790" in lines[1] and "not a proof" in lines[1]
    assert proof_lines(proofs[never.key])[0].endswith(": Proved by hand, by a supervisor")

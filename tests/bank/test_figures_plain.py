"""The shift's figures against the statements read plainly (issue 82, item 6): takings and
refunds split apart, each amount positive, never netted (on 7efb28ef a refund not yet in the
statement read "UPI not yet in the statement -3,024.00", and "UPI proved" was net of refunds
proved); and the X and Z figures keep the refunds' split under names of their own."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from app.bank.proofs import Proof, ProofTotals, Standing, summed
from app.domain.clock import SERVICE_TZ
from app.domain.tenders import BANK, TENDERS, UPI, TenderKind
from app.reports.drawer import DrawerFigures

AT = dt.datetime(2026, 11, 3, 11, tzinfo=SERVICE_TZ)
D = Decimal


def paid(n: int, kind: TenderKind, amount: str, standing: Standing, outgoing: bool) -> Proof:
    """A UPI or bank payment of the till (a refund when ``outgoing``) standing as given."""
    return Proof(
        key=f"{'refund' if outgoing else 'sale'}:{n}",
        kind=kind,
        amount=D(amount),
        reference=f"41230000{n:04d}",
        at=AT,
        request_id=f"r{n}",
        booking_ref="",
        receipt_no="",
        shift_id=1,
        counter="C1",
        outgoing=outgoing,
        standing=standing,
    )


def test_refunds_are_split_apart_from_takings_each_positive() -> None:
    proofs = [
        paid(1, UPI, "1000.00", Standing.PROVED, outgoing=False),
        paid(2, UPI, "4185.00", Standing.QUESTIONED, outgoing=False),
        paid(3, UPI, "3024.00", Standing.NOT_YET, outgoing=True),
        paid(4, UPI, "700.00", Standing.PROVED, outgoing=True),
        paid(5, BANK, "2500.00", Standing.PROVED, outgoing=False),
    ]
    split = summed(proofs, AT.date())
    assert split.totals[UPI] == ProofTotals(proved=D("1000.00"), questioned=D("4185.00"))
    assert split.refunds[UPI] == ProofTotals(proved=D("700.00"), not_yet=D("3024.00"))
    assert split.totals[BANK] == ProofTotals(proved=D("2500.00"))
    assert split.refunds[BANK] == ProofTotals()
    figures = split.figures()
    assert (figures["upi_proved"], figures["upi_not_yet"]) == ("1000.00", "0.00")
    assert (figures["upi_refunds_proved"], figures["upi_refunds_not_yet"]) == ("700.00", "3024.00")
    assert all(not value.startswith("-") for value in figures.values())
    assert [p.key for p in split.questioned] == ["sale:2"]


def test_a_z_report_keeps_the_refunds_split_and_reads_it_back() -> None:
    split = summed([paid(3, UPI, "3024.00", Standing.NOT_YET, outgoing=True)], AT.date())
    figures = DrawerFigures(
        opening_float=D("0.00"),
        taken=dict.fromkeys(TENDERS, D("0.00")),
        given=dict.fromkeys(TENDERS, D("0.00")),
        expected=D("0.00"),
        counted=None,
        difference=None,
        pending_cash=D("0.00"),
        sales=0,
        refunds=1,
        refunds_owed=D("0.00"),
        owed=0,
        proof=split.totals,
        proof_refunds=split.refunds,
    )
    record = figures.as_record()
    assert record["upi_refunds_not_yet"] == "3024.00" and record["upi_not_yet"] == "0.00"
    again = DrawerFigures.from_record(record)
    assert again.proof_refunds[UPI] == ProofTotals(not_yet=D("3024.00"))
    assert again.proof[UPI] == ProofTotals()

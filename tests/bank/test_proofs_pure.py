"""Where the payments stand, decided by ``app.bank`` from plain rows, no journal: a shift's
split summed from its proofs."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from app.bank.proofs import Proof, ProofTotals, Standing, summed
from app.domain.clock import SERVICE_TZ
from app.domain.tenders import BANK, UPI, TenderKind

DAY = dt.date(2026, 4, 10)


def proof(
    key: str, kind: TenderKind, amount: str, standing: Standing, *, outgoing: bool = False
) -> Proof:
    return Proof(
        key=key,
        kind=kind,
        amount=Decimal(amount),
        reference=f"REF{key}",
        at=dt.datetime.combine(DAY, dt.time(10), SERVICE_TZ),
        request_id=key,
        booking_ref="",
        receipt_no="",
        shift_id=1,
        counter="C1",
        outgoing=outgoing,
        standing=standing,
    )


def test_a_shifts_proof_sums_takings_and_refunds_apart_by_standing() -> None:
    proofs = [
        proof("a", UPI, "3540.00", Standing.PROVED),
        proof("b", UPI, "1180.00", Standing.PROVED),
        proof("c", UPI, "500.00", Standing.QUESTIONED),
        proof("d", BANK, "2000.00", Standing.NOT_YET),
        proof("e", UPI, "950.00", Standing.PROVED, outgoing=True),
        proof("f", BANK, "75.50", Standing.WRITTEN_OFF),
    ]

    split = summed(proofs, DAY)

    # A refund proved is its own figure, never netted against the takings.
    assert split.totals[UPI] == ProofTotals(proved=Decimal("4720.00"), questioned=Decimal("500.00"))
    assert split.totals[BANK] == ProofTotals(
        not_yet=Decimal("2000.00"), written_off=Decimal("75.50")
    )
    assert split.refunds[UPI] == ProofTotals(proved=Decimal("950.00"))
    assert not split.refunds[BANK].any()
    assert [p.key for p in split.questioned] == ["c"]
    assert split.covered_until == DAY

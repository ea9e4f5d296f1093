"""Where the payments stand, decided by ``app.bank`` from plain rows, no journal: a shift's
split summed from its proofs, each payment judged by the rows and matches read for it, the row
suggested beside a payment, the report's rows whose payout has not arrived."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from app.bank.judging import Evidence, Taken, judge, suggested
from app.bank.matching import WINDOW, Doubt, Method, Payment
from app.bank.payouts import Arrival, Payout, awaiting_payout
from app.bank.proofs import BankRow, Outcome, Proof, ProofTotals, Standing, summed
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


def row(row_id: int, amount: str, *references: str, at: dt.time | None = None) -> BankRow:
    return BankRow(row_id, DAY, Decimal(amount), references, "UPI/CR", "", at)


def test_the_row_suggested_is_the_nearest_of_the_amount_carrying_no_given_reference() -> None:
    payment = Payment(
        "a", Decimal("1180.00"), "TYPO12345678", dt.datetime.combine(DAY, dt.time(11), SERVICE_TZ)
    )
    rows = [
        row(1, "1180.00", "412345678901", at=dt.time(11, 2)),
        row(2, "1180.00", "512345678902", at=dt.time(11, 20)),
        row(3, "1180.00", "612345678903", at=dt.time(14, 0)),
    ]

    assert suggested(payment, rows, WINDOW, set()) == rows[0]
    # The nearest carries another sale's reference (given in lower case): never offered.
    assert suggested(payment, rows, WINDOW, {"412345678901".lower()}) == rows[1]
    # Outside the window's minutes nothing is suggested.
    assert suggested(payment, rows[2:], WINDOW, set()) is None


def payout(utr: str, arrival: Arrival, *, short_by_fee: bool = False) -> Payout:
    return Payout(
        utr=utr,
        app="phonepe",
        payments=1,
        refunds=0,
        gross=Decimal("1000.00"),
        net=Decimal("990.00"),
        last_day=DAY,
        credits=(),
        arrival=arrival,
        short_by_fee=short_by_fee,
    )


def test_a_reports_row_awaits_its_payout_until_it_arrives_in_full_or_short_by_a_fee() -> None:
    reported = {1: "UTR1", 2: "UTR2", 3: "UTR3", 4: "UTR4", 5: "UTR5", 6: "UTR6"}
    payouts = [
        payout("UTR1", Arrival.IN_FULL),
        payout("UTR2", Arrival.OVER),
        payout("UTR3", Arrival.SHORT, short_by_fee=True),
        payout("UTR4", Arrival.SHORT),
        payout("UTR5", Arrival.NOT_YET),
    ]

    # UTR6: no payout of it known at all.
    assert awaiting_payout(reported, payouts) == {4, 5, 6}


def taken(key: str, amount: str, reference: str, hour: int) -> Taken:
    at = dt.datetime.combine(DAY, dt.time(hour), SERVICE_TZ)
    facts = {
        "mode": "UPI",
        "request_id": f"req-{key}",
        "booking_ref": "BK1",
        "receipt_no": "R1",
        "shift_id": 7,
        "counter": "C1",
        "customer": "Asha Rao",
    }
    return Payment(key, Decimal(amount), reference, at), facts


def evidence(
    rows: list[BankRow],
    matches: dict[str, tuple[int, Method]],
    *,
    resolutions: dict[str, tuple[Outcome, str, int]] | None = None,
    awaiting: set[int] | None = None,
    unaccepted: set[int] | None = None,
) -> Evidence:
    return Evidence(
        matches,
        resolutions or {},
        {r.row_id: r for r in rows},
        {row_id for row_id, _method in matches.values()},
        DAY,
        awaiting or set(),
        unaccepted or set(),
    )


def test_a_row_of_the_reference_and_amount_proves_one_of_another_amount_questions() -> None:
    payments = [
        taken("b", "1180.00", "512345678902", 11),
        taken("a", "3540.00", "412345678901", 10),
    ]
    rows = [row(1, "3540.00", "412345678901"), row(2, "1100.00", "512345678902")]
    asked: list[str] = []

    def suggestion(payment: Payment) -> BankRow | None:
        asked.append(payment.key)
        return None

    found = judge(payments, evidence(rows, {"a": (1, Method.REFERENCE)}), WINDOW, suggestion)

    # In the order taken, whatever order the store read them in.
    proved, questioned = found
    assert (proved.key, proved.standing, proved.method, proved.row) == (
        "a",
        Standing.PROVED,
        Method.REFERENCE,
        rows[0],
    )
    assert (proved.request_id, proved.shift_id, proved.customer) == ("req-a", 7, "Asha Rao")
    assert (questioned.key, questioned.standing, questioned.doubt, questioned.row) == (
        "b",
        Standing.QUESTIONED,
        Doubt.AMOUNT_DIFFERS,
        rows[1],
    )
    assert questioned.method is None
    # Only the payment in doubt is given a suggestion (a query each).
    assert asked == ["b"]


def test_a_proof_waits_for_its_payout_and_its_statements_acceptance_but_not_by_hand() -> None:
    payments = [
        taken("a", "3540.00", "412345678901", 10),
        taken("b", "1180.00", "512345678902", 11),
        taken("c", "500.00", "612345678903", 12),
    ]
    rows = [
        row(1, "3540.00", "412345678901"),
        row(2, "1180.00", "512345678902"),
        row(3, "500.00", "612345678903"),
    ]
    matches = {
        "a": (1, Method.REFERENCE),
        "b": (2, Method.REFERENCE),
        "c": (3, Method.BY_HAND),
    }

    found = judge(
        payments, evidence(rows, matches, awaiting={1}, unaccepted={2, 3}), WINDOW, lambda _: None
    )

    assert [(p.standing, p.awaiting_payout, p.awaiting_acceptance, p.method) for p in found] == [
        (Standing.NOT_YET, True, False, None),
        (Standing.NOT_YET, False, True, None),
        (Standing.PROVED, False, False, Method.BY_HAND),
    ]


def test_a_resolved_payment_stands_as_resolved_and_is_offered_no_suggestion() -> None:
    payments = [taken("a", "3540.00", "412345678901", 10)]
    rows = [row(1, "3000.00", "412345678901")]
    resolutions = {"a": (Outcome.STILL_OWED, "customer will pay cash", 41)}

    def suggestion(payment: Payment) -> BankRow | None:
        raise AssertionError(f"{payment.key} is resolved: no suggestion is read")

    (found,) = judge(payments, evidence(rows, {}, resolutions=resolutions), WINDOW, suggestion)

    assert (found.standing, found.doubt, found.outcome, found.decision_id) == (
        Standing.OWED,
        Doubt.AMOUNT_DIFFERS,
        Outcome.STILL_OWED,
        41,
    )
    assert found.outcome_detail == "customer will pay cash"

"""Where the till's UPI and bank payments stand, judged from the rows, matches and resolutions
the journal's store fetched for them (``app.journal.bank.BankTables``: it reads and keeps, the
rules here decide)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeAlias

from app.bank.matching import Method, Payment, Question, Window, carrying, question, suggest, undone
from app.bank.proofs import BankRow, Outcome, Proof, standing_of
from app.domain.tenders import tender_of

# The row proving a payment and how (a match, or a settlement by hand).
Matched: TypeAlias = tuple[int, Method]
# A supervisor's resolution of a payment: its outcome, detail and decision.
Resolved: TypeAlias = tuple[Outcome, str, int]
# A payment as the store read it, with the facts its proof shows (its sale's or refund's
# columns: mode, request_id, booking_ref, receipt_no, shift_id, counter, customer).
Taken: TypeAlias = tuple[Payment, Mapping[str, object]]


@dataclass(frozen=True, slots=True)
class Evidence:
    """What the store read for some payments: the rows proving them (``matches``, by key), a
    supervisor's ``resolutions``, the ``rows`` that prove them or carry their references, of
    those the ones ``proving`` a payment (of any shift), the statements' last day, and of the
    proving rows those ``awaiting`` their payout and those of a statement ``unaccepted``."""

    matches: Mapping[str, Matched]
    resolutions: Mapping[str, Resolved]
    rows: Mapping[int, BankRow]
    proving: Collection[int]
    covered_until: dt.date | None
    awaiting: Collection[int]
    unaccepted: Collection[int]


def judge(
    payments: Sequence[Taken],
    evidence: Evidence,
    window: Window,
    suggestion: Callable[[Payment], BankRow | None],
) -> list[Proof]:
    """Where each of ``payments`` stands by ``evidence``, in the order they were taken: proved
    by its row unless a row took it back, its payout has not arrived or its statement awaits
    acceptance; else questioned by the matching rules or not yet in the statements; with its
    supervisor's resolution. ``suggestion``: the store's read of the row shown beside a
    payment, asked only of one in doubt and not resolved (a month's payments not yet in the
    statements would each cost a query, and none is shown)."""
    # Read once, not per payment (a month's payments are judged at once).
    matches, resolutions, rows = evidence.matches, evidence.resolutions, evidence.rows
    proving, awaiting, unaccepted = evidence.proving, evidence.awaiting, evidence.unaccepted
    by_reference = carrying(row.entry for row in rows.values())
    found = []
    for payment, facts in payments:
        matched = matches.get(payment.key)
        doubt: Question | None = None
        if matched is None:
            doubt = question(payment, by_reference, evidence.covered_until, window)
        else:
            doubt = undone(payment, matched[0], by_reference, proving)
        row_id = doubt.row_id if doubt else matched[0] if matched else None
        outcome = resolutions.get(payment.key)
        suggested_row = suggestion(payment) if doubt and not outcome else None
        proving_row = matched[0] if matched is not None and doubt is None else None
        # A supervisor's match by hand is their word, whatever statement the row is of.
        by_rule = matched is not None and matched[1] is not Method.BY_HAND
        unchecked = by_rule and proving_row in unaccepted
        waiting = proving_row in awaiting or unchecked
        standing = standing_of(
            matched is not None and doubt is None and not waiting,
            doubt is not None,
            outcome[0] if outcome else None,
        )
        found.append(
            Proof(
                key=payment.key,
                kind=tender_of(str(facts["mode"])),
                amount=payment.amount,
                reference=payment.reference,
                at=payment.at,
                request_id=str(facts["request_id"]),
                booking_ref=str(facts["booking_ref"] or ""),
                receipt_no=str(facts["receipt_no"] or ""),
                shift_id=facts["shift_id"] if isinstance(facts["shift_id"], int) else None,
                counter=str(facts["counter"]),
                outgoing=payment.outgoing,
                standing=standing,
                method=matched[1] if matched and doubt is None and not waiting else None,
                doubt=doubt.doubt if doubt else None,
                row=None if row_id is None else rows[row_id],
                outcome=outcome[0] if outcome else None,
                outcome_detail=outcome[1] if outcome else "",
                decision_id=outcome[2] if outcome else None,
                suggestion=suggested_row,
                customer=str(facts["customer"] or ""),
                awaiting_payout=waiting and not unchecked,
                awaiting_acceptance=unchecked,
            )
        )
    found.sort(key=lambda proof: proof.at)
    return found


def suggested(
    payment: Payment, rows: Sequence[BankRow], window: Window, given: Collection[str]
) -> BankRow | None:
    """The free row of ``rows`` (those of its amount from its day to the window's last) shown
    beside an unproved ``payment``, never a proof (``app.bank.matching.suggest``): a row
    carrying one of the references ``given`` (those the till took or paid a payment under) is
    that payment's, never offered."""
    known = {reference.upper() for reference in given}
    found = suggest(payment, (row.entry for row in rows), window, known)
    return None if found is None else next(r for r in rows if r.row_id == found.row_id)

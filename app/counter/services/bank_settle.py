"""A supervisor's settlement as the Bank statement tab offers it (issue 82, item 3): questioned
payments and the statement's free credits picked side by side, one payment in several transfers
or a payout of many payments, their sums shown as they are picked. The rule is
``StatementService.settlement_problem`` and ``settle``: the rows must add up to the payments to
the paisa, or nothing is asked of a supervisor and nothing is kept."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from app.bank.matching import Doubt
from app.bank.proofs import BankRow, Proof
from app.counter.papers.formatting import money_text
from app.counter.services.bank_statements import InDoubt, StatementService
from app.domain.money import ZERO
from app.figures import date_text
from app.i18n import Catalogue

BANK_SETTLE = Catalogue("BANK_SETTLE")


def offered_payments(found: InDoubt) -> list[Proof]:
    """The payments a settlement may take: takings questioned and not resolved yet."""
    return [p for p in found.questioned if p.outcome is None and not p.outgoing]


def offered_rows(found: InDoubt) -> list[BankRow]:
    """The credits a settlement may take: those of no sale, and the free ones a questioned
    payment names (the credit carrying its reference for another amount, a half of it; the
    credit suggested beside it), each once, by day; only credits carrying a reference, by
    which the settlement names them."""
    rows: dict[int, BankRow] = {row.row_id: row for row in found.unmatched}
    for proof in offered_payments(found):
        if proof.doubt is Doubt.AMOUNT_DIFFERS and proof.row is not None:
            rows.setdefault(proof.row.row_id, proof.row)
        if proof.suggestion is not None:
            rows.setdefault(proof.suggestion.row_id, proof.suggestion)
    offered = [row for row in rows.values() if row.amount > 0 and row.shown_reference]
    return sorted(offered, key=lambda row: (row.on, row.at is None, row.at, row.row_id))


def settle_detail(rows: Sequence[BankRow]) -> str:
    """The references of ``rows`` as the settlement names them (the service finds each row by
    its reference)."""
    return " ".join(row.shown_reference for row in rows)


def sums(payments: Sequence[Proof], rows: Sequence[BankRow]) -> tuple[Decimal, Decimal]:
    """What ``payments`` come to and what ``rows`` brought."""
    owed = sum((proof.amount for proof in payments), ZERO)
    return owed, sum((row.amount for row in rows), ZERO)


def sums_text(payments: Sequence[Proof], rows: Sequence[BankRow]) -> str:
    """The two sums as the supervisor reads them while picking, and whether they add up."""
    owed, received = sums(payments, rows)
    said = BANK_SETTLE.tr("Payments chosen: {owed}. Credits chosen: {received}.").format(
        owed=money_text(owed), received=money_text(received)
    )
    if not payments or not rows:
        return said
    if owed == received:
        return said + " " + BANK_SETTLE.tr("They add up.")
    return (
        said
        + " "
        + BANK_SETTLE.tr("They differ by {amount}.").format(amount=money_text(abs(owed - received)))
    )


def payment_text(proof: Proof) -> str:
    """A questioned payment as the settlement lists it: receipt, tender, amount, reference."""
    return BANK_SETTLE.tr("{receipt} · {tender} {amount} · {reference}").format(
        receipt=proof.receipt_no or proof.booking_ref,
        tender=proof.kind.title(),
        amount=money_text(proof.amount),
        reference=proof.reference,
    )


def row_text(row: BankRow) -> str:
    """A credit as the settlement lists it: day, amount, reference and payer."""
    return BANK_SETTLE.tr("{day} · {amount} · {reference} · {payer}").format(
        day=date_text(row.on),
        amount=money_text(row.amount),
        reference=row.shown_reference,
        payer=row.payer or "—",
    )


def settle_said(payments: Sequence[Proof], rows: Sequence[BankRow]) -> str:
    """The settlement in words, shown with the supervisor's PIN and kept with the decision."""
    owed, _received = sums(payments, rows)
    # n: a plain name, as lupdate reads it; %n is filled in with Indian grouping.
    count = len(payments)
    return BANK_SETTLE.tr(
        "%n payment(s) of {amount} ({receipts}) received under {references}", "", count
    ).format(
        amount=money_text(owed),
        receipts=", ".join(p.receipt_no or p.booking_ref for p in payments),
        references=", ".join(row.shown_reference for row in rows),
    )


def settle_problem(
    service: StatementService, payments: Sequence[Proof], rows: Sequence[BankRow]
) -> str:
    """Why ``payments`` cannot be settled by ``rows``, as staff read it ('' when they can):
    something of each ticked, then the statement service's rule (each row free, the sums
    equal to the paisa)."""
    if not payments:
        return BANK_SETTLE.tr("Tick the payment, or the payments, to settle.")
    if not rows:
        return BANK_SETTLE.tr("Tick the credits that paid them.")
    return service.settlement_problem(payments, settle_detail(rows))

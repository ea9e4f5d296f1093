"""A supervisor's word on the payments the statements leave in doubt, without Qt: what a
resolution or a settlement may keep, decided here; the journal's ``BankTables`` stores it (rows
in, rows out) and posts the proofs in the same transaction (issue 94: the bank's proving out of
the store)."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from app.bank.proofs import Outcome, Proof
from app.domain.money import to_paise
from app.journal.bank import BankTables


def resolve(
    bank: BankTables,
    key: str,
    outcome: Outcome,
    detail: str,
    decision_id: int,
    amount: Decimal | None = None,
) -> None:
    """Record how a supervisor resolved the questioned payment ``key`` (``detail``: the other
    reference, or the reason); received under another reference matches the row carrying it
    (of ``amount`` as the statement shows it, when given) by hand; the customer's excess
    matches the free row carrying the payment's own reference for ``amount`` (more than the
    payment) by hand, and posts the rest as owed back. ``ValueError`` when ``detail`` is empty
    or the reference is in no row free to prove it."""
    said = " ".join(detail.split())
    if not said:
        raise ValueError("a resolution needs its reference or reason")
    row_id = None
    if outcome in (Outcome.OTHER_REFERENCE, Outcome.EXCESS):
        carried = said if outcome is Outcome.OTHER_REFERENCE else bank.reference_of(key)
        row_id = bank.free_row_carrying(carried, amount)
        if row_id is None or (outcome is Outcome.EXCESS and amount is None):
            raise ValueError(f"no statement row free to prove it carries {carried}")
    bank.keep_resolution(key, outcome, said, decision_id, row_id)


def settle(
    bank: BankTables,
    payments: Sequence[tuple[str, Decimal]],
    row_ids: Sequence[int],
    detail: str,
    decision_id: int,
) -> None:
    """A supervisor's settlement (issue 82): the ``payments`` (each key with its amount as the
    statement shows it, a refund's negative) received by the free rows ``row_ids``, a payment in
    several transfers or a payout of several payments; each payment resolved as received under
    the references ``detail`` names. ``ValueError`` when a row is not free, a payment is proved
    already, or the amounts do not add up to the paisa: nothing kept."""
    said = " ".join(detail.split())
    keys = [key for key, _amount in payments]
    if not said or not keys or not row_ids or len(set(keys)) != len(keys):
        raise ValueError("a settlement needs its payments, its rows and their references")
    free = bank.free_amounts(row_ids)
    if len(free) != len(set(row_ids)) or len(set(row_ids)) != len(row_ids):
        raise ValueError("a row of the settlement proves a payment already")
    # To the paisa, as the statement writes it.
    paid = sum(to_paise(amount) for _key, amount in payments)
    if sum(map(to_paise, free.values())) != paid:
        raise ValueError("the rows and the payments of a settlement differ in amount")
    if bank.any_proved(keys):
        raise ValueError("a payment of the settlement is proved already")
    bank.keep_settlement(keys, row_ids, said, decision_id)


def taken_back(bank: BankTables) -> list[Proof]:
    """The payments a row took back after proving them (a chargeback, a refund the bank sent
    back): questioned though a row still matches them, so ``proofs(unproved=True)`` leaves them
    out with the proved; in the order they were taken."""
    keys = bank.taken_back_keys()
    if not keys:
        return []
    refunds = [key.removeprefix("refund:") for key in keys if key.startswith("refund:")]
    sales = (key.removeprefix("sale:").rpartition(":")[0] for key in keys)
    requests = {request for request in sales if request} | bank.refund_requests(refunds)
    return [
        proof
        for proof in bank.proofs(requests=sorted(requests))
        if proof.key in keys and proof.doubt is not None
    ]

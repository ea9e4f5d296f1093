"""Where the till's UPI and bank payments stand, judged from the rows, matches and resolutions
the journal's store fetched for them (``app.journal.bank.BankTables``: it reads and keeps, the
rules here decide)."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from app.bank.matching import Payment, Window, suggest
from app.bank.proofs import BankRow


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

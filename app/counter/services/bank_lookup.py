"""A booking's UPI and bank payments against the agency's statements, as Lookup shows them: where
each stands and, where a statement row proves or questions it, what that row says of the payer
(name or VPA, reference, amount, day, narration), so that staff can call the customer with it."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from collections.abc import Callable
from pathlib import Path

from app.bank.matching import Method
from app.bank.proofs import IN_DOUBT, Outcome, Proof, Standing
from app.booking.faults import JOURNAL_ERRORS
from app.counter.papers.formatting import money_text
from app.counter.services.bank_statements import doubt_text, outcome_text
from app.domain.clock import SERVICE_TZ, service_now
from app.figures import date_text, moment_text
from app.i18n import Catalogue
from app.journal.store import DATABASE_NAME, Journal, reading

BANK_LOOKUP = Catalogue("BANK_LOOKUP")
log = logging.getLogger(__name__)


def booking_proofs(
    database: Path, booking_ref: str, now: Callable[[], dt.datetime] = service_now
) -> list[Proof]:
    """The UPI and bank payments (sales and refunds) of ``booking_ref`` and where they stand,
    read on a connection of the caller's worker; ``sqlite3.Error`` when the journal cannot be
    read."""
    with reading(database, now) as journal:
        return journal.bank.proofs(booking_ref=booking_ref)


class BankProofService:
    """Lookup's reads of a booking's bank proofs from ``journal``, each in a worker."""

    def __init__(self, journal: Journal) -> None:
        self._journal = journal

    async def of(self, booking_ref: str) -> list[Proof]:
        """``booking_ref``'s UPI and bank payments against the statements; none (logged) when
        the journal cannot be read, so Lookup shows the booking without them."""
        database = self._journal.folder / DATABASE_NAME
        try:
            return await asyncio.to_thread(booking_proofs, database, booking_ref, self._journal.now)
        except JOURNAL_ERRORS as error:
            log.warning("The booking's bank proofs could not be read: %s", error)
            return []


def standing_text(proof: Proof) -> str:
    """Where ``proof`` stands, in a few words; a proved one with how it was proved (by its
    reference, or by a supervisor's hand)."""
    if proof.standing is Standing.PROVED:
        how = {
            Method.REFERENCE: BANK_LOOKUP.tr("Proved by the statement, by its reference"),
            Method.BY_HAND: BANK_LOOKUP.tr("Proved by hand, by a supervisor"),
        }
        return how[proof.method or Method.REFERENCE]
    if proof.standing is Standing.NOT_YET and proof.awaiting_acceptance:
        return BANK_LOOKUP.tr("In a statement awaiting a supervisor's acceptance")
    if proof.standing is Standing.NOT_YET and proof.awaiting_payout:
        return BANK_LOOKUP.tr("Reported by the app, payout not yet in the bank")
    words = {
        Standing.NOT_YET: BANK_LOOKUP.tr("Not yet in the statement"),
        Standing.QUESTIONED: BANK_LOOKUP.tr("Questioned"),
        # Resolved by a supervisor: the customer's debt said until it is paid, or written off.
        Standing.OWED: outcome_text(Outcome.STILL_OWED),
        Standing.WRITTEN_OFF: outcome_text(Outcome.WRITTEN_OFF),
    }
    return words[proof.standing]


def payment_text(proof: Proof) -> str:
    """The payment as the till took it: tender, amount, reference, time."""
    return BANK_LOOKUP.tr("{tender} {amount}, reference {reference}, taken {moment}").format(
        tender=proof.kind.title(),
        amount=money_text(-proof.amount if proof.outgoing else proof.amount),
        reference=proof.reference,
        moment=moment_text(proof.at.astimezone(SERVICE_TZ)),
    )


def payer_text(proof: Proof) -> str:
    """What the statement row of ``proof`` says of the payer ('' when no row carries it)."""
    row = proof.row
    if row is None:
        return ""
    # The row's reference the payment gave (a bank's column may carry it zero-padded too).
    given = [ref for ref in row.references if ref.upper() == proof.reference.upper()]
    return BANK_LOOKUP.tr(
        "Statement: {amount} on {day}, reference {reference}, from {payer}. {narration}"
    ).format(
        amount=money_text(row.amount),
        day=date_text(row.on),
        reference=" ".join(given or row.references) or "—",
        payer=row.payer or "—",
        narration=row.narration,
    )


def proof_lines(proof: Proof) -> list[str]:
    """Lookup's lines for ``proof``: the payment and its standing, why it is questioned, the
    payer's details from the statement, and a supervisor's resolution, each present."""
    lines = [f"{payment_text(proof)}: {standing_text(proof)}"]
    if proof.standing in IN_DOUBT:
        lines.append(doubt_text(proof))
    if payer := payer_text(proof):
        lines.append(payer)
    if proof.outcome is not None:
        said = (outcome_text(proof.outcome), proof.outcome_detail)
        lines.append(" · ".join(text for text in said if text))
    return lines

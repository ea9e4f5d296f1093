"""The agency's statements at the counter, without a screen: a file read and matched in a
worker (its progress told as it goes), the payments in doubt and the credits of no sale read
in a worker too, and a supervisor's resolution written. The screen asks these and shows the
answers; a 50,000-row statement never holds the window."""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from app.bank.matching import Doubt, Method
from app.bank.reading import read_statement
from app.bank.statement import StatementError
from app.counter.formatting import money_text
from app.domain.clock import service_now
from app.figures import date_text
from app.i18n import Catalogue
from app.journal import Journal
from app.journal.bank import BankRow, Imported, Outcome, Proof, Standing
from app.journal.store import DATABASE_NAME, reading, writing

BANK_DESK = Catalogue("BANK_DESK")

# Told (rows read, rows in the file) from the worker: the screen marshals it to its thread.
Progress = Callable[[int, int], None]


@dataclass(frozen=True, slots=True)
class InDoubt:
    """The payments questioned (resolved or not) and the credits that match no sale."""

    questioned: list[Proof]
    unmatched: list[BankRow]


def resolve_action() -> str:
    """A supervisor's resolution as the decision and the dialog name it."""
    return BANK_DESK.tr("Resolve a questioned payment")


def detail_missing() -> str:
    """What to type when a resolution has no reference or reason."""
    return BANK_DESK.tr("Type the other reference, or the reason.")


def doubt_text(proof: Proof) -> str:
    """Why a payment is questioned, as staff read it."""
    row = proof.row
    if proof.doubt is Doubt.AMOUNT_DIFFERS and row is not None:
        return BANK_DESK.tr("The statement shows {amount} for this reference on {day}.").format(
            amount=money_text(abs(row.amount)), day=date_text(row.on)
        )
    if proof.doubt is Doubt.OTHER_DAY and row is not None:
        return BANK_DESK.tr(
            "This reference is a credit of {day}, or proves another sale: reused?"
        ).format(day=date_text(row.on))
    if proof.method is Method.BY_HAND:
        return BANK_DESK.tr("Proved by hand.")
    return BANK_DESK.tr("No credit of the statements carries this reference.")


def outcome_text(outcome: Outcome | None) -> str:
    """A supervisor's resolution in words ('' when there is none yet)."""
    words = {
        Outcome.OTHER_REFERENCE: BANK_DESK.tr("Received under another reference"),
        Outcome.STILL_OWED: BANK_DESK.tr("Customer still owes it"),
        Outcome.WRITTEN_OFF: BANK_DESK.tr("Written off"),
    }
    return "" if outcome is None else words[outcome]


def imported_text(done: Imported) -> str:
    """What an import did, as staff read it (each unreadable row named after it)."""
    said = BANK_DESK.tr(
        "{layout}: {read} rows read, {new} new; {matched} payments proved by them."
    ).format(layout=done.layout, read=done.read, new=done.new, matched=done.matched)
    return " ".join([said, *(row.sentence() for row in done.unreadable)])


class StatementDesk:
    """Statements in, payments in doubt out, for the counter whose journal is ``journal``
    (``now``: the journal's clock)."""

    def __init__(self, journal: Journal, now: Callable[[], dt.datetime] = service_now) -> None:
        self.journal = journal
        self.now = now

    @property
    def database(self) -> Path:
        """The journal's file, which the workers open on connections of their own."""
        return self.journal.folder / DATABASE_NAME

    async def import_file(self, path: Path, progress: Progress | None = None) -> Imported:
        """Read ``path`` (by the saved column mapping when no known layout fits it) and keep and
        match its rows, all in a worker; ``StatementError`` (a sentence) when it is no
        statement, ``sqlite3.Error`` when the journal cannot take it."""
        mapping = self.journal.bank.mapping()

        def work() -> Imported:
            try:
                statement = read_statement(path, None, progress)
            except StatementError:
                if mapping is None:
                    raise
                statement = read_statement(path, mapping, progress)
            with writing(self.database, self.now) as journal:
                return journal.bank.import_statement(statement, path.name)

        return await asyncio.to_thread(work)

    async def in_doubt(self) -> InDoubt:
        """The questioned payments (unresolved first, then by time) and the credits of no
        sale, read in a worker."""

        def work() -> InDoubt:
            with reading(self.database, self.now) as journal:
                questioned = [p for p in journal.bank.proofs() if p.standing is Standing.QUESTIONED]
                unmatched = journal.bank.unmatched_credits()
            questioned.sort(key=lambda p: (p.outcome is not None, p.at))
            return InDoubt(questioned, unmatched)

        return await asyncio.to_thread(work)

    def resolve(self, proof: Proof, outcome: Outcome, detail: str, decision_id: int) -> None:
        """Record a supervisor's resolution of ``proof`` (``ValueError``, a sentence, when the
        detail is missing or the other reference is in no free row)."""
        try:
            self.journal.bank.resolve(proof.key, outcome, detail, decision_id)
        except ValueError:
            if not " ".join(detail.split()):
                raise ValueError(BANK_DESK.tr("Type the other reference, or the reason.")) from None
            raise ValueError(
                BANK_DESK.tr(
                    "No credit of the statements free to prove it carries {reference}."
                ).format(reference=" ".join(detail.split()))
            ) from None

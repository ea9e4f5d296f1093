"""The agency's statements at the counter, without a screen: a file read and matched by a
child process (its progress told as it goes; stopped, it keeps nothing), the payments in doubt,
the credits of no sale (a page at a time) and the shift's figures read in a worker, and a
supervisor's resolution written. The screen asks these and shows the
answers; a 50,000-row statement never holds the window."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import threading
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from enum import Enum
from pathlib import Path

from app.bank.account import BankAccount
from app.bank.deposits import Banking
from app.bank.layouts import Layout
from app.bank.matching import Doubt, Method
from app.bank.payouts import Payout
from app.bank.proofs import (
    IN_DOUBT,
    BankRow,
    Imported,
    Outcome,
    Proof,
    Unchecked,
    Verdict,
    judged,
    summed,
)
from app.bank.statement import Numbered, StatementRow
from app.counter.config.declared import Approve, approved, no_supervisor
from app.counter.config.permissions import (
    CASH_DEPOSIT_CONFIRMED,
    PAYMENT_RESOLVED,
    STATEMENT_ACCEPTED,
    STATEMENT_COLUMNS,
)
from app.counter.papers.formatting import money_text
from app.counter.services import bank_posting, bank_proving
from app.counter.services.statement_process import ImportAnswer, ImportProcess
from app.domain.clock import service_now
from app.figures import count_text, date_text
from app.i18n import Catalogue, Refused
from app.journal import Journal
from app.journal.bank_deposits import CashDeposit
from app.journal.store import DATABASE_NAME, reading, writing
from app.reports.drawer import DrawerFigures, x_report

BANK_DESK = Catalogue("BANK_DESK")
# The credits of no sale read at a time: a month's statement may hold ten thousand, and making
# them all into objects after an import held the interpreter lock from the UI thread.
CREDITS_PAGE = 200
log = logging.getLogger(__name__)

# Told (rows read, rows in the file) from the worker: the screen marshals it to its thread.
Progress = Callable[[int, int], None]
# Shares a statement's rows with the agency store (every counter's): how many were new there.
Share = Callable[[Sequence[StatementRow]], Awaitable[int]]
# The rows other counters shared since a mark of the store's, and the mark of the last of them.
Pull = Callable[[str | None], Awaitable[tuple[list[Numbered], str | None]]]
# What the agency day close says of this counter's payments of the days given, by their keys
# (``app.agency.bank.verdicts_of``).
Judge = Callable[[Sequence[dt.date]], Awaitable[dict[str, Verdict]]]


class Scope(Enum):
    """Whose word the tab's standings are: this counter's matching alone (no agency store), the
    agency day close's (the store answered), or this counter's while the store does not answer
    (they may change once it does)."""

    OWN = "own"
    AGENCY = "agency"
    UNANSWERED = "unanswered"


def unanswered_text() -> str:
    """What the tab says while the agency store does not answer."""
    return BANK_DESK.tr(
        "The agency store does not answer: these standings are this counter's own matching of "
        "its statements, and may change once the store answers and the day close sees every "
        "counter's payments."
    )


@dataclass(frozen=True, slots=True)
class InDoubt:
    """The payments questioned (resolved or not), the first page of the credits that match
    no sale (``more_credits``: more follow, which ``StatementService.more_credits`` reads), and
    the payment apps' payouts, and the statements awaiting a supervisor's acceptance."""

    questioned: list[Proof]
    unmatched: list[BankRow]
    more_credits: bool = False
    scope: Scope = Scope.OWN
    payouts: list[Payout] = field(default_factory=list)
    # The statements of no balance awaiting a supervisor's acceptance (``accept``).
    unchecked: list[Unchecked] = field(default_factory=list)


def _page(rows: list[BankRow]) -> tuple[list[BankRow], bool]:
    """A page read one row long: its rows, and whether more follow."""
    return rows[:CREDITS_PAGE], len(rows) > CREDITS_PAGE


def resolve_action() -> str:
    """A supervisor's resolution as the decision and the dialog name it."""
    return PAYMENT_RESOLVED.title_text()


def deposit_text(deposit: CashDeposit, banking: Banking) -> str:
    """A cash deposit and the close's banking it is confirmed as, as the supervisor reads it."""
    return BANK_DESK.tr(
        "Cash deposit of {amount} on {day}: the cash banked at the close of {closed}"
    ).format(
        amount=money_text(deposit.amount), day=date_text(deposit.on), closed=date_text(banking.on)
    )


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
    if proof.doubt is Doubt.CHARGED_BACK and row is not None:
        return BANK_DESK.tr(
            "Charged back: the bank took {amount} back on {day}; the payment is proved no more."
        ).format(amount=money_text(abs(row.amount)), day=date_text(row.on))
    if proof.doubt is Doubt.RETURNED and row is not None:
        return BANK_DESK.tr(
            "Returned: the bank sent {amount} of the refund back on {day}; the customer is "
            "owed it again."
        ).format(amount=money_text(abs(row.amount)), day=date_text(row.on))
    if proof.method is Method.BY_HAND:
        return BANK_DESK.tr("Proved by hand.")
    said = BANK_DESK.tr("Reference not on the statement.")
    return f"{said} {suggestion_text(proof)}" if proof.suggestion else said


def suggestion_text(proof: Proof) -> str:
    """The row suggested beside an unproved payment, with its payer, as staff read it ('' when
    none): never a proof, which a supervisor decides."""
    row = proof.suggestion
    if row is None:
        return ""
    words = BANK_DESK.tr(
        "A credit of {amount} on {day} from {payer} carries another reference, {reference}: "
        "a suggestion, not a proof. A supervisor decides."
    )
    if row.amount < 0:
        words = BANK_DESK.tr(
            "A debit of {amount} on {day} to {payer} carries another reference, {reference}: "
            "a suggestion, not a proof. A supervisor decides."
        )
    day = date_text(row.on) + (f" {row.at:%H:%M}" if row.at else "")
    said = words.format(
        amount=money_text(abs(row.amount)),
        day=day,
        payer=row.payer or "—",
        reference=row.shown_reference or "—",
    )
    if not proof.customer:
        return said
    # The payer beside the customer: another name is another customer's money.
    return (
        said
        + " "
        + BANK_DESK.tr("The sale's customer: {customer}.").format(customer=proof.customer)
    )


def outcome_text(outcome: Outcome | None) -> str:
    """A supervisor's resolution in words ('' when there is none yet)."""
    words = {
        Outcome.OTHER_REFERENCE: BANK_DESK.tr("Received under another reference"),
        Outcome.STILL_OWED: BANK_DESK.tr("Customer still owes it"),
        Outcome.WRITTEN_OFF: BANK_DESK.tr("Written off"),
        Outcome.EXCESS: BANK_DESK.tr("Paid over: the excess owed back to the customer"),
    }
    return "" if outcome is None else words[outcome]


def imported_text(done: Done) -> str:
    """What an import did, as staff read it (what was read, the account its statement names,
    each unreadable row, then what the agency store took)."""
    here = done.imported
    # A count each, for its plural (n: a plain name, as lupdate reads it); %n is filled in
    # with Indian grouping ("1,00,000 rows").
    rows, matched = here.read, here.matched
    read = BANK_DESK.tr("{layout}: %n row(s) read, {new} new.", "", rows).format(
        layout=here.layout, new=count_text(here.new)
    )
    proved = BANK_DESK.tr("%n payment(s) proved by them.", "", matched)
    parts = [read, unchecked_text() if here.unchecked else proved]
    if here.account:
        parts.append(
            BANK_DESK.tr("The statement of account {account}.").format(account=here.account)
        )
    parts += [row.sentence() for row in here.unreadable]
    if done.shared is not None:
        parts.append(
            BANK_DESK.tr("{count} new in the agency store, for every counter.").format(
                count=done.shared
            )
        )
    elif done.not_shared:
        parts.append(
            BANK_DESK.tr("Not shared with the agency store: {reason}").format(
                reason=done.not_shared
            )
        )
    return " ".join(parts)


def unchecked_text() -> str:
    """What an import of a statement of no balance says of it."""
    return BANK_DESK.tr(
        "This statement carries no balances, so its rows cannot be checked against each other; "
        "its payments are not proved until a supervisor accepts it."
    )


def awaiting_share_text() -> str:
    """Why a statement of no balance's rows are not shared with the agency store yet."""
    return BANK_DESK.tr("it awaits a supervisor's acceptance; its rows are shared once accepted.")


def awaiting_text(statement: Unchecked) -> str:
    """A statement of no balance as the tab shows it while it awaits acceptance."""
    # n: a plain name, as lupdate reads it; %n is filled in with Indian grouping.
    rows = statement.rows
    return BANK_DESK.tr(
        "The statement {file} ({account}, imported {day}, %n row(s)) is awaiting a "
        "supervisor's acceptance: it carries no balances, so its payments are not proved.",
        "",
        rows,
    ).format(**_named(statement))


def accept_said(statement: Unchecked) -> str:
    """The acceptance in words, shown with the supervisor's PIN and kept with the decision."""
    rows = statement.rows
    return BANK_DESK.tr(
        "{file} ({account}, imported {day}, %n row(s)) accepted as the bank's statement",
        "",
        rows,
    ).format(**_named(statement))


def _named(statement: Unchecked) -> dict[str, str]:
    """A statement of no balance's file, account and day of import, as its sentences name it."""
    return {
        "file": statement.file_name,
        "account": statement.account or "—",
        "day": date_text(statement.imported_at.date()),
    }


@dataclass(frozen=True, slots=True)
class Done:
    """What an import did here, and with the agency store: its rows new there (None: the
    counter has no agency store), or why they could not be shared ('')."""

    imported: Imported
    shared: int | None = None
    not_shared: str = ""


def _no_store() -> None:
    return None


def _no_input_credit() -> bool:
    """No credit of the tax on the payment apps' fees (an agency that has not said its scheme)."""
    return False


class StatementService:
    """Statements in, payments in doubt out, for the counter whose journal is ``journal``
    (``now``: the journal's clock); ``share``: how a statement's rows reach the agency store,
    where one import covers every counter (None: no agency store); ``pull``: how the rows other
    counters shared come here; ``judge``: how the agency day close's word on this counter's
    payments is read, which the tab's standings then say (two screens, one answer)."""

    def __init__(
        self,
        journal: Journal,
        now: Callable[[], dt.datetime] = service_now,
        share: Callable[[], Share | None] = _no_store,
        pull: Callable[[], Pull | None] = _no_store,
        judge: Callable[[], Judge | None] = _no_store,
        approve: Approve = no_supervisor,
        input_credit: Callable[[], bool] = _no_input_credit,
        accounts: Callable[[], Sequence[BankAccount]] = tuple,
    ) -> None:
        self.journal = journal
        self.input_credit = input_credit
        self.accounts = accounts
        self._approve = approve
        self.now = now
        self.share = share
        self.pull = pull
        self.judge = judge
        self._importing: list[ImportProcess] = []  # the child of the import under way

    @property
    def database(self) -> Path:
        """The journal's file, which the workers open on connections of their own."""
        return self.journal.folder / DATABASE_NAME

    async def import_file(
        self, path: Path, progress: Progress | None = None, account: str = ""
    ) -> Done:
        """Read ``path`` (by the saved column mapping when no known layout fits it) and keep and
        match its rows, all in a child process (``app.counter.services.statement_process``: in a
        worker thread its loops held the interpreter lock from the UI thread), then share them with
        the agency store, if any. ``StatementError`` (a sentence) when it is no statement,
        ``sqlite3.Error`` when the journal cannot take it, ``OSError`` (its sentence
        ``ImportProcessFailed``'s when the child ended without an answer, which kept nothing). A
        store that cannot take the rows leaves the import as done here (``Done.not_shared`` says
        why). Cancelled, the child is ended and nothing of the file is kept. The statement is read
        against the agency's declared accounts (``app.bank.accounts.against``): any, with none
        declared (``NoneDeclared``), or one of another account is refused (``OtherAccount``; a
        settlement report is of no account), one naming none raises ``AccountNeeded`` until
        ``account`` says which of them it is of. A statement of no balance is shared once a
        supervisor accepts it (``accept``), never before: until then it is the counter's word
        alone, which no other counter and no day close takes."""
        share = self.share()
        answer = await self._in_child(path, share is not None, progress, account)
        if share is None:
            return Done(answer.imported)
        if answer.imported.unchecked:
            return Done(answer.imported, not_shared=awaiting_share_text())
        if not answer.rows_whole:
            lost = BANK_DESK.tr("the import stopped before it passed on every row.")
            return Done(answer.imported, not_shared=lost)
        try:
            return Done(answer.imported, await share(answer.rows))
        except Exception as error:  # the store's own sentence (AgencyUnavailable) or a fault
            return Done(answer.imported, not_shared=str(error))

    async def _in_child(
        self, path: Path, share: bool, progress: Progress | None, account: str
    ) -> ImportAnswer:
        """The import done by its child process, awaited in a worker; the child is ended when
        the wait is cancelled (the app closing)."""
        stamp, stopped, credit = self.now(), threading.Event(), self.input_credit()
        accounts = tuple(self.accounts())

        def work() -> ImportAnswer:
            child = ImportProcess(self.database, path, stamp, share, credit, accounts, account)
            self._importing.append(child)
            try:
                if stopped.is_set():  # cancelled while it started
                    child.kill()
                return child.wait(progress)
            finally:
                self._importing.remove(child)

        try:
            return await asyncio.to_thread(work)
        except asyncio.CancelledError:
            stopped.set()
            self.stop_import()
            raise

    def stop_import(self) -> None:
        """End the import under way, if any: it keeps nothing, and ``import_file`` raises
        ``ImportStopped`` (an OSError, its sentence saying so)."""
        for child in list(self._importing):
            child.kill()

    async def _pull_shared(self) -> int:
        """Keep the rows other counters shared through the agency store since the last pull,
        and match this counter's payments to them (in a worker); how many were new here. A
        store that does not answer leaves the journal's own rows (the next pull brings them)."""
        pull = self.pull()
        if pull is None:
            return 0
        try:
            rows, until = await pull(self.journal.bank.pulled_until())
        except Exception as error:  # the store's own sentence (AgencyUnavailable) or a fault
            log.warning("Shared statement rows not read from the agency store: %s", error)
            return 0
        if not rows or until is None:
            return 0
        credit = self.input_credit()

        def work() -> int:
            with writing(self.database, self.now) as journal:
                new = journal.bank.keep_shared(rows, until).new
                bank_posting.post_brought(journal.bank, credit)
                return new

        return await asyncio.to_thread(work)

    async def save_mapping(self, layout: Layout, chosen: str) -> None:
        """Keep the owner's column mapping for files of no known layout (``chosen``: the columns
        as the supervisor is shown them), on a supervisor's decision (``NotApproved`` without)."""
        await approved(self._approve, STATEMENT_COLUMNS, chosen)
        self.journal.bank.save_mapping(layout)

    async def _verdicts(self, days: Iterable[dt.date]) -> tuple[dict[str, Verdict], Scope]:
        """The agency day close's word on this counter's payments of ``days`` (read on the
        agency store's own thread), and whose word the tab says: none but this counter's own
        without a store, or while it does not answer."""
        judge = self.judge()
        if judge is None:
            return {}, Scope.OWN
        try:
            return await judge(sorted(set(days))), Scope.AGENCY
        except Exception as error:  # the store's own sentence (AgencyUnavailable) or a fault
            log.warning("The agency day close's standings not read: %s", error)
            return {}, Scope.UNANSWERED

    async def in_doubt(self) -> InDoubt:
        """The questioned payments (unresolved first, then by time), the first page of the
        credits of no sale and the payment apps' payouts, read in a worker. With an agency store
        that answers, each payment of the days in question stands as the agency day close says
        (``judged``): a payment this counter proves may be another counter's credit, and one it
        questions may be proved by a row carrying its reference another counter shared."""

        await self._pull_shared()

        def work() -> tuple[InDoubt, set[dt.date]]:
            with reading(self.database, self.now) as journal:
                # And those a row took back: a row still matches them.
                unproved = journal.bank.proofs(unproved=True) + bank_proving.taken_back(
                    journal.bank
                )
                unmatched, more = _page(journal.bank.unmatched_credits(limit=CREDITS_PAGE + 1))
                payouts = journal.bank.payouts()
                unchecked = journal.bank.unchecked()
            days = {proof.at.date() for proof in unproved}
            found = InDoubt(_in_doubt(unproved), unmatched, more, payouts=payouts)
            return replace(found, unchecked=unchecked), days

        found, days = await asyncio.to_thread(work)
        days.add(self.now().date())
        verdicts, scope = await self._verdicts(days)
        if scope is not Scope.AGENCY:
            return replace(found, scope=scope)

        def judged() -> list[Proof]:
            # The day close's word on each payment of those days, this counter's on the rest.
            with reading(self.database, self.now) as journal:
                return [_said(p, verdicts) for p in journal.bank.proofs(days=sorted(days))]

        said = await asyncio.to_thread(judged)
        return replace(found, questioned=_in_doubt(said), scope=scope)

    async def shift_figures(self, shift_id: int) -> DrawerFigures:
        """The shift's X figures with their bank split, read in a worker (on the UI thread
        after an import, its 7 to 9 ms made the window miss a frame on a busy computer); with
        an agency store that answers, the split is the agency day close's word on the shift's
        payments (``in_doubt`` says when the store does not answer)."""

        judging = self.judge() is not None

        def work() -> tuple[DrawerFigures, list[Proof]]:
            with reading(self.database, self.now) as journal:
                figures = x_report(journal.till, shift_id)
                return figures, journal.bank.proofs(shift_id=shift_id) if judging else []

        figures, mine = await asyncio.to_thread(work)
        if not mine:
            return figures
        verdicts, scope = await self._verdicts(proof.at.date() for proof in mine)
        if scope is not Scope.AGENCY:
            return figures
        split = summed(_said(proof, verdicts) for proof in mine)
        return replace(figures, proof=split.totals, proof_refunds=split.refunds)

    async def more_credits(self, after: BankRow) -> tuple[list[BankRow], bool]:
        """The next page of the credits of no sale, those after ``after``, read in a worker,
        and whether more follow."""

        def work() -> tuple[list[BankRow], bool]:
            with reading(self.database, self.now) as journal:
                return _page(journal.bank.unmatched_credits(after, CREDITS_PAGE + 1))

        return await asyncio.to_thread(work)

    def resolution_problem(self, proof: Proof, outcome: Outcome, detail: str) -> str:
        """Why resolving ``proof`` as ``outcome`` with ``detail`` cannot be recorded, as staff
        read it ('' when it can): asked before a supervisor is, so that no decision is logged
        for a resolution that is not made. Received under another reference needs a free row
        carrying it for the payment's own amount: another amount proves nothing of it; under
        several references (a payment in two transfers), their rows must add up to it
        (``settlement_problem``). The customer's excess needs the bank to show more than the
        payment under its own reference, on a row free to prove it (``excess_problem``)."""
        said = " ".join(detail.split())
        if not said:
            return detail_missing()
        if outcome is Outcome.EXCESS:
            return excess_problem(proof)
        if outcome is not Outcome.OTHER_REFERENCE:
            return ""
        if len(references_in(said)) > 1:
            return self.settlement_problem([proof], said)
        rows = self.journal.bank.free_rows_carrying(said)
        if not rows:
            return _not_free(said)
        if all(row.amount != _signed(proof) for row in rows):
            return BANK_DESK.tr(
                "The statement's row carrying {reference} is for {amount}, not {expected}."
            ).format(
                reference=said,
                amount=money_text(abs(rows[0].amount)),
                expected=money_text(proof.amount),
            )
        return ""

    def _settling_rows(self, references: Sequence[str]) -> tuple[list[BankRow], str]:
        """The free row carrying each of ``references`` (each row once), or why one has none."""
        rows: list[BankRow] = []
        for reference in references:
            free = [
                row for row in self.journal.bank.free_rows_carrying(reference) if row not in rows
            ]
            if not free:
                return [], _not_free(reference)
            rows.append(free[0])
        return rows, ""

    def settlement_problem(self, proofs: Sequence[Proof], detail: str) -> str:
        """Why ``proofs`` (a payment, or a payout's several) cannot be settled by the rows
        carrying the references ``detail`` names, as staff read it ('' when they can): each
        reference on a free row, and the rows adding up to the payments to the paisa."""
        references = references_in(detail)
        if not references:
            return detail_missing()
        rows, problem = self._settling_rows(references)
        if problem:
            return problem
        received = sum((row.amount for row in rows), Decimal(0))
        owed = sum((_signed(proof) for proof in proofs), Decimal(0))
        if received != owed:
            return BANK_DESK.tr(
                "The rows carrying {references} add up to {amount}, not {expected}: a "
                "settlement must add up to the paisa."
            ).format(
                references=", ".join(references),
                amount=money_text(abs(received)),
                expected=money_text(abs(owed)),
            )
        return ""

    async def resolve(self, proof: Proof, outcome: Outcome, detail: str, said: str) -> int:
        """Record a supervisor's resolution of ``proof`` (``said``: it in words, shown with the
        PIN); the decision. Under several references it is a settlement (``settle``).
        ``Refused`` (a sentence) when ``resolution_problem`` has one, ``NotApproved`` when
        nobody approves: nothing is recorded either way."""
        if outcome is Outcome.OTHER_REFERENCE and len(references_in(detail)) > 1:
            return await self.settle([proof], detail, said)
        problem = self.resolution_problem(proof, outcome, detail)
        if problem:
            raise Refused(problem)
        decision_id = await approved(self._approve, PAYMENT_RESOLVED, said)
        # The customer's excess is the row the bank shows more on; any other, the payment's.
        shown = proof.row.amount if outcome is Outcome.EXCESS and proof.row else _signed(proof)
        bank_proving.resolve(self.journal.bank, proof.key, outcome, detail, decision_id, shown)
        return decision_id

    async def settle(self, proofs: Sequence[Proof], detail: str, said: str) -> int:
        """A supervisor's settlement: ``proofs`` (one payment in several transfers, or the
        several payments of one payout) received under the references ``detail`` names, whose
        rows add up to them to the paisa (``said``: it in words, shown with the PIN); the
        decision. ``Refused`` (a sentence) when ``settlement_problem`` has one,
        ``NotApproved`` when nobody approves: nothing is recorded either way."""
        problem = self.settlement_problem(proofs, detail)
        if problem:
            raise Refused(problem)
        rows, _problem = self._settling_rows(references_in(detail))
        decision_id = await approved(self._approve, PAYMENT_RESOLVED, said)
        bank_proving.settle(
            self.journal.bank,
            [(proof.key, _signed(proof)) for proof in proofs],
            [row.row_id for row in rows],
            " ".join(references_in(detail)),
            decision_id,
        )
        return decision_id

    async def confirm_deposit(self, deposit: CashDeposit, banking: Banking) -> int:
        """Keep a statement's cash deposit as the cash banked at a close, on a supervisor's
        decision (the deposit and the close's banking shown with the PIN); the decision.
        ``ValueError`` when the banking is not one of the deposit's amount and days,
        ``NotApproved`` when nobody approves: nothing is kept either way."""
        if banking not in deposit.candidates:
            raise ValueError(f"{banking.event_id} is no banking of the deposit {deposit.row_id}.")
        said = deposit_text(deposit, banking)
        decision_id = await approved(self._approve, CASH_DEPOSIT_CONFIRMED, said)
        self.journal.bank.confirm_deposit(deposit.row_id, banking.event_id, decision_id)
        return decision_id

    async def accept(self, statement: Unchecked) -> int:
        """A supervisor's acceptance of ``statement``, kept with no balance, as the bank's: its
        rows prove the payments they carry from now on (``accept_said`` shown with the PIN),
        and are shared with the agency store, if any, from then on (a store that cannot take
        them now is logged: the acceptance stands); the decision. ``NotApproved`` when nobody
        approves, ``ValueError`` when it awaits no acceptance: nothing is recorded either
        way."""
        if statement.import_id not in {u.import_id for u in self.journal.bank.unchecked()}:
            raise ValueError(f"The import {statement.import_id} awaits no acceptance.")
        decision_id = await approved(self._approve, STATEMENT_ACCEPTED, accept_said(statement))
        self.journal.bank.accept(statement.import_id, decision_id)
        share = self.share()
        if share is not None:
            try:
                await share(self.journal.bank.rows_of(statement.import_id))
            except Exception as error:  # the store's own sentence (AgencyUnavailable) or a fault
                log.warning("An accepted statement's rows not shared: %s", error)
        return decision_id


def excess_problem(proof: Proof) -> str:
    """Why ``proof`` cannot be accepted as paid with the customer's excess, as staff read it
    ('' when it can): a sale's payment whose reference the bank shows on a credit of more,
    free to prove it; the excess is then owed back to the customer."""
    row = proof.row
    if (
        proof.outgoing
        or proof.doubt is not Doubt.AMOUNT_DIFFERS
        or row is None
        or row.amount <= proof.amount
    ):
        return BANK_DESK.tr(
            "The statement shows no more than the payment under its reference: there is no "
            "excess to accept."
        )
    return ""


def references_in(detail: str) -> list[str]:
    """The references a supervisor typed (by spaces or commas), each once, in order."""
    found: list[str] = []
    for word in detail.replace(",", " ").split():
        if word not in found:
            found.append(word)
    return found


def _not_free(reference: str) -> str:
    return BANK_DESK.tr("No credit of the statements free to prove it carries {reference}.").format(
        reference=reference
    )


def _in_doubt(proofs: Iterable[Proof]) -> list[Proof]:
    """The payments of ``proofs`` a supervisor may resolve or has: unresolved first, then by
    the time they were taken."""
    found = [proof for proof in proofs if proof.standing in IN_DOUBT]
    found.sort(key=lambda p: (p.outcome is not None, p.at))
    return found


def _said(proof: Proof, verdicts: dict[str, Verdict]) -> Proof:
    """``proof`` as the agency day close judges it, when it does (a payment it has not
    received yet keeps this counter's word)."""
    verdict = verdicts.get(proof.key)
    return proof if verdict is None else judged(proof, verdict)


def _signed(proof: Proof) -> Decimal:
    """``proof``'s amount as the statement shows it: a refund's negative."""
    return -proof.amount if proof.outgoing else proof.amount

"""A statement read, kept and matched by a child process: this program again with a hidden flag
(``counterdesk --statement-import-child``), so that its Python loops (the file's rows, the
journal's cursors, the matching's sets) never hold the interpreter lock from the app's UI
thread, which a worker thread's did for 60 to 114 ms at a time (tests/perf/README.md).

The app writes the request as one JSON line (the journal's path, the file's, the moment that
stamps the import, the screens' language and digits, whether the rows are to be shared with
the agency store, the agency's declared bank accounts and the one chosen for a statement that
names none); the child reads the saved column mapping itself, reads the file (refusing a
statement of another account, or any while none is declared; asking for one naming none),
keeps and matches its rows in one transaction of the journal, and answers a line at a time:
``{"progress": [done, total]}`` as it reads, then ``{"imported": {...}}`` or ``{"error": {...}}``
(a sentence in the screens' language, translated there, or an OSError or SQLite error), then,
when asked, the rows a thousand a line for the agency store, ``{"rows": [...]}``. The request
carries a token the child keeps with its import: a child that ends without an answer is told by
what the journal holds under it (its one transaction committed whole, or not at all), never by
how the child ended.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import os
import sqlite3
import sys
import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import IO, Any, TextIO

from app import i18n, relaunch
from app.bank.account import BankAccount
from app.bank.accounts import AccountNeeded, ManyAccounts, NoneDeclared, OtherAccount, against
from app.bank.heading import not_after
from app.bank.layouts import Layout
from app.bank.limits import Limit, OverLimit
from app.bank.proofs import Imported
from app.bank.reading import read_statement
from app.bank.running import BalanceBroken
from app.bank.statement import Statement, StatementError, StatementRow, Unreadable
from app.bank.table import Progress
from app.counter.config import catalogues
from app.counter.services.bank_posting import post_brought
from app.i18n import Catalogue, Said
from app.journal.store import reading, writing

STATEMENT_IMPORT_FLAG = "--statement-import-child"
STATEMENT_CHILD = Catalogue("STATEMENT_CHILD")
# Below the app's own priority: on a busy computer the UI thread gets a core before the import.
NICER = 10
ROWS_A_LINE = 1000
# The account refusals by the word the child tells them with, most particular first: the app
# raises each again as itself (the bank tab keeps the file of one it may import again).
ACCOUNT_REFUSALS: dict[str, type[StatementError]] = {
    "none": NoneDeclared,
    "many": ManyAccounts,
    "other": OtherAccount,
    "needed": AccountNeeded,
}
# Installs the screens' language in the child: (language code, own digits chosen).
Speak = Callable[[str, bool], None]


class ImportProcessFailed(ChildProcessError, Said):
    """The import's process ended without an answer (killed, or failed in its own start):
    ``str()`` is the sentence for staff; ``code`` and ``said`` (its stderr's end) are for
    the log."""

    def __init__(self, code: int, said: str) -> None:
        super().__init__(self.sentence(code))
        self.code = code
        self.said = said

    def sentence(self, code: int) -> str:
        """What staff read."""
        return STATEMENT_CHILD.tr(
            "its reading stopped before the end (exit code {code}), and nothing of it was kept."
        ).format(code=code)


class ImportStopped(ImportProcessFailed):
    """The import's process was ended by the app (staff stopped it): nothing of it was kept."""

    def sentence(self, code: int) -> str:
        """What staff read."""
        return STATEMENT_CHILD.tr("it was stopped, and nothing of it was kept.")


@dataclass(slots=True)
class ImportAnswer:
    """What the child did: the import, and the statement's rows when they were asked for
    (``rows_whole``: all of them arrived); ``ended_early``: the child ended before it answered,
    and the import is what the journal holds of it."""

    imported: Imported
    rows: list[StatementRow] = field(default_factory=list)
    rows_whole: bool = True
    ended_early: bool = False


def child_command() -> list[str]:
    """This executable again, with the hidden flag."""
    return relaunch.child_command(STATEMENT_IMPORT_FLAG)


class ImportProcess:
    """One import in its child process, started when constructed; ``wait`` reads its answer
    (blocking: call it in a worker), ``kill`` ends it early (nothing of it is kept then)."""

    def __init__(
        self,
        database: Path,
        path: Path,
        stamp: dt.datetime,
        share: bool = False,
        input_credit: bool = False,
        accounts: Sequence[BankAccount] = (),
        account: str = "",
    ) -> None:
        self._stopped = False
        self._database, self._stamp = database, stamp
        self._token = uuid.uuid4().hex
        self._child = relaunch.ChildJob(
            child_command(),
            {
                "database": str(database),
                "path": str(path),
                "stamp": stamp.isoformat(),
                "language": i18n.language(),
                "own_digits": i18n.own_digits(),
                "share": share,
                "token": self._token,
                "input_credit": input_credit,
                "accounts": [[a.number, a.ifsc, a.name] for a in accounts],
                "account": account,
            },
        )

    def wait(self, progress: Progress | None = None) -> ImportAnswer:
        """What the child kept and matched (``progress`` told as it reads); its sentence
        raised again as ``StatementError``, its OSError or SQLite error as it was raised
        there. A child that ended without an answer is told by the journal: what its import
        kept there when its transaction committed (``ImportAnswer.ended_early``), else
        ``ImportProcessFailed`` (``ImportStopped`` when stopped), which kept nothing."""
        answer: ImportAnswer | None = None
        error: dict[str, Any] | None = None
        for message in self._child.messages():
            if "progress" in message and progress is not None:
                done, total = message["progress"]
                progress(int(done), int(total))
            elif "imported" in message:
                answer = ImportAnswer(_imported_from(message["imported"]))
            elif "rows" in message and answer is not None:
                answer.rows.extend(_row_from(cells) for cells in message["rows"])
            elif "error" in message:
                error = message["error"]
        code, said = self._child.ended()
        if answer is not None:
            answer.rows_whole = code == 0 and len(answer.rows) == answer.imported.read
            return answer
        if error is not None and error.get("kind") == "statement":
            said_of = str(error.get("account", ""))
            refused = ACCOUNT_REFUSALS.get(said_of)
            if refused is not None:
                raise refused(str(error.get("text", "")))
            if error.get("limit"):
                raise OverLimit(Limit(error["limit"]), "", said=str(error["text"]))
            if error.get("broken"):
                raise BalanceBroken(int(error["broken"]), str(error.get("text", "")))
            raise StatementError(str(error.get("text", "")))
        if error is not None:
            raise relaunch.raised_again(error)
        with reading(self._database, lambda: self._stamp) as journal:
            kept = journal.bank.imported(self._token)
        if kept is not None:
            return ImportAnswer(kept, rows_whole=False, ended_early=True)
        raise (ImportStopped if self._stopped else ImportProcessFailed)(code, said)

    def kill(self) -> None:
        """End the child now (``wait`` raises ``ImportStopped`` unless it had answered)."""
        self._stopped = True
        self._child.kill()


def _imported_to(imported: Imported) -> dict[str, Any]:
    return {
        "import_id": imported.import_id,
        "layout": imported.layout,
        "read": imported.read,
        "new": imported.new,
        "unreadable": [[u.line, u.reason] for u in imported.unreadable],
        "matched": imported.matched,
        "account": imported.account,
        "unchecked": imported.unchecked,
    }


def _imported_from(told: dict[str, Any]) -> Imported:
    return Imported(
        int(told["import_id"]),
        str(told["layout"]),
        int(told["read"]),
        int(told["new"]),
        tuple(Unreadable(int(line), str(reason)) for line, reason in told["unreadable"]),
        int(told["matched"]),
        str(told["account"]),
        bool(told["unchecked"]),
    )


def _row_to(row: StatementRow) -> list[Any]:
    return [
        row.line,
        row.on.isoformat(),
        str(row.amount),
        row.narration,
        list(row.references),
        None if row.balance is None else str(row.balance),
        row.payer,
        None if row.at is None else row.at.isoformat(),
        row.payout,
        None if row.settled is None else str(row.settled),
        row.account,
        row.card,
    ]


def _row_from(cells: list[Any]) -> StatementRow:
    line, on, amount, narration, references, balance, payer, at, payout, settled, account, card = (
        cells
    )
    return StatementRow(
        int(line),
        dt.date.fromisoformat(on),
        Decimal(amount),
        str(narration),
        tuple(str(reference) for reference in references),
        None if balance is None else Decimal(balance),
        str(payer),
        None if at is None else dt.time.fromisoformat(at),
        str(payout),
        None if settled is None else Decimal(settled),
        str(account),
        card=bool(card),
    )


# --- the child's side -----------------------------------------------------------------------


def _read(path: Path, mappings: list[Layout], progress: Progress) -> Statement:
    """The file by a known layout, else by the owner's saved mapping its header shows."""
    try:
        return read_statement(path, (), progress)
    except (OverLimit, BalanceBroken, OtherAccount):
        # No mapping reads a file over a limit, mends a broken running balance or makes one
        # account's rows of a file of two.
        raise
    except StatementError:
        if not mappings:
            raise
        return read_statement(path, mappings, progress)


def _chunks(rows: list[StatementRow]) -> Iterator[list[list[Any]]]:
    for start in range(0, len(rows), ROWS_A_LINE):
        yield [_row_to(row) for row in rows[start : start + ROWS_A_LINE]]


def serve_import(stdin: IO[bytes], stdout: TextIO, speak: Speak) -> int:
    """Read the request on ``stdin``, import the statement, answer on ``stdout``; the exit
    code (``counterdesk --statement-import-child``). ``speak`` installs the screens' language,
    so that its sentences reach staff as the app would have written them."""

    def say(message: dict[str, Any]) -> None:
        stdout.write(json.dumps(message) + "\n")
        stdout.flush()

    def told(done: int, total: int) -> None:
        say({"progress": [done, total]})

    asked = json.loads(stdin.readline())
    speak(str(asked["language"]), bool(asked["own_digits"]))
    database, path = Path(asked["database"]), Path(asked["path"])
    stamp = dt.datetime.fromisoformat(asked["stamp"])
    try:
        with writing(database, lambda: stamp) as journal:
            mappings = journal.bank.mappings()
        accounts = [BankAccount(*map(str, told_account)) for told_account in asked["accounts"]]
        read = against(_read(path, mappings, told), accounts, str(asked["account"]))
        # No bank enters a row on a day to come: named, and not kept (issue 94).
        statement = not_after(read, stamp.date())
        with writing(database, lambda: stamp) as journal:
            imported = journal.bank.import_statement(statement, path.name, str(asked["token"]))
            # A payout whose credit and report are now both in is posted in the books, and
            # so is each charge of the bank the statement brought.
            post_brought(journal.bank, bool(asked.get("input_credit")))
    except StatementError as exc:
        limit = exc.limit.value if isinstance(exc, OverLimit) else ""
        account = next((w for w, kind in ACCOUNT_REFUSALS.items() if isinstance(exc, kind)), "")
        broken = exc.line if isinstance(exc, BalanceBroken) else 0
        said = {
            "kind": "statement",
            "text": str(exc),
            "limit": limit,
            "account": account,
            "broken": broken,
        }
        say({"error": said})
        return 0
    except (OSError, sqlite3.Error) as exc:
        say({"error": relaunch.error_of(exc)})
        return 0
    say({"imported": _imported_to(imported)})
    if asked["share"]:
        for chunk in _chunks(statement.rows):
            say({"rows": chunk})
    return 0


def main() -> int:
    """The child's entry (``app.cli`` with the hidden flag), below the app's priority; its
    sentences in the screens' language read from the compiled catalogues without Qt, so that
    neither PySide6 nor the screens' modules load in it (issue 94)."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):  # (not allowed: it only takes longer to get a core)
            os.nice(NICER)
    return serve_import(sys.stdin.buffer, sys.stdout, catalogues.install)

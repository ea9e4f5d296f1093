"""Opening the journal at start-up, whatever state the last run or the disk left it in.

- Damaged (random bytes, scrambled pages): the file is set aside under a name with the time,
  what SQLite can still read goes into a new journal, and a ``Recovery`` says what.
- Locked by another program: ``JournalUnusable`` (the app says so and does not start).
- Not writable (read-only folder, full disk, write errors): opened read-only with its
  ``WriteFault``; no request can be added, so nothing can be sold.
"""

from __future__ import annotations

import datetime as dt
import errno
import logging
import shutil
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from app import file_moves
from app.domain.clock import service_now
from app.figures import stamp_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue, Said
from app.journal.faults import (
    SQLITE_BUSY,
    SQLITE_CANTOPEN,
    SQLITE_CORRUPT,
    SQLITE_FULL,
    SQLITE_IOERR,
    SQLITE_LOCKED,
    SQLITE_NOTADB,
    SQLITE_READONLY,
    primary_code,
)
from app.journal.salvage import (
    COPY_NAME,
    RECEIPT_TABLES,
    Salvaged,
    Worst,
    assume_the_worst,
    salvage,
)
from app.journal.schema import connect, connect_read_only, upgrade
from app.journal.sealed import Sealer
from app.journal.store import DATABASE_NAME, Journal
from app.records.faults import WriteFault

JOURNAL_OPENING = Catalogue("JOURNAL_OPENING")

# The journal's tables as staff know what they hold (a table not named here is named as it is).
TABLE_WORDS = {
    "requests": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "sales and cancellations sent"),
    "bookings": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "the history's bookings"),
    "sends": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "which requests had left this computer"),
    "till_sales": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "the till's sales"),
    "till_tenders": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "the payments taken"),
    "shifts": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "the shifts"),
    "receipt_series": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "the receipt numbers"),
    "z_reports": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "the Z reports"),
    "z_reasons": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "why the drawers were off at the Z reports"),
    "customer_refunds": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "the customer refunds"),
    "refunds_due": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "the refunds owed"),
    "supervisor_pin": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "the supervisor PIN"),
    "supervisor_decisions": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "the supervisors' decisions"),
    "tax_documents": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "the tax invoices and credit notes"),
    "einvoice_irns": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "the e-invoices' IRNs"),
    "einvoice_cancels": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "the IRN cancellations"),
    "outbox": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "the records for the agency store"),
    "drafts": QT_TRANSLATE_NOOP("JOURNAL_OPENING", "the sale kept from last time"),
}


def _in_words(table: str) -> str:
    """What ``table`` holds, in staff's words."""
    words = TABLE_WORDS.get(table)
    return table if words is None else JOURNAL_OPENING.known(words)


log = logging.getLogger(__name__)

Connector = Callable[[Path], sqlite3.Connection]
# Less free space than this, and a write error is taken for a full disk.
NEARLY_FULL_BYTES = 1 << 20
# The side files SQLite keeps next to a journal in WAL mode: they go wherever it goes.
SIDE_SUFFIXES = ("-wal", "-shm")


class JournalUnusable(Said):
    """The app cannot run on this journal; the message is the sentence staff read."""


NOTHING_ASSUMED = Worst(0, None)


@dataclass(frozen=True, slots=True)
class Recovery:
    """A damaged journal was set aside as ``aside``; ``salvaged`` is what the new one holds of
    it, ``from_copy`` what the rolling copy (taken at ``copied_at``) added, ``worst`` what was
    assumed where neither could tell."""

    aside: Path
    salvaged: Salvaged
    from_copy: Salvaged | None = None
    copied_at: dt.datetime | None = None
    worst: Worst = NOTHING_ASSUMED

    def text(self) -> str:
        """What staff read at start-up: what was recovered, from where, and what was not, one
        paragraph each."""
        return "\n\n".join(sentence for sentence in self._sentences() if sentence)

    def _sentences(self) -> list[str]:
        kept = self.salvaged
        copied = self.from_copy.rows if self.from_copy is not None else 0
        if kept.pending + kept.settled + kept.bookings + kept.rows + copied == 0:
            return [
                JOURNAL_OPENING.tr(
                    "The journal on this computer was damaged. It was set aside as {aside} (keep "
                    "that file for your support contact) and a new journal was started. Nothing "
                    "in it could be read, so the new journal starts empty."
                ).format(aside=self.aside)
            ]
        # Three counts in one sentence: a plural form could follow only one of them.
        said = [
            JOURNAL_OPENING.tr(
                "The journal on this computer was damaged. It was set aside as {aside} (keep "
                "that file for your support contact) and a new journal was started. The new "
                "journal holds what could still be read: {pending} unanswered sale or "
                "cancellation requests, {settled} settled requests and {bookings} bookings of "
                "the history. The unanswered ones keep their request ids, so none of them can "
                "be charged twice."
            ).format(
                aside=self.aside,
                pending=kept.pending,
                settled=kept.settled,
                bookings=kept.bookings,
            )
        ]
        if self.from_copy is not None and self.copied_at is not None:
            said.append(
                JOURNAL_OPENING.tr(
                    "What the damaged file lost was taken from the journal's copy of {time} "
                    "({rows} records)."
                ).format(time=stamp_text(self.copied_at), rows=copied)
            )
        lost = [t for t in kept.damaged if self.from_copy is None or t in self.from_copy.damaged]
        if kept.damaged:
            tables = ", ".join(_in_words(table) for table in lost or kept.damaged)
            said.append(
                JOURNAL_OPENING.tr(
                    "Not everything could be read of: {tables}. Records made after the copy may "
                    "be missing; check the day's sales with the service's History."
                ).format(tables=tables)
                if self.from_copy is not None
                else JOURNAL_OPENING.tr(
                    "Not everything could be read of: {tables}, and there was no copy to take "
                    "them from. Some records may be missing; check the day's sales with the "
                    "service's History."
                ).format(tables=tables)
            )
        if self.worst.marked:
            said.append(
                JOURNAL_OPENING.tr(
                    "{count} unanswered requests may have been sent: the app asks the service "
                    "about them and never sends them as new."
                ).format(count=self.worst.marked)
            )
        if self.worst.prefix is not None:
            said.append(
                JOURNAL_OPENING.tr(
                    "Not every receipt number could be read, so new receipts start a new series "
                    "marked {prefix}: no number is printed twice."
                ).format(prefix=self.worst.prefix)
            )
        return said


@dataclass(frozen=True, slots=True)
class OpenedJournal:
    """The journal the app runs on, and the recovery done to open it (if any)."""

    journal: Journal
    recovery: Recovery | None = None


def open_journal(
    folder: Path,
    *,
    connect: Connector = connect,
    now: Callable[[], dt.datetime] = service_now,
    sealer: Sealer | None = None,
) -> OpenedJournal:
    """Open the journal in ``folder`` (the caller holds its lock:
    ``app.counter.journal_access.journal_lock``).

    ``connect`` opens the database file (tests give one that injects faults); ``sealer`` seals
    what waits on disk (the keyring's key).
    """
    path = folder / DATABASE_NAME
    damage = _damage(path)
    if damage is not None:
        log.error("The journal %s is damaged: %s", path, damage)
        return _recover(folder, connect, now, sealer)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        conn = connect(path)
    except sqlite3.Error as error:
        code = primary_code(error)
        if code in (SQLITE_CORRUPT, SQLITE_NOTADB):
            log.error("The journal %s is damaged: %s", path, error)
            return _recover(folder, connect, now, sealer)
        if code in (SQLITE_BUSY, SQLITE_LOCKED):
            raise JournalUnusable(
                JOURNAL_OPENING.tr(
                    "Counterdesk cannot open its journal ({path}): another program is using it. "
                    "Close that program (or restart the computer), then start Counterdesk again."
                ).format(path=path)
            ) from error
        return OpenedJournal(_read_only(folder, _fault_of(error, code, folder), error, sealer))
    except OSError as error:
        full = error.errno == errno.ENOSPC
        return OpenedJournal(
            _read_only(
                folder, WriteFault.DISK_FULL if full else WriteFault.READ_ONLY, error, sealer
            )
        )
    return OpenedJournal(Journal(folder, conn=conn, sealer=sealer))


def _read_only_uri(path: Path, query: str) -> str:
    return f"{path.absolute().as_uri()}?{query}"


def _damage(path: Path) -> str | None:
    """What SQLite's check finds wrong with the journal file (None: nothing, or no file).

    The check reads every page, so a scrambled one is found now rather than in the middle of a
    sale. It reads through a read-only connection: a writing one would tidy the write-ahead log
    away on closing, and a damaged journal must be set aside exactly as it was found.
    """
    if not path.exists():
        return None
    try:
        conn = sqlite3.connect(_read_only_uri(path, "mode=ro"), uri=True)
    except sqlite3.Error:
        return None  # the opening proper will say why
    try:
        problems = [row[0] for row in conn.execute("PRAGMA quick_check")]
    except sqlite3.DatabaseError as error:
        return str(error) if primary_code(error) in (SQLITE_CORRUPT, SQLITE_NOTADB) else None
    finally:
        conn.close()
    return None if problems == ["ok"] else "; ".join(problems[:3])


def _fault_of(error: sqlite3.Error, code: int, folder: Path) -> WriteFault:
    if code == SQLITE_FULL or _nearly_full(folder):
        return WriteFault.DISK_FULL
    if code in (SQLITE_READONLY, SQLITE_CANTOPEN):
        return WriteFault.READ_ONLY
    if code == SQLITE_IOERR:
        return WriteFault.DISK_ERROR
    raise error


def _nearly_full(folder: Path) -> bool:
    try:
        return shutil.disk_usage(folder).free < NEARLY_FULL_BYTES
    except OSError:
        return False


def _read_only(
    folder: Path, fault: WriteFault, error: BaseException, sealer: Sealer | None
) -> Journal:
    """The journal opened for reading only, or an empty one when it cannot even be read."""
    log.error("The journal in %s cannot be written (%s): running read-only", folder, error)
    try:
        conn = connect_read_only(folder / DATABASE_NAME)
    except sqlite3.Error as unreadable:
        log.warning("The journal cannot be read either (%s)", unreadable)
    else:
        return Journal(folder, conn=conn, read_only=fault, sealer=sealer)
    log.error("Running on an empty journal in memory")
    memory = sqlite3.connect(":memory:")
    memory.row_factory = sqlite3.Row
    upgrade(memory)
    return Journal(folder, conn=memory, read_only=fault, sealer=sealer)


def _recover(
    folder: Path, connect: Connector, now: Callable[[], dt.datetime], sealer: Sealer | None
) -> OpenedJournal:
    """Set the damaged journal aside, start a new one and carry over what can be read."""
    path = folder / DATABASE_NAME
    try:
        aside = _set_aside(path, now())
    except OSError as error:
        raise JournalUnusable(
            JOURNAL_OPENING.tr(
                "The journal on this computer ({path}) is damaged and cannot be moved aside "
                "({problem}). Tell your support contact; do not delete the file."
            ).format(path=path, problem=error.strerror)
        ) from error
    log.error("The damaged journal was set aside as %s", aside)
    conn = connect(path)
    salvaged = salvage(aside, conn)
    copy = folder / COPY_NAME
    from_copy, copied_at = None, None
    if copy.exists():
        copied_at = dt.datetime.fromtimestamp(copy.stat().st_mtime).astimezone()
        from_copy = salvage(copy, conn)
    # Sent marks are known only when the damaged file gave every one of them.
    lost = set(salvaged.damaged)
    worst = assume_the_worst(
        conn,
        "sends" not in lost,
        not lost.intersection(RECEIPT_TABLES),
        now(),
        salvaged.last_seq,
    )
    recovery = Recovery(aside, salvaged, from_copy, copied_at, worst)
    log.warning("%s", recovery.text())
    return OpenedJournal(Journal(folder, conn=conn, sealer=sealer), recovery)


def _set_aside(path: Path, moment: dt.datetime) -> Path:
    """Rename the journal and its side files to a free name that carries ``moment``."""
    stamp = moment.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}-damaged-{stamp}{path.suffix}")
    number = 1
    while any(aside.with_name(aside.name + s).exists() for s in ("", *SIDE_SUFFIXES)):
        number += 1
        aside = path.with_name(f"{path.stem}-damaged-{stamp}-{number}{path.suffix}")
    file_moves.rename(path, aside)
    for suffix in SIDE_SUFFIXES:
        side = path.with_name(path.name + suffix)
        if side.exists():
            file_moves.rename(side, aside.with_name(aside.name + suffix))
    return aside

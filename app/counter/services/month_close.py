"""A month's close at this counter, without Qt: what the bank's statements do not explain for
it, the close on a supervisor's PIN with that accepted, the owner's re-opening with a reason,
the month's state, and its exports made again (docs/decisions/month-lock.md). The gate is asked
here and refused here (``NotApproved``); the shift report's month view only shows and asks."""

from __future__ import annotations

import asyncio
import datetime as dt
import sqlite3
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from app import i18n
from app.counter.config.declared import Reader, approved
from app.counter.config.permissions import CLOSE_MONTH, REOPEN_MONTH
from app.counter.config.settings import Settings
from app.domain.clock import service_now
from app.figures import amount_text, date_text
from app.i18n import Catalogue
from app.journal.month_close import MonthAct, last_day, month_of, month_words
from app.journal.schema import connect_read_only

# The exports' own modules (openpyxl's among them) are imported when a month is closed or its
# exports made (gst_export's rule), not with the shift report.
if TYPE_CHECKING:
    from app.journal.month_exports import ExportSettings, MonthStamp, Render

MONTH_CLOSE_SERVICE = Catalogue("MONTH_CLOSE_SERVICE")


def export_settings(settings: Settings) -> ExportSettings:
    """What of ``settings`` a month's exports read: the language they are made in, the agency's
    GSTIN and legal name, and the Tally ledgers' names."""
    from app.journal.month_exports import ExportSettings

    registration = settings.registration
    return ExportSettings(
        i18n.language(), registration.gstin, registration.legal_name, settings.tally_ledgers
    )


def trial_balance_csv_of(
    counter: str,
    conn: sqlite3.Connection,
    month: str,
    settings: ExportSettings,
    _stamp: MonthStamp,
) -> bytes:
    """The month's trial balance of ``counter``'s books as CSV in the settings' language (its
    re-openings and corrections of closed months in it: the books' reader reads them)."""
    from app.books.trial_balance import counter_trial_balance
    from app.journal.month_close import first_day
    from app.reports.trial_balance import trial_balance_csv

    balance = counter_trial_balance(conn, counter, first_day(month))
    with i18n.in_language(settings.language):
        return trial_balance_csv(balance)


def month_renders(counter: str) -> dict[str, Render]:
    """The month's exports a close hashes: the journal's own and the trial balance of
    ``counter``'s books (``app.journal`` may not read ``app.books``)."""
    from app.journal.month_exports import MONTH_EXPORTS

    return {**MONTH_EXPORTS, "trial_balance.csv": partial(trial_balance_csv_of, counter)}


def _statements_reach(conn: sqlite3.Connection) -> dict[str, dt.date]:
    rows = conn.execute("SELECT account, MAX(last_day) FROM bank_imports GROUP BY account")
    return {str(account or ""): dt.date.fromisoformat(day) for account, day in rows}


def unexplained_of(database: Path, month: str) -> list[str]:
    """What the bank's statements leave unexplained at ``month``'s end, a sentence each: an
    account whose statements do not reach it, and each account's reconciliation at its latest
    statement that does not close (lines the books do not hold, what nothing explains). None
    for a counter that keeps no statement."""
    from app.journal.bank_vouchers import reconciliations

    end = last_day(month)
    with closing(connect_read_only(database)) as conn:
        reach = _statements_reach(conn)
        found = [
            MONTH_CLOSE_SERVICE.tr("Account {account}: no statement reaches {day}.").format(
                account=account or "-", day=date_text(end)
            )
            for account, day in sorted(reach.items())
            if day < end
        ]
        for kept in reconciliations(conn):
            account = kept.account or "-"
            lines = kept.not_in_books_count
            if lines:
                found.append(
                    MONTH_CLOSE_SERVICE.tr(
                        "Account {account}: %n statement line(s) the books do not hold ({amount}).",
                        "",
                        lines,
                    ).format(account=account, amount=amount_text(kept.not_in_books_total))
                )
            if kept.gap:
                found.append(
                    MONTH_CLOSE_SERVICE.tr(
                        "Account {account}: {amount} that nothing explains at {day}."
                    ).format(
                        account=account,
                        amount=amount_text(kept.gap),
                        day=date_text(kept.closing_day),
                    )
                )
    return found


@dataclass(frozen=True, slots=True)
class MonthState:
    """A month's closes and re-openings, latest last."""

    month: str
    acts: tuple[MonthAct, ...]

    @property
    def closed(self) -> bool:
        """Whether the month is closed now."""
        return bool(self.acts) and self.acts[-1].closes

    def text(self) -> str:
        """The month's state as the month view says it."""
        if not self.acts:
            return MONTH_CLOSE_SERVICE.tr("Open")
        act = self.acts[-1]
        day = date_text(act.acted_at.date())
        if act.closes:
            return MONTH_CLOSE_SERVICE.tr("Closed on {day} by {name}").format(
                day=day, name=act.acted_by
            )
        return MONTH_CLOSE_SERVICE.tr("Re-opened on {day} by {name}: {reason}").format(
            day=day, name=act.acted_by, reason=act.reason
        )


class MonthCloseService:
    """The months of the journal's file ``database``: closed on a supervisor's PIN and name,
    re-opened on the owner's with a reason (each asked of ``reader``; ``NotApproved`` without),
    their exports made with the settings given, at the service's time ``now``."""

    def __init__(
        self,
        database: Path,
        reader: Reader,
        now: Callable[[], dt.datetime] = service_now,
    ) -> None:
        self.database = database
        self._reader = reader
        self._now = now

    @staticmethod
    def month_of(day: dt.date) -> str:
        """``day``'s month as the journal names it (``2027-01``)."""
        return month_of(day)

    def ended(self, month: str) -> bool:
        """Whether ``month`` has ended (only then can it be closed)."""
        return last_day(month) < self._now().date()

    async def state(self, month: str) -> MonthState:
        """``month``'s closes and re-openings."""
        from app.journal.month_closing import month_acts

        acts = await asyncio.to_thread(month_acts, self.database, month)
        return MonthState(month, tuple(acts))

    async def unexplained(self, month: str) -> list[str]:
        """What the statements leave unexplained at ``month``'s end, to be accepted to close."""
        return await asyncio.to_thread(unexplained_of, self.database, month)

    async def close(self, month: str, accepted: list[str], settings: Settings) -> MonthAct:
        """Close ``month`` once a supervisor gives their name and PIN, ``accepted`` (what is not
        explained, as shown) kept with it and its exports' digests made with ``settings``;
        ``MonthRefused`` when it has not ended or is closed."""
        detail = "\n".join(
            [
                MONTH_CLOSE_SERVICE.tr(
                    "Nothing dated in {month} changes after its close: what comes later for "
                    "it is posted in the first open month."
                ).format(month=month_words(month)),
                *(
                    [MONTH_CLOSE_SERVICE.tr("Not explained, accepted with the close:"), *accepted]
                    if accepted
                    else [MONTH_CLOSE_SERVICE.tr("The statements explain the month.")]
                ),
            ]
        )
        from app.journal.month_closing import close_month

        who = await approved(self._reader, CLOSE_MONTH, detail)
        made = export_settings(settings)
        return await asyncio.to_thread(
            close_month,
            self.database,
            month,
            self._now(),
            who.name,
            accepted,
            made,
            who.why,
            month_renders(settings.counter_code),
        )

    async def reopen(self, month: str) -> MonthAct:
        """Re-open the closed ``month`` on the owner's PIN and reason, which every export of
        it made after says (``MonthRefused`` when it is not closed)."""
        note = MONTH_CLOSE_SERVICE.tr(
            "Every export of {month} made from now says it was re-opened, by whom and why."
        ).format(month=month_words(month))
        from app.journal.month_closing import reopen_month

        who = await approved(self._reader, REOPEN_MONTH, note)
        return await asyncio.to_thread(
            reopen_month, self.database, month, self._now(), who.name, who.why
        )

    async def files(self, month: str, settings: Settings) -> dict[str, bytes]:
        """The month's exports as made now with ``settings``, by name."""
        from app.journal.month_closing import month_files

        made = export_settings(settings)
        return await asyncio.to_thread(
            month_files,
            self.database,
            month,
            made,
            self._now(),
            month_renders(settings.counter_code),
        )

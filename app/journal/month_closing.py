"""A month closed and re-opened in the journal file, with its exports: the close keeps the
SHA-256 of each of the month's exports made at its moment and of the settings they were made
with; an export made later is stamped with that moment and says each re-opening
(docs/decisions/month-lock.md). Blocking: run in a worker."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import closing, contextmanager
from pathlib import Path

from app.figures import date_text
from app.i18n import Catalogue, Refused
from app.journal.month_close import (
    MonthAct,
    acts_of,
    closed_months,
    last_day,
    month_words,
    record_act,
)
from app.journal.month_exports import (
    MONTH_EXPORTS,
    ExportSettings,
    MonthStamp,
    Render,
    month_exports,
    sha256s,
)
from app.journal.schema import connect, connect_read_only

MONTH_CLOSE = Catalogue("MONTH_CLOSE")


class MonthRefused(Refused):
    """A month that cannot be closed or re-opened as asked (``str()`` says why)."""


@contextmanager
def _journal(database: Path) -> Iterator[sqlite3.Connection]:
    with closing(connect(database)) as conn:
        yield conn


def reopened_lines(acts: Sequence[MonthAct]) -> tuple[str, ...]:
    """The sentence each re-opening among ``acts`` puts on the month's exports."""
    return tuple(
        MONTH_CLOSE.tr("Re-opened on {day} by {name}: {reason}").format(
            day=date_text(act.acted_at.date()), name=act.acted_by, reason=act.reason
        )
        for act in acts
        if not act.closes
    )


def stamp_of(acts: Sequence[MonthAct], now: dt.datetime) -> MonthStamp:
    """The stamp a month's exports are made with: its latest close's moment while it is
    closed (``now`` while it is open), and its re-openings."""
    closed = bool(acts) and acts[-1].closes
    return MonthStamp(acts[-1].acted_at if closed else now, reopened_lines(acts), closed)


def close_month(
    database: Path,
    month: str,
    now: dt.datetime,
    acted_by: str,
    accepted: Sequence[str],
    settings: ExportSettings,
    reason: str = "",
    renders: Mapping[str, Render] = MONTH_EXPORTS,
) -> MonthAct:
    """Close ``month`` (``2027-01``) in one transaction: its exports made at the close's moment
    and their SHA-256 kept with it, with the settings', what was not explained, accepted, and
    the supervisor's ``reason`` (a word on the acceptance).
    ``MonthRefused`` when the month has not ended or is closed already."""
    made = now.replace(microsecond=0)
    if last_day(month) >= made.date():
        raise MonthRefused(
            MONTH_CLOSE.tr("{month} has not ended yet: it can be closed from {day}.").format(
                month=month_words(month), day=date_text(last_day(month) + dt.timedelta(days=1))
            )
        )
    with _journal(database) as conn, conn:
        if month in closed_months(conn):
            raise MonthRefused(
                MONTH_CLOSE.tr("{month} is closed already.").format(month=month_words(month))
            )
        acts = acts_of(conn, month)
        stamp = MonthStamp(made, reopened_lines(acts), closed=True)
        hashes = sha256s(month_exports(conn, month, settings, stamp, renders))
        return record_act(
            conn,
            month,
            "close",
            made,
            acted_by,
            reason=reason.strip(),
            accepted=accepted,
            settings_sha256=settings.sha256(),
            exports=hashes,
        )


def reopen_month(
    database: Path, month: str, now: dt.datetime, acted_by: str, reason: str
) -> MonthAct:
    """Re-open the closed ``month``, ``reason`` kept with who did it (``MonthRefused`` when it
    is not closed or no reason is given)."""
    if not reason.strip():
        raise MonthRefused(MONTH_CLOSE.tr("A month is re-opened only with a reason."))
    with _journal(database) as conn, conn:
        if month not in closed_months(conn):
            raise MonthRefused(
                MONTH_CLOSE.tr("{month} is not closed.").format(month=month_words(month))
            )
        return record_act(
            conn, month, "reopen", now.replace(microsecond=0), acted_by, reason=reason.strip()
        )


def month_acts(database: Path, month: str) -> list[MonthAct]:
    """Every close and re-opening of ``month``, in order."""
    with closing(connect_read_only(database)) as conn:
        return acts_of(conn, month)


def month_files(
    database: Path,
    month: str,
    settings: ExportSettings,
    now: dt.datetime,
    renders: Mapping[str, Render] = MONTH_EXPORTS,
) -> dict[str, bytes]:
    """The month's exports as made now: a closed month's stamped with its close, each saying
    the month's re-openings."""
    with closing(connect_read_only(database)) as conn:
        return month_exports(conn, month, settings, stamp_of(acts_of(conn, month), now), renders)

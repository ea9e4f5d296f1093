"""The accountant's GST export of a closed month, written by its child process as the app
writes it: the bytes whose SHA-256 the month's close kept, whenever it is made again; after a
re-opening, every file and GSTR-3B's PDF say so (issue 97, item 3)."""

from __future__ import annotations

import asyncio
import datetime as dt
import hashlib
from pathlib import Path

from app.counter.config.settings import Settings
from app.counter.services.gst_export import export_sentence
from app.counter.services.month_close import MonthCloseService
from app.journal import Journal
from app.journal.gst_export import ExportFiles, export_name, period_stem
from app.journal.gst_export_process import ExportProcess
from app.journal.gstr1 import return_period
from app.journal.month_close import first_day, last_day
from app.journal.store import DATABASE_NAME
from app.reports.gstr3b import gstr3b_html
from tests.bank.test_month_lock import JANUARY, SOLD, at, supervisor
from tests.journal.till_sales import sell, till_sale

FIRST, LAST = first_day(JANUARY), last_day(JANUARY)
# What the close hashes and the export dialog does not write: the books' trial balance (the
# shift report's month view saves it).
NOT_IN_THE_DIALOG = "trial_balance.csv"


def exported(database: Path, folder: Path, settings: Settings, *, gstr3b: bool) -> ExportFiles:
    """The month's GST export (or its GSTR-3B figures) written by its child process."""
    registration = settings.registration
    child = ExportProcess(
        database,
        folder,
        FIRST,
        LAST,
        settings.tally_ledgers,
        registration.legal_name,
        registration.gstin,
        gstr3b=gstr3b,
    )
    return child.wait()


def sentence(written: ExportFiles) -> str:
    """What the export dialog says of ``written``."""

    async def done() -> ExportFiles:
        return written

    text, ok = asyncio.run(export_sentence(done(), FIRST, LAST, written.folder))
    assert ok
    return text


def digests(written: ExportFiles) -> dict[str, str]:
    """Each file written, its SHA-256, by name."""
    return {
        name: hashlib.sha256((written.folder / name).read_bytes()).hexdigest()
        for name in written.names
    }


def test_a_closed_month_exported_later_is_the_bytes_its_close_kept(tmp_path: Path) -> None:
    now = {"at": at(SOLD)}
    folder = tmp_path / "journal"
    database = folder / DATABASE_NAME
    settings = Settings()
    with Journal(folder, now=lambda: now["at"]) as journal:
        sell(journal, "s-1", till_sale("PB1"))
        sell(journal, "s-2", till_sale("PB1"))
    now["at"] = at(dt.date(2027, 2, 2))
    service = MonthCloseService(database, supervisor("Meera Iyer"), now=lambda: now["at"])
    closed = asyncio.run(service.close(JANUARY, [], settings))
    stem, period = period_stem(FIRST, LAST), return_period(FIRST)
    kept = {
        export_name(name, stem, period): digest
        for name, digest in closed.exports.items()
        if name != NOT_IN_THE_DIALOG
    }
    # Made on two later days (the workbook's times were the clock's): the close's bytes.
    for day in (dt.date(2027, 2, 20), dt.date(2027, 3, 9)):
        now["at"] = at(day)
        files = exported(database, tmp_path / f"{day}", settings, gstr3b=False)
        figures = exported(database, tmp_path / f"{day}", settings, gstr3b=True)
        assert {**digests(files), **digests(figures)} == kept
        assert files.notes == figures.notes == ()
        closed_on = (
            "January 2027 was closed on 02 Feb 2027: these are its files as its close made them."
        )
        assert sentence(files).endswith(f"in {files.folder}. {closed_on}")
        assert sentence(figures).endswith(closed_on)
    # Re-opened: every file says so, and GSTR-3B's figures bring the sentence for their PDF.
    owner = MonthCloseService(
        database, supervisor("Arjun Rao", "a late credit note"), now=lambda: now["at"]
    )
    asyncio.run(owner.reopen(JANUARY))
    line = "Re-opened on 09 Mar 2027 by Arjun Rao: a late credit note"
    files = exported(database, tmp_path / "reopened", settings, gstr3b=False)
    figures = exported(database, tmp_path / "reopened", settings, gstr3b=True)
    said = {
        name
        for name in (*files.names, *figures.names)
        if line.encode() in (files.folder / name).read_bytes()
    }
    register, tally, gstr1 = (
        export_name(name, stem, period)
        for name in ("sales_register.csv", "tally.xml", "gstr1.json")
    )
    assert {register, tally, gstr1, export_name("gstr3b.csv", stem, period)} <= said
    assert figures.notes == (line,)
    assert files.closed_on is None and sentence(files).endswith(f". {line}")
    assert figures.gstr3b is not None and line in gstr3b_html(figures.gstr3b, figures.notes)

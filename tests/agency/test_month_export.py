"""The agency's GST export of a month the owner has closed (issue 97, item 3), in a real
PostgreSQL store: two counters sell and close October, the owner closes the agency's October,
keeping its exports' SHA-256; the agency's export of October made on two later days (and from
the command line) is those bytes; after the owner re-opens it, every export says so."""

from __future__ import annotations

import asyncio
import datetime as dt
import hashlib
import json
from pathlib import Path

import psycopg
import pytest

from app.agency.admin import month_act
from app.agency.gst_export import agency_stem, export_agency
from app.agency.months import agency_month_acts
from app.agency.reads import AgencyReads
from app.cli import main
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings, save_settings
from app.counter.services.month_close import export_settings
from app.domain.clock import SERVICE_TZ, service_now
from app.figures import date_text
from app.journal.gst_export import ExportFiles, export_name
from app.journal.gstr1 import return_period
from app.journal.month_close import MonthAct, first_day, last_day
from app.journal.month_closing import close_month
from app.journal.store import DATABASE_NAME
from tests.agency.records import counter
from tests.agency.replication import arrived_once, replicate_once
from tests.journal.gst_day import AGENCY, LEDGERS, day_of_sales

MONTH = "2026-10"
FIRST, LAST = first_day(MONTH), last_day(MONTH)
STEM, PERIOD = agency_stem(FIRST, LAST), return_period(FIRST)
SETTINGS = Settings(
    agency_legal_name=AGENCY.legal_name, agency_gstin=AGENCY.gstin, tally_ledgers=LEDGERS
)
REASON = "the auditor's query"


def at(day: dt.date) -> dt.datetime:
    """Ten in the morning of ``day``, the service's time."""
    return dt.datetime.combine(day, dt.time(10), tzinfo=SERVICE_TZ)


async def exported(agency_db: str, folder: Path, day: dt.date, *, gstr3b: bool) -> ExportFiles:
    """The agency's export of October (or its GSTR-3B figures) made on ``day``."""
    reads = AgencyReads(agency_db)
    registration = SETTINGS.registration
    try:
        return await export_agency(
            reads.read,
            folder,
            FIRST,
            LAST,
            LEDGERS,
            registration.legal_name,
            gstin=registration.gstin,
            gstr3b=gstr3b,
            now=at(day),
        )
    finally:
        await asyncio.to_thread(reads.close)


def digests(folder: Path) -> dict[str, str]:
    """Each file in ``folder``, its SHA-256, by name."""
    return {path.name: hashlib.sha256(path.read_bytes()).hexdigest() for path in folder.iterdir()}


async def acts(agency_db: str) -> list[MonthAct]:
    """The agency's acts of October."""
    async with await psycopg.AsyncConnection.connect(agency_db, autocommit=True) as conn:
        return await agency_month_acts(conn, MONTH)


async def test_the_agencys_closed_month_is_the_bytes_its_close_kept(
    agency_db: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for code in ("PB1", "PB2"):
        journal, _ = day_of_sales(tmp_path / code, code, dt.date(2026, 10, 14))
        journal.close()
        close_month(
            tmp_path / code / DATABASE_NAME,
            MONTH,
            at(dt.date(2026, 11, 3)),
            "Meera Iyer",
            [],
            export_settings(SETTINGS),
        )
        desk = counter(code)
        await replicate_once(tmp_path / code, desk, agency_db)
        await arrived_once(agency_db, tmp_path / code, desk)
    # The owner closes October some minutes ago: the exports' times are the close's, not the
    # clock's when they are made again.
    closing = service_now() - dt.timedelta(minutes=5)
    await month_act(agency_db, None, "close-month", MONTH, "", export_settings(SETTINGS), closing)
    (closed,) = await acts(agency_db)
    assert closed.acted_at == closing.replace(microsecond=0)
    kept = {export_name(name, STEM, PERIOD): digest for name, digest in closed.exports.items()}
    assert closed.settings_sha256 == export_settings(SETTINGS).sha256()
    for day in (dt.date(2026, 11, 20), dt.date(2027, 3, 9)):
        folder = tmp_path / f"{day}"
        files = await exported(agency_db, folder, day, gstr3b=False)
        figures = await exported(agency_db, folder, day, gstr3b=True)
        assert digests(folder) == kept
        assert files.documents == 12 and files.notes == figures.notes == ()
    # The command line's export, this PC's settings the close's: the same bytes.
    monkeypatch.setenv("COUNTERDESK_HOME", str(tmp_path / "home"))
    save_settings(AppPaths.for_user().settings_file, SETTINGS)
    out = tmp_path / "accountant"
    argv = ["--agency-gst-export", str(out), "--month", MONTH, "--agency-db", agency_db]
    assert await asyncio.to_thread(main, argv) == 0
    assert digests(out) == {name: digest for name, digest in kept.items() if "gstr3b" not in name}

    # Re-opened by the owner with a reason: every export made after says so.
    await month_act(agency_db, None, "reopen-month", MONTH, REASON, export_settings(SETTINGS))
    _, reopened = await acts(agency_db)
    line = f"Re-opened on {date_text(reopened.acted_at.date())} by {reopened.acted_by}: {REASON}"
    folder = tmp_path / "reopened"
    files = await exported(agency_db, folder, dt.date(2027, 3, 10), gstr3b=False)
    figures = await exported(agency_db, folder, dt.date(2027, 3, 10), gstr3b=True)
    assert files.notes == figures.notes == (line,)
    register, tally, gstr1, gstr3b = (
        folder / export_name(name, STEM, PERIOD)
        for name in ("sales_register.csv", "tally.xml", "gstr1.json", "gstr3b.csv")
    )
    assert register.read_text("utf-8-sig").splitlines()[-1] == line
    assert f"<!-- {line} -->" in tally.read_text("utf-8")
    assert json.loads(gstr1.read_bytes())["reopened"] == [line]
    assert line in gstr3b.read_text("utf-8")

    # Closed again: its exports say the re-opening, and made later are the bytes kept again.
    await month_act(agency_db, None, "close-month", MONTH, "", export_settings(SETTINGS))
    *_, again = await acts(agency_db)
    folder = tmp_path / "again"
    await exported(agency_db, folder, dt.date(2027, 4, 1), gstr3b=False)
    await exported(agency_db, folder, dt.date(2027, 4, 1), gstr3b=True)
    assert digests(folder) == {
        export_name(name, STEM, PERIOD): digest for name, digest in again.exports.items()
    }
    assert (folder / register.name).read_text("utf-8-sig").splitlines()[-1] == line

"""The agency's month says what a counter's does beside its figures, in a real PostgreSQL store:
Port Blair closes January, and February's statement takes back a January sale's UPI payment (a
chargeback), posted in February naming what it corrects, and a late statement's charge valued in
January is posted on 1 February; Port Blair then closes February,
re-opens it with a reason and closes it again, Havelock closes it, and the owner closes the
agency's February and re-opens it. Read at a counter (its role), the agency's February trial
balance lists Port Blair's corrections with the counter, each entry's reference and what it
corrects, and each re-opening's sentence (the agency's own, then Port Blair's naming it); Port
Blair's trial balance from the store lists what its journal's does."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

import psycopg
from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.agency.months import close_agency_month, reopen_agency_month
from app.counter.config.settings import Settings
from app.counter.services.month_close import export_settings
from app.counter.services.shift_reports import read_trial_balance
from app.domain.clock import SERVICE_TZ, service_now
from app.domain.payment import Payment
from app.domain.tenders import UPI
from app.journal import Journal
from app.journal.month_closing import close_month, reopen_month
from app.journal.store import DATABASE_NAME
from app.reports.trial_balance import trial_balance_csv, trial_balance_html
from tests.agency.deployment import Deployment, Desk, replicate
from tests.bank.statements import Transfer
from tests.bank.test_proved_in_books import imported
from tests.journal.till_sales import PRICE, sell, till_sale

YEAR = 2027
JANUARY, FEBRUARY = "2027-01", "2027-02"
CHARGED_BACK, LATE = dt.date(YEAR, 2, 10), dt.date(YEAR, 1, 29)
RRN = "412300000222"


def at(day: dt.date, hour: int = 11) -> dt.datetime:
    """``day`` at ``hour`` on the service's clock."""
    return dt.datetime.combine(day, dt.time(hour), SERVICE_TZ)


def closed(folder: Path, month: str, day: dt.date, by: str) -> None:
    """``month`` closed on ``day`` at the counter whose journal is in ``folder``."""
    close_month(folder / DATABASE_NAME, month, at(day), by, [], export_settings(Settings()))


def chargeback_of_january(folder: Path, code: str, year: int = YEAR) -> None:
    """At counter ``code`` (its journal in ``folder``), a sale of 12 January of ``year`` paid
    by UPI and proved by January's statement; January closed on 2 February; on 12 February,
    February's statement takes the payment back on the 10th, and a statement of January's last
    days found late brings a charge valued 29 January (its files beside ``folder``)."""
    sold = dt.date(year, 1, 12)
    now = {"at": at(sold)}
    statements = folder.parent / f"{code}-statements"
    statements.mkdir()
    with Journal(folder, now=lambda: now["at"]) as journal:
        sale = till_sale(code, payment=Payment((UPI.paid(PRICE.total, RRN),)))
        sell(journal, f"{code}-s-3", sale)
        imported(
            journal, statements / "january", [Transfer(sold, dt.time(11, 5), PRICE.total, RRN)]
        )
    closed(folder, f"{year}-01", dt.date(year, 2, 2), "Meera Iyer")
    now["at"] = at(dt.date(year, 2, 12))
    with Journal(folder, now=lambda: now["at"]) as journal:
        back = Transfer(dt.date(year, 2, 10), dt.time(9), -PRICE.total, RRN)
        imported(journal, statements / "february", [back])
        charge = Transfer(
            dt.date(year, 1, 29),
            dt.time(23, 59),
            Decimal("-5.90"),
            "",
            rail="CHG",
            narration="CHRGS FOR NEFT",
        )
        imported(journal, statements / "late", [charge])
        assert journal.bank.book_charges(input_credit=False) == 1


async def test_the_agency_s_month_lists_each_counter_s_corrections_and_re_openings(
    deployment: Deployment, desks: tuple[Desk, Desk], tmp_path: Path
) -> None:
    port_blair, havelock = desks
    pb1, hv1 = tmp_path / "PB1", tmp_path / "HV1"
    chargeback_of_january(pb1, "PB1")
    march = dt.date(2027, 3, 2)
    closed(pb1, FEBRUARY, march, "Meera Iyer")
    reopen_month(pb1 / DATABASE_NAME, FEBRUARY, at(march, 15), "Arjun Rao", "a late credit note")
    closed(pb1, FEBRUARY, dt.date(2027, 3, 3), "Meera Iyer")
    closed(hv1, FEBRUARY, march, "Leela Menon")
    assert await replicate(port_blair, pb1) > 0
    assert await replicate(havelock, hv1) > 0
    async with await psycopg.AsyncConnection.connect(
        deployment.owner_url, autocommit=True
    ) as owner:
        made = service_now().replace(microsecond=0)
        await close_agency_month(owner, FEBRUARY, made, {"tally.xml": "ab12"}, "cd34")
        await reopen_agency_month(owner, FEBRUARY, "the auditor's query")
    day = dt.date(2027, 2, 1)
    async with AsyncConnectionPool(havelock.url, min_size=1, max_size=1) as pool:
        read = await queries.trial_balances(pool, day, "Havelock Travels")
    own = read_trial_balance(pb1 / DATABASE_NAME, "PB1", day)
    # Port Blair's own books list the chargeback (the proof undone, naming the proof) and the
    # late charge (posted on 1 February, of 29 January).
    assert [(c.kind, c.day, c.belongs_on, c.closed_month) for c in own.corrections] == [
        ("bank_proved", CHARGED_BACK, None, JANUARY),
        ("bank_charge", dt.date(2027, 2, 1), LATE, JANUARY),
    ]
    assert own.corrections[0].corrects
    # Port Blair's from the store is its journal's, to its corrections and re-opening.
    assert read.counters["PB1"].lines == own.lines
    assert read.counters["PB1"].corrections == own.corrections
    assert read.counters["PB1"].reopened == own.reopened
    assert own.reopened == ("Re-opened on 02 Mar 2027 by Arjun Rao: a late credit note",)
    assert (read.counters["HV1"].corrections, read.counters["HV1"].reopened) == ((), ())
    # The agency's names Port Blair as the counter of each.
    agency = read.agency
    assert [(c.counter, c.event_id, c.corrects) for c in agency.corrections] == [
        ("PB1", c.event_id, c.corrects) for c in own.corrections
    ]
    (agency_s,) = [line for line in agency.reopened if "the auditor's query" in line]
    assert agency.reopened == (
        agency_s,
        "Counter PB1: Re-opened on 02 Mar 2027 by Arjun Rao: a late credit note",
    )
    assert agency_s.startswith("Re-opened on ")
    # Its CSV says so: the counter first, each entry's reference and what it corrects.
    sheet = trial_balance_csv(agency).decode()
    assert "Posted this month for closed months" in sheet
    assert "Counter,Day,Entry,Closed month" in sheet
    chargeback, charge = own.corrections
    assert (
        f"PB1,10 Feb 2027,{chargeback.event_id},{JANUARY},,{chargeback.corrects},,4185.00" in sheet
    )
    assert f"PB1,01 Feb 2027,{charge.event_id},{JANUARY},29 Jan 2027,,,5.90" in sheet
    assert agency.reopened[1] in sheet
    # Its PDF's text too: the counter's column first, each entry and what it corrects below.
    html = trial_balance_html(agency)
    assert ">Counter</th>" in html and ">PB1</td>" in html
    assert f"Entry: {chargeback.event_id}; Corrects: {chargeback.corrects}" in html

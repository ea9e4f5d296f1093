"""The inventory of personal data: every column of every table of the journal is classified
(a planted column fails the check, whatever its name), and the privacy audit lists every
personal-data location with what it holds."""

from __future__ import annotations

import datetime as dt
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

from app.api import CreateBookingRequest
from app.counter.config.paths import AppPaths
from app.counter.papers.breach import Kind, locations_of
from app.domain.personal_data import (
    DATED,
    DATED_THROUGH,
    INVENTORY,
    NOT_PERSONAL,
    Store,
    locations,
    unclassified,
)
from app.journal import Journal
from app.journal.retention import erase_due
from app.journal.schema import connect
from app.journal.store import DATABASE_NAME
from app.mail.outbox import Cause, messages_of, queue_message
from app.records.customers import Action, Who
from tests.booking.checkout_sales import Clerk
from tests.domain.samples import boat_body, foreigner, indian
from tests.journal.entries import record_sale
from tests.privacy.audit import audit_lines
from tests.privacy.day_of_sales import a_day_of_sales
from tests.service import FROZEN_NOW

SUPERVISOR = Who("Ravi", "supervisor", "operator's check")


def journal_schema(conn: sqlite3.Connection) -> dict[str, list[str]]:
    """Every table of the journal with its columns, read from the database itself."""
    tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {t: [r[1] for r in conn.execute(f"PRAGMA table_info({t})")] for t in tables}


def test_every_column_of_the_journal_is_classified(tmp_path: Path) -> None:
    conn = connect(tmp_path / "journal.db")
    try:
        schema = journal_schema(conn)
    finally:
        conn.close()
    assert len(schema) > 20
    assert unclassified(Store.JOURNAL, schema) == []


def test_a_planted_column_fails_the_check_whatever_its_name(tmp_path: Path) -> None:
    conn = connect(tmp_path / "journal.db")
    try:
        conn.execute("ALTER TABLE bookings ADD COLUMN notes TEXT")
        conn.execute("CREATE TABLE loyalty (card_no TEXT, request_id TEXT)")
        schema = journal_schema(conn)
    finally:
        conn.close()
    assert unclassified(Store.JOURNAL, schema) == [
        "bookings.notes",
        "loyalty.card_no",
        "loyalty.request_id",
    ]


def test_no_column_is_declared_both_personal_and_not() -> None:
    both = [
        f"{loc.table}.{loc.column}"
        for loc in INVENTORY
        if loc.column in NOT_PERSONAL.get((loc.store, loc.table), frozenset())
    ]
    assert both == []


def _sale(request_id: str, trip: dt.date, passport: str) -> CreateBookingRequest:
    people = [foreigner(id_number=passport), indian(traveler_name="Asha Rao")]
    body = boat_body(people, request_id=request_id, travel_date=trip.isoformat())
    return CreateBookingRequest.model_validate(body)


def test_the_privacy_audit_lists_every_location_with_counts(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path).create()
    today = dt.date.today()
    with Journal(paths.journal) as journal:
        record_sale(journal, _sale("cd-old", today - dt.timedelta(days=40), "P1234567"))
        ref = record_sale(journal, _sale("cd-new", today + dt.timedelta(days=3), "P7654321"))
        journal.privacy.access(
            Who("Ravi", "supervisor", "operator's check"), Action.ID_VIEW, ref.booking_ref, "id"
        )
    assert erase_due(paths.journal / DATABASE_NAME, today, 30) == 1
    printed = privacy_audit(tmp_path)
    for location in locations(Store.JOURNAL) + locations(Store.FILES):
        assert location.what in printed
    lines = printed.splitlines()

    def held(where: str) -> int:
        line = next(line for line in lines if line.startswith(where + " "))
        return int(line[42:49])

    assert held("journal: bookings.customer_name") == 2
    assert held("journal: held_documents.sealed") == 1
    assert held("journal: access_log.who") == 1
    assert held("journal: requests.body") == 2
    assert "Erasures recorded: 0" in printed


def privacy_audit(home: Path) -> str:
    """What ``counterdesk --privacy-audit`` prints for the counter whose home is ``home``."""
    env = {**os.environ, "COUNTERDESK_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "app.cli", "--privacy-audit"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout


async def test_the_privacy_audit_of_a_day_of_sandbox_sales(
    tmp_path: Path, start_sandbox: Any
) -> None:
    sandbox = start_sandbox()
    paths = AppPaths.under(tmp_path).create()
    with Journal(paths.journal, now=lambda: FROZEN_NOW) as journal:
        day = await a_day_of_sales(Clerk(sandbox, journal))
        opened = journal.privacy.documents(day.tamil.booking_ref, SUPERVISOR)
    assert [p.id_number for p in opened] == ["1234-5678-9012", "C01X00T47"]
    printed = privacy_audit(tmp_path)
    lines = audit_lines(printed)
    # This counter has no agency store: one line says so, none of its locations is counted.
    assert "agency: no agency store linked to this counter" in printed.splitlines()
    assert not any(where.startswith("agency: ") for where in lines)
    for location in locations(Store.JOURNAL) + locations(Store.FILES):
        column = f".{location.column}" if location.column else ""
        assert f"{location.store.value}: {location.table}{column}" in lines, location
        assert location.what in printed
    # The day, by the retention decision: sold on 1 Dec 2026 (financial year 2026-27, its
    # annual return due 31 Dec 2027, kept 72 months more); the BOAT's trip on 5 Dec 2026, its
    # ID numbers out of use the day after the trip plus 30 days, destroyed a year from the sale;
    # the supervisor's look kept a year.
    sold, tax = "2026-12-01", "not before 2033-12-31 (tax law)"
    assert day.tamil.request.travel_date == dt.date(2026, 12, 5)
    ids = "out of use 2027-01-05, destroyed 2027-12-01"
    expected = {
        "journal: bookings.customer_name": (3, sold, tax),
        "journal: bookings.customer_email": (3, sold, tax),
        "journal: bookings.customer_phone": (3, sold, tax),
        "journal: bookings.passengers": (1, sold, tax),  # the BOAT's; activities name none
        "journal: bookings.haystack": (3, sold, tax),
        "journal: requests.body": (4, sold, ids),  # three sales and the cancellation
        "journal: requests.scan_sha256": (1, sold, ids),  # the BOAT's two scans
        "journal: cancelled_names.names": (0, "-", "-"),  # the activity's seats have no names
        "journal: refunds_due.customer": (1, sold, tax),  # Ravi Kumar's refund, owed
        "journal: sale_tax.basis": (3, sold, tax),
        "journal: held_documents.sealed": (0, "-", "-"),  # no trip is over yet
        "journal: access_log.who": (1, sold, "2027-12-01"),
        "journal: access_log.subject": (1, sold, "2027-12-01"),
        "journal: erasures.subject": (0, "-", "-"),
        "journal: shifts.clerk": (1, sold, tax),
        "journal: shifts.closed_by": (0, "-", "-"),
        "journal: till_sales.clerk": (3, sold, tax),
        "journal: till_sales.customer_language": (3, sold, tax),
        "journal: drafts.body": (0, "-", "when the sale is settled or the draft finished"),
        "files: data/journal/scans": (0, "-", "when the sale is settled or the draft finished"),
    }
    assert {where: lines[where] for where in expected} == expected
    # The copies for the agency store: every one sent is in the chain, dated by its copy.
    copies = lines["journal: outbox.body"]
    assert copies[0] >= 6 and copies[1:] == (sold, tax)  # a copy per sale, till sale, more
    assert lines["journal: outbox_chain.sent"] == copies
    # Whatever holds rows tells when they were first held and when they leave.
    for where, (held, oldest, after) in lines.items():
        if held and where.startswith("journal: "):
            assert oldest == sold and after != "-", where
    assert "Erasures recorded: 0" in printed


def test_every_table_holding_personal_data_is_dated() -> None:
    tables = {location.table for location in locations(Store.JOURNAL)}
    assert tables - set(DATED) - set(DATED_THROUGH) == set()
    assert all(parent in DATED for _, parent, _ in DATED_THROUGH.values())


def test_a_letter_naming_the_customer_is_personal_kept_as_their_name(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path).create()
    with Journal(paths.journal) as journal:
        booking = record_sale(journal, _sale("cd-1", dt.date.today(), "P1234567"))
        with journal._conn as conn:
            queue_message(
                conn,
                booking_ref=booking.booking_ref,
                cause=Cause.DISRUPTION,
                recipient=booking.customer_email,
                language="en",
                subject=f"News of your booking {booking.booking_ref}",
                body=f"Dear {booking.customer_name}, the operator has cancelled your trip.",
                documents=(),
                now=journal.now(),
            )
        held = audit_lines(privacy_audit(tmp_path))
        journal.erase_customer(booking.booking_ref, SUPERVISOR)
        (letter,) = messages_of(journal._conn, booking.booking_ref)
    (body,) = (loc for loc in INVENTORY if (loc.table, loc.column) == ("mail_outbox", "body"))
    (name,) = (loc for loc in INVENTORY if (loc.table, loc.column) == ("bookings", "customer_name"))
    assert (body.store, body.purpose, body.clock) == (Store.JOURNAL, name.purpose, name.clock)
    assert body in locations_of([Kind.NAMES])  # a breach of names reaches the letters
    assert held["journal: mail_outbox.body"][0] == 1
    # An erasure keeps the name (tax law) and so the letter; it never held the contacts.
    assert booking.customer_name in letter.body and letter.recipient == ""
    assert booking.customer_email not in letter.body and booking.customer_phone not in letter.body

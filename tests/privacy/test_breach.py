"""A breach drill (DPDP Rules, rule 7): two customers' ID scans viewed on a supervisor's screen
that was recorded. The people affected are found from the access log; each gets a notice with the
five items the rule lists, in their language; the Board gets the first intimation and the
detailed report, due 72 hours after the agency became aware."""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from app import i18n
from app.api import CreateBookingRequest
from app.counter.config.paths import AppPaths
from app.counter.papers.breach import (
    DETAILED_REPORT_DUE,
    Affected,
    Breach,
    Kind,
    affected_customers,
    breach_report,
    locations_of,
)
from app.counter.papers.breach_papers import BreachFileError, read_breach
from app.counter.papers.privacy_notice import NoticeFacts, privacy_notice
from app.journal import Journal
from app.journal.access_log import log_access
from app.journal.notices import NoticeShown
from app.records.customers import Access, Action, Who
from tests.domain.samples import boat_body, foreigner
from tests.journal.entries import PRODUCT, Clock, booking_result
from tests.private_modes import assert_private

AWARE = dt.datetime(2026, 11, 20, 18, 30, tzinfo=dt.UTC)
BEGAN = dt.datetime(2026, 11, 20, 9, 0, tzinfo=dt.UTC)
ENDED = dt.datetime(2026, 11, 20, 17, 0, tzinfo=dt.UTC)
CONTACT = "Priya Nair, 98400 12345, privacy@islandtours.in"
SUPERVISOR = Who("Ravi", "supervisor", "operator's check")


def _pending(
    journal: Journal, request_id: str, name: str, phone: str, language: str
) -> CreateBookingRequest:
    """A sale of one foreign passenger, with their passport scan, journalled and waiting for the
    service's answer: as a supervisor's scan view finds it (the notice shown recorded)."""
    body = boat_body([foreigner(traveler_name=name)], request_id=request_id)
    body.update(customer_name=name, customer_phone=phone, customer_email=f"{request_id}@mail.in")
    request = CreateBookingRequest.model_validate(body)
    facts = NoticeFacts("Island Tours", CONTACT, 30)
    notice = privacy_notice(facts, language)
    shown = NoticeShown(notice.version, language, journal.now(), "Meena")
    journal.add_create(journal.save_scans(request), product=PRODUCT, agent=None, notice=shown)
    return request


def _booked(journal: Journal, request: CreateBookingRequest) -> str:
    """The service's answer to ``request`` recorded; the booking's reference."""
    return journal.booked(request.request_id, booking_result(request)).booking_ref


def _sell(journal: Journal, request_id: str, name: str, phone: str, language: str) -> str:
    return _booked(journal, _pending(journal, request_id, name, phone, language))


def _viewed(journal: Journal, request_id: str) -> None:
    """A supervisor looks at the pending sale's scans, as the ID scans screen does (the look
    logged by the journal, under the sale's request id)."""
    assert journal.privacy.scans_of(request_id, SUPERVISOR) is not None


def test_a_breach_of_two_customers_scans_gives_every_paper_rule_7_asks_for(
    tmp_path: Path,
) -> None:
    clock = Clock(BEGAN - dt.timedelta(hours=1))
    with Journal(tmp_path, now=clock) as journal:
        tom = _pending(journal, "cd-tom", "Tom Baker", "9840011111", i18n.ENGLISH)
        asha = _pending(journal, "cd-asha", "Asha Rao", "9840022222", i18n.HINDI)
        other = _pending(journal, "cd-other", "Lee Wong", "9840033333", i18n.ENGLISH)
        clock.now = BEGAN + dt.timedelta(hours=1)
        _viewed(journal, tom.request_id)
        clock.now = BEGAN + dt.timedelta(hours=2)
        _viewed(journal, asha.request_id)
        clock.now = ENDED + dt.timedelta(hours=1)
        _viewed(journal, other.request_id)  # after the breach: not reached
        # Tom's answer came after the look (his scans gone with it): found by his booking.
        # Asha's sale still waits for its answer: found by her request.
        tom_ref = _booked(journal, tom)
        breach = Breach(
            began=BEGAN,
            ended=ENDED,
            aware_at=AWARE,
            how_found="A clerk saw the screen recorder running on the supervisor's PC.",
            what_happened="A screen recorder installed without our knowledge recorded the "
            "supervisor's screen while ID scans were viewed.",
            where="counter C1, Port Blair",
            kinds=frozenset({Kind.ID_SCANS}),
            mitigation="The recorder was removed and the PC's passwords changed.",
            cause="A visiting technician installed it; the police were told.",
            prevention="Supervisors' PCs now allow no installs; scans are viewed only at C1.",
        )
        people = affected_customers(journal.privacy, breach, i18n.ENGLISH)
        report = breach_report(breach, people, journal.privacy.entries(), "Island Tours", CONTACT)

    assert sorted((p.name, p.booking_refs, p.language) for p in people) == [
        ("Asha Rao", (asha.request_id,), i18n.HINDI),
        ("Tom Baker", (tom_ref,), i18n.ENGLISH),
    ]
    notices = dict((p.name, paper) for p, paper in report.customer_notices)
    english = notices["Tom Baker"]
    assert [heading for heading, _ in english.items] == [
        "What happened",
        "What it may mean for you",
        "What we have done",
        "What you can do",
        "Whom to contact",
    ]
    assert all(words for _, words in english.items)
    text = english.plain_text()
    assert breach.what_happened in text and "counter C1, Port Blair" in text
    assert "20 Nov 2026 14:30" in text and tom_ref in text and "scans of ID documents" in text
    assert breach.mitigation in text and CONTACT in text and "OTP" in text
    hindi = notices["Asha Rao"]
    assert len(hindi.items) == 5 and all(words for _, words in hindi.items)
    assert hindi.items[0][0] == "क्या हुआ" and asha.request_id in hindi.plain_text()

    first = dict(report.first_intimation.items)
    assert set(first) == {"Description", "Extent", "Where the data was held", "Likely impact"}
    assert "2 customer(s)" in first["Extent"] and tom_ref in first["Extent"]
    assert "not found" not in first["Extent"]
    assert "20 Nov 2026 14:30" in first["Description"] and "counter C1" in first["Description"]
    assert "journal requests.scan_sha256" in first["Where the data was held"]

    assert report.due == AWARE + DETAILED_REPORT_DUE
    assert "2026-11-23T18:30" in report.detailed_report.title
    detailed = dict(report.detailed_report.items)
    assert list(detailed) == [
        "Updated description",
        "Facts, circumstances and reasons",
        "Measures to mitigate the risk",
        "Findings on who caused it",
        "Measures against a recurrence",
        "Intimations to the people affected",
    ]
    facts = detailed["Facts, circumstances and reasons"]
    assert "Ravi (supervisor) scan_view cd-tom" in facts
    assert "Ravi (supervisor) scan_view cd-asha" in facts
    assert other.request_id not in facts
    assert detailed["Findings on who caused it"] == breach.cause
    assert detailed["Measures against a recurrence"] == breach.prevention
    assert "Asha Rao" in detailed["Intimations to the people affected"]
    assert "e-mail and phone" in detailed["Intimations to the people affected"]


def test_a_read_whose_customer_cannot_be_found_is_named_never_skipped(tmp_path: Path) -> None:
    clock = Clock(BEGAN + dt.timedelta(hours=1))
    with Journal(tmp_path, now=clock) as journal:
        tom = _pending(journal, "cd-tom", "Tom Baker", "9840011111", i18n.ENGLISH)
        _viewed(journal, tom.request_id)
        # A look at a sale this journal no longer knows (its copy restored from before it).
        lost = Access(clock.now, "Ravi", "supervisor", Action.SCAN_VIEW, "cd-lost", "scan", "x")
        log_access(journal._conn, lost)
        breach = replace(DRILL, booking_refs=("PB-ELSEWHERE",))
        people = affected_customers(journal.privacy, breach, i18n.ENGLISH)
        report = breach_report(breach, people, journal.privacy.entries(), "Island Tours", CONTACT)
    assert [(p.name, p.booking_refs) for p in people] == [("Tom Baker", ("cd-tom",))]
    assert report.unfound == ("PB-ELSEWHERE", "cd-lost")
    first = dict(report.first_intimation.items)
    assert "1 customer(s)" in first["Extent"]
    assert "not found in the journal: PB-ELSEWHERE, cd-lost" in first["Extent"]
    told = dict(report.detailed_report.items)["Intimations to the people affected"]
    assert "Tom Baker (cd-tom) by e-mail and phone" in told
    assert "not told, their customer not found: PB-ELSEWHERE, cd-lost" in told


def test_the_kinds_of_data_map_to_the_inventory() -> None:
    scans = {f"{loc.table}.{loc.column}" for loc in locations_of([Kind.ID_SCANS])}
    assert {"requests.scan_sha256", "drafts.scan_sha256", "data/journal/scans."} <= scans
    contacts = {f"{loc.table}.{loc.column}" for loc in locations_of([Kind.CONTACTS])}
    assert {"bookings.customer_phone", "bookings.customer_email"} <= contacts


def test_the_command_line_writes_every_paper_privately(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path / "home").create()
    with Journal(paths.journal) as journal:
        tom = _sell(journal, "cd-tom", "Tom Baker", "9840011111", i18n.ENGLISH)
        asha = _sell(journal, "cd-asha", "Asha Rao", "9840022222", i18n.HINDI)
    details = tmp_path / "breach.json"
    details.write_text(
        json.dumps(
            {
                "began": "2026-11-20T09:00+05:30",
                "aware_at": "2026-11-20T18:00+05:30",
                "how_found": "The export's USB stick was lost.",
                "what_happened": "A USB stick with two customers' exported data was lost.",
                "where": "counter C1",
                "kinds": ["id_numbers", "contacts"],
                "booking_refs": [tom, asha, "PB-GONE"],
                "mitigation": "The stick's data was encrypted; the customers are told.",
            }
        ),
        encoding="utf-8",
    )
    out = tmp_path / "papers"
    env = {**os.environ, "COUNTERDESK_HOME": str(tmp_path / "home")}
    run = subprocess.run(
        [sys.executable, "-m", "app.cli", "--report-breach", str(details), "--out", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert "due to the Board by 2026-11-23T18:00" in run.stdout
    assert "Their customer not found in the journal, to find by hand: PB-GONE" in run.stdout
    assert {path.name for path in out.iterdir()} == {
        "board-1-first-intimation.txt",
        "board-2-detailed-report.txt",
        f"customer-{asha}-hi.txt",
        f"customer-{tom}-en.txt",
    }
    for path in out.iterdir():
        assert_private(path)
    assert "क्या हुआ" in (out / f"customer-{asha}-hi.txt").read_text(encoding="utf-8")


def test_a_breach_file_missing_what_happened_is_refused_with_a_sentence(tmp_path: Path) -> None:
    details = tmp_path / "breach.json"
    details.write_text(json.dumps({"began": "2026-11-20T09:00+05:30"}), encoding="utf-8")
    with pytest.raises(BreachFileError, match="missing: aware_at, how_found, what_happened"):
        read_breach(details)
    details.write_text(json.dumps({**BREACH_FIELDS, "began": "2026-11-20 09:00"}), encoding="utf-8")
    with pytest.raises(BreachFileError, match="began: give the time zone too"):
        read_breach(details)
    details.write_text(json.dumps({**BREACH_FIELDS, "kinds": ["passwords"]}), encoding="utf-8")
    with pytest.raises(BreachFileError, match="kinds: each one of id_scans"):
        read_breach(details)
    details.write_text(json.dumps(BREACH_FIELDS), encoding="utf-8")
    assert read_breach(details).kinds == {Kind.NAMES}


def test_what_the_agency_did_is_asked_for_never_shown_as_a_dash(tmp_path: Path) -> None:
    details = tmp_path / "breach.json"
    unsaid = {k: v for k, v in BREACH_FIELDS.items() if k != "mitigation"}
    for fields in (unsaid, {**unsaid, "mitigation": "  "}):
        details.write_text(json.dumps(fields), encoding="utf-8")
        with pytest.raises(BreachFileError, match="mitigation: say what the agency has done"):
            read_breach(details)
    with pytest.raises(ValueError, match="say what the agency has done"):
        breach_report(replace(DRILL, mitigation=""), [], [], "Island Tours", CONTACT)
    report = breach_report(DRILL, [TOM], [], "Island Tours", CONTACT)
    ((_, notice),) = report.customer_notices
    assert dict(notice.items)["What we have done"] == DRILL.mitigation


BREACH_FIELDS = {
    "began": "2026-11-20T09:00+05:30",
    "aware_at": "2026-11-20T18:00+05:30",
    "how_found": "x",
    "what_happened": "y",
    "where": "z",
    "kinds": ["names"],
    "mitigation": "The stolen PC's disk was encrypted; its passwords were changed.",
}

DRILL = Breach(
    began=BEGAN,
    ended=ENDED,
    aware_at=AWARE,
    how_found="x",
    what_happened="y",
    where="z",
    kinds=frozenset({Kind.ID_SCANS}),
    mitigation="The recorder was removed.",
)
TOM = Affected("Tom Baker", "9840011111", "tom@mail.in", i18n.ENGLISH, ("REF1",), DRILL.kinds)

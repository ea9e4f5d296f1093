"""A customer's personal data, on their request, from History with a supervisor's PIN: exported
to a JSON file only this account reads, or erased but for the name, amounts and invoice."""

from __future__ import annotations

import datetime as dt
import json
import os
import stat
from typing import Any

from pytestqt.qtbot import QtBot

from app.api import CreateBookingRequest
from app.counter.config.paths import AppPaths
from app.counter.services.customer_files import KEPT, CustomerFile, write_customer_file
from app.counter.services.privacy_audit import privacy_audit
from app.records.customers import Action, Who
from app.ui.desk import Desk
from tests.domain.samples import boat_body, foreigner, indian
from tests.journal.entries import record_sale
from tests.journal.till_records import decisions
from tests.privacy.audit import audit_lines
from tests.ui.conftest import screenshot
from tests.ui.helpers.customer_data import customer_data_dialog, history_of
from tests.ui.helpers.supervisor import PIN, REASON, SUPERVISOR, answer_pin, set_pin

ERASER = Who("Ravi", "supervisor", "the customer's request")

PASSPORT = "Z9X8Y7W6"
REQUESTS_FOLDER = "files: data/customer-requests"


def test_a_supervisor_exports_then_erases_one_customer_s_data(
    desk: Desk, qtbot: QtBot, home: AppPaths
) -> None:
    people = [foreigner(id_number=PASSPORT), indian(traveler_name="Asha Rao")]
    mine = CreateBookingRequest.model_validate(boat_body(people, request_id="cd-mine"))
    record_sale(desk.services.journal, mine)
    other = boat_body(
        request_id="cd-other",
        customer_name="Kiran Das",
        customer_email="kiran@example.in",
        customer_phone="+919812345678",
    )
    record_sale(desk.services.journal, CreateBookingRequest.model_validate(other))
    other_before = desk.services.journal.find("cd-other")
    screen = history_of(desk, qtbot, "cd-mine")
    row = screen.current_booking()
    assert row is not None and row.request_id == "cd-mine"
    email, phone = row.customer_email, row.customer_phone
    assert email and phone

    # No supervisor at hand: nothing is exported.
    said = answer_pin([])
    screen.customer_export_button.click()
    qtbot.waitUntil(lambda: "Not exported" in screen.state_label.text())
    assert said == [] and not list(home.customer_requests.glob("customer-*"))

    set_pin(desk.services.journal.till)
    answer_pin([PIN])
    screen.customer_export_button.click()
    qtbot.waitUntil(lambda: "The customer's data is in" in screen.state_label.text())
    desk.window.resize(1366, 768)
    screenshot(desk.window, "history_customer_data")
    # In the customers' requests' own folder, private, never among the Z reports.
    (exported,) = home.customer_requests.glob("customer-*.json")
    assert stat.S_IMODE(exported.stat().st_mode) == 0o600
    assert stat.S_IMODE(home.customer_requests.stat().st_mode) == 0o700
    assert not list(home.reports.glob("customer-*"))
    data = json.loads(exported.read_text(encoding="utf-8"))
    (booking,) = data["bookings"]  # the other customer's sale is not theirs
    assert (booking["customer_email"], booking["customer_phone"]) == (email, phone)
    assert booking["passengers"][0]["id_number"] == PASSPORT
    assert booking["booking_ref"] == row.booking_ref

    # The customer's summary and passengers' list made earlier, and another customer's summary.
    theirs = [
        home.customer_requests / f"customer-summary-{row.booking_ref}.pdf",
        home.customer_requests / f"passenger-ids-{row.booking_ref}.pdf",
    ]
    kiran = home.customer_requests / "customer-summary-KIRAN01.pdf"
    for planted in (*theirs, kiran):
        planted.write_bytes(b"%PDF-1.4")
    assert audit_lines(privacy_audit(home, 30))[REQUESTS_FOLDER][0] == 4

    answer_pin([PIN])
    screen.customer_erase_button.click()
    qtbot.waitUntil(lambda: "are erased from 1 booking" in screen.state_label.text())
    qtbot.waitUntil(lambda: not exported.exists())
    assert not any(path.exists() for path in theirs) and kiran.exists()
    assert audit_lines(privacy_audit(home, 30))[REQUESTS_FOLDER][0] == 1
    [erase, export] = decisions(desk.services.journal.till)[::-1][:2]
    assert (erase.action, export.action) == (
        "Erase a customer's personal data",
        "Export a customer's personal data",
    )
    kept = desk.services.journal.customer_data(row.booking_ref, ERASER)["bookings"][0]
    assert (kept["customer_email"], kept["customer_phone"]) == ("", "")
    assert kept["customer_name"] == row.customer_name and kept["total"] == str(row.total_debited)
    assert "id_number" not in kept["passengers"][0]
    found = desk.services.journal.find("cd-mine")
    assert found is not None
    assert all("id_number" not in p for p in found.body["passengers"])
    assert email not in json.dumps(found.body) and phone not in json.dumps(found.body)
    assert desk.services.journal.find("cd-other") == other_before  # nobody else's data changes


def test_the_customer_s_data_summary_correction_and_who_looked(
    desk: Desk, qtbot: QtBot, home: AppPaths
) -> None:
    people = [foreigner(id_number=PASSPORT), indian(traveler_name="Asha Rao")]
    mine = CreateBookingRequest.model_validate(boat_body(people, request_id="cd-mine"))
    record_sale(desk.services.journal, mine)
    record_sale(
        desk.services.journal, CreateBookingRequest.model_validate(boat_body(request_id="cd-2"))
    )
    screen = history_of(desk, qtbot, "cd-mine")
    row = screen.current_booking()
    assert row is not None
    dialog = customer_data_dialog(desk, qtbot, screen)
    summary = dialog.summary.toPlainText()
    assert f"What {row.customer_name}" not in summary  # the agency holds, not the customer
    assert "What we hold" in summary and row.booking_ref in summary
    assert "Who else received it" in summary and "Data Protection Board" in summary
    assert PASSPORT not in summary  # the summary names no ID number

    # An address no mail server takes is never kept: the field says why and keeps it.
    dialog.edits["customer_email"].setText("asha.rāo@example.in")
    dialog.correct_button.click()
    assert dialog.email_problem.isVisible()
    assert "letters a mail server does not take" in dialog.email_problem.text()
    assert dialog.edits["customer_email"].text() == "asha.rāo@example.in"
    unchanged = desk.services.journal.history.find(row.booking_ref)
    assert unchanged is not None and unchanged.customer_email == row.customer_email
    assert desk.services.journal.privacy.entries(row.booking_ref) == []
    dialog.edits["customer_email"].setText(row.customer_email)

    # A correction of the customer's phone, typed in the dialog: saved and logged.
    dialog.edits["customer_phone"].setText("9840099999")
    dialog.correct_button.click()
    qtbot.waitUntil(lambda: "The correction is saved." in dialog.state.text())
    assert not dialog.email_problem.isVisible()
    corrected = desk.services.journal.history.find(row.booking_ref)
    assert corrected is not None and corrected.customer_phone == "9840099999"

    # No PIN, no ID numbers.
    answer_pin([])
    dialog.documents_button.click()
    qtbot.waitUntil(lambda: "a supervisor's PIN is needed" in dialog.state.text())
    assert PASSPORT not in dialog.supervisor_view.text()

    set_pin(desk.services.journal.till)
    answer_pin([PIN])
    dialog.documents_button.click()
    qtbot.waitUntil(lambda: PASSPORT in dialog.supervisor_view.text())
    dialog.documents_print_button.click()
    qtbot.waitUntil(lambda: "give it to the operator" in dialog.state.text())
    (listed,) = home.customer_requests.glob("passenger-ids-*.pdf")
    assert stat.S_IMODE(listed.stat().st_mode) == 0o600
    dialog.print_button.click()
    qtbot.waitUntil(lambda: "The summary is in" in dialog.state.text())
    (summed,) = home.customer_requests.glob("customer-summary-*.pdf")
    assert stat.S_IMODE(summed.stat().st_mode) == 0o600

    answer_pin([PIN])
    dialog.log_button.click()
    qtbot.waitUntil(lambda: "The log is whole." in dialog.supervisor_view.text())
    dialog.resize(1000, 700)
    screenshot(dialog, "customer_data_dialog")
    entries = [(e.action, e.who) for e in desk.services.journal.privacy.entries(row.booking_ref)]
    shift = desk.shifts.current()
    assert shift is not None  # the clerk on the till corrects and prints for the customer
    assert entries == [
        (Action.CORRECTION, shift.clerk),
        (Action.ID_VIEW, SUPERVISOR),
        (Action.REPRINT, SUPERVISOR),
        (Action.SUMMARY, shift.clerk),
    ]
    # The look and the list printed from it are logged with the reason typed with the PIN.
    assert [e.why for e in desk.services.journal.privacy.entries(row.booking_ref)][1:3] == [
        REASON
    ] * 2
    assert REASON in dialog.supervisor_view.text()
    dialog.reject()


def test_an_export_an_erasure_and_a_reprint_are_one_entry_each(
    desk: Desk, qtbot: QtBot, home: AppPaths
) -> None:
    people = [foreigner(id_number=PASSPORT), indian(traveler_name="Asha Rao")]
    mine = CreateBookingRequest.model_validate(boat_body(people, request_id="cd-mine"))
    record_sale(desk.services.journal, mine)
    other = boat_body(request_id="cd-2", customer_name="Kiran Das", customer_phone="+919812345678")
    other["customer_email"] = "kiran@example.in"
    record_sale(desk.services.journal, CreateBookingRequest.model_validate(other))
    screen = history_of(desk, qtbot, "cd-mine")
    row = screen.current_booking()
    assert row is not None
    set_pin(desk.services.journal.till)
    dialog = customer_data_dialog(desk, qtbot, screen)
    answer_pin([PIN])
    dialog.documents_button.click()
    qtbot.waitUntil(lambda: PASSPORT in dialog.supervisor_view.text())
    dialog.documents_print_button.click()
    qtbot.waitUntil(lambda: "give it to the operator" in dialog.state.text())
    dialog.reject()
    answer_pin([PIN])
    screen.customer_export_button.click()
    qtbot.waitUntil(lambda: "The customer's data is in" in screen.state_label.text())
    answer_pin([PIN])
    screen.customer_erase_button.click()
    qtbot.waitUntil(lambda: "are erased from 1 booking" in screen.state_label.text())
    entries = desk.services.journal.privacy.entries(row.booking_ref)
    assert [e.action for e in entries] == [
        Action.ID_VIEW,
        Action.REPRINT,
        Action.EXPORT,
        Action.ERASURE,
    ]
    assert {e.who for e in entries} == {SUPERVISOR}
    assert desk.services.journal.privacy.verify() == []


def test_a_file_made_for_a_customer_is_deleted_by_the_daily_erasure_after_a_week(
    desk: Desk, home: AppPaths, run: Any
) -> None:
    folder = home.customer_requests
    left = write_customer_file(folder, CustomerFile.EXPORT, "REF-OLD", b"{}")
    fresh = write_customer_file(folder, CustomerFile.SUMMARY, "REF-NEW", b"%PDF-1.4")
    week_ago = (dt.datetime.now() - KEPT - dt.timedelta(minutes=1)).timestamp()
    os.utime(left, (week_ago, week_ago))
    run(desk.runtime.eraser.erase_now())
    assert not left.exists() and fresh.exists()

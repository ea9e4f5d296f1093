"""A supervisor's look at the ID scans a sale waiting for its answer holds: only with their PIN,
shown and never saved, one entry in the access log; and the access log after a scan view, a
reprint with an ID number, an export and an erasure holds one entry each and shows a rewrite."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api import CreateBookingRequest
from app.counter.config.paths import JOURNAL_FOLDER, AppPaths
from app.domain.id_proof import encode_data_uri
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.records.customers import Action
from app.ui.desk import Desk
from app.ui.registry import BOOK
from app.ui.widgets.id_scans_dialog import IdScansDialog
from tests.domain.samples import boat_body, foreigner, indian
from tests.journal.entries import record_sale
from tests.ui.conftest import screenshot
from tests.ui.helpers.customer_data import customer_data_dialog, history_of
from tests.ui.helpers.sales import jpeg_scan
from tests.ui.helpers.supervisor import PIN, REASON, SUPERVISOR, answer_pin, set_pin

PASSPORT = "Z9X8Y7W6"
# Each PIN is checked with a deliberately slow hash: room for a busy machine.
WAIT_MS = 20_000


def passport_scan(tmp: Path) -> str:
    """A passport-like JPEG as the data URI a sale carries."""
    return encode_data_uri(jpeg_scan(tmp / "passport.jpg").read_bytes())


def pending_with_scan(desk_home: AppPaths) -> str:
    """Journal a BOAT sale of a foreign passenger (with a passport scan) and an Indian one
    (without), left pending as a run that died before sending leaves it; its request id."""
    body = boat_body(
        [
            foreigner(
                id_number=PASSPORT,
                traveler_name="Emma Schultz",
                id_proof_file=passport_scan(desk_home.data),
            ),
            indian(traveler_name="Asha Rao"),
        ]
    )
    body["passengers"][1].pop("id_proof_file", None)
    request = CreateBookingRequest.model_validate({**body, "request_id": "cd-scan-1"})
    journal = Journal(desk_home.data / JOURNAL_FOLDER)
    try:
        journal.add_create(journal.save_scans(request), product="BOAT", agent=None)
    finally:
        journal.close()
    return request.request_id


def scans_dialog(desk: Desk) -> IdScansDialog | None:
    """The ID scans dialog ``desk`` shows (one closed earlier may not be deleted yet)."""
    shown = (w for w in QApplication.topLevelWidgets() if isinstance(w, IdScansDialog))
    return next((w for w in shown if w.isVisible() and w.parent() is desk.window), None)


def test_a_supervisor_sees_a_pending_sale_s_scan_with_a_pin_and_the_look_is_logged(
    make_desk: Any, qtbot: QtBot, home: AppPaths
) -> None:
    request_id = pending_with_scan(home)
    desk: Desk = make_desk()
    notice = desk.controller(BOOK).screen.notice
    assert not notice.scans_button.isHidden()

    # The supervisor's PIN not given (the dialog cancelled): nothing is shown, nothing logged.
    set_pin(desk.services.journal.till)
    answer_pin([])
    notice.scans_button.click()
    qtbot.waitUntil(
        lambda: "a supervisor's PIN is needed" in desk.window.message_bar.text, timeout=WAIT_MS
    )
    assert scans_dialog(desk) is None
    assert desk.services.journal.privacy.entries() == []

    # The PIN without a reason: asked for, and nothing shown or logged.
    said = answer_pin([PIN], reason="  ")
    notice.scans_button.click()
    qtbot.waitUntil(lambda: said == ["Type why you need to see it: the look is logged with it."])
    qtbot.waitUntil(
        lambda: "a supervisor's PIN is needed" in desk.window.message_bar.text, timeout=WAIT_MS
    )
    assert scans_dialog(desk) is None
    assert desk.services.journal.privacy.entries() == []

    answer_pin([PIN], shot="id_scans_pin")
    notice.scans_button.click()
    qtbot.waitUntil(lambda: len(desk.services.journal.privacy.entries()) == 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: scans_dialog(desk) is not None, timeout=WAIT_MS)
    dialog = scans_dialog(desk)
    assert dialog is not None
    assert [name.text() for name in dialog.names] == ["Emma Schultz"]
    picture = dialog.pictures[0].pixmap()
    assert (picture.width(), picture.height()) == (720, 512)  # 900x640, drawn 720 wide
    screenshot(dialog, "id-scans-1366x768")
    (entry,) = desk.services.journal.privacy.entries()
    assert (entry.action, entry.who, entry.subject, entry.why) == (
        Action.SCAN_VIEW,
        SUPERVISOR,
        request_id,
        REASON,
    )
    dialog.reject()


def test_a_scan_view_a_reprint_an_export_and_an_erasure_are_one_entry_each(
    make_desk: Any, qtbot: QtBot, home: AppPaths
) -> None:
    request_id = pending_with_scan(home)
    desk: Desk = make_desk()
    set_pin(desk.services.journal.till)
    answer_pin([PIN])
    desk.controller(BOOK).screen.notice.scans_button.click()
    qtbot.waitUntil(lambda: len(desk.services.journal.privacy.entries()) == 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: scans_dialog(desk) is not None, timeout=WAIT_MS)
    shown = scans_dialog(desk)
    assert shown is not None
    shown.reject()

    mine = CreateBookingRequest.model_validate(
        boat_body([foreigner(id_number="P1234567")], request_id="cd-mine")
    )
    booked = record_sale(desk.services.journal, mine)
    screen = history_of(desk, qtbot, "cd-mine", rows=1)
    dialog = customer_data_dialog(desk, qtbot, screen)
    answer_pin([PIN])
    dialog.documents_button.click()
    qtbot.waitUntil(lambda: "P1234567" in dialog.supervisor_view.text(), timeout=WAIT_MS)
    dialog.documents_print_button.click()
    qtbot.waitUntil(lambda: "give it to the operator" in dialog.state.text(), timeout=WAIT_MS)
    dialog.reject()
    answer_pin([PIN])
    screen.customer_export_button.click()
    qtbot.waitUntil(
        lambda: "The customer's data is in" in screen.state_label.text(), timeout=WAIT_MS
    )
    answer_pin([PIN])
    screen.customer_erase_button.click()
    qtbot.waitUntil(
        lambda: "are erased from 1 booking" in screen.state_label.text(), timeout=WAIT_MS
    )

    entries = desk.services.journal.privacy.entries()
    assert [(e.action, e.subject) for e in entries] == [
        (Action.SCAN_VIEW, request_id),
        (Action.ID_VIEW, booked.booking_ref),
        (Action.REPRINT, booked.booking_ref),
        (Action.EXPORT, booked.booking_ref),
        (Action.ERASURE, booked.booking_ref),
    ]
    assert desk.services.journal.privacy.verify() == []

    # Someone edits the journal file to hide who looked at the scan: the chain shows it.
    conn = sqlite3.connect(home.data / JOURNAL_FOLDER / DATABASE_NAME)
    try:
        conn.execute("DROP TRIGGER access_log_append_only")
        conn.execute("UPDATE access_log SET who = 'nobody' WHERE action = 'scan_view'")
        conn.commit()
    finally:
        conn.close()
    assert desk.services.journal.privacy.verify() == [
        f"entry {entries[0].seq} was changed after it was written"
    ]

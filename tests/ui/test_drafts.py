"""A sale in progress is never lost: saved as typed, asked about on close, offered back at start."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.counter.logs import SecretRedactor
from app.counter.paths import AppPaths
from app.journal.outbox import Kind, OutboxReader
from app.journal.store import DATABASE_NAME
from app.sandbox import EmbeddedSandbox
from app.ui.bridge import MessageBridge
from app.ui.desk import Desk
from app.ui.registry import BOOK, WALLET
from app.ui.scans import read_scan
from app.ui.widgets.draft_question import VOID_ACTION
from tests.journal_faults import Fault, faulty_journal
from tests.ui.conftest import FAST_RETRY, screenshot, start_desk
from tests.ui.helpers.sales import (
    ACTIVITY,
    CUSTOMER,
    activate,
    boat_form,
    choose,
    confirm_by_keyboard,
    jpeg_scan,
    press,
    tab,
    type_customer,
    type_text,
)
from tests.ui.helpers.supervisor import PIN, SUPERVISOR, answer_pin, set_pin


def kept_names(desk: Desk) -> list[str]:
    """The passengers' names in the draft the journal keeps."""
    stored = desk.journal.drafts.load()
    return [p["traveler_name"] for p in stored.body["passengers"]] if stored else []


def told(desk: Desk, *kinds: Kind) -> list[tuple[str, dict[str, Any]]]:
    """The records of ``kinds`` the desk's journal holds for the agency store: (kind, body)."""
    reader = OutboxReader(desk.paths.journal / DATABASE_NAME)
    try:
        return [(r.kind, r.body) for r in reader.unsent(1000) if r.kind in kinds]
    finally:
        reader.close()


def voided(desk: Desk) -> list[dict[str, Any]]:
    """The bodies of the voided drafts the desk's journal holds for the agency store."""
    return [body for _, body in told(desk, Kind.DRAFT_VOIDED)]


def started(make_desk: Any, run: Any, sandbox: EmbeddedSandbox, qtbot: QtBot) -> Desk:
    """Another start of the app on the same home (and so the same journal)."""
    desk: Desk = make_desk()
    assert start_desk(desk, run, sandbox)
    activate(desk, qtbot)
    return desk


def test_closing_mid_sale_asks_and_the_kept_draft_comes_back_at_the_next_start(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot, tmp_path: Path
) -> None:
    desk = started(make_desk, run, sales_sandbox, qtbot)
    form = boat_form(desk, qtbot)
    type_text("Ravi Kumar")
    form.add_passenger()
    type_text("Sita Devi")
    scan = read_scan(jpeg_scan(tmp_path / "sita.jpg"))
    form.set_scan(form.model.key(1), scan)
    qtbot.waitUntil(lambda: kept_names(desk) == ["Ravi Kumar", "Sita Devi"])
    closed: list[bool] = []
    desk.window.closing.connect(lambda: closed.append(True))

    assert not desk.window.close()
    question = desk.controller(BOOK).close_question
    assert question is not None and question.isVisible()
    assert question.text() == "A sale is in progress: keep it as a draft, discard it, or cancel?"
    screenshot(question, "draft_close_question")
    assert question.cancel_button is not None
    question.cancel_button.click()
    assert desk.window.isVisible() and closed == []

    assert not desk.window.close()
    question.keep_button.click()
    assert closed == [True] and not desk.window.isVisible()

    again = started(make_desk, run, sales_sandbox, qtbot)
    offer = again.draft_offer
    assert offer is not None and offer.isVisible()
    assert f"{CUSTOMER[0]} · North Bay Harbour Cruise" in offer.text()
    screenshot(offer, "draft_offer")
    offer.keep_button.click()
    assert again.window.current() is BOOK
    restored = again.window.page(BOOK).form
    edits = restored.customer.edits
    assert tuple(edits[name].text() for name in edits) == CUSTOMER
    assert [restored.model.entry(row).traveler_name for row in range(2)] == [
        "Ravi Kumar",
        "Sita Devi",
    ]
    kept = restored.model.scan(1)
    assert kept is not None and kept.data_uri == scan.data_uri
    assert restored.model.entry(1).id_proof_file == scan.data_uri


def test_after_a_crash_the_draft_is_offered_and_a_completed_sale_removes_it(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started(make_desk, run, sales_sandbox, qtbot)
    choose(desk, qtbot, ACTIVITY)
    type_customer()
    type_text("3")
    tab()
    qtbot.waitUntil(lambda: desk.journal.drafts.load() is not None)
    stored = desk.journal.drafts.load()
    assert stored is not None and stored.body["qty"] == 3
    # The power goes: no close, no question. The next start finds the draft.
    again = started(make_desk, run, sales_sandbox, qtbot)
    offer = again.draft_offer
    assert offer is not None and offer.isVisible()
    [(_, kept)] = told(again, Kind.DRAFT_KEPT)  # the supervisor sees it is kept at this counter
    assert kept["customer_name"] == CUSTOMER[0] and kept["seats"] == 3
    offer.keep_button.click()
    [(_, cleared)] = told(again, Kind.DRAFT_CLEARED)  # restored: no longer kept
    assert (cleared["draft_id"], cleared["how"]) == (kept["draft_id"], "restored")
    form = again.window.page(BOOK).form
    assert form.qty_spin.value() == 3
    activate(again, qtbot)
    form.review_button.setFocus()
    press(Qt.Key.Key_Return)
    review = again.window.page(BOOK).review
    qtbot.waitUntil(lambda: again.window.page(BOOK).currentWidget() is review)
    dashboard = again.window.page(WALLET).balance_label
    before = dashboard.text()
    confirm_by_keyboard(again, qtbot)
    assert again.journal.drafts.load() is None
    assert not again.controller(BOOK).in_progress()  # closing now asks nothing
    assert len(told(again, Kind.DRAFT_KEPT, Kind.DRAFT_CLEARED)) == 2  # told once each
    # The sale's last work (the wallet read again, the voucher drawn) ends before the test.
    preview = again.window.page(BOOK).result.preview
    qtbot.waitUntil(lambda: not preview.pixmap().isNull())
    qtbot.waitUntil(lambda: dashboard.text() != before)


def test_discarding_a_draft_needs_the_supervisor_and_it_is_not_offered_again(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started(make_desk, run, sales_sandbox, qtbot)
    choose(desk, qtbot, ACTIVITY)
    type_customer()
    qtbot.waitUntil(lambda: desk.journal.drafts.load() is not None)
    assert not desk.window.close()
    question = desk.controller(BOOK).close_question
    assert question is not None
    said = answer_pin([])  # the supervisor is not there: the sale is kept as a draft
    question.discard_button.click()
    qtbot.waitUntil(lambda: not desk.window.isVisible())
    desk.controller(BOOK).save_draft()  # as the shutdown does
    assert said == [] and desk.journal.drafts.load() is not None

    again = started(make_desk, run, sales_sandbox, qtbot)
    offer = again.draft_offer
    assert offer is not None
    set_pin(desk.journal.till)  # set in Settings by the key's holder
    said = answer_pin([PIN])
    offer.discard_button.click()
    qtbot.waitUntil(lambda: again.journal.drafts.load() is None)
    assert said == [""]
    [decision] = again.journal.till.decisions()
    assert (decision.supervisor, decision.action) == (SUPERVISOR, VOID_ACTION)
    [body] = voided(again)
    assert body["voided_by"] == SUPERVISOR and body["summary"].startswith(CUSTOMER[0])
    assert started(make_desk, run, sales_sandbox, qtbot).draft_offer is None


def test_a_sale_voided_on_closing_goes_to_the_agency_store_with_its_supervisor(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started(make_desk, run, sales_sandbox, qtbot)
    choose(desk, qtbot, ACTIVITY)
    type_customer()
    assert not desk.window.close()
    question = desk.controller(BOOK).close_question
    assert question is not None
    set_pin(desk.journal.till)  # set in Settings by the key's holder
    said = answer_pin([PIN])
    question.discard_button.click()
    qtbot.waitUntil(lambda: not desk.window.isVisible())
    desk.controller(BOOK).save_draft()  # as the shutdown does: a voided sale stays gone
    assert said == [""] and desk.journal.drafts.load() is None
    [body] = voided(desk)
    assert body["voided_by"] == SUPERVISOR
    assert body["draft"]["customer"]["name"] == CUSTOMER[0]


def test_a_journal_that_cannot_keep_the_draft_never_stops_the_sale(
    run: Any,
    sales_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    home: AppPaths,
    redactor: SecretRedactor,
) -> None:
    journal, conn = faulty_journal(home.journal, Fault.READ_ONLY)
    desk = Desk(home, redactor, retry=FAST_RETRY, bridge=MessageBridge(), journal=journal)
    qtbot.addWidget(desk.window)
    try:
        assert start_desk(desk, run, sales_sandbox)
        activate(desk, qtbot)
        form = boat_form(desk, qtbot)
        book = desk.controller(BOOK)
        book.save_draft()
        before = kept_names(desk)
        conn.break_now(home.journal / DATABASE_NAME)
        type_text("Ravi Kumar")
        book.save_draft()  # what the pause in typing does: the journal refuses, the sale goes on
        assert kept_names(desk) == before != ["Ravi Kumar"]
        assert form.model.entry(0).traveler_name == "Ravi Kumar"
        assert book.in_progress()

        conn.mend()
        book.save_draft()
        assert kept_names(desk) == ["Ravi Kumar"]
    finally:
        run(desk.aclose())


def test_quitting_mid_sale_tells_the_agency_store_the_draft_is_kept_once(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started(make_desk, run, sales_sandbox, qtbot)
    choose(desk, qtbot, ACTIVITY)
    type_customer()
    run(desk.aclose())  # as the app quits: the sale is kept as typed last
    [(_, kept)] = told(desk, Kind.DRAFT_KEPT)
    assert kept["customer_name"] == CUSTOMER[0] and kept["summary"].startswith(CUSTOMER[0])
    again = started(make_desk, run, sales_sandbox, qtbot)
    assert again.draft_offer is not None
    assert told(again, Kind.DRAFT_KEPT) == [(Kind.DRAFT_KEPT, kept)]  # the same draft: told once

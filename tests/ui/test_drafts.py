"""A sale in progress is never lost: saved as typed, asked about on close, offered back at start."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.counter.composition import CounterServices
from app.counter.config.logs import SecretRedactor
from app.counter.config.paths import AppPaths
from app.counter.config.permissions import VOID_KEPT_SALE
from app.journal.outbox import Kind, OutboxReader
from app.journal.store import DATABASE_NAME
from app.sandbox import EmbeddedSandbox
from app.ui.bridge import MessageBridge
from app.ui.desk import Desk
from app.ui.registry import BOOK, WALLET
from app.ui.scan_file import read_scan
from app.ui.widgets.draft_question import UNDO_S
from app.ui.widgets.pin_dialog import PinDialog
from tests.journal.till_records import decisions
from tests.journal_faults import Fault, faulty_journal
from tests.ui.conftest import FAST_RETRY, over_window, screenshot, start_desk
from tests.ui.helpers.sales import (
    ACTIVITY,
    CUSTOMER,
    activate,
    boat_form,
    choose,
    confirm_by_keyboard,
    escape,
    jpeg_scan,
    press,
    tab,
    type_customer,
    type_fields,
    type_text,
)
from tests.ui.helpers.supervisor import PIN, SUPERVISOR, answer_pin, set_pin


def kept_names(desk: Desk) -> list[str]:
    """The passengers' names in the draft the journal keeps."""
    stored = desk.services.journal.drafts.load()
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
    form.people.add_passenger()
    type_text("Sita Devi")
    scan = read_scan(jpeg_scan(tmp_path / "sita.jpg"))
    form.scans.set_scan(form.people.model.key(1), scan)
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
    assert [restored.people.model.entry(row).traveler_name for row in range(2)] == [
        "Ravi Kumar",
        "Sita Devi",
    ]
    kept = restored.people.model.scan(1)
    assert kept is not None and kept.data_uri == scan.data_uri
    assert restored.people.model.entry(1).id_proof_file == scan.data_uri


def test_after_a_crash_the_draft_is_offered_and_a_completed_sale_removes_it(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started(make_desk, run, sales_sandbox, qtbot)
    choose(desk, qtbot, ACTIVITY)
    type_customer()
    type_text("3")
    tab()
    qtbot.waitUntil(lambda: desk.services.journal.drafts.load() is not None)
    stored = desk.services.journal.drafts.load()
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
    assert again.services.journal.drafts.load() is None
    assert not again.controller(BOOK).in_progress()  # closing now asks nothing
    assert len(told(again, Kind.DRAFT_KEPT, Kind.DRAFT_CLEARED)) == 2  # told once each
    # The sale's last work (the wallet read again, the voucher drawn) ends before the test.
    preview = again.window.page(BOOK).result.preview
    qtbot.waitUntil(lambda: not preview.pixmap().isNull())
    qtbot.waitUntil(lambda: dashboard.text() != before)


def pin_dialogs() -> list[QWidget]:
    """The PIN dialogs on screen."""
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, PinDialog) and w.isVisible()]


def test_a_sale_never_sent_is_discarded_on_closing_without_a_pin(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started(make_desk, run, sales_sandbox, qtbot)
    choose(desk, qtbot, ACTIVITY)
    type_customer()
    qtbot.waitUntil(lambda: desk.services.journal.drafts.load() is not None)
    assert not desk.window.close()
    question = desk.controller(BOOK).close_question
    assert question is not None
    question.discard_button.click()
    qtbot.waitUntil(lambda: not desk.window.isVisible())
    desk.controller(BOOK).save_draft()  # as the shutdown does: a discarded sale stays gone
    assert pin_dialogs() == [] and decisions(desk.services.journal.till) == []
    assert desk.services.journal.drafts.load() is None and voided(desk) == []
    assert started(make_desk, run, sales_sandbox, qtbot).draft_offer is None


def test_a_kept_draft_never_sent_is_discarded_at_the_start_with_an_undo(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started(make_desk, run, sales_sandbox, qtbot)
    choose(desk, qtbot, ACTIVITY)
    type_customer()
    qtbot.waitUntil(lambda: desk.services.journal.drafts.load() is not None)
    # The power goes: the next start offers the draft.
    again = started(make_desk, run, sales_sandbox, qtbot)
    again.window.resize(1366, 768)
    offer = again.draft_offer
    assert offer is not None
    offer.discard_button.click()
    undo = again.draft_undo
    assert undo is not None and undo.isVisible()
    QApplication.processEvents()
    assert pin_dialogs() == []
    assert undo.text().startswith(f"Discarded: {CUSTOMER[0]} · ")
    over_window(again.window, undo, "draft_discarded_undo")
    undo.undo_button.click()
    assert again.window.current() is BOOK
    edits = again.window.page(BOOK).form.customer.edits
    assert tuple(edits[name].text() for name in edits) == CUSTOMER

    # Another start, and this time the few seconds run out: the draft is gone.
    third = started(make_desk, run, sales_sandbox, qtbot)
    offer = third.draft_offer
    assert offer is not None
    offer.discard_button.click()
    undo = third.draft_undo
    assert undo is not None
    assert undo.timer.interval() == UNDO_S * 1000
    assert third.services.journal.drafts.load() is not None  # kept while Undo can bring it back
    qtbot.waitUntil(
        lambda: third.services.journal.drafts.load() is None, timeout=(UNDO_S + 5) * 1000
    )
    assert not undo.isVisible() and decisions(third.services.journal.till) == []
    assert started(make_desk, run, sales_sandbox, qtbot).draft_offer is None


@contextmanager
def sent_sale(desk: Desk, sandbox: EmbeddedSandbox, qtbot: QtBot) -> Iterator[None]:
    """A BOAT sale confirmed while the boat operator is down, and down while the test runs:
    sent, its answer not known (the background tries cannot settle it)."""
    boat_form(desk, qtbot)
    type_fields("Ravi Kumar", "34", "M")
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    sandbox.boat_fault = True
    try:
        press(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: "Confirm again" in review.state_label.text(), timeout=10_000)
        assert desk.controller(BOOK).in_progress()
        yield
    finally:
        sandbox.boat_fault = False


def modal(qtbot: QtBot, kind: type[QWidget]) -> QWidget:
    """The modal dialog of ``kind`` once it is open."""
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), kind))
    dialog = QApplication.activeModalWidget()
    assert dialog is not None
    return dialog


def test_esc_in_each_draft_dialog_closes_only_that_dialog_and_a_sent_sale_needs_the_pin(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started(make_desk, run, sales_sandbox, qtbot)
    desk.window.resize(1366, 768)
    closed: list[bool] = []
    desk.window.closing.connect(lambda: closed.append(True))
    with sent_sale(desk, sales_sandbox, qtbot):
        voided_on_closing(desk, qtbot, closed)


def voided_on_closing(desk: Desk, qtbot: QtBot, closed: list[bool]) -> None:
    """Esc in the close question and in the PIN dialog, then the PIN given."""
    book = desk.controller(BOOK)

    # The close question: Esc is Cancel.
    assert not desk.window.close()
    question = book.close_question
    assert question is not None and question.isVisible()
    escape(qtbot, question)
    assert not question.isVisible() and desk.window.isVisible() and closed == []

    # A sent sale asks the supervisor; Esc on the PIN dialog closes it, and only it.
    warned: list[str] = []
    desk.bridge.message.connect(lambda _level, text: warned.append(text))
    assert not desk.window.close()
    question.discard_button.click()
    pin = modal(qtbot, PinDialog)
    over_window(desk.window, pin, "draft_discard_pin")
    escape(qtbot, pin)
    qtbot.waitUntil(lambda: bool(warned))
    assert warned == [
        "The sale is kept: discarding a sale already sent to the service needs a supervisor's PIN."
    ]
    assert desk.window.isVisible() and closed == [] and book.in_progress()
    assert decisions(desk.services.journal.till) == [] and voided(desk) == []
    screenshot(desk.window, "draft_discard_pin_closed")

    # With the supervisor's PIN the sale is voided, told to the agency store, and the app closes.
    set_pin(desk.services.journal.till)
    said = answer_pin([PIN])
    assert not desk.window.close()
    question.discard_button.click()
    qtbot.waitUntil(lambda: not desk.window.isVisible())
    desk.controller(BOOK).save_draft()  # as the shutdown does: a voided sale stays gone
    assert said == [""] and desk.services.journal.drafts.load() is None and closed == [True]
    [decision] = decisions(desk.services.journal.till)
    assert (decision.supervisor, decision.action) == (SUPERVISOR, VOID_KEPT_SALE.title)
    [body] = voided(desk)
    assert body["voided_by"] == SUPERVISOR and body["draft"]["customer"]["name"] == CUSTOMER[0]


def test_esc_on_the_offer_of_a_sent_draft_and_on_its_pin_keeps_the_app_and_the_draft(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started(make_desk, run, sales_sandbox, qtbot)
    with sent_sale(desk, sales_sandbox, qtbot):
        run(desk.aclose())  # quit: the sale is kept as typed last

    again = started(make_desk, run, sales_sandbox, qtbot)
    stored = again.services.journal.drafts.load()
    assert stored is not None and stored.body["sent"] is True
    offer = again.draft_offer
    assert offer is not None
    escape(qtbot, offer)
    assert not offer.isVisible() and again.window.isVisible()
    assert again.services.journal.drafts.load() is not None  # offered again at the next start
    offer.open()
    offer.discard_button.click()
    pin = modal(qtbot, PinDialog)
    escape(qtbot, pin)
    qtbot.waitUntil(lambda: not pin.isVisible())
    assert again.window.isVisible() and again.services.journal.drafts.load() is not None
    assert again.draft_undo is None  # a sent sale has no plain discard


def test_a_journal_that_cannot_keep_the_draft_never_stops_the_sale(
    run: Any,
    sales_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    home: AppPaths,
    redactor: SecretRedactor,
) -> None:
    journal, conn = faulty_journal(home.journal, Fault.READ_ONLY)
    services = CounterServices(journal)
    desk = Desk(home, redactor, retry=FAST_RETRY, bridge=MessageBridge(), services=services)
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
        assert form.people.model.entry(0).traveler_name == "Ravi Kumar"
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

"""The e-invoices' dialog as staff use it: the clock of what waits for an IRN, one document's
JSON and a day's bulk file written for the portal (valid by the published schema), a mistake
told beside its field, the portal's answer file read onto the journal; Hindi words too."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app import i18n
from app.counter.services.einvoices import EinvoiceService
from app.domain.gst import Registration
from app.domain.irp_answer import token_data
from app.domain.modules import Module
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.ui.controllers.einvoice import EinvoiceController
from app.ui.controllers.supervisor import Supervisor
from app.ui.fonts import register_fonts
from app.ui.translation import install_translations
from tests.counter.approvals import Reasons, nobody
from tests.counter.einvoice_sales import FIRM, PRICE, SETTINGS, TODAY
from tests.domain.einvoice_schema import schema_errors
from tests.journal.entries import Clock
from tests.journal.irp_answers import portal_answer, token
from tests.journal.till_sales import sell, till_sale
from tests.ui.conftest import screenshot
from tests.ui.helpers.supervisor import PIN, answer_pin, set_pin


def _journal(folder: Path) -> list[str]:
    """Two B2B invoices, 21 and 0 days before TODAY; their numbers."""
    registration: Registration = SETTINGS.registration
    clock = Clock(TODAY - dt.timedelta(days=21))
    with Journal(folder, now=clock) as journal:
        sell(journal, "old", till_sale(price=PRICE, tax=registration.basis(Module.BOAT, FIRM)))
        clock.now = TODAY
        sell(journal, "new", till_sale(price=PRICE, tax=registration.basis(Module.BOAT, FIRM)))
        numbers = [journal.tax.invoice_of(r).doc_no for r in ("old", "new")]  # type: ignore[union-attr]
    return numbers


def _controller(qtbot: QtBot, journal: Journal) -> EinvoiceController:
    parent = QWidget()
    qtbot.addWidget(parent)
    set_pin(journal.till)
    database = journal.folder / DATABASE_NAME
    supervisor = Supervisor(journal.till)
    # The service's time, as the journal's; its IRN cancelled on the PIN dialog's decision, a
    # refused answer accepted with the PIN dialog's reason.
    files = EinvoiceService(database, supervisor.ask, supervisor.ask_reason, now=lambda: TODAY)
    return EinvoiceController(parent, files, lambda: SETTINGS)


def test_exports_and_the_answer_file_from_the_dialog(
    qtbot: QtBot, run: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    old, new = _journal(tmp_path / "journal")
    desk_journal = Journal(tmp_path / "journal", now=Clock(TODAY))
    controller = _controller(qtbot, desk_journal)
    dialog = run(controller.open(TODAY.date()))
    out = tmp_path / "out"
    out.mkdir()
    dialog.folder_edit.setText(str(out))

    assert "21 days old, report it to the portal by 31 Dec 2026." in dialog.clock_label.text()
    assert f"Invoice {new}: 0 days old, without an IRN." in dialog.clock_label.text()

    # A number this counter never issued: the sentence is beside the number.
    QTest.keyClicks(dialog.number_edit, "PB1/26/999999")
    QTest.mouseClick(dialog.number_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.number_result.isVisible() and dialog.number_button.isEnabled())
    assert dialog.number_result.text() == (
        "No invoice or credit note of this counter is numbered PB1/26/999999."
    )

    dialog.number_edit.setText(old)
    QTest.mouseClick(dialog.number_button, Qt.MouseButton.LeftButton)
    one = out / f"einvoice-{old.replace('/', '-')}.json"
    qtbot.waitUntil(lambda: one.exists() and dialog.number_button.isEnabled())
    assert dialog.number_result.text().startswith("Saved ")
    assert schema_errors(json.loads(one.read_text(encoding="utf-8"))) == []

    QTest.mouseClick(dialog.day_button, Qt.MouseButton.LeftButton)
    bulk = out / f"einvoice-bulk-{TODAY.date().isoformat()}.json"
    qtbot.waitUntil(lambda: bulk.exists() and dialog.day_button.isEnabled())
    (only,) = json.loads(bulk.read_text(encoding="utf-8"))
    assert only["DocDtls"]["No"] == new and schema_errors(only) == []
    assert dialog.day_result.text().startswith("Saved 1 document in")

    with Journal(tmp_path / "journal", now=Clock(TODAY)) as journal:
        document = journal.tax.document(old)
        assert document is not None
        answer = portal_answer(document, SETTINGS.agency_gstin, "112010036458765", TODAY)
    answers = tmp_path / "answer.json"
    answers.write_text(json.dumps({"Status": "1", "Data": [answer]}), encoding="utf-8")
    dialog.request_import(str(answers))
    qtbot.waitUntil(lambda: dialog.import_button.isEnabled(), timeout=10_000)
    assert dialog.import_result.text() == f"IRN kept on 1 document: {old}."
    qtbot.waitUntil(lambda: old not in dialog.clock_label.text())
    screenshot(dialog, "einvoice_dialog")
    with Journal(tmp_path / "journal", now=Clock(TODAY)) as journal:
        kept = journal.einvoices.registered(old)
    assert kept is not None and kept.irn == answer["Irn"]

    # A file that is not the portal's: said beside the import, nothing changed.
    wrong = tmp_path / "wrong.json"
    wrong.write_text("<html>", encoding="utf-8")
    dialog.request_import(str(wrong))
    qtbot.waitUntil(lambda: "not the portal's" in dialog.import_result.text())
    # Nested 50,000 deep: a sentence, never a RecursionError out of the worker.
    wrong.write_text("[" * 50_000 + "]" * 50_000, encoding="utf-8")
    dialog.request_import(str(wrong))
    qtbot.waitUntil(lambda: "nested deeper" in dialog.import_result.text())
    # The other invoice's answer with a wrong IRN: refused, naming the IRN.
    with Journal(tmp_path / "journal", now=Clock(TODAY)) as journal:
        document = journal.tax.document(new)
        assert document is not None
        true = portal_answer(document, SETTINGS.agency_gstin, "112010036458766", TODAY)
    qr = {**token_data(true["SignedQRCode"]), "Irn": "0" * 64}
    wrong.write_text(json.dumps({**true, "Irn": "0" * 64, "SignedQRCode": token(qr)}), "utf-8")
    dialog.request_import(str(wrong))
    qtbot.waitUntil(lambda: "not the one the portal makes" in dialog.import_result.text())
    assert dialog.import_result.text().startswith(
        f"The IRN is not the one the portal makes for {new}"
    )
    assert dialog.accept_button.isVisibleTo(dialog)
    screenshot(dialog, "einvoice_dialog_wrong_irn")
    # A supervisor accepts it (the live portal's formula cannot be checked from here): without
    # the PIN it stays refused; with it, it is kept and the name and reason logged.
    answer_pin([])
    dialog.accept_button.click()
    qtbot.waitUntil(lambda: "Only a supervisor accepts" in dialog.import_result.text())
    answer_pin(
        [PIN], reason="the portal's own answer, checked on its site", shot="einvoice_accept_pin"
    )
    dialog.accept_button.click()
    qtbot.waitUntil(lambda: dialog.import_result.text().startswith(f"IRN kept on {new}"))
    assert not dialog.accept_button.isVisibleTo(dialog)
    with Journal(tmp_path / "journal", now=Clock(TODAY)) as journal:
        kept = journal.einvoices.registered(new)
        (accepted,) = journal.einvoices.accepted(new)
    assert kept is not None and kept.irn == "0" * 64
    assert accepted.reason == "the portal's own answer, checked on its site"

    # The IRN's cancellation: refused without a supervisor, then asked with one.
    dialog.number_edit.setText(old)
    dialog.reason_choice.setCurrentIndex(1)
    answer_pin([])
    dialog.cancel_button.click()
    qtbot.waitUntil(lambda: dialog.cancel_button.isEnabled() and dialog.number_result.isVisible())
    assert dialog.number_result.text() == "Only a supervisor cancels an IRN."
    answer_pin([PIN])
    dialog.cancel_button.click()
    cancel = out / f"einvoice-cancel-{old.replace('/', '-')}.json"
    qtbot.waitUntil(lambda: cancel.exists() and dialog.cancel_button.isEnabled(), timeout=10_000)
    assert json.loads(cancel.read_text(encoding="utf-8")) == {
        "Irn": answer["Irn"], "CnlRsn": "2", "CnlRem": "Data entry mistake"
    }  # fmt: skip
    qtbot.waitUntil(
        lambda: f"Invoice {old}: cancel its IRN on the portal by" in dialog.clock_label.text()
    )
    desk_journal.close()


def test_the_dialog_in_hindi(qtbot: QtBot, run: Any, tmp_path: Path, monkeypatch: Any) -> None:
    _journal(tmp_path / "journal")
    desk_journal = Journal(tmp_path / "journal", now=Clock(TODAY))
    controller = _controller(qtbot, desk_journal)
    register_fonts()
    install_translations(i18n.HINDI)
    try:
        dialog = run(controller.open(TODAY.date()))
        screenshot(dialog, "einvoice_dialog_hi")
        assert dialog.windowTitle() == "ई-इनवॉइस (IRN)"
        assert dialog.day_button.text() == "दिन की बल्क फ़ाइल निर्यात करें (&B)"
        assert "दिन पुराना" in dialog.clock_label.text()
    finally:
        install_translations(i18n.ENGLISH)
        desk_journal.close()


def test_a_journal_that_cannot_be_read_is_said_in_the_dialog(
    qtbot: QtBot, run: Any, tmp_path: Path
) -> None:
    with Journal(tmp_path / "journal", now=Clock(TODAY)) as journal:
        controller = _controller(qtbot, journal)
        controller.files = EinvoiceService(
            tmp_path / "nowhere" / DATABASE_NAME, nobody, Reasons(None), lambda: TODAY
        )
        dialog = run(controller.open(TODAY.date()))
    # In the clerk's words: not SQLite's "unable to open database file", nor the path.
    assert dialog.clock_label.text() == (
        "The file could not be written or read (its journal file is damaged or the disk cannot "
        "be read). Choose another folder or file."
    )


def test_any_failure_of_the_reader_is_a_sentence_in_the_dialog(
    qtbot: QtBot, run: Any, tmp_path: Path, monkeypatch: Any, caplog: Any
) -> None:
    def fails(*_args: Any) -> None:
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr("app.counter.services.einvoices.import_answers", fails)
    with Journal(tmp_path / "journal", now=Clock(TODAY)) as journal:
        controller = _controller(qtbot, journal)
        dialog = run(controller.open(TODAY.date()))
        assert run(controller.import_file(dialog, tmp_path / "answer.json")) is None
    assert dialog.import_result.text() == (
        "The file could not be read as the portal's answer; nothing was changed."
    )
    assert "answer.json could not be read" in caplog.text  # the trace goes to the log

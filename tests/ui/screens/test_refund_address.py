"""A consumer's refund at a registered agency, clicked through Lookup: the refund panel asks for
their address, by its field, before the credit note that must name it (rule 53 (1A) (f));
recording without it is refused with nothing typed lost; once typed, the credit note prints it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import patch_file_dialog
from tests.ui.screens.test_document_copies import invoiced, one_line, one_seat_cancelled

ASKED = "A credit note to a consumer names their address."
ADDRESS = "7 Marine Hill, Port Blair 744101"


def test_a_consumers_refund_asks_their_address_and_the_credit_note_prints_it(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    desk = sales_desk
    ref, invoice_no = invoiced(desk, qtbot)  # a consumer's cash sale: no address on file
    box, panel = one_seat_cancelled(desk, qtbot, ref)
    assert panel.address.isVisible() and panel.address_problem.text() == ASKED
    offered = panel.amount.text()
    panel.reference.setText("counter cash")
    for size in ((1366, 768), (1280, 720)):
        desk.window.resize(*size)
        screenshot(desk.window, f"refund_address_asked_{size[0]}x{size[1]}")

    QTest.mouseClick(panel.record_button, Qt.MouseButton.LeftButton)  # no address typed
    qtbot.waitUntil(lambda: desk.window.focusWidget() is panel.address)  # the keys go there
    assert panel.address_problem.text() == ASKED and panel.address_problem.isVisible()
    sale = desk.services.journal.till.sale_of(ref)
    assert sale is not None
    assert desk.services.journal.tax.refund_documents_of(sale.request_id) == []  # nothing recorded
    assert desk.services.journal.till.refunds_of(ref) == []
    # Nothing typed is lost: the amount offered and the reference stay as they were.
    assert (panel.amount.text(), panel.reference.text()) == (offered, "counter cash")

    QTest.keyClicks(panel.address, ADDRESS)
    QTest.keyClick(panel.address, Qt.Key.Key_Return)  # Enter in the address goes on
    assert desk.services.journal.till.refunds_of(ref) == []
    assert desk.window.focusWidget() is panel.close_box
    QTest.keyClick(panel.reference, Qt.Key.Key_Return)  # Enter in the refund's reference records
    qtbot.waitUntil(lambda: panel.state.text().startswith("Recorded"), timeout=15_000)
    assert not panel.address.isVisible()  # the credit note is issued: asked no more
    [note] = desk.services.journal.tax.refund_documents_of(sale.request_id)
    assert note.basis.buyer.address == ADDRESS and note.original_no == invoice_no
    path = tmp_path / "credit-note.pdf"
    patch_file_dialog(monkeypatch, "getSaveFileName", path)
    qtbot.waitUntil(box.notes_pdf.isEnabled, timeout=15_000)
    box.notes_pdf.click()
    qtbot.waitUntil(lambda: box.state.text().startswith("Duplicate saved"), timeout=15_000)
    text = one_line(path)
    assert "REFUND SLIP" in text.upper() and note.doc_no in text
    assert ADDRESS in text and "Asha Rao" in text  # the consumer named, with their address

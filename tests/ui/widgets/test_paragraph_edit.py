"""The wrapped field for a reason: one paragraph, no longer than allowed, Enter the dialog's."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QPushButton, QVBoxLayout
from pytestqt.qtbot import QtBot

from app.ui.widgets.paragraph_edit import ParagraphEdit


def test_a_reason_stays_one_paragraph_within_its_length_and_enter_answers_the_dialog(
    qtbot: QtBot,
) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    field = ParagraphEdit(20)
    ok = QPushButton("OK")
    ok.setDefault(True)
    ok.clicked.connect(dialog.accept)
    layout = QVBoxLayout(dialog)
    layout.addWidget(field)
    layout.addWidget(ok)
    dialog.show()
    qtbot.waitExposed(dialog)

    field.setText("Paid by\ncheque")  # pasted with a line break
    assert field.text() == "Paid by cheque"
    QTest.keyClicks(field, " number 0042 today")
    assert field.text() == "Paid by cheque numbe"  # 20 characters, the rest refused
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert "\n" not in field.text() and dialog.result() == QDialog.DialogCode.Accepted

"""The PIN dialog is a view of its approval port: it asks the name and PIN, passes them on and
shows the typed answer; a stand-in port with no journal and no store behind it is enough."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog, QLabel
from pytestqt.qtbot import QtBot

from app.counter.services.supervisor_approval import Approved, PinWay, Refusal, Refused
from app.ui.widgets.pin_dialog import PinDialog
from tests.ui.helpers.supervisor import try_pin


class StandInApproval:
    """Answers each approval with the next of ``answers``, remembering what it was asked and
    what the dialog said while it waited."""

    def __init__(self, way: PinWay, *answers: Approved | Refused) -> None:
        self._way = way
        self.answers = list(answers)
        self.asked: list[tuple[str, str, str, str]] = []
        self.shown_meanwhile: list[str] = []
        self.dialog: PinDialog | None = None

    def way(self) -> PinWay:
        return self._way

    async def approve(
        self, name: str, pin: str, action: str, detail: str, saving: Callable[[], None]
    ) -> Approved | Refused:
        self.asked.append((name, pin, action, detail))
        assert self.dialog is not None
        self.shown_meanwhile.append(self.dialog.state.text())
        return self.answers.pop(0)


def opened(qtbot: QtBot, approval: StandInApproval) -> PinDialog:
    dialog = PinDialog(approval, "Void the sale", "BK-1 of 2 seats")
    approval.dialog = dialog
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_dialog_shows_the_port_s_refusal_then_its_approval(qtbot: QtBot, qloop: Any) -> None:
    approval = StandInApproval(
        PinWay.AGENCY,
        Refused(Refusal.UNKNOWN_NAME, known=("Arjun Nair", "Meera Pillai")),
        Approved(41),
    )
    dialog = opened(qtbot, approval)

    said = try_pin(qtbot, dialog, "  Lakshmi  ", "271828")

    assert "No supervisor named Lakshmi" in said and "Arjun Nair, Meera Pillai" in said
    assert dialog.pin.text() == "" and dialog.result() == QDialog.DialogCode.Rejected
    try_pin(qtbot, dialog, "Meera Pillai", "271828")
    assert dialog.decision_id == 41 and dialog.result() == QDialog.DialogCode.Accepted
    assert approval.asked == [
        ("Lakshmi", "271828", "Void the sale", "BK-1 of 2 seats"),
        ("Meera Pillai", "271828", "Void the sale", "BK-1 of 2 seats"),
    ]
    assert approval.shown_meanwhile == ["Checking the PIN with the agency store…"] * 2


@pytest.mark.parametrize(
    ("refused", "words"),
    [
        (Refused(Refusal.WRONG), ["Wrong PIN. After 5 wrong tries"]),
        (Refused(Refusal.LOCKED, seconds=59.6), ["try again in 60 seconds"]),
        (Refused(Refusal.NO_PIN), ["No supervisor PIN is set yet"]),
        (Refused(Refusal.RESET, name="Meera Pillai"), ["Meera Pillai's PIN is locked until"]),
        (
            Refused(Refusal.WRONG, offline=True),
            ["The agency store does not answer", "Wrong PIN"],
        ),
    ],
)
def test_each_refusal_is_a_sentence_staff_can_act_on(
    qtbot: QtBot, qloop: Any, refused: Refused, words: list[str]
) -> None:
    dialog = opened(qtbot, StandInApproval(PinWay.COUNTER, refused))

    said = try_pin(qtbot, dialog, "Meera Pillai", "000000")

    assert all(word in said for word in words), said
    assert dialog.decision_id is None


def test_with_no_pin_set_the_dialog_says_where_before_anything_is_typed(qtbot: QtBot) -> None:
    dialog = opened(qtbot, StandInApproval(PinWay.UNSET))

    shown = [label.text() for label in dialog.findChildren(QLabel)]
    assert any("No supervisor PIN is set yet" in text for text in shown)

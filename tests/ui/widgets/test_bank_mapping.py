"""The column mapping dialog for a payment app's settlement report, in Hindi: the payout's
reference, the app's fee, the tax on it and the net asked in the clerk's words, each with an
Alt+letter of its own, and the mapping it makes reads the report's payouts; a card acquirer's
report marked as the card's."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.bank.layouts import Layout, Role
from app.domain.tenders import CARD
from app.ui.widgets.bank_mapping import ASKED, BANK_MAPPING, MappingDialog
from tests.bank.statements import RAZORPAY_HEADER, RAZORPAY_ROLES
from tests.ui.conftest import screenshot
from tests.ui.test_mnemonics import twice


def test_a_settlement_reports_columns_are_asked_in_hindi(hindi: None, qtbot: QtBot) -> None:
    dialog = MappingDialog("settlement_recon_apr2026.csv", list(RAZORPAY_HEADER), None)
    qtbot.addWidget(dialog)
    for role, header in RAZORPAY_ROLES.items():
        dialog.choices[role].setCurrentText(header)
    dialog.show()
    qtbot.waitExposed(dialog)
    labels = {role: BANK_MAPPING.known(label) for role, label in ASKED}
    assert (labels[Role.PAYOUT], labels[Role.FEE], labels[Role.FEE_TAX], labels[Role.NET]) == (
        "पेआउट का संदर्भ (सेटलमेंट UTR) (&O)",
        "ऐप की फ़ीस (&F)",
        "फ़ीस पर टैक्स (&X)",
        "शुद्ध राशि (जो बैंक पहुँचती है) (&E)",
    )
    assert twice(dialog) == {}  # each Alt+letter is its own
    screenshot(dialog, "bank_mapping_settlement_hi")
    mapping = dialog.mapping()
    assert mapping.name == "settlement_recon_apr2026.csv के लिए रखे गए कॉलम"
    assert dict(mapping.columns) == RAZORPAY_ROLES and mapping.is_settlement
    dialog.submit()
    assert dialog.result() == MappingDialog.DialogCode.Accepted


def test_a_card_acquirers_report_is_marked_as_the_cards(hindi: None, qtbot: QtBot) -> None:
    # Issue 94: an acquirer's settlement report, its payments the card's (its payout clears
    # the card's takings, its fee the MDR), said so in the dialog and kept with the mapping.
    dialog = MappingDialog("card_settlement_apr2026.csv", list(RAZORPAY_HEADER), None)
    qtbot.addWidget(dialog)
    for role, header in RAZORPAY_ROLES.items():
        dialog.choices[role].setCurrentText(header)
    assert not dialog.mapping().card  # UPI's, as every report was
    dialog.tender.setCurrentText(CARD.title())
    dialog.show()
    qtbot.waitExposed(dialog)
    assert CARD.title() == "कार्ड" and twice(dialog) == {}
    screenshot(dialog, "bank_mapping_card_hi")
    mapping = dialog.mapping()
    assert mapping.card and Layout.from_json(mapping.to_json()) == mapping
    assert dialog.chosen_text().endswith("रिपोर्ट के भुगतान (S): कार्ड")
    # A bank's columns (no payout) are no acquirer's whatever the choice.
    dialog.choices[Role.PAYOUT].setCurrentIndex(0)
    assert not dialog.mapping().card

"""Lookup's bank statement box: each UPI or bank payment of the booking shown, where it stands
against the agency's statements and, for a payment the statements prove or question, the payer's
details the statement row gives (hidden for a booking with no such payment)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from app.bank.proofs import Proof, Standing
from app.counter.services.bank_lookup import proof_lines
from app.i18n import Catalogue
from app.ui.style import Tone, set_tone

BANK_PROOFS = Catalogue("BANK_PROOFS")


def proof_tone(proof: Proof) -> Tone:
    """Red questioned and not resolved, green proved, a warning while the customer still owes
    it (said until it is paid), muted otherwise resolved (the words say it too)."""
    if proof.standing is Standing.OWED:
        return Tone.WARNING
    if proof.outcome is not None:
        return Tone.MUTED
    if proof.standing is Standing.QUESTIONED:
        return Tone.ERROR
    return Tone.SUCCESS if proof.standing is Standing.PROVED else Tone.PLAIN


class BankProofsBox(QGroupBox):
    """The booking's UPI and bank payments against the statements, one paragraph each."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(BANK_PROOFS.tr("UPI and bank payments"), parent)
        self.setObjectName("bankProofs")
        self.booking_ref = ""
        self.paragraphs: list[QLabel] = []
        self._layout = QVBoxLayout(self)
        self.hide()

    def show_proofs(self, booking_ref: str, proofs: list[Proof]) -> None:
        """The payments of ``booking_ref`` (none: the box is hidden)."""
        self.booking_ref = booking_ref
        for label in self.paragraphs:
            self._layout.removeWidget(label)
            label.deleteLater()
        self.paragraphs = []
        for proof in proofs:
            label = QLabel("\n".join(proof_lines(proof)))
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            set_tone(label, proof_tone(proof), strong=proof.standing is Standing.QUESTIONED)
            self._layout.addWidget(label)
            self.paragraphs.append(label)
        self.setVisible(bool(proofs))

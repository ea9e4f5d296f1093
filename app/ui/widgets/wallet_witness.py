"""The wallet as the witness, under the shift report's ledger check: what its readings say."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QLabel, QWidget

from app.reports.wallet_witness import KeyWitness, witness_clean, witness_text
from app.ui.style import Tone, set_tone


class WalletWitnessLabel(QLabel):
    """One sentence per rupee the wallet's readings show and no record explains (in the error
    tone), or how many readings agree; hidden when the wallet was not reconciled here."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("walletWitness")
        self.setWordWrap(True)
        self.hide()

    def show_witness(self, witnesses: Sequence[KeyWitness]) -> None:
        """Show what ``witnesses`` found (none: hidden)."""
        if not witnesses:
            self.hide()
            return
        set_tone(self, Tone.SUCCESS if witness_clean(witnesses) else Tone.ERROR)
        self.setText(witness_text(witnesses))
        self.show()

"""Asked when a statement is of no layout the app knows: which of its columns holds the date,
the time, the narration, the payer, the reference, the amounts and the balance, and of a payment
app's settlement report the payout's reference, the app's fee, the tax on it and the net, and
whether its payments are UPI's or a card acquirer's. The mapping is kept beside the others for
the next file with that header."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLabel, QWidget

from app.bank.layouts import Layout, Role
from app.domain.tenders import CARD, UPI
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.ui.style import Tone, set_tone
from app.ui.widgets.form_dialog import lay_out, state_line, wrapped
from app.ui.widgets.wheel_guard import guarded

BANK_MAPPING = Catalogue("BANK_MAPPING")
# The roles asked for, in the order a statement has them, each with its label.
ASKED = (
    (Role.DATE, QT_TRANSLATE_NOOP("BANK_MAPPING", "&Date")),
    # A time and a payer are not needed to read a row, but a suggestion beside a questioned
    # payment is closer with the time, and Lookup names whose money it was with the payer.
    (Role.TIME, QT_TRANSLATE_NOOP("BANK_MAPPING", "&Time")),
    (Role.NARRATION, QT_TRANSLATE_NOOP("BANK_MAPPING", "&Narration")),
    (Role.PAYER, QT_TRANSLATE_NOOP("BANK_MAPPING", "Pa&yer (name or UPI ID)")),
    (Role.REFERENCE, QT_TRANSLATE_NOOP("BANK_MAPPING", "&Reference (UTR, RRN)")),
    (Role.WITHDRAWAL, QT_TRANSLATE_NOOP("BANK_MAPPING", "&Withdrawal (money out)")),
    (Role.DEPOSIT, QT_TRANSLATE_NOOP("BANK_MAPPING", "De&posit (money in)")),
    (Role.AMOUNT, QT_TRANSLATE_NOOP("BANK_MAPPING", "&Amount (one column)")),
    (Role.SIDE, QT_TRANSLATE_NOOP("BANK_MAPPING", "&Cr/Dr column")),
    (Role.BALANCE, QT_TRANSLATE_NOOP("BANK_MAPPING", "&Balance")),
    # A payment app's settlement report: each payment's payout, and what the app kept of it.
    (Role.PAYOUT, QT_TRANSLATE_NOOP("BANK_MAPPING", "Pay&out's reference (settlement UTR)")),
    (Role.FEE, QT_TRANSLATE_NOOP("BANK_MAPPING", "The app's &fee")),
    (Role.FEE_TAX, QT_TRANSLATE_NOOP("BANK_MAPPING", "Ta&x on the fee")),
    (Role.NET, QT_TRANSLATE_NOOP("BANK_MAPPING", "N&et (what reaches the bank)")),
)
NONE = "—"
# The tenders a settlement report's payments may be of: a payment app's UPI, an acquirer's card.
SETTLED = (UPI, CARD)
SETTLED_LABEL = QT_TRANSLATE_NOOP("BANK_MAPPING", "Report's payment&s")


class MappingDialog(QDialog):
    """One choice per role among the file's header cells ("—": none); Enter keeps the mapping
    and imports the file with it, Esc imports nothing."""

    def __init__(self, name: str, headers: list[str], parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName("bankMappingDialog")
        self.name = name
        self.setWindowTitle(BANK_MAPPING.tr("Which column holds what"))
        intro = QLabel(
            BANK_MAPPING.tr(
                "{name} is of no bank layout this counter knows. Choose which of its columns "
                "holds each figure: the choice is kept for the next file of that bank."
            ).format(name=name)
        )
        wrapped(intro)
        self.choices: dict[Role, QComboBox] = {}
        form = QFormLayout()
        for role, label in ASKED:
            box = guarded(QComboBox())
            box.setObjectName(f"mapping_{role.value}")
            box.addItems([NONE, *headers])
            self.choices[role] = box
            form.addRow(BANK_MAPPING.known(label), box)
        # A settlement report's payments: a card acquirer's payout clears the card's takings.
        self.tender = guarded(QComboBox())
        self.tender.setObjectName("mapping_tender")
        self.tender.addItems([kind.title() for kind in SETTLED])
        form.addRow(BANK_MAPPING.known(SETTLED_LABEL), self.tender)
        self.state = state_line("mappingState")
        self.ok_button, cancel = lay_out(self, intro, form, self.state, self.submit)
        self.ok_button.setText(BANK_MAPPING.tr("&Import with these columns"))
        cancel.setText(BANK_MAPPING.tr("Cancel"))

    def mapping(self) -> Layout:
        """The columns chosen as a layout (roles left at "—" are not in it)."""
        columns = {
            role: box.currentText() for role, box in self.choices.items() if box.currentIndex()
        }
        return Layout(
            BANK_MAPPING.tr("Columns saved for {name}").format(name=self.name),
            columns,
            card=Role.PAYOUT in columns and SETTLED[self.tender.currentIndex()] is CARD,
        )

    def chosen_text(self) -> str:
        """The file and its columns as chosen, as the supervisor's decision records them."""
        chosen = [
            f"{BANK_MAPPING.known(label).replace('&', '')}: {self.choices[role].currentText()}"
            for role, label in ASKED
            if self.choices[role].currentIndex()
        ]
        if self.mapping().card:
            said = BANK_MAPPING.known(SETTLED_LABEL).replace("&", "")
            chosen.append(f"{said}: {CARD.title()}")
        return f"{self.name} · " + "; ".join(chosen)

    def submit(self) -> None:
        """Keep the mapping, unless it names no date or no amount (then say so)."""
        if not self.mapping().is_complete():
            set_tone(self.state, Tone.ERROR)
            self.state.setText(
                BANK_MAPPING.tr(
                    "Choose the date, and either the one amount column or both the withdrawal "
                    "and the deposit columns."
                )
            )
            self.choices[Role.DATE].setFocus()
            return
        self.accept()

"""Asked when a supervisor resolves a questioned UPI or bank payment: received under another
reference (the credit carrying it proves the sale), the customer still owes it, written off, or
paid over (the credit of more proves it; the excess is owed back to the customer);
the reference or the reason is typed, and a supervisor's PIN comes next."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QFormLayout,
    QLabel,
    QRadioButton,
    QWidget,
)

from app.bank.proofs import Outcome, Proof
from app.counter.papers.formatting import money_text
from app.counter.services.bank_statements import doubt_text, outcome_text, resolve_action
from app.domain.money import CURRENCY
from app.i18n import Catalogue
from app.ui.style import Tone, set_tone
from app.ui.widgets.form_dialog import lay_out, state_line, wrapped
from app.ui.widgets.paragraph_edit import ParagraphEdit

BANK_RESOLVE = Catalogue("BANK_RESOLVE")
DETAIL_MAX = 200


# Why a resolution (how, the reference or reason typed) cannot be made; '' when it can.
Problem = Callable[[Outcome, str], str]


class ResolveDialog(QDialog):
    """The payment in doubt, how it was resolved and the reference or reason; Enter resolves
    (unless ``problem`` has a sentence against it, said under the field), Esc leaves it
    questioned."""

    def __init__(self, proof: Proof, problem: Problem, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.problem = problem
        self.setObjectName("bankResolveDialog")
        self.setWindowTitle(resolve_action())
        intro = QLabel(
            BANK_RESOLVE.tr("{tender} {amount}, reference {reference}, receipt {receipt}.").format(
                tender=proof.kind.title(),
                amount=money_text(proof.amount, CURRENCY),
                reference=proof.reference,
                receipt=proof.receipt_no or proof.booking_ref,
            )
            + " "
            + doubt_text(proof)
        )
        wrapped(intro)
        self.choices = QButtonGroup(self)
        self.buttons: dict[Outcome, QRadioButton] = {}
        for number, outcome in enumerate(Outcome):
            button = QRadioButton(outcome_text(outcome))
            button.setObjectName(f"resolve_{outcome.name.lower()}")
            self.choices.addButton(button, number)
            self.buttons[outcome] = button
        self.buttons[Outcome.OTHER_REFERENCE].setChecked(True)
        # Wrapped: a reason of 200 characters in a one-line field was read a part at a time.
        self.detail = ParagraphEdit(DETAIL_MAX)
        self.detail.setObjectName("resolveDetail")
        self.detail.setAccessibleName(BANK_RESOLVE.tr("Reference or reason"))
        self.state = state_line("resolveState")
        self.choices.idToggled.connect(lambda _id, _on: self._hint())
        # A sentence against what was typed goes once it is changed.
        self.detail.textChanged.connect(self.state.clear)
        self._hint()
        form = QFormLayout()
        for button in self.buttons.values():
            form.addRow(button)
        form.addRow(BANK_RESOLVE.tr("&Reference or reason"), self.detail)
        self.resolve_button, cancel = lay_out(self, intro, form, self.state, self.submit)
        self.resolve_button.setObjectName("resolveButton")
        self.resolve_button.setText(BANK_RESOLVE.tr("&Resolve"))
        cancel.setText(BANK_RESOLVE.tr("Cancel"))
        self.detail.setFocus()

    def chosen(self) -> Outcome:
        """The resolution chosen."""
        return next(outcome for outcome, button in self.buttons.items() if button.isChecked())

    def detail_given(self) -> str:
        """The reference or reason typed, spaces tidied."""
        return " ".join(self.detail.text().split())

    def _hint(self) -> None:
        hints = {
            Outcome.OTHER_REFERENCE: BANK_RESOLVE.tr(
                "the reference the credit carries; paid in several transfers, each one's"
            ),
            Outcome.STILL_OWED: BANK_RESOLVE.tr("e.g. pays at the counter on Friday"),
            Outcome.WRITTEN_OFF: BANK_RESOLVE.tr("why it is written off"),
            Outcome.EXCESS: BANK_RESOLVE.tr("e.g. paid a rupee over; to be given back"),
        }
        self.detail.setPlaceholderText(hints[self.chosen()])
        self.state.clear()

    def submit(self) -> None:
        """Resolve, unless what was typed cannot be (then say why, and keep it)."""
        said = self.problem(self.chosen(), self.detail_given())
        if said:
            set_tone(self.state, Tone.ERROR)
            self.state.setText(said)
            self.detail.setFocus()
            return
        self.accept()

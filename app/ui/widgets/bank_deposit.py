"""Asked when a cash deposit may be the cash banked at more than one close (the same amount
banked on days close together): which close's it is. The supervisor's PIN comes next, asked by
the statement service."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLabel, QWidget

from app.bank.deposits import Banking
from app.counter.papers.formatting import money_text
from app.counter.services.bank_accounted import AccountedLine
from app.figures import date_text
from app.i18n import Catalogue
from app.ui.widgets.form_dialog import lay_out, state_line, wrapped
from app.ui.widgets.wheel_guard import guarded

BANK_DEPOSIT = Catalogue("BANK_DEPOSIT")


class DepositDialog(QDialog):
    """The deposit ``line`` and the closes whose cash it may be, the nearest first (chosen);
    Enter confirms the one chosen (the PIN next), Esc leaves the deposit waiting."""

    def __init__(
        self, line: AccountedLine, bankings: tuple[Banking, ...], parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("bankDepositDialog")
        self.bankings = bankings
        self.setWindowTitle(BANK_DEPOSIT.tr("Which close's cash is this deposit?"))
        intro = wrapped(
            QLabel(
                BANK_DEPOSIT.tr(
                    "The cash deposit of {amount} on {day} may be the cash banked at any of "
                    "these closes. Choose the one the deposit slip names."
                ).format(amount=money_text(line.amount), day=date_text(line.on))
            )
        )
        self.choice = guarded(QComboBox())
        self.choice.setObjectName("bankDepositChoice")
        self.choice.addItems(
            [
                BANK_DEPOSIT.tr("The close of {day}: {amount} banked").format(
                    day=date_text(banking.on), amount=money_text(banking.amount)
                )
                for banking in bankings
            ]
        )
        form = QFormLayout()
        form.addRow(BANK_DEPOSIT.tr("&Banked on"), self.choice)
        state = state_line("bankDepositState")
        self.ok_button, cancel = lay_out(self, intro, form, state, self.accept)
        self.ok_button.setText(BANK_DEPOSIT.tr("C&onfirm"))
        cancel.setText(BANK_DEPOSIT.tr("Cancel"))

    def chosen(self) -> Banking:
        """The close's banking chosen."""
        return self.bankings[self.choice.currentIndex()]

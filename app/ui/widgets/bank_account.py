"""Asked when a statement names no account: which of the agency's declared bank accounts it is
of. The statement is then read against that one (its rows kept as that account's)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLabel, QWidget

from app.bank.account import BankAccount
from app.i18n import Catalogue
from app.ui.style import Tone, set_tone
from app.ui.widgets.form_dialog import lay_out, state_line, wrapped
from app.ui.widgets.wheel_guard import guarded

BANK_ACCOUNT = Catalogue("BANK_ACCOUNT")


class AccountDialog(QDialog):
    """The declared ``accounts`` to choose among for the file ``name`` (none chosen at first:
    a statement of the wrong account proves sales by another account's credits); Enter
    imports it against the one chosen, Esc imports nothing."""

    def __init__(self, name: str, accounts: Sequence[BankAccount], parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName("bankAccountDialog")
        self.accounts = list(accounts)
        self.setWindowTitle(BANK_ACCOUNT.tr("Which account is this statement of?"))
        intro = wrapped(
            QLabel(
                BANK_ACCOUNT.tr(
                    "{name} names no account number. Choose the agency's account it is of: "
                    "its rows prove sales only as that account's."
                ).format(name=name)
            )
        )
        self.choice = guarded(QComboBox())
        self.choice.setObjectName("bankAccountChoice")
        self.choice.addItems(["—", *(account.label() for account in self.accounts)])
        form = QFormLayout()
        form.addRow(BANK_ACCOUNT.tr("&Account"), self.choice)
        self.state = state_line("bankAccountState")
        # What was said of no choice goes once one is made.
        self.choice.currentIndexChanged.connect(lambda _index: self.state.clear())
        self.ok_button, cancel = lay_out(self, intro, form, self.state, self.submit)
        self.ok_button.setText(BANK_ACCOUNT.tr("&Import as this account's"))
        cancel.setText(BANK_ACCOUNT.tr("Cancel"))

    def chosen(self) -> str:
        """The number of the account chosen ('' when none is)."""
        index = self.choice.currentIndex()
        return self.accounts[index - 1].number if index > 0 else ""

    def submit(self) -> None:
        """Import against the account chosen, unless none is (then say so)."""
        if not self.chosen():
            set_tone(self.state, Tone.ERROR)
            self.state.setText(BANK_ACCOUNT.tr("Choose the account."))
            self.choice.setFocus()
            return
        self.accept()

"""Asked when a supervisor settles questioned payments with the statement's credits (issue 82,
item 3): a payment in several transfers, or a payout of many payments. The payments and the
credits are ticked side by side, their sums said as they are ticked; the statement service
refuses, under the lists and before the PIN, any choice that does not add up to the paisa."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFormLayout, QLabel, QListWidget, QListWidgetItem, QWidget

from app.bank.proofs import BankRow, Proof
from app.counter.services.bank_settle import payment_text, row_text, sums_text
from app.i18n import Catalogue
from app.ui.style import Tone, set_tone
from app.ui.widgets.form_dialog import lay_out, state_line, wrapped

BANK_SETTLE_DIALOG = Catalogue("BANK_SETTLE_DIALOG")
# The items each list keeps in view before it scrolls; the widest a list grows to show its
# longest item whole (a payer's name cut at the list's edge was read as another's).
LIST_ROWS = 5
LIST_MAX_WIDTH_PX = 900
ItemT = TypeVar("ItemT")

# Why the payments and credits ticked cannot settle each other; '' when they can.
Problem = Callable[[list[Proof], list[BankRow]], str]


class Ticked(Generic[ItemT]):
    """A list of ``items`` shown by ``text``, each ticked or not."""

    def __init__(
        self, items: Sequence[ItemT], text: Callable[[ItemT], str], name: str, title: str
    ) -> None:
        self.items = list(items)
        self.view = QListWidget()
        self.view.setObjectName(name)
        self.view.setAccessibleName(title)
        for item in self.items:
            entry = QListWidgetItem(text(item))
            entry.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            entry.setCheckState(Qt.CheckState.Unchecked)
            self.view.addItem(entry)
        rows = min(max(len(self.items), 1), LIST_ROWS)
        height = self.view.sizeHintForRow(0) if self.items else self.view.fontMetrics().height()
        frame = 2 * self.view.frameWidth() + 4
        self.view.setMinimumHeight(rows * height + frame)
        widest = self.view.sizeHintForColumn(0) + self.view.verticalScrollBar().sizeHint().width()
        self.view.setMinimumWidth(min(widest + frame, LIST_MAX_WIDTH_PX))

    def tick(self, item: ItemT) -> None:
        """Tick ``item``, if listed."""
        if item in self.items:
            entry = self.view.item(self.items.index(item))
            entry.setCheckState(Qt.CheckState.Checked)

    def ticked(self) -> list[ItemT]:
        """The items ticked, in the list's order."""
        return [
            item
            for number, item in enumerate(self.items)
            if self.view.item(number).checkState() == Qt.CheckState.Checked
        ]


class SettleDialog(QDialog):
    """The questioned ``payments`` and the statement's ``rows`` to tick (``chosen``, the payment
    selected in the tab, ticked at first); Enter settles what is ticked unless ``problem`` has a
    sentence against it, Esc leaves them questioned."""

    def __init__(
        self,
        payments: Sequence[Proof],
        rows: Sequence[BankRow],
        chosen: Proof | None,
        problem: Problem,
        parent: QWidget | None,
    ) -> None:
        super().__init__(parent)
        self.problem = problem
        self.setObjectName("bankSettleDialog")
        self.setWindowTitle(BANK_SETTLE_DIALOG.tr("Settle with the statement's credits"))
        intro = wrapped(
            QLabel(
                BANK_SETTLE_DIALOG.tr(
                    "Tick the payments and the credits that paid them: one payment in several "
                    "transfers, or one payout of many payments. They must add up to the paisa."
                )
            )
        )
        self.payments = Ticked(
            payments, payment_text, "settlePayments", BANK_SETTLE_DIALOG.tr("Payments")
        )
        self.rows = Ticked(rows, row_text, "settleCredits", BANK_SETTLE_DIALOG.tr("Credits"))
        if chosen is not None:
            self.payments.tick(chosen)
        self.sums = wrapped(QLabel())
        self.sums.setObjectName("settleSums")
        self.state = state_line("settleState")
        for ticked in (self.payments, self.rows):
            ticked.view.itemChanged.connect(lambda _item: self._ticked())
        form = QFormLayout()
        form.addRow(BANK_SETTLE_DIALOG.tr("&Payments"), self.payments.view)
        form.addRow(BANK_SETTLE_DIALOG.tr("C&redits"), self.rows.view)
        form.addRow(self.sums)
        self.settle_button, cancel = lay_out(self, intro, form, self.state, self.submit)
        self.settle_button.setObjectName("settleButton")
        self.settle_button.setText(BANK_SETTLE_DIALOG.tr("&Settle"))
        cancel.setText(BANK_SETTLE_DIALOG.tr("Cancel"))
        self._ticked()
        self.rows.view.setFocus()

    def chosen_payments(self) -> list[Proof]:
        """The payments ticked."""
        return self.payments.ticked()

    def chosen_rows(self) -> list[BankRow]:
        """The credits ticked."""
        return self.rows.ticked()

    def _ticked(self) -> None:
        """The sums of what is ticked now; a sentence against an earlier choice goes."""
        self.sums.setText(sums_text(self.chosen_payments(), self.chosen_rows()))
        self.state.clear()

    def submit(self) -> None:
        """Settle, unless what is ticked cannot be (then say why, and keep it)."""
        said = self.problem(self.chosen_payments(), self.chosen_rows())
        if said:
            set_tone(self.state, Tone.ERROR)
            self.state.setText(said)
            return
        self.accept()

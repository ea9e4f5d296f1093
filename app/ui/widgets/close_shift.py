"""Asked before the Z report closes a shift: the cash counted against the cash expected, the
difference, and (when the drawer is off by more than Settings allow) why, for the supervisor."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from PySide6.QtWidgets import QCheckBox, QDialog, QFormLayout, QLabel, QLineEdit, QWidget

from app.counter.papers.formatting import money_text, tenders_text
from app.counter.services.till_shift import over_limit
from app.domain.money import CURRENCY, ZERO
from app.i18n import Catalogue
from app.records.refunds import RefundOwed
from app.reports.drawer import DrawerFigures
from app.ui.style import Tone, set_tone
from app.ui.till_words import owed_names
from app.ui.widgets.form_dialog import lay_out, state_line, wrapped
from app.ui.widgets.shift_drawer import amount_of

CLOSE_SHIFT = Catalogue("CLOSE_SHIFT")
REASON_MAX = 200


class CloseShiftDialog(QDialog):
    """Counted, expected and the difference; what was banked or taken out of the drawer, and so
    what stays in it for the next shift; Enter closes the shift, Esc only this dialog. Off by
    more than ``limit``, a reason is asked (the supervisor's PIN comes next)."""

    def __init__(
        self,
        figures: DrawerFigures,
        limit: Decimal,
        parent: QWidget | None,
        owed: Sequence[RefundOwed] = (),
    ) -> None:
        """``owed``: the customers' refunds owed, named under their amount."""
        super().__init__(parent)
        self.setObjectName("closeShiftDialog")
        self.setWindowTitle(CLOSE_SHIFT.tr("Close the shift"))
        self.needs_reason = over_limit(figures, limit)
        self.counted_total = figures.counted or ZERO
        self.owed_total = figures.refunds_owed
        difference = figures.difference or ZERO
        self.counted = QLabel(money_text(figures.counted, CURRENCY))
        self.counted.setObjectName("closeCounted")
        self.expected = QLabel(money_text(figures.expected, CURRENCY))
        self.expected.setObjectName("closeExpected")
        self.difference = QLabel(f"<b>{self._difference_text(difference)}</b>")
        self.difference.setObjectName("closeDifference")
        if difference != ZERO:
            set_tone(self.difference, Tone.ERROR, strong=True)
        intro = QLabel(
            CLOSE_SHIFT.tr(
                "The Z report closes the shift for good. Check the cash counted against what "
                "the drawer should hold."
            )
        )
        wrapped(intro)
        self.reason = QLineEdit()
        self.reason.setObjectName("closeReason")
        self.reason.setMaxLength(REASON_MAX)
        self.reason.setPlaceholderText(CLOSE_SHIFT.tr("e.g. change given twice to one customer"))
        self.reason.setAccessibleName(CLOSE_SHIFT.tr("Why the drawer is off"))
        self.banked = QLineEdit()
        self.banked.setObjectName("closeBanked")
        self.banked.setPlaceholderText(CLOSE_SHIFT.tr("0 if all of it stays"))
        self.banked.setAccessibleName(CLOSE_SHIFT.tr("Cash banked or taken out of the drawer"))
        self.left = QLabel()
        self.left.setObjectName("closeLeft")
        self.banked.textChanged.connect(self._show_left)
        self._show_left()
        self.state = state_line("closeState")
        form = QFormLayout()
        form.addRow(CLOSE_SHIFT.tr("Cash counted"), self.counted)
        form.addRow(CLOSE_SHIFT.tr("Cash expected"), self.expected)
        form.addRow(CLOSE_SHIFT.tr("Difference"), self.difference)
        form.addRow(CLOSE_SHIFT.tr("&Banked or taken out"), self.banked)
        form.addRow(CLOSE_SHIFT.tr("Left in the drawer (next float)"), self.left)
        # Money owed to customers stays owed after the Z report: named, and the clerk says they
        # close with it before the shift closes.
        self.owed = QLabel(money_text(figures.refunds_owed, CURRENCY))
        self.owed.setObjectName("closeOwed")
        # To whom: the clerk knows whose money stays owed before closing with it.
        self.owed_to = QLabel(owed_names(owed))
        self.owed_to.setObjectName("closeOwedTo")
        self.owed_to.setWordWrap(True)
        # By which tender each is to be given back, as the drawer tab says it (the books' owed
        # by tender): the cash of it is the next shift's drawer's to pay.
        self.owed_by = QLabel(tenders_text(figures.owed_tenders))
        self.owed_by.setObjectName("closeOwedBy")
        self.owed_by.setWordWrap(True)
        self.owed_known = QCheckBox(CLOSE_SHIFT.tr("Close with &money owed to customers"))
        self.owed_known.setObjectName("closeOwedKnown")
        self.money_owed = figures.refunds_owed > ZERO
        if self.money_owed:
            set_tone(self.owed, Tone.ERROR, strong=True)
            form.addRow(CLOSE_SHIFT.tr("Owed to customers"), self.owed)
            if owed:
                form.addRow(CLOSE_SHIFT.tr("Owed to"), self.owed_to)
            form.addRow(CLOSE_SHIFT.tr("Owed by"), self.owed_by)
            form.addRow("", self.owed_known)
        else:
            self.owed.hide()
            self.owed_by.hide()
            self.owed_known.hide()
        if self.needs_reason:
            form.addRow(CLOSE_SHIFT.tr("&Reason"), self.reason)
            set_tone(self.state, Tone.ERROR)
            self.state.setText(
                CLOSE_SHIFT.tr(
                    "The drawer is off by more than {limit}: type why, then a supervisor's PIN "
                    "is asked."
                ).format(limit=money_text(limit, CURRENCY))
            )
        else:
            self.reason.hide()
        self.close_button, cancel = lay_out(self, intro, form, self.state, self.submit)
        self.close_button.setObjectName("closeShiftButton")
        self.close_button.setText(CLOSE_SHIFT.tr("&Close the shift"))
        cancel.setText(CLOSE_SHIFT.tr("Cancel"))
        (self.reason if self.needs_reason else self.close_button).setFocus()

    @staticmethod
    def _difference_text(difference: Decimal) -> str:
        amount = money_text(abs(difference), CURRENCY)
        if difference > ZERO:
            return CLOSE_SHIFT.tr("{amount} over").format(amount=amount)
        if difference < ZERO:
            return CLOSE_SHIFT.tr("{amount} short").format(amount=amount)
        return CLOSE_SHIFT.tr("none: the drawer is right")

    def banked_amount(self) -> Decimal | None:
        """The cash typed as banked or taken out (empty: none); None when it is not an amount
        or more than was counted."""
        amount = amount_of(self.banked.text())
        return amount if amount is not None and amount <= self.counted_total else None

    def _show_left(self) -> None:
        banked = self.banked_amount()
        left = None if banked is None else self.counted_total - banked
        self.left.setText("—" if left is None else money_text(left, CURRENCY))

    def reason_given(self) -> str:
        """The reason typed, spaces tidied ('' when none was asked)."""
        return " ".join(self.reason.text().split()) if self.needs_reason else ""

    def submit(self) -> None:
        """Close, unless what was banked is not an amount within the count, or a reason is
        needed and none was typed (then say so)."""
        if self.banked_amount() is None:
            set_tone(self.state, Tone.ERROR)
            self.state.setText(
                CLOSE_SHIFT.tr(
                    "Type the cash banked or taken out as an amount, no more than was counted "
                    "({counted})."
                ).format(counted=money_text(self.counted_total, CURRENCY))
            )
            self.banked.setFocus()
            return
        if self.money_owed and not self.owed_known.isChecked():
            set_tone(self.state, Tone.ERROR)
            self.state.setText(
                CLOSE_SHIFT.tr("Customers are owed {amount}: tick to close with it owed.").format(
                    amount=money_text(self.owed_total, CURRENCY)
                )
            )
            self.owed_known.setFocus()
            return
        if self.needs_reason and not self.reason_given():
            self.state.setText(
                CLOSE_SHIFT.tr("Type why the drawer is off: it is kept with the Z report.")
            )
            self.reason.setFocus()
            return
        self.accept()

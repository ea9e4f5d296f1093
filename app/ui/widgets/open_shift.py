"""Asked when no shift is open at the counter (the day starts, or a sale needs one): the clerk's
name and the float counted, both prefilled from the last close, so Enter opens the shift through
the port its controller passes (``app.counter.services.till_shift.OpenShift``)."""

from __future__ import annotations

import asyncio
from decimal import Decimal

from PySide6.QtWidgets import QDialog, QFormLayout, QLabel, QLineEdit, QWidget

from app.booking.faults import JournalLocked
from app.counter.services.till_shift import OpenShift
from app.i18n import Catalogue
from app.records.till import Shift, TillError
from app.ui.saving import saying_saving
from app.ui.style import Tone, set_tone
from app.ui.till_words import unsaved_text
from app.ui.widgets.form_dialog import lay_out, state_line, wrapped
from app.ui.widgets.shift_drawer import SHIFT_DRAWER, amount_of, not_a_float

OPEN_SHIFT = Catalogue("OPEN_SHIFT")


class OpenShiftDialog(QDialog):
    """The clerk and the opening float; Enter opens the shift (``open_shift``, and ``shift`` then
    holds it), Esc closes only this dialog. ``why``: what the shift is asked for."""

    def __init__(
        self,
        open_shift: OpenShift,
        why: str,
        clerk: str,
        opening_float: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("openShiftDialog")
        self.setWindowTitle(OPEN_SHIFT.tr("Open a shift"))
        self.open_shift = open_shift
        self.shift: Shift | None = None
        self._saving = False
        self.intro = intro = QLabel(
            "<b>{why}</b><br>{how}".format(
                why=why,
                how=OPEN_SHIFT.tr(
                    "Count the cash in the drawer. Enter opens the shift with the name and the "
                    "float below (from the last close); change them if they differ."
                ),
            )
        )
        intro.setObjectName("openShiftWhy")
        wrapped(intro)
        self.clerk = QLineEdit(clerk)
        self.clerk.setObjectName("openShiftClerk")
        self.clerk.setPlaceholderText(SHIFT_DRAWER.tr("your name"))
        self.float_edit = QLineEdit(opening_float)
        self.float_edit.setObjectName("openShiftFloat")
        self.float_edit.setPlaceholderText(SHIFT_DRAWER.tr("float counted, e.g. 2000"))
        self.state = state_line("openShiftState")
        form = QFormLayout()
        form.addRow(OPEN_SHIFT.tr("Clerk's &name"), self.clerk)
        form.addRow(OPEN_SHIFT.tr("Opening &float"), self.float_edit)
        self.open_button, cancel = lay_out(self, intro, form, self.state, self.submit)
        self.open_button.setText(SHIFT_DRAWER.tr("&Open shift"))
        self.open_button.setObjectName("openShiftButton")
        cancel.setText(OPEN_SHIFT.tr("Not now"))
        # The cursor in the first empty field; with both filled, the name selected: typed over
        # by another clerk, or Enter as it is.
        empty = [edit for edit in (self.clerk, self.float_edit) if not edit.text().strip()]
        first = empty[0] if empty else self.clerk
        first.selectAll()
        first.setFocus()

    def _refuse(self, text: str) -> None:
        set_tone(self.state, Tone.ERROR)
        self.state.setText(text)

    def submit(self) -> asyncio.Task[None] | None:
        """Open the shift (the journal's write goes on as the task returned), or say what is
        wrong with what was typed (None)."""
        amount = amount_of(self.float_edit.text())
        if amount is None:
            self._refuse(not_a_float())
            self.float_edit.setFocus()
            return None
        if self._saving:
            return None  # Enter pressed again while the shift is being written
        self._saving = True
        name = self.clerk.text()
        return asyncio.ensure_future(self._open(name, amount))

    async def _open(self, name: str, amount: Decimal) -> None:
        try:
            self.shift = await self.open_shift(name, amount, saying_saving(self.state))
        except (TillError, JournalLocked) as error:
            self._refuse(unsaved_text(error))
            return
        finally:
            self._saving = False
        self.accept()

"""The sale being typed kept as a draft: saved as typing pauses, offered back after a close, and
what closing the window with a sale in progress asks."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer

from app.booking import BookingFlow
from app.booking.draft import Draft, DraftUnreadable, draft_of, has_work, restore
from app.booking.faults import JOURNAL_ERRORS, is_locked
from app.counter.config.declared import NotApproved
from app.i18n import Catalogue
from app.records.drafts import StoredDraft
from app.ui.controllers.sale_state import SaleState
from app.ui.controllers.shift import ShiftKeeper
from app.ui.error_words import reason_of
from app.ui.scans import Scan, ScanError, scan_from_data_uri
from app.ui.slots import async_slot
from app.ui.widgets.draft_question import DraftQuestion

SALE_DRAFT = Catalogue("SALE_DRAFT")

log = logging.getLogger(__name__)

DRAFT_DELAY_MS = 700


class DraftKeeper(QObject):
    """Keeps the sale on the Book screen as a draft in the journal, and guards the window's
    close while a sale is in progress (keep as a draft, discard it, or cancel)."""

    def __init__(
        self,
        state: SaleState,
        shifts: ShiftKeeper,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.state = state
        self.shifts = shifts
        # What is typed is saved as a draft once typing pauses, not at every keystroke.
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DRAFT_DELAY_MS)
        self.timer.timeout.connect(self.save)
        state.screen.form.changed.connect(self.timer.start)
        self.close_question: DraftQuestion | None = None
        self._may_close = False
        self._discarded = False  # staff discarded the sale on closing: nothing more is kept

    def in_progress(self) -> bool:
        """Whether a sale with something typed is on the Book screen, not booked yet."""
        flow = self.state.flow
        return flow is not None and has_work(flow)

    def save(self) -> Draft | None:
        """Keep the sale as typed in the journal; the draft kept (nothing typed: no draft)."""
        self.timer.stop()
        flow = self.state.flow
        if flow is None or flow.result is not None or self._discarded:
            return None
        if not has_work(flow):
            self.drop()
            return None
        draft = draft_of(flow)
        try:
            # Never waited for on the screen's thread: a journal held by another program is
            # tried again a moment later, the sale still on the screen.
            self.state.desk.save_draft(draft)
        except JOURNAL_ERRORS as error:
            # A draft is a convenience: a journal that cannot take it never stops the sale.
            log.warning("The draft could not be kept: %s", error)
            if is_locked(error):
                self.timer.start()
            return None
        return draft

    def keep(self, draft: Draft) -> None:
        """Tell the agency store this counter keeps ``draft``, the one saved last (once)."""
        shift = self.shifts.current()
        try:
            self.state.desk.keep_draft({**draft.kept, "clerk": shift.clerk if shift else None})
        except JOURNAL_ERRORS as error:
            log.warning("The kept draft could not be told to the agency store: %s", error)

    def drop(self) -> None:
        """No draft is kept any more (a journal that cannot be written keeps its last one)."""
        self.timer.stop()
        try:
            self.state.desk.discard_draft()
        except JOURNAL_ERRORS as error:
            log.warning("The draft could not be dropped: %s", error)

    def read(self, stored: StoredDraft) -> tuple[BookingFlow, dict[int, Scan]] | None:
        """A kept draft as a sale and its passengers' scans by row; None (and the draft
        dropped) when it cannot be read."""
        try:
            flow = restore(Draft(stored.body, stored.scans))
        except DraftUnreadable as error:
            log.warning("Draft not restored: %s", error)
            self.state.bridge.warning(
                SALE_DRAFT.tr("The sale kept from last time could not be read; it was dropped.")
            )
            self.drop()
            return None
        scans = {}
        kept = SALE_DRAFT.tr("Scan kept with the draft")
        for row, data_uri in stored.scans.items():
            try:
                scans[row] = scan_from_data_uri(data_uri, kept)
            except ScanError as error:
                log.warning("A scan of the draft was not restored: %s", error)
        self.timer.stop()
        return flow, scans

    def may_close(self) -> bool:
        """The window is closing: True when nothing is in progress or staff answered; otherwise
        ask (keep as a draft / discard / cancel) and say not yet."""
        if self._may_close or self.state.settling or not self.in_progress():
            return True
        if self.close_question is None:
            self.close_question = self._ask_on_close()
        self.close_question.open()
        return False

    def _ask_on_close(self) -> DraftQuestion:
        question = DraftQuestion(
            self.state.screen.window(),
            "closeQuestion",
            SALE_DRAFT.tr("A sale is in progress: keep it as a draft, discard it, or cancel?"),
            SALE_DRAFT.tr("A draft is offered back the next time Counterdesk starts."),
            SALE_DRAFT.tr("&Keep as draft"),
            cancel=True,
        )
        question.answered.connect(self._answered)
        return question

    def _answered(self, keep: bool) -> None:
        flow = self.state.flow
        if keep:
            self._close(keep=True)
        elif flow is not None and flow.ever_sent:
            self._void_and_close()
        else:
            # Never sent: nothing was booked or paid, and the question was the confirmation.
            self._discarded = True
            self.drop()
            self._close(keep=False)

    @async_slot()
    async def _void_and_close(self) -> None:
        """Discard the sale once the supervisor approves, and close; refused (or the PIN dialog
        closed), the window stays open with the sale on it."""
        state = self.state
        flow = state.flow
        summary = draft_of(flow).summary if flow is not None else ""

        def approved() -> None:
            self.save()  # the void sends the sale as typed last to the agency store
            self._discarded = True

        try:
            await state.desk.kept.void(summary, approved)
        except NotApproved as refused:
            state.bridge.warning(reason_of(refused))
            return
        except JOURNAL_ERRORS as error:
            log.warning("The draft could not be voided: %s", error)
        self._close(keep=False)

    def _close(self, *, keep: bool) -> None:
        if keep:
            self.save()
        self._may_close = True
        self.state.screen.window().close()

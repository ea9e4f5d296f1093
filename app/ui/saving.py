"""Journal writes staff make from the screen, "Saving…" shown while another program holds the
journal's lock (``app.counter.journal_access.till_writes``: no write from the screen, a sale's
included, waits for the lock on the screen's thread); once the wait's patience is spent
(``app.booking.journal_waits``) staff read that nothing was recorded, with what they typed still on
the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtWidgets import QLabel

from app.booking.journal_waits import Waitless
from app.counter.journal_access.till_writes import written
from app.i18n import Catalogue
from app.ui.style import Tone, set_tone
from app.ui.widgets.focus_scroll import bring_into_view

SAVING = Catalogue("SAVING")

T = TypeVar("T")


def saying_saving(state: QLabel) -> Callable[[], None]:
    """What shows "Saving…" on ``state`` while another program holds the journal's lock."""

    def show_saving() -> None:
        set_tone(state, Tone.PLAIN)
        state.setText(
            SAVING.tr(
                "Saving… another program is using the journal; what you entered is saved as "
                "soon as it is free."
            )
        )
        bring_into_view(state)

    return show_saving


async def saved(till: Waitless, write: Callable[[], T], state: QLabel) -> T:
    """``write()`` (one transaction on ``till``'s journal) once the journal takes it, "Saving…"
    on ``state`` while another program holds its lock; ``JournalLocked`` with the sentence
    staff read if it never lets go (nothing recorded). Each try fails at once on the lock: the
    screen's thread never waits for it."""
    return await written(till, write, saying_saving(state))

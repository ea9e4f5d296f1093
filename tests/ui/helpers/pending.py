"""A sale journalled as pending and never sent, as a run that died before sending leaves it."""

from __future__ import annotations

from typing import Any

from app.booking import BookingFlow
from app.journal.store import Journal
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import activity_choice, journal_unsent, with_customer
from tests.ui.helpers.sales import DAY


def unsent_sale(sandbox: EmbeddedSandbox, journal_folder: Any) -> str:
    """Journal a sale as pending, as if a run died before sending it; its request id."""
    flow = with_customer(BookingFlow(activity_choice(sandbox, day=DAY)))
    flow.set_qty(1)
    journal = Journal(journal_folder)
    try:
        return journal_unsent(journal, flow).request_id
    finally:
        journal.close()

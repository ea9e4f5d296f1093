"""A customer's excess owed until the till pays it back (issue 94, item 3): a supervisor accepts
a rupee paid over on the Bank statement tab; the header's owed list counts and names it, Lookup
says it is still owed and offers it, and the clerk pays it back in cash; then nothing is owed,
on the header nor on the card. In English and Hindi, at 1366x768."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app import i18n
from app.api import PartnerClient
from app.bank.proofs import Outcome
from app.books.queries import BookQueries
from app.domain.tenders import CASH
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import LOOKUP
from tests.ui.conftest import screenshot
from tests.ui.helpers.supervisor import PIN, answer_pin, set_pin
from tests.ui.screens.test_bank_excess import overpaid
from tests.ui.screens.test_bank_statement import bank_tab, fill_resolve


@pytest.mark.parametrize("clerk_language", [i18n.ENGLISH, i18n.HINDI], indirect=True)
def test_an_excess_accepted_is_listed_owed_and_paid_back_at_the_till(
    clerk_language: str,
    counter: Desk,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _paid, path = overpaid(counter, agency, counter_sandbox, run, tmp_path)
    journal = counter.services.journal
    set_pin(journal.till)
    window = counter.window
    window.resize(1366, 768)
    owed = window.header.owed_label
    assert not owed.isVisible()
    panel = bank_tab(counter, path, monkeypatch)
    panel.import_button.click()
    qtbot.waitUntil(lambda: panel.questioned.rowCount() == 1, timeout=20_000)
    answer_pin([PIN])
    fill_resolve(Outcome.EXCESS, "Paid a rupee over; give it back", f"{clerk_language}/excess")
    panel.resolve_button.click()
    qtbot.waitUntil(lambda: panel.questioned.rowCount() == 0, timeout=20_000)

    # The header counts it and names its customer until it is paid.
    qtbot.waitUntil(owed.isVisible, timeout=10_000)
    (booking_ref, sentence) = owed.owed[0]
    assert len(owed.owed) == 1 and "1.00" in sentence and "1.00" in owed.text()
    row = journal.history.find(booking_ref)
    assert row is not None
    customer = row.customer_name
    assert customer in sentence and customer in owed.accessibleDescription()
    # The header says an excess is owed, never a refund: no cancellation owes it.
    if clerk_language == i18n.ENGLISH:
        assert owed.text() == "1 excess owed to a customer: INR 1.00"
        assert sentence.startswith(f"Excess owed back to {customer}: INR 1.00 ({booking_ref}")
    else:
        assert "अतिरिक्त राशि" in owed.text() and "रिफ़ंड" not in owed.text()
        assert "Excess owed back" not in sentence

    # Its item opens the booking in Lookup, which says it is owed and offers it.
    owed.booking_chosen.emit(booking_ref)
    qtbot.waitUntil(lambda: window.current() is LOOKUP)
    lookup = window.page(LOOKUP)
    excess = lookup.excess_refund
    qtbot.waitUntil(excess.isVisible, timeout=15_000)
    assert excess.owed.text() == sentence
    assert not lookup.customer_refund.isVisible()  # no cancellation's refund, no credit note
    screenshot(window, f"{clerk_language}/excess_owed_in_lookup_1366x768")

    excess.mode.setCurrentIndex(excess.mode.findData(CASH.code))
    excess.pay_button.click()
    qtbot.waitUntil(lambda: not excess.pay_button.isEnabled(), timeout=10_000)
    qtbot.waitUntil(lambda: not owed.isVisible(), timeout=10_000)
    assert "1.00" in excess.state.text()
    assert BookQueries(journal._conn).owed_to(booking_ref) == 0
    screenshot(window, f"{clerk_language}/excess_paid_back_1366x768")

"""The privacy audit of a counter lists every place the counter may hold personal data, with or
without a journal yet, and says when its records' chain goes unsealed (no keyring)."""

from __future__ import annotations

from pathlib import Path

from app.counter.config.paths import AppPaths
from app.domain.personal_data import Store, locations
from app.journal import Journal
from tests.journal.entries import Clock
from tests.journal.till_sales import sell, till_sale
from tests.privacy.test_inventory import privacy_audit


def test_a_counter_with_no_journal_yet_lists_every_location_at_nought(tmp_path: Path) -> None:
    AppPaths.under(tmp_path).create()
    printed = privacy_audit(tmp_path)
    for location in locations(Store.JOURNAL) + locations(Store.FILES):
        assert location.what in printed
    assert "journal: bookings.customer_phone" in printed
    assert "Records' chain" not in printed  # no journal: nothing sent yet


def test_a_journal_whose_links_go_unsealed_is_said_to_be_so(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path).create()
    with Journal(paths.journal, now=Clock()) as journal:  # the tests' chain: no keyring
        sell(journal, "PA-s-1", till_sale("PA1"))
    printed = privacy_audit(tmp_path)
    assert "Records' chain: NOT SEALED (" in printed and "no keyring" in printed

"""The History screen's reads driven headless: a search's first page and totals read in a worker,
the later pages, a booking's detail and the CSV export, from the journal the service holds."""

from __future__ import annotations

import csv
from pathlib import Path

from app.api import CreateBookingRequest
from app.counter.services.history_service import HistoryService
from app.journal import Journal
from tests.domain.samples import boat_body, indian
from tests.journal.entries import record_sale


def _sell(journal: Journal, request_id: str, name: str) -> str:
    body = boat_body([indian(traveler_name=name)], request_id=request_id)
    body.update(customer_name=name)
    return record_sale(journal, CreateBookingRequest.model_validate(body)).booking_ref


async def test_a_search_pages_and_exports_what_the_journal_holds(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal") as journal:
        refs = {_sell(journal, f"cd-{n}", name) for n, name in enumerate(("Asha", "Ravi", "Uma"))}
        history = HistoryService(journal)
        found = await history.search("", None, 2)
        assert found.total == 3 and len(found.first_page) == 2
        assert sum(day.bookings for day in found.days) == 3
        rest = history.page("", None, 2, 2)
        assert {row.booking_ref for row in [*found.first_page, *rest]} == refs
        only = await history.search("Ravi", None, 2)
        assert [row.customer_name for row in only.first_page] == ["Ravi"]
        assert history.detail(only.first_page[0])  # the wallet's charge, at least
        seen: list[tuple[int, int]] = []
        path = tmp_path / "bookings.csv"
        assert await history.export(path, "", None, lambda n, of: seen.append((n, of))) == 3
        with path.open(encoding="utf-8-sig", newline="") as file:
            assert len(list(csv.reader(file))) == 1 + 3
        assert seen[0] == (0, 3)  # reported from the start (then every thousand)
        assert history.database.is_file()

"""The start cache file: what a live answer leaves for the next start, and what a bad file does
(nothing but a log line)."""

from __future__ import annotations

import datetime as dt
import json
import logging
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from app.api import PartnerClient
from app.counter.link import start_cache
from app.counter.link.catalogue import CatalogueEntry, fetch_catalogue
from app.counter.link.start_cache import (
    BOAT_DAYS_KEPT,
    EMBEDDED,
    FORMAT,
    StartCache,
    as_of_text,
    service_identity,
)
from app.counter.link.wallet import WalletSummary
from app.domain.modules import Module

IST = dt.timezone(dt.timedelta(hours=5, minutes=30))
SEEN = dt.datetime(2026, 11, 22, 9, 12, tzinfo=IST)
WALLET = WalletSummary(1001, "TEN-1", Decimal("200000.10"), Decimal("49999.99"), "INR")


@pytest.fixture
async def activities(demo: PartnerClient) -> list[CatalogueEntry]:
    """The sandbox's activities, as the catalogue lists them."""
    return await fetch_catalogue(demo, Module.ACTIVITY, dt.date.today())


def test_a_list_and_the_wallet_come_back_as_they_were_kept(
    tmp_path: Path, activities: list[CatalogueEntry]
) -> None:
    path = tmp_path / "cache" / "last-seen.json"
    cache = StartCache(path, EMBEDDED)
    cache.remember_catalogue(Module.ACTIVITY, SEEN.date(), activities, SEEN)
    cache.remember_wallet(WALLET, SEEN)

    again = StartCache.read(path, EMBEDDED)
    kept = again.catalogue(Module.ACTIVITY, SEEN.date() + dt.timedelta(days=3))
    assert kept is not None  # activities are one list for every date
    assert kept.seen_at == SEEN
    assert kept.entries == activities  # name, place, when, price, filter text, id
    assert all(isinstance(entry.source, str) for entry in kept.entries)  # the cache's JSON
    assert [entry.item for entry in kept.entries] == [entry.item for entry in activities]
    wallet = again.wallet()
    assert wallet is not None
    assert (wallet.wallet, wallet.seen_at) == (WALLET, SEEN)
    # Money is kept as Decimal's own text, never as a float.
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == FORMAT
    assert document["wallet"]["balance"] == "200000.10"
    assert [p.name for p in path.parent.iterdir()] == ["last-seen.json"]  # no temporary left


def test_boat_departures_are_kept_per_date_only_the_latest_and_none_past(
    tmp_path: Path, activities: list[CatalogueEntry]
) -> None:
    path = tmp_path / "last-seen.json"
    cache = StartCache(path, EMBEDDED)
    first_day = dt.date(2026, 12, 1)
    days = [first_day + dt.timedelta(days=n) for n in range(BOAT_DAYS_KEPT + 2)]
    for number, day in enumerate(days):
        cache.remember_catalogue(Module.BOAT, day, [], SEEN + dt.timedelta(minutes=number))
    again = StartCache.read(path, EMBEDDED)
    assert again.catalogue(Module.BOAT, days[0]) is None
    assert again.catalogue(Module.BOAT, days[1]) is None
    assert again.catalogue(Module.BOAT, days[2]) is not None
    assert again.catalogue(Module.BOAT, days[-1]) is not None
    assert again.catalogue(Module.ACTIVITY, first_day) is None
    yesterday = SEEN.date() - dt.timedelta(days=1)
    cache.remember_catalogue(Module.BOAT, yesterday, [], SEEN - dt.timedelta(days=1))
    cache.remember_catalogue(Module.BOAT, first_day, [], SEEN + dt.timedelta(hours=1))
    assert StartCache.read(path, EMBEDDED).catalogue(Module.BOAT, yesterday) is None


def test_an_older_answer_never_replaces_a_newer_one(
    tmp_path: Path, activities: list[CatalogueEntry]
) -> None:
    path = tmp_path / "last-seen.json"
    cache = StartCache(path, EMBEDDED)
    cache.remember_catalogue(Module.ACTIVITY, SEEN.date(), activities, SEEN)
    cache.remember_catalogue(Module.ACTIVITY, SEEN.date(), [], SEEN - dt.timedelta(seconds=1))
    kept = StartCache.read(path, EMBEDDED).catalogue(Module.ACTIVITY, SEEN.date())
    assert kept is not None
    assert len(kept.entries) == len(activities)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("{not json", "it cannot be read"),
        ('["a list"]', "it is not a cache document"),
        ('{"format": 0, "service": "embedded sandbox", "lists": {}}', "its format is 0"),
        (f'{{"format": {FORMAT}, "service": "https://other.example", "lists": {{}}}}', "kept for"),
    ],
)
def test_a_bad_old_or_foreign_file_is_ignored_with_a_log_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, text: str, why: str
) -> None:
    path = tmp_path / "last-seen.json"
    path.write_text(text, encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="app.counter.link.start_cache"):
        cache = StartCache.read(path, EMBEDDED)
    assert cache.catalogue(Module.ACTIVITY, SEEN.date()) is None
    assert cache.wallet() is None
    assert why in caplog.text
    cache.remember_wallet(WALLET, SEEN)  # the next live answer replaces it
    assert StartCache.read(path, EMBEDDED).wallet() is not None


def test_a_damaged_list_or_wallet_is_ignored_alone(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, activities: list[CatalogueEntry]
) -> None:
    path = tmp_path / "last-seen.json"
    cache = StartCache(path, EMBEDDED)
    cache.remember_catalogue(Module.ACTIVITY, SEEN.date(), activities, SEEN)
    cache.remember_catalogue(Module.BOAT, SEEN.date(), [], SEEN)
    cache.remember_wallet(WALLET, SEEN)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["lists"]["ACTIVITY"]["rows"][0] = ["no id"]
    document["wallet"]["balance"] = "lots"
    path.write_text(json.dumps(document), encoding="utf-8")
    again = StartCache.read(path, EMBEDDED)
    with caplog.at_level(logging.WARNING, logger="app.counter.link.start_cache"):
        assert again.catalogue(Module.ACTIVITY, SEEN.date()) is None
        assert again.wallet() is None
    assert again.catalogue(Module.BOAT, SEEN.date()) is not None
    assert "list is ignored" in caplog.text
    assert "wallet is ignored" in caplog.text


def test_another_service_starts_from_nothing(
    tmp_path: Path, activities: list[CatalogueEntry]
) -> None:
    path = tmp_path / "last-seen.json"
    cache = StartCache(path, EMBEDDED)
    cache.remember_catalogue(Module.ACTIVITY, SEEN.date(), activities, SEEN)
    live = service_identity("https://partner.example", uses_embedded_sandbox=False)
    cache.use_service(live)
    assert cache.catalogue(Module.ACTIVITY, SEEN.date()) is None
    cache.remember_wallet(WALLET, SEEN)
    assert StartCache.read(path, EMBEDDED).wallet() is None
    assert StartCache.read(path, live).wallet() is not None


def test_the_age_names_the_day_when_it_is_not_today() -> None:
    assert as_of_text(SEEN, SEEN.date()) == "as of 09:12"
    assert as_of_text(SEEN, SEEN.date() + dt.timedelta(days=1)) == "as of Sun 22 Nov, 09:12"


def test_a_kept_item_this_version_cannot_read_is_listed_but_not_opened(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, activities: list[CatalogueEntry]
) -> None:
    path = tmp_path / "last-seen.json"
    StartCache(path, EMBEDDED).remember_catalogue(Module.ACTIVITY, SEEN.date(), activities, SEEN)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["lists"]["ACTIVITY"]["rows"][0][6] = '{"activity_id": "not a number"}'
    path.write_text(json.dumps(document), encoding="utf-8")
    kept = StartCache.read(path, EMBEDDED).catalogue(Module.ACTIVITY, SEEN.date())
    assert kept is not None
    first, second = kept.entries[:2]
    assert first.name == activities[0].name
    with caplog.at_level(logging.WARNING, logger="app.counter.link.catalogue"):
        assert not first.has_item()
    assert "cannot be opened" in caplog.text
    assert second.has_item()


def test_a_write_encodes_only_the_list_that_changed_and_the_file_is_the_whole_document(
    tmp_path: Path, activities: list[CatalogueEntry], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "last-seen.json"
    cache = StartCache(path, EMBEDDED)
    cache.remember_catalogue(Module.ACTIVITY, SEEN.date(), activities, SEEN)
    encoded: list[object] = []
    original = start_cache._json

    def counting(value: object) -> str:
        encoded.append(value)
        return original(value)

    monkeypatch.setattr(start_cache, "_json", counting)
    boats = [replace(entry, module=Module.BOAT) for entry in activities[:2]]
    cache.remember_catalogue(Module.BOAT, SEEN.date(), boats, SEEN)
    rows = [value for value in encoded if isinstance(value, list)]
    assert len(rows) == len(boats)  # the activities' rows were not encoded again
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document == {
        "format": FORMAT,
        "service": EMBEDDED,
        "lists": {
            "ACTIVITY": json.loads(json.dumps(cache._lists["ACTIVITY"])),
            f"BOAT {SEEN.date().isoformat()}": json.loads(
                json.dumps(cache._lists[f"BOAT {SEEN.date().isoformat()}"])
            ),
        },
        "wallet": None,
    }
    again = StartCache.read(path, EMBEDDED).catalogue(Module.ACTIVITY, SEEN.date())
    assert again is not None and again.entries == activities

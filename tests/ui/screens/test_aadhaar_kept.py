"""Of a scanned Aadhaar QR only the kept fields go anywhere: a sale of two scanned passengers,
then every byte the counter wrote (its journal, drafts, logs, a crash report made after it) or
sent (every HTTP request's body, and so the service's database), and the agency store after
replication, searched for the card's address, its photo's bytes and the scan itself."""

from __future__ import annotations

import faulthandler
import json
import logging
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.counter.config.crash_reports import CrashWatch, open_sale
from app.counter.config.paths import AppPaths
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.agency.conftest import agency_db, agency_server
from tests.agency.records import counter
from tests.agency.replication import replicate_once
from tests.domain.aadhaar_payloads import (
    ADDRESS,
    PHOTO,
    PHOTO_MARK,
    TRAINING_CARDS,
    TRAINING_SAMPLES,
)
from tests.perf.walkin import Key, open_shift
from tests.ui.helpers.sales import press
from tests.ui.helpers.till import wait_for_result
from tests.ui.screens.test_aadhaar_walk_in import NEIL, scanned_on

__all__ = ["agency_db", "agency_server"]  # fixtures, used by name

CARDS = json.loads(TRAINING_CARDS.read_text(encoding="utf-8"))
# What must never be kept: each address part of the cards' own (not the islands' names, which
# the catalogue has), the photo's marker and a run of its bytes, the head of each scanned
# number (the raw scan).
PLACES = ("Port Blair", "South Andaman", "Andaman and Nicobar Islands")
NEVER = [
    *(part.encode() for part in ADDRESS if part not in PLACES),
    PHOTO_MARK,
    PHOTO[6:70],
    *(card["qr"][:40].encode() for card in CARDS),
]

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def _found(data: bytes) -> list[bytes]:
    return [secret for secret in NEVER if secret in data]


def _files(folder: Path) -> dict[str, bytes]:
    return {str(path): path.read_bytes() for path in folder.rglob("*") if path.is_file()}


def _store_text(url: str) -> bytes:
    """Every row of every table of the agency store, as JSON text."""
    rows = []
    with psycopg.connect(url) as conn:
        tables = conn.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
        ).fetchall()
        for (table,) in tables:
            rows += conn.execute(f'SELECT row_to_json(t)::text FROM "{table}" t').fetchall()
    return "\n".join(row[0] for row in rows).encode()


def test_nothing_of_a_scanned_card_but_the_kept_fields_is_written_or_sent(
    sales_desk: Desk,
    sales_sandbox: EmbeddedSandbox,
    home: AppPaths,
    agency_db: str,
    qtbot: QtBot,
    run: Any,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    sent: list[bytes] = []
    send = httpx.AsyncClient.send

    async def recorded(client: httpx.AsyncClient, request: httpx.Request, **kwargs: Any) -> Any:
        # Read whole (a streamed body too), then sent from memory as read.
        sent.append(request.url.raw_path + b"\n" + await request.aread())
        return await send(client, request, **kwargs)

    monkeypatch.setattr(httpx.AsyncClient, "send", recorded)
    desk = sales_desk
    open_shift(desk)
    _keyboard, people = scanned_on(desk, run, NEIL, *(card["qr"] for card in CARDS))
    assert [people.model.entry(row).aadhaar_genuine for row in range(2)] == [True, True]
    # A crash report made while the sale is typed: the stacks, the log's end, the open sale.
    watch = CrashWatch.start(home)
    faulthandler.dump_traceback(watch.fault, all_threads=True)
    watch.fault.flush()
    watch.close()
    again = CrashWatch.start(home)
    reports = again.take_over("Counterdesk test run", open_sale(desk.services.journal))
    again.close()
    assert reports
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    press(Key.Key_Return)  # exact cash
    wait_for_result(desk, qtbot)
    booking = sent[-1]
    assert b"Meera Nair" in b"".join(sent) and b"AADHAAR" in b"".join(sent)
    assert b"4821" not in booking and b"aadhaar" not in booking  # not even the last four

    run(desk.aclose(), 60_000)  # the journal closed: the replicator opens it
    run(replicate_once(home.journal, counter("C1"), agency_db), 60_000)
    store = _store_text(agency_db)
    assert b"Meera Nair" in store  # the sale arrived

    written = {
        **_files(home.data.parent),
        **_files(Path(sales_sandbox.context.config.db_path).parent),
        **{f"report {r.path}": r.text.encode() for r in reports},
        "the log records": "\n".join(r.getMessage() for r in caplog.records).encode(),
        "the requests sent": b"\n".join(sent),
        "the agency store": store,
    }
    leaks = {name: _found(data) for name, data in written.items() if _found(data)}
    assert leaks == {}
    searched = " ".join(written)
    for place in ("journal.db", "crash-", "sandbox.db", "the agency store", "the log records"):
        assert place in searched, place
    # The needles are in what was scanned: the search could find them.
    scanned = (
        b"".join(card.signed_bytes() for card in TRAINING_SAMPLES) + TRAINING_CARDS.read_bytes()
    )
    assert set(_found(scanned)) == set(NEVER)

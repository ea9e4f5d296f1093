"""The agency day close on screen with the agency's own witness of the wallet (a real sandbox,
a real PostgreSQL agency store), in English and Hindi: a sale nobody recorded is named by its
booking and amount, a counter's forged readings (a negative top-up, its journal relabelled)
are named with the counter and the reading; a sale rewritten and sealed under a made-up key is
named with its counter, booking and amount; a supervisor's rotation of a counter's records' key
reads as one sentence."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from psycopg import AsyncConnection
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from app import i18n
from app.agency.witness import add_key, witness_round
from app.api import PartnerClient
from app.api.models import WalletData, new_request_id
from app.books.checks import BookProblem, Problem, problems_body
from app.domain.clock import service_now
from app.domain.keys import agent_key_fingerprint
from app.domain.money import ZERO
from app.domain.postings import EventKind
from app.figures import amount_text
from app.journal import Journal
from app.journal.wallet_readings import reading_body
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import SHIFT
from tests.agency.agency_rows import CounterWriter
from tests.agency.conftest import agency_db, agency_server
from tests.reports.counter_sales import sell
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE, boat_body, indian
from tests.ui.conftest import screenshot
from tests.ui.helpers.after_sale import DAY
from tests.ui.screens.test_agency import agency_desk, two_counters

__all__ = ["agency_db", "agency_desk", "agency_server", "two_counters"]


def _relabelled(data: WalletData, booking_ref: str, event: str, sign: int) -> WalletData:
    journals = [
        j.model_copy(update={"event": event, "amount": sign * j.amount})
        if j.booking_ref == booking_ref
        else j
        for j in data.recent_ledger_journal_snapshot
    ]
    return data.model_copy(update={"recent_ledger_journal_snapshot": journals})


@pytest.mark.parametrize("clerk_language", [i18n.ENGLISH, i18n.HINDI], indirect=True)
def test_the_agency_day_close_names_forged_readings_and_the_sale_they_hid(
    clerk_language: str,
    agency_desk: Desk,
    two_counters: Any,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
    tmp_path: Path,
) -> None:
    desk = agency_desk
    url, _here, _there, _havelock = two_counters
    fingerprint = agent_key_fingerprint(counter_sandbox.demo_key)

    async def read(client: PartnerClient) -> WalletData:
        return (await client.wallet_balance()).data

    async def witness_reads() -> None:
        async with await AsyncConnection.connect(url, autocommit=True) as conn:
            await add_key(conn, fingerprint, "demo agent")
            await witness_round(conn, {fingerprint: lambda: read(agency)}, service_now)

    run(witness_reads(), 15_000)
    # A sale at a PC whose records never reach the store: the wallet paid for it.
    hidden = Journal(tmp_path / "hidden")
    guest = [indian("Ravi Kumar")]
    body = boat_body(NO_FLAGS_TRIP_SCHEDULE, DAY, guest, request_id=new_request_id())
    sold = run(sell(agency, hidden, body, "North Bay Harbour Cruise"), 15_000)
    hidden.close()
    # NL1 sells, then rewrites its sale offline to a debit of 1.00 and seals it under a key it
    # made up (the agency never registered it).
    neil = CounterWriter(url, "NL1", "Neil island").register()
    till = Journal(tmp_path / "nl1")
    guest = [indian("Asha Nair")]
    body = boat_body(NO_FLAGS_TRIP_SCHEDULE, DAY, guest, request_id=new_request_id())
    resold = run(sell(agency, till, body, "North Bay Harbour Cruise"), 15_000)
    (row,) = till.history.rows()
    till.close()
    # NL1 claims two readings of the true wallet with that sale's journal relabelled.
    true = run(read(agency), 15_000)
    for number, (event, sign) in enumerate((("WALLET_TOPUP", -1), ("WALLET_TOPUP", 1)), 1):
        forged = _relabelled(true, sold.booking_ref, event, sign)
        now = service_now() + dt.timedelta(seconds=number)
        claim = reading_body(forged, fingerprint, now)
        neil.write("wallet_reading", f"wallet_reading:{number}", claim, now)
    run(witness_reads(), 15_000)
    # NL1's books check found a sale's money event deleted after it was sent; its books' state
    # says a refund's payment the store received is gone too, which the agency names itself.
    gone = BookProblem(Problem.DELETED, "sale:cd-nl1-7", "NL1BOOK7", Decimal("2596.00"))
    paid = "refund:nl1-8"
    refund = {"booking_ref": "NL1BOOK8", "account": "drawer", "amount": "1180.00"}
    neil.money_event(EventKind.REFUND_PAID, paid, refund | {"round_off": "0.00"}, service_now())
    state = {
        "through": 10**6,
        "events": 0,
        "debits": "0.00",
        "head": "",
        "changed": [],
        "gone": [paid],
    }
    checked = problems_body([gone], service_now(), state)
    neil.write("books_check", "books_check:1", checked, service_now())
    # The rewritten sale reaches the store, its link the first of NL1's chain (an earlier
    # version sent the records before it without one).
    one = Decimal("1.00")
    rewritten = replace(row, total_debited=one, deducted_from_cash=one, deducted_from_credit=ZERO)
    neil.seal(neil.sale_of(rewritten, "Asha Pillai"), "5ca1ab1e5ca1ab1e")
    # NL1's supervisor rotated its records' key: one sentence, not a problem.
    old_key, new_key = "0123456789abcdef", "fedcba9876543210"
    neil.key_rotation(old_key, new_key, "Asha Pillai", service_now())

    desk.window.show_screen(SHIFT)
    screen = desk.window.page(SHIFT)
    qtbot.waitUntil(screen.make_button.isEnabled, timeout=15_000)
    screen.agency_button.click()
    # The desk's own shift report first, then the agency's close, which names NL1.
    qtbot.waitUntil(lambda: "NL1" in screen.witness_label.text(), timeout=15_000)
    text = screen.witness_label.text()
    amount = amount_text(Decimal(sold.settlement_breakdown.total_debited))
    assert sold.booking_ref in text and amount in text
    assert text.count("NL1") == 2  # the refused reading and the conflicting one
    if clerk_language == i18n.ENGLISH:
        assert "Refused as impossible: counter NL1's reading of" in text
        assert "Conflict on journal" in text and "the agency's own reading of" in text
    else:
        assert "असंभव मानकर अस्वीकार" in text and "टकराव" in text
    # The ledger check names the rewritten sale in the clerk's language.
    ledger = screen.check_label.text()
    assert resold.booking_ref in ledger
    assert ("(Amount differs)" in ledger) is (clerk_language == i18n.ENGLISH)
    books = screen.agency_close.books_label.text()
    assert "NL1BOOK7" in books and amount_text(Decimal("2596.00")) in books
    assert "NL1BOOK8" in books and amount_text(Decimal("1180.00")) in books
    if clerk_language == i18n.ENGLISH:
        assert "against the agency store's copy of its events:" in books
    else:
        assert "एजेंसी स्टोर में उसके लेन-देनों की प्रति से मिलाकर" in books
    # The desk's own records go unsealed (the tests' PCs have no keyring): said so.
    keys = screen.agency_close.keys_label.text()
    assert screen.agency_close.keys_label.isVisibleTo(desk.window) and "C1" in keys
    # The links as the counter's chain makes them: the store's copy holds together.
    assert not screen.agency_close.integrity_label.isVisibleTo(desk.window)
    # The rewritten sale: named by counter, booking and amount, under the made-up key.
    assert resold.booking_ref in keys and "5ca1ab1e5ca1ab1e" in keys and "1.00" in keys
    rotations = screen.agency_close.rotations_label.text()
    assert old_key in rotations and new_key in rotations and "Asha Pillai" in rotations
    assert "NL1" in rotations and new_key not in keys
    screenshot(desk.window, f"{clerk_language}/agency_day_close_witness")
    # The panel scrolls (below the report): its last lines brought into sight for the picture.
    viewport = screen.agency_close.parentWidget()
    area = None if viewport is None else viewport.parentWidget()
    assert isinstance(area, QScrollArea)
    area.ensureWidgetVisible(screen.agency_close.keys_label)
    screenshot(desk.window, f"{clerk_language}/agency_day_close_books_keys")

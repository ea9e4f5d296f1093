"""What a sale reads in the journal at its review and once settled (an earlier sale it would
repeat, the next receipt number, the voucher's bill, the till's sale, the receipt) is read in
workers on a read-only connection of their own, not on the UI thread; on the journal's own
connection when the file cannot be read so, the sale the same."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.counter.devices.printers import PrinterSettings
from app.counter.journal_access import journal_reader
from app.counter.papers import voucher as voucher_module
from app.journal import store
from app.journal.store import JournalReads
from app.reports import receipt_data as receipts
from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.counter.printer_port import printer_port
from tests.ui.helpers.till import sell_exact_cash


def _threads_of(monkeypatch: pytest.MonkeyPatch) -> tuple[list[bool], list[bool]]:
    """Whether each read apart, and each voucher bill read, ran on the UI thread."""
    apart: list[bool] = []
    bills: list[bool] = []
    real_reading, real_receipt = store.reading, receipts.receipt_data

    @contextmanager
    def reading(database: Path, now: Any) -> Iterator[JournalReads]:
        apart.append(threading.current_thread() is threading.main_thread())
        with real_reading(database, now) as journal:
            yield journal

    def receipt_data(journal: JournalReads, *args: Any, **kwargs: Any) -> Any:
        bills.append(threading.current_thread() is threading.main_thread())
        return real_receipt(journal, *args, **kwargs)

    monkeypatch.setattr(journal_reader, "reading", reading)
    monkeypatch.setattr(voucher_module, "receipt_data", receipt_data)
    return apart, bills


def _sold(desk: Desk, qtbot: QtBot) -> None:
    """A cash sale, its receipt printed; its voucher has its bill, the result its till."""
    with printer_port() as (port, received):
        settings = desk.connection.settings
        desk.connection.settings = replace(
            settings, printers=PrinterSettings(receipt=f"tcp://127.0.0.1:{port}")
        )
        sell_exact_cash(desk, qtbot)
        result = desk.window.page(BOOK).result
        qtbot.waitUntil(lambda: result.state_label.text().endswith("printed."), timeout=15_000)
        assert len(received()) == 1
    controller = desk.controller(BOOK).results
    assert controller.voucher is not None and controller.voucher.bill is not None
    assert controller.receipt_ref == result.ref_label.text()
    upi_note = controller.voucher.bill.receipt_no
    assert upi_note and upi_note in result.state_label.text()


def test_the_sales_journal_reads_are_made_in_workers(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    apart, bills = _threads_of(monkeypatch)
    _sold(sales_desk, qtbot)
    # The review, the result page and the receipt: each read apart, none on the UI thread.
    assert apart == [False, False, False]
    assert bills == [False]


def test_a_journal_that_cannot_be_read_apart_is_read_on_its_own_connection(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    apart, bills = _threads_of(monkeypatch)

    @contextmanager
    def unreadable(_database: Path, _now: Any) -> Iterator[JournalReads]:
        apart.append(threading.current_thread() is threading.main_thread())
        raise sqlite3.OperationalError("unable to open database file")
        yield  # (a generator)

    monkeypatch.setattr(journal_reader, "reading", unreadable)
    _sold(sales_desk, qtbot)
    assert apart == [False, False, False]  # tried in the workers,
    assert bills == [True]  # then read on the journal's connection, as before

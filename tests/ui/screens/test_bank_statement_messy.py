"""Statement files as they come, in the Bank statement tab (issue 78): a messy statement's bad
rows each named by its line with the rest read and its account said, and a workbook bomb
refused at once with the sentence naming its limit."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.bank.limits import MEGABYTE, MOST_COLUMNS, UNPACKED
from app.ui.desk import Desk
from tests.bank import hostile
from tests.bank.statements import HDFC_HEADER, write
from tests.bank.test_hostile_files import transfers
from tests.ui.conftest import screenshot
from tests.ui.screens.test_bank_statement import bank_tab


def test_a_messy_statement_names_its_bad_rows_and_reads_the_rest(
    counter: Desk, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = hostile.replaced("HDFC Bank", tmp_path, transfers(30), "05/04/26", "31/12/9999")
    text = path.read_text(encoding="utf-8").replace(",510.00,", ",12345678901234567890,", 1)
    path.write_text(text.replace("UPI-RAVI KUMAR", "UPI-" + "A" * 128 * 1024, 1), encoding="utf-8")
    lines = path.read_text(encoding="utf-8").splitlines()
    far, digits, long = (
        next(n for n, line in enumerate(lines, start=1) if mark in line)
        for mark in ("31/12/9999", "12345678901234567890", "A" * 2_001)
    )
    panel = bank_tab(counter, path, monkeypatch)
    panel.import_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("HDFC Bank:"), timeout=30_000)
    said = panel.state.text()
    assert said.startswith(
        "HDFC Bank: 27 rows read, 27 new. 0 payments proved by them. The statement of account "
        "50200012345678."
    )
    for line, reason in (
        (long, "a cell is longer than 2,000 characters"),
        (digits, "the amount “12345678901234567890” has more than 12 digits before its point"),
        (
            far,
            "it is dated 31 Dec 9999, outside the statement's period, 01 Apr 2026 to 30 Apr 2026",
        ),
    ):
        assert f"Line {line}: {reason}." in said
    # The 27 rows read are credits of no sale (the counter sold nothing), listed once shown.
    qtbot.waitUntil(lambda: panel.credits.rowCount() == 27, timeout=20_000)
    # The far row covers nothing: the statements reach the last of April's rows.
    assert counter.services.journal.bank.covered_until() == dt.date(2026, 4, 30)
    for width, height in ((1366, 768), (1280, 720)):
        counter.window.resize(width, height)
        screenshot(counter.window, f"bank_statement_messy_{width}x{height}")


def test_a_workbook_bomb_is_refused_with_its_limit_and_no_columns_asked(
    counter: Desk, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = hostile.strings_bomb(tmp_path, UNPACKED + MEGABYTE)
    panel = bank_tab(counter, path, monkeypatch)
    panel.import_button.click()
    refused = "The workbook strings_bomb.xlsx unpacks to more than 192 MB, more than any statement."
    qtbot.waitUntil(lambda: panel.state.text() == refused, timeout=30_000)
    assert counter.services.journal.bank.covered_until() is None
    screenshot(counter.window, "bank_statement_bomb_refused")


def test_a_csv_over_the_columns_limit_is_refused_with_no_columns_asked(
    counter: Desk, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, _line = write("HDFC Bank", tmp_path, transfers(30))
    header = ",".join(HDFC_HEADER)
    wide = path.read_text(encoding="utf-8").replace(header, header + ",Remark" * MOST_COLUMNS)
    path.write_text(wide, encoding="utf-8")
    panel = bank_tab(counter, path, monkeypatch)
    panel.import_button.click()
    refused = f"The file {path.name} has more than 64 columns, more than any statement."
    qtbot.waitUntil(lambda: panel.state.text() == refused, timeout=30_000)

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
    # A row dated 9999 is named and left out, the rest read; a row that cannot be read breaks
    # the running balance across it, and its statement is refused whole (issue 94).
    path = hostile.replaced("HDFC Bank", tmp_path, transfers(30), "05/04/26", "31/12/9999")
    lines = path.read_text(encoding="utf-8").splitlines()
    far = next(n for n, line in enumerate(lines, start=1) if "31/12/9999" in line)
    panel = bank_tab(counter, path, monkeypatch)
    panel.import_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("HDFC Bank:"), timeout=30_000)
    said = panel.state.text()
    assert said.startswith(
        "HDFC Bank: 29 rows read, 29 new. 0 payments proved by them. The statement of account "
        "50200012345678."
    )
    reason = "it is dated 31 Dec 9999, outside the statement's period, 01 Apr 2026 to 30 Apr 2026"
    assert f"Line {far}: {reason}." in said
    # The 29 rows read are credits of no sale (the counter sold nothing), listed once shown.
    qtbot.waitUntil(lambda: panel.credits.rowCount() == 29, timeout=20_000)
    # The far row covers nothing: the statements reach the last of April's rows.
    assert counter.services.journal.bank.covered_until() == dt.date(2026, 4, 30)
    for width, height in ((1366, 768), (1280, 720)):
        counter.window.resize(width, height)
        screenshot(counter.window, f"bank_statement_messy_{width}x{height}")

    broken = tmp_path / "broken"
    broken.mkdir()
    path = hostile.replaced(
        "HDFC Bank", broken, transfers(30), ",510.00,", ",12345678901234567890,"
    )
    digits = next(
        n
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if "12345678901234567890" in line
    )
    panel = bank_tab(counter, path, monkeypatch)
    panel.import_button.click()
    qtbot.waitUntil(lambda: "is refused" in panel.state.text(), timeout=30_000)
    assert panel.state.text().startswith(
        f"The statement {path.name} is refused: line {digits} cannot be read (the amount "
        "“12345678901234567890” has more than 12 digits before its point)"
    ), panel.state.text()
    assert counter.services.journal.bank.covered_until() == dt.date(2026, 4, 30)
    counter.window.resize(1366, 768)
    screenshot(counter.window, "bank_statement_broken_balance_1366x768")


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

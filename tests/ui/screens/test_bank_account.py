"""The agency's declared bank accounts on the Bank statement tab (issue 82, item 5): a
statement of another account refused with a sentence, one naming no account asked for and read
as the account chosen, a file of two accounts refused whole, and with none declared any bank's
statement refused, its file kept to be imported again once one is (issue 94)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.bank.account import account_as_typed
from app.ui.desk import Desk
from app.ui.widgets.bank_account import AccountDialog
from tests.bank import hostile
from tests.bank.statements import Transfer, declared, write
from tests.bank.test_accounts import NONE_DECLARED, TWO_ACCOUNTS, two_accounts
from tests.bank.test_hostile_files import transfers
from tests.ui.conftest import SCREEN_SIZES, screenshot
from tests.ui.screens.test_bank_statement import bank_tab, declare_bank

HDFC = account_as_typed("50200012345678", "HDFC0000240", "HDFC current account")
KOTAK = account_as_typed("1011567891", "KKBK0000123", "Kotak current account")


def choose_account(label: str, shot: str) -> None:
    """When the account dialog opens: try once with none chosen (it says so), then choose the
    account of ``label`` and import."""

    def fill(tries_left: int = 500) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, AccountDialog):
            if tries_left:
                QTimer.singleShot(20, lambda: fill(tries_left - 1))
            return
        dialog.ok_button.click()
        assert dialog.isVisible() and dialog.state.text() == "Choose the account."
        dialog.choice.setCurrentText(label)
        screenshot(dialog, shot)
        dialog.ok_button.click()

    QTimer.singleShot(0, fill)


def statement_naming_none(folder: Path, sent: list[Transfer]) -> Path:
    """Kotak's export of ``sent`` with its account line left out."""
    return hostile.replaced("Kotak Mahindra Bank", folder, sent, "A/C No. : 1011567891", "Kotak")


def test_another_accounts_statement_is_refused_and_one_naming_none_is_asked_for(
    counter: Desk, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    counter.connection.settings = replace(counter.connection.settings, bank_accounts=(HDFC, KOTAK))
    axis, _line = write("Axis Bank", tmp_path, transfers(6))
    chosen = [axis]
    panel = bank_tab(counter, axis, monkeypatch)
    monkeypatch.setattr(
        "PySide6.QtWidgets.QFileDialog.getOpenFileName", lambda *_args: (str(chosen[0]), "")
    )
    panel.import_button.click()
    qtbot.waitUntil(lambda: "is of account 922030048910705" in panel.state.text(), timeout=20_000)
    assert panel.state.text() == (
        "This statement is of account 922030048910705, which is not one of the agency's "
        "accounts in the settings (50200012345678, 1011567891): nothing of it was imported. "
        "If it is the agency's, declare it in Settings, Bank accounts (a supervisor's PIN), "
        "and import the statement again."
    )
    assert counter.services.journal.bank.covered_until() is None
    for width, height in SCREEN_SIZES:
        counter.window.resize(width, height)
        screenshot(counter.window, f"bank_statement_other_account_{width}x{height}")

    chosen[0] = statement_naming_none(tmp_path, transfers(6))
    choose_account(KOTAK.label(), "bank_statement_which_account")
    panel.import_button.click()
    qtbot.waitUntil(lambda: "6 new" in panel.state.text(), timeout=20_000)
    assert "The statement of account 1011567891." in panel.state.text()
    assert QApplication.activeModalWidget() is None


def test_a_file_of_two_accounts_is_refused_whole_with_no_mapping_offered(
    counter: Desk, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    counter.connection.settings = replace(counter.connection.settings, bank_accounts=(KOTAK,))
    panel = bank_tab(counter, two_accounts(tmp_path), monkeypatch)
    panel.import_button.click()
    qtbot.waitUntil(lambda: "two accounts" in panel.state.text(), timeout=20_000)
    assert panel.state.text() == TWO_ACCOUNTS.format(first="1011567891", second="1011999999")
    # No column mapping is offered: none makes one account's rows of a file of two.
    assert QApplication.activeModalWidget() is None
    assert counter.services.journal.bank.covered_until() is None
    counter.window.resize(1366, 768)
    screenshot(counter.window, "bank_statement_two_accounts_1366x768")


def test_with_no_account_declared_a_statement_is_refused_and_its_file_kept_for_again(
    counter: Desk, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    axis, _line = write("Axis Bank", tmp_path, transfers(6))
    panel = bank_tab(counter, axis, monkeypatch, declaring=False)
    assert not counter.connection.settings.bank_accounts and panel.again_button.isHidden()
    panel.import_button.click()
    qtbot.waitUntil(lambda: "declared no bank account" in panel.state.text(), timeout=20_000)
    assert panel.state.text() == NONE_DECLARED
    assert counter.services.journal.bank.covered_until() is None
    # The file is kept: once a supervisor declares the account, it is imported again as it is.
    assert panel.again_button.isVisible() and panel.kept == axis
    for width, height in SCREEN_SIZES:
        counter.window.resize(width, height)
        screenshot(counter.window, f"bank_statement_no_account_{width}x{height}")
    monkeypatch.setattr(
        "PySide6.QtWidgets.QFileDialog.getOpenFileName", lambda *_args: pytest.fail("asked")
    )
    declare_bank(counter, *declared("Axis Bank"))
    panel.again_button.click()
    qtbot.waitUntil(lambda: "6 new" in panel.state.text(), timeout=20_000)
    assert "The statement of account 922030048910705." in panel.state.text()
    assert panel.again_button.isHidden() and panel.kept is None

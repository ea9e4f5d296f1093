"""A statement of no balance on the Bank statement tab (issue 94, item 4): imported, it says it
proves nothing until a supervisor accepts it, and stays "awaiting a supervisor's acceptance"
with a button to accept it; the button asks the supervisor's PIN, refused without it, and once
accepted the payments its rows carry stand proved."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.counter.papers.formatting import money_text
from app.domain.tenders import UPI
from app.figures import date_text
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from tests.bank.statements import Transfer, write
from tests.bank.test_forged import without_balances
from tests.ui.conftest import screenshot
from tests.ui.helpers.supervisor import PIN, answer_pin, set_pin
from tests.ui.screens.test_bank_statement import GENUINE, bank_tab, sold
from tests.ui.screens.test_bank_statement_hindi import ENGLISH_WORD
from tests.ui.test_mnemonics import twice

NO_BALANCES = (
    "This statement carries no balances, so its rows cannot be checked against each other; "
    "its payments are not proved until a supervisor accepts it."
)


def test_a_statement_without_balances_is_accepted_by_a_supervisor_before_it_proves(
    counter: Desk,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    upi, upi_at = sold(counter, agency, counter_sandbox, run, UPI, GENUINE, 1)
    today = upi_at.date()
    transfers = [
        Transfer(today, upi_at.time().replace(tzinfo=None), upi, GENUINE),
        Transfer(today, dt.time(23), Decimal("500.00"), "412300000777", "ANIL RAO"),
    ]
    path = without_balances(write("HDFC Bank", tmp_path, transfers)[0])
    set_pin(counter.services.journal.till)
    panel = bank_tab(counter, path, monkeypatch)
    window = counter.window
    panel.import_button.click()
    qtbot.waitUntil(lambda: panel.state.text().startswith("HDFC Bank:"), timeout=20_000)

    assert panel.state.text() == (
        f"HDFC Bank: 2 rows read, 2 new. {NO_BALANCES} The statement of account 50200012345678."
    )
    awaiting = (
        f"The statement {path.name} (50200012345678, imported {date_text(today)}, 2 rows) is "
        "awaiting a supervisor's acceptance: it carries no balances, so its payments are not "
        "proved."
    )
    qtbot.waitUntil(lambda: panel.unchecked.isVisible())
    assert panel.unchecked.label.text() == awaiting
    assert panel.unchecked.accept_button.isVisible() and panel.unchecked.accept_button.isEnabled()
    qtbot.waitUntil(lambda: panel.figures["upi_not_yet"].text() == money_text(upi))
    assert panel.figures["upi_proved"].text() == money_text(Decimal("0.00"))
    assert twice(window) == {}  # each Alt+letter of the panel is its own on the screen
    for width, height in ((1366, 768), (1280, 720)):
        window.resize(width, height)
        screenshot(window, f"bank_statement_unchecked_{width}x{height}")

    # No supervisor's PIN: nothing accepted, the statement still awaiting.
    answer_pin([])
    panel.unchecked.accept_button.click()
    refused = "Not accepted: it needs a supervisor's PIN."
    qtbot.waitUntil(lambda: panel.state.text() == refused, timeout=20_000)
    assert panel.unchecked.isVisible() and panel.unchecked.label.text() == awaiting
    assert panel.figures["upi_proved"].text() == money_text(Decimal("0.00"))

    said = answer_pin([PIN], shot="bank_statement_unchecked_pin")
    panel.unchecked.accept_button.click()
    qtbot.waitUntil(lambda: not panel.unchecked.isVisible(), timeout=20_000)
    assert said == [""]  # the PIN was taken at the first try
    assert panel.state.text() == (
        f"{path.name} (50200012345678, imported {date_text(today)}, 2 rows) accepted as the "
        "bank's statement"
    )
    assert not panel.unchecked.accept_button.isVisible()
    qtbot.waitUntil(lambda: panel.figures["upi_proved"].text() == money_text(upi))
    assert panel.figures["upi_not_yet"].text() == money_text(Decimal("0.00"))
    window.resize(1366, 768)
    screenshot(window, "bank_statement_unchecked_accepted_1366x768")


def test_a_statement_awaiting_acceptance_reads_in_hindi(
    hindi: None,
    counter: Desk,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    upi, upi_at = sold(counter, agency, counter_sandbox, run, UPI, GENUINE, 1)
    sale = Transfer(upi_at.date(), upi_at.time().replace(tzinfo=None), upi, GENUINE)
    path = without_balances(write("HDFC Bank", tmp_path, [sale])[0])
    panel = bank_tab(counter, path, monkeypatch)
    panel.import_button.click()
    qtbot.waitUntil(lambda: panel.unchecked.isVisible(), timeout=20_000)
    qtbot.waitUntil(lambda: panel.figures["upi_not_yet"].text() == money_text(upi))

    said = panel.unchecked.label.text().replace(path.name, "")
    assert "सुपरवाइज़र की स्वीकृति की प्रतीक्षा में है" in said
    assert "1 पंक्ति" in said
    assert not ENGLISH_WORD.search(said)
    assert "स्वीकार नहीं" not in panel.state.text()
    assert "सुपरवाइज़र के स्वीकार करने तक" in panel.state.text()
    assert panel.unchecked.accept_button.text() == "स्टेटमेंट स्वीकार करें… (&N)"
    counter.window.resize(1366, 768)
    screenshot(counter.window, "bank_statement_unchecked_hi_1366x768")

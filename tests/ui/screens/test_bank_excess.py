"""A supervisor accepts an overpayment as the customer's excess on the Bank statement tab
(issue 94, item 3): the bank shows 1.00 more than the UPI sale under its reference; the resolve
dialog's "paid over" outcome, a PIN, and the sale is proved, the credit taken, the excess owed
back to the customer in the books (which Lookup's "still owed" reads)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.bank.matching import Method
from app.bank.proofs import Outcome, Standing
from app.books.queries import BookQueries
from app.counter.papers.formatting import money_text
from app.domain.tenders import UPI
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from tests.bank.statements import Transfer, write
from tests.ui.conftest import screenshot
from tests.ui.helpers.supervisor import PIN, SUPERVISOR, answer_pin, set_pin
from tests.ui.screens.test_bank_statement import FAKE, bank_tab, fill_resolve, sold

OVER = Decimal("1.00")


def overpaid(
    counter: Desk, agency: PartnerClient, sandbox: EmbeddedSandbox, run: Any, folder: Path
) -> tuple[Decimal, Path]:
    """A UPI sale, and an HDFC statement whose credit carries its reference for ``OVER`` more
    (the bank's charge of the next day makes it cover the sale's settling day): what the
    customer paid and the statement's file."""
    paid, paid_at = sold(counter, agency, sandbox, run, UPI, FAKE, 2)
    today = paid_at.date()
    transfers = [
        Transfer(today, paid_at.time().replace(tzinfo=None), paid + OVER, FAKE, "MEENA DAS"),
        Transfer(
            today + dt.timedelta(days=1),
            dt.time(23, 59),
            Decimal("-5.90"),
            "",
            rail="CHG",
            narration="SMS CHARGES FOR QTR",
        ),
    ]
    path, _ = write("HDFC Bank", folder, transfers)
    return paid, path


def test_an_overpayment_is_accepted_as_the_customers_excess_by_a_supervisor(
    counter: Desk,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    paid, path = overpaid(counter, agency, counter_sandbox, run, tmp_path)
    set_pin(counter.services.journal.till)
    window = counter.window
    window.resize(1366, 768)
    panel = bank_tab(counter, path, monkeypatch)
    panel.import_button.click()
    qtbot.waitUntil(lambda: panel.questioned.rowCount() == 1, timeout=20_000)
    assert panel.questioned.text_at(0, 4) == FAKE
    assert panel.questioned.text_at(0, 5).startswith(
        f"The statement shows {money_text(paid + OVER)} for this reference"
    )

    said = answer_pin([PIN])
    fill_resolve(Outcome.EXCESS, "Paid a rupee over; give it back", "bank_statement_excess")
    panel.resolve_button.click()
    qtbot.waitUntil(lambda: panel.questioned.rowCount() == 0, timeout=20_000)
    qtbot.waitUntil(lambda: panel.figures["upi_proved"].text() == money_text(paid))
    assert said == [""]
    assert panel.figures["upi_questioned"].text() == money_text(Decimal("0.00"))
    assert panel.state.text().endswith(
        "Paid over: the excess owed back to the customer, Paid a rupee over; give it back"
    )
    screenshot(window, "bank_statement_excess_accepted_1366x768")

    journal = counter.services.journal
    (proof,) = journal.bank.proofs()
    assert (proof.standing, proof.method, proof.outcome) == (
        Standing.PROVED,
        Method.BY_HAND,
        Outcome.EXCESS,
    )
    assert proof.decision_id is not None
    assert journal.till.decision(proof.decision_id).supervisor == SUPERVISOR
    assert BookQueries(journal._conn).owed_to(proof.booking_ref) == OVER

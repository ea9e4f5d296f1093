"""Issue 82, items 2 and 3, on the Bank statement tab, in English, Hindi, Bengali and Tamil:
the bank's own charges listed as accounted (posted in the books), the cash banked at the shift's
close and its deposit on the statement waiting for a supervisor, then confirmed from the tab
(refused without the PIN); and a payout of three payments settled from the tab with the one
credit that paid them, refused while the payments ticked do not add up to it. The statement is
HDFC Bank's export layout as ``tests.bank.statements`` writes it (tests/bank/layouts.md says
where it came from)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app import i18n
from app.api import PartnerClient
from app.bank.matching import Method
from app.bank.proofs import Standing
from app.counter.papers.formatting import money_text
from app.domain.tenders import UPI
from app.figures import date_text
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.fonts import register_fonts
from app.ui.registry import SHIFT
from app.ui.translation import install_translations
from app.ui.widgets.bank_settle import SettleDialog
from tests.bank.statements import Transfer, write
from tests.ui.conftest import CLERK, OPENING_FLOAT, SCREEN_SIZES, screenshot
from tests.ui.helpers.drawer import answer_close
from tests.ui.helpers.supervisor import PIN, SUPERVISOR, answer_pin, set_pin
from tests.ui.screens.test_bank_statement import GENUINE, bank_tab, sold
from tests.ui.test_mnemonics import twice

# Three UPI payments a payment app settled in one payout (their RRNs are on its report, not on
# the bank's statement), and the payout's NEFT UTR.
PAID = ("412300000311", "412300000312", "412300000313")
PAYOUT_UTR = "YESBN52026112700042"
BANKED = Decimal("1000.00")
CHARGE, CHARGE_GST = Decimal("17.70"), Decimal("3.19")


@pytest.fixture(params=["en", "hi", "bn", "ta"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The screens' language, installed before the counter's window is made (the new list's
    words are longest in Bengali and Tamil); afterwards English again."""
    code: str = request.param
    register_fonts()
    install_translations(code)
    yield code
    install_translations(i18n.ENGLISH)


def closed_with_banking(counter: Desk, qtbot: QtBot) -> None:
    """The shift's drawer counted at its float and closed by the clerk, ``BANKED`` of it taken
    to the bank (the books' contra from the drawer to the bank)."""
    drawer = counter.window.page(SHIFT).drawer
    drawer.notes[500].setValue(int(OPENING_FLOAT) // 500)
    drawer.coins.setText("0")
    drawer.closed_by.setText(CLERK)
    answer_close(banked=str(int(BANKED)))
    drawer.z_button.click()
    qtbot.waitUntil(lambda: drawer.saved_row.isVisibleTo(drawer), timeout=10_000)


def tick_and_settle(wrong: list[str], right: list[str], shot: str) -> list[str]:
    """When the settlement's dialog opens: tick the credit and the payments of ``wrong`` and
    settle (refused: they do not add up), then those of ``right`` and settle. What the dialog
    said: the sums and the refusal, then the sums once they add up."""
    seen: list[str] = []

    def tick(dialog: SettleDialog, references: list[str]) -> None:
        for number, proof in enumerate(dialog.payments.items):
            state = (
                Qt.CheckState.Checked if proof.reference in references else Qt.CheckState.Unchecked
            )
            dialog.payments.view.item(number).setCheckState(state)

    def fill(tries_left: int = 500) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, SettleDialog):
            if tries_left:
                QTimer.singleShot(20, lambda: fill(tries_left - 1))
            return
        for number, row in enumerate(dialog.rows.items):
            if PAYOUT_UTR in row.references:
                dialog.rows.view.item(number).setCheckState(Qt.CheckState.Checked)
        tick(dialog, wrong)
        dialog.settle_button.click()
        seen.extend([dialog.sums.text(), dialog.state.text(), str(dialog.isVisible())])
        screenshot(dialog, f"{shot}_refused")
        tick(dialog, right)
        seen.append(dialog.sums.text())
        screenshot(dialog, shot)
        dialog.settle_button.click()

    QTimer.singleShot(0, fill)
    return seen


def test_charges_and_deposits_are_shown_accounted_and_a_payout_settles_its_payments(
    language: str,
    counter: Desk,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    qtmodeltester: Any,
) -> None:
    upi, upi_at = sold(counter, agency, counter_sandbox, run, UPI, GENUINE, 1)
    paid = [
        sold(counter, agency, counter_sandbox, run, UPI, ref, activity)[0]
        for ref, activity in zip(PAID, (2, 4, 2), strict=True)
    ]
    today = upi_at.date()
    payout = sum(paid, Decimal(0))
    transfers = [
        Transfer(today, upi_at.time().replace(tzinfo=None), upi, GENUINE),
        Transfer(
            today, dt.time(23, 50), payout, PAYOUT_UTR, "YES BANK LTD UPI SETTLEMENT", rail="NEFT"
        ),
        Transfer(
            today, dt.time(23, 59), -CHARGE, "", rail="CHG", narration="CHRGS FOR NEFT 26112700012"
        ),
        Transfer(today, dt.time(23, 59), -CHARGE_GST, "", rail="CHG", narration="GST ON CHARGES"),
        # The cash banked at the close, paid in at the branch the next morning.
        Transfer(
            today + dt.timedelta(days=1),
            dt.time(10, 30),
            BANKED,
            "",
            rail="CASH",
            narration="CASH DEP PORT BLAIR",
        ),
    ]
    path, _ = write("HDFC Bank", tmp_path, transfers)
    set_pin(counter.services.journal.till)
    panel = bank_tab(counter, path, monkeypatch)
    screen = counter.window.page(SHIFT)
    accounted = screen.accounted
    window = counter.window
    journal = counter.services.journal
    panel.import_button.click()
    qtbot.waitUntil(lambda: panel.questioned.rowCount() == len(PAID), timeout=20_000)
    qtbot.waitUntil(lambda: panel.figures["upi_questioned"].text() == money_text(payout))
    # The payout's credit and the deposit (no close banked cash yet) match no sale.
    qtbot.waitUntil(lambda: panel.credits.rowCount() == 2)
    assert panel.credits.text_at(0, 2) == PAYOUT_UTR

    # The payout settles its three payments: two of them are refused, all three add up.
    panel.questioned_table.selectRow(0)
    seen = tick_and_settle(list(PAID[:2]), list(PAID), f"bank_settle_{language}")
    said = answer_pin([PIN])
    panel.settle_button.click()
    qtbot.waitUntil(lambda: panel.questioned.rowCount() == 0, timeout=20_000)
    assert said == [""]
    refused_sums, refused, still_open, added_up = seen
    assert still_open == "True"
    short = payout - paid[0] - paid[1]
    two = paid[0] + paid[1]
    assert money_text(short) in refused_sums
    assert money_text(two) in refused and money_text(payout) in refused
    assert money_text(payout) in added_up
    if language == "en":
        assert refused_sums.endswith(f"They differ by {money_text(short)}.")
        assert refused.endswith("a settlement must add up to the paisa.")
        assert added_up.endswith("They add up.")
    proofs = {p.reference: p for p in journal.bank.proofs()}
    for reference in PAID:
        assert (proofs[reference].standing, proofs[reference].method) == (
            Standing.PROVED,
            Method.BY_HAND,
        )
    decision = journal.till.decision(proofs[PAID[0]].decision_id or 0)
    assert decision.supervisor == SUPERVISOR and PAYOUT_UTR in decision.detail
    qtbot.waitUntil(lambda: panel.figures["upi_proved"].text() == money_text(upi + payout))
    assert panel.figures["upi_questioned"].text() == money_text(Decimal("0.00"))
    qtbot.waitUntil(lambda: panel.credits.rowCount() == 1)  # the deposit
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        qtbot.wait(20)
        screenshot(window, f"bank_accounted_{language}_settled_{width}x{height}")

    # The shift closed, its cash banked: the deposit on the statement waits for a supervisor.
    closed_with_banking(counter, qtbot)
    qtbot.waitUntil(lambda: accounted.lines.rowCount() == 3, timeout=20_000)
    qtbot.waitUntil(lambda: accounted.confirm_button.isEnabled(), timeout=20_000)
    qtmodeltester.check(accounted.lines)
    panel.lists.setCurrentWidget(accounted)
    lines = [[accounted.lines.text_at(n, c) for c in range(5)] for n in range(3)]
    close_day = date_text(today)
    if language == "en":
        assert lines == [
            [close_day, money_text(CHARGE), "Bank charge", "Posted in the books", "—"],
            [
                close_day,
                money_text(CHARGE_GST),
                "GST on a bank charge",
                "Posted all as an expense: the scheme allows no input credit",
                "—",
            ],
            [
                date_text(today + dt.timedelta(days=1)),
                money_text(BANKED),
                "Cash deposit",
                "Waiting for a supervisor",
                close_day,
            ],
        ]
    else:
        assert [line[1] for line in lines] == [money_text(a) for a in (CHARGE, CHARGE_GST, BANKED)]
    # The deposit waiting is chosen, its confirmation a click away.
    chosen = accounted.selected()
    assert chosen is not None and chosen.confirmable
    assert accounted.confirm_button.isEnabled()
    assert twice(window) == {}
    panel.area.ensureWidgetVisible(panel.lists)
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        qtbot.wait(20)
        screenshot(window, f"bank_accounted_{language}_waiting_{width}x{height}")

    # Without a supervisor nothing is kept; with the PIN the deposit is the close's cash.
    imported = panel.state.text()
    answer_pin([])
    accounted.confirm_button.click()
    qtbot.waitUntil(lambda: panel.state.text() != imported, timeout=20_000)
    if language == "en":
        assert panel.state.text() == "Not confirmed: it needs a supervisor's PIN."
    assert journal.bank.cash_deposits()[0].banking is None
    said = answer_pin([PIN])
    accounted.confirm_button.click()
    qtbot.waitUntil(lambda: journal.bank.cash_deposits()[0].banking is not None, timeout=20_000)
    qtbot.waitUntil(lambda: accounted.lines.text_at(2, 3) != lines[2][3], timeout=20_000)
    assert said == [""]
    (deposit,) = journal.bank.cash_deposits()
    assert deposit.banking is not None and deposit.banking.startswith("banked:")
    if language == "en":
        assert accounted.lines.text_at(2, 3) == "Cash banked at the close"
        assert panel.state.text().startswith(f"Cash deposit of {money_text(BANKED)} on ")
    assert not accounted.confirm_button.isEnabled()
    # Accounted, the deposit is a credit of no sale no more.
    qtbot.waitUntil(lambda: panel.credits.rowCount() == 0)
    panel.area.ensureWidgetVisible(panel.lists)
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        qtbot.wait(20)
        screenshot(window, f"bank_accounted_{language}_confirmed_{width}x{height}")

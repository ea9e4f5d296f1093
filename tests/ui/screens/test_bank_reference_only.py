"""Issue 82 at the counter, as a clerk and a supervisor see it, in English and in Hindi: before
an import the tab says nothing of a statement; the import; a fake "payment successful" screen
questioned with another customer's credit of its amount and hour suggested beside it (its payer
named), never proved; a payment made in two transfers settled by a supervisor with both rows;
the shift's figures, takings and refunds apart, each positive. The statement is HDFC Bank's
export layout as ``tests.bank.statements`` writes it (tests/bank/layouts.md says where it came
from)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.bank.matching import Method
from app.bank.proofs import Outcome, Standing
from app.counter.papers.formatting import money_text
from app.domain.tenders import UPI
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from tests.bank.statements import Transfer, write
from tests.ui.conftest import SCREEN_SIZES, screenshot
from tests.ui.helpers.supervisor import PIN, answer_pin, set_pin
from tests.ui.screens.test_bank_statement import FAKE, GENUINE, bank_tab, fill_resolve, sold

# Another customer's credit of the fake's amount, minutes after it; the two halves of a payment
# made in two transfers (the clerk typed the first's RRN).
OTHER, FIRST, SECOND = "412300000777", "412300000881", "412300000882"
DASH = "—"


@pytest.fixture(params=["en", "hi"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The screens' language, installed before the counter's window is made."""
    if request.param == "hi":
        request.getfixturevalue("hindi")
    yield request.param


def test_a_fake_screen_is_questioned_beside_its_suggestion_and_two_transfers_settle_a_sale(
    language: str,
    counter: Desk,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    upi, upi_at = sold(counter, agency, counter_sandbox, run, UPI, GENUINE, 1)
    fake, fake_at = sold(counter, agency, counter_sandbox, run, UPI, FAKE, 2)
    split, split_at = sold(counter, agency, counter_sandbox, run, UPI, FIRST, 4)
    today = upi_at.date()
    half = (split / 2).quantize(Decimal("0.01"))

    def clock(moment: dt.datetime, minutes: int) -> dt.time:
        return (moment + dt.timedelta(minutes=minutes)).time().replace(tzinfo=None)

    transfers = [
        Transfer(today, clock(upi_at, 1), upi, GENUINE),
        Transfer(today, clock(fake_at, 4), fake, OTHER, "SUNITA RAO", "sunita.rao@oksbi"),
        Transfer(today, clock(split_at, 2), half, FIRST, "ARJUN MEHTA", "arjun@okhdfc"),
        Transfer(today, clock(split_at, 9), split - half, SECOND, "ARJUN MEHTA", "arjun@okhdfc"),
        # The next morning's deposit: the statement covers the day after the sales.
        Transfer(today + dt.timedelta(days=1), dt.time(9), Decimal("2000.00"), "CASHDEP1", "SELF"),
    ]
    path, _ = write("HDFC Bank", tmp_path, transfers)
    set_pin(counter.services.journal.till)
    panel = bank_tab(counter, path, monkeypatch)
    window = counter.window

    # Before any import: no figure and no word of a statement.
    qtbot.waitUntil(lambda: panel.credits_empty.label.isVisible())
    assert {label.text() for label in panel.figures.values()} == {DASH}
    if language == "en":
        assert panel.credits_empty.label.text() == "No statement imported yet."

    panel.import_button.click()
    qtbot.waitUntil(lambda: panel.questioned.rowCount() == 2, timeout=20_000)
    qtbot.waitUntil(lambda: panel.figures["upi_questioned"].text() != DASH, timeout=20_000)
    # The fake is questioned, its suggestion beside it with the other customer's name; the
    # shift's "UPI proved" holds the genuine sale alone.
    assert panel.questioned.text_at(0, 4) == FAKE
    panel.questioned_table.selectRow(0)
    beside = panel.details.toPlainText()
    assert "SUNITA RAO" in beside or "sunita.rao@oksbi" in beside
    assert OTHER in beside and money_text(fake) in beside
    # The payer beside the sale's customer (the booking's, as the till recorded it).
    assert "Asha Rao" in beside
    if language == "en":
        assert panel.questioned.text_at(0, 5).startswith("Reference not on the statement.")
        assert "a suggestion, not a proof" in beside
        assert "The sale's customer: Asha Rao." in beside
    assert panel.figures["upi_proved"].text() == money_text(upi)
    assert panel.figures["upi_questioned"].text() == money_text(fake + split)
    assert panel.figures["upi_refunds_proved"].text() == money_text(Decimal("0.00"))
    # Credits of no sale: the other customer's, the second transfer and the deposit; the first
    # transfer carries the typed reference and is listed with its questioned payment only.
    qtbot.waitUntil(lambda: panel.credits.rowCount() == 3)
    assert [panel.credits.text_at(n, 2) for n in range(2)] == [OTHER, SECOND]
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        qtbot.wait(20)
        screenshot(window, f"bank_reference_only_{language}_imported_{width}x{height}")

    # The supervisor settles the payment made in two transfers with both rows.
    assert panel.questioned.text_at(1, 4) == FIRST
    panel.questioned_table.selectRow(1)
    said = answer_pin([PIN])
    fill_resolve(
        Outcome.OTHER_REFERENCE, f"{FIRST} {SECOND}", f"bank_reference_only_{language}_settle"
    )
    panel.resolve_button.click()
    qtbot.waitUntil(lambda: panel.questioned.rowCount() == 1, timeout=20_000)
    qtbot.waitUntil(lambda: panel.figures["upi_proved"].text() == money_text(upi + split))
    assert said == [""]
    assert panel.figures["upi_questioned"].text() == money_text(fake)
    assert panel.questioned.text_at(0, 4) == FAKE  # the fake stays questioned
    qtbot.waitUntil(lambda: panel.credits.rowCount() == 2)  # the second transfer settled it
    proofs = {p.reference: p for p in counter.services.journal.bank.proofs()}
    assert (proofs[FIRST].standing, proofs[FIRST].method) == (Standing.PROVED, Method.BY_HAND)
    assert (proofs[FAKE].standing, proofs[FAKE].method) == (Standing.QUESTIONED, None)
    panel.questioned_table.selectRow(0)
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        qtbot.wait(20)
        screenshot(window, f"bank_reference_only_{language}_settled_{width}x{height}")

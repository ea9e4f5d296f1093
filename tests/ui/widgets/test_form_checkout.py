"""The booking form holds no flow of its own: what staff type reaches the flow its ``Checkout``
holds (one flow), and the price it shows is the checkout's, by the counter's till rules in
force at each edit. Built alone, without a desk: the form and a checkout on a real sandbox's
choice."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.booking import BookingFlow
from app.booking.checkout import Asks, BelowCost, Checkout, Counter, SaleTerms
from app.booking.till import customer_price_of
from app.counter.papers.formatting import money_text
from app.domain.modules import Module
from app.domain.money import CURRENCY
from app.domain.till import Markup, TillRules
from app.journal import Journal
from app.records.till import Shift
from app.sandbox import EmbeddedSandbox
from app.ui.widgets.booking_form import BookingForm
from tests.booking.sales import activity_choice
from tests.sandbox.helpers import SCUBA
from tests.ui.conftest import screenshot


async def _no_shift() -> Shift | None:
    return None


async def _declined(_below: BelowCost) -> bool:
    return False


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    with Journal(tmp_path / "journal") as opened:
        yield opened


def test_what_is_typed_reaches_the_checkouts_flow_and_its_price_is_shown(
    qtbot: QtBot, sandbox: EmbeddedSandbox, journal: Journal
) -> None:
    terms = [SaleTerms("PB1")]
    client = PartnerClient(base_url=sandbox.base_url, api_key=sandbox.demo_key)
    counter = Counter(lambda: client, journal, lambda: terms[-1])
    checkout = Checkout.new(
        activity_choice(sandbox, SCUBA), counter, Asks(_no_shift, _declined), sandbox.context.today
    )
    # The form with its bar of price and Review under it, as the Book screen places them.
    window = QWidget()
    qtbot.addWidget(window)
    form = BookingForm()
    layout = QVBoxLayout(window)
    layout.addWidget(form, 1)
    layout.addWidget(form.action_bar)
    window.resize(1366, 768)
    window.show()
    form.load(checkout)
    # The form shows the checkout's flow; it keeps none of its own.
    assert form.flow is checkout.flow
    assert not [value for value in vars(form).values() if isinstance(value, BookingFlow)]

    QTest.keyClicks(form.customer.edits["customer_name"], "Asha Rao")
    QTest.keyClicks(form.customer.edits["customer_email"], "asha.rao@example.in")
    form.qty_spin.setValue(3)
    form.customer.language_chosen.emit("hi")
    flow = checkout.flow
    assert (flow.customer.name, flow.customer.email, flow.qty) == (
        "Asha Rao",
        "asha.rao@example.in",
        3,
    )
    assert checkout.customer_language == "hi"
    plain = checkout.price_so_far().customer.total
    assert money_text(plain, CURRENCY) in form.price_label.text()

    # Settings change the markup during the sale: the next edit is priced by the new rules.
    terms.append(
        SaleTerms("PB1", TillRules(markups={Module.ACTIVITY: Markup(percent=Decimal(10))}))
    )
    form.qty_spin.setValue(2)
    marked_up = checkout.price_so_far().customer.total
    unmarked = customer_price_of(checkout.choice, checkout.flow.breakdown(), TillRules()).total
    assert marked_up > unmarked
    assert money_text(marked_up, CURRENCY) in form.price_label.text()
    screenshot(window, "form_prices_the_checkouts_sale")

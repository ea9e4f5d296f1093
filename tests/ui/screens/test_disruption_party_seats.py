"""The disruption's party shows the seats the operator cancelled beside the seats sold, a
passenger the customer had cancelled and been refunded for before not among them, and what the
operator's cancellation owes a seat (docs/decisions/disruption-per-seat.md). In English and in
Hindi at 1366x768."""

from __future__ import annotations

from decimal import ROUND_DOWN, Decimal
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app import i18n
from app.booking import agent_of
from app.booking.aftersale import Refused
from app.booking.cancel import some_travellers
from app.domain.modules import Module
from app.domain.seat_shares import seat_shares
from app.figures import amount_text
from app.sandbox import EmbeddedSandbox
from app.ui.registry import DISRUPTIONS
from tests.counter.disrupted_sales import aftersale_of, operator_cancels, sell_party
from tests.ui.conftest import screenshot, started_desk
from tests.ui.helpers.disrupted import CRUISE, ahead, at_till, till_of, watch_finds

NAMES = ["Meera Nair", "Arun Pillai", "John David Smith"]


@pytest.mark.parametrize("clerk_language", [i18n.ENGLISH, i18n.HINDI], indirect=True)
def test_the_party_counts_the_operators_seats_and_says_what_a_seat_is_owed(
    clerk_language: str, make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started_desk(make_desk, run, own_sandbox)
    desk.window.setFixedSize(1366, 768)
    day = ahead(2)
    ref, price = at_till(sell_party, desk, run, own_sandbox, NAMES, day=day, customer=NAMES[0])
    # The customer cancels one seat at the counter and is given its refund.
    counter, _shift = till_of(desk)
    aftersale = aftersale_of(desk.services.journal, desk.connection.client, counter)
    status = run(aftersale.look_up(ref, Module.BOAT))
    assert status is not None and status.traveler_manifest is not None
    first = status.traveler_manifest[0].passenger_id
    assert first is not None
    one = some_travellers(status, [first])
    run(aftersale.quote([one]))
    own = run(aftersale.confirm(one, agent_of(run(desk.connection.client.wallet_balance()))))
    refund = aftersale.refund(own.request_id)
    assert refund is not None
    assert not isinstance(run(aftersale.pay(own.request_id, dict(refund.owed))), Refused)
    assert operator_cancels(own_sandbox, CRUISE, day) == {ref}
    assert watch_finds(desk, run, qtbot) == [ref]

    window = desk.window
    window.show_screen(DISRUPTIONS)
    screen = window.page(DISRUPTIONS)
    qtbot.waitUntil(lambda: screen.current() == ref)
    party = screen.model.text_at(1, screen.model.columnCount() - 1)
    shares = seat_shares(price)
    owed = shares[1].paid + shares[2].paid
    # Two of the three seats sold, each owed its share (the two seats cost the same); the
    # paisa the amount does not divide into is on one seat, said so, so the figures add up.
    each = (owed / 2).quantize(Decimal("0.01"), rounding=ROUND_DOWN)
    over = owed - 2 * each
    assert over == Decimal("0.01")
    assert amount_text(each) in party and amount_text(over) in party
    if clerk_language == i18n.ENGLISH:
        assert party.startswith(
            f"2 of 3 seats cancelled, {amount_text(each)} a seat, {amount_text(over)} more on one: "
        )
    screenshot(window, f"{clerk_language}/disruption_party_seats_1366x768")

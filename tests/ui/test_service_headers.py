"""A service (or a proxy, a CDN before it) whose answers carry header values past ASCII: the
desk starts on it, shows its catalogue and sells, as on any other."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from app.counter.config.settings import Settings
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.booking.sales import activity_choice
from tests.hostile_service import noted
from tests.office_network import OfficeNetwork, office_network, without_proxies
from tests.ui.conftest import open_shift
from tests.ui.helpers.sales import DAY


@pytest.fixture
def network(monkeypatch: pytest.MonkeyPatch) -> Iterator[OfficeNetwork]:
    """Peers on 127.0.0.1, no proxy configured."""
    without_proxies(monkeypatch)
    with office_network() as peers:
        yield peers


def test_the_desk_starts_and_sells_on_a_service_whose_headers_are_not_ascii(
    network: OfficeNetwork, make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox
) -> None:
    # The network is asked for first so that it closes last, after the desk: a request the
    # desk still makes while closing must not reach a peer that is closing its server.
    desk: Desk = make_desk()
    settings = Settings(base_url=noted(network, own_sandbox.base_url))
    open_shift(desk, settings)
    assert run(desk.start(settings, own_sandbox.demo_key))
    assert desk.window.catalogue.model.rowCount() == 8

    flow = desk.controller(BOOK).start(activity_choice(own_sandbox, day=DAY))
    assert flow is not None
    flow.set_customer(name="Hari Prasad", email="hari@example.in", phone="9988776655")
    assert run(desk.controller(BOOK).review()) is not None
    outcome = run(desk.controller(BOOK).confirm(), 15_000)
    assert outcome is not None and outcome.result.status == "SUCCESS"
    sold = [row.booking_ref for row in desk.services.journal.history.rows()]
    assert sold == [outcome.result.booking_ref]

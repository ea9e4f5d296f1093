"""The reschedule's service driven headless against the sandbox over HTTP: a booking sold here
checked, one not sold here refused with its sentence, the exchange of it for a dearer day quoted
and carried out with the difference in cash, and its receipt made for printing."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.booking.checkout import Asks
from app.booking.exchange import NotExchangeable
from app.counter.services.exchanges import ExchangeService
from app.domain.modules import Module
from app.journal import Journal
from app.journal.exchanges import ExchangeKind
from app.reports.receipt_data import AgencyDetails
from app.sandbox import EmbeddedSandbox
from tests.booking.checkout_sales import TERMS, Clerk, cash_for
from tests.booking.exchange_sales import WEEKDAY, WEEKEND, sold
from tests.booking.sales import activity_choice
from tests.sandbox.helpers import SCUBA
from tests.service import client_for

AGENCY = AgencyDetails("Jetty Tours", "Aberdeen Bazaar, Port Blair", "03192 230000", "")


async def test_a_booking_sold_here_is_moved_to_a_dearer_day(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    with Journal(tmp_path / "journal") as journal:
        clerk = Clerk(sandbox, journal)
        async with client_for(sandbox, sandbox.demo_key) as client:
            old_ref = await sold(clerk, client, WEEKDAY)
            desk = ExchangeService(journal, lambda: client, lambda: TERMS)
            assert desk.find(old_ref) is not None and desk.find("NOPE") is None
            status = (await client.booking_status(old_ref, Module.ACTIVITY)).data
            desk.check(status)  # sold and paid for here
            stranger = status.model_copy(update={"booking_reference": "NOPE"})
            with pytest.raises(NotExchangeable):
                desk.check(stranger)

            choice = activity_choice(sandbox, SCUBA, day=WEEKEND)
            exchange = desk.exchange(status, choice, Asks(clerk.shift, clerk.approve))
            assert exchange.kind is ExchangeKind.RESCHEDULE
            quote = await exchange.quote()
            assert quote.difference > 0  # the weekend's dive costs more
            assert exchange.pay(cash_for(quote.difference)) == {}
            result = await exchange.confirm()
            assert result is not None and result.done

        made = desk.documents(result, AGENCY, training=False)
        assert made is not None
        receipt, note = made
        assert receipt.booking_ref == result.booking_ref and receipt.agency == AGENCY
        assert note is None  # not registered: no credit note


async def test_a_rebook_names_the_operators_cancellation(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    with Journal(tmp_path / "journal") as journal:
        clerk = Clerk(sandbox, journal)
        async with client_for(sandbox, sandbox.demo_key) as client:
            ref = await sold(clerk, client, WEEKDAY)
            desk = ExchangeService(journal, lambda: client, lambda: TERMS)
            status = (await client.booking_status(ref, Module.ACTIVITY)).data
            choice = activity_choice(sandbox, SCUBA, day=WEEKEND)
            exchange = desk.exchange(status, choice, Asks(clerk.shift, clerk.approve), "op-1")
        assert (exchange.kind, exchange.operator_cancellation) == (ExchangeKind.REBOOK, "op-1")

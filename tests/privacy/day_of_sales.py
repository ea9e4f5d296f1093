"""A day of sales at one counter, made through the checkout and the after-sale against a real
sandbox over HTTP (no Qt): what the privacy audit and the customer's summary are read from.

- an activity for Asha Rao, two seats paid in cash, her papers in Hindi;
- a BOAT trip whose flags ask everything for Meera Nair (Aadhaar) and Emma Schultz (German
  passport, number and scan), their papers in Tamil;
- an activity for Ravi Kumar, then cancelled whole, his refund by the rule still owed.
"""

from __future__ import annotations

from dataclasses import dataclass

from app import languages
from app.booking import agent_of
from app.booking.cancel import whole_booking
from app.booking.checkout import CheckoutResult
from app.sandbox import EmbeddedSandbox
from tests.booking.aftersale_sales import Desk
from tests.booking.checkout_sales import Clerk, cash_for
from tests.booking.sales import (
    activity_choice,
    boat_choice,
    documented_indian,
    foreigner,
    with_customer,
)
from tests.sandbox.helpers import ALL_FLAGS_TRIP_SCHEDULE, SCUBA
from tests.service import client_for

LIGHT_AND_SOUND = 4


@dataclass(frozen=True, slots=True)
class Day:
    """The day's three sales: in Hindi, in Tamil (the BOAT with ID documents), cancelled."""

    hindi: CheckoutResult
    tamil: CheckoutResult
    cancelled: CheckoutResult
    cancel_request_id: str


async def a_day_of_sales(clerk: Clerk) -> Day:
    """The three sales of the module's docstring, at ``clerk``'s counter."""
    sandbox: EmbeddedSandbox = clerk.sandbox
    async with client_for(sandbox, sandbox.demo_key) as client:
        checkout = clerk.checkout(activity_choice(sandbox, SCUBA), client)
        with_customer(checkout.flow, "Asha Rao").set_qty(2)
        checkout.flow.choose_language(languages.HINDI)
        assert checkout.pay(cash_for((await checkout.review()).price.total)) == {}
        hindi = await checkout.confirm()

        checkout = clerk.checkout(boat_choice(sandbox, ALL_FLAGS_TRIP_SCHEDULE), client)
        flow = with_customer(checkout.flow, "Meera Nair")
        flow.set_qty(0)
        flow.add_passenger(documented_indian("Meera Nair"))
        flow.add_passenger(foreigner("Emma Schultz"))
        flow.choose_language(languages.TAMIL)
        assert checkout.pay(cash_for((await checkout.review()).price.total)) == {}
        tamil = await checkout.confirm()

        checkout = clerk.checkout(activity_choice(sandbox, LIGHT_AND_SOUND), client)
        with_customer(checkout.flow, "Ravi Kumar").set_qty(2)
        assert checkout.pay(cash_for((await checkout.review()).price.total)) == {}
        cancelled = await checkout.confirm()
        assert hindi is not None and tamil is not None and cancelled is not None

        aftersale = Desk(clerk, client).aftersale
        status = await aftersale.look_up(cancelled.booking_ref)
        assert status is not None
        choice = whole_booking(status)
        assert choice is not None
        await aftersale.quote([choice])
        outcome = await aftersale.confirm(choice, agent_of(await client.wallet_balance()))
    return Day(hindi, tamil, cancelled, outcome.request_id)

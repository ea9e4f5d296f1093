"""Counters selling on one sandbox with the wallet's readings kept, as the app keeps them."""

from __future__ import annotations

import datetime as dt

from app.api import PartnerClient
from app.api.models import BookingResult, WalletData, new_request_id
from app.domain.modules import Module
from app.journal import Journal
from app.sandbox import EmbeddedSandbox
from tests.reports.counter_sales import sell
from tests.sandbox.helpers import SCUBA, activity_body
from tests.service import client_for

# The sandbox's clock is frozen on 1 Dec 2026: its bookings are for a day after.
TRAVEL = dt.date(2026, 12, 8)


def reading_client(sandbox: EmbeddedSandbox, key: str, journal: Journal) -> PartnerClient:
    """A client of ``key`` on ``sandbox`` whose every wallet answer ``journal`` keeps, with the
    key's fingerprint (what ``ServiceConnection.listen_wallet`` wires in the app)."""

    def keep(client: PartnerClient, data: WalletData) -> None:
        journal.wallet_readings.record(data, client.key_fingerprint)

    return client_for(sandbox, key, keep)


async def sell_scuba(client: PartnerClient, journal: Journal, qty: int) -> BookingResult:
    """Sell ``qty`` seats of the scuba morning slot, journalled as the app does, then read the
    wallet (as the till does after a sale)."""
    slot = (await client.search_availability(Module.ACTIVITY, TRAVEL, activity_id=SCUBA)).data[0]
    result = await sell(
        client, journal, activity_body(slot, qty=qty, request_id=new_request_id()), "Scuba"
    )
    await client.wallet_balance()
    return result

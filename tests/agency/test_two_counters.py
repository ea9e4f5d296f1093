"""Two counters of one agency sell the same seats at once through the real sale path and one
sandbox: the service decides, and the agency store records both outcomes."""

from __future__ import annotations

import asyncio
from pathlib import Path

from app.api import ApiError
from app.booking import BookingFlow, settle
from app.journal import Journal
from app.sandbox import EmbeddedSandbox
from tests.agency.records import counter
from tests.agency.replication import arrived_once, query, replicating, until_synced
from tests.booking.sales import activity_choice, with_customer
from tests.conftest import client_for


async def sell_at(sandbox: EmbeddedSandbox, folder: Path, seats: int) -> tuple[str, str]:
    """Sell ``seats`` of the first slot at the counter whose journal is in ``folder``: the
    booking reference and "", or "" and the service's error code."""
    flow = BookingFlow(activity_choice(sandbox), today=sandbox.context.today)
    with_customer(flow).set_qty(seats)
    async with client_for(sandbox, sandbox.demo_key) as client:
        flow.set_wallet(await client.wallet_balance())
        with Journal(folder) as journal:
            try:
                outcome = await settle(client, journal, flow)
            except ApiError as refusal:
                return "", refusal.code or ""
    return outcome.result.booking_ref, ""


async def test_two_counters_selling_the_last_seats_are_both_recorded(
    sandbox: EmbeddedSandbox, agency_db: str, tmp_path: Path
) -> None:
    remaining = activity_choice(sandbox).found.inventory.remaining_seats
    seats = remaining // 2 + 1  # two such sales cannot both fit
    desks = {"PB1": counter("PB1"), "PB2": counter("PB2")}
    folders = {code: tmp_path / code for code in desks}
    outcomes = dict(
        zip(
            desks,
            await asyncio.gather(*(sell_at(sandbox, folders[c], seats) for c in desks)),
            strict=True,
        )
    )
    winner = [code for code, (ref, _) in outcomes.items() if ref]
    assert len(winner) == 1, outcomes  # the service sold the seats once
    (loser,) = set(desks) - set(winner)

    for code, desk in desks.items():
        async with replicating(folders[code], desk, agency_db, []) as replicator:
            await until_synced(replicator)
        await arrived_once(agency_db, folders[code], desk)

    sales = await query(agency_db, "SELECT counter_code, booking_ref, seats FROM agency_sales")
    assert sales == [(winner[0], outcomes[winner[0]][0], seats)]
    kinds = await query(
        agency_db,
        "SELECT kind, body ->> 'error_code' FROM records JOIN counters USING (counter_id)"
        f" WHERE code = '{loser}' ORDER BY seq",
    )
    assert kinds == [("pending", None), ("refused", outcomes[loser][1])]
    assert await query(agency_db, "SELECT * FROM agency_unresolved") == []

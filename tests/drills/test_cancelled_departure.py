"""The cancelled-departure drill as a test: the sandbox, three counters' journals and a real
PostgreSQL agency store (tests/agency's server)."""

from __future__ import annotations

from pathlib import Path

from app.sandbox import EmbeddedSandbox
from tests.agency.conftest import agency_db, agency_server
from tests.counter.disrupted_sales import DAY
from tests.drills.cancelled_departure import (
    CANCELLED,
    INTERVAL,
    KEPT,
    REBOOK_DAY,
    run_drill,
    summary,
)

__all__ = ["agency_db", "agency_server"]  # the store's fixtures, shared with tests/agency


async def test_a_cancelled_departure_found_listed_rebooked_refunded_and_the_money_agrees(
    sandbox: EmbeddedSandbox, agency_db: str, tmp_path: Path
) -> None:
    drill = await run_drill(sandbox, agency_db, tmp_path)

    sold = {ref: schedule for desk in drill.counters for ref, schedule in desk.sold.items()}
    assert len(sold) == 30 and len(drill.counters) == 3
    on_cancelled = {ref for ref, schedule in sold.items() if schedule == CANCELLED}
    affected = on_cancelled - {drill.own_cancelled}
    assert drill.voided == affected  # the agency's own cancellation was done already
    # Through the operator's command, as its staff would type it; what it printed is what the
    # wallet's ledger credited for each booking.
    assert drill.command[:1] == ["operator"] and drill.command[-4:] == [
        "cancel",
        "BOAT",
        str(CANCELLED),
        DAY.isoformat(),
    ]
    assert set(drill.operator_said) == affected
    assert all(refunded > 0 for refunded in drill.operator_said.values())
    for desk in drill.counters:
        # Each counter found exactly its own affected bookings, within two intervals.
        assert set(desk.found) == affected & set(desk.sold), desk.code
        assert drill.cancelled_at is not None
        assert all(at - drill.cancelled_at <= 2 * INTERVAL for at in desk.found.values())
    assert drill.own_cancelled not in {ref for d in drill.counters for ref in d.found}
    assert len([s for s in sold.values() if s == KEPT]) == 15  # checked untouched by the drill
    listed = {(d.counter_code, d.booking_ref) for d in drill.listed}
    owners = {ref: desk.code for desk in drill.counters for ref in desk.sold}
    assert drill.still_open == len(affected)  # listed before the refund, each by its counter
    dealt_with = {drill.refunded, drill.rebooked}
    assert listed == {(owners[ref], ref) for ref in affected - dealt_with}
    assert all(d.customer_owed for d in drill.listed)
    # The agency's screen lists each: counter, booking, customer and departure.
    customers = {ref: name for desk in drill.counters for ref, name in desk.customers.items()}
    listing = {(d.counter_code, d.booking_ref, d.customer_name) for d in drill.listed}
    assert listing == {(owners[r], r, customers[r]) for r in affected - dealt_with}
    departures = {(d.travel_date, d.product, d.departs) for d in drill.listed}
    assert departures == {(DAY, "North Bay Harbour Cruise, MV Blue Lagoon 11:00", "11:00")}
    # A party of four on the cancelled departure is rebooked, another party refunded.
    pb1 = drill.counters[0]
    assert drill.rebooked in affected and pb1.seats[drill.rebooked] == 4
    assert drill.refunded in affected and drill.refunded != drill.rebooked
    assert drill.exchange is not None and drill.exchange.done
    new = drill.exchange.booking_ref
    assert pb1.rebooked == {drill.rebooked: new} and new not in sold
    assert drill.exchange.plan.credit == drill.credit > 0
    assert drill.rebooked_on == REBOOK_DAY  # the next day's departure, four travelling
    assert drill.problems == [], summary(drill)

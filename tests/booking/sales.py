"""Choices read from a running sandbox, and sales filled in as staff would type them."""

from __future__ import annotations

import datetime as dt
from typing import Any

from app.api.models import (
    ActivityContentResult,
    ActivitySearchResult,
    BoatContentResult,
    BoatSearchResult,
    CreateBookingRequest,
    WalletResult,
)
from app.booking import BookingFlow, Choice, PassengerEntry
from app.domain.agent import AgentRef
from app.domain.identity import NO_FLAGS
from app.journal import Journal
from app.sandbox import EmbeddedSandbox
from tests.api import payloads
from tests.domain.samples import SCAN
from tests.sandbox.helpers import SCUBA, raw_get

# A Saturday five days after the frozen "today" (2026-12-01): weekend fares, open cut-offs.
TRAVEL_DAY = dt.date(2026, 12, 5)


def activity_choice(
    sandbox: EmbeddedSandbox, activity_id: int = SCUBA, slot: int = 0, day: dt.date = TRAVEL_DAY
) -> Choice:
    """The ``slot``-th slot of an activity on ``day``, with its content item."""
    content = ActivityContentResult.model_validate(
        raw_get(sandbox, "content", {"module": "ACTIVITY"}).json()
    )
    search = ActivitySearchResult.model_validate(
        raw_get(
            sandbox,
            "search_availability",
            {"module": "ACTIVITY", "date": day.isoformat(), "activity_id": activity_id},
        ).json()
    )
    item = next(i for i in content.data if i.activity_id == activity_id)
    return Choice.of_activity(item, search.data[slot])


def boat_choice(sandbox: EmbeddedSandbox, schedule_id: int, day: dt.date = TRAVEL_DAY) -> Choice:
    """A departure on ``day``, with its trip's content item."""
    query = {"module": "BOAT", "travel_date": day.isoformat()}
    content = BoatContentResult.model_validate(raw_get(sandbox, "content", query).json())
    search = BoatSearchResult.model_validate(
        raw_get(sandbox, "search_availability", {"module": "BOAT", "date": day.isoformat()}).json()
    )
    trip = next(i for i in content.data if i.schedule_id == schedule_id)
    return Choice.of_boat(trip, next(s for s in search.data if s.schedule_id == schedule_id))


def with_customer(flow: BookingFlow, name: str = "Asha Rao") -> BookingFlow:
    """``flow`` with a valid customer typed in."""
    flow.set_customer(name=name, email="asha.rao@example.in", phone="9876543210")
    return flow


def indian(name: str = "Ravi Kumar", age: int = 34, **more: Any) -> PassengerEntry:
    """A domestic passenger; documents only when given."""
    return PassengerEntry(traveler_name=name, age=age, pax_gender="MALE", **more)


def documented_indian(name: str = "Meera Nair", age: int = 30) -> PassengerEntry:
    """A domestic passenger carrying an ID, for trips whose flags ask for one."""
    return indian(name, age, id_type="AADHAAR", id_number="1234-5678-9012", id_proof_file=SCAN)


def foreigner(name: str = "Emma Schultz", age: int = 29, scan: str = SCAN) -> PassengerEntry:
    """A foreign passenger with passport number and scan."""
    return PassengerEntry(
        traveler_name=name,
        age=age,
        pax_gender="FEMALE",
        nationality="GERMAN",
        id_type="PASSPORT",
        id_number="C01X00T47",
        id_proof_file=scan,
    )


def boat_flow(choice: Choice, passengers: list[PassengerEntry], today: Any) -> BookingFlow:
    """A BOAT sale of ``passengers`` with a valid customer."""
    flow = with_customer(BookingFlow(choice, today=today))
    flow.set_qty(0)
    for passenger in passengers:
        flow.add_passenger(passenger)
    return flow


def wallet(cash: str, limit: str, used: str = "0.00") -> WalletResult:
    """A wallet_balance answer with this cash and credit facility."""
    body = payloads.wallet()
    body["data"]["financial_balances"]["live_available_balance"] = cash
    body["data"]["credit_facility"] |= {"allocated_limit": limit, "limit_utilized": used}
    return WalletResult.model_validate(body)


ACTIVITIES = range(1, 9)
BOAT_SCHEDULES = range(1, 7)


def people_for(choice: Choice) -> list[PassengerEntry]:
    """Domestic and foreign adults, children and infants (documented where the trip asks)."""
    domestic = indian if choice.flags == NO_FLAGS else documented_indian
    return [
        domestic("Ravi Kumar", 40),
        domestic("Anu Kumar", 7),
        domestic("Baby Kumar", 1),
        foreigner("Emma Schultz", 33),
        foreigner("Jonas Schultz", 11),
        foreigner("Lena Schultz", 0),
    ]


def journal_unsent(
    journal: Journal, flow: BookingFlow, agent: AgentRef | None = None
) -> CreateBookingRequest:
    """Journal the sale's request as pending, as if the app died before sending it."""
    request = flow.review().request
    journal.add_create(journal.save_scans(request), product=flow.choice.product, agent=agent)
    return request

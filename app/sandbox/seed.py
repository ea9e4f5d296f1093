"""A new database's fixed contents: the three agents, their wallets and the catalogue."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from dataclasses import astuple, dataclass
from decimal import Decimal

from app.domain.demo_catalogue import DemoCatalogue
from app.domain.money import to_paise
from app.sandbox.auth import ACTIVE, key_digest
from app.sandbox.db import read_meta, write_meta
from app.sandbox.ledger import AGENT_FUNDING, JournalEvent, Line, cash_account, post_journal
from app.sandbox.products import build_catalogue

# Public on purpose (README): the same keys in every sandbox database.
SANDBOX_KEYS = {
    "demo": "sandbox-demo-key-0001",
    "second_tenant": "sandbox-second-tenant-key-0002",
    "disabled": "sandbox-disabled-key-0003",
}


@dataclass(frozen=True, slots=True)
class SeedAgent:
    """One seeded agent and its opening wallet."""

    role: str
    agent_id: int
    tenant_id: str
    agent_name: str
    account_status: str
    cash: Decimal
    credit_limit: Decimal


SEED_AGENTS = (
    SeedAgent(
        "demo",
        1001,
        "TEN-ANDAMAN-DEMO",
        "Demo Counter, Aberdeen Bazaar",
        ACTIVE,
        Decimal("200000.00"),
        Decimal("50000.00"),
    ),
    SeedAgent(
        "second_tenant",
        2001,
        "TEN-CORAL-COAST",
        "Coral Coast Holidays",
        ACTIVE,
        Decimal("5000.00"),
        Decimal("5000.00"),
    ),
    SeedAgent(
        "disabled",
        3001,
        "TEN-DORMANT",
        "Dormant Travels",
        "disabled",
        Decimal("1000.00"),
        Decimal("0.00"),
    ),
)


def seed_if_new(conn: sqlite3.Connection, catalogue_size: int | None, now: dt.datetime) -> None:
    """Seed an empty database in one transaction; an existing one must match ``catalogue_size``.

    The catalogue size is fixed when the database is made, so ids stay stable for its life.
    """
    stored = read_meta(conn, "catalogue_size")
    wanted = "base" if catalogue_size is None else str(catalogue_size)
    if stored is not None:
        if catalogue_size is not None and stored != wanted:
            raise ValueError(
                f"this database was made with catalogue size {stored}; "
                "use a new --db file for another size"
            )
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        _seed_agents(conn, now)
        _seed_catalogue(conn, build_catalogue(catalogue_size))
        write_meta(conn, "catalogue_size", wanted)
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _seed_agents(conn: sqlite3.Connection, now: dt.datetime) -> None:
    for agent in SEED_AGENTS:
        conn.execute(
            "INSERT INTO agents (agent_id, tenant_id, agent_name, key_sha256, account_status)"
            " VALUES (?, ?, ?, ?, ?)",
            (
                agent.agent_id,
                agent.tenant_id,
                agent.agent_name,
                key_digest(SANDBOX_KEYS[agent.role]),
                agent.account_status,
            ),
        )
        conn.execute(
            "INSERT INTO wallets (agent_id, currency, cash_paise, limit_paise, utilized_paise)"
            " VALUES (?, 'INR', ?, ?, 0)",
            (agent.agent_id, to_paise(agent.cash), to_paise(agent.credit_limit)),
        )
        # The opening cash is a journal too, so the wallet is always the sum of its journals.
        post_journal(
            conn,
            agent_id=agent.agent_id,
            event=JournalEvent.WALLET_TOPUP,
            booking_ref=None,
            amount=agent.cash,
            narration="Opening balance of the sandbox wallet",
            lines=[
                Line(AGENT_FUNDING, debit=agent.cash),
                Line(cash_account(agent.agent_id), credit=agent.cash),
            ],
            posted_at=now,
        )


def _seed_catalogue(conn: sqlite3.Connection, catalogue: DemoCatalogue) -> None:
    slot_id = 0
    for activity_id, item in enumerate(catalogue.activities, start=1):
        conn.execute(
            "INSERT INTO activities (activity_id, title, location, description,"
            " short_description, featured_image, gallery, inclusions, exclusions,"
            " gst_percentage, mrp_paise, commission_paise, weekend_uplift_percent,"
            " default_cutoff_minutes, cancel_charge_paise, closed_weekday)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                activity_id,
                item.title,
                item.location,
                item.description,
                item.short_description,
                f"{item.image_stem}.png",
                json.dumps([f"{item.image_stem}-{n}.png" for n in (1, 2, 3)]),
                item.inclusions,
                item.exclusions,
                str(item.gst_percentage),
                to_paise(item.mrp),
                to_paise(item.commission),
                item.weekend_uplift_percent,
                item.default_cutoff_minutes,
                to_paise(item.cancel_charge),
                item.closed_weekday,
            ),
        )
        for slot in item.slots:
            slot_id += 1
            conn.execute(
                "INSERT INTO activity_slots (slot_id, activity_id, label, start_time, end_time,"
                " capacity, fare_paise, cutoff_override_minutes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    slot_id,
                    activity_id,
                    slot.label,
                    slot.start.isoformat(),
                    slot.end.isoformat(),
                    slot.capacity,
                    to_paise(slot.fare),
                    slot.cutoff_override,
                ),
            )
    conn.executemany(
        "INSERT INTO boats (boat_id, boat_name) VALUES (?, ?)",
        list(enumerate(catalogue.boats, start=1)),
    )
    for trip_id, trip in enumerate(catalogue.trips, start=1):
        conn.execute(
            "INSERT INTO trips (trip_id, trip_name, is_id_mandatory, is_id_no_required,"
            " is_id_upload_required, gst_percentage, cancel_charge_paise)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                trip_id,
                trip.trip_name,
                *map(int, astuple(trip.identity)),
                str(trip.gst_percentage),
                to_paise(trip.cancel_charge),
            ),
        )
        conn.executemany(
            "INSERT INTO boat_rates (trip_id, ticket_type, nationality_class, boat_fare_paise,"
            " permit_paise, commission_paise) VALUES (?, ?, ?, ?, ?, ?)",
            [
                (
                    trip_id,
                    rate.ticket_type.value,
                    rate.nationality.value,
                    to_paise(rate.boat_fare),
                    to_paise(rate.permit),
                    to_paise(rate.commission),
                )
                for rate in trip.rates
            ],
        )
    conn.executemany(
        "INSERT INTO boat_schedules (schedule_id, boat_id, trip_id, departure_time,"
        " return_time, capacity, booking_close_days) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [
            (
                schedule_id,
                s.boat_id,
                s.trip_id,
                s.departure.isoformat(),
                s.arrival.isoformat(),
                s.capacity,
                s.booking_close_days,
            )
            for schedule_id, s in enumerate(catalogue.schedules, start=1)
        ],
    )

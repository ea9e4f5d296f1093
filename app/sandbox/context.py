"""What every request handler works with: database, keys, inventory, idempotency, switches."""

from __future__ import annotations

import datetime as dt

from app.domain.clock import service_today
from app.sandbox.auth import KeyRing
from app.sandbox.config import SandboxConfig, ServiceClock, Switches
from app.sandbox.db import Database, create_schema
from app.sandbox.idempotency import IdempotencyStore
from app.sandbox.intake import BodyAllowance, BodyPace
from app.sandbox.inventory import Inventory
from app.sandbox.ratelimit import RateLimiter
from app.sandbox.seed import seed_if_new


class SandboxContext:
    """One sandbox instance: opens (and on first use creates and seeds) its database."""

    def __init__(self, config: SandboxConfig) -> None:
        self.config = config
        self.switches = Switches(config.boat_fault, ServiceClock(config.clock), config.rate_limit)
        self.limiter = RateLimiter()
        self.db = Database(config.db_path)
        conn = self.db.connection()
        create_schema(conn)
        seed_if_new(conn, config.catalogue_size, self.now())
        self.keys = KeyRing(conn)
        self.inventory = Inventory(self.db)
        self.idempotency = IdempotencyStore()
        self.bodies = BodyAllowance()
        self.body_pace = BodyPace(
            config.body_idle_timeout_s,
            config.body_min_rate,
            config.body_grace_s,
            config.body_deadline_s,
        )
        with self.db.transaction() as write:
            self.idempotency.purge(write, self.now())

    def now(self) -> dt.datetime:
        """The service's current instant (+05:30), frozen or real."""
        return self.switches.clock.now()

    def today(self) -> dt.date:
        """The service's calendar day."""
        return service_today(self.now())

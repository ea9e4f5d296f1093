"""``counterdesk-sandbox operator``: the operator cancels or delays a departure on the database
file (no port, no key); the bookings touched come back as JSON for ``app.cli`` to print."""

from __future__ import annotations

import argparse
import datetime as dt
import json
from pathlib import Path

from app.domain.clock import service_today
from app.domain.modules import Module
from app.sandbox.config import ServiceClock
from app.sandbox.db import Database, create_schema
from app.sandbox.inventory import Inventory
from app.sandbox.operator import Departure, cancel_departure, delay_departure


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="counterdesk-sandbox operator",
        description="The operator's side of the sandbox: cancel or delay a departure for a day.",
    )
    parser.add_argument("--db", type=Path, required=True, help="the sandbox's database file")
    parser.add_argument(
        "--clock",
        type=dt.datetime.fromisoformat,
        help="the service's instant, e.g. 2026-12-01T10:00:00+05:30 (default: now)",
    )
    actions = parser.add_subparsers(dest="action", required=True)
    cancel = actions.add_parser("cancel", help="cancel a departure or slot, refunding in full")
    cancel.add_argument("module", choices=[m.value for m in Module], type=str.upper)
    cancel.add_argument("number", type=int, help="the schedule_id (BOAT) or slot_id (ACTIVITY)")
    cancel.add_argument("day", type=dt.date.fromisoformat, help="YYYY-MM-DD")
    delay = actions.add_parser("delay", help="move a BOAT departure to a later time")
    delay.add_argument("number", type=int, help="the schedule_id")
    delay.add_argument("day", type=dt.date.fromisoformat, help="YYYY-MM-DD")
    delay.add_argument("departs", type=dt.time.fromisoformat, help="the new time, HH:MM")
    return parser


def run_operator(argv: list[str]) -> str:
    """Run one operator action on ``--db``; what it touched as JSON (a missing database or a
    wrong argument exits with status 2, as argparse does)."""
    parser = _parser()
    args = parser.parse_args(argv)
    if not args.db.exists():
        parser.error(f"{args.db} is not a sandbox database")
    if args.clock is not None and args.clock.tzinfo is None:
        parser.error("give the clock's UTC offset, e.g. 2026-12-01T10:00:00+05:30")
    now = ServiceClock(args.clock).now()
    db = Database(args.db)
    try:
        create_schema(db.connection())
        if args.action == "cancel":
            departure = Departure(Module(args.module), args.number, args.day)
            # A day nobody booked yet gets its seats first, so closing them sticks.
            Inventory(db).ensure(args.day, service_today(now))
            voided = cancel_departure(db, departure, now)
            return json.dumps(
                [
                    {
                        "booking_ref": v.booking_ref,
                        "agent_id": v.agent_id,
                        "refunded": str(v.refunded),
                        "refund_reference": v.refund_reference,
                    }
                    for v in voided
                ]
            )
        departure = Departure(Module.BOAT, args.number, args.day)
        return json.dumps(delay_departure(db, departure, args.departs))
    finally:
        db.close()

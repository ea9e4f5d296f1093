"""booking_status.php: one of the agent's bookings, as docs/partner-interface.md §8 shows it."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from typing import Any

from app.domain.modules import Module
from app.domain.money import money
from app.sandbox.auth import Agent
from app.sandbox.bookings import PAID, STATUS_WORDS, StoredBooking, find_booking, passengers_of
from app.sandbox.ledger import journal_label

# A traveller's identity documents are never listed back; every other detail given is.
_DOCUMENTS = frozenset({"id_type", "id_number", "id_proof_file"})


def booking_status(
    conn: sqlite3.Connection, agent: Agent, body: Mapping[str, Any]
) -> dict[str, Any]:
    """Status, payment, refunds and the module's details; 404 for anyone else's booking."""
    module = Module(body["module_type"])
    booking = find_booking(conn, agent, body["booking_ref"], module)
    data: dict[str, Any] = {
        "booking_reference": booking.booking_ref,
        "module": module.value,
        "booking_status": STATUS_WORDS[module][booking.status],
        "payment_status": PAID[module],
        "refund_status": booking.refund_status,
        # Seats booked and still active: the counter needs them to offer a cancellation.
        "metadata": {**booking.metadata, "qty": booking.qty, "active_qty": booking.active_qty},
    }
    if module is Module.BOAT:
        data["financial_breakdown"] = {
            "fare_amount": booking.net,
            "permit_amount": booking.permit,
            "gst_amount": booking.gst,
            "total_price": booking.total,
        }
        data["traveler_manifest"] = _manifest(conn, booking)
    else:
        data["financial_summary"] = {
            "total_paid": booking.total,
            "total_refunded": booking.refunded,
            "balance_amount": money(booking.total - booking.refunded),
        }
        data["ledger_reconciliation"] = {
            "journal_status": "SETTLED",
            "ledger_journal_entry_id": journal_label(booking.settle_journal_id),
        }
    return {"status": "SUCCESS", "code": "BOOKING_STATUS_DECODED_SUCCESSFULLY", "data": data}


def _manifest(conn: sqlite3.Connection, booking: StoredBooking) -> list[dict[str, Any]]:
    words = STATUS_WORDS[Module.BOAT]
    return [
        {
            "passenger_id": row["passenger_id"],
            **_shown(json.loads(row["passenger"])),
            "passenger_type": row["ticket_type"],
            "traveler_status": words[row["status"]],
        }
        for row in passengers_of(conn, booking.booking_id)
    ]


def _shown(passenger: Mapping[str, Any]) -> dict[str, Any]:
    return {name: value for name, value in passenger.items() if name not in _DOCUMENTS}

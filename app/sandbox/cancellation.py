"""cancel_booking.php: QUOTE (changes nothing) and CONFIRM (voids seats, refunds the wallet).

The refundable base of released seats is what was debited for them. BOAT: each traveller's net
fare, permit and GST. ACTIVITY: a share of what is still unreleased, proportional to the seats
(the last seats take the exact remainder, so the parts always add up to what was paid).
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from app.api.codes import ErrorCode
from app.domain.cancellation import REFUND_PERCENT, RefundQuote, policy_band, refund_quote
from app.domain.modules import Module
from app.domain.money import CURRENCY, from_paise, money, percent_of, to_paise
from app.domain.status import RefundStatus
from app.domain.violations import Violation
from app.sandbox.auth import Agent
from app.sandbox.bookings import (
    CANCELLED,
    CONFIRMED,
    StoredBooking,
    find_booking,
    passengers_of,
)
from app.sandbox.context import SandboxContext
from app.sandbox.errors import SandboxError, rejected
from app.sandbox.ledger import (
    CANCELLATION_CHARGES,
    GST_PAYABLE,
    JournalEvent,
    Line,
    cash_account,
    credit_account,
    post_journal,
    sales_account,
)
from app.sandbox.reply import Recorder, Reply
from app.sandbox.wallet import refund_wallet


@dataclass(frozen=True, slots=True)
class Release:
    """The seats a cancellation gives back and what was debited for them."""

    seats: int
    passenger_ids: tuple[int, ...]
    base: Decimal
    gst: Decimal


def _already_cancelled(what: str) -> SandboxError:
    return SandboxError(ErrorCode.ALREADY_CANCELLED, f"{what} is already cancelled.")


def _release_activity(booking: StoredBooking, qty: int) -> Release:
    if qty > booking.active_qty:
        raise rejected(
            [Violation("qty", f"Only {booking.active_qty} seat(s) of this booking are active.")]
        )
    unreleased = booking.total - booking.released
    unreleased_gst = booking.gst - booking.released_gst
    if qty == booking.active_qty:
        return Release(qty, (), unreleased, unreleased_gst)
    share = Decimal(qty) / Decimal(booking.active_qty)
    return Release(qty, (), money(unreleased * share), money(unreleased_gst * share))


def _release_boat(conn: sqlite3.Connection, booking: StoredBooking, wanted: list[int]) -> Release:
    travellers = {row["passenger_id"]: row for row in passengers_of(conn, booking.booking_id)}
    strangers = [pid for pid in wanted if pid not in travellers]
    if strangers:
        raise rejected(
            [
                Violation(
                    "passenger_ids",
                    f"Passenger id(s) {', '.join(map(str, strangers))} are not on this booking.",
                )
            ]
        )
    done = [pid for pid in wanted if travellers[pid]["status"] == CANCELLED]
    if done:
        raise _already_cancelled(f"Passenger id(s) {', '.join(map(str, done))}")
    rows = [travellers[pid] for pid in wanted]
    paise = sum(r["fare_paise"] + r["permit_paise"] + r["gst_paise"] for r in rows)
    gst = sum(r["gst_paise"] for r in rows)
    return Release(len(rows), tuple(wanted), from_paise(paise), from_paise(gst))


def _quote_body(
    booking: StoredBooking, release: Release, quote: RefundQuote, now: dt.datetime
) -> dict[str, Any]:
    reason = None
    if not quote.cancellable:
        reason = (
            "Cancellation closes 24 hours before the start "
            f"({booking.starts_at.isoformat()}); it is now {now.isoformat()}."
        )
    return {
        "status": "SUCCESS",
        "code": "BOOKING_CANCELLATION_QUOTED",
        "booking_ref": booking.booking_ref,
        "module_type": booking.module.value,
        "cancellable": quote.cancellable,
        "policy_band": quote.band.value,
        "reason": reason,
        "quote": {
            "seats_released": release.seats,
            "passenger_ids": list(release.passenger_ids),
            "gross_refundable": quote.gross_refundable,
            "platform_cancellation_charge": quote.platform_cancellation_charge,
            "net_agent_refund": quote.net_agent_refund,
            "currency": CURRENCY,
        },
    }


def cancel_booking(
    ctx: SandboxContext, agent: Agent, body: Mapping[str, Any], record: Recorder
) -> Reply:
    """QUOTE or CONFIRM in one transaction (a QUOTE writes only its idempotency record)."""
    now = ctx.now()
    module = Module(body["module_type"])
    with ctx.db.transaction() as conn:
        booking = find_booking(conn, agent, body["booking_ref"], module)
        if booking.status == CANCELLED:
            raise _already_cancelled(f"Booking {booking.booking_ref}")
        if module is Module.ACTIVITY:
            release = _release_activity(booking, body["qty"])
        else:
            release = _release_boat(conn, booking, body["passenger_ids"])
        quote = refund_quote(
            policy_band(booking.starts_at, now), release.base, release.seats, booking.cancel_charge
        )
        if body["action"] == "QUOTE":
            return record(conn, 200, _quote_body(booking, release, quote, now))
        if not quote.cancellable:
            raise SandboxError(
                ErrorCode.CANCELLATION_WINDOW_CLOSED,
                "Cancellation closes 24 hours before the start; this booking can no longer "
                "be cancelled.",
            )
        return record(conn, 200, _confirm(conn, agent, booking, release, quote, now))


def _confirm(
    conn: sqlite3.Connection,
    agent: Agent,
    booking: StoredBooking,
    release: Release,
    quote: RefundQuote,
    now: dt.datetime,
) -> dict[str, Any]:
    refund = refund_wallet(conn, agent.agent_id, quote.net_agent_refund)
    gst_back = percent_of(release.gst, REFUND_PERCENT[quote.band])
    ref = booking.booking_ref
    journal_id = post_journal(
        conn,
        agent_id=agent.agent_id,
        event=JournalEvent.CANCELLATION_REFUND,
        booking_ref=ref,
        amount=quote.net_agent_refund,
        narration=f"Cancellation of {release.seats} seat(s) of {ref} ({quote.band.value})",
        lines=[
            Line(sales_account(booking.module), debit=quote.gross_refundable - gst_back),
            Line(GST_PAYABLE, debit=gst_back),
            Line(CANCELLATION_CHARGES, credit=quote.platform_cancellation_charge),
            Line(credit_account(agent.agent_id), credit=refund.credit_repaid),
            Line(cash_account(agent.agent_id), credit=refund.cash_part),
        ],
        posted_at=now,
    )
    active = booking.active_qty - release.seats
    status = CONFIRMED if active else CANCELLED
    refund_status = RefundStatus.PARTIAL if active else RefundStatus.REFUNDED
    conn.execute(
        "UPDATE bookings SET active_qty = ?, status = ?, refund_status = ?,"
        " released_paise = released_paise + ?, released_gst_paise = released_gst_paise + ?,"
        " refunded_paise = refunded_paise + ? WHERE booking_id = ?",
        (
            active,
            status,
            refund_status,
            to_paise(release.base),
            to_paise(release.gst),
            to_paise(quote.net_agent_refund),
            booking.booking_id,
        ),
    )
    if release.passenger_ids:
        conn.executemany(
            "UPDATE passengers SET status = ? WHERE passenger_id = ?",
            [(CANCELLED, pid) for pid in release.passenger_ids],
        )
    booking.seats.release(conn, release.seats)
    count = conn.execute(
        "SELECT COUNT(*) FROM refunds WHERE booking_id = ?", (booking.booking_id,)
    ).fetchone()[0]
    refund_reference = f"RF-{ref}-{count + 1:02d}"
    conn.execute(
        "INSERT INTO refunds (refund_reference, booking_id, journal_id, seats, gross_paise,"
        " charge_paise, net_paise, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            refund_reference,
            booking.booking_id,
            journal_id,
            release.seats,
            to_paise(quote.gross_refundable),
            to_paise(quote.platform_cancellation_charge),
            to_paise(quote.net_agent_refund),
            now.isoformat(),
        ),
    )
    return {
        "status": "SUCCESS",
        "code": "BOOKING_CANCELLATION_SETTLED_INSTANTLY",
        "refund_reference": refund_reference,
        "booking_ref": ref,
        "module_type": booking.module.value,
        # What this CONFIRM voided is Cancelled; refund_status says PARTIAL or REFUNDED
        # (docs/partner-interface.md §6.3).
        "new_booking_status": CANCELLED.label,
        "refund_status": refund_status,
        "policy_band": quote.band.value,
        "seats_released": release.seats,
        "passenger_ids": list(release.passenger_ids),
        "pricing_summary": {
            "gross_refundable": quote.gross_refundable,
            "net_agent_refund_credited": quote.net_agent_refund,
            "platform_cancellation_charge": quote.platform_cancellation_charge,
            "currency": CURRENCY,
        },
    }

"""Exchanges (journal version 20): a booking given up for a new one, the two halves tied.

A reschedule (the customer changes their day) books the new seat first and cancels the old one
after; a rebook replaces a booking the operator cancelled. The plan is written before anything
is sent: which booking is given up, the request the new sale is sent under, the request that
cancels the old one (a reschedule's own, sent after the new sale; for a rebook the operator's
cancellation as journalled), and the customer's credit carried from the old booking to the new:
the customer's refund that cancellation owes is owed only for what the new sale did not take.
The halves themselves are ordinary requests of the journal, written ahead and replayed as any;
the plan lets a restart carry the exchange on from wherever it stopped, and closes it once
both halves are settled, issuing the credit note of the carried credit in that transaction.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from app.domain.money import from_paise, to_paise
from app.domain.tenders import TenderKind, tender_of
from app.journal.money_events import carried_credit
from app.journal.tax import issue_credit_note, sale_address
from app.journal.till_tables import TillTables, moment
from app.mail.letters import credit_note_settled

EXCHANGES_TABLE = """
CREATE TABLE IF NOT EXISTS exchanges (
    sale_request_id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('reschedule', 'rebook')),
    old_booking_ref TEXT NOT NULL,
    cancel_request_id TEXT NOT NULL,
    credit_paise INTEGER NOT NULL CHECK (credit_paise >= 0),
    refund_mode TEXT NOT NULL,
    counter TEXT NOT NULL,
    planned_at TEXT NOT NULL,
    closed_at TEXT
);
"""
EXCHANGES_SCHEMA = (
    EXCHANGES_TABLE + "CREATE INDEX IF NOT EXISTS exchanges_open ON exchanges (planned_at)"
    " WHERE closed_at IS NULL;\n"
    # A rebook refused may be tried again with another plan of the same cancellation.
     + "CREATE INDEX IF NOT EXISTS exchanges_by_cancel ON exchanges (cancel_request_id);\n"
)


class ExchangeKind(StrEnum):
    """Why a booking is exchanged: the customer's wish, or the operator's cancellation."""

    RESCHEDULE = "reschedule"
    REBOOK = "rebook"


@dataclass(frozen=True, slots=True)
class ExchangePlan:
    """An exchange as journalled: the new sale's request, the booking given up and the request
    cancelling it (for a rebook, the operator's cancellation as journalled), the customer's
    ``credit`` carried to the new sale, and the tender the difference goes back in when the new
    booking costs less."""

    sale_request_id: str
    kind: ExchangeKind
    old_booking_ref: str
    cancel_request_id: str
    credit: Decimal
    refund_mode: TenderKind
    counter: str
    planned_at: dt.datetime
    closed_at: dt.datetime | None


def _plan_from(row: sqlite3.Row) -> ExchangePlan:
    return ExchangePlan(
        sale_request_id=row["sale_request_id"],
        kind=ExchangeKind(row["kind"]),
        old_booking_ref=row["old_booking_ref"],
        cancel_request_id=row["cancel_request_id"],
        credit=from_paise(row["credit_paise"]),
        refund_mode=tender_of(row["refund_mode"]),
        counter=row["counter"],
        planned_at=dt.datetime.fromisoformat(row["planned_at"]),
        closed_at=moment(row["closed_at"]),
    )


class ExchangeTables(TillTables):
    """The journal's exchanges: planned before the first half is sent, closed after the last."""

    def plan(self, plan: ExchangePlan) -> ExchangePlan:
        """Write ``plan`` (the first one written for its sale stands: a retry keeps it)."""
        with self._conn as conn:
            conn.execute(
                "INSERT INTO exchanges (sale_request_id, kind, old_booking_ref,"
                " cancel_request_id, credit_paise, refund_mode, counter, planned_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (sale_request_id) DO NOTHING",
                (
                    plan.sale_request_id,
                    plan.kind.value,
                    plan.old_booking_ref,
                    plan.cancel_request_id,
                    to_paise(plan.credit),
                    plan.refund_mode.code,
                    plan.counter,
                    self._stamp(),
                ),
            )
        found = self.exchange(plan.sale_request_id)
        assert found is not None  # just written
        return found

    def exchange(self, sale_request_id: str) -> ExchangePlan | None:
        """The exchange whose new sale is ``sale_request_id``."""
        row = self._conn.execute(
            "SELECT * FROM exchanges WHERE sale_request_id = ?", (sale_request_id,)
        ).fetchone()
        return None if row is None else _plan_from(row)

    def carried(self, sale_request_id: str) -> tuple[Decimal, str] | None:
        """What of an exchange's credit its new sale ``sale_request_id`` took and the booking it
        came from, by the till's own rows (what the sale's entry posts, ``carried_credit``);
        None when the sale is no exchange's, took no payment here or nothing was carried."""
        row = self._conn.execute(
            "SELECT total_paise FROM till_sales WHERE request_id = ? AND state = 'taken'",
            (sale_request_id,),
        ).fetchone()
        credit = None if row is None else carried_credit(self._conn, sale_request_id, row[0])
        return None if credit is None else (from_paise(credit[0]), credit[1])

    def exchange_of(self, booking_ref: str) -> ExchangePlan | None:
        """The exchange whose new sale booked ``booking_ref`` (None: not an exchange's)."""
        row = self._conn.execute(
            "SELECT e.* FROM exchanges AS e JOIN requests AS r"
            " ON r.request_id = e.sale_request_id WHERE r.booking_ref = ?",
            (booking_ref,),
        ).fetchone()
        return None if row is None else _plan_from(row)

    def exchanged_for(self, old_booking_ref: str) -> str | None:
        """The booking an exchange of ``old_booking_ref`` (closed, its new sale booked) replaced
        it with; None: it was not exchanged."""
        row = self._conn.execute(
            "SELECT r.booking_ref FROM exchanges AS e JOIN requests AS r"
            " ON r.request_id = e.sale_request_id WHERE e.old_booking_ref = ?"
            " AND e.closed_at IS NOT NULL AND r.booking_ref IS NOT NULL"
            " ORDER BY e.closed_at DESC, e.rowid DESC LIMIT 1",
            (old_booking_ref,),
        ).fetchone()
        return None if row is None else str(row[0])

    def open_exchanges(self) -> list[ExchangePlan]:
        """Every exchange not closed yet, oldest first."""
        rows = self._conn.execute(
            "SELECT * FROM exchanges WHERE closed_at IS NULL ORDER BY planned_at, rowid"
        )
        return [_plan_from(row) for row in rows.fetchall()]

    def new_cancel_request(self, sale_request_id: str, cancel_request_id: str) -> ExchangePlan:
        """A reschedule whose cancellation was refused for good is tried under a new request."""
        with self._conn as conn:
            conn.execute(
                "UPDATE exchanges SET cancel_request_id = ?"
                " WHERE sale_request_id = ? AND kind = 'reschedule' AND closed_at IS NULL",
                (cancel_request_id, sale_request_id),
            )
        found = self.exchange(sale_request_id)
        assert found is not None  # an exchange is never deleted
        return found

    def close(self, plan: ExchangePlan, *, exchanged: bool = True) -> str | None:
        """Close ``plan`` once both halves are settled and issue (registered agency) the credit
        note of the whole credit against the old booking's invoice, tied to its cancellation
        and naming the consumer's address given with the new sale; the credit note's number,
        None without one. ``exchanged`` False: the new sale was refused or never sent, nothing
        was exchanged (no credit note, nothing applied). Closing twice changes nothing."""
        now = self._now()
        with self._conn as conn:
            closed = conn.execute(
                "UPDATE exchanges SET closed_at = ? WHERE sale_request_id = ?"
                " AND closed_at IS NULL",
                (now.isoformat(timespec="seconds"), plan.sale_request_id),
            )
            if closed.rowcount == 0:
                return None
            if not exchanged:
                # Nothing was exchanged: the whole refund stays owed to the customer.
                conn.execute(
                    "UPDATE exchanges SET credit_paise = 0 WHERE sale_request_id = ?",
                    (plan.sale_request_id,),
                )
                return None
            address = sale_address(conn, plan.sale_request_id)
            note = issue_credit_note(
                conn, plan.cancel_request_id, plan.old_booking_ref, plan.credit, now, address
            )
            # The old booking's cancellation letter waited for a refund's credit note: the
            # exchange gives no refund at the till (its note, if any, is issued now), so the
            # letter goes now rather than ten minutes on, "Mail: 1 waiting" meanwhile.
            credit_note_settled(conn, plan.old_booking_ref, plan.cancel_request_id, note, now)
            return note

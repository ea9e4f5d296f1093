"""The customer's refunds: written due with a cancellation, given at the till (within what the
customer paid each way, above the rule only on a supervisor's decision), and what is still owed."""

from __future__ import annotations

import datetime as dt
import sqlite3
from dataclasses import dataclass
from decimal import Decimal

from app.domain.money import from_paise, to_paise
from app.domain.payment import Payment
from app.domain.tenders import TenderKind, tender_of
from app.domain.till import RefundVerdict, judge_refund, refund_left
from app.journal import outbox
from app.journal.outbox import Kind, amount_text
from app.journal.supervisor import SupervisorBook
from app.journal.tax import issue_credit_note
from app.journal.till_book import Refusal, SupervisorNeeded, TillError, TillRefused
from app.journal.till_sales import SaleBook

# The refunds due first, each then looked up in the requests (``CROSS JOIN`` keeps that order):
# SQLite's planner otherwise walked every request of the journal for the few refunds due, some
# 20 ms on a year's journal, on the UI thread at each showing of the shift's drawer. A refund an
# exchange carried to a new sale (``exchanges``, closed) is owed only for what the new sale did
# not take of it; nothing, once it took all.
OWED_SQL = (
    "SELECT * FROM (SELECT d.request_id, d.booking_ref, d.customer, d.mode, r.updated_at,"
    " r.rowid AS seq, COALESCE((SELECT SUM(MIN(e.credit_paise, t.total_paise)) FROM exchanges AS e"
    " JOIN till_sales AS t ON t.request_id = e.sale_request_id"
    " WHERE e.cancel_request_id = d.request_id AND e.closed_at IS NOT NULL), 0) AS applied,"
    " d.amount_paise FROM refunds_due AS d"
    " CROSS JOIN requests AS r ON r.request_id = d.request_id"
    " LEFT JOIN till_sales AS s ON s.booking_ref = d.booking_ref AND s.state = 'taken'"
    " WHERE r.state = 'done'"
    " AND NOT EXISTS (SELECT 1 FROM customer_refunds AS c WHERE c.request_id = d.request_id)"
    " AND NOT EXISTS (SELECT 1 FROM refunds_credited AS k WHERE k.request_id = d.request_id)"
    " AND (? IS NULL OR s.counter = ?))"
    " WHERE applied = 0 OR amount_paise > applied ORDER BY updated_at, seq"
)


@dataclass(frozen=True, slots=True)
class CustomerRefund:
    """Money given back to a customer for a confirmed cancellation, and how."""

    request_id: str
    booking_ref: str
    counter: str
    clerk: str
    shift_id: int | None
    rule_amount: Decimal
    amount: Decimal
    mode: TenderKind
    reference: str
    decision_id: int | None
    recorded_at: dt.datetime


@dataclass(frozen=True, slots=True)
class RefundDue:
    """What a cancellation gives back to the customer, written before it is sent."""

    booking_ref: str
    customer: str
    amount: Decimal
    mode: TenderKind


@dataclass(frozen=True, slots=True)
class RefundOwed:
    """A confirmed cancellation whose customer refund is not paid out nor credited yet."""

    request_id: str
    due: RefundDue
    confirmed_at: dt.datetime


@dataclass(frozen=True, slots=True)
class RefundCeiling:
    """The most a refund by ``mode`` may still give back on ``booking_ref`` (``left``): what the
    customer paid that way at this till (None: not paid for here), less the refunds ``earlier``
    given that way."""

    booking_ref: str
    mode: TenderKind
    left: Decimal
    paid: Decimal | None
    earlier: tuple[CustomerRefund, ...]


@dataclass(eq=False)
class AlreadyRefunded(TillError):
    """The cancellation had its refund (``given``): nothing more goes back for it."""

    given: CustomerRefund


@dataclass(eq=False)
class AbovePaid(TillError):
    """More than ``ceiling`` allows: no approval lifts it."""

    ceiling: RefundCeiling


@dataclass(eq=False)
class AboveRule(SupervisorNeeded):
    """More than the rule's ``rule_amount`` needs a supervisor's decision."""

    rule_amount: Decimal


def record_refund_due(conn: sqlite3.Connection, request_id: str, due: RefundDue) -> None:
    """Write the customer refund ``due`` beside the pending cancellation ``request_id``."""
    conn.execute(
        "INSERT INTO refunds_due (request_id, booking_ref, customer, amount_paise, mode)"
        " VALUES (?, ?, ?, ?, ?) ON CONFLICT (request_id) DO NOTHING",
        (request_id, due.booking_ref, due.customer, to_paise(due.amount), due.mode.code),
    )


class RefundBook(SaleBook, SupervisorBook):
    """The customer refunds given at the till or credited another way, and those still owed."""

    def record_refund(
        self,
        request_id: str,
        *,
        booking_ref: str,
        counter: str,
        clerk: str,
        shift_id: int | None,
        rule_amount: Decimal,
        amount: Decimal,
        mode: TenderKind,
        reference: str = "",
        decision_id: int | None = None,
    ) -> CustomerRefund:
        """Record the money given back for the confirmed cancellation ``request_id``.

        Less than the rule is staff's to decide; more needs ``decision_id`` (a supervisor's); more
        than the customer paid that way less what went back already, or a second refund of the
        same cancellation, is refused whoever approves (a ``TillError`` saying why).
        """
        left = self.refund_left(booking_ref)[mode]
        verdict = judge_refund(rule_amount, amount, left)
        if verdict is RefundVerdict.REFUSED:
            raise TillRefused(Refusal.BAD_AMOUNT)
        done = self._conn.execute(
            "SELECT 1 FROM requests WHERE request_id = ? AND endpoint = 'cancel_booking'"
            " AND state = 'done'",
            (request_id,),
        ).fetchone()
        if done is None:
            raise TillRefused(Refusal.NOT_CONFIRMED)
        self._refuse_second_refund(request_id)
        if verdict is RefundVerdict.ABOVE_PAID:
            raise AbovePaid(self.ceiling(booking_ref, mode))
        if verdict is RefundVerdict.NEEDS_SUPERVISOR and decision_id is None:
            raise AboveRule(rule_amount)
        stamp = self._stamp()
        try:
            with self._conn as conn:
                conn.execute(
                    "INSERT INTO customer_refunds (request_id, booking_ref, counter, clerk,"
                    " shift_id, rule_paise, amount_paise, mode, reference, decision_id,"
                    " recorded_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        request_id,
                        booking_ref,
                        counter,
                        clerk,
                        shift_id,
                        to_paise(rule_amount),
                        to_paise(amount),
                        mode.code,
                        reference.strip(),
                        decision_id,
                        stamp,
                    ),
                )
                given = {
                    "request_id": request_id,
                    "booking_ref": booking_ref,
                    "clerk": clerk,
                    "shift_id": shift_id,
                    "mode": mode.code,
                    "amount": amount_text(amount),
                    "rule_amount": amount_text(rule_amount),
                    "reference": reference.strip(),
                    "decision_id": decision_id,
                    "recorded_at": stamp,
                }
                outbox.add(conn, Kind.CUSTOMER_REFUND, f"refund:{request_id}", given, self._now())
                issue_credit_note(conn, request_id, booking_ref, amount, self._now())
        except sqlite3.IntegrityError:
            # Another window of this till recorded it between the check and the write.
            self._refuse_second_refund(request_id)
            raise
        refund = self.refund(request_id)
        assert refund is not None  # just written
        return refund

    def _refuse_second_refund(self, request_id: str) -> None:
        """``AlreadyRefunded`` with what was given back when the cancellation had its refund."""
        given = self.refund(request_id)
        if given is not None:
            raise AlreadyRefunded(given)

    def refunds_of(self, booking_ref: str) -> list[CustomerRefund]:
        """Every customer refund given for cancellations of ``booking_ref``, oldest first."""
        rows = self._conn.execute(
            "SELECT * FROM customer_refunds WHERE booking_ref = ? ORDER BY recorded_at, rowid",
            (booking_ref,),
        )
        return [_refund_from(row) for row in rows.fetchall()]

    def refund_left(self, booking_ref: str) -> dict[TenderKind, Decimal]:
        """The most each tender may still give back on ``booking_ref``: what the customer paid
        that way at this till, less what was given back (all zero when not sold here)."""
        sale = self.sale_of(booking_ref)
        paid = Payment(()) if sale is None else sale.payment
        return refund_left(paid, ((r.mode, r.amount) for r in self.refunds_of(booking_ref)))

    def ceiling(self, booking_ref: str, mode: TenderKind) -> RefundCeiling:
        """The most a refund by ``mode`` may give back on ``booking_ref``, and why: what the
        customer paid that way at this till and each refund given that way already."""
        sale = self.sale_of(booking_ref)
        return RefundCeiling(
            booking_ref,
            mode,
            self.refund_left(booking_ref)[mode],
            None if sale is None else sale.payment.total_by(mode),
            tuple(r for r in self.refunds_of(booking_ref) if r.mode is mode),
        )

    def refund(self, request_id: str) -> CustomerRefund | None:
        """The customer refund recorded for the cancellation ``request_id``."""
        row = self._conn.execute(
            "SELECT * FROM customer_refunds WHERE request_id = ?", (request_id,)
        ).fetchone()
        return None if row is None else _refund_from(row)

    # --- what the customer is owed ------------------------------------------------------------

    def refunds_owed(self, counter: str | None = None) -> list[RefundOwed]:
        """Every confirmed cancellation whose customer refund was neither given at the till nor
        credited another way (of the sales of ``counter`` when given), oldest first."""
        # No part of the app writes ``refunds_credited``, but it is a table of journal version 5
        # (``OWED_SCHEMA``) and stays while that schema does: a row there says the refund was
        # given, so it is read. Dropping it, here and in ``left_sales``, is a schema step.
        rows = self._conn.execute(OWED_SQL, (counter, counter))
        return [
            RefundOwed(
                row["request_id"],
                RefundDue(
                    row["booking_ref"],
                    row["customer"],
                    from_paise(row["amount_paise"] - row["applied"]),
                    tender_of(row["mode"]),
                ),
                dt.datetime.fromisoformat(row["updated_at"]),
            )
            for row in rows.fetchall()
        ]

    def refund_due(self, request_id: str) -> RefundDue | None:
        """The customer refund written ahead with the cancellation ``request_id``."""
        row = self._conn.execute(
            "SELECT * FROM refunds_due WHERE request_id = ?", (request_id,)
        ).fetchone()
        if row is None:
            return None
        return RefundDue(
            row["booking_ref"],
            row["customer"],
            from_paise(row["amount_paise"]),
            tender_of(row["mode"]),
        )


def _refund_from(row: sqlite3.Row) -> CustomerRefund:
    return CustomerRefund(
        request_id=row["request_id"],
        booking_ref=row["booking_ref"],
        counter=row["counter"],
        clerk=row["clerk"],
        shift_id=row["shift_id"],
        rule_amount=from_paise(row["rule_paise"]),
        amount=from_paise(row["amount_paise"]),
        mode=tender_of(row["mode"]),
        reference=row["reference"],
        decision_id=row["decision_id"],
        recorded_at=dt.datetime.fromisoformat(row["recorded_at"]),
    )

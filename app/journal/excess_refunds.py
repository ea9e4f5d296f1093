"""A customer's excess paid back (journal version 46, issue 94): a payment the bank showed more
for, accepted by a supervisor as paid over (``excess_received``), is owed back to the customer
until the till pays it on a clerk's action; no cancellation's refund, so no credit note
(docs/decisions/excess-refunded.md)."""

from __future__ import annotations

import datetime as dt
import sqlite3
from dataclasses import dataclass
from decimal import Decimal

from app.domain.money import from_paise, to_paise
from app.domain.postings import EventKind, MoneyEvent, tender_account
from app.domain.refund_split import cash_round_off
from app.domain.tenders import CARD, TenderKind, tender_of
from app.journal import money_events
from app.journal.bank_proved import EXCESS
from app.journal.outbox import amount_text
from app.journal.till_tables import TillTables
from app.records.refunds import RefundDue, RefundOwed
from app.records.till import Refusal, TillRefused

EXCESS_REFUNDS_SCHEMA = """
CREATE TABLE IF NOT EXISTS excess_refunds (
    payment_key TEXT PRIMARY KEY,
    booking_ref TEXT NOT NULL,
    counter TEXT NOT NULL,
    clerk TEXT NOT NULL,
    shift_id INTEGER REFERENCES shifts (shift_id),
    amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
    round_off_paise INTEGER NOT NULL,
    mode TEXT NOT NULL,
    reference TEXT NOT NULL,
    recorded_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS excess_refunds_by_shift ON excess_refunds (shift_id);
"""

# The excesses accepted and not paid back: each found from the few resolutions of the outcome
# (never by reading every event's body), its event by its id, the sale's payment for the tender
# it came by and the counter that sold it.
_OWED_SQL = (
    "SELECT json_extract(e.body, '$.payment_key') AS payment_key,"
    " json_extract(e.body, '$.booking_ref') AS booking_ref,"
    " CAST(round(json_extract(e.body, '$.amount') * 100) AS INTEGER) AS amount_paise,"
    " e.recorded_at, s.request_id, t.mode, COALESCE(b.customer_name, '') AS customer"
    " FROM money_events AS e"
    " JOIN till_sales AS s ON s.booking_ref = json_extract(e.body, '$.booking_ref')"
    " AND s.state = 'taken'"
    " JOIN till_tenders AS t ON t.request_id = s.request_id"
    " AND 'sale:' || t.request_id || ':' || t.position = json_extract(e.body, '$.payment_key')"
    " LEFT JOIN bookings AS b ON b.booking_ref = s.booking_ref"
    f" WHERE e.event_id IN (SELECT '{EXCESS}' || z.payment_key FROM bank_resolutions AS z"
    " WHERE z.outcome = 'customer excess')"
    " AND NOT EXISTS (SELECT 1 FROM excess_refunds AS x"
    " WHERE x.payment_key = json_extract(e.body, '$.payment_key'))"
    " AND (? IS NULL OR s.counter = ?) ORDER BY e.recorded_at, e.seq"
)
# The prefix of an excess paid back's event, before its payment's key.
EXCESS_REFUNDED = "excess_refunded:"


@dataclass(frozen=True, slots=True)
class ExcessRefund:
    """A customer's excess paid back: ``amount`` settled by ``mode``, ``round_off`` beyond it
    (cash leaves the drawer in whole rupees); what was handed over is the books'
    (``BookQueries.excess_handed``)."""

    payment_key: str
    booking_ref: str
    amount: Decimal
    round_off: Decimal
    mode: TenderKind


def excess_refunded_event(paid: ExcessRefund, reference: str) -> MoneyEvent:
    """The excess ``paid`` back as its money event: the customer's account debited, the tender
    credited (the round off between), by the rule of a refund's payment."""
    body = {
        "booking_ref": paid.booking_ref,
        "payment_key": paid.payment_key,
        "mode": paid.mode.code,
        "account": tender_account(paid.mode),
        "amount": amount_text(paid.amount),
        "round_off": amount_text(paid.round_off),
        "reference": reference,
    }
    return MoneyEvent(f"{EXCESS_REFUNDED}{paid.payment_key}", EventKind.EXCESS_REFUNDED, body)


class ExcessTables(TillTables):
    """The customers' excesses owed back, and their payments at the till."""

    def excesses_owed(self, counter: str | None = None) -> list[RefundOwed]:
        """Each excess accepted and not paid back (of the sales of ``counter`` when given),
        oldest first: a ``RefundOwed`` whose ``excess`` is the sale's payment it came with, owed
        by the tender it came by."""
        return [
            RefundOwed(
                row["request_id"],
                RefundDue(
                    row["booking_ref"],
                    row["customer"],
                    ((tender_of(row["mode"]), from_paise(row["amount_paise"])),),
                ),
                dt.datetime.fromisoformat(row["recorded_at"]),
                excess=row["payment_key"],
            )
            for row in self._conn.execute(_OWED_SQL, (counter, counter)).fetchall()
        ]

    def pay_excess(
        self,
        payment_key: str,
        *,
        counter: str,
        clerk: str,
        shift_id: int | None,
        mode: TenderKind,
        reference: str = "",
    ) -> ExcessRefund:
        """Pay back the whole excess of the sale's payment ``payment_key`` by ``mode`` (cash in
        whole rupees, its round off posted with it), posting ``excess_refunded``; refused
        (``TillRefused``) when it is not owed, by a card (no card took it), or in cash when
        it rounds to nothing."""
        owed = next((o for o in self.excesses_owed() if o.excess == payment_key), None)
        if owed is None:
            raise TillRefused(Refusal.NOT_OWED)
        if mode is CARD:
            raise TillRefused(Refusal.EXCESS_TENDER)
        amount = owed.due.amount
        round_off = cash_round_off(mode, amount)
        if round_off == -amount:
            raise TillRefused(Refusal.EXCESS_TENDER)
        paid = ExcessRefund(payment_key, owed.due.booking_ref, amount, round_off, mode)
        said = reference.strip()
        try:
            self._write_excess(paid, counter, clerk, shift_id, said)
        except sqlite3.IntegrityError:
            # Another window of this till paid it between the check and the write.
            raise TillRefused(Refusal.NOT_OWED) from None
        return paid

    def _write_excess(
        self, paid: ExcessRefund, counter: str, clerk: str, shift_id: int | None, said: str
    ) -> None:
        """The payment's row and its money event, in one transaction."""
        with self._conn as conn:
            conn.execute(
                "INSERT INTO excess_refunds (payment_key, booking_ref, counter, clerk, shift_id,"
                " amount_paise, round_off_paise, mode, reference, recorded_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    paid.payment_key,
                    paid.booking_ref,
                    counter,
                    clerk,
                    shift_id,
                    to_paise(paid.amount),
                    to_paise(paid.round_off),
                    paid.mode.code,
                    said,
                    self._stamp(),
                ),
            )
            money_events.record(conn, excess_refunded_event(paid, said), self._now())

"""Records of two counters written into an agency store as the replicator would (one row per
outbox record, bodies as docs/agency-store.md gives them), for the agency's reads to find."""

from __future__ import annotations

import datetime as dt
import hashlib
import itertools
import json
import uuid
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

import psycopg

from app.agency.migrate import migrate
from app.domain.clock import SERVICE_TZ
from app.domain.modules import Module
from app.domain.postings import EventKind, MoneyEvent, post
from app.records.bookings import BookingRow

DAY = dt.date(2026, 12, 1)


def at(hour: int, minute: int = 0, day: dt.date = DAY) -> dt.datetime:
    """A moment of ``day`` on the service's clock."""
    return dt.datetime(day.year, day.month, day.day, hour, minute, tzinfo=SERVICE_TZ)


async def migrated(url: str) -> None:
    """The store's schema in the database at ``url``."""
    async with await psycopg.AsyncConnection.connect(url) as conn:
        await migrate(conn)


@dataclass
class CounterWriter:
    """One counter's records, numbered in its own order."""

    url: str
    code: str
    name: str = ""
    counter_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    _seq: itertools.count[int] = field(default_factory=lambda: itertools.count(1))
    contiguous: int = 0  # every record up to it has arrived
    # Whether its sales and cancellations send their money events too, as a counter's journal
    # of version 29 or later does (docs/books.md): the entries the agency's books read.
    books: bool = False

    def register(self) -> CounterWriter:
        """The counter's row in ``counters``."""
        with psycopg.connect(self.url) as conn:
            conn.execute(
                "INSERT INTO counters (counter_id, code, name, installation_key)"
                " VALUES (%s, %s, %s, %s)",
                (self.counter_id, self.code, self.name, hashlib.sha256(b"k").hexdigest()),
            )
        return self

    def write(self, kind: str, record_id: str, body: dict[str, Any], when: dt.datetime) -> int:
        """One record, its seq the next of this counter; the progress follows. Its seq."""
        seq = next(self._seq)
        if seq == self.contiguous + 1:
            self.contiguous = seq
        with psycopg.connect(self.url) as conn:
            conn.execute(
                "INSERT INTO records (counter_id, seq, record_id, kind, body, created_at)"
                " VALUES (%s, %s, %s, %s, %s, %s)",
                (self.counter_id, seq, record_id, kind, json.dumps(body), when),
            )
            conn.execute(
                "INSERT INTO counter_progress (counter_id, contiguous_seq, last_seq)"
                " VALUES (%s, %s, %s) ON CONFLICT (counter_id) DO UPDATE"
                " SET contiguous_seq = EXCLUDED.contiguous_seq, last_seq = EXCLUDED.last_seq",
                (self.counter_id, self.contiguous, seq),
            )
        return seq

    def skip(self) -> None:
        """A record that has not arrived (a gap in this counter's sequence)."""
        next(self._seq)

    def sale(
        self,
        ref: str,
        clerk: str,
        when: dt.datetime,
        *,
        customer: str = "Ravi Kumar",
        passengers: tuple[str, ...] = ("Ravi Kumar",),
        debit: str = "1500.00",
        module: str = "BOAT",
        product: str = "North Bay Harbour Cruise",
        paid: dict[str, str] | None = None,
    ) -> str:
        """A sale settled by the service, paid from the wallet's cash; its request id. With
        ``books``, its money event too: the customer paid the wallet's debit, by ``paid`` (the
        amount by tender account; all cash when not given)."""
        row = BookingRow(
            booking_ref=ref,
            request_id=f"cd-{uuid.uuid4().hex}",
            module=Module(module),
            product=product,
            travel_date=dt.date(2026, 12, 5),
            sold_at=when,
            customer_name=customer,
            customer_email="guest@example.in",
            customer_phone="9876543210",
            passengers=passengers,
            qty=len(passengers),
            total_debited=Decimal(debit),
            deducted_from_cash=Decimal(debit),
            deducted_from_credit=Decimal("0.00"),
            total_refunded=Decimal("0.00"),
            status="Confirmed",
        )
        request_id = self.sale_of(row, clerk)
        if self.books:
            self.sale_event(ref, request_id, when, debit=debit, paid=paid)
        return request_id

    def sale_event(
        self,
        ref: str,
        request_id: str,
        when: dt.datetime,
        *,
        debit: str = "1500.00",
        paid: dict[str, str] | None = None,
    ) -> None:
        """The money event of the sale ``request_id`` of ``ref``: the customer paid the
        wallet's debit, by ``paid`` (the amount by tender account; all cash when not given)."""
        tenders = paid if paid is not None else {"drawer": debit}
        body = {
            "booking_ref": ref,
            "customer_total": debit,
            "tenders": [{"account": a, "amount": v} for a, v in tenders.items()],
            "credits": [],
            "wallet_cash": debit,
            "wallet_credit": "0.00",
        }
        self.money_event(EventKind.SALE, f"sale:{request_id}", body, when)

    def sale_of(self, row: BookingRow, clerk: str) -> str:
        """The record of a sale a counter's journal held before its figures took the service's
        names (``wallet_debit``...; sold by ``clerk``); its request id."""
        body = {
            "request_id": row.request_id,
            "booking_ref": row.booking_ref,
            "module": row.module.value,
            "product": row.product,
            "travel_date": row.travel_date.isoformat(),
            "sold_at": row.sold_at.isoformat(),
            "customer_name": row.customer_name,
            "customer_email": row.customer_email,
            "customer_phone": row.customer_phone,
            "passengers": list(row.passengers),
            "seats": row.qty,
            "status": row.status,
            "wallet_debit": str(row.total_debited),
            "wallet_cash": str(row.deducted_from_cash),
            "wallet_credit": str(row.deducted_from_credit),
            "clerk": clerk,
            "payment": None,
        }
        self.write("sale", row.request_id, body, row.sold_at)
        return row.request_id

    def cancellation(self, ref: str, refund: str, when: dt.datetime) -> None:
        """The whole booking ``ref`` cancelled, ``refund`` credited to the wallet."""
        request_id = f"cd-{uuid.uuid4().hex}"
        body = {
            "request_id": request_id,
            "booking_ref": ref,
            "module": "BOAT",
            "product": "North Bay Harbour Cruise",
            "seats": 1,
            "names": ["Ravi Kumar"],
            "net_refund": refund,
            "refund_reference": "RF-1",
            "status": "Cancelled",
            "settled_at": when.isoformat(),
        }
        self.write("cancellation", request_id, body, when)
        if self.books:
            owed = {"booking_ref": ref, "wallet_credit": "0.00", "wallet_cash": refund}
            self.money_event(
                EventKind.CANCELLATION,
                f"cancellation:{request_id}",
                {**owed, "customer_owed": refund},
                when,
            )

    def refund_paid(self, ref: str, account: str, amount: str, when: dt.datetime) -> None:
        """One payment of ``ref``'s refund, ``amount`` out of the tender's ``account``."""
        body = {"booking_ref": ref, "account": account, "amount": amount, "round_off": "0.00"}
        self.money_event(EventKind.REFUND_PAID, f"refund:{uuid.uuid4().hex}", body, when)

    def money_event(
        self, kind: EventKind, event_id: str, body: dict[str, Any], when: dt.datetime
    ) -> None:
        """A money event with the entry the books' rules post from it, as the counter's
        journal sends it (``app.journal.money_events.record``)."""
        entry = post(MoneyEvent(event_id, kind, body))
        record = {
            "event_id": event_id,
            "kind": kind.value,
            "body": body,
            "recorded_at": when.isoformat(timespec="seconds"),
            "backfilled": False,
            "lines": [
                {"account": line.account, "debit": str(line.debit), "credit": str(line.credit)}
                for line in entry.lines
            ],
        }
        self.write("money_event", f"money:{event_id}", record, when)

    def shift(self, shift_id: int, clerk: str, opened: dt.datetime, closed: dt.datetime) -> None:
        """A shift of ``clerk``, opened and closed with its Z report (the drawer counted)."""
        self.write(
            "shift_open",
            f"shift_open:{shift_id}",
            {
                "shift_id": shift_id,
                "counter": self.code,
                "clerk": clerk,
                "opening_float": "2000.00",
                "opened_at": opened.isoformat(),
            },
            opened,
        )
        figures = {
            "opening_float": "2000.00",
            "cash_in": "3000.00",
            "cash_out": "0.00",
            "expected": "5000.00",
            "counted": "4990.00",
            "difference": "-10.00",
            "upi_in": "0.00",
            "upi_out": "0.00",
            "card_in": "0.00",
            "card_out": "0.00",
            "pending_cash": "0.00",
            "sales": 2,
            "refunds": 0,
        }
        closing = {
            "shift_id": shift_id,
            "counter": self.code,
            "closed_by": "Asha Pillai",
            "closed_at": closed.isoformat(),
        }
        self.write("shift_close", f"shift_close:{shift_id}", {**closing, "decision_id": 1}, closed)
        self.write(
            "z_report",
            f"z_report:{shift_id}",
            {**closing, "z_no": shift_id, "figures": figures, "drawer": {}},
            closed,
        )

    def pending(self, product: str, customer: str, clerk: str, when: dt.datetime) -> None:
        """A sale sent to the service whose answer never came."""
        request_id = f"cd-{uuid.uuid4().hex}"
        body = {
            "request_id": request_id,
            "endpoint": "create_booking",
            "module": "ACTIVITY",
            "product": product,
            "travel_date": "2026-12-05",
            "customer_name": customer,
            "seats": 2,
            "amount": str(Decimal("2400.00")),
            "clerk": clerk,
        }
        self.write("pending", f"pending:{request_id}", body, when)

    def draft_voided(self, summary: str, when: dt.datetime) -> None:
        """A sale left in progress, discarded with a supervisor's approval."""
        body = {
            "summary": summary,
            "voided_by": "Asha Pillai",
            "voided_at": when.isoformat(),
            "draft": {},
        }
        self.write("draft_voided", f"draft_voided:{uuid.uuid4()}", body, when)

    def key_rotation(self, old: str, new: str, by: str, when: dt.datetime) -> int:
        """A supervisor's rotation of the records' key from ``old`` (registered for this
        counter) to ``new``, its link's seal labelled with ``old`` as the counter seals it (the
        store holds no key to check the HMAC). Its seq."""
        body = {
            "key_fingerprint": new,
            "previous": old,
            "rotated_by": by,
            "decision_id": 1,
            "rotated_at": when.isoformat(timespec="milliseconds"),
        }
        seq = self.write("key_rotated", "key_rotated:1", body, when)
        with psycopg.connect(self.url) as conn:
            conn.execute(
                "INSERT INTO counter_keys (counter_id, key_fingerprint) VALUES (%s, %s)",
                (self.counter_id, old),
            )
        self.seal("key_rotated:1", old)
        return seq

    def seal(self, record_id: str, key: str) -> None:
        """The link of record ``record_id`` as the counter's chain makes it (the text sent, the
        link after the one before), its seal labelled with the fingerprint ``key`` as a counter
        seals it (the store holds no key to check the HMAC)."""
        with psycopg.connect(self.url) as conn:
            conn.execute(
                "WITH r AS (SELECT *, (body - agency_personal_fields())::text AS sent"
                " FROM records WHERE counter_id = %s AND record_id = %s)"
                " INSERT INTO record_links (counter_id, seq, sent, link, seal)"
                " SELECT r.counter_id, r.seq, r.sent, agency_counter_link(b.link, r.seq,"
                " r.record_id, r.kind, r.sent, r.created_at), %s FROM r"
                " LEFT JOIN record_links AS b ON b.counter_id = r.counter_id AND b.seq = r.seq - 1",
                (self.counter_id, record_id, f"s2:{key}:{'0' * 64}"),
            )

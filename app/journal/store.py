"""``Journal``: the store of each create or cancel, written before it is sent, then its outcome.

When to write what is ``app.booking``'s (``sale``, ``cancel``, ``replay``): this only stores.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager
from dataclasses import replace
from decimal import Decimal
from functools import cached_property
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from app.api.errors import ApiError
from app.domain.agent import AgentRef
from app.domain.clock import SERVICE_TZ, service_now
from app.domain.modules import Module
from app.domain.money import to_paise
from app.domain.status import PART_CANCELLED, BookingStatus, RefundStatus
from app.i18n import Catalogue
from app.journal import access_log, money_events, outbox
from app.journal.cancellations import (
    Released,
    add_cancellation_record,
    cancellations_on,
    released_of,
    seats_of,
    settled_cancellations,
)
from app.journal.customer_data import customer_data, customer_refs, erase_customer
from app.journal.disruptions import DisruptionTables
from app.journal.drafts import DraftStore
from app.journal.einvoice import EinvoiceTables
from app.journal.exchanges import ExchangeTables
from app.journal.faults import JournalReadOnly, without_waiting
from app.journal.history import History, search_key
from app.journal.key_rotation import record_rotation
from app.journal.money_events import cancellation_event, sale_event
from app.journal.notices import NoticeShown, record_notice
from app.journal.outbox import Kind, amount_text
from app.journal.outbox_numbers import account_for_numbers
from app.journal.privacy_tables import Customer, PrivacyTables, customer_of
from app.journal.records import (
    DECIDED,
    Decision,
    Endpoint,
    JournalRequest,
    RequestState,
    SettledCancellation,
    stored_passengers,
)
from app.journal.scans import ScanStore, StrippedBody, strip_scans, with_scans
from app.journal.schema import connect
from app.journal.sealed import Sealer, Unsealable, run_sealer, with_id_numbers
from app.journal.tax import TaxTables
from app.journal.till import (
    RefundDue,
    Till,
    TillSale,
    left_fees,
    payment_body,
    record_pending_sale,
    record_refund_due,
    return_sale,
    settle_sale,
)
from app.journal.wallet_readings import WalletReadings
from app.journal.watch_due import WatchDueTables
from app.mail.letters import PART_CANCELLED_LETTER, queue_letter
from app.mail.outbox import Cause, MailMessage, messages_of, remember_choice
from app.records.bookings import BookingRow
from app.records.customers import Access, Action, ScansUnavailable, Who
from app.records.faults import WriteFault

if TYPE_CHECKING:
    from app.api.models import BookingResult, CancelRequest, CancelResult, CreateBookingRequest
    from app.journal.bank import BankTables

log = logging.getLogger(__name__)

JOURNAL_STORE = Catalogue("JOURNAL_STORE")

DATABASE_NAME = "journal.db"
# What an export and an erasure of a customer's data reach, as the access log names it.
EXPORTED = "name,phone,email,passengers,id_number"
ERASED = "phone,email,id_number"
# The longest a worker's connection (``writing``) waits for another's lock on the journal.
APART_WAIT_MS = 2000
SCANS_FOLDER = "scans"
DRAFTS_FOLDER = "drafts"


def _status_word(text: str | None) -> str:
    # BOAT says "Confirmed", ACTIVITY "confirmed": the history shows one spelling.
    return (text or BookingStatus.CONFIRMED.label).capitalize()


def _status_after(result: CancelResult) -> str:
    # ``new_booking_status`` names what was voided; only a full refund cancels the booking.
    if result.refund_status == RefundStatus.PARTIAL:
        return PART_CANCELLED
    return _status_word(result.new_booking_status)


def booking_row(
    request_id: str,
    product: str,
    body: Mapping[str, Any],
    result: BookingResult,
    sold_at: dt.datetime,
) -> BookingRow:
    """The history row that ``result`` makes of the create ``body`` (what ``booked`` writes)."""
    settled = result.settlement_breakdown
    return BookingRow(
        booking_ref=result.booking_ref,
        request_id=request_id,
        module=Module(body["module_type"]),
        product=product,
        travel_date=dt.date.fromisoformat(body["travel_date"]),
        sold_at=sold_at.replace(microsecond=0),
        customer_name=body["customer_name"],
        customer_email=body["customer_email"],
        customer_phone=body["customer_phone"],
        passengers=tuple(p.traveler_name for p in stored_passengers(body)),
        qty=body["qty"],
        total_debited=settled.total_debited,
        deducted_from_cash=settled.deducted_from_cash,
        deducted_from_credit=settled.deducted_from_credit,
        total_refunded=Decimal(0),
        status=_status_word(result.booking_status),
    )


class JournalReads:
    """What is read from the journal open on ``conn``: its requests, bookings (``history``), till
    and tax documents, on the clock ``now``. The ``Journal`` is one; ``reading`` gives another,
    read-only on a connection of its own, for a worker thread, and ``writing`` one that a
    worker also writes through (the disruption watcher's records)."""

    def __init__(self, conn: sqlite3.Connection, now: Callable[[], dt.datetime]) -> None:
        self._conn = conn
        self._now = now
        self.history = History(conn)
        self.till = Till(conn, self.now)
        self.tax = TaxTables(conn)
        self.exchanges = ExchangeTables(conn, self.now)
        self.einvoices = EinvoiceTables(conn)
        self.disruptions = DisruptionTables(conn, self.now)
        self.watch_due = WatchDueTables(conn, self.now)
        self.wallet_readings = WalletReadings(conn, self.now)

    @cached_property
    def bank(self) -> BankTables:
        """The statements' rows, matches and resolutions, made when first asked: the journal
        opens at every start and the bank's modules are not needed until a statement is kept or
        read (``app.journal.bank_schema`` says why)."""
        from app.journal.bank import BankTables

        return BankTables(self._conn, self.now)

    def now(self) -> dt.datetime:
        """The journal's clock, on the service's time zone."""
        return self._now().astimezone(SERVICE_TZ)

    def cancellations_of(self, booking_ref: str) -> list[SettledCancellation]:
        """The cancellations of one booking confirmed here, oldest first."""
        return settled_cancellations(self._conn, "r.booking_ref = ?", booking_ref)

    def find(self, request_id: str) -> JournalRequest | None:
        """The journalled request with this id, in whatever state."""
        row = self._conn.execute(
            "SELECT * FROM requests WHERE request_id = ?", (request_id,)
        ).fetchone()
        return None if row is None else JournalRequest.from_row(row)

    def pending(self) -> list[JournalRequest]:
        """Every request whose outcome is not known, oldest first."""
        rows = self._conn.execute(
            "SELECT * FROM requests WHERE state = 'pending' ORDER BY created_at, rowid"
        )
        return [JournalRequest.from_row(row) for row in rows]

    def customer_of(self, booking_ref: str) -> Customer | None:
        """Who bought ``booking_ref``, how to reach them and the language of the privacy notice
        they were shown ('' when none was recorded)."""
        return customer_of(self._conn, booking_ref)

    def access_log(self, booking_ref: str = "") -> tuple[list[Access], list[str]]:
        """The access log (``booking_ref``: that booking's entries), oldest first, and what
        breaks the whole log's chain (empty: it holds)."""
        found = (
            access_log.booking_entries(self._conn, booking_ref)
            if booking_ref
            else access_log.entries(self._conn)
        )
        return found, access_log.verify(self._conn, access_log.witnessed(self._conn))

    def released_of(self, booking_ref: str) -> Released:
        """The seats of ``booking_ref`` this counter's own confirmed cancellations released."""
        return released_of(self._conn, booking_ref)

    def sent_at(self, request_id: str) -> dt.datetime | None:
        """When the request was first handed to the network; None: it never left the machine."""
        row = self._conn.execute(
            "SELECT sent_at FROM sends WHERE request_id = ?", (request_id,)
        ).fetchone()
        return None if row is None else dt.datetime.fromisoformat(row["sent_at"])


@contextmanager
def reading(database: Path, now: Callable[[], dt.datetime] = service_now) -> Iterator[JournalReads]:
    """The journal ``database`` read in one snapshot on a read-only connection of its own (meant
    for a worker thread, so that its rows are never made into objects on the UI thread); it sees
    every write the app committed. Raises ``sqlite3.Error`` when the file cannot be read so (the
    caller then reads on its ``Journal``)."""
    conn = sqlite3.connect(f"{database.absolute().as_uri()}?mode=ro", uri=True)
    try:
        conn.row_factory = sqlite3.Row
        conn.execute("BEGIN")  # one snapshot: nothing is written, closing ends it
        yield JournalReads(conn, now)
    finally:
        conn.close()


@contextmanager
def writing(
    database: Path,
    now: Callable[[], dt.datetime] = service_now,
    *,
    busy_timeout_ms: int = APART_WAIT_MS,
    any_thread: bool = False,
) -> Iterator[JournalReads]:
    """The journal ``database`` read and written on a connection of its own, opened and closed
    in the one worker thread that uses it (as ``reading`` reads, and as the retention's erasure
    writes), so that neither its rows nor its transactions are ever the UI thread's. Each write
    is a transaction of its own, begun IMMEDIATE and durable as the app's (synchronous FULL);
    another connection's lock is waited for up to ``busy_timeout_ms``, in the worker. Raises
    ``sqlite3.Error`` when the file cannot be opened so (it is never created here).
    ``any_thread``: the connection is used by one worker after another, never two at once (the
    watcher's round: SQLite serialises a connection's calls)."""
    conn = sqlite3.connect(
        f"{database.absolute().as_uri()}?mode=rw",
        uri=True,
        isolation_level="IMMEDIATE",
        check_same_thread=not any_thread,
    )
    try:
        conn.row_factory = sqlite3.Row
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
        yield JournalReads(conn, now)
    finally:
        conn.close()


class Journal(JournalReads):
    """The counter's journal in ``folder`` (SQLite in WAL mode, plus the scans in flight).

    Use it from one thread, except ``save_scans``, which touches no SQLite and is meant for a
    worker thread. ``now`` is the clock of the sale times (the service's +05:30). ``conn``: the
    database opened already (``app.journal.opening``); ``read_only``: why it cannot be written,
    and then no request is ever added; ``sealer``: what seals the scans and ID numbers that wait
    on disk (the keyring's key; by default this run's own).
    """

    def __init__(
        self,
        folder: Path,
        *,
        now: Callable[[], dt.datetime] = service_now,
        conn: sqlite3.Connection | None = None,
        read_only: WriteFault | None = None,
        sealer: Sealer | None = None,
    ) -> None:
        if conn is None:
            folder.mkdir(parents=True, exist_ok=True)
            conn = connect(folder / DATABASE_NAME)
        super().__init__(conn, now)
        self.folder = folder
        self.read_only = read_only
        sealer = sealer or run_sealer()
        self._sealer = sealer
        self.privacy = PrivacyTables(self._conn, self.now, sealer.unseal_value)
        self.scans = ScanStore(folder / SCANS_FOLDER, sealer)
        self.drafts = DraftStore(
            self._conn, folder / DRAFTS_FOLDER, self._stamp, sealer, kept=read_only is None
        )
        if read_only is None:
            # Scans left by a crash before their request was journalled, or never deleted.
            self.scans.sweep({request.request_id for request in self.pending()})
            # Each number the outbox gave accounted for: declared used up where the chain proves
            # it, else named missing (docs/decisions/gaps-proved-by-the-chain.md).
            with self._conn:
                account_for_numbers(self._conn, self.now())
            moved = outbox.sealed_elsewhere(self._conn)
            if moved is not None:
                # One sentence: a key change is not tampering (docs/decisions/keys-that-change.md).
                log.warning(
                    "This journal's records were sealed under key %s and this computer's key is"
                    " %s (the journal was moved, or its keyring entry made anew): the seals under"
                    " %s are not checked here; their links, the agency store's copy and the Z"
                    " reports' heads are",
                    moved[0],
                    moved[1],
                    moved[0],
                )

    def close(self) -> None:
        """Close the database."""
        self._conn.close()

    def __enter__(self) -> Journal:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def limit_waits(self, wait_ms: int) -> None:
        """Wait at most ``wait_ms`` for another connection's lock before a write fails (the
        screen's thread must never wait long: its callers try again later instead)."""
        self._conn.execute(f"PRAGMA busy_timeout = {int(wait_ms)}")

    def without_waiting(self) -> AbstractContextManager[None]:
        """Within the block, a write fails at once while another connection holds the lock,
        rather than wait for it on the caller's (the event loop's) thread."""
        return without_waiting(self._conn)

    def _stamp(self) -> str:
        return self.now().isoformat(timespec="seconds")

    # --- reading requests --------------------------------------------------------------------

    def full_body(self, request: JournalRequest) -> dict[str, Any]:
        """The body exactly as sent, ID numbers opened and scans included (``ScansUnavailable``
        when they cannot be)."""
        try:
            body = with_id_numbers(request.body, self._sealer.unseal_value)
        except Unsealable as exc:
            raise ScansUnavailable(
                JOURNAL_STORE.tr("its ID numbers cannot be read: {problem}").format(problem=exc)
            ) from None
        return with_scans(body, self.scans.load(request.request_id, request.scan_sha256))

    def cancellations_on(self, day: dt.date) -> list[SettledCancellation]:
        """The cancellations confirmed on ``day`` (service time), oldest first."""
        return cancellations_on(self._conn, day)

    def left_fees(self) -> dict[str, Decimal]:
        """What the service kept of each cancellation of a sale whose customer left."""
        return left_fees(self._conn)

    def customer_data(self, booking_ref: str, who: Who) -> dict[str, Any]:
        """The personal data kept of the customer of ``booking_ref`` (``customer_data``), the
        ID numbers opened (one sealed under a lost key is said so), for ``who`` (logged)."""

        def opened(value: str) -> str:
            try:
                return self._sealer.unseal_value(value)
            except Unsealable as exc:
                return str(exc)

        data = customer_data(self._conn, booking_ref)
        data["bookings"] = [with_id_numbers(b, opened) for b in data["bookings"]]
        self.privacy.access(who, Action.EXPORT, booking_ref, EXPORTED)
        return data

    def customer_refs(self, booking_ref: str) -> list[str]:
        """Every booking of the customer of ``booking_ref`` (by phone or e-mail), oldest first:
        what an erasure reaches, read before it takes the phone and e-mail."""
        return customer_refs(self._conn, booking_ref)

    def erase_customer(self, booking_ref: str, who: Who) -> int:
        """Take the customer of ``booking_ref``'s phone, e-mail and ID numbers out of use (held
        sealed for the year the law asks, then erased), keeping what tax law needs, here and
        (through the outbox) in the agency store, for ``who`` (logged in the same transaction);
        how many bookings were changed."""
        access = Access(
            self.now(), who.name, who.role, Action.ERASURE, booking_ref, ERASED, who.why
        )
        return erase_customer(self._conn, booking_ref, self.now(), self._sealer.seal_value, access)

    def key_rotated(
        self,
        fingerprint: str,
        previous: str,
        by: str,
        decision_id: int,
        then: Callable[[], None] = lambda: None,
    ) -> None:
        """Queue the rotation of the records' key to the key of ``fingerprint`` (from
        ``previous``), approved by ``by`` as decision ``decision_id``, sealed under the key it
        replaces; ``then()`` puts the new key in use in the same transaction
        (``app.journal.key_rotation``)."""
        record_rotation(self._conn, fingerprint, previous, by, decision_id, self.now(), then)

    def ready_to_seal(self) -> None:
        """Read the sealing key now (blocking: for a worker, before the first sale seals)."""
        self._sealer.ready()

    # --- before sending ----------------------------------------------------------------------

    def save_scans(self, request: CreateBookingRequest) -> StrippedBody:
        """Split the scans off the body and keep them on disk until the request is resolved, and
        seal the ID numbers the journal row keeps.

        Hashing, sealing and writing 100 scans takes a while and touches no SQLite: run it in a
        worker.
        """
        stripped = strip_scans(request.to_wire())
        if stripped.scans:
            self.scans.save(request.request_id, stripped.scans)
        sealed = with_id_numbers(stripped.body, self._sealer.seal_value)
        return replace(stripped, body=sealed)

    def add_create(
        self,
        stripped: StrippedBody,
        *,
        product: str,
        agent: AgentRef | None,
        amount: Decimal | None = None,
        sale: TillSale | None = None,
        notice: NoticeShown | None = None,
    ) -> JournalRequest:
        """Write a create_booking as pending (again: count one more attempt); ``amount`` is the
        total the review priced (the service's debit replaces it once booked), ``sale`` the
        customer's payment, pending beside it, ``notice`` the privacy notice the customer was
        shown."""
        return self._add(
            Endpoint.CREATE_BOOKING,
            stripped.body,
            product,
            agent,
            stripped.digests,
            amount,
            sale,
            notice=notice,
        )

    def add_cancel(
        self,
        request: CancelRequest,
        *,
        agent: AgentRef | None,
        names: tuple[str, ...] = (),
        due: RefundDue | None = None,
    ) -> JournalRequest:
        """Write a cancel CONFIRM as pending (a QUOTE changes nothing and is not journalled);
        ``names``: the passengers it releases, for the history (its body has only their ids);
        ``due``: the customer's refund it comes to, owed from the moment it is confirmed."""
        if request.action != "CONFIRM":
            raise ValueError("only a CONFIRM cancellation is journalled")
        added = self._add(Endpoint.CANCEL_BOOKING, request.to_wire(), "", agent, {}, due=due)
        if names:
            with self._conn as conn:
                conn.execute(
                    "INSERT OR IGNORE INTO cancelled_names (request_id, names) VALUES (?, ?)",
                    (added.request_id, json.dumps(names, ensure_ascii=False)),
                )
        return added

    def _add(
        self,
        endpoint: Endpoint,
        body: Mapping[str, Any],
        product: str,
        agent: AgentRef | None,
        digests: Mapping[int, str],
        amount: Decimal | None = None,
        sale: TillSale | None = None,
        due: RefundDue | None = None,
        notice: NoticeShown | None = None,
    ) -> JournalRequest:
        if self.read_only is not None:
            raise JournalReadOnly(self.read_only)
        request_id = str(body["request_id"])
        stamp = self._stamp()
        with self._conn as conn:
            conn.execute(
                "INSERT INTO requests (request_id, endpoint, module, body, scan_sha256, product,"
                " agent_id, tenant_id, state, created_at, updated_at, booking_ref, amount_paise)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?)"
                " ON CONFLICT (request_id) DO UPDATE SET attempts = attempts + 1,"
                " updated_at = excluded.updated_at WHERE state = 'pending'",
                (
                    request_id,
                    endpoint.value,
                    body["module_type"],
                    json.dumps(body, ensure_ascii=False),
                    json.dumps(digests),
                    product,
                    None if agent is None else agent.agent_id,
                    None if agent is None else agent.tenant_id,
                    stamp,
                    stamp,
                    body.get("booking_ref"),
                    None if amount is None else to_paise(amount),
                ),
            )
            if sale is not None:
                record_pending_sale(conn, request_id, sale, stamp)
            if due is not None:
                record_refund_due(conn, request_id, due)
            if notice is not None:
                record_notice(conn, request_id, notice)
            outbox.add(
                conn,
                Kind.PENDING,
                f"pending:{request_id}",
                {
                    "request_id": request_id,
                    "endpoint": endpoint.value,
                    "module": body["module_type"],
                    "product": product,
                    "travel_date": body.get("travel_date"),
                    "booking_ref": body.get("booking_ref"),
                    "customer_name": body.get("customer_name", ""),
                    "seats": seats_of(body),
                    "amount": None if amount is None else amount_text(amount),
                    "clerk": "" if sale is None else sale.clerk,
                },
                self.now(),
            )
        found = self.find(request_id)
        assert found is not None  # just written
        return found

    def count_attempt(self, request_id: str) -> None:
        """One more sending of a pending request (a replay)."""
        with self._conn as conn:
            conn.execute(
                "UPDATE requests SET attempts = attempts + 1, updated_at = ?"
                " WHERE request_id = ? AND state = 'pending'",
                (self._stamp(), request_id),
            )

    def mark_sent(self, request_id: str) -> None:
        """The request is about to be handed to the network (its first sending is kept)."""
        with self._conn as conn:
            conn.execute(
                "INSERT INTO sends (request_id, sent_at) VALUES (?, ?) ON CONFLICT DO NOTHING",
                (request_id, self._stamp()),
            )

    def decide(self, request_id: str, *, by: str, supervisor: bool, reason: str) -> bool:
        """Close a pending request without the service's answer, recording who, when and why;
        False when it was no longer pending. Whether that is allowed is the caller's rule."""
        stamp = self._stamp()
        with self._conn as conn:
            closed = self._resolve(conn, request_id, RequestState.FAILED, None, None)
            if closed:
                conn.execute(
                    "UPDATE requests SET error_code = ?, error_message = ?, error_final = 1"
                    " WHERE request_id = ?",
                    (DECIDED, reason, request_id),
                )
                conn.execute(
                    "INSERT INTO decisions (request_id, decided_at, decided_by, supervisor, reason)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (request_id, stamp, by, supervisor, reason),
                )
                outbox.add(
                    conn,
                    Kind.DECISION,
                    f"decision:{request_id}",
                    {
                        "action": "close_unresolved",
                        "decided_by": by,
                        "supervisor": supervisor,
                        "detail": reason,
                        "request_id": request_id,
                        "decision_id": None,
                        "decided_at": stamp,
                    },
                    self.now(),
                )
        if closed:
            self.scans.discard(request_id)
        return closed

    def decision(self, request_id: str) -> Decision | None:
        """Who closed the request without an answer, when and why (None: nobody did)."""
        row = self._conn.execute(
            "SELECT * FROM decisions WHERE request_id = ?", (request_id,)
        ).fetchone()
        if row is None:
            return None
        return Decision(
            request_id,
            dt.datetime.fromisoformat(row["decided_at"]),
            row["decided_by"],
            bool(row["supervisor"]),
            row["reason"],
        )

    # --- outcomes ----------------------------------------------------------------------------

    def booked(self, request_id: str, result: BookingResult) -> BookingRow:
        """Record a successful create and add the booking to the history (once)."""
        request = self.find(request_id)
        if request is None:
            raise KeyError(f"no journalled request {request_id!r}")
        made = booking_row(request_id, request.product, request.body, result, self.now())
        with self._conn as conn:
            self._resolve(conn, request_id, RequestState.DONE, made.booking_ref, made.status)
            conn.execute(
                "UPDATE requests SET amount_paise = ? WHERE request_id = ?",
                (to_paise(made.total_debited), request_id),
            )
            conn.execute(
                "INSERT INTO bookings (booking_ref, request_id, module, product, travel_date,"
                " sold_at, sold_on, customer_name, customer_email, customer_phone, passengers,"
                " qty, total_paise, cash_paise, credit_paise, status, haystack)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT DO NOTHING",
                (
                    made.booking_ref,
                    request_id,
                    made.module.value,
                    made.product,
                    made.travel_date.isoformat(),
                    made.sold_at.isoformat(timespec="seconds"),
                    made.sold_at.date().isoformat(),
                    made.customer_name,
                    made.customer_email,
                    made.customer_phone,
                    json.dumps(made.passengers, ensure_ascii=False),
                    made.qty,
                    to_paise(made.total_debited),
                    to_paise(made.deducted_from_cash),
                    to_paise(made.deducted_from_credit),
                    made.status,
                    search_key(made.booking_ref, made.customer_name, *made.passengers),
                ),
            )
            # The payment is taken and its receipt numbered with the booking, or not at all.
            settle_sale(conn, request_id, made.booking_ref, made.sold_at)
            money_events.record(
                conn,
                sale_event(
                    conn,
                    request_id,
                    made.booking_ref,
                    made.deducted_from_cash,
                    made.deducted_from_credit,
                ),
                self.now(),
            )
            payment = payment_body(conn, request_id)
            outbox.add(
                conn,
                Kind.SALE,
                request_id,
                {
                    "request_id": request_id,
                    "booking_ref": made.booking_ref,
                    "module": made.module.value,
                    "product": made.product,
                    "travel_date": made.travel_date.isoformat(),
                    "sold_at": made.sold_at.isoformat(),
                    "customer_name": made.customer_name,
                    "customer_email": made.customer_email,
                    "customer_phone": made.customer_phone,
                    "passengers": list(made.passengers),
                    "seats": made.qty,
                    "status": made.status,
                    "total_debited": amount_text(made.total_debited),
                    "deducted_from_cash": amount_text(made.deducted_from_cash),
                    "deducted_from_credit": amount_text(made.deducted_from_credit),
                    "clerk": "" if payment is None else payment.pop("clerk"),
                    "payment": payment,
                },
                self.now(),
            )
            # The customer's documents by e-mail, when they want them: sent only if this commits.
            queue_letter(
                conn,
                cause=Cause.SALE,
                booking_ref=made.booking_ref,
                email=made.customer_email,
                now=self.now(),
                language=_sale_language(conn, made.booking_ref),
            )
        self.scans.discard(request_id)
        row = self.history.find(result.booking_ref)
        assert row is not None  # just written
        return row

    def cancelled(self, request_id: str, result: CancelResult) -> BookingRow | None:
        """Record a confirmed cancellation; the booking's row (if made here) shows the refund."""
        request = self.find(request_id)
        if request is None:
            raise KeyError(f"no journalled request {request_id!r}")
        booking_ref = str(request.body["booking_ref"])
        refund = to_paise(result.pricing_summary.net_agent_refund_credited)
        status = _status_after(result)
        with self._conn as conn:
            first = self._resolve(conn, request_id, RequestState.DONE, booking_ref, status)
            conn.execute(
                "UPDATE requests SET amount_paise = ?, refund_reference = ? WHERE request_id = ?",
                (refund, result.refund_reference, request_id),
            )
            # Only the first record of this outcome adds its refund (a replay answers the same).
            if first:
                conn.execute(
                    "UPDATE bookings SET status = ?, refunded_paise = refunded_paise + ?"
                    " WHERE booking_ref = ?",
                    (status, refund, booking_ref),
                )
                add_cancellation_record(conn, request_id, status, self.now())
                money_events.record(
                    conn,
                    cancellation_event(
                        conn,
                        request_id,
                        booking_ref,
                        result.pricing_summary.net_agent_refund_credited,
                    ),
                    self.now(),
                )
                self._mail_cancellation(conn, booking_ref, request_id, status == PART_CANCELLED)
        return self.history.find(booking_ref)

    def _mail_cancellation(
        self, conn: sqlite3.Connection, booking_ref: str, request_id: str, part: bool
    ) -> None:
        """Queue the letter of the cancellation ``request_id`` to the booking's customer (when
        sold here and they want e-mail), in the cancellation's transaction; ``part``: seats of
        it remain."""
        row = conn.execute(
            "SELECT customer_email FROM bookings WHERE booking_ref = ?", (booking_ref,)
        ).fetchone()
        if row is not None and row[0]:
            queue_letter(
                conn,
                cause=Cause.CANCELLATION,
                booking_ref=booking_ref,
                email=row[0],
                now=self.now(),
                language=_sale_language(conn, booking_ref),
                words=PART_CANCELLED_LETTER if part else None,
                cancellation=request_id,
            )

    def mail_again(self, booking_ref: str) -> int | None:
        """Queue a booking's documents to its customer again (Lookup's "send again"), in the
        language recorded with the sale, else theirs; None when it was not sold here."""
        with self._conn as conn:
            row = conn.execute(
                "SELECT customer_email FROM bookings WHERE booking_ref = ?", (booking_ref,)
            ).fetchone()
            if row is None or not row[0]:
                return None
            return queue_letter(
                conn,
                cause=Cause.AGAIN,
                booking_ref=booking_ref,
                email=row[0],
                now=self.now(),
                language=_sale_language(conn, booking_ref),
            )

    def letters(self, booking_ref: str) -> list[MailMessage]:
        """The booking's e-mail to its customer, oldest first, each with where it is."""
        return messages_of(self._conn, booking_ref)

    def remember_mail_choice(self, email: str, wanted: bool, language: str) -> None:
        """Keep the clerk's "E-mail the customer" tick for ``email`` (and the language of the
        customer's documents), for this sale's letter and the customer's next sale."""
        with self._conn as conn:
            remember_choice(conn, email, wanted, language, self.now())

    def failed(self, request_id: str, error: ApiError, *, final: bool) -> None:
        """Record a refusal (``final``: it settles the request) or a failure to get an answer."""
        with self._conn as conn:
            conn.execute(
                "UPDATE requests SET error_code = ?, error_message = ?, error_final = ?,"
                " updated_at = ? WHERE request_id = ? AND state = 'pending'",
                (error.code, error.message, final, self._stamp(), request_id),
            )
            if final:
                stamp = self._stamp()
                refused = self._resolve(conn, request_id, RequestState.FAILED, None, None)
                return_sale(conn, request_id, stamp)
                if refused:
                    (endpoint,) = conn.execute(
                        "SELECT endpoint FROM requests WHERE request_id = ?", (request_id,)
                    ).fetchone()
                    refusal = {
                        "request_id": request_id,
                        "endpoint": endpoint,
                        "error_code": error.code,
                        "error_message": error.message,
                        "refused_at": stamp,
                    }
                    outbox.add(conn, Kind.REFUSED, f"refused:{request_id}", refusal, self.now())
        if final:
            self.scans.discard(request_id)

    def _resolve(
        self,
        conn: sqlite3.Connection,
        request_id: str,
        state: RequestState,
        booking_ref: str | None,
        status: str | None,
    ) -> bool:
        """Move a pending request to ``state``; False when it had been resolved already."""
        cursor = conn.execute(
            "UPDATE requests SET state = ?, booking_ref = COALESCE(?, booking_ref),"
            " outcome_status = ?, updated_at = ? WHERE request_id = ? AND state = 'pending'",
            (state.value, booking_ref, status, self._stamp(), request_id),
        )
        return cursor.rowcount == 1


def _sale_language(conn: sqlite3.Connection, booking_ref: str) -> str | None:
    """The customer's language recorded with the booking's payment at this till (None: none)."""
    row = conn.execute(
        "SELECT customer_language FROM till_sales WHERE booking_ref = ?", (booking_ref,)
    ).fetchone()
    return None if row is None else row[0]

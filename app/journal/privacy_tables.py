"""The journal's side of customers' data rights: every read of a held ID number logged, the
customer's details corrected, what is held of them summed up, and the access log and the
erasures read back for a supervisor."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass

from app.domain.email_address import address_problem
from app.journal import access_log
from app.journal.held_documents import Erasure, erasures, held, open_held
from app.journal.notices import NoticeShown, notice_of
from app.journal.records import stored_passengers
from app.records.customers import Access, Action, HeldPassenger, Who

# What a correction may change: the customer's own details as this counter keeps them (what was
# sent to the service is the service's to correct).
CORRECTABLE = ("customer_name", "customer_phone", "customer_email")


@dataclass(frozen=True, slots=True)
class Customer:
    """The customer of one sale, how to reach them and the language they were told in
    (``booking_ref`` is '' for a sale not booked)."""

    booking_ref: str
    name: str
    phone: str
    email: str
    language: str


@dataclass(frozen=True, slots=True)
class ScanSet:
    """The ID scans a pending sale still holds (sealed in the journal's scan folder until its
    answer comes): whose each is (by passenger index) and the digest it is checked against."""

    request_id: str
    names: dict[int, str]
    digests: dict[int, str]


@dataclass(frozen=True, slots=True)
class Traveller:
    """A passenger as the sale sent them: name, and age, gender and nationality (None and ''
    where the journal kept the name only)."""

    name: str
    age: int | None = None
    gender: str = ""
    nationality: str = ""


@dataclass(frozen=True, slots=True)
class Holding:
    """What the journal holds of a customer: their bookings, their passengers, the ID numbers
    still in use (their types) and the digests of ID scans, the held documents (still sealed)."""

    booking_refs: tuple[str, ...]
    name: str
    phone: str
    email: str
    passengers: tuple[Traveller, ...]
    ids_in_use: tuple[str, ...]
    scan_digests: int
    held_documents: tuple[HeldPassenger, ...]


class PrivacyTables:
    """Customers' data rights and the access log, over the journal's connection ``conn``;
    ``now`` is the journal's clock, ``unseal`` opens a sealed value."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        now: Callable[[], dt.datetime],
        unseal: Callable[[str], str],
    ) -> None:
        self._conn = conn
        self._now = now
        self._unseal = unseal

    def access(self, who: Who, action: Action, subject: str, fields: str) -> int:
        """Log that ``who`` did ``action`` to ``fields`` of ``subject``'s data; its number."""
        return access_log.log_access(self._conn, self._access(who, action, subject, fields))

    def _access(self, who: Who, action: Action, subject: str, fields: str) -> Access:
        return Access(self._now(), who.name, who.role, action, subject, fields, who.why)

    def held(self, booking_ref: str) -> list[HeldPassenger]:
        """The passengers' documents of ``booking_ref`` held sealed (their numbers unread)."""
        return held(self._conn, booking_ref)

    def open_held(self, booking_ref: str, who: Who) -> list[HeldPassenger]:
        """The held documents of ``booking_ref`` opened for ``who`` (a supervisor), logged."""
        access = self._access(who, Action.ID_VIEW, booking_ref, "id_number")
        return open_held(self._conn, booking_ref, self._unseal, access)

    def documents(self, booking_ref: str, who: Who) -> list[HeldPassenger]:
        """The passengers' ID numbers of ``booking_ref`` opened for ``who`` (a supervisor),
        logged: from the sale's request while in use, else from the hold."""
        row = self._conn.execute(
            "SELECT body FROM requests WHERE booking_ref = ? AND endpoint = 'create_booking'",
            (booking_ref,),
        ).fetchone()
        passengers = [] if row is None else stored_passengers(json.loads(row["body"]))
        in_use = [
            HeldPassenger(p.traveler_name, p.id_type or "", self._unseal(p.id_number))
            for p in passengers
            if p.id_number
        ]
        if not in_use:
            return self.open_held(booking_ref, who)
        self.access(who, Action.ID_VIEW, booking_ref, "id_number")
        return in_use

    def scans_of(self, request_id: str, who: Who) -> ScanSet | None:
        """The ID scans of the pending sale ``request_id`` opened for ``who`` (a supervisor),
        logged; None when the sale holds none. The sealed files are read by the caller, off the
        UI thread, with ``ScanStore.load``."""
        row = self._conn.execute(
            "SELECT body, scan_sha256 FROM requests WHERE request_id = ? AND state = 'pending'",
            (request_id,),
        ).fetchone()
        digests = {int(k): str(v) for k, v in json.loads(row[1]).items()} if row else {}
        if not digests:
            return None
        passengers = stored_passengers(json.loads(row[0]))
        names = {
            index: passengers[index].traveler_name if index < len(passengers) else ""
            for index in digests
        }
        self.access(who, Action.SCAN_VIEW, request_id, "id_proof_file")
        return ScanSet(request_id, names, digests)

    def correct(self, booking_ref: str, who: Who, **changes: str) -> int:
        """Correct the customer's ``changes`` (name, phone, e-mail) on ``booking_ref``, logged;
        how many bookings were changed. A change of anything else is refused."""
        unknown = set(changes) - set(CORRECTABLE)
        if unknown:
            raise ValueError(f"not a customer's detail: {', '.join(sorted(unknown))}")
        if not changes:
            return 0
        problem = address_problem(changes.get("customer_email", ""))
        if problem is not None:
            raise ValueError(problem)  # never kept: a letter could not be written to it
        assignments = ", ".join(f"{column} = ?" for column in changes)
        with self._conn:
            changed = self._conn.execute(
                f"UPDATE bookings SET {assignments} WHERE booking_ref = ?",
                (*changes.values(), booking_ref),
            ).rowcount
            access_log.record(
                self._conn,
                self._access(who, Action.CORRECTION, booking_ref, ",".join(sorted(changes))),
            )
        return int(changed)

    def holding(self, booking_ref: str) -> Holding | None:
        """What is held of the customer of ``booking_ref``, for their summary (None: unknown)."""
        row = self._conn.execute(
            "SELECT customer_name, customer_phone, customer_email FROM bookings"
            " WHERE booking_ref = ?",
            (booking_ref,),
        ).fetchone()
        if row is None:
            return None
        phone, email = row["customer_phone"], row["customer_email"]
        rows = self._conn.execute(
            "SELECT booking_ref, passengers FROM bookings WHERE booking_ref = ?"
            " OR (customer_phone != '' AND customer_phone = ?)"
            " OR (customer_email != '' AND customer_email = ?) ORDER BY sold_at",
            (booking_ref, phone, email),
        ).fetchall()
        refs = tuple(r["booking_ref"] for r in rows)
        # Each passenger as the sale's request sent them; a booking without its request (its
        # ID numbers erased with it) still names its passengers.
        sent = self._conn.execute(
            "SELECT body, scan_sha256 FROM requests WHERE endpoint = 'create_booking'"
            f" AND booking_ref IN ({', '.join('?' * len(refs))}) ORDER BY created_at",
            refs,
        ).fetchall()
        people = [p for r in sent for p in json.loads(r["body"]).get("passengers", [])]
        travellers = {
            str(p.get("traveler_name", "")).strip(): Traveller(
                str(p.get("traveler_name", "")).strip(),
                p.get("age"),
                str(p.get("pax_gender", "")),
                str(p.get("nationality", "")),
            )
            for p in people
            if isinstance(p, dict)
        }
        for name in (n for r in rows for n in _names(r["passengers"])):
            travellers.setdefault(name, Traveller(name))
        return Holding(
            refs,
            row["customer_name"],
            phone,
            email,
            tuple(t for t in travellers.values() if t.name),
            tuple(
                str(p.get("id_type") or "")
                for p in people
                if isinstance(p, dict) and p.get("id_number")
            ),
            sum(len(json.loads(r["scan_sha256"])) for r in sent),
            tuple(d for ref in refs for d in self.held(ref)),
        )

    def notice(self, request_id: str) -> NoticeShown | None:
        """The privacy notice recorded with the sale ``request_id``, if any."""
        return notice_of(self._conn, request_id)

    def customer_of(self, subject: str) -> Customer | None:
        """Who bought ``subject`` and how to reach them (``customer_of``)."""
        return customer_of(self._conn, subject)

    def entries(self, booking_ref: str = "") -> list[Access]:
        """The access log, oldest first (``booking_ref``: one booking's, with those logged under
        its sale's request id while the sale waited for its answer)."""
        if not booking_ref:
            return access_log.entries(self._conn)
        return access_log.booking_entries(self._conn, booking_ref)

    def verify(self) -> list[str]:
        """What breaks the access log's chain or parts from a head the Z reports witnessed;
        empty when it is whole."""
        return access_log.verify(self._conn, access_log.witnessed(self._conn))

    def erasures(self) -> list[Erasure]:
        """Every erasure recorded, oldest first."""
        return erasures(self._conn)


def customer_of(conn: sqlite3.Connection, subject: str) -> Customer | None:
    """Who bought ``subject`` (in the journal open on ``conn``) and how to reach them, with the
    language of the notice they were shown ('' when none was recorded). ``subject`` names a sale
    as the access log does: a booking's reference or the request id of its sale (a pending
    sale's scans are looked at under its request id), else a sale not booked, its customer read
    from its request."""
    row = conn.execute(
        "SELECT b.booking_ref, b.customer_name, b.customer_phone, b.customer_email,"
        " n.language FROM bookings AS b LEFT JOIN notices_shown AS n USING (request_id)"
        " WHERE b.booking_ref = ? OR b.request_id = ?"
        " ORDER BY b.booking_ref = ? DESC LIMIT 1",
        (subject, subject, subject),
    ).fetchone()
    if row is not None:
        return Customer(row[0], row[1], row[2], row[3], row[4] or "")
    row = conn.execute(
        "SELECT r.body, n.language FROM requests AS r"
        " LEFT JOIN notices_shown AS n USING (request_id)"
        " WHERE r.request_id = ? AND r.endpoint = 'create_booking'",
        (subject,),
    ).fetchone()
    if row is None:
        return None
    body = json.loads(row[0])
    return Customer(
        "",
        str(body.get("customer_name", "")),
        str(body.get("customer_phone", "")),
        str(body.get("customer_email", "")),
        row[1] or "",
    )


def _names(passengers: str) -> list[str]:
    return [str(name).strip() for name in json.loads(passengers) if str(name).strip()]

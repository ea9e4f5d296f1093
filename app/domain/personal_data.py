"""Where the counter keeps personal data, declared once: every column of every table of the
journal and of the agency store, and every file the app writes, is either a personal-data
location (what it holds, why, and the clock that ends its keeping) or declared not personal.

The privacy audit, the breach report and the completeness test read this one declaration; a
column added to a schema without a line here fails that test, whatever its name.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date
from enum import StrEnum


class Store(StrEnum):
    """Where a location lies."""

    JOURNAL = "journal"  # the counter's SQLite journal
    AGENCY = "agency"  # the agency store (PostgreSQL)
    FILES = "files"  # a file or folder the app writes


class Purpose(StrEnum):
    """Why personal data is held (the notice names the same purposes)."""

    BOOKING = "booking"  # making and keeping the customer's booking with the service
    IDENTITY_CHECK = "identity_check"  # the operator's identity checks of passengers
    TAX_DOCUMENTS = "tax_documents"  # invoices, credit notes and the GST returns
    TILL_ACCOUNTABILITY = "till_accountability"  # who took, paid out or approved money
    SALE_RECOVERY = "sale_recovery"  # a sale being typed or awaiting the service's answer
    ACCESS_RECORD = "access_record"  # who read personal data, kept as the rules ask
    DIAGNOSIS = "diagnosis"  # logs and crash reports, to mend the app
    # The customer's own requests: their data exported or summed up, their passengers' ID papers.
    CUSTOMER_REQUEST = "customer_request"


class Clock(StrEnum):
    """When a location's data leaves: the retention rule it follows."""

    # Out of everyday use after the trip and the agency's period, then held sealed until one
    # year after the sale (DPDP Rules, rule 8(3)), then erased.
    TRIP_THEN_HELD = "trip_then_held"
    # Kept with the tax documents, 72 months from the financial year's annual return.
    TAX_RECORDS = "tax_records"
    # Until the sale is settled or the draft is finished or voided.
    UNTIL_SETTLED = "until_settled"
    # One year from the access it records.
    ONE_YEAR = "one_year"
    # Rotated out by size (the log) or by count (crash reports).
    ROTATED = "rotated"
    # Outside the app's keeping: a file the clerk saved where they chose.
    HANDED_OVER = "handed_over"
    # A file made on the customer's request, to hand over at once: deleted a week after it was
    # made, or with the customer's erasure (``app.counter.services.customer_files``).
    A_WEEK = "a_week"


@dataclass(frozen=True, slots=True)
class Location:
    """One place that holds personal data: ``what`` it holds, in words for the audit."""

    store: Store
    table: str  # a table, or a file's or folder's name for Store.FILES
    column: str  # "" for a file
    what: str
    purpose: Purpose
    clock: Clock


@dataclass(frozen=True, slots=True)
class Held:
    """What one location holds now: its rows or files with personal data (None: not readable
    by whoever looks) and the oldest one's day."""

    location: Location
    held: int | None
    oldest: date | None


def _personal(
    store: Store, table: str, clock: Clock, purpose: Purpose, **columns: str
) -> tuple[Location, ...]:
    return tuple(
        Location(store, table, column, what, purpose, clock) for column, what in columns.items()
    )


def _file(name: str, what: str, purpose: Purpose, clock: Clock) -> Location:
    return Location(Store.FILES, name, "", what, purpose, clock)


J, A, F = Store.JOURNAL, Store.AGENCY, Store.FILES
P, C = Purpose, Clock

INVENTORY: tuple[Location, ...] = (
    *_personal(
        J,
        "bookings",
        C.TAX_RECORDS,
        P.BOOKING,
        customer_name="customer's name",
        customer_email="customer's e-mail",
        customer_phone="customer's phone",
        passengers="passengers' names, ages, genders and nationalities",
        haystack="names and phone, as searched",
    ),
    *_personal(
        J,
        "requests",
        C.TRIP_THEN_HELD,
        P.IDENTITY_CHECK,
        # An Aadhaar number read from a card's QR never: only a number staff typed where the
        # trip requires it (docs/decisions/aadhaar-secure-qr.md).
        body="the request sent: customer, passengers and their ID numbers",
        scan_sha256="digests of passengers' ID scans",
    ),
    *_personal(J, "cancelled_names", C.TAX_RECORDS, P.BOOKING, names="cancelled passengers' names"),
    *_personal(
        J,
        "drafts",
        C.UNTIL_SETTLED,
        P.SALE_RECOVERY,
        # Of a scanned Aadhaar QR, only what the passenger keeps: never its photo, address,
        # contact data, other digits or the scan itself.
        body="a sale being typed, sealed; with an Aadhaar card's last four digits and genuine "
        "mark where its QR was scanned",
    ),
    *_personal(
        J, "drafts", C.UNTIL_SETTLED, P.SALE_RECOVERY, scan_sha256="digests of its ID scans"
    ),
    *_personal(J, "outbox", C.TAX_RECORDS, P.BOOKING, body="copies of sales for the agency store"),
    *_personal(
        J,
        "outbox_chain",
        C.TAX_RECORDS,
        P.BOOKING,
        sent="the copies as sent, without phone, e-mail or passengers: the customer's name",
    ),
    *_personal(J, "refunds_due", C.TAX_RECORDS, P.BOOKING, customer="customer owed a refund"),
    *_personal(
        J,
        "mail_outbox",
        C.TAX_RECORDS,
        P.BOOKING,
        recipient="customer's e-mail",
        server_words="the mail server's answer, which may quote the customer's e-mail",
        # A disruption's letter begins "Dear {name}": kept as the booking keeps the name (an
        # erasure keeps it too, and takes the address); no letter quotes a phone or address.
        body="the letter's text, which may name the customer",
    ),
    *_personal(
        J,
        "mail_customers",
        C.TAX_RECORDS,
        P.BOOKING,
        email="customer's e-mail, with whether they want their documents by e-mail",
    ),
    *_personal(
        J,
        "tax_documents",
        C.TAX_RECORDS,
        P.TAX_DOCUMENTS,
        basis="the buyer's name, GSTIN and address",
        lines="the invoice's lines",
    ),
    *_personal(
        J,
        "refund_slips",
        C.TAX_RECORDS,
        P.TAX_DOCUMENTS,
        basis="the buyer's name, GSTIN and address",
        lines="the refund slip's lines",
    ),
    *_personal(J, "sale_tax", C.TAX_RECORDS, P.TAX_DOCUMENTS, basis="the buyer's tax details"),
    *_personal(
        J,
        "einvoice_irns",
        C.TAX_RECORDS,
        P.TAX_DOCUMENTS,
        signed_invoice="the e-invoice the portal signed: the buyer's name, GSTIN and address",
        signed_qr="the signed QR code printed on the invoice: the buyer's GSTIN",
    ),
    *_personal(
        J,
        "held_documents",
        C.TRIP_THEN_HELD,
        P.IDENTITY_CHECK,
        sealed="passengers' ID numbers out of everyday use, sealed",
        booking_ref="the booking they belong to",
    ),
    *_personal(
        J,
        "access_log",
        C.ONE_YEAR,
        P.ACCESS_RECORD,
        who="who read or erased personal data",
        subject="whose data it was (a booking)",
        why="the reason given",
    ),
    *_personal(J, "erasures", C.ONE_YEAR, P.ACCESS_RECORD, subject="whose data was erased"),
    *_personal(J, "notices_shown", C.TAX_RECORDS, P.BOOKING, shown_by="the clerk who showed it"),
    *_personal(
        J,
        "shifts",
        C.TAX_RECORDS,
        P.TILL_ACCOUNTABILITY,
        clerk="the clerk's name",
        closed_by="who closed it",
    ),
    *_personal(
        J,
        "till_sales",
        C.TAX_RECORDS,
        P.TILL_ACCOUNTABILITY,
        clerk="the clerk's name",
    ),
    *_personal(
        J,
        "till_sales",
        C.TAX_RECORDS,
        P.BOOKING,
        customer_language="the customer's language, for their papers and their return",
    ),
    *_personal(
        J,
        "customer_refunds",
        C.TAX_RECORDS,
        P.TILL_ACCOUNTABILITY,
        clerk="the clerk's name",
    ),
    *_personal(
        J,
        "excess_refunds",
        C.TAX_RECORDS,
        P.TILL_ACCOUNTABILITY,
        clerk="the clerk's name",
    ),
    *_personal(
        J,
        "decisions",
        C.TAX_RECORDS,
        P.TILL_ACCOUNTABILITY,
        decided_by="the clerk's name",
        supervisor="the supervisor's name",
        reason="the reason, as typed",
    ),
    *_personal(
        J,
        "supervisor_decisions",
        C.TAX_RECORDS,
        P.TILL_ACCOUNTABILITY,
        supervisor="the supervisor's name",
        detail="what was approved, naming the sale",
    ),
    # The agency's bank statements (issue 65): who paid, as the bank or the payment app wrote it,
    # kept with the accounts they prove.
    *_personal(
        J,
        "bank_rows",
        C.TAX_RECORDS,
        P.TILL_ACCOUNTABILITY,
        narration="the payer's name or VPA as the statement writes it",
        payer="the payer's VPA or name",
    ),
    *_personal(
        J,
        "bank_vouchers",
        C.TAX_RECORDS,
        P.TILL_ACCOUNTABILITY,
        narration="a supervisor's narration of a statement's line, as typed (may name a payer)",
    ),
    *_personal(
        J,
        "bank_resolutions",
        C.TAX_RECORDS,
        P.TILL_ACCOUNTABILITY,
        detail="a supervisor's reason or the other reference, as typed",
    ),
    *_personal(
        A,
        "bank_rows",
        C.TAX_RECORDS,
        P.TILL_ACCOUNTABILITY,
        narration="the payer's name or VPA as the statement writes it",
        payer="the payer's VPA or name",
    ),
    *_personal(J, "z_reports", C.TAX_RECORDS, P.TILL_ACCOUNTABILITY, closed_by="who closed it"),
    # A month's close or re-opening (issue 97): who did it, and the reason and the unexplained
    # lines accepted as typed or listed (a statement's line may name a payer).
    *_personal(
        J,
        "month_closes",
        C.TAX_RECORDS,
        P.TILL_ACCOUNTABILITY,
        acted_by="the supervisor's or owner's name",
        reason="the reason, as typed",
        accepted="the unexplained lines accepted (a statement's narration may name a payer)",
    ),
    *_personal(J, "z_reports", C.TAX_RECORDS, P.TILL_ACCOUNTABILITY, figures="clerk's name"),
    *_personal(J, "z_reasons", C.TAX_RECORDS, P.TILL_ACCOUNTABILITY, reason="the reason typed"),
    *_personal(
        J,
        "einvoice_accepted",
        C.TAX_RECORDS,
        P.TILL_ACCOUNTABILITY,
        supervisor="the supervisor who accepted the portal's answer",
        reason="the reason typed",
    ),
    *_personal(
        A,
        "records",
        C.TAX_RECORDS,
        P.BOOKING,
        body="the counters' sales: customer's name, phone, e-mail and passengers' names",
    ),
    *_personal(
        A,
        "record_links",
        C.TAX_RECORDS,
        P.BOOKING,
        sent="the counters' sales as sent, without phone, e-mail or passengers: customers' names",
    ),
    *_personal(A, "supervisors", C.TAX_RECORDS, P.TILL_ACCOUNTABILITY, name="supervisor's name"),
    # The owner's close and re-opening of the agency's month: the reason as typed.
    *_personal(A, "agency_months", C.TAX_RECORDS, P.TILL_ACCOUNTABILITY, reason="the reason typed"),
    _file(
        "data/journal/scans",
        "ID scans of sales awaiting an answer, sealed",
        P.IDENTITY_CHECK,
        C.UNTIL_SETTLED,
    ),
    _file(
        "data/journal/drafts",
        "ID scans of sales being typed, sealed",
        P.SALE_RECOVERY,
        C.UNTIL_SETTLED,
    ),
    _file(
        "data/journal/journal-copy.db", "the journal's rolling copy", P.SALE_RECOVERY, C.TAX_RECORDS
    ),
    _file("data/reports", "Z reports, naming clerks", P.TILL_ACCOUNTABILITY, C.TAX_RECORDS),
    _file(
        "data/customer-requests",
        "a customer's data exported (with ID numbers), their summary, their passengers' ID papers",
        P.CUSTOMER_REQUEST,
        C.A_WEEK,
    ),
    _file("logs", "booking references and clerks' names", P.DIAGNOSIS, C.ROTATED),
    _file("logs/crashes", "what was on screen, redacted", P.DIAGNOSIS, C.ROTATED),
    _file("exports", "History and GST exports, where saved", P.TAX_DOCUMENTS, C.HANDED_OVER),
)

# Every other column, by table: nothing in them names or identifies a person.
NOT_PERSONAL: Mapping[tuple[Store, str], frozenset[str]] = {
    (J, table): frozenset(columns.split())
    for table, columns in {
        "bookings": "booking_id booking_ref request_id module product travel_date sold_at sold_on"
        " qty total_paise cash_paise credit_paise refunded_paise status",
        "requests": "request_id endpoint module product agent_id tenant_id state attempts"
        " created_at updated_at booking_ref outcome_status amount_paise refund_reference"
        " error_code error_message error_final",
        "cancelled_names": "request_id",
        "customer_left": "sale_request_id decision_id decided_at cancel_request_id",
        "exchanges": "sale_request_id kind old_booking_ref cancel_request_id credit_paise"
        " refund_mode counter planned_at closed_at",
        "customer_refunds": "payment_id request_id booking_ref counter shift_id rule_paise"
        " amount_paise mode"
        " reference decision_id recorded_at round_off_paise",
        # A customer's excess paid back at the till: the payment, the booking, the figures,
        # the tender and its reference (the clerk's name is classified above).
        "excess_refunds": "payment_key booking_ref counter shift_id amount_paise round_off_paise"
        " mode reference recorded_at",
        "decisions": "request_id decided_at",
        "drafts": "draft_id updated_at",
        "mail_outbox": "message_id header_id booking_ref cause language subject documents"
        " state attempts queued_at next_try_at updated_at cancellation",
        "mail_customers": "wanted language updated_at",
        "drawer_counts": "shift_id denomination pieces amount_paise",
        "outbox": "seq record_id kind created_at sent_at",
        "outbox_chain": "seq digest link unlinked seal",
        "outbox_lost": "first last",
        "outbox_given": "id top",
        # The books: money events (booking references, tenders' modes and amounts, no names; a
        # statement's proof carries the payment's UPI or bank reference, which identifies a
        # payment, not a person, as the tenders' does) and their entries' lines.
        "money_events": "seq event_id kind body recorded_at backfilled",
        "book_lines": "seq line account debit_paise credit_paise",
        "books_backfill": "only wanted_at done_at",
        # A month's close: the month, the act, when, and digests of the exports and settings.
        "month_closes": "seq month act acted_at settings_sha256 exports",
        # The wallet's readings: figures, the agent key's fingerprint and the wallet's movements
        # (booking references and amounts, no names).
        "wallet_readings": "seq read_at key_fingerprint agent_id cash_paise credit_used_paise"
        " journals",
        "pin_tries": "only wrong locked_until",
        "receipt_restart": "only prefix restarted_at",
        "receipt_series": "counter fiscal_year last_no",
        "refunds_credited": "request_id how decision_id recorded_at",
        "refunds_due": "request_id booking_ref amount_paise mode rule_paise",
        "restart_reach": "only last_seq",
        "sale_tax": "request_id",
        "sends": "request_id sent_at",
        "shifts": "shift_id counter opened_at float_paise closed_at decision_id",
        "sqlite_sequence": "name seq",
        "supervisor_decisions": "decision_id decided_at action",
        # A salted scrypt hash of the supervisor PIN: no person is named or found through it.
        "supervisor_pin": "only salt digest n r p set_at",
        "tax_documents": "doc_no kind sale_request_id refund_request_id original_no counter"
        " fiscal_year issued_at",
        "tax_series": "counter fiscal_year kind last_no",
        "slip_series": "counter fiscal_year last_no",
        "refund_slips": "doc_no sale_request_id refund_request_id original_no counter"
        " fiscal_year issued_at",
        "einvoice_irns": "doc_no irn ack_no ack_at imported_at",
        "einvoice_cancels": "doc_no reason asked_at cancelled_at",
        "till_sales": "request_id counter shift_id state price total_paise gst_paise change_paise"
        " trip departs terms booking_ref receipt_no recorded_at settled_at",
        # A UPI or bank reference and a card's approval code identify a payment, not a person.
        "till_tenders": "request_id position mode amount_paise tendered_paise reference"
        " approval_code",
        "z_reasons": "shift_id",
        # What the watcher first saw of a trip (its day and time) and when it asked.
        "watched": "booking_ref first_seen checked_at",
        # When the watcher next asks about a booking, last asked, and its trip starts: a
        # reference and times.
        "watch_due": "booking_ref due_s looked_s starts_s",
        # A disrupted booking's trip as sold and as now, and the wallet's refund: no person.
        "disruptions": "booking_ref kind found_at was now wallet_back_paise request_id closed_at"
        " closed_how",
        "z_reports": "counter z_no shift_id closed_at",
        "held_documents": "request_id processed_at out_of_use_at erase_after",
        "access_log": "seq at role action fields prev_hash hash",
        "access_log_anchor": "only seq hash",
        # A portal's answer a supervisor accepted: the document, the IRNs, when.
        "einvoice_accepted": "seq doc_no irn replaced_irn accepted_at",
        # The anchor's seal under the access log's key: numbers, a hash, a time, no person.
        "access_log_seal": "only seq hash at mac",
        "erasures": "seq at what reason",
        "notices_shown": "request_id version language shown_at",
        # ``account``: the agency's own account the statement names, no customer's.
        "bank_imports": "import_id imported_at file_name layout rows_read rows_new unreadable"
        " account token rows_matched first_day last_day opening_paise closing_paise",
        "bank_rows": "row_id fingerprint occurrence import_id line booked_on booked_at"
        " amount_paise refs balance_paise account",
        "bank_row_refs": "reference row_id",
        "bank_matches": "row_id payment_key method matched_at decision_id",
        # A supervisor's settlement: its decision and a row or a payment's key, no person.
        "bank_settled": "decision_id row_id payment_key",
        "bank_resolutions": "payment_key outcome decision_id resolved_at",
        "bank_shared": "only pulled_until",
        "bank_mapping": "only mapping saved_at",
        # A settlement report's row's payout: the payout's UTR, the row's share of it, the app's fee
        # and the tax on it, whether a card acquirer's (no one's personal data).
        "bank_payout_lines": "row_id payout settled fee fee_tax card",
        # A cash deposit matched to a close's cash banked, on a supervisor's decision (no one's
        # personal data).
        "bank_deposits": "row_id event_id decision_id confirmed_at",
        # A line's booking to an account of the books: the line, the account, the decisions.
        "bank_vouchers": "voucher_id row_id import_id account decision_id booked_at"
        " undone_decision_id undone_at",
        # A statement of no balance, and the supervisor's decision accepting it (no one's
        # personal data).
        "bank_unchecked": "import_id decision_id accepted_at",
        # Each money event's link in its chain: the event's id, hashes and a seal, no person.
        "money_chain": "seq event_id digest link seal",
    }.items()
} | {
    (A, table): frozenset(columns.split())
    for table, columns in {
        "counters": "counter_id code name installation_key registered_at seen_at role_name",
        "bank_rows": "fingerprint occurrence booked_on booked_at amount refs imported_by"
        " imported_at payout settled account card",
        "records": "counter_id seq record_id kind created_at received_at prev_hash hash"
        " erased_at erased_digest erased_hash",
        "counter_progress": "counter_id contiguous_seq last_seq updated_at",
        "record_links": "counter_id seq link seal",
        # The heads of each counter's chains, hashes only (docs/decisions/
        # heads-witnessed-as-they-grow.md).
        "chain_heads": "counter_id chain seq head witnessed_at",
        "supervisors": "salt digest n r p wrong locked_until set_at",
        "schema_version": "version name applied_at",
        # The agency's own witness of the wallet: the agent keys' fingerprints and labels (the
        # agency's agents), its readings of the wallet (the service's journals: bookings'
        # references and amounts, no one's personal data), and the owner's top-ups.
        "agency_witness_keys": "key_fingerprint label added_at",
        "agency_witness_readings": "reading_id key_fingerprint read_at body",
        "agency_topups": "topup_id paid_on amount key_fingerprint note recorded_at",
        # The agency's month closed or re-opened by the owner: the store's role that acted, and
        # the digests of its exports and settings (store version 43).
        "agency_months": "act_id month act acted_at acted_by exports settings_sha256",
        # The sealing keys registered for each counter, fingerprints only.
        "counter_keys": "counter_id key_fingerprint registered_at",
    }.items()
}


# The column that dates each table's rows, from which the audit tells the oldest row held.
DATED: Mapping[str, str] = {
    "bookings": "sold_at",
    "requests": "created_at",
    "drafts": "updated_at",
    "outbox": "created_at",
    "mail_outbox": "queued_at",
    "mail_customers": "updated_at",
    "tax_documents": "issued_at",
    "refund_slips": "issued_at",
    "einvoice_irns": "ack_at",
    "einvoice_accepted": "accepted_at",
    "held_documents": "processed_at",
    "access_log": "at",
    "erasures": "at",
    "notices_shown": "shown_at",
    "shifts": "opened_at",
    "till_sales": "recorded_at",
    "customer_refunds": "recorded_at",
    "excess_refunds": "recorded_at",
    "decisions": "decided_at",
    "supervisor_decisions": "decided_at",
    "z_reports": "closed_at",
    "month_closes": "acted_at",
    "disruptions": "found_at",
    "bank_rows": "booked_on",
    "bank_resolutions": "resolved_at",
    "bank_vouchers": "booked_at",
}

# Tables with no date of their own, dated by the row they belong to: table -> (its column, the
# table of ``DATED`` it points into, that table's column).
DATED_THROUGH: Mapping[str, tuple[str, str, str]] = {
    "cancelled_names": ("request_id", "requests", "request_id"),
    "outbox_chain": ("seq", "outbox", "seq"),
    "refunds_due": ("request_id", "requests", "request_id"),
    "sale_tax": ("request_id", "requests", "request_id"),
    "z_reasons": ("shift_id", "shifts", "shift_id"),
}


def locations(store: Store) -> tuple[Location, ...]:
    """The personal-data locations of ``store``."""
    return tuple(location for location in INVENTORY if location.store is store)


def unclassified(store: Store, schema: Mapping[str, Iterable[str]]) -> list[str]:
    """Every ``table.column`` of ``schema`` (table -> its columns) that the inventory neither
    declares personal nor not personal; empty when all is classified."""
    personal = {(loc.table, loc.column) for loc in locations(store)}
    return [
        f"{table}.{column}"
        for table, columns in sorted(schema.items())
        for column in columns
        if (table, column) not in personal
        and column not in NOT_PERSONAL.get((store, table), frozenset())
    ]

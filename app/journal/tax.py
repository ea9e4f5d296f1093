"""Tax invoices and credit notes in the journal (version 6): their series, the basis a sale was
taxed by, and each document's lines as issued.

An invoice's number is its sale's one number, a credit note's the next of the counter's credit
notes (``app.journal.receipts``: ``PB1/26/000123``, ``PB1/26/C00012``, at most 16 characters).
A number is taken inside the transaction that settles the sale or records the refund, so a
rolled-back transaction takes it back with it and the series has no gap; the documents are
immutable once written, so a reprint shows the same number and lines. An agency not registered
issues no tax document: its sale has a receipt, its refund a refund slip (the till's print, not
the document below).

A registered agency's refund of the price paid on the customer's behalf alone (no tax in it) is
no credit note but a non-GST refund slip (version 30, ``refund_slips``): numbered in a series of
its own (``PB1/26/S00004``), final as the documents are, and in no GST return; the credit notes'
series does not move for it (docs/decisions/pure-agent-refund-slip.md).
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal
from typing import Any

from app.domain.gst import (
    DocumentKind,
    Heads,
    LineKind,
    Scheme,
    TaxBasis,
    TaxDocument,
    TaxLine,
    TaxTotals,
    checked_slip,
    credit_lines,
    reimbursement_alone,
    typed_address,
)
from app.domain.money import money
from app.domain.till import CustomerPrice
from app.journal import money_events, outbox
from app.journal.money_events import credit_note_event
from app.journal.outbox import Kind
from app.journal.receipts import allocate_credit_no, allocate_slip_no, fiscal_year

# One transaction: the step's tables, indexes and triggers are written to the log once, not once
# a statement (a new journal on a nearly full disk must still fit its first sales).
TAX_SCHEMA = """
BEGIN;
CREATE TABLE IF NOT EXISTS tax_series (
    counter TEXT NOT NULL,
    fiscal_year TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit')),
    last_no INTEGER NOT NULL,
    PRIMARY KEY (counter, fiscal_year, kind)
);
-- What a sale is taxed by (scheme, rate, SAC, place of supply, buyer), written with its pending
-- payment: the invoice is made from it when the booking is confirmed.
CREATE TABLE IF NOT EXISTS sale_tax (
    request_id TEXT PRIMARY KEY REFERENCES till_sales (request_id),
    basis TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tax_documents (
    doc_no TEXT PRIMARY KEY CHECK (length(doc_no) BETWEEN 1 AND 16),
    kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit')),
    sale_request_id TEXT NOT NULL REFERENCES till_sales (request_id),
    refund_request_id TEXT UNIQUE,
    original_no TEXT REFERENCES tax_documents (doc_no),
    counter TEXT NOT NULL,
    fiscal_year TEXT NOT NULL,
    issued_at TEXT NOT NULL,
    basis TEXT NOT NULL,
    lines TEXT NOT NULL,
    CHECK ((kind = 'invoice') = (refund_request_id IS NULL AND original_no IS NULL))
);
CREATE UNIQUE INDEX IF NOT EXISTS tax_invoice_of_sale ON tax_documents (sale_request_id)
    WHERE kind = 'invoice';
CREATE INDEX IF NOT EXISTS tax_documents_by_time ON tax_documents (issued_at, doc_no);
CREATE TRIGGER IF NOT EXISTS tax_documents_final_update BEFORE UPDATE ON tax_documents
BEGIN SELECT RAISE(ABORT, 'a tax document is final'); END;
CREATE TRIGGER IF NOT EXISTS tax_documents_final_delete BEFORE DELETE ON tax_documents
BEGIN SELECT RAISE(ABORT, 'a tax document is final'); END;
COMMIT;
"""

# Journal version 30: the refund slips of a pure agent's reimbursement alone, and their series.
REFUND_SLIPS_SCHEMA = """
BEGIN;
CREATE TABLE IF NOT EXISTS slip_series (
    counter TEXT NOT NULL,
    fiscal_year TEXT NOT NULL,
    last_no INTEGER NOT NULL,
    PRIMARY KEY (counter, fiscal_year)
);
CREATE TABLE IF NOT EXISTS refund_slips (
    doc_no TEXT PRIMARY KEY CHECK (length(doc_no) BETWEEN 1 AND 16),
    sale_request_id TEXT NOT NULL REFERENCES till_sales (request_id),
    refund_request_id TEXT NOT NULL UNIQUE,
    original_no TEXT NOT NULL REFERENCES tax_documents (doc_no),
    counter TEXT NOT NULL,
    fiscal_year TEXT NOT NULL,
    issued_at TEXT NOT NULL,
    basis TEXT NOT NULL,
    lines TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS refund_slips_by_invoice ON refund_slips (original_no, issued_at);
CREATE TRIGGER IF NOT EXISTS refund_slips_final_update BEFORE UPDATE ON refund_slips
BEGIN SELECT RAISE(ABORT, 'a refund slip is final'); END;
CREATE TRIGGER IF NOT EXISTS refund_slips_final_delete BEFORE DELETE ON refund_slips
BEGIN SELECT RAISE(ABORT, 'a refund slip is final'); END;
COMMIT;
"""
# A refund slip read as a document (its kind is its table's).
SLIPS = f"SELECT *, '{DocumentKind.REFUND_SLIP.value}' AS kind FROM refund_slips"


def record_sale_basis(conn: sqlite3.Connection, request_id: str, basis: TaxBasis) -> None:
    """Keep what the pending sale ``request_id`` is taxed by (replaced while still pending)."""
    conn.execute(
        "INSERT INTO sale_tax (request_id, basis) VALUES (?, ?)"
        " ON CONFLICT (request_id) DO UPDATE SET basis = excluded.basis",
        (request_id, json.dumps(basis.to_json())),
    )


def sale_address(conn: sqlite3.Connection, request_id: str) -> str:
    """The buyer's address the sale ``request_id`` is taxed by ('' when none was given)."""
    row = conn.execute("SELECT basis FROM sale_tax WHERE request_id = ?", (request_id,)).fetchone()
    return "" if row is None else TaxBasis.from_json(json.loads(row["basis"])).buyer.address


def issue_invoice(
    conn: sqlite3.Connection,
    request_id: str,
    doc_no: str,
    counter: str,
    price: CustomerPrice,
    now: dt.datetime,
) -> str | None:
    """Write the tax invoice of the sale ``request_id`` under its number ``doc_no`` (None: no
    invoice, the sale has no tax basis or the agency was not registered); call it in the
    transaction that settles the sale."""
    row = conn.execute("SELECT basis FROM sale_tax WHERE request_id = ?", (request_id,)).fetchone()
    if row is None:
        return None
    # A basis kept by an earlier version reads as Heads.SPLIT; a document issued now has its
    # heads worked each on its own.
    basis = replace(TaxBasis.from_json(json.loads(row["basis"])), heads=Heads.EACH)
    if basis.scheme is Scheme.UNREGISTERED:
        return None
    lines = basis.lines(price)
    _write(conn, doc_no, DocumentKind.INVOICE, request_id, None, None, counter, now, basis, lines)
    return doc_no


def issue_credit_note(
    conn: sqlite3.Connection,
    refund_request_id: str,
    booking_ref: str,
    refund: Decimal,
    now: dt.datetime,
    address: str = "",
) -> str | None:
    """Number and write the credit note for ``refund`` given back on ``booking_ref`` (None: no
    invoice to credit, or nothing given back); call it in the transaction recording the refund.
    A refund of the price paid on the customer's behalf alone is given a refund slip instead
    (``reimbursement_alone``), numbered in its own series: its number is given.

    It reverses exactly what was refunded (``credit_lines``: the price paid on the customer's
    behalf first), never more than the invoice has left after earlier credit notes. A refund
    has one credit note: when ``refund_request_id`` has one already (an exchange's, for the whole
    credit carried to the new booking), that one's number is given and nothing is written.
    A consumer's ``address`` given at the refund (rule 53 (1A) (f)) is printed on the note when
    the invoice had none; the place of supply stays the invoice's, as do its heads.
    """
    issued = refund_document_no(conn, refund_request_id)
    if issued is not None:
        return issued
    row = conn.execute(
        "SELECT d.* FROM tax_documents d JOIN till_sales s ON s.request_id = d.sale_request_id"
        " WHERE s.booking_ref = ? AND d.kind = 'invoice'",
        (booking_ref,),
    ).fetchone()
    if row is None:
        return None
    invoice = _document_from(row, None)
    if invoice.basis.scheme is Scheme.UNREGISTERED:
        return None  # a Bill of Supply (an earlier version's) has no tax to credit: a slip
    # What earlier credit notes and refund slips gave back is not given back again.
    notes = _refunds_of(conn, invoice.doc_no)
    earlier = tuple(line for note in notes for line in note.lines)
    credited = TaxTotals.of(earlier).total
    amount = min(money(refund), money(invoice.totals.total - credited))
    if amount <= 0:
        return None
    lines = credit_lines(invoice.lines, amount, earlier, invoice.basis.heads)
    basis = _with_address(invoice.basis, typed_address(address) or known_address(invoice, notes))
    if reimbursement_alone(lines):
        slip_no = allocate_slip_no(conn, invoice.counter, now.date())
        slip = checked_slip(lines, amount)
        _write_slip(conn, slip_no, invoice, refund_request_id, now, basis, slip)
        return slip_no
    doc_no = allocate_credit_no(conn, invoice.counter, now.date())
    _write(
        conn,
        doc_no,
        DocumentKind.CREDIT,
        invoice.sale_request_id,
        refund_request_id,
        invoice.doc_no,
        invoice.counter,
        now,
        basis,
        lines,
    )
    # The books give back what the note does, in its transaction (docs/books.md).
    money_events.record(conn, credit_note_event(conn, doc_no), now)
    return doc_no


def refund_document_no(conn: sqlite3.Connection, refund_request_id: str) -> str | None:
    """The number of the credit note or refund slip issued for the refund
    ``refund_request_id``, if any."""
    issued = conn.execute(
        "SELECT doc_no FROM tax_documents WHERE refund_request_id = ?1"
        " UNION ALL SELECT doc_no FROM refund_slips WHERE refund_request_id = ?1",
        (refund_request_id,),
    ).fetchone()
    return None if issued is None else str(issued[0])


def _write_slip(
    conn: sqlite3.Connection,
    slip_no: str,
    invoice: TaxDocument,
    refund_request_id: str,
    now: dt.datetime,
    basis: TaxBasis,
    lines: Sequence[TaxLine],
) -> None:
    """Write the refund slip ``slip_no`` against ``invoice`` and its outbox record (the agency's
    register lists it; its GST export files none)."""
    conn.execute(
        "INSERT INTO refund_slips (doc_no, sale_request_id, refund_request_id, original_no,"
        " counter, fiscal_year, issued_at, basis, lines) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            slip_no,
            invoice.sale_request_id,
            refund_request_id,
            invoice.doc_no,
            invoice.counter,
            fiscal_year(now.date()),
            now.isoformat(timespec="seconds"),
            json.dumps(basis.to_json()),
            json.dumps([_line_json(line) for line in lines]),
        ),
    )
    _send(conn, conn.execute(f"{SLIPS} WHERE doc_no = ?", (slip_no,)), now)


def known_address(invoice: TaxDocument, notes: Sequence[TaxDocument]) -> str:
    """The customer's address on file for ``invoice``: its own, else the one given for the
    latest of its credit ``notes`` ('' when none was ever given)."""
    found = [note.basis.buyer.address for note in (invoice, *notes) if note.basis.buyer.address]
    return found[-1] if found else ""


def _with_address(basis: TaxBasis, address: str) -> TaxBasis:
    """``basis`` naming the buyer's ``address`` where it named none."""
    if basis.buyer.address or not address:
        return basis
    return replace(basis, buyer=replace(basis.buyer, address=address))


def _write(
    conn: sqlite3.Connection,
    doc_no: str,
    kind: DocumentKind,
    sale_request_id: str,
    refund_request_id: str | None,
    original_no: str | None,
    counter: str,
    now: dt.datetime,
    basis: TaxBasis,
    lines: Sequence[TaxLine],
) -> None:
    """Write the document and, in the same transaction, its outbox record (the agency's export
    of every counter reads it from the agency store)."""
    conn.execute(
        "INSERT INTO tax_documents (doc_no, kind, sale_request_id, refund_request_id,"
        " original_no, counter, fiscal_year, issued_at, basis, lines)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            doc_no,
            kind.value,
            sale_request_id,
            refund_request_id,
            original_no,
            counter,
            fiscal_year(now.date()),
            now.isoformat(timespec="seconds"),
            json.dumps(basis.to_json()),
            json.dumps([_line_json(line) for line in lines]),
        ),
    )
    _send(conn, conn.execute("SELECT * FROM tax_documents WHERE doc_no = ?", (doc_no,)), now)


def _send(conn: sqlite3.Connection, found: sqlite3.Cursor, now: dt.datetime) -> None:
    """The outbox record of the document just written (``found`` reads its row): the agency
    store's export of every counter reads it, files a tax document and lists a refund slip."""
    written = _with_original(conn, found.fetchone())
    doc_no = written.doc_no
    booking_ref, tender = document_context(conn, written)
    outbox.add(
        conn,
        Kind.TAX_DOCUMENT,
        f"tax_document:{doc_no}",
        document_json(written, booking_ref, tender),
        now,
    )


def document_context(conn: sqlite3.Connection, document: TaxDocument) -> tuple[str, str]:
    """(booking reference, tender) of ``document``: the sale's booking and its payment modes
    (``cash + upi``) for an invoice, the refund's mode for a credit note or a refund slip (''
    when unknown)."""
    row = conn.execute(
        "SELECT booking_ref FROM till_sales WHERE request_id = ?", (document.sale_request_id,)
    ).fetchone()
    booking_ref = "" if row is None or row[0] is None else str(row[0])
    if document.kind is not DocumentKind.INVOICE:
        # One note per cancellation (keyed by its request, whatever tenders paid it back);
        # journals before issue 68 keyed one per payment.
        modes = conn.execute(
            "SELECT DISTINCT mode FROM customer_refunds WHERE payment_id = ? OR request_id = ?"
            " ORDER BY recorded_at, rowid",
            (document.refund_request_id, document.refund_request_id),
        ).fetchall()
    else:
        modes = conn.execute(
            "SELECT mode FROM till_tenders WHERE request_id = ? ORDER BY position",
            (document.sale_request_id,),
        ).fetchall()
    return booking_ref, " + ".join(str(mode) for (mode,) in modes)


def document_json(document: TaxDocument, booking_ref: str, tender: str) -> dict[str, Any]:
    """The document as its outbox record carries it (``document_from_json`` reads it back)."""
    original_at = document.original_issued_at
    return {
        "doc_no": document.doc_no,
        "kind": document.kind.value,
        "sale_request_id": document.sale_request_id,
        "refund_request_id": document.refund_request_id,
        "counter": document.counter,
        "fiscal_year": document.fiscal_year,
        "issued_at": document.issued_at.isoformat(),
        "original_no": document.original_no,
        "original_issued_at": None if original_at is None else original_at.isoformat(),
        "original_value": None if document.original_value is None else str(document.original_value),
        "booking_ref": booking_ref,
        "tender": tender,
        "basis": document.basis.to_json(),
        "lines": [_line_json(line) for line in document.lines],
    }


def document_from_json(raw: dict[str, Any]) -> TaxDocument:
    """A document from its outbox record's body."""
    original_at = raw["original_issued_at"]
    # Records replicated before a credit note carried its invoice's value have none.
    original_value = raw.get("original_value")
    return TaxDocument(
        doc_no=str(raw["doc_no"]),
        kind=DocumentKind(raw["kind"]),
        sale_request_id=str(raw["sale_request_id"]),
        refund_request_id=raw["refund_request_id"],
        counter=str(raw["counter"]),
        fiscal_year=str(raw["fiscal_year"]),
        issued_at=dt.datetime.fromisoformat(raw["issued_at"]),
        basis=TaxBasis.from_json(raw["basis"]),
        lines=tuple(_line_from(line) for line in raw["lines"]),
        original_no=raw["original_no"],
        original_issued_at=None if original_at is None else dt.datetime.fromisoformat(original_at),
        original_value=None if original_value is None else Decimal(original_value),
    )


def _line_json(line: TaxLine) -> dict[str, str]:
    return {
        "kind": line.kind.value,
        "sac": line.sac,
        "taxable": str(line.taxable),
        "rate": str(line.rate),
        "cgst": str(line.cgst),
        "sgst": str(line.sgst),
        "igst": str(line.igst),
    }


def _line_from(raw: dict[str, Any]) -> TaxLine:
    return TaxLine(
        kind=LineKind(raw["kind"]),
        sac=str(raw["sac"]),
        taxable=Decimal(raw["taxable"]),
        rate=Decimal(raw["rate"]),
        cgst=Decimal(raw["cgst"]),
        sgst=Decimal(raw["sgst"]),
        igst=Decimal(raw["igst"]),
    )


def _document_from(row: sqlite3.Row, original: sqlite3.Row | None) -> TaxDocument:
    return TaxDocument(
        doc_no=row["doc_no"],
        kind=DocumentKind(row["kind"]),
        sale_request_id=row["sale_request_id"],
        refund_request_id=row["refund_request_id"],
        counter=row["counter"],
        fiscal_year=row["fiscal_year"],
        issued_at=dt.datetime.fromisoformat(row["issued_at"]),
        basis=TaxBasis.from_json(json.loads(row["basis"])),
        lines=tuple(_line_from(raw) for raw in json.loads(row["lines"])),
        original_no=row["original_no"],
        original_issued_at=(
            None if original is None else dt.datetime.fromisoformat(original["issued_at"])
        ),
        original_value=(
            None
            if original is None
            else TaxTotals.of(tuple(_line_from(raw) for raw in json.loads(original["lines"]))).total
        ),
    )


def _with_original(conn: sqlite3.Connection, row: sqlite3.Row) -> TaxDocument:
    original = None
    if row["original_no"] is not None:
        original = conn.execute(
            "SELECT * FROM tax_documents WHERE doc_no = ?", (row["original_no"],)
        ).fetchone()
    return _document_from(row, original)


def _credits_of(conn: sqlite3.Connection, invoice_no: str) -> list[TaxDocument]:
    rows = conn.execute(
        "SELECT * FROM tax_documents WHERE original_no = ? ORDER BY issued_at, doc_no",
        (invoice_no,),
    ).fetchall()
    return [_with_original(conn, row) for row in rows]


def _refunds_of(conn: sqlite3.Connection, invoice_no: str) -> list[TaxDocument]:
    """The credit notes and refund slips against the invoice ``invoice_no``, oldest first."""
    slips = conn.execute(f"{SLIPS} WHERE original_no = ?", (invoice_no,)).fetchall()
    found = _credits_of(conn, invoice_no) + [_with_original(conn, row) for row in slips]
    return sorted(found, key=lambda document: (document.issued_at, document.doc_no))


class TaxTables:
    """The journal's invoices and credit notes, to read (one connection, one thread)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def document(self, doc_no: str) -> TaxDocument | None:
        """The invoice, credit note or refund slip numbered ``doc_no``."""
        row = (
            self._conn.execute("SELECT * FROM tax_documents WHERE doc_no = ?", (doc_no,)).fetchone()
            or self._conn.execute(f"{SLIPS} WHERE doc_no = ?", (doc_no,)).fetchone()
        )
        return None if row is None else _with_original(self._conn, row)

    def invoice_of(self, sale_request_id: str) -> TaxDocument | None:
        """The invoice of the sale ``sale_request_id``, if it has one."""
        row = self._conn.execute(
            "SELECT * FROM tax_documents WHERE sale_request_id = ? AND kind = 'invoice'",
            (sale_request_id,),
        ).fetchone()
        return None if row is None else _document_from(row, None)

    def credit_notes_of(self, sale_request_id: str) -> list[TaxDocument]:
        """The credit notes issued against the sale ``sale_request_id``, oldest first."""
        invoice = self.invoice_of(sale_request_id)
        return [] if invoice is None else _credits_of(self._conn, invoice.doc_no)

    def refund_documents_of(self, sale_request_id: str) -> list[TaxDocument]:
        """The credit notes and refund slips issued against the sale ``sale_request_id``,
        oldest first."""
        invoice = self.invoice_of(sale_request_id)
        return [] if invoice is None else _refunds_of(self._conn, invoice.doc_no)

    def address_on_file(self, sale_request_id: str) -> str:
        """The customer's address the sale ``sale_request_id`` has on file: its invoice's or the
        one given for its latest credit note, else its tax basis's ('' when none was given)."""
        invoice = self.invoice_of(sale_request_id)
        notes = [] if invoice is None else _credits_of(self._conn, invoice.doc_no)
        found = "" if invoice is None else known_address(invoice, notes)
        return found or sale_address(self._conn, sale_request_id)

    def credit_address_asked(self, sale_request_id: str, refund_request_id: str) -> str:
        """Why the refund ``refund_request_id`` of the sale ``sale_request_id`` must be given
        the consumer's address before its credit note is issued (rule 53 (1A) (f)), in the
        current language ('' when it needs none: no invoice, a business's, a note issued
        already, or the address on file)."""
        invoice = self.invoice_of(sale_request_id)
        if invoice is None:
            return ""
        notes = _refunds_of(self._conn, invoice.doc_no)
        if any(note.refund_request_id == refund_request_id for note in notes):
            return ""
        if known_address(invoice, notes):
            return ""
        return invoice.basis.address_problem(invoice.lines, DocumentKind.CREDIT)

    def documents(self, first: dt.date, last: dt.date, *, slips: bool = False) -> list[TaxDocument]:
        """Every invoice and credit note issued from ``first`` to ``last`` (days, inclusive), in
        the order issued; the refund slips too when ``slips``."""
        days = (first.isoformat(), last.isoformat())
        within = "WHERE substr(issued_at, 1, 10) BETWEEN ? AND ?"
        rows = self._conn.execute(f"SELECT * FROM tax_documents {within}", days).fetchall()
        if slips:
            rows += self._conn.execute(f"{SLIPS} {within}", days).fetchall()
        found = [_with_original(self._conn, row) for row in rows]
        return sorted(found, key=lambda document: (document.issued_at, document.doc_no))

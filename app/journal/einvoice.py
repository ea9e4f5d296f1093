"""E-invoices in the journal (version 13): the IRP's answer kept on each document, final like the
document itself, and the IRN cancellations asked for until the portal confirms them.

An IRN is written once per document and never replaced nor removed (triggers refuse it, as they
refuse any change to the document): a document with an IRN keeps its number and lines forever.
Each IRN and each cancellation is also an outbox record, for the agency's day close.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from dataclasses import dataclass, field

from app.domain.einvoice import Registered, TurnoverBand, needs_irn
from app.domain.einvoice_clock import ClockEntry, clock, dated
from app.domain.gst import DocumentKind, TaxDocument
from app.domain.irp_answer import AnswerFile
from app.domain.irp_check import Expected, mismatches
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.journal import outbox
from app.journal.outbox import Kind
from app.journal.tax import TaxBook

JOURNAL_EINVOICE = Catalogue("JOURNAL_EINVOICE")

EINVOICE_SCHEMA = """
BEGIN;
CREATE TABLE IF NOT EXISTS einvoice_irns (
    doc_no TEXT PRIMARY KEY REFERENCES tax_documents (doc_no),
    irn TEXT NOT NULL UNIQUE CHECK (length(irn) = 64),
    ack_no TEXT NOT NULL,
    ack_at TEXT NOT NULL,
    signed_invoice TEXT NOT NULL,
    signed_qr TEXT NOT NULL,
    imported_at TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS einvoice_irns_final_update BEFORE UPDATE ON einvoice_irns
BEGIN SELECT RAISE(ABORT, 'an IRN is final'); END;
CREATE TRIGGER IF NOT EXISTS einvoice_irns_final_delete BEFORE DELETE ON einvoice_irns
BEGIN SELECT RAISE(ABORT, 'an IRN is final'); END;
CREATE TABLE IF NOT EXISTS einvoice_cancels (
    doc_no TEXT PRIMARY KEY REFERENCES einvoice_irns (doc_no),
    reason TEXT NOT NULL,
    asked_at TEXT NOT NULL,
    cancelled_at TEXT
);
CREATE TRIGGER IF NOT EXISTS einvoice_cancels_final_update BEFORE UPDATE ON einvoice_cancels
WHEN OLD.cancelled_at IS NOT NULL OR NEW.doc_no <> OLD.doc_no
BEGIN SELECT RAISE(ABORT, 'a cancelled IRN is final'); END;
CREATE TRIGGER IF NOT EXISTS einvoice_cancels_final_delete BEFORE DELETE ON einvoice_cancels
BEGIN SELECT RAISE(ABORT, 'a cancelled IRN is final'); END;
COMMIT;
"""

# The portal's reasons for cancelling an IRN, by its codes: the remark sent (in English) and,
# translated, what staff choose from.
CANCEL_REMARKS = {
    "1": QT_TRANSLATE_NOOP("JOURNAL_EINVOICE", "Duplicate"),
    "2": QT_TRANSLATE_NOOP("JOURNAL_EINVOICE", "Data entry mistake"),
    "3": QT_TRANSLATE_NOOP("JOURNAL_EINVOICE", "Order cancelled"),
    "4": QT_TRANSLATE_NOOP("JOURNAL_EINVOICE", "Other"),
}


@dataclass(frozen=True, slots=True)
class ImportResult:
    """What an answer file changed: the documents given an IRN, the IRNs confirmed cancelled,
    those already known, and a sentence per answer refused."""

    registered: list[str] = field(default_factory=list)
    cancelled: list[str] = field(default_factory=list)
    known: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def _registered(row: sqlite3.Row) -> Registered:
    return Registered(
        row["irn"],
        row["ack_no"],
        dt.datetime.fromisoformat(row["ack_at"]),
        row["signed_invoice"],
        row["signed_qr"],
    )


class EinvoiceBook:
    """The journal's IRNs and cancellations (one connection, one thread)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def registered(self, doc_no: str) -> Registered | None:
        """The IRP's answer kept on the document ``doc_no``, if it has one."""
        row = self._conn.execute(
            "SELECT * FROM einvoice_irns WHERE doc_no = ?", (doc_no,)
        ).fetchone()
        return None if row is None else _registered(row)

    def unreported(self, band: TurnoverBand) -> list[TaxDocument]:
        """Every document that needs an IRN and has none, in the order issued."""
        if not band.needs_irn:
            return []
        rows = self._conn.execute(
            "SELECT d.doc_no FROM tax_documents d LEFT JOIN einvoice_irns i USING (doc_no)"
            " WHERE i.doc_no IS NULL AND json_extract(d.basis, '$.buyer.gstin') <> ''"
            " ORDER BY d.issued_at, d.doc_no"
        ).fetchall()
        book = TaxBook(self._conn)
        found = (book.document(row["doc_no"]) for row in rows)
        return [document for document in found if document and needs_irn(document, band)]

    def cancellations_due(self) -> list[tuple[str, DocumentKind, dt.datetime]]:
        """(number, kind, IRN's time) of each document whose IRN's cancellation is asked for
        and not yet confirmed by the portal."""
        rows = self._conn.execute(
            "SELECT c.doc_no, d.kind, i.ack_at FROM einvoice_cancels c"
            " JOIN einvoice_irns i USING (doc_no) JOIN tax_documents d USING (doc_no)"
            " WHERE c.cancelled_at IS NULL ORDER BY i.ack_at"
        ).fetchall()
        return [
            (row["doc_no"], DocumentKind(row["kind"]), dt.datetime.fromisoformat(row["ack_at"]))
            for row in rows
        ]

    def clock(self, band: TurnoverBand, now: dt.datetime) -> list[ClockEntry]:
        """The e-invoice clock at ``now``: IRNs to cancel, then documents to report."""
        unreported = [dated(document) for document in self.unreported(band)]
        return clock(unreported, self.cancellations_due(), band, now)

    def import_answers(
        self, found: AnswerFile, now: dt.datetime, seller_gstin: str
    ) -> ImportResult:
        """Keep each IRN of ``found`` on its document and each confirmed cancellation, in one
        transaction; an answer for an unknown document, a document of another type, one whose
        IRN or signed QR code is not the document's (``irp_check``: reported by the agency
        ``seller_gstin``), or one that already has another IRN is refused with a sentence."""
        result = ImportResult(problems=list(found.problems))
        book = TaxBook(self._conn)
        with self._conn:
            for answer in found.answers:
                document = book.document(answer.doc_no)
                kept = self.registered(answer.doc_no)
                expected = "CRN" if document and document.kind is DocumentKind.CREDIT else "INV"
                if document is None:
                    result.problems.append(
                        JOURNAL_EINVOICE.tr(
                            "The portal answered for {number}, which this counter never issued."
                        ).format(number=answer.doc_no)
                    )
                elif answer.doc_type and answer.doc_type != expected:
                    result.problems.append(
                        JOURNAL_EINVOICE.tr(
                            "The portal's answer for {number} is of another type of document."
                        ).format(number=answer.doc_no)
                    )
                elif wrong := mismatches(
                    answer.registered.irn, answer.qr, Expected.of(document, seller_gstin)
                ):
                    result.problems.extend(wrong)
                elif kept is not None:
                    if kept.irn == answer.registered.irn:
                        result.known.append(answer.doc_no)
                    else:
                        result.problems.append(
                            JOURNAL_EINVOICE.tr(
                                "{number} already has the IRN {irn}; an IRN is never replaced."
                            ).format(number=answer.doc_no, irn=kept.irn)
                        )
                elif (owner := self._owner_of(answer.registered.irn)) is not None:
                    result.problems.append(
                        JOURNAL_EINVOICE.tr(
                            "The IRN given for {number} is already {owner}'s: the portal gives "
                            "each document its own."
                        ).format(number=answer.doc_no, owner=owner)
                    )
                else:
                    self._keep(answer.doc_no, answer.registered, now)
                    result.registered.append(answer.doc_no)
            for cancelled in found.cancelled:
                doc_no = self._confirm_cancelled(cancelled.irn, cancelled.cancelled_at, now)
                if doc_no is None:
                    result.problems.append(
                        JOURNAL_EINVOICE.tr(
                            "The portal cancelled the IRN {irn}, which no document here has."
                        ).format(irn=cancelled.irn)
                    )
                else:
                    result.cancelled.append(doc_no)
        return result

    def _owner_of(self, irn: str) -> str | None:
        """The document that has ``irn``, if any."""
        row = self._conn.execute(
            "SELECT doc_no FROM einvoice_irns WHERE irn = ?", (irn,)
        ).fetchone()
        return None if row is None else str(row["doc_no"])

    def _keep(self, doc_no: str, registered: Registered, now: dt.datetime) -> None:
        self._conn.execute(
            "INSERT INTO einvoice_irns (doc_no, irn, ack_no, ack_at, signed_invoice, signed_qr,"
            " imported_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                doc_no,
                registered.irn,
                registered.ack_no,
                registered.ack_at.isoformat(timespec="seconds"),
                registered.signed_invoice,
                registered.signed_qr,
                now.isoformat(timespec="seconds"),
            ),
        )
        body = {
            "doc_no": doc_no,
            "irn": registered.irn,
            "ack_no": registered.ack_no,
            "ack_at": registered.ack_at.isoformat(timespec="seconds"),
        }
        outbox.add(self._conn, Kind.EINVOICE, f"einvoice:{doc_no}", body, now)

    def ask_cancellation(self, doc_no: str, reason: str, now: dt.datetime) -> None:
        """Record that the IRN of ``doc_no`` is to be cancelled on the portal (reason: the
        portal's code); ``ValueError`` when the document has no IRN or it was asked already."""
        if reason not in CANCEL_REMARKS:
            raise ValueError(f"the portal's cancellation reasons are {tuple(CANCEL_REMARKS)}")
        stamp = now.isoformat(timespec="seconds")
        with self._conn:
            if self.registered(doc_no) is None:
                raise ValueError(
                    JOURNAL_EINVOICE.tr("{number} has no IRN to cancel.").format(number=doc_no)
                )
            try:
                self._conn.execute(
                    "INSERT INTO einvoice_cancels (doc_no, reason, asked_at) VALUES (?, ?, ?)",
                    (doc_no, reason, stamp),
                )
            except sqlite3.IntegrityError:
                raise ValueError(
                    JOURNAL_EINVOICE.tr(
                        "The cancellation of {number}'s IRN was asked already."
                    ).format(number=doc_no)
                ) from None
            body = {"doc_no": doc_no, "reason": reason, "asked_at": stamp}
            outbox.add(self._conn, Kind.EINVOICE, f"einvoice-cancel:{doc_no}", body, now)

    def _confirm_cancelled(self, irn: str, at: dt.datetime, now: dt.datetime) -> str | None:
        """Mark the document of ``irn`` cancelled on the portal at ``at`` (once: a later answer
        saying it again changes nothing); its number, None when no document has that IRN."""
        doc_no = self._owner_of(irn.lower())
        if doc_no is None:
            return None
        cancelled_at = at.isoformat(timespec="seconds")
        changed = self._conn.execute(
            "INSERT INTO einvoice_cancels (doc_no, reason, asked_at, cancelled_at)"
            " VALUES (?, '', ?, ?) ON CONFLICT (doc_no) DO UPDATE SET"
            " cancelled_at = excluded.cancelled_at WHERE cancelled_at IS NULL",
            (doc_no, now.isoformat(timespec="seconds"), cancelled_at),
        ).rowcount
        if changed:
            body = {"doc_no": doc_no, "cancelled_at": cancelled_at}
            outbox.add(self._conn, Kind.EINVOICE, f"einvoice-cancelled:{doc_no}", body, now)
        return doc_no

"""E-invoices in the journal (version 13): the IRP's answer kept on each document, final like the
document itself, and the IRN cancellations asked for until the portal confirms them.

An IRN is written once per document and never removed nor replaced (triggers refuse it, as they
refuse any change to the document), but for an answer a supervisor accepted with a reason, which
is logged: a document with an IRN keeps its number and lines forever.
Each IRN and each cancellation is also an outbox record, for the agency's day close.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from dataclasses import dataclass

from app.domain.einvoice import Registered, TurnoverBand, needs_irn
from app.domain.einvoice_clock import ClockEntry, clock, dated
from app.domain.gst import DocumentKind, TaxDocument
from app.domain.irp_answer import Answer, AnswerFile
from app.domain.irp_check import Expected, mismatches
from app.i18n import Catalogue, Refused
from app.journal import outbox
from app.journal.outbox import Kind
from app.journal.tax import TaxTables
from app.records.einvoice import CANCEL_REMARKS, ImportResult

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
CREATE TABLE IF NOT EXISTS einvoice_accepted (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    doc_no TEXT NOT NULL REFERENCES tax_documents (doc_no),
    irn TEXT NOT NULL CHECK (length(irn) = 64),
    replaced_irn TEXT NOT NULL,
    reason TEXT NOT NULL CHECK (trim(reason) <> ''),
    supervisor TEXT NOT NULL CHECK (trim(supervisor) <> ''),
    accepted_at TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS einvoice_accepted_final_update BEFORE UPDATE ON einvoice_accepted
BEGIN SELECT RAISE(ABORT, 'an accepted answer is final'); END;
CREATE TRIGGER IF NOT EXISTS einvoice_accepted_final_delete BEFORE DELETE ON einvoice_accepted
BEGIN SELECT RAISE(ABORT, 'an accepted answer is final'); END;
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
# An IRN is final, but for the replacement a supervisor accepted (logged in einvoice_accepted).
_FINAL_UPDATE = """
CREATE TRIGGER einvoice_irns_final_update BEFORE UPDATE ON einvoice_irns
WHEN NEW.doc_no <> OLD.doc_no OR NOT EXISTS (SELECT 1 FROM einvoice_accepted a
    WHERE a.doc_no = OLD.doc_no AND a.irn = NEW.irn AND a.replaced_irn = OLD.irn)
BEGIN SELECT RAISE(ABORT, 'an IRN is final'); END;
"""


def einvoice_schema(conn: sqlite3.Connection) -> None:
    """The e-invoice tables, and the IRN's update trigger as it is now (a journal made before
    replacements were accepted has the one that refused every update)."""
    conn.executescript(EINVOICE_SCHEMA)
    row = conn.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'trigger'"
        " AND name = 'einvoice_irns_final_update'"
    ).fetchone()
    if row is None or "einvoice_accepted" not in row[0]:
        with conn:
            conn.execute("DROP TRIGGER IF EXISTS einvoice_irns_final_update")
            conn.execute(_FINAL_UPDATE)


@dataclass(frozen=True, slots=True)
class Accepted:
    """An answer a supervisor accepted against the checks, and why (``replaced_irn``: the IRN
    it replaced, '' when the document had none)."""

    doc_no: str
    irn: str
    replaced_irn: str
    reason: str
    supervisor: str
    accepted_at: dt.datetime


def _registered(row: sqlite3.Row) -> Registered:
    return Registered(
        row["irn"],
        row["ack_no"],
        dt.datetime.fromisoformat(row["ack_at"]),
        row["signed_invoice"],
        row["signed_qr"],
    )


class EinvoiceTables:
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
        book = TaxTables(self._conn)
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
        book = TaxTables(self._conn)
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
                    result.refused.append(answer)
                elif kept is not None:
                    if kept.irn == answer.registered.irn:
                        result.known.append(answer.doc_no)
                    else:
                        result.problems.append(
                            JOURNAL_EINVOICE.tr(
                                "{number} already has the IRN {irn}; an IRN is never replaced."
                            ).format(number=answer.doc_no, irn=kept.irn)
                        )
                        result.refused.append(answer)
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

    def accept(self, answer: Answer, reason: str, supervisor: str, now: dt.datetime) -> None:
        """Keep ``answer`` on its document although the checks refused it, on ``supervisor``'s
        word and for ``reason`` (both logged, and sent to the agency store): the IRN formula
        cannot be checked against the live portal here, and an answer kept in error is replaced
        so. ``Refused`` (a sentence) without a reason, for a document this counter never
        issued, or for an IRN another document has."""
        reason, supervisor = " ".join(reason.split()), " ".join(supervisor.split())
        if not reason or not supervisor:
            raise Refused(
                JOURNAL_EINVOICE.tr(
                    "Say why the portal's answer is accepted (the reason is logged)."
                )
            )
        if TaxTables(self._conn).document(answer.doc_no) is None:
            raise Refused(
                JOURNAL_EINVOICE.tr(
                    "The portal answered for {number}, which this counter never issued."
                ).format(number=answer.doc_no)
            )
        registered = answer.registered
        with self._conn:
            owner = self._owner_of(registered.irn)
            if owner is not None:
                raise Refused(
                    JOURNAL_EINVOICE.tr(
                        "The IRN given for {number} is already {owner}'s: the portal gives "
                        "each document its own."
                    ).format(number=answer.doc_no, owner=owner)
                )
            kept = self.registered(answer.doc_no)
            replaced = "" if kept is None else kept.irn
            stamp = now.isoformat(timespec="seconds")
            self._conn.execute(
                "INSERT INTO einvoice_accepted (doc_no, irn, replaced_irn, reason, supervisor,"
                " accepted_at) VALUES (?, ?, ?, ?, ?, ?)",
                (answer.doc_no, registered.irn, replaced, reason, supervisor, stamp),
            )
            body = {
                "doc_no": answer.doc_no,
                "irn": registered.irn,
                "replaced_irn": replaced,
                "reason": reason,
                "supervisor": supervisor,
                "accepted_at": stamp,
            }
            record = f"einvoice-accepted:{answer.doc_no}:{registered.irn}"
            outbox.add(self._conn, Kind.EINVOICE, record, body, now)
            if kept is None:
                self._keep(answer.doc_no, registered, now)
            else:
                self._conn.execute(
                    "UPDATE einvoice_irns SET irn = ?, ack_no = ?, ack_at = ?,"
                    " signed_invoice = ?, signed_qr = ?, imported_at = ? WHERE doc_no = ?",
                    (
                        registered.irn,
                        registered.ack_no,
                        registered.ack_at.isoformat(timespec="seconds"),
                        registered.signed_invoice,
                        registered.signed_qr,
                        stamp,
                        answer.doc_no,
                    ),
                )

    def accepted(self, doc_no: str) -> list[Accepted]:
        """The answers supervisors accepted for ``doc_no``, oldest first."""
        rows = self._conn.execute(
            "SELECT * FROM einvoice_accepted WHERE doc_no = ? ORDER BY seq", (doc_no,)
        ).fetchall()
        return [
            Accepted(
                row["doc_no"],
                row["irn"],
                row["replaced_irn"],
                row["reason"],
                row["supervisor"],
                dt.datetime.fromisoformat(row["accepted_at"]),
            )
            for row in rows
        ]

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

"""The e-invoice files: a document's INV-01 JSON, a day's bulk file for the portal, and the
portal's answer file read onto the journal. Each opens the journal on a connection of its own,
so it runs in a worker thread, never on the UI's."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

from app.domain.einvoice import (
    EinvoiceProblem,
    Registered,
    Seller,
    TurnoverBand,
    bulk_json,
    einvoice_json,
    needs_irn,
)
from app.domain.file_names import file_in, safe_name
from app.domain.gst import TaxDocument
from app.domain.irp_answer import Answer, AnswerFile, read_answer_file
from app.i18n import Catalogue
from app.journal.einvoice import EinvoiceTables
from app.journal.schema import connect
from app.journal.tax import TaxTables
from app.records.einvoice import CANCEL_REMARKS, ImportResult

EINVOICE_FILES = Catalogue("EINVOICE_FILES")

# An answer file is a few kilobytes per document: anything larger is not the portal's.
MAX_ANSWER_BYTES = 20 * 1024 * 1024


@contextmanager
def _journal(database: Path) -> Iterator[sqlite3.Connection]:
    with closing(connect(database)) as conn:
        yield conn


def _original(book: EinvoiceTables, document: TaxDocument) -> Registered | None:
    return None if document.original_no is None else book.registered(document.original_no)


def _write(path: Path, content: Any) -> Path:
    path.write_text(json.dumps(content, indent=2, ensure_ascii=False), encoding="utf-8")
    return path


def file_name(doc_no: str) -> str:
    """The file of one document's e-invoice: ``einvoice-PB1-26-000123.json``."""
    return f"einvoice-{_number_part(doc_no)}.json"


def _number_part(doc_no: str) -> str:
    # The "/" of a number is a "-" in its file name as before; anything else a path acts on is
    # encoded (a number also comes back in the portal's answers).
    return safe_name(doc_no.replace("/", "-"))


def export_document(database: Path, doc_no: str, seller: Seller, folder: Path) -> Path:
    """Write the e-invoice of the document ``doc_no`` into ``folder``; its path.
    ``EinvoiceProblem`` (a sentence) when it has none to write, ``OSError`` when it cannot."""
    with _journal(database) as conn:
        document = TaxTables(conn).document(doc_no.strip())
        if document is None:
            raise EinvoiceProblem(
                EINVOICE_FILES.tr(
                    "No invoice or credit note of this counter is numbered {number}."
                ).format(number=doc_no.strip())
            )
        book = EinvoiceTables(conn)
        if book.registered(document.doc_no) is not None:
            raise EinvoiceProblem(
                EINVOICE_FILES.tr("{number} has its IRN already: it is not reported again.").format(
                    number=document.doc_no
                )
            )
        content = einvoice_json(document, seller, _original(book, document))
    return _write(file_in(folder, file_name(document.doc_no)), content)


def export_day(
    database: Path, day: dt.date, seller: Seller, band: TurnoverBand, folder: Path
) -> tuple[Path, int]:
    """Write the portal's bulk file of ``day``: every document of that day that needs an IRN
    and has none; its path and how many it holds (``EinvoiceProblem`` when none)."""
    with _journal(database) as conn:
        book = EinvoiceTables(conn)
        waiting = [
            document
            for document in TaxTables(conn).documents(day, day)
            if needs_irn(document, band) and book.registered(document.doc_no) is None
        ]
        if not waiting:
            raise EinvoiceProblem(
                EINVOICE_FILES.tr(
                    "No B2B invoice or credit note of that day is waiting for an IRN."
                )
            )
        originals = {
            number: registered
            for document in waiting
            if (number := document.original_no) and (registered := book.registered(number))
        }
        content = bulk_json(waiting, seller, originals)
    path = _write(file_in(folder, f"einvoice-bulk-{day.isoformat()}.json"), content)
    return path, len(content)


def cancel_irn(database: Path, doc_no: str, reason: str, folder: Path, now: dt.datetime) -> Path:
    """Record that the IRN of ``doc_no`` is to be cancelled (reason: the portal's code) and
    write the portal's cancellation JSON into ``folder``; its path. ``EinvoiceProblem`` when
    the document has no IRN or its cancellation was asked already."""
    number = doc_no.strip()
    with _journal(database) as conn:
        book = EinvoiceTables(conn)
        registered = book.registered(number)
        if registered is None:
            raise EinvoiceProblem(
                EINVOICE_FILES.tr("{number} has no IRN to cancel.").format(number=number)
            )
        try:
            book.ask_cancellation(number, reason, now)
        except ValueError as asked:
            raise EinvoiceProblem(str(asked)) from None
    content = {"Irn": registered.irn, "CnlRsn": reason, "CnlRem": CANCEL_REMARKS[reason]}
    return _write(file_in(folder, f"einvoice-cancel-{_number_part(number)}.json"), content)


def read_answers(path: Path) -> AnswerFile:
    """The portal's answer file at ``path`` (read under a cap; ``OSError`` when unreadable)."""
    with path.open("rb") as file:
        raw = file.read(MAX_ANSWER_BYTES + 1)
    if len(raw) > MAX_ANSWER_BYTES:
        return AnswerFile(
            problems=[EINVOICE_FILES.tr("The file is too large to be the portal's answer.")]
        )
    return read_answer_file(raw.decode("utf-8-sig", errors="replace"))


def accept_answers(
    database: Path, answers: list[Answer], reason: str, supervisor: str, now: dt.datetime
) -> list[str]:
    """Keep ``answers`` (refused by the checks) on ``supervisor``'s word for ``reason``, in
    one transaction each; their documents' numbers. ``ValueError`` (a sentence) when one
    cannot be kept even so."""
    with _journal(database) as conn:
        book = EinvoiceTables(conn)
        for answer in answers:
            book.accept(answer, reason, supervisor, now)
    return [answer.doc_no for answer in answers]


def import_answers(database: Path, path: Path, now: dt.datetime, seller: Seller) -> ImportResult:
    """Read the portal's answer file at ``path`` onto the journal's documents, each answer
    checked against its document as reported by ``seller``."""
    found = read_answers(path)
    with _journal(database) as conn:
        return EinvoiceTables(conn).import_answers(found, now, seller.registration.gstin)

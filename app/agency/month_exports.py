"""The agency's month's exports: the month's papers of every counter read from the store (its
invoices and credit notes, its books' GST) and made into the exports a counter's month makes
(``app.journal.month_exports.MONTH_FILES``). The owner's close of the agency's month keeps
their SHA-256 (``close-month``); an export of the month made later is stamped with that close
and says each re-opening (docs/decisions/month-lock.md)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from psycopg import AsyncConnection

from app.agency.months import agency_month_acts, close_agency_month
from app.agency.queries import books_gst, tax_documents
from app.domain.gst import TallyLedgers
from app.journal.book_vouchers import BookVoucher
from app.journal.gst_export import BooksGst, ExportedDocument
from app.journal.month_close import MonthAct, first_day, last_day
from app.journal.month_closing import reopened_lines
from app.journal.month_exports import ExportSettings, MonthStamp, papers_exports, sha256s

if TYPE_CHECKING:
    from psycopg_pool import AsyncConnectionPool

# How a reader runs a query on the store's pool (``AgencyController.read``, ``AgencyReads.read``).
Reader = Callable[[Callable[[Any], Awaitable[Any]]], Awaitable[Any]]


@dataclass(frozen=True, slots=True)
class StorePapers:
    """A month's papers of every counter, as the store holds them. The store's books are not
    Tally's: the agency's Tally import is its documents' vouchers (each counter's books go to
    Tally from the counter's own export)."""

    month: str
    issued: tuple[ExportedDocument, ...]
    gst: BooksGst
    by_counter: bool = True

    def documents(self) -> tuple[ExportedDocument, ...]:
        """Every counter's documents of the month."""
        return self.issued

    def book_vouchers(self, _ledgers: TallyLedgers) -> Sequence[BookVoucher]:
        """None: the agency's Tally import holds the documents' vouchers alone."""
        return ()

    def books_gst(self) -> BooksGst:
        """Every counter's books' GST of the month."""
        return self.gst


async def store_papers(read: Reader, month: str) -> StorePapers:
    """Every counter's papers of ``month`` read from the store with ``read``."""
    first, last = first_day(month), last_day(month)
    documents = await read(lambda pool: tax_documents(pool, first, last))
    gst = await read(lambda pool: books_gst(pool, first, last))
    return StorePapers(month, tuple(documents), gst)


async def month_acts(read: Reader, month: str) -> list[MonthAct]:
    """Every close and re-opening of the agency's ``month``, in order."""

    async def acts(pool: AsyncConnectionPool[Any]) -> list[MonthAct]:
        async with pool.connection() as conn:
            return await agency_month_acts(conn, month)

    result: list[MonthAct] = await read(acts)
    return result


async def close_with_exports(
    conn: AsyncConnection[Any],
    read: Reader,
    month: str,
    now: dt.datetime,
    settings: ExportSettings,
    reason: str = "",
) -> int:
    """Close the agency's ``month`` on the owner's ``conn`` at ``now`` (to the second): its
    exports made from the store (``read``) at that moment, each saying the month's earlier
    re-openings, and their SHA-256 kept with the close, with the settings'. The act's number;
    the store refuses (``psycopg.Error``) as ``close_agency_month`` says."""
    made = now.replace(microsecond=0)
    stamp = MonthStamp(made, reopened_lines(await month_acts(read, month)), closed=True)
    papers = await store_papers(read, month)
    hashes = sha256s(papers_exports(papers, settings, stamp))
    return await close_agency_month(conn, month, made, hashes, settings.sha256(), reason)

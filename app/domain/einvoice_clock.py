"""The e-invoice clock: each B2B document still without an IRN with its age (warned from 20 days
where the portal's 30-day limit applies, late after it), and each IRN whose cancellation on the
portal is asked for, due within 24 hours of the IRN."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from app.domain.einvoice import TurnoverBand
from app.domain.gst import DocumentKind, TaxDocument
from app.figures import date_text, stamp_text
from app.i18n import Catalogue

EINVOICE_CLOCK = Catalogue("EINVOICE_CLOCK")

WARN_FROM_DAYS = 20
CANCEL_WITHIN = dt.timedelta(hours=24)


class Due(StrEnum):
    """Where a document stands on the clock."""

    REPORT = "report"  # to report, in time
    WARN = "warn"  # to report, the limit near
    LATE = "late"  # past the limit: the portal refuses it
    CANCEL = "cancel"  # its IRN to cancel, in time
    CANCEL_LATE = "cancel_late"  # past 24 hours: only a credit note undoes it now


@dataclass(frozen=True, slots=True)
class ClockEntry:
    """A document on the clock: its number and kind, when it was issued (or its IRN given, for
    a cancellation), its age and its state, and the moment it is due by (None: no limit)."""

    doc_no: str
    kind: DocumentKind
    since: dt.datetime
    age: dt.timedelta
    due: Due
    due_by: dt.datetime | None

    @property
    def urgent(self) -> bool:
        """Whether staff must act now (warned, late, or a cancellation)."""
        return self.due is not Due.REPORT

    def describe(self) -> str:
        """One sentence for staff, in the current language."""
        kind = (
            EINVOICE_CLOCK.tr("Credit note")
            if self.kind is DocumentKind.CREDIT
            else EINVOICE_CLOCK.tr("Invoice")
        )
        days = self.age.days
        if self.due is Due.CANCEL:
            hours = int(self.age.total_seconds() // 3600)
            return EINVOICE_CLOCK.tr(
                "{kind} {number}: cancel its IRN on the portal by {moment} (IRN given %n hour(s) "
                "ago).",
                "",
                hours,
            ).format(kind=kind, number=self.doc_no, moment=_moment(self.due_by))
        if self.due is Due.CANCEL_LATE:
            return EINVOICE_CLOCK.tr(
                "{kind} {number}: its IRN is over 24 hours old and can no longer be cancelled on "
                "the portal; issue a credit note instead."
            ).format(kind=kind, number=self.doc_no)
        if self.due is Due.LATE:
            return EINVOICE_CLOCK.tr(
                "{kind} {number}: %n day(s) old, past the portal's 30 days; it can no longer be "
                "reported. Tell the accountant.",
                "",
                days,
            ).format(kind=kind, number=self.doc_no)
        if self.due is Due.WARN:
            return EINVOICE_CLOCK.tr(
                "{kind} {number}: %n day(s) old, report it to the portal by {day}.", "", days
            ).format(kind=kind, number=self.doc_no, day=_day(self.due_by))
        return EINVOICE_CLOCK.tr(
            "{kind} {number}: %n day(s) old, without an IRN.", "", days
        ).format(kind=kind, number=self.doc_no)


def _day(moment: dt.datetime | None) -> str:
    return "" if moment is None else date_text(moment.date())


def _moment(moment: dt.datetime | None) -> str:
    return "" if moment is None else stamp_text(moment)


# A document on the clock: its number, kind and when it was issued (or its IRN given).
Dated = tuple[str, DocumentKind, dt.datetime]


def dated(document: TaxDocument) -> Dated:
    """``document``'s number, kind and time of issue."""
    return document.doc_no, document.kind, document.issued_at


def report_entry(document: Dated, band: TurnoverBand, now: dt.datetime) -> ClockEntry:
    """``document``, still without an IRN, on the clock at ``now``: its age in calendar days
    (issued today is 0); with a limit, warned from 20 days and late after the last day."""
    doc_no, kind, issued = document
    days = (now.date() - issued.date()).days
    limit = band.report_within_days
    if limit is None:
        due, due_by = Due.REPORT, None
    else:
        due_by = dt.datetime.combine(
            issued.date() + dt.timedelta(days=limit), dt.time(23, 59, 59), issued.tzinfo
        )
        due = Due.LATE if days > limit else Due.WARN if days >= WARN_FROM_DAYS else Due.REPORT
    return ClockEntry(doc_no, kind, issued, now - issued, due, due_by)


def cancel_entry(
    doc_no: str, kind: DocumentKind, irn_at: dt.datetime, now: dt.datetime
) -> ClockEntry:
    """An IRN given at ``irn_at`` whose cancellation is asked for, on the clock at ``now``."""
    due_by = irn_at + CANCEL_WITHIN
    due = Due.CANCEL if now <= due_by else Due.CANCEL_LATE
    return ClockEntry(doc_no, kind, irn_at, now - irn_at, due, due_by)


def clock(
    unreported: Iterable[Dated],
    cancellations: Iterable[Dated],
    band: TurnoverBand,
    now: dt.datetime,
) -> list[ClockEntry]:
    """The clock at ``now`` of the documents ``unreported`` (issued when) and the IRNs whose
    cancellation is asked (given when): cancellations first (hours count), then the documents
    to report, oldest first. Nothing when the band needs no e-invoices."""
    if not band.needs_irn:
        return []
    cancels = [cancel_entry(doc_no, kind, at, now) for doc_no, kind, at in cancellations]
    reports = [report_entry(document, band, now) for document in unreported]
    return sorted(cancels, key=lambda e: e.since) + sorted(reports, key=lambda e: e.since)

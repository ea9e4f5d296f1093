"""GSTR-1 of a period as the return's tables, from the documents issued: which table each
invoice and credit note goes to, the HSN/SAC summary in its B2B and B2C parts (Table 12) and
the documents issued (Table 13). The CSVs (``gstr1_csv``) and the JSON (``gstr1_json``) are
written from these tables, so the two cannot disagree.

Only taxed lines are reported as supplies: the pure agent's reimbursement, a discount off it and
the round off are not the value of any supply of the agency (rule 33), so an invoice made of them
alone is in Table 13 and in no value table. An unregistered agency files no return: its receipts
are not tax documents and never reach this module.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from app.domain.gst import DocumentKind, TaxDocument, TaxLine
from app.domain.money import ZERO, money

# Rule 59(4): inter-state supplies to unregistered persons above one lakh rupees are reported
# invoice by invoice (Table 5, b2cl) from 1 August 2024 (two and a half lakh before).
B2CL_LIMIT = Decimal("100000.00")

SAC_DESCRIPTIONS = {
    "998551": "Reservation services for transportation",
    "998552": "Reservation services for accommodation, cruises and package tours",
    "998555": "Tour operator services",
}


class Table(StrEnum):
    """Where a document is reported among the return's value tables."""

    B2B = "b2b"
    B2CL = "b2cl"
    B2CS = "b2cs"
    CDNR = "cdnr"
    CDNUR = "cdnur"


@dataclass(frozen=True, slots=True)
class RateLine:
    """A document's taxed lines at one rate, added up (a table's item)."""

    rate: Decimal
    taxable: Decimal
    igst: Decimal
    cgst: Decimal
    sgst: Decimal


@dataclass(frozen=True, slots=True)
class Filed:
    """A document as a value table reports it: its table, value and items by rate."""

    document: TaxDocument
    table: Table
    items: tuple[RateLine, ...]

    @property
    def value(self) -> Decimal:
        """The invoice or note value: everything it says, untaxed lines included."""
        return self.document.totals.total

    @property
    def sign(self) -> int:
        """1 for an invoice, -1 for a credit note."""
        return -1 if self.document.kind is DocumentKind.CREDIT else 1


@dataclass(frozen=True, slots=True)
class B2csRow:
    """Table 7: consumers' supplies of one place and rate, net of their credit notes."""

    place: str
    inter_state: bool
    rate: Decimal
    taxable: Decimal
    igst: Decimal
    cgst: Decimal
    sgst: Decimal


@dataclass(frozen=True, slots=True)
class HsnRow:
    """Table 12: one SAC at one rate, net of credit notes, in the B2B or the B2C part."""

    sac: str
    rate: Decimal
    taxable: Decimal
    igst: Decimal
    cgst: Decimal
    sgst: Decimal

    @property
    def description(self) -> str:
        """The SAC's description as the portal's list gives it."""
        return SAC_DESCRIPTIONS.get(self.sac, "")

    @property
    def value(self) -> Decimal:
        """Taxable value plus tax."""
        return money(self.taxable + self.igst + self.cgst + self.sgst)


class DocType(StrEnum):
    """Table 13's natures of document this agency issues, by the portal's numbers."""

    INVOICE = "Invoices for outward supply"
    CREDIT_NOTE = "Credit Note"

    @property
    def number(self) -> int:
        """The portal's ``doc_num``."""
        return 1 if self is DocType.INVOICE else 5


@dataclass(frozen=True, slots=True)
class DocRange:
    """Table 13: one series of one nature of document, from and to, with its counts."""

    doc_type: DocType
    first: str
    last: str
    total: int
    cancelled: int

    @property
    def net(self) -> int:
        """Net issued: the total less those cancelled."""
        return self.total - self.cancelled


@dataclass(frozen=True, slots=True)
class Gstr1Tables:
    """The period's return: the value tables document by document, Table 7 aggregated, Table
    12 in its two parts and Table 13."""

    filed: tuple[Filed, ...]
    b2cs: tuple[B2csRow, ...]
    hsn_b2b: tuple[HsnRow, ...]
    hsn_b2c: tuple[HsnRow, ...]
    docs: tuple[DocRange, ...]

    def of(self, table: Table) -> list[Filed]:
        """The documents reported one by one in ``table``."""
        return [item for item in self.filed if item.table is table]


def _add(sums: list[Decimal], line: TaxLine | RateLine, sign: int = 1) -> None:
    """Add ``line``'s taxable value, IGST, CGST and SGST (times ``sign``) into ``sums``."""
    for i, amount in enumerate((line.taxable, line.igst, line.cgst, line.sgst)):
        sums[i] = money(sums[i] + amount * sign)


def rate_lines(lines: Iterable[TaxLine]) -> tuple[RateLine, ...]:
    """The taxed lines of a document added up by rate (untaxed lines are no supply)."""
    by_rate: dict[Decimal, list[Decimal]] = {}
    for line in lines:
        if line.sac:
            _add(by_rate.setdefault(line.rate, [ZERO] * 4), line)
    return tuple(RateLine(rate, *sums) for rate, sums in sorted(by_rate.items()))


def is_large(document: TaxDocument, value: Decimal) -> bool:
    """A consumer's inter-state supply of an invoice above the b2cl limit."""
    basis = document.basis
    return not basis.buyer.is_business and not basis.intra_state and value > B2CL_LIMIT


def table_of(document: TaxDocument) -> Table:
    """The value table ``document`` is reported in: a credit note follows its invoice."""
    business = document.basis.buyer.is_business
    if document.kind is DocumentKind.INVOICE:
        if business:
            return Table.B2B
        return Table.B2CL if is_large(document, document.totals.total) else Table.B2CS
    if business:
        return Table.CDNR
    original = document.original_value
    return Table.CDNUR if original is not None and is_large(document, original) else Table.B2CS


def gstr1_tables(documents: Sequence[TaxDocument]) -> Gstr1Tables:
    """The return of ``documents`` (the period's tax invoices and credit notes)."""
    filed: list[Filed] = []
    b2cs: dict[tuple[str, Decimal], list[Decimal]] = {}
    intra: dict[str, bool] = {}
    hsn: dict[tuple[bool, str, Decimal], list[Decimal]] = {}
    for document in documents:
        items = rate_lines(document.lines)
        table = table_of(document)
        sign = -1 if document.kind is DocumentKind.CREDIT else 1
        if table is Table.B2CS:
            place = document.basis.place_of_supply
            intra[place] = document.basis.intra_state
            for item in items:
                _add(b2cs.setdefault((place, item.rate), [ZERO] * 4), item, sign)
        elif items:
            filed.append(Filed(document, table, items))
        business = document.basis.buyer.is_business
        for line in document.lines:
            if line.sac:
                _add(hsn.setdefault((business, line.sac, line.rate), [ZERO] * 4), line, sign)
    return Gstr1Tables(
        filed=tuple(filed),
        # A place or code whose supplies were all credited back in the period is no row.
        b2cs=tuple(
            B2csRow(place, not intra[place], rate, *sums)
            for (place, rate), sums in sorted(b2cs.items())
            if any(sums)
        ),
        hsn_b2b=_hsn_rows(hsn, business=True),
        hsn_b2c=_hsn_rows(hsn, business=False),
        docs=documents_issued(documents),
    )


def _hsn_rows(
    sums: dict[tuple[bool, str, Decimal], list[Decimal]], business: bool
) -> tuple[HsnRow, ...]:
    return tuple(
        HsnRow(sac, rate, *heads)
        for (b2b, sac, rate), heads in sorted(sums.items())
        if b2b is business and any(heads)
    )


# A number's series and serial: everything up to its last run of digits, and those digits.
_SERIAL = re.compile(r"^(?P<series>.*?)(?P<serial>\d+)$")


def documents_issued(documents: Iterable[TaxDocument]) -> tuple[DocRange, ...]:
    """Table 13: per nature of document and series, the first and last number issued, how many
    the range holds and how many of them were not issued (cancelled or never printed); a
    document listed twice (a reprint) counts once."""
    series: dict[tuple[DocType, str], dict[int, str]] = {}
    for document in documents:
        kind = DocType.CREDIT_NOTE if document.kind is DocumentKind.CREDIT else DocType.INVOICE
        found = _SERIAL.match(document.doc_no)
        prefix, serial = (document.doc_no, 0) if found is None else found.groups()
        series.setdefault((kind, str(prefix)), {})[int(serial)] = document.doc_no
    ranges = []
    for (kind, _prefix), numbers in sorted(series.items(), key=lambda k: (k[0][0].number, k[0][1])):
        low, high = min(numbers), max(numbers)
        total = high - low + 1
        ranges.append(DocRange(kind, numbers[low], numbers[high], total, total - len(numbers)))
    return tuple(ranges)


def return_period(day: dt.date) -> str:
    """The return period of ``day`` as the portal writes it (``fp``): ``122026``."""
    return f"{day.month:02d}{day.year}"

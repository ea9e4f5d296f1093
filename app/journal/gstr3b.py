"""GSTR-3B's figures of a month, in the form's tables: 3.1 (outward supplies), 3.2 (inter-state
supplies to unregistered persons by place of supply) and 4 (eligible input tax credit), with
the differences between the return and the books listed by document
(docs/decisions/gstr3b-figures.md).

3.1 and 3.2 are read off the month's GSTR-1 tables (``gstr1``), never computed again from the
documents, so the two returns cannot disagree; table 4 is the books' ``gst:input`` of the month.
The app makes no zero-rated, nil-rated, exempt or non-GST supply (a pure agent's reimbursement is
no supply of its own, docs/decisions/gstr1-pure-agent.md): those rows are zero. It holds nothing
of inward supplies liable to reverse charge, imports or an input service distributor: those rows
are empty, and the papers say so. The CSV is written here (English, as the offline tool's
files); the PDF's page is ``app.reports.gstr3b``'s.
"""

from __future__ import annotations

import csv
import dataclasses
import datetime as dt
import io
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any

from app.domain.gst import DocumentKind, TaxDocument, offline_tool_place
from app.domain.money import ZERO, money
from app.journal.gstr1 import Gstr1Tables, Table, rate_lines


@dataclass(frozen=True, slots=True)
class Supplies:
    """A row of 3.1: total taxable value and the tax by head (State/UT tax is SGST or UTGST;
    cess is never levied on what the agency supplies)."""

    taxable: Decimal = ZERO
    integrated: Decimal = ZERO
    central: Decimal = ZERO
    state: Decimal = ZERO
    cess: Decimal = ZERO

    @property
    def tax(self) -> Decimal:
        """The row's tax, all heads."""
        return money(self.integrated + self.central + self.state + self.cess)


@dataclass(frozen=True, slots=True)
class PlaceSupplies:
    """A row of 3.2: inter-state supplies to unregistered persons of one place of supply."""

    place: str
    taxable: Decimal
    integrated: Decimal


@dataclass(frozen=True, slots=True)
class Booked:
    """The books' output GST of one entry of the month, by head (credits less debits: a
    credit note's entry takes back)."""

    counter: str
    event_id: str
    integrated: Decimal
    central: Decimal
    state: Decimal


class Why(StrEnum):
    """Why a document's figure in GSTR-3B differs from the books', or is listed beside them."""

    # A document of the month whose entry in the month's books carries another tax, or none.
    NOT_BOOKED = "not booked"
    # Output GST in the month's books of no document of the month.
    NOT_FILED = "not filed"
    # A credit note of the month of an invoice of an earlier month: it lowers this month's
    # 3.1, not the return its invoice was filed in.
    EARLIER_INVOICE = "earlier invoice"


@dataclass(frozen=True, slots=True)
class Difference:
    """A document (or the books' entry) listed: its reference, why, the tax GSTR-3B counts of
    it, the output GST the month's books hold of it, and the invoice a note is of."""

    reference: str
    why: Why
    returned: Decimal
    booked: Decimal
    original: str = ""


@dataclass(frozen=True, slots=True)
class Gstr3b:
    """A month's GSTR-3B figures for ``gstin``: 3.1 (a), 3.2, 4 (A)(5), the books' output GST
    by head and the differences by document."""

    gstin: str
    period: str
    first: dt.date
    last: dt.date
    outward: Supplies
    unregistered: tuple[PlaceSupplies, ...]
    input_credit: Decimal
    books_output: Supplies
    differences: tuple[Difference, ...]

    @property
    def net_input(self) -> Decimal:
        """4 (C): the ITC available less the ITC reversed (none: the app reverses nothing)."""
        return self.input_credit


def _entry_of(document: TaxDocument) -> str:
    """The money event whose entry books ``document``'s output GST: its sale, or the note."""
    if document.kind is DocumentKind.CREDIT:
        return f"credit_note:{document.doc_no}"
    return f"sale:{document.sale_request_id}"


def outward_supplies(tables: Gstr1Tables) -> Supplies:
    """3.1 (a): GSTR-1's value tables added up, credit notes taken off (b2b, b2cl, cdnr and
    cdnur document by document, b2cs as filed net)."""
    sums = [ZERO] * 4
    rows: list[tuple[int, Any]] = [
        (item.sign, line) for item in tables.filed for line in item.items
    ]
    rows += [(1, row) for row in tables.b2cs]
    for sign, row in rows:
        for i, amount in enumerate((row.taxable, row.igst, row.cgst, row.sgst)):
            sums[i] += amount * sign
    return Supplies(*map(money, sums))


def unregistered_supplies(tables: Gstr1Tables) -> tuple[PlaceSupplies, ...]:
    """3.2: GSTR-1's inter-state supplies to consumers (b2cl less cdnur, b2cs's inter-state
    rows) by place of supply; a place whose supplies were all credited back is no row."""
    by_place: dict[str, list[Decimal]] = {}
    for item in (*tables.of(Table.B2CL), *tables.of(Table.CDNUR)):
        for line in item.items:
            sums = by_place.setdefault(item.document.basis.place_of_supply, [ZERO, ZERO])
            sums[0] += line.taxable * item.sign
            sums[1] += line.igst * item.sign
    for row in tables.b2cs:
        if row.inter_state:
            sums = by_place.setdefault(row.place, [ZERO, ZERO])
            sums[0] += row.taxable
            sums[1] += row.igst
    return tuple(
        PlaceSupplies(place, money(taxable), money(igst))
        for place, (taxable, igst) in sorted(by_place.items())
        if taxable or igst
    )


def _document_tax(document: TaxDocument) -> tuple[Decimal, Decimal, Decimal]:
    """``document``'s output GST by head as a value table files it (its taxed lines), signed."""
    sign = -1 if document.kind is DocumentKind.CREDIT else 1
    lines = rate_lines(document.lines)
    return (
        money(sum((line.igst for line in lines), ZERO) * sign),
        money(sum((line.cgst for line in lines), ZERO) * sign),
        money(sum((line.sgst for line in lines), ZERO) * sign),
    )


def _total(heads: tuple[Decimal, Decimal, Decimal]) -> Decimal:
    return money(sum(heads, ZERO))


def differences(
    documents: Sequence[TaxDocument], booked: Iterable[Booked], first: dt.date, *, by_counter: bool
) -> tuple[Difference, ...]:
    """Each document of the month whose output GST the month's books hold otherwise, each
    entry of the month's books with output GST of no document of the month, then each credit
    note of an invoice of an earlier month. ``by_counter``: the books and the documents are
    every counter's (the agency's), told apart by the counter's code."""
    returned: dict[tuple[str, str], tuple[TaxDocument, tuple[Decimal, Decimal, Decimal]]] = {}
    for document in documents:
        key = (document.counter if by_counter else "", _entry_of(document))
        returned[key] = (document, _document_tax(document))
    books = {
        (entry.counter if by_counter else "", entry.event_id): (
            entry.integrated,
            entry.central,
            entry.state,
        )
        for entry in booked
    }
    nothing = (ZERO, ZERO, ZERO)
    found = []
    for key in dict.fromkeys([*returned, *books]):
        held = books.get(key, nothing)
        if key in returned:
            document, filed = returned[key]
            if filed != held:
                found.append(
                    Difference(document.doc_no, Why.NOT_BOOKED, _total(filed), _total(held))
                )
        elif held != nothing:
            found.append(Difference(key[1], Why.NOT_FILED, ZERO, _total(held)))
    for document, filed in returned.values():
        earlier = document.original_issued_at
        if document.kind is DocumentKind.CREDIT and earlier is not None and earlier.date() < first:
            original = f"{document.original_no or ''} {earlier.date().isoformat()}".strip()
            held = books.get((document.counter if by_counter else "", _entry_of(document)), nothing)
            found.append(
                Difference(
                    document.doc_no, Why.EARLIER_INVOICE, _total(filed), _total(held), original
                )
            )
    return tuple(found)


def gstr3b_figures(
    tables: Gstr1Tables,
    documents: Sequence[TaxDocument],
    booked: Sequence[Booked],
    input_credit: Decimal,
    gstin: str,
    first: dt.date,
    last: dt.date,
    *,
    by_counter: bool = False,
) -> Gstr3b:
    """GSTR-3B of the month ``first`` to ``last``: ``tables`` the GSTR-1 of its ``documents``
    (those a return files), ``booked`` the books' output GST of the month by entry,
    ``input_credit`` the books' ``gst:input`` of the month."""
    books = Supplies(
        integrated=money(sum((entry.integrated for entry in booked), ZERO)),
        central=money(sum((entry.central for entry in booked), ZERO)),
        state=money(sum((entry.state for entry in booked), ZERO)),
    )
    return Gstr3b(
        gstin=gstin,
        period=f"{first.month:02d}{first.year}",
        first=first,
        last=last,
        outward=outward_supplies(tables),
        unregistered=unregistered_supplies(tables),
        input_credit=money(input_credit),
        books_output=books,
        differences=differences(documents, booked, first, by_counter=by_counter),
    )


# --- the answer of the export's process, and back -------------------------------------------


def figures_json(figures: Gstr3b) -> dict[str, Any]:
    """``figures`` as JSON (amounts and dates as text), for the export's process to answer."""

    def plain(value: Any) -> Any:
        if isinstance(value, Decimal):
            return str(value)
        if isinstance(value, dt.date):
            return value.isoformat()
        if isinstance(value, (list, tuple)):
            return [plain(item) for item in value]
        if isinstance(value, dict):
            return {key: plain(item) for key, item in value.items()}
        return value  # text, and a ``Why`` (text too)

    found: dict[str, Any] = plain(dataclasses.asdict(figures))
    return found


def figures_of_json(found: Mapping[str, Any]) -> Gstr3b:
    """The figures ``figures_json`` wrote."""

    def supplies(row: Mapping[str, str]) -> Supplies:
        return Supplies(**{name: Decimal(amount) for name, amount in row.items()})

    return Gstr3b(
        gstin=found["gstin"],
        period=found["period"],
        first=dt.date.fromisoformat(found["first"]),
        last=dt.date.fromisoformat(found["last"]),
        outward=supplies(found["outward"]),
        unregistered=tuple(
            PlaceSupplies(row["place"], Decimal(row["taxable"]), Decimal(row["integrated"]))
            for row in found["unregistered"]
        ),
        input_credit=Decimal(found["input_credit"]),
        books_output=supplies(found["books_output"]),
        differences=tuple(
            Difference(
                row["reference"],
                Why(row["why"]),
                Decimal(row["returned"]),
                Decimal(row["booked"]),
                row["original"],
            )
            for row in found["differences"]
        ),
    )


# --- the CSV --------------------------------------------------------------------------------

# The form's words for its rows (Form GSTR-3B as notified, Table 4 as amended from September
# 2022); the rows the app holds no data for are written empty, with the reason.
NOT_HELD = "Not held by this app"
ROWS_3_1 = (
    ("3.1 (a)", "Outward taxable supplies (other than zero rated, nil rated and exempted)"),
    ("3.1 (b)", "Outward taxable supplies (zero rated)"),
    ("3.1 (c)", "Other outward supplies (Nil rated, exempted)"),
    ("3.1 (d)", "Inward supplies (liable to reverse charge)"),
    ("3.1 (e)", "Non-GST outward supplies"),
)
ROWS_4 = (
    ("4 (A)(1)", "Import of goods"),
    ("4 (A)(2)", "Import of services"),
    ("4 (A)(3)", "Inward supplies liable to reverse charge (other than 1 & 2 above)"),
    ("4 (A)(4)", "Inward supplies from ISD"),
    ("4 (A)(5)", "All other ITC"),
    ("4 (B)(1)", "As per rules 38, 42 & 43 of CGST Rules and section 17(5)"),
    ("4 (B)(2)", "Others"),
    ("4 (C)", "Net ITC available (A) - (B)"),
    ("4 (D)(1)", "ITC reclaimed which was reversed under Table 4(B)(2) in earlier tax period"),
    ("4 (D)(2)", "Ineligible ITC under section 16(4) & ITC restricted due to PoS rules"),
)
CSV_HEADER = (
    "Table",
    "Details",
    "Place of supply",
    "Total taxable value",
    "Integrated tax",
    "Central tax",
    "State/UT tax",
    "Cess",
    "Total tax",
    "Note",
)
# The books keep input GST in one account: the head of each is on the supplier's invoice (the
# payment app's, the acquirer's, the bank's), which the app does not keep.
HEADS_NOT_HELD = "Heads on the suppliers' invoices; the books hold the total"
WHY_TEXT = {
    Why.NOT_BOOKED: "Document of the month: the month's books hold another output GST",
    Why.NOT_FILED: "Output GST in the month's books of no document of the month",
    Why.EARLIER_INVOICE: "Credit note of an invoice of an earlier month: lowers this month",
}

CsvRow = list[str]


def rows_3_1(figures: Gstr3b) -> list[tuple[str, str, Supplies | None]]:
    """3.1's rows: (number, words, figures, None where the app holds no data)."""
    held: dict[str, Supplies | None] = {"3.1 (a)": figures.outward, "3.1 (d)": None}
    return [(number, words, held.get(number, Supplies())) for number, words in ROWS_3_1]


def rows_4(figures: Gstr3b) -> list[tuple[str, str, Decimal | None]]:
    """Table 4's rows: (number, words, total tax, None where the app holds no data)."""
    held: dict[str, Decimal | None] = {
        "4 (A)(5)": figures.input_credit,
        "4 (B)(1)": ZERO,
        "4 (B)(2)": ZERO,
        "4 (C)": figures.net_input,
        "4 (D)(1)": ZERO,
        "4 (D)(2)": ZERO,
    }
    return [(number, words, held.get(number)) for number, words in ROWS_4]


def _row(
    table: str, details: str, *amounts: Decimal | str, place: str = "", note: str = ""
) -> CsvRow:
    """A CSV row: its ``amounts`` from the total taxable value on (an empty one as "")."""
    cells = [str(amount) for amount in amounts]
    return [table, details, place, *cells, *[""] * (6 - len(cells)), note]


def csv_rows(figures: Gstr3b) -> list[CsvRow]:
    """The CSV's rows below its header: 3.1, 3.2, 4, the books' output GST and the
    differences by document."""
    out: list[CsvRow] = []
    for number, words, row in rows_3_1(figures):
        if row is None:
            out.append(_row(number, words, note=NOT_HELD))
        else:
            heads = (row.integrated, row.central, row.state, row.cess)
            out.append(_row(number, words, row.taxable, *heads, row.tax))
    for place in figures.unregistered:
        out.append(
            _row(
                "3.2",
                "Supplies made to unregistered persons",
                place.taxable,
                place.integrated,
                "",
                "",
                "",
                place.integrated,
                place=offline_tool_place(place.place),
            )
        )
    for words in ("Supplies made to composition taxable persons", "Supplies made to UIN holders"):
        out.append(_row("3.2", words, note=NOT_HELD))
    for number, words, tax in rows_4(figures):
        if tax is None:
            out.append(_row(number, words, note=NOT_HELD))
        else:
            out.append(
                _row(number, words, "", "", "", "", "", tax, note=HEADS_NOT_HELD if tax else "")
            )
    books = figures.books_output
    out.append(
        _row(
            "Books",
            "Output GST of the month's entries",
            "",
            *(books.integrated, books.central, books.state),
            "",
            books.tax,
        )
    )
    for found in figures.differences:
        note = WHY_TEXT[found.why] + (f" ({found.original})" if found.original else "")
        note += f"; books {found.booked}"
        out.append(
            _row("Difference", found.reference, "", "", "", "", "", found.returned, note=note)
        )
    return out


def gstr3b_csv_bytes(figures: Gstr3b, notes: Sequence[str] = ()) -> bytes:
    """The month's GSTR-3B figures as CSV (UTF-8, CRLF), ``notes`` (a closed month's
    re-openings) a row each under them: the same bytes for the same figures, whenever made (no
    clock inside)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(["GSTIN", figures.gstin, "Return period", figures.period])
    writer.writerow(CSV_HEADER)
    writer.writerows(csv_rows(figures))
    writer.writerows([note] for note in notes)
    return out.getvalue().encode("utf-8")

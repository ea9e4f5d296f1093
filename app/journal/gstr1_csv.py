"""GSTR-1 as the GST offline tool imports it: one CSV per section of its current templates (b2b,
b2cl, b2cs, cdnr, cdnur, exemp, the HSN summary's B2B and B2C parts, docs), headers spelled as
the templates spell them, values as the tool reads them (dates ``01-Dec-2026``, places
``29-Karnataka``, rates without places, services' UQC ``NA`` with quantity 0)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from app.domain.gst import offline_tool_place
from app.domain.money import ZERO
from app.journal.gstr1 import Filed, Gstr1Tables, HsnRow, Table

Row = list[str | Decimal]
Sheet = tuple[tuple[str, ...], list[Row]]

B2B_HEADER = (
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Reverse Charge",
    "Applicable % of Tax Rate",
    "Invoice Type",
    "E-Commerce GSTIN",
    "Rate",
    "Taxable Value",
    "Cess Amount",
)
B2CL_HEADER = (
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
)
B2CS_HEADER = (
    "Type",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
)
CDNR_HEADER = (
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
)
CDNUR_HEADER = (
    "UR Type",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
)
EXEMP_HEADER = (
    "Description",
    "Nil Rated Supplies",
    "Exempted(other than nil rated/non GST supply)",
    "Non-GST Supplies",
)
# The four rows of Table 8, always listed: the agency makes none of these supplies (a pure
# agent's reimbursement is no supply of its own, docs/decisions/gstr1-pure-agent.md).
EXEMP_ROWS = (
    "Inter-State supplies to registered persons",
    "Intra-State supplies to registered persons",
    "Inter-State supplies to unregistered persons",
    "Intra-State supplies to unregistered persons",
)
HSN_HEADER = (
    "HSN",
    "Description",
    "UQC",
    "Total Quantity",
    "Total Value",
    "Rate",
    "Taxable Value",
    "Integrated Tax Amount",
    "Central Tax Amount",
    "State/UT Tax Amount",
    "Cess Amount",
)
DOCS_HEADER = ("Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled")

# English whatever the computer's language: strftime's %b follows the locale Qt sets (Hindi).
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def offline_date(day: dt.date) -> str:
    """A date as the offline tool's templates write it: ``01-Dec-2026``."""
    return f"{day.day:02d}-{MONTHS[day.month - 1]}-{day.year}"


def rate_text(rate: Decimal) -> str:
    """A rate as the tool writes it: ``18``, ``5``."""
    return f"{rate.normalize():f}"


def _head(item: Filed) -> tuple[str, str, str]:
    document = item.document
    return (
        document.doc_no,
        offline_date(document.issued_at.date()),
        offline_tool_place(document.basis.place_of_supply),
    )


def _b2b(item: Filed) -> list[Row]:
    buyer = item.document.basis.buyer
    number, day, place = _head(item)
    name = buyer.name
    return [
        [
            buyer.gstin,
            name,
            number,
            day,
            item.value,
            place,
            "N",
            "",
            "Regular B2B",
            "",
            rate_text(line.rate),
            line.taxable,
            ZERO,
        ]
        for line in item.items
    ]


def _b2cl(item: Filed) -> list[Row]:
    number, day, place = _head(item)
    return [
        [number, day, item.value, place, "", rate_text(line.rate), line.taxable, ZERO, ""]
        for line in item.items
    ]


def _cdnr(item: Filed) -> list[Row]:
    buyer = item.document.basis.buyer
    number, day, place = _head(item)
    name = buyer.name
    return [
        [
            buyer.gstin,
            name,
            number,
            day,
            "C",
            place,
            "N",
            "Regular B2B",
            item.value,
            "",
            rate_text(line.rate),
            line.taxable,
            ZERO,
        ]
        for line in item.items
    ]


def _cdnur(item: Filed) -> list[Row]:
    number, day, place = _head(item)
    return [
        ["B2CL", number, day, "C", place, item.value, "", rate_text(line.rate), line.taxable, ZERO]
        for line in item.items
    ]


def _hsn(rows: tuple[HsnRow, ...]) -> list[Row]:
    return [
        [
            row.sac,
            row.description,
            "NA",
            "0",
            row.value,
            rate_text(row.rate),
            row.taxable,
            row.igst,
            row.cgst,
            row.sgst,
            ZERO,
        ]
        for row in rows
    ]


def gstr1_sheets(tables: Gstr1Tables) -> dict[str, Sheet]:
    """Section name (as the tool's Excel template names its sheet) -> header and rows."""
    filed = {
        table: [row for item in tables.of(table) for row in writer(item)]
        for table, writer in (
            (Table.B2B, _b2b),
            (Table.B2CL, _b2cl),
            (Table.CDNR, _cdnr),
            (Table.CDNUR, _cdnur),
        )
    }
    return {
        "b2b": (B2B_HEADER, filed[Table.B2B]),
        "b2cl": (B2CL_HEADER, filed[Table.B2CL]),
        "b2cs": (
            B2CS_HEADER,
            [
                [
                    "OE",
                    offline_tool_place(row.place),
                    "",
                    rate_text(row.rate),
                    row.taxable,
                    ZERO,
                    "",
                ]
                for row in tables.b2cs
            ],
        ),
        "cdnr": (CDNR_HEADER, filed[Table.CDNR]),
        "cdnur": (CDNUR_HEADER, filed[Table.CDNUR]),
        "exemp": (EXEMP_HEADER, [[name, ZERO, ZERO, ZERO] for name in EXEMP_ROWS]),
        "hsn(b2b)": (HSN_HEADER, _hsn(tables.hsn_b2b)),
        "hsn(b2c)": (HSN_HEADER, _hsn(tables.hsn_b2c)),
        "docs": (
            DOCS_HEADER,
            [
                [docs.doc_type.value, docs.first, docs.last, str(docs.total), str(docs.cancelled)]
                for docs in tables.docs
            ],
        ),
    }


def csv_name(section: str) -> str:
    """A section's name as a file name: ``hsn(b2b)`` -> ``hsn_b2b``."""
    return section.replace("(", "_").replace(")", "")

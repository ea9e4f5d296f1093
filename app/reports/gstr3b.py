"""GSTR-3B's figures of a month as a page for the PDF: its tables 3.1, 3.2 and 4 as the form
lays them out, the books' output GST beside 3.1 and the differences by document. Headings,
columns and notes in the current language beside the English (the accountant's and the GST
officer's); the form's own row words as the portal writes them, in English. The figures are
``app.journal.gstr3b``'s; the page is drawn to PDF by ``app.ui.gstr3b_pdf``."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from html import escape

from app.domain.gst import state_name
from app.figures import amount_text, date_text
from app.i18n import Catalogue

# The figures' type is named here for the UI too, which draws the page and may not import the
# journal.
from app.journal.gstr3b import Gstr3b as Gstr3b
from app.journal.gstr3b import Why, rows_3_1, rows_4
from app.reports.tax_invoice import beside

GSTR3B_PRINT = Catalogue("GSTR3B_PRINT")

TABLE = (
    '<table cellspacing="0" cellpadding="3" border="1" style="border-collapse:collapse"'
    ' width="100%">'
)


def _cell(text: str, right: bool = False) -> str:
    align = ' align="right"' if right else ""
    return f"<td{align}>{escape(text)}</td>"


def _amount(value: Decimal | None) -> str:
    return "" if value is None else amount_text(value)


def _heads(*titles: str) -> str:
    return "<tr>" + "".join(f"<th>{escape(title)}</th>" for title in titles) + "</tr>"


def _not_held() -> str:
    return beside(lambda: GSTR3B_PRINT.tr("Not held by this app"))


def _supply_heads() -> list[str]:
    return [
        beside(lambda: GSTR3B_PRINT.tr("Nature of supplies")),
        beside(lambda: GSTR3B_PRINT.tr("Total taxable value")),
        beside(lambda: GSTR3B_PRINT.tr("Integrated tax")),
        beside(lambda: GSTR3B_PRINT.tr("Central tax")),
        beside(lambda: GSTR3B_PRINT.tr("State/UT tax")),
        beside(lambda: GSTR3B_PRINT.tr("Cess")),
    ]


def _table_3_1(figures: Gstr3b) -> str:
    rows = [TABLE, _heads(*_supply_heads())]
    for number, words, row in rows_3_1(figures):
        label = f"{number} {words}"
        if row is None:
            rows.append(f"<tr>{_cell(label)}<td colspan='5'>{escape(_not_held())}</td></tr>")
            continue
        amounts = (row.taxable, row.integrated, row.central, row.state, row.cess)
        rows.append(
            "<tr>" + _cell(label) + "".join(_cell(_amount(a), True) for a in amounts) + "</tr>"
        )
    books = figures.books_output
    label = beside(lambda: GSTR3B_PRINT.tr("The books' output GST of the month"))
    held = (None, books.integrated, books.central, books.state, None)
    rows.append("<tr>" + _cell(label) + "".join(_cell(_amount(a), True) for a in held) + "</tr>")
    return "".join(rows) + "</table>"


def _table_3_2(figures: Gstr3b) -> str:
    rows = [
        TABLE,
        _heads(
            beside(lambda: GSTR3B_PRINT.tr("Nature of supplies")),
            beside(lambda: GSTR3B_PRINT.tr("Place of supply (State/UT)")),
            beside(lambda: GSTR3B_PRINT.tr("Total taxable value")),
            beside(lambda: GSTR3B_PRINT.tr("Integrated tax")),
        ),
    ]
    unregistered = "Supplies made to unregistered persons"
    for place in figures.unregistered:
        rows.append(
            "<tr>"
            + _cell(unregistered)
            + _cell(f"{place.place} {state_name(place.place)}")
            + _cell(_amount(place.taxable), True)
            + _cell(_amount(place.integrated), True)
            + "</tr>"
        )
    if not figures.unregistered:
        none = beside(lambda: GSTR3B_PRINT.tr("None this month"))
        rows.append(f"<tr>{_cell(unregistered)}<td colspan='3'>{escape(none)}</td></tr>")
    for words in ("Supplies made to composition taxable persons", "Supplies made to UIN holders"):
        rows.append(f"<tr>{_cell(words)}<td colspan='3'>{escape(_not_held())}</td></tr>")
    return "".join(rows) + "</table>"


def _table_4(figures: Gstr3b) -> str:
    rows = [
        TABLE,
        _heads(
            beside(lambda: GSTR3B_PRINT.tr("Details")),
            beside(lambda: GSTR3B_PRINT.tr("Tax, all heads")),
        ),
    ]
    for number, words, tax in rows_4(figures):
        shown = _not_held() if tax is None else _amount(tax)
        rows.append(f"<tr>{_cell(f'{number} {words}')}{_cell(shown, tax is not None)}</tr>")
    return "".join(rows) + "</table>"


def _why(why: Why) -> str:
    if why is Why.NOT_BOOKED:
        return beside(
            lambda: GSTR3B_PRINT.tr("A document of the month: the month's books hold another tax")
        )
    if why is Why.NOT_FILED:
        return beside(lambda: GSTR3B_PRINT.tr("Tax in the month's books of no document of it"))
    return beside(lambda: GSTR3B_PRINT.tr("A credit note of an earlier month's invoice"))


def _differences(figures: Gstr3b) -> str:
    if not figures.differences:
        none = beside(lambda: GSTR3B_PRINT.tr("No differences."))
        return f"<p>{escape(none)}</p>"
    rows = [
        TABLE,
        _heads(
            beside(lambda: GSTR3B_PRINT.tr("Document")),
            beside(lambda: GSTR3B_PRINT.tr("Why")),
            beside(lambda: GSTR3B_PRINT.tr("Invoice")),
            beside(lambda: GSTR3B_PRINT.tr("Tax in GSTR-3B")),
            beside(lambda: GSTR3B_PRINT.tr("Tax in the books")),
        ),
    ]
    for found in figures.differences:
        rows.append(
            "<tr>"
            + _cell(found.reference)
            + _cell(_why(found.why))
            + _cell(found.original)
            + _cell(_amount(found.returned), True)
            + _cell(_amount(found.booked), True)
            + "</tr>"
        )
    return "".join(rows) + "</table>"


def gstr3b_title(figures: Gstr3b) -> str:
    """The page's title: "GSTR-3B figures, 01 Dec 2026 to 31 Dec 2026" beside the English."""
    return beside(
        lambda: GSTR3B_PRINT.tr("GSTR-3B figures, {first} to {last}").format(
            first=date_text(figures.first), last=date_text(figures.last)
        )
    )


def gstr3b_html(figures: Gstr3b, notes: Sequence[str] = ()) -> str:
    """The month's GSTR-3B figures as rich text, in the current language beside the English;
    ``notes`` (each re-opening of a closed month, as its files say it) under the heading."""
    heading = beside(lambda: GSTR3B_PRINT.tr("GSTIN {gstin}, return period {period}")).format(
        gstin=figures.gstin, period=figures.period
    )
    note = beside(
        lambda: GSTR3B_PRINT.tr(
            "Amounts in INR. 3.1 and 3.2 are the month's GSTR-1, credit notes taken off; 4 (A)(5)"
            " is the input GST the books hold of the payment apps' fees, the card acquirers' MDR"
            " and the bank's charges."
        )
    )
    titles = (
        beside(lambda: GSTR3B_PRINT.tr("3.1 Outward supplies")),
        beside(lambda: GSTR3B_PRINT.tr("3.2 Inter-state supplies")),
        beside(lambda: GSTR3B_PRINT.tr("4 Eligible ITC")),
        beside(lambda: GSTR3B_PRINT.tr("Differences with the books")),
    )
    tables = (_table_3_1, _table_3_2, _table_4, _differences)
    parts = [
        f"<h2>{escape(gstr3b_title(figures))}</h2>",
        f"<p>{escape(heading)}</p>",
        *(f"<p><b>{escape(line)}</b></p>" for line in notes),
        f"<p>{escape(note)}</p>",
        *(
            f"<h3>{escape(title)}</h3>{table(figures)}"
            for title, table in zip(titles, tables, strict=True)
        ),
    ]
    return "".join(parts)

"""Text in a file an accountant opens in a spreadsheet stays text: the one rule every export uses.

A spreadsheet runs a cell that starts with ``= + - @`` (or a tab or a carriage return before
one) as a formula, and both typed names and references the service sends can start so. In an
Excel workbook a text cell is written as a string cell, which is never a formula, and nothing is
added to it. In a CSV there is no cell type: a text field that starts so gets a leading
apostrophe, OWASP's rule for CSV injection. Amounts are never text here (a credit note's
``-100.00`` stays a number), and a file made for the GST offline tool keeps that tool's own rules.
"""

from __future__ import annotations

from typing import Any

# What a spreadsheet reads as the start of a formula (OWASP's list).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
# The string cell's type in the workbook's XML (openpyxl's name for it).
_STRING = "s"


def csv_field(text: str) -> str:
    """``text`` as a text field of a CSV a person opens: a leading apostrophe when it starts as
    a formula does, else as it is."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def xlsx_text(sheet: Any, text: str) -> Any:
    """A string cell of ``text`` for ``sheet`` (a write-only openpyxl sheet): the text as it is,
    never a formula (openpyxl makes one of a str that starts with ``=`` unless told)."""
    from openpyxl.cell import WriteOnlyCell

    cell = WriteOnlyCell(sheet, value=text)
    cell.data_type = _STRING
    return cell

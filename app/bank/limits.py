"""What a statement file may hold, as counts checked before and while it is read, never as
clocks: its size, its rows, its columns, a cell's length, an amount's digits, and an Excel
workbook's parts and unpacked bytes. A file over a limit is refused with a sentence naming the
limit and the file; a cell over one is a row that cannot be read (docs/decisions/
statement-files-as-they-come.md)."""

from __future__ import annotations

from enum import Enum

from app.bank import BANK
from app.bank.statement import StatementError
from app.figures import count_text

MEGABYTE = 1024 * 1024
# A year of a busy agency's statement is a few megabytes; anything far larger is no statement.
LARGEST_FILE = 64 * MEGABYTE
# The bench's busy month is 50,000 rows: four such months fit.
MOST_ROWS = 200_000
# The widest layout known (PhonePe's settlement report) has 24 columns.
MOST_COLUMNS = 64
# A bank's narration is at most a few hundred characters.
LONGEST_CELL = 2_000
# An amount's whole rupees: the agency store keeps numeric(14, 2), twelve digits before the point
# (a lakh crore rupees), more than any one transfer of an agency's account.
MOST_WHOLE_DIGITS = 12
# An XLSX's parts once inflated, together: 200,000 rows of a sheet are about 100 MB of XML.
UNPACKED = 192 * MEGABYTE
# An XLSX's parts: a statement's workbook has about ten.
MOST_PARTS = 256


class Limit(Enum):
    """A limit a whole file is refused by."""

    SIZE = "size"
    ROWS = "rows"
    COLUMNS = "columns"
    UNPACKED = "unpacked"
    PARTS = "parts"


class OverLimit(StatementError):
    """A file refused by a limit before or while it was read; ``limit`` names which, and
    ``inflated`` counts the bytes an XLSX's parts were inflated to before the refusal;
    ``said``: its sentence as already written (in the import child's language)."""

    def __init__(self, limit: Limit, name: str, inflated: int = 0, said: str = "") -> None:
        super().__init__(said or _sentence(limit, name))
        self.limit = limit
        self.inflated = inflated


def _sentence(limit: Limit, name: str) -> str:
    if limit is Limit.SIZE:
        text = BANK.tr("The file {name} is larger than {limit} MB, more than any statement.")
        return text.format(name=name, limit=count_text(LARGEST_FILE // MEGABYTE))
    if limit is Limit.ROWS:
        text = BANK.tr("The file {name} has more than {limit} rows, more than any statement.")
        return text.format(name=name, limit=count_text(MOST_ROWS))
    if limit is Limit.COLUMNS:
        text = BANK.tr("The file {name} has more than {limit} columns, more than any statement.")
        return text.format(name=name, limit=count_text(MOST_COLUMNS))
    if limit is Limit.UNPACKED:
        text = BANK.tr(
            "The workbook {name} unpacks to more than {limit} MB, more than any statement."
        )
        return text.format(name=name, limit=count_text(UNPACKED // MEGABYTE))
    text = BANK.tr("The workbook {name} has more than {limit} parts, more than any statement.")
    return text.format(name=name, limit=count_text(MOST_PARTS))


def long_cell() -> str:
    """Why a row with a cell over ``LONGEST_CELL`` characters is not read."""
    return BANK.tr("a cell is longer than {limit} characters").format(
        limit=count_text(LONGEST_CELL)
    )


def too_many_digits(cell: str) -> str:
    """Why a row whose amount has more whole digits than ``MOST_WHOLE_DIGITS`` is not read."""
    return BANK.tr("the amount “{cell}” has more than {digits} digits before its point").format(
        cell=cell, digits=count_text(MOST_WHOLE_DIGITS)
    )

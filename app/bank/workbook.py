"""An Excel workbook (.xlsx) read within limits counted before any cell is: the archive's
parts (from its end record), their declared unpacked sizes (from its directory), then each
part inflated and counted (Python's zipfile stops a part at its declared size, and a part that
inflates past it fails its checksum), and each sheet's declared dimension (from its header).
Only then does openpyxl open it; its first sheet's rows are read by a parser that never pads a
row to a declared width and turns a cell it cannot type into a ``Broken`` cell, so that one
bad cell is one bad row."""

from __future__ import annotations

import datetime as dt
import re
import struct
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import ParseError

import openpyxl
from openpyxl.utils.cell import column_index_from_string, coordinate_to_tuple
from openpyxl.utils.datetime import from_excel, from_ISO8601
from openpyxl.worksheet._reader import INLINE_STRING, VALUE_TAG, WorkSheetParser

from app.bank import BANK
from app.bank.limits import (
    MEGABYTE,
    MOST_COLUMNS,
    MOST_PARTS,
    MOST_ROWS,
    UNPACKED,
    Limit,
    OverLimit,
)
from app.bank.statement import StatementError
from app.bank.table import Broken, Cells

# The end record is at most its 22 bytes and a 65,535-byte comment from the archive's end.
_END_RECORD = 22 + 65_535
_CHUNK = MEGABYTE
# A sheet's dimension comes before its rows, within its first few hundred bytes.
_HEAD = 64 * 1024
_DIMENSION = re.compile(
    rb"<(?:\w+:)?dimension\s+ref=\"(?P<first>[A-Z]{1,3}\d{1,7})(?::(?P<last>[A-Z]{1,3}\d{1,7}))?\""
)
_SHEET = re.compile(r"^xl/worksheets/[^/]+\.xml$")
# What a workbook's parts may fail with as they are read: a bad archive or checksum, a
# compression it does not know, an encrypted part, broken XML, a part its directory names not.
WORKBOOK_FAULTS = (
    zipfile.BadZipFile,
    zlib.error,
    NotImplementedError,
    RuntimeError,
    KeyError,
    ValueError,
    TypeError,
    IndexError,
    ParseError,
    EOFError,
)


def not_a_workbook(name: str) -> StatementError:
    """The sentence for a workbook that cannot be read."""
    return StatementError(
        BANK.tr("The file {name} is not an Excel workbook that can be read.").format(name=name)
    )


@dataclass(slots=True)
class Checked:
    """A workbook checked: the bytes its parts inflated to, counted, and the rows its sheets
    declare (the most of any; 0 where none declares its dimension)."""

    inflated: int = 0
    rows: int = 0


def checked(path: Path) -> Checked:
    """Check ``path`` against the workbook limits before openpyxl reads it. ``OverLimit`` for
    a limit passed (with the bytes inflated until then), ``StatementError`` for an archive that
    cannot be read."""
    name = path.name
    with path.open("rb") as file:
        file.seek(0, 2)
        size = file.tell()
        file.seek(max(0, size - _END_RECORD))
        tail = file.read()
    at = tail.rfind(b"PK\x05\x06")
    if at < 0 or len(tail) < at + 22:
        raise not_a_workbook(name)
    (parts,) = struct.unpack_from("<H", tail, at + 10)
    # 0xFFFF says the count is in a ZIP64 record: far more parts than a workbook has.
    if parts > MOST_PARTS:
        raise OverLimit(Limit.PARTS, name)
    done = Checked()
    try:
        with zipfile.ZipFile(path) as archive:
            members = archive.infolist()
            if len(members) > MOST_PARTS:
                raise OverLimit(Limit.PARTS, name)
            if sum(member.file_size for member in members) > UNPACKED:
                raise OverLimit(Limit.UNPACKED, name)
            for member in members:
                _inflate(archive, member, name, done)
    except OverLimit:
        raise
    except WORKBOOK_FAULTS as exc:
        raise not_a_workbook(name) from exc
    return done


def _inflate(archive: zipfile.ZipFile, member: zipfile.ZipInfo, name: str, done: Checked) -> None:
    """``member`` inflated a chunk at a time and counted into ``done``; a sheet's declared
    dimension checked from its head."""
    head = b""
    sheet = bool(_SHEET.match(member.filename))
    with archive.open(member) as part:
        while chunk := part.read(_CHUNK):
            done.inflated += len(chunk)
            if done.inflated > UNPACKED:
                raise OverLimit(Limit.UNPACKED, name, done.inflated)
            if sheet and len(head) < _HEAD:
                head += chunk[: _HEAD - len(head)]
                _check_dimension(head, name, done)


def _check_dimension(head: bytes, name: str, done: Checked) -> None:
    found = _DIMENSION.search(head)
    if found is None:
        return
    last = (found["last"] or found["first"]).decode("ascii")
    letters = last.rstrip("0123456789")
    rows, columns = int(last[len(letters) :]), column_index_from_string(letters)
    if rows > MOST_ROWS:
        raise OverLimit(Limit.ROWS, name, done.inflated)
    if columns > MOST_COLUMNS:
        raise OverLimit(Limit.COLUMNS, name, done.inflated)
    done.rows = max(done.rows, rows)


class _CellParser(WorkSheetParser):  # type: ignore[misc]
    """openpyxl's sheet parser, each cell typed here: a number as the Decimal its text is (a
    spreadsheet's "NaN" or "1E+400" is then an amount that is none, named by its row), a date
    as openpyxl reads one, and a cell it cannot give a ``Broken`` one."""

    def parse_cell(self, element: Any) -> dict[str, Any]:
        coordinate = element.get("r")
        try:
            row, column = coordinate_to_tuple(coordinate) if coordinate else (0, 0)
        except (ValueError, TypeError):
            row = column = 0
        if column:
            self.col_counter = column
        else:
            self.col_counter += 1
            row, column = self.row_counter, self.col_counter
        return {"row": row, "column": column, "value": self._value(element)}

    def _value(self, element: Any) -> object:
        kind = element.get("t", "n")
        if kind == "inlineStr":
            child = element.find(INLINE_STRING)
            return None if child is None else "".join(child.itertext())
        text = element.findtext(VALUE_TAG, None)
        if not text:
            return None
        try:
            if kind == "n":
                return self._number(text, element.get("s", "0"))
            if kind == "s":
                return self.shared_strings[int(text)]
            if kind == "d":
                return from_ISO8601(text)
            if kind == "b":
                return text == "1"
        except (ValueError, IndexError, OverflowError, InvalidOperation, TypeError):
            return Broken(BANK.tr("a cell is not of the type it declares"))
        return text  # "str" (a formula's text) and "e" (an error, "#VALUE!")

    def _number(self, text: str, style: str) -> object:
        if int(style) in self.date_formats:
            moment: dt.datetime | dt.date | dt.time | dt.timedelta = from_excel(
                float(text), self.epoch
            )
            return moment
        return Decimal(text)


def sheet_rows(path: Path) -> tuple[int, Iterator[tuple[int, Cells]]]:
    """The rows the workbook ``path`` declares (0: none said), checked first, and its first
    sheet's rows, each with its row number, as wide as its last cell: a row missing between
    two is never made."""
    return checked(path).rows, _rows(path)


def _rows(path: Path) -> Iterator[tuple[int, Cells]]:
    try:
        book = openpyxl.load_workbook(path, read_only=True, data_only=True)
    except WORKBOOK_FAULTS as exc:
        raise not_a_workbook(path.name) from exc
    try:
        sheet = book.worksheets[0]
        with book._archive.open(sheet._worksheet_path) as source:
            parser = _CellParser(
                source,
                sheet._shared_strings,
                data_only=True,
                epoch=book.epoch,
                date_formats=book._date_formats,
            )
            rows = parser.parse()
            while True:
                try:
                    number, cells = next(rows)
                except StopIteration:
                    break
                except WORKBOOK_FAULTS as exc:
                    raise not_a_workbook(path.name) from exc
                width = max((cell["column"] for cell in cells), default=0)
                if width > MOST_COLUMNS:
                    raise OverLimit(Limit.COLUMNS, path.name)
                values: list[object] = [None] * width
                for cell in cells:
                    values[cell["column"] - 1] = cell["value"]
                yield number, tuple(values)
    finally:
        book.close()

"""Hostile and messy statement files, made by the tests: workbooks that inflate far past what
they weigh or declare a sheet of a million rows, cells no bank writes, rows dated 9999, text in
UTF-16. Each maker writes its file into a folder and returns its path."""

from __future__ import annotations

import shutil
import zipfile
from pathlib import Path

import openpyxl

from tests.bank.statements import HDFC_HEADER, Transfer, write

_SHEET = "xl/worksheets/sheet1.xml"
_STRINGS = "xl/sharedStrings.xml"
_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"


def _rezipped(source: Path, target: Path, parts: dict[str, bytes | list[bytes]]) -> Path:
    """``source`` (a workbook) copied to ``target`` with ``parts`` in place of its own (a list
    is written a piece at a time: a bomb never lies whole in memory)."""
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as new:
        for item in old.infolist():
            if item.filename not in parts:
                new.writestr(item, old.read(item.filename))
        for name, body in parts.items():
            with new.open(name, "w", force_zip64=True) as part:
                for piece in [body] if isinstance(body, bytes) else body:
                    part.write(piece)
    return target


_TYPES = "[Content_Types].xml"
_STRINGS_TYPE = (
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/'
    'vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
)
# A known layout's header (HDFC Bank's), so that a reader goes on past it to the rows.
_HEADER = "".join(
    f'<c r="{column}1" t="inlineStr"><is><t>{name}</t></is></c>'
    for column, name in zip("ABCDEFG", HDFC_HEADER, strict=True)
)


def _plain_book(folder: Path) -> Path:
    path = folder / "plain.xlsx"
    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["Date", "Narration"])
    sheet.append(["01/04/2026", "UPI"])
    book.save(path)
    return path


def strings_bomb(folder: Path, unpacked: int) -> Path:
    """An XLSX whose shared strings inflate to ``unpacked`` bytes of one-letter strings from
    about a thousandth of that."""
    piece = b"<si><t>a</t></si>" * 60_000
    head = f'<sst xmlns="{_MAIN}">'.encode()
    pieces = [head, *[piece] * (unpacked // len(piece)), b"</sst>"]
    plain = _plain_book(folder)
    with zipfile.ZipFile(plain) as book:
        types = book.read(_TYPES).decode().replace("</Types>", _STRINGS_TYPE + "</Types>")
    return _rezipped(
        plain, folder / "strings_bomb.xlsx", {_TYPES: types.encode(), _STRINGS: pieces}
    )


def huge_dimension(folder: Path) -> Path:
    """An XLSX of a few kilobytes whose sheet declares every row and column Excel has, a known
    layout's header in its first row and one cell in the last of them."""
    sheet = (
        f'<worksheet xmlns="{_MAIN}"><dimension ref="A1:XFD1048576"/><sheetData>'
        f'<row r="1">{_HEADER}</row>'
        '<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>'
        "</sheetData></worksheet>"
    ).encode()
    return _rezipped(_plain_book(folder), folder / "huge_dimension.xlsx", {_SHEET: sheet})


def far_column(folder: Path) -> Path:
    """An XLSX declaring no dimension, one of its cells in Excel's last column."""
    sheet = (
        f'<worksheet xmlns="{_MAIN}"><sheetData>'
        '<row r="1"><c r="A1" t="inlineStr"><is><t>Date</t></is></c>'
        '<c r="XFD1"><v>1</v></c></row></sheetData></worksheet>'
    ).encode()
    return _rezipped(_plain_book(folder), folder / "far_column.xlsx", {_SHEET: sheet})


def with_number_cell(path: Path, target: Path, old: str, new: str) -> Path:
    """The workbook ``path`` copied to ``target`` with the number cell ``<v>old</v>`` written
    as ``new`` ("NaN", "1E+400": what a spreadsheet's number cell can hold and no bank
    writes)."""
    with zipfile.ZipFile(path) as book:
        sheet = book.read(_SHEET).decode()
    assert f"<v>{old}</v>" in sheet
    return _rezipped(
        path, target, {_SHEET: sheet.replace(f"<v>{old}</v>", f"<v>{new}</v>", 1).encode()}
    )


def replaced(layout: str, folder: Path, transfers: list[Transfer], old: str, new: str) -> Path:
    """The CSV of ``layout`` holding ``transfers`` with its first ``old`` written as ``new``."""
    path, _line = write(layout, folder, transfers)
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def reencoded(path: Path, target: Path, encoding: str) -> Path:
    """The text file ``path`` (UTF-8) saved as ``target`` in ``encoding``."""
    if encoding == "utf-8":
        shutil.copyfile(path, target)
    else:
        target.write_bytes(path.read_text(encoding="utf-8").encode(encoding))
    return target

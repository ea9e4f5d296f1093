"""A statement file read, whatever it is: an Excel workbook (.xlsx), an MT940 message, or a
CSV (comma, semicolon, tab or bar separated; UTF-8 or the Windows code page Excel writes).
Meant for a worker thread: it reads the whole file and tells its progress as it goes."""

from __future__ import annotations

import csv
import io
import zipfile
from collections.abc import Iterator
from pathlib import Path

import openpyxl

from app.bank.layouts import Layout
from app.bank.mt940 import looks_like_mt940, read_mt940
from app.bank.statement import BANK, Statement, StatementError
from app.bank.table import HEADER_WITHIN, Cells, Progress, read_table

# A year of a busy agency's statement is a few megabytes; anything far larger is no statement.
LARGEST_FILE = 64 * 1024 * 1024
_XLSX_SUFFIXES = (".xlsx", ".xlsm")
_DELIMITERS = ",;\t|"


def read_statement(
    path: Path, mapping: Layout | None = None, progress: Progress | None = None
) -> Statement:
    """The statement in ``path`` (``mapping``: the owner's column mapping, else a known layout
    found by its header). ``StatementError`` (its text a sentence) when the file cannot be read
    as a statement at all; rows that cannot be read are in ``Statement.unreadable``."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise StatementError(
            BANK.tr("The file {name} cannot be opened: {problem}").format(
                name=path.name, problem=exc.strerror or exc
            )
        ) from exc
    if size > LARGEST_FILE:
        raise StatementError(
            BANK.tr("The file {name} is too large to be a statement.").format(name=path.name)
        )
    if path.suffix.lower() in _XLSX_SUFFIXES:
        return _read_workbook(path, mapping, progress)
    text = _decoded(path.read_bytes())
    if mapping is None and looks_like_mt940(text):
        return read_mt940(text.splitlines(), progress)
    lines = text.splitlines()
    rows = _csv_rows(lines)
    return read_table(rows, len(lines), mapping, progress)


def header_candidate(path: Path) -> list[str]:
    """The row of ``path`` most likely its header, for the owner to say which column holds
    what: among the first rows, the one with the most cells of words (no figures, no dates);
    empty when the file cannot be read at all."""
    try:
        if path.suffix.lower() in _XLSX_SUFFIXES:
            book = openpyxl.load_workbook(path, read_only=True, data_only=True)
            try:
                rows = [
                    list(cells)
                    for cells in book.worksheets[0].iter_rows(
                        values_only=True, max_row=HEADER_WITHIN
                    )
                ]
            finally:
                book.close()
        else:
            lines = _decoded(path.read_bytes()).splitlines()[:HEADER_WITHIN]
            rows = [list(cells) for _line, cells in _csv_rows(lines)]
    except (OSError, zipfile.BadZipFile, KeyError, ValueError):
        return []
    best: list[str] = []
    for cells in rows:
        words = [" ".join(str(cell).split()) for cell in cells if _is_word(cell)]
        if len(words) > len(best):
            best = words
    return best


def _is_word(cell: object) -> bool:
    text = "" if cell is None else " ".join(str(cell).split())
    return any(c.isalpha() for c in text) and not any(c.isdigit() for c in text[:2])


def _decoded(data: bytes) -> str:
    """The file's text: UTF-8 (with or without its mark), else the Windows code page 1252 that
    Excel's "CSV" writes on an Indian Windows."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def _csv_rows(lines: list[str]) -> Iterator[tuple[int, Cells]]:
    """Each CSV record with the line it starts on (a quoted field may span lines)."""
    sample = "\n".join(lines[:80])
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(sample, _DELIMITERS)
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(io.StringIO("\n".join(lines)), dialect)
    line = 1
    for record in reader:
        yield line, record
        line = reader.line_num + 1


def _read_workbook(path: Path, mapping: Layout | None, progress: Progress | None) -> Statement:
    try:
        book = openpyxl.load_workbook(path, read_only=True, data_only=True)
    except (zipfile.BadZipFile, KeyError, ValueError, OSError) as exc:
        raise StatementError(
            BANK.tr("The file {name} is not an Excel workbook that can be read.").format(
                name=path.name
            )
        ) from exc
    try:
        sheet = book.worksheets[0]
        total = sheet.max_row or 0
        rows = (
            (number, tuple(cells))
            for number, cells in enumerate(sheet.iter_rows(values_only=True), start=1)
        )
        return read_table(rows, total, mapping, progress)
    finally:
        book.close()

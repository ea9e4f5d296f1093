"""A statement file read, whatever it is: an Excel workbook (.xlsx), an MT940 message, or a
CSV (comma, semicolon, tab or bar separated), within the limits of ``app.bank.limits``. Its text
is UTF-8 (with or without its mark), UTF-16 or UTF-32 by their marks, or the Windows code page
1252 Excel's "CSV" writes on an Indian Windows; a file that is none of these is refused with a
sentence naming them. Meant for a worker: it reads the whole file and tells its progress."""

from __future__ import annotations

import codecs
import csv
import io
from collections.abc import Iterator, Sequence
from itertools import islice
from pathlib import Path

from app.bank import BANK
from app.bank.heading import within
from app.bank.layouts import Layout
from app.bank.limits import LARGEST_FILE, Limit, OverLimit, long_cell
from app.bank.mt940 import looks_like_mt940, read_mt940
from app.bank.running import check_running_balance
from app.bank.statement import Statement, StatementError
from app.bank.table import HEADER_WITHIN, Broken, Cells, Progress, read_table
from app.bank.workbook import WORKBOOK_FAULTS, sheet_rows

_XLSX_SUFFIXES = (".xlsx", ".xlsm")
_DELIMITERS = ",;\t|"
# The marks that name a text's encoding, longest first (UTF-32's begins as UTF-16's does).
_MARKS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
# An XLSX is a ZIP archive whatever its name says.
_ZIP = b"PK\x03\x04"
# The CSV dialect is sniffed from this much of the file's start: the sniffer's patterns are
# slow on long text.
_SNIFFED = 64 * 1024


def read_statement(
    path: Path, mappings: Sequence[Layout] = (), progress: Progress | None = None
) -> Statement:
    """The statement in ``path`` (``mappings``: the owner's column mappings, the one its header
    shows reading it, else a known layout found by its header). ``StatementError`` (its text
    a sentence) when the file cannot be read as a statement at all; rows that cannot be read
    are in ``Statement.unreadable``; ``BalanceBroken`` when its running balance breaks: nothing of
    it is then read."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise StatementError(
            BANK.tr("The file {name} cannot be opened: {problem}").format(
                name=path.name, problem=exc.strerror or exc
            )
        ) from exc
    if size > LARGEST_FILE:
        raise OverLimit(Limit.SIZE, path.name)
    data = path.read_bytes()
    if path.suffix.lower() in _XLSX_SUFFIXES or data.startswith(_ZIP):
        total, rows = sheet_rows(path)
        return _checked(read_table(rows, total, mappings, progress, path.name), path.name)
    text = _decoded(data, path.name)
    if not mappings and looks_like_mt940(text):
        told = read_mt940(text.splitlines(), progress, path.name)
        # Its lines were checked against its period by the day the bank entered each.
        return told if told.period is not None else within(told)
    lines = text.splitlines()
    rows = _csv_rows(lines)
    return _checked(read_table(rows, len(lines), mappings, progress, path.name), path.name)


def _checked(statement: Statement, name: str) -> Statement:
    """A table's ``statement`` refused whole where its running balance breaks (``BalanceBroken``,
    ``app.bank.running``: checked on the rows as the bank wrote them, a row dated outside its
    period among them), then its rows dated outside its period named and left out."""
    check_running_balance(statement, name)
    return within(statement)


def header_candidate(path: Path) -> list[str]:
    """The row of ``path`` most likely its header, for the owner to say which column holds
    what: among the first rows, the one with the most cells of words (no figures, no dates);
    empty when the file cannot be read at all."""
    try:
        if path.stat().st_size > LARGEST_FILE:
            return []
        data = path.read_bytes()
        if path.suffix.lower() in _XLSX_SUFFIXES or data.startswith(_ZIP):
            sheet = sheet_rows(path)[1]
            rows = [list(cells) for _line, cells in islice(sheet, HEADER_WITHIN)]
        else:
            lines = _decoded(data, path.name).splitlines()[:HEADER_WITHIN]
            rows = [list(cells) for _line, cells in _csv_rows(lines)]
    except (OSError, StatementError, *WORKBOOK_FAULTS):
        return []
    best: list[str] = []
    for cells in rows:
        words = [" ".join(str(cell).split()) for cell in cells if _is_word(cell)]
        if len(words) > len(best):
            best = words
    return best


def _is_word(cell: object) -> bool:
    if isinstance(cell, Broken):
        return False
    text = "" if cell is None else " ".join(str(cell).split())
    return any(c.isalpha() for c in text) and not any(c.isdigit() for c in text[:2])


def _decoded(data: bytes, name: str) -> str:
    """The file's text: by its mark (UTF-8, UTF-16, UTF-32), else UTF-8, else the Windows code
    page 1252. A file with NUL bytes and no mark is no such text (UTF-16 without its mark, or
    no text at all): ``StatementError`` names the encodings that are read."""
    for mark, encoding in _MARKS:
        if data.startswith(mark):
            # A bad byte in one narration is that narration's, not the file's.
            return data.decode(encoding, errors="replace")
    if b"\x00" in data:
        raise StatementError(
            BANK.tr(
                "The file {name} is not text in UTF-8, UTF-16 with its byte order mark or "
                "Windows-1252, nor an Excel workbook (.xlsx): export the statement as CSV or "
                "XLSX, and import it again."
            ).format(name=name)
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def _csv_rows(lines: list[str]) -> Iterator[tuple[int, Cells]]:
    """Each CSV record with the line it starts on (a quoted field may span lines); a record
    with a field longer than the csv module takes is one ``Broken`` cell, and the next record
    is read."""
    sample = "\n".join(lines[:80])[:_SNIFFED]
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(sample, _DELIMITERS)
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(io.StringIO("\n".join(lines)), dialect)
    line = 1
    while True:
        try:
            record: Cells = next(reader)
        except StopIteration:
            return
        except csv.Error:
            # A field past the csv module's own limit (128 KB), far above a cell's.
            record = (Broken(long_cell()),)
        yield line, record
        line = reader.line_num + 1

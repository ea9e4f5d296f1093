"""A statement file read, whatever it is: an Excel workbook (.xlsx), an MT940 message, or a
CSV (comma, semicolon, tab or bar separated), within the limits of ``app.bank.limits``. Its text
is UTF-8 (with or without its mark), UTF-16 or UTF-32 by their marks, or the Windows code page
1252 Excel's "CSV" writes on an Indian Windows; a file that is none of these is refused with a
sentence naming them. Meant for a worker: it reads the whole file and tells its progress."""

from __future__ import annotations

import codecs
import csv
import io
from collections.abc import Iterable, Iterator, Sequence
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING

from app.bank import BANK
from app.bank.heading import within
from app.bank.layouts import Layout
from app.bank.limits import LARGEST_FILE, Limit, OverLimit, long_cell
from app.bank.mt940 import looks_like_mt940, read_mt940
from app.bank.running import check_running_balance
from app.bank.statement import Statement, StatementError
from app.bank.table import HEADER_WITHIN, Broken, Cells, Progress, read_table
from app.bank.workbook import WORKBOOK_FAULTS, sheet_rows

if TYPE_CHECKING:
    from _typeshed import WriteableBuffer

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
# A file's first bytes, read to tell what it is (a workbook, an MT940 message, a CSV in which
# encoding and dialect): the characters sniffed, whatever their encoding's width.
_HEAD = 4 * _SNIFFED
# A text file is read in chunks of this many bytes: a file over the row limit is refused having
# read no further than its last row's chunk.
_CHUNK = 64 * 1024
# At most this many bytes of a CSV are read past the row its reading has reached: its first
# bytes, read to tell what it is, or the chunk after that row's.
LOOKS_AHEAD = _HEAD + _CHUNK
_UTF8 = "utf-8"
# The error handler reading a byte UTF-8 cannot read as Windows-1252's.
_AS_CP1252 = "counterdesk-as-cp1252"


def read_statement(
    path: Path, mappings: Sequence[Layout] = (), progress: Progress | None = None
) -> Statement:
    """The statement in ``path`` (``mappings``: the owner's column mappings, the one its header
    shows reading it, else a known layout found by its header). ``StatementError`` (its text
    a sentence) when the file cannot be read as a statement at all; rows that cannot be read
    are in ``Statement.unreadable``; ``BalanceBroken`` when its running balance breaks: nothing of
    it is then read. A CSV is decoded as its rows are read, so that a file over the row limit is
    refused before the rest of it is decoded (issue 94)."""
    try:
        size = path.stat().st_size
        with path.open("rb") as file:
            head = file.read(_HEAD)
    except OSError as exc:
        raise StatementError(
            BANK.tr("The file {name} cannot be opened: {problem}").format(
                name=path.name, problem=exc.strerror or exc
            )
        ) from exc
    if size > LARGEST_FILE:
        raise OverLimit(Limit.SIZE, path.name)
    if path.suffix.lower() in _XLSX_SUFFIXES or head.startswith(_ZIP):
        total, rows = sheet_rows(path)
        return _checked(read_table(rows, total, mappings, progress, path.name), path.name)
    encoding = _encoding(head, path.name)
    start = _head_text(head, encoding)
    with _text(path, encoding) as text:
        if not mappings and looks_like_mt940(start):
            told = read_mt940(text.read().splitlines(), progress, path.name)
            # Its lines were checked against its period by the day the bank entered each.
            return told if told.period is not None else within(told)
        lines = start.splitlines()
        # The rows expected, for the progress only: the head's, scaled to the whole file.
        total = max(len(lines), size * len(lines) // max(len(head), 1))
        rows = _csv_rows(text, _sample(lines))
        return _checked(read_table(rows, total, mappings, progress, path.name), path.name)


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
        with path.open("rb") as file:
            head = file.read(_HEAD)
        if path.suffix.lower() in _XLSX_SUFFIXES or head.startswith(_ZIP):
            sheet = sheet_rows(path)[1]
            rows = [list(cells) for _line, cells in islice(sheet, HEADER_WITHIN)]
        else:
            lines = _head_text(head, _encoding(head, path.name)).splitlines()[:HEADER_WITHIN]
            rows = [list(cells) for _line, cells in _csv_rows(lines, _sample(lines))]
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


def _encoding(head: bytes, name: str) -> str:
    """The encoding of the text whose first bytes are ``head``: the one its mark names, else
    UTF-8 (each byte it cannot read read as Windows-1252). A file with NUL bytes and no mark is
    no such text (UTF-16 without its mark, or no text at all): ``StatementError`` names the
    encodings that are read."""
    for mark, encoding in _MARKS:
        if head.startswith(mark):
            return encoding
    _text_bytes(head, name)
    return _UTF8


def _text_bytes(data: bytes, name: str) -> None:
    """Refuse the file ``name`` where ``data``, bytes of it with no mark, hold a NUL byte."""
    if 0 in data:
        raise StatementError(
            BANK.tr(
                "The file {name} is not text in UTF-8, UTF-16 with its byte order mark or "
                "Windows-1252, nor an Excel workbook (.xlsx): export the statement as CSV or "
                "XLSX, and import it again."
            ).format(name=name)
        )


def _head_text(head: bytes, encoding: str) -> str:
    """The text of a file's first bytes ``head`` (a character cut at their end left out)."""
    errors = _AS_CP1252 if encoding == _UTF8 else "replace"
    return codecs.getincrementaldecoder(encoding)(errors).decode(head)


def _text(path: Path, encoding: str) -> io.TextIOWrapper:
    """The text of ``path`` in ``encoding``, decoded as it is read, its lines ending however
    the file ends them; read with no mark, a NUL byte met refuses it."""
    raw = _Checked(path.open("rb", buffering=0), path.name, encoding == _UTF8)
    # A bad byte in one narration is that narration's, not the file's.
    errors = _AS_CP1252 if encoding == _UTF8 else "replace"
    return io.TextIOWrapper(io.BufferedReader(raw, _CHUNK), encoding, errors, newline=None)


class _Checked(io.RawIOBase):
    """A file's bytes as they are read, those of a file with no mark refused at the first NUL
    byte, chunk by chunk as the text's reader asks for them."""

    def __init__(self, file: io.RawIOBase, name: str, unmarked: bool) -> None:
        super().__init__()
        self._file, self._name, self._unmarked = file, name, unmarked

    def readable(self) -> bool:
        """Always: it is read."""
        return True

    def readinto(self, buffer: WriteableBuffer) -> int | None:
        """The next bytes into ``buffer``, refused where they hold a NUL byte (unmarked)."""
        view = memoryview(buffer).cast("B")
        count = self._file.readinto(view)
        if count and self._unmarked:
            _text_bytes(view[:count].tobytes(), self._name)
        return count

    def close(self) -> None:
        """Close the file read."""
        self._file.close()
        super().close()


def _as_cp1252(error: UnicodeError) -> tuple[str, int]:
    """The bytes UTF-8 cannot read, read as the Windows code page 1252 Excel's "CSV" writes on
    an Indian Windows (its five unassigned bytes replaced)."""
    assert isinstance(error, UnicodeDecodeError)
    bad = error.object[error.start : error.end]
    return bytes(bad).decode("cp1252", errors="replace"), error.end


codecs.register_error(_AS_CP1252, _as_cp1252)


def _sample(lines: list[str]) -> str:
    """The text the CSV dialect is sniffed from: the first lines of ``lines``."""
    return "\n".join(lines[:80])[:_SNIFFED]


def _csv_rows(lines: Iterable[str], sample: str) -> Iterator[tuple[int, Cells]]:
    """Each CSV record of ``lines`` with the line it starts on (a quoted field may span lines),
    in the dialect ``sample`` shows; a record with a field longer than the csv module takes is
    one ``Broken`` cell, and the next record is read."""
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(sample, _DELIMITERS)
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(lines, dialect)
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

"""Statement files in the layouts of five banks' net-banking exports, two UPI settlement reports
and MT940, made here with their quirks, read back: every transfer with its date, signed amount,
reference and payer; the planted malformed row named by its line, the rest kept."""

from __future__ import annotations

import csv
import datetime as dt
import re
from decimal import Decimal
from pathlib import Path

import openpyxl
import pytest

from app.bank.layouts import KNOWN_LAYOUTS, Layout, Role
from app.bank.reading import read_statement
from app.bank.statement import StatementError
from tests.bank.statements import (
    BANKS,
    CARD_SETTLEMENTS,
    SETTLEMENTS,
    WRITERS,
    Transfer,
    indian,
    phonepe_utr,
    write,
    yesbiz_utr,
)

DAY = dt.date(2026, 4, 1)
TRANSFERS = (
    Transfer(DAY, dt.time(10, 15, 32), Decimal("3540.00"), "412345678901"),
    Transfer(
        DAY, dt.time(11, 2), Decimal("123456.00"), "HDFCN52026040112345", "MEENA DAS", rail="NEFT"
    ),
    Transfer(
        DAY + dt.timedelta(days=1),
        dt.time(9, 30),
        Decimal("1180.50"),
        "612345678901",
        "ARJUN SEN",
        rail="IMPS",
    ),
    Transfer(DAY + dt.timedelta(days=1), dt.time(16, 45), Decimal("-950.00"), "512345678902"),
    # Two genuine rows alike in all a settlement report says (the balance tells them apart in a
    # bank's statement).
    Transfer(DAY + dt.timedelta(days=2), dt.time(12, 0), Decimal("500.00"), "712345678903"),
)


@pytest.mark.parametrize("layout", [*BANKS, *SETTLEMENTS, *CARD_SETTLEMENTS, "MT940"])
def test_each_layout_reads_every_transfer_and_names_the_malformed_row(
    layout: str, tmp_path: Path
) -> None:
    transfers = list(TRANSFERS)
    reports = (*SETTLEMENTS, *CARD_SETTLEMENTS)
    if layout in reports:
        transfers.append(TRANSFERS[-1])
        transfers = [t for t in transfers if t.rail == "UPI"]
    path, bad_line = write(layout, tmp_path, transfers, malformed=True)
    progress: list[tuple[int, int]] = []

    statement = read_statement(path, progress=lambda done, total: progress.append((done, total)))

    assert statement.layout == layout
    assert [(u.line, bool(u.reason)) for u in statement.unreadable] == [(bad_line, True)]
    assert f"Line {bad_line}: " in statement.unreadable[0].sentence()
    assert [(row.on, row.amount) for row in statement.rows] == [(t.on, t.amount) for t in transfers]
    for row, transfer in zip(statement.rows, transfers, strict=True):
        assert transfer.reference in row.references, (row.narration, row.references)
        # A reference column's words ("TRANSFER FROM 4897693162093") are no reference (the
        # journal keeps a row's references apart by spaces).
        assert all(ref and " " not in ref for ref in row.references), row.references
    assert progress and progress[-1][0] == progress[-1][1]
    if layout in ("ICICI Bank", *reports):
        assert [row.at for row in statement.rows] == [t.at for t in transfers]
    if layout in CARD_SETTLEMENTS:
        # A card acquirer's rows are the card tender's, each naming its payout.
        assert all(row.card and row.payout for row in statement.rows)
    if layout in SETTLEMENTS:
        assert {row.payer for row in statement.rows} == {"ravi.kumar@okicici"}
    elif layout in ("Axis Bank", "State Bank of India"):
        # The payer's VPA where the narration carries one, else their name.
        assert [statement.rows[0].payer, statement.rows[2].payer] == [
            "ravi.kumar@okicici",
            "ARJUN SEN",
        ]
    if layout in ("HDFC Bank", "State Bank of India", "ICICI Bank", "Axis Bank"):
        # A NEFT credit's remitter, named after its UTR or (HDFC) after the sender's IFSC.
        assert statement.rows[1].payer == "MEENA DAS", statement.rows[1].narration


def test_indian_grouping_suffixes_and_brackets_are_read(tmp_path: Path) -> None:
    from app.bank.figures import Side, amount_of, date_of, time_of

    assert indian(Decimal("12345678.5")) == "1,23,45,678.50"
    assert amount_of("1,23,45,678.50 Cr") == (Decimal("12345678.50"), Side.CREDIT)
    assert amount_of("1,250.00(Dr)") == (Decimal("1250.00"), Side.DEBIT)
    assert amount_of("(250.00)") == (Decimal("-250.00"), None)
    assert amount_of("\t7,560.00") == (Decimal("7560.00"), None)
    assert date_of("01-Apr-2026") == date_of("1 Apr 26") == date_of("01/04/26") == DAY
    assert amount_of("347.00 Dr") == (Decimal("347.00"), Side.DEBIT)
    # A settlement report's moment: hours and minutes not zero-padded, microseconds.
    assert date_of("2026-04-01 9:5:07.631247") == DAY
    assert time_of("2026-04-01 9:5:07.631247") == dt.time(9, 5, 7)
    assert time_of("2026-04-01 10:15:32.000001") == dt.time(10, 15, 32)
    for wrong in ("1,2,3.00", "12.345", "Cr", "", "1.00 Xr"):
        with pytest.raises(ValueError):
            amount_of(wrong)


def test_a_file_of_no_known_layout_asks_for_the_columns_and_a_saved_mapping_reads_it(
    tmp_path: Path,
) -> None:
    path = tmp_path / "cooperative_bank.csv"
    path.write_text(
        "Posting day;Remarks;Money in;Money out;UTR\n"
        "03.04.2026;UPI from Ravi;3.540,00;;412345678901\n"
        "03.04.2026;Rent;;1000.00;\n",
        encoding="utf-8",
    )
    with pytest.raises(StatementError, match="set which column holds what"):
        read_statement(path)
    mapping = Layout(
        "Saved",
        {
            Role.DATE: "Posting day",
            Role.NARRATION: "Remarks",
            Role.DEPOSIT: "Money in",
            Role.WITHDRAWAL: "Money out",
            Role.REFERENCE: "UTR",
        },
    )
    assert Layout.from_json(mapping.to_json()) == mapping

    statement = read_statement(path, [Layout.from_json(mapping.to_json())])

    # "3.540,00" is no Indian amount: named, the other row kept.
    assert [u.line for u in statement.unreadable] == [2]
    assert [(row.on, row.amount) for row in statement.rows] == [
        (dt.date(2026, 4, 3), Decimal("-1000.00"))
    ]


def test_every_known_layout_has_a_writer_and_a_complete_mapping() -> None:
    assert {layout.name for layout in KNOWN_LAYOUTS} | {"MT940"} == set(WRITERS)
    assert all(layout.is_complete() for layout in KNOWN_LAYOUTS)


def test_a_failed_upi_attempt_in_a_settlement_report_is_no_money_in(tmp_path: Path) -> None:
    """A customer's failed attempt has an RRN of its own (a screen may show it as paid): the
    settlement report lists it with its status, and it is read as no row at all."""
    path, _ = write("YES BANK YesBiz UPI settlement", tmp_path, TRANSFERS[:1] + TRANSFERS[4:])
    with path.open(newline="", encoding="utf-8") as file:
        cells = list(csv.reader(file))
    status = cells[0].index("Status")
    cells[1][status] = "FAILED"
    with path.open("w", newline="", encoding="utf-8") as file:
        csv.writer(file).writerows(cells)

    statement = read_statement(path)

    assert statement.unreadable == []
    assert [(row.on, row.amount, row.references) for row in statement.rows] == [
        (TRANSFERS[4].on, TRANSFERS[4].amount, (TRANSFERS[4].reference,))
    ]


def _written_rows(path: Path) -> list[list[str]]:
    """The cells of a written statement file as text, row by row (MT940: a line a row)."""
    if path.suffix == ".xlsx":
        book = openpyxl.load_workbook(path, read_only=True)
        sheet = book.active
        assert sheet is not None
        found = [["" if cell is None else str(cell) for cell in row] for row in sheet.values]
        book.close()
        return found
    with path.open(newline="", encoding="utf-8") as file:
        if path.suffix == ".csv":
            return [list(row) for row in csv.reader(file)]
        return [[line.rstrip("\n")] for line in file]


def test_the_files_carry_the_quirks_the_issue_lists(tmp_path: Path) -> None:
    """Each quirk is written by at least one layout (the reading test then proves it is read):
    a header not on line 1, opening and closing balance rows, "1,23,456.00", "Cr"/"Dr"
    suffixes, "01-Apr-2026" dates, narrations cut at a fixed width, summary rows at the end."""
    long = Transfer(DAY, dt.time(9), Decimal("123456.00"), "412345678999", "K" * 40)
    rows: dict[str, list[list[str]]] = {}
    for layout in WRITERS:
        folder = tmp_path / layout.replace(" ", "_")
        folder.mkdir()
        path, _ = write(layout, folder, [*TRANSFERS, long])
        rows[layout] = _written_rows(path)
        assert read_statement(path).layout == layout

    def header_line(layout: str) -> int:
        return next(n for n, row in enumerate(rows[layout], 1) if sum(bool(c) for c in row) >= 5)

    def having(test: str) -> set[str]:
        pattern = re.compile(test, re.IGNORECASE)
        return {
            name for name, found in rows.items() if any(pattern.search(c) for r in found for c in r)
        }

    assert {name for name in BANKS if header_line(name) > 1} == set(BANKS)
    assert having(r"^opening balance") >= {"Axis Bank"}
    assert having(r"closing balance") >= {"Axis Bank", "Kotak Mahindra Bank"}
    assert having(r"(^|\s)1,23,456\.00") >= {
        "State Bank of India",
        "Axis Bank",
        "Kotak Mahindra Bank",
    }
    assert having(r"^[\d,]+\.\d\d (Cr|Dr)$") >= {"Kotak Mahindra Bank"}
    assert having(r"^\d{2}-[A-Z][a-z]{2}-\d{4}$") >= {"Kotak Mahindra Bank"}
    assert having(r"^(statement summary|sub total|transaction total|\*\*this is a computer)") >= {
        "HDFC Bank",
        "Axis Bank",
        "Kotak Mahindra Bank",
        "State Bank of India",
    }
    icici = rows["ICICI Bank"]
    description = icici[header_line("ICICI Bank") - 1].index("Description")
    cut = [row[description] for row in icici[header_line("ICICI Bank") :] if row[description]]
    assert max(map(len, cut)) == 50 and cut[-1] == f"UPI/412345678999/{'K' * 40}"[:50]


def _cells(path: Path) -> list[list[str]]:
    with path.open(newline="", encoding="utf-8") as file:
        return list(csv.reader(file))


def _rewrite(path: Path, cells: list[list[str]]) -> None:
    with path.open("w", newline="", encoding="utf-8") as file:
        csv.writer(file).writerows(cells)


def test_a_settlement_reports_rows_name_their_payout_and_its_share(tmp_path: Path) -> None:
    """PhonePe's BankReferenceNo and YesBiz's UTR Number are the payout's UTR, kept with each
    row with what it adds to the payout: its amount less the fee and the fee's GST, to the
    report's own decimals (PhonePe's GST to a tenth of a paisa)."""
    fee = Decimal("7.40")
    sale, refund = TRANSFERS[0], TRANSFERS[3]
    settled = [Transfer(sale.on, sale.at, sale.amount, sale.reference, fee=fee), refund]
    phonepe, _ = write("PhonePe Business settlement", tmp_path, settled)
    read = read_statement(phonepe)
    assert [(row.amount, row.payout, row.settled) for row in read.rows] == [
        (sale.amount, phonepe_utr(sale.on), sale.amount - fee - Decimal("1.332")),
        (refund.amount, phonepe_utr(refund.on), refund.amount),
    ]
    assert phonepe_utr(sale.on) not in read.rows[0].references  # no payment's reference

    yesbiz, _ = write("YES BANK YesBiz UPI settlement", tmp_path, settled)
    read = read_statement(yesbiz)
    assert [(row.amount, row.payout, row.settled) for row in read.rows] == [
        (sale.amount, yesbiz_utr(sale.on), sale.amount - fee - Decimal("1.33")),
        (refund.amount, yesbiz_utr(refund.on), refund.amount),
    ]
    # Juspay's documented header has no UTR Number: its rows are read, naming no payout.
    cells = _cells(yesbiz)
    utr = cells[0].index("UTR Number")
    _rewrite(yesbiz, [row[:utr] + row[utr + 1 :] for row in cells])
    read = read_statement(yesbiz)
    assert [(row.amount, row.payout, row.settled) for row in read.rows] == [
        (sale.amount, "", None),
        (refund.amount, "", None),
    ]
    # A fee that is no amount names its row; the rest are kept.
    cells = _cells(phonepe)
    cells[1][cells[0].index("Fee")] = "seven"
    _rewrite(phonepe, cells)
    read = read_statement(phonepe)
    assert [u.sentence() for u in read.unreadable] == [
        "Line 2: the amount “seven” is not an amount."
    ]
    assert [row.amount for row in read.rows] == [refund.amount]

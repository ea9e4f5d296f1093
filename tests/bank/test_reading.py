"""Statement files in the layouts of five banks' net-banking exports, two UPI settlement reports
and MT940, made here with their quirks, read back: every transfer with its date, signed amount,
reference and payer; the planted malformed row named by its line, the rest kept."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.layouts import KNOWN_LAYOUTS, Layout, Role
from app.bank.reading import read_statement
from app.bank.statement import StatementError
from tests.bank.statements import BANKS, SETTLEMENTS, WRITERS, Transfer, indian, write

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


@pytest.mark.parametrize("layout", [*BANKS, *SETTLEMENTS, "MT940"])
def test_each_layout_reads_every_transfer_and_names_the_malformed_row(
    layout: str, tmp_path: Path
) -> None:
    transfers = list(TRANSFERS)
    if layout in SETTLEMENTS:
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
    assert progress and progress[-1][0] == progress[-1][1]
    if layout in ("ICICI Bank", *SETTLEMENTS):
        assert [row.at for row in statement.rows] == [t.at for t in transfers]
    if layout in SETTLEMENTS:
        assert {row.payer for row in statement.rows} == {"ravi.kumar@okicici"}
    elif layout in ("Axis Bank", "State Bank of India"):
        # The payer's VPA where the narration carries one, else their name.
        assert [statement.rows[0].payer, statement.rows[2].payer] == [
            "ravi.kumar@okicici",
            "ARJUN SEN",
        ]


def test_indian_grouping_suffixes_and_brackets_are_read(tmp_path: Path) -> None:
    from app.bank.figures import Side, amount_of, date_of

    assert indian(Decimal("12345678.5")) == "1,23,45,678.50"
    assert amount_of("1,23,45,678.50 Cr") == (Decimal("12345678.50"), Side.CREDIT)
    assert amount_of("1,250.00(Dr)") == (Decimal("1250.00"), Side.DEBIT)
    assert amount_of("(250.00)") == (Decimal("-250.00"), None)
    assert amount_of("\t7,560.00") == (Decimal("7560.00"), None)
    assert date_of("01-Apr-2026") == date_of("1 Apr 26") == date_of("01/04/26") == DAY
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

    statement = read_statement(path, Layout.from_json(mapping.to_json()))

    # "3.540,00" is no Indian amount: named, the other row kept.
    assert [u.line for u in statement.unreadable] == [2]
    assert [(row.on, row.amount) for row in statement.rows] == [
        (dt.date(2026, 4, 3), Decimal("-1000.00"))
    ]


def test_every_known_layout_has_a_writer_and_a_complete_mapping() -> None:
    assert {layout.name for layout in KNOWN_LAYOUTS} | {"MT940"} == set(WRITERS)
    assert all(layout.is_complete() for layout in KNOWN_LAYOUTS)

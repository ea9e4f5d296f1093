"""Text that looks like a spreadsheet formula (a booking or refund reference the service sent, a
name the clerk typed) stays text in every export: no formula cell in the Excel register, the
text as typed or received; in a CSV a person opens, a text field is escaped by OWASP's rule
(amounts never are); in a file the GST offline tool imports, as it is."""

from __future__ import annotations

import csv
import datetime as dt
import io
import sqlite3
from contextlib import closing
from decimal import Decimal
from pathlib import Path

from openpyxl import load_workbook

from app.api import CancelResult
from app.books.queries import PAID_OF_BOOKING
from app.domain.clock import SERVICE_TZ
from app.domain.gst import Buyer
from app.domain.modules import Module
from app.domain.spreadsheet_text import csv_field
from app.domain.tenders import CASH
from app.journal import Journal, write_csv
from app.journal.export import csv_lines, write_csv_lines
from app.journal.period_export import export_period
from app.journal.store import DATABASE_NAME
from app.reports import shift
from app.reports.counter import operations_on
from tests.api import payloads
from tests.journal.entries import Clock, boat_request, booking_result, cancel_request
from tests.journal.gst_day import AGENCY, DAY, LEDGERS, PRICE
from tests.journal.till_sales import till_sale

# As a hostile service or a careless clerk may write them: each a formula to a spreadsheet.
REFS = ["=cmd|'/C calc'!A0", "+1+2", "-3+4", "@SUM(A1:A2)"]
NAMES = ['=HYPERLINK("http://x.test","Click")', "+91 Traders", "-Minus Ltd", "@Home Stays"]
REFUND_REFS = ["=2+5", "\tTabbed", "\rReturn"]
STEM = f"{DAY.isoformat()}_{DAY.isoformat()}"


def _formula_month(folder: Path) -> Journal:
    """Four sales named and referenced as formulas, three refunds with formula references."""
    at_ten = dt.datetime.combine(DAY, dt.time(10, 0), tzinfo=SERVICE_TZ)
    journal = Journal(folder, now=Clock(at_ten))
    opened = journal.till.open_shift("PB1", "Leela Menon", Decimal("0.00"))
    for number, (ref, name) in enumerate(zip(REFS, NAMES, strict=True), 1):
        basis = AGENCY.basis(Module.BOAT, Buyer(name))
        sale = till_sale(price=PRICE, tax=basis, shift_id=opened.shift_id)
        request_id = f"s-{number}"
        journal.add_create(
            journal.save_scans(boat_request(request_id, customer_name=name)),
            product=name,
            agent=None,
            sale=sale,
        )
        journal.booked(request_id, booking_result(boat_request(request_id), ref))
    for number, (ref, refund) in enumerate(zip(REFS, REFUND_REFS, strict=False), 1):
        request_id = f"c-{number}"
        journal.add_cancel(cancel_request(request_id, ref), agent=None)
        body = payloads.cancel_confirmed()
        body["booking_ref"], body["refund_reference"] = ref, refund
        journal.cancelled(request_id, CancelResult.model_validate(body))
        journal.till.record_refund(
            request_id,
            booking_ref=ref,
            counter="PB1",
            clerk="Leela Menon",
            shift_id=opened.shift_id,
            rule_amount=Decimal("100.00"),
            amount=Decimal("100.00"),
            mode=CASH,
        )
    return journal


def _table(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


def test_the_excel_register_has_no_formula_and_the_text_as_typed_or_received(
    tmp_path: Path,
) -> None:
    _formula_month(tmp_path / "journal").close()
    database = tmp_path / "journal" / DATABASE_NAME
    files = export_period(database, tmp_path / "export", DAY, DAY, LEDGERS)

    book = load_workbook(files.folder / f"sales_register_{STEM}.xlsx")
    cells = [cell for sheet in book.worksheets for row in sheet.iter_rows() for cell in row]
    assert len(cells) > 100
    assert [cell.coordinate for cell in cells if cell.data_type == "f"] == []
    register = list(book["Sales register"].iter_rows(values_only=True))
    header = register[0]
    rows = [dict(zip(header, row, strict=True)) for row in register[1:]]
    assert {row["Customer"] for row in rows} == set(NAMES)
    assert {row["Booking"] for row in rows} == set(REFS)
    b2b = list(book["b2b"].iter_rows(values_only=True))
    assert {row[1] for row in b2b[1:]} <= set(NAMES)
    # Amounts stay numbers, a credit note's negative.
    assert any(isinstance(row["Total"], int | float) and row["Total"] < 0 for row in rows)


def test_a_csv_to_open_escapes_text_by_owasps_rule_and_never_an_amount(tmp_path: Path) -> None:
    _formula_month(tmp_path / "journal").close()
    database = tmp_path / "journal" / DATABASE_NAME
    files = export_period(database, tmp_path / "export", DAY, DAY, LEDGERS)

    text = (files.folder / f"sales_register_{STEM}.csv").read_text("utf-8-sig")
    register = _table(text)
    assert {row["Customer"] for row in register} == {"'" + name for name in NAMES}
    assert {row["Booking"] for row in register} == {"'" + ref for ref in REFS}
    assert any(row["Total"].startswith("-") for row in register)  # a credit note, not escaped
    # The file the GST offline tool imports keeps the name as typed: its own rules stand.
    b2b = _table((files.folder / f"b2b_{STEM}.csv").read_text("utf-8"))
    assert {row["Receiver Name"] for row in b2b} <= set(NAMES)


def test_the_history_csv_escapes_references_and_names_both_ways(tmp_path: Path) -> None:
    journal = _formula_month(tmp_path / "journal")
    plain = io.StringIO(newline="")
    try:
        write_csv(journal.history.rows(), plain)
    finally:
        journal.close()
    by_sqlite = io.StringIO(newline="")
    with closing(sqlite3.connect(tmp_path / "journal" / DATABASE_NAME)) as conn:
        write_csv_lines(csv_lines(conn, PAID_OF_BOOKING), by_sqlite)
    assert plain.getvalue() == by_sqlite.getvalue()
    rows = _table(plain.getvalue())
    assert {row["Booking ref"] for row in rows} == {"'" + ref for ref in REFS}
    assert {row["Customer"] for row in rows} == {"'" + name for name in NAMES}
    assert {row["Product"] for row in rows} == {"'" + name for name in NAMES}


def test_the_shift_csv_escapes_booking_and_refund_references(tmp_path: Path) -> None:
    journal = _formula_month(tmp_path / "journal")
    try:
        report = shift.shift_report(DAY, "PB1", operations_on(journal, DAY), [], None)
    finally:
        journal.close()
    out = io.StringIO(newline="")
    shift.write_csv(report, out)
    rows = _table(out.getvalue())
    assert {row["Booking ref"] for row in rows} == {"'" + ref for ref in REFS}
    refunds = {row["Refund reference"] for row in rows if row["Operation"] != "Sale"}
    assert refunds == {"'" + ref for ref in REFUND_REFS}
    assert {row["Product"] for row in rows if row["Operation"] == "Sale"} == {
        "'" + name for name in NAMES
    }


def test_the_csv_rule_escapes_each_formula_start_and_nothing_else() -> None:
    for start in "=+-@\t\r":
        assert csv_field(f"{start}1") == f"'{start}1"
    for text in ("", "Asha Rao", " =1", "'=1", "1-2", "स्थिति"):
        assert csv_field(text) == text

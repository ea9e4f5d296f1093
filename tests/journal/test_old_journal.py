"""A journal written by the code of commit ba0e0c7 (tenders fixed by ``CHECK`` lists), opened by
today's: its lists dropped in one transaction, and its sales, refunds, shifts and reports read
back as that code read them, to the paisa (``data/ba0e0c7.json``; ``data/old_journal.py`` made
both files)."""

from __future__ import annotations

import json
import shutil
import sqlite3
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from app.api.models import Passenger
from app.domain.tenders import TENDERS, Tender
from app.journal import Journal
from app.journal.records import stored_passengers
from app.journal.retention import without_documents
from app.journal.schema import SCHEMA_VERSION, connect
from app.journal.store import DATABASE_NAME
from app.journal.till_schema import TENDER_TABLES, drop_tender_checks
from app.reports.drawer import x_report, z_figures

DATA = Path(__file__).parent / "data"
OLD_CHECK = "CHECK (mode IN ('Cash', 'UPI', 'Card'))"
# The tenders ba0e0c7 knew, by the key of their figures: any other reads as taking nothing.
OLD_KEYS = ("cash", "upi", "card")


@pytest.fixture
def old_folder(tmp_path: Path) -> Path:
    """A folder holding a copy of ba0e0c7's journal as the app's journal."""
    shutil.copy(DATA / "ba0e0c7.sqlite3", tmp_path / DATABASE_NAME)
    return tmp_path


def read_then() -> dict[str, Any]:
    """What ba0e0c7's code read from its journal."""
    found: dict[str, Any] = json.loads((DATA / "ba0e0c7.json").read_text())
    return found


def tables_with_the_list(path: Path) -> list[str]:
    """The journal's tables whose definition still lists the tenders."""
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'")
        return sorted(name for name, sql in rows if OLD_CHECK in sql)


def part_as_then(part: Tender) -> dict[str, str]:
    """A tender read today, as ba0e0c7's code described it (its mode, amount, details)."""
    found = {"mode": part.kind.code, "amount": str(part.amount)}
    found |= {d.name: value for d, value in zip(part.kind.details, part.details, strict=True)}
    if part.tendered is not None:
        found["tendered"] = str(part.tendered)
    return found


def same_figures(now: dict[str, Any], then: dict[str, Any]) -> None:
    """Every figure of ``then`` unchanged in ``now``; a tender ba0e0c7 did not know took 0,
    nothing was banked nor a cash refund rounded at a close that did not know either, and the
    refunds owed by tender (kept since issue 68) add up to the refunds owed it said."""
    assert {key: now[key] for key in then} == then
    owed = {key for key in now if key.endswith("_owed") and key != "refunds_owed"}
    by_tender = sum((Decimal(now[key]) for key in owed), Decimal(0))
    assert by_tender == (Decimal(now["refunds_owed"]) if owed else Decimal(0))
    new_keys = {f"{kind.key}_{way}" for kind in TENDERS for way in ("in", "out")} | {
        "banked",
        "refund_round_off",
    }
    assert {key: now[key] for key in set(now) - set(then) - owed} == dict.fromkeys(
        new_keys - {f"{key}_{way}" for key in OLD_KEYS for way in ("in", "out")}, "0.00"
    )


def test_the_old_journal_lists_the_tenders_in_three_tables(old_folder: Path) -> None:
    assert tables_with_the_list(old_folder / DATABASE_NAME) == sorted(TENDER_TABLES)


def test_opened_today_its_sales_refunds_and_reports_read_as_they_did(old_folder: Path) -> None:
    then = read_then()
    with Journal(old_folder) as journal:
        till = journal.till
        sales = {
            record.request_id: {
                "state": record.state.value,
                "receipt_no": record.receipt_no,
                "total": str(record.price.total),
                "parts": [part_as_then(part) for part in record.payment.parts],
            }
            for record in till.sales()
        }
        refunds = {
            ref: [[r.mode.code, str(r.amount), r.reference] for r in till.refunds_of(ref)]
            for ref in then["refunds"]
        }
        owed = [
            [o.request_id, mode.code, str(amount)]
            for o in till.refunds_owed()
            for mode, amount in o.due.by
        ]
        (closed,) = till.z_reports("PB1")
        open_shift = till.open_shift_of("PB1")
        assert open_shift is not None
        x_now = x_report(till, open_shift.shift_id).as_record()
    assert tables_with_the_list(old_folder / DATABASE_NAME) == []
    assert (sales, refunds, owed) == (then["sales"], then["refunds"], then["owed"])
    assert (closed.z_no, closed.figures) == (then["z_no"], then["z_report"])
    same_figures(z_figures(closed).as_record(), then["z_read"])
    same_figures(x_now, then["x_report"])


def test_the_lists_go_in_one_transaction_or_not_at_all(old_folder: Path) -> None:
    path = old_folder / DATABASE_NAME
    conn = sqlite3.connect(path)

    def refuse_the_last_drop(action: int, table: str | None, *_: object) -> int:
        # The third table's drop fails: the two rebuilt before it must come back as they were.
        last = action == sqlite3.SQLITE_DROP_TABLE and table == TENDER_TABLES[-1]
        return sqlite3.SQLITE_DENY if last else sqlite3.SQLITE_OK

    rows_before = {t: conn.execute(f"SELECT * FROM {t}").fetchall() for t in TENDER_TABLES}
    conn.set_authorizer(refuse_the_last_drop)
    with pytest.raises(sqlite3.DatabaseError):
        drop_tender_checks(conn)
    conn.set_authorizer(None)
    assert not conn.in_transaction
    rows_after = {t: conn.execute(f"SELECT * FROM {t}").fetchall() for t in TENDER_TABLES}
    conn.close()
    assert tables_with_the_list(path) == sorted(TENDER_TABLES)
    assert rows_after == rows_before


def test_a_new_journal_lists_no_tenders_and_the_step_is_done_once(
    tmp_path: Path, old_folder: Path
) -> None:
    conn = connect(tmp_path / DATABASE_NAME)
    conn.close()
    assert tables_with_the_list(tmp_path / DATABASE_NAME) == []
    conn = connect(old_folder / DATABASE_NAME)  # the lists dropped at this opening
    tables = "SELECT name, rootpage, sql FROM sqlite_master WHERE type = 'table' ORDER BY name"
    after_first = conn.execute(tables).fetchall()
    drop_tender_checks(conn)  # as at every later opening: nothing left to rebuild
    assert [tuple(row) for row in conn.execute(tables)] == [tuple(row) for row in after_first]
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()


def test_its_stored_requests_read_back_with_typed_passengers(old_folder: Path) -> None:
    with Journal(old_folder) as journal:
        sale = journal.find("s-1")
        cancel = journal.find("c-2")
    assert sale is not None and cancel is not None
    (tom,) = sale.passengers()
    assert isinstance(tom, Passenger)
    assert (tom.traveler_name, tom.age, tom.pax_gender, tom.nationality, tom.id_type) == (
        "Tom Baker",
        41,
        "MALE",
        "BRITISH",
        "PASSPORT",
    )
    assert tom.id_number is not None and tom.id_number.startswith("sealed:")  # as stored
    assert cancel.passengers() == []  # a cancellation's body has none
    # A body whose ID numbers were erased (and its customer's contacts) still reads typed.
    erased = without_documents(sale.body) | {"customer_email": "", "customer_phone": ""}
    assert stored_passengers(erased) == [tom.model_copy(update={"id_number": None})]

"""The whole agency's GST export: two counters issue invoices and credit notes, their tax
documents reach the real agency store once each, and one export (the command line, or the
function the agency's button runs) holds both counters' documents, adding up to their Z
reports."""

from __future__ import annotations

import asyncio
import datetime as dt
import stat
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app import i18n
from app.agency.gst_export import export_agency
from app.agency.reads import AgencyReads
from app.cli import main
from app.journal.gst_export import REGISTER_HEADER
from app.journal.period_export import export_period
from app.journal.store import DATABASE_NAME
from app.ui.translation import install_translations
from tests.agency.records import counter
from tests.agency.replication import arrived_once, query, replicate_once
from tests.journal.gst_day import DAY, LEDGERS, D, day_of_sales, read_back

STEM = "agency_2026-12-01_2026-12-01"


async def _two_counters_replicated(agency_db: str, folder: Path, day: dt.date = DAY) -> D:
    """PB1 and PB2 each sell on ``day`` (day_of_sales) and replicate it, twice over; the sum
    of their Z reports' net takings."""
    z_total = D(0)
    for code in ("PB1", "PB2"):
        journal, z_net = day_of_sales(folder / code, code, day)
        journal.close()
        z_total += z_net
        desk = counter(code)
        for _ in range(2):  # a second run sends nothing again
            await replicate_once(folder / code, desk, agency_db)
        await arrived_once(agency_db, folder / code, desk)
    return z_total


async def test_one_export_holds_every_counters_documents(agency_db: str, tmp_path: Path) -> None:
    z_total = await _two_counters_replicated(agency_db, tmp_path)
    stored = await query(
        agency_db,
        "SELECT counter_code, count(*) FROM agency_tax_documents GROUP BY 1 ORDER BY 1",
    )
    assert stored == [("PB1", 6), ("PB2", 6)]  # four invoices and two credit notes each, once

    reads = AgencyReads(agency_db)
    told: list[tuple[int, int]] = []
    try:
        files = await export_agency(
            reads.read,
            tmp_path / "export",
            DAY,
            DAY,
            LEDGERS,
            "Backwater Trails",
            lambda written, total: told.append((written, total)),
        )
    finally:
        await asyncio.to_thread(reads.close)
    assert files.documents == 12 and told[0] == (0, 13) and told[-1] == (13, 13)
    for name in files.names:
        assert name.endswith((f"{STEM}.csv", f"{STEM}.xml", f"{STEM}.xlsx", f"{STEM}.json"))
        assert stat.S_IMODE((files.folder / name).stat().st_mode) == 0o600

    back = read_back(files.folder, STEM, LEDGERS.party)
    assert back.register_total == back.xlsx_total == back.tally_party == z_total
    assert back.filed_taxable == back.hsn_taxable == back.register_taxable
    assert back.hsn_tax == back.register_tax > 0
    # Each counter's series stays its own: the same serials, told apart by the counter's code.
    assert {n for n in back.numbers if n.startswith("PB1/")} == {
        n.replace("PB2/", "PB1/") for n in back.numbers if n.startswith("PB2/")
    }
    assert len(set(back.numbers)) == 12


async def test_the_command_line_exports_the_whole_agency(
    agency_db: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # A day gone by: an export never reaches past today.
    z_total = await _two_counters_replicated(agency_db, tmp_path, dt.date(2026, 10, 14))
    monkeypatch.setenv("COUNTERDESK_HOME", str(tmp_path / "home"))
    out = tmp_path / "accountant"
    argv = ["--agency-gst-export", str(out), "--month", "2026-10", "--agency-db", agency_db]
    assert await asyncio.to_thread(main, argv) == 0
    assert "12 invoices and credit notes of 2026-10-01 to 2026-10-31" in capsys.readouterr().out
    stem = "agency_2026-10-01_2026-10-31"
    back = read_back(out, stem, "Counter sales")  # this PC's Settings: Tally's default ledgers
    assert back.register_total == back.tally_party == z_total
    assert (
        (out / f"sales_register_{stem}.csv")
        .read_text("utf-8-sig")
        .startswith(",".join(REGISTER_HEADER))
    )


@pytest.mark.parametrize(
    ("period", "says"),
    [
        (["--from", "2026-12-02", "--to", "2026-12-01"], "is after the last day"),
        (["--from", "2026-12-01", "--to", "2999-01-01"], "has not come yet"),
        (["--month", "2026-13"], "give a month as YYYY-MM"),
        (["--from", "2026-12-01"], "needs --month, or --from and --to"),
    ],
)
def test_the_command_line_refuses_a_period_it_cannot_export(
    period: list[str], says: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--agency-gst-export", str(tmp_path), *period, "--agency-db", "postgresql://a@b/c"]
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2 and says in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


async def test_the_agencys_gstr3b_is_every_counters_books_and_gstr1(
    agency_db: str, tmp_path: Path
) -> None:
    """GSTR-3B of the agency's month: 3.1 the sum of each counter's own GSTR-3B (its journal's
    documents and books), equal to the store's books' output GST, and no difference by
    document: each counter's entries are found by its code."""
    await _two_counters_replicated(agency_db, tmp_path)
    month = (DAY.replace(day=1), DAY.replace(day=31))
    own = [
        export_period(
            tmp_path / code / DATABASE_NAME, tmp_path / code / "3b", *month, LEDGERS, gstr3b=True
        ).gstr3b
        for code in ("PB1", "PB2")
    ]
    reads = AgencyReads(agency_db)
    try:
        files = await export_agency(
            reads.read, tmp_path / "export", *month, LEDGERS, gstin="32AAACB1234F1ZI", gstr3b=True
        )
    finally:
        await asyncio.to_thread(reads.close)
    figures = files.gstr3b
    assert figures is not None and files.names == (
        f"gstr3b_122026_agency_{month[0]}_{month[1]}.csv",
    )
    heads = ("taxable", "integrated", "central", "state")
    counters = [sum((getattr(f.outward, head) for f in own if f), D(0)) for head in heads]
    assert [getattr(figures.outward, head) for head in heads] == counters
    assert counters[2] > 0
    (stored,) = await query(
        agency_db,
        "SELECT sum(credit) - sum(debit) FROM agency_book_day_lines"
        " WHERE account LIKE 'gst:%' AND account <> 'gst:input'"
        f" AND day BETWEEN '{month[0]}' AND '{month[1]}'",
    )
    assert stored[0] == figures.outward.tax == figures.books_output.tax
    assert figures.differences == ()


async def test_the_command_line_writes_the_agencys_gstr3b_csv_and_pdf(
    agency_db: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    qapp: QApplication,
) -> None:
    await _two_counters_replicated(agency_db, tmp_path, dt.date(2026, 10, 14))
    monkeypatch.setenv("COUNTERDESK_HOME", str(tmp_path / "home"))
    out = tmp_path / "accountant"
    argv = ["--agency-gst-export", str(out), "--month", "2026-10", "--agency-db", agency_db]
    try:
        assert await asyncio.to_thread(main, [*argv, "--gstr3b"]) == 0
    finally:
        install_translations(i18n.ENGLISH)
    stem = "gstr3b_102026_agency_2026-10-01_2026-10-31"
    assert f"{stem}.csv, {stem}.pdf" in capsys.readouterr().out
    assert sorted(path.name for path in out.iterdir()) == [f"{stem}.csv", f"{stem}.pdf"]
    assert (out / f"{stem}.pdf").read_bytes().startswith(b"%PDF")
    rows = (out / f"{stem}.csv").read_text("utf-8").splitlines()
    assert any(row.startswith("3.1 (a),") and not row.endswith(",0.00,") for row in rows)


def test_gstr3b_from_the_command_line_is_a_months(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--agency-gst-export", str(tmp_path), "--from", "2026-12-01", "--to", "2026-12-02"]
    with pytest.raises(SystemExit) as stopped:
        main([*argv, "--gstr3b", "--agency-db", "postgresql://a@b/c"])
    assert stopped.value.code == 2 and "--gstr3b needs --month" in capsys.readouterr().err

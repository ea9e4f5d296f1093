"""The access log against whoever holds the journal file: with the triggers dropped, its last
entries cut, all of it deleted, its first ones deleted under a forged anchor, or an entry
rewritten and the chain made again after it, ``verify`` names what was done (the key of the
chain is not in the file; the head a Z report printed is the witness of the end)."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Callable
from decimal import Decimal as D
from pathlib import Path

import pytest

from app.counter.config.paths import AppPaths
from app.counter.services.privacy_audit import privacy_audit
from app.counter.services.till_shift import close_shift
from app.domain.till import DrawerCount
from app.journal.access_log import Witness, digits, head, verify
from app.journal.store import DATABASE_NAME
from app.reports.drawer import x_report
from app.reports.drawer_report import drawer_report
from app.reports.receipt_data import AgencyDetails
from tests.privacy.test_access_log import _journal_with_entries


def _witnessed(folder: Path) -> Witness:
    """Four entries written by the app; the head a Z report printed (16 hex digits of it)."""
    with _journal_with_entries(folder) as journal:
        now = head(journal._conn)
    assert now is not None
    mark = now[1].removesuffix(digits(now[1]))
    return now[0], now[1][: len(mark) + 16]  # the key's mark and the 16 digits the paper shows


def _after(folder: Path, *statements: str, witness: Witness | None = None) -> list[str]:
    """What ``verify`` says once ``statements`` ran on the file, its triggers dropped."""
    conn = sqlite3.connect(folder / DATABASE_NAME)
    conn.row_factory = sqlite3.Row
    try:
        conn.execute("DROP TRIGGER IF EXISTS access_log_append_only")
        conn.execute("DROP TRIGGER IF EXISTS access_log_kept_a_year")
        for statement in statements:
            conn.execute(statement)
        conn.commit()
        return verify(conn, [witness] if witness else [])
    finally:
        conn.close()


def test_the_last_entries_cut_are_named_against_the_witness(tmp_path: Path) -> None:
    witness = _witnessed(tmp_path)
    assert _after(tmp_path, witness=witness) == []
    problems = _after(tmp_path, "DELETE FROM access_log WHERE seq > 2", witness=witness)
    assert problems == [
        "entries 3 to 4, witnessed on a Z report, are gone: the log ends at entry 2"
    ]


def test_the_whole_log_deleted_is_named_against_the_witness(tmp_path: Path) -> None:
    witness = _witnessed(tmp_path)
    problems = _after(tmp_path, "DELETE FROM access_log", witness=witness)
    assert problems == ["entries 1 to 4, witnessed on a Z report, are gone: the log is empty"]


def test_the_first_entries_deleted_under_a_forged_anchor_are_named(tmp_path: Path) -> None:
    _witnessed(tmp_path)
    conn = sqlite3.connect(tmp_path / DATABASE_NAME)
    (second,) = conn.execute("SELECT hash FROM access_log WHERE seq = 2").fetchone()
    conn.close()
    problems = _after(
        tmp_path,
        "DELETE FROM access_log WHERE seq <= 2",
        f"INSERT INTO access_log_anchor (only, seq, hash) VALUES (1, 2, '{second}')",
    )
    assert problems == [
        "the log starts after entry 2 under an anchor this counter did not seal: entries up "
        "to it were removed before their year"
    ]


def test_an_entry_rewritten_and_the_chain_made_again_after_it_is_named(tmp_path: Path) -> None:
    witness = _witnessed(tmp_path)
    conn = sqlite3.connect(tmp_path / DATABASE_NAME)
    conn.row_factory = sqlite3.Row
    rows = [dict(row) for row in conn.execute("SELECT * FROM access_log ORDER BY seq")]
    conn.close()
    # Entry 2's reason rewritten, and every hash from it on made again as the chain makes them,
    # as far as one can without the key (SHA-256 of the same text, or the keyed mark put back).
    rows[1]["why"] = "nothing to see"
    statements, prev = [], rows[0]["hash"]
    mark = prev.removesuffix(digits(prev))
    for row in rows[1:]:
        fields = [
            row["seq"], row["at"], row["who"], row["role"], row["action"], row["subject"],
            row["fields"], row["why"],
        ]  # fmt: skip
        canonical = json.dumps(fields, ensure_ascii=False, separators=(",", ":"))
        digest = mark + hashlib.sha256(f"{prev}\n{canonical}".encode()).hexdigest()
        statements.append(
            f"UPDATE access_log SET why = '{row['why']}', prev_hash = '{prev}', hash = '{digest}'"
            f" WHERE seq = {row['seq']}"
        )
        prev = digest
    problems = _after(tmp_path, *statements, witness=witness)
    assert problems == [
        "entry 2 was changed after it was written",
        "entry 3 was changed after it was written",
        "entry 4 was changed after it was written",
        "entry 4 is not the one a Z report witnessed",
    ]


def test_the_z_report_witnesses_the_head_and_the_audit_names_the_cut(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path).create()
    with _journal_with_entries(paths.journal) as journal:
        shift = journal.till.open_shift("PB1", "Leela Menon", D("1000.00"))
        counted = DrawerCount.of({500: 2})
        report = close_shift(journal.till, shift, counted, "Leela Menon", None, "")
        now = head(journal._conn)
        assert journal.privacy.verify() == []
        figures = x_report(journal.till, shift.shift_id, counted)
    assert now is not None and report.access_log is not None
    assert (report.access_log.seq, report.access_log.link) == (4, digits(now[1]))
    printed = drawer_report(
        figures,
        shift,
        counted,
        z_no=report.z_no,
        agency=AgencyDetails("Backwater Trails", "", "", ""),
        made_at=report.closed_at,
        training=False,
        access_chain=report.access_log.printed,
    )
    shown = digits(now[1])
    assert printed.access_chain == f"#4 {shown[:4]} {shown[4:8]} {shown[8:12]} {shown[12:16]}"
    assert "Access log: its chain holds" in privacy_audit(paths, 30)

    _after(paths.journal, "DELETE FROM access_log WHERE seq > 1")
    assert (
        "Access log: NOT AS WRITTEN\n"
        "  entries 2 to 4, witnessed on a Z report, are gone: the log ends at entry 1"
    ) in privacy_audit(paths, 30)


def _rechained(folder: Path) -> list[str]:
    """Entry 2's reason rewritten and the chain made again after it, without the key."""
    conn = sqlite3.connect(folder / DATABASE_NAME)
    conn.row_factory = sqlite3.Row
    rows = [dict(row) for row in conn.execute("SELECT * FROM access_log ORDER BY seq")]
    conn.close()
    statements, prev = [], rows[0]["hash"]
    for row in rows[1:]:
        fields = [row["seq"], row["at"], row["who"], row["role"], row["action"], row["subject"],
                  row["fields"], "nothing to see" if row["seq"] == 2 else row["why"]]  # fmt: skip
        canonical = json.dumps(fields, ensure_ascii=False, separators=(",", ":"))
        digest = hashlib.sha256(f"{prev}\n{canonical}".encode()).hexdigest()
        statements.append(
            f"UPDATE access_log SET why = '{fields[-1]}', prev_hash = '{prev}', hash = '{digest}'"
            f" WHERE seq = {row['seq']}"
        )
        prev = digest
    return statements


CASES = {
    "last-entries-cut": (
        lambda _folder: ["DELETE FROM access_log WHERE seq > 2"],
        "  entries 3 to 4, witnessed on a Z report, are gone: the log ends at entry 2",
    ),
    "all-deleted": (
        lambda _folder: ["DELETE FROM access_log"],
        "  entries 1 to 4, witnessed on a Z report, are gone: the log is empty",
    ),
    "first-deleted-under-a-forged-anchor": (
        lambda _folder: [
            "INSERT INTO access_log_anchor (only, seq, hash)"
            " SELECT 1, seq, hash FROM access_log WHERE seq = 2",
            "DELETE FROM access_log WHERE seq <= 2",
        ],
        "  the log starts after entry 2 under an anchor this counter did not seal: entries up "
        "to it were removed before their year",
    ),
    "rewritten-and-rechained": (_rechained, "  entry 2 was changed after it was written"),
}


@pytest.mark.parametrize(("tamper", "named"), CASES.values(), ids=CASES.keys())
def test_privacy_audit_names_each_of_the_four_tamperings(
    tmp_path: Path, tamper: Callable[[Path], list[str]], named: str
) -> None:
    paths = AppPaths.under(tmp_path).create()
    with _journal_with_entries(paths.journal) as journal:
        shift = journal.till.open_shift("PB1", "Leela Menon", D("1000.00"))
        close_shift(journal.till, shift, DrawerCount.of({500: 2}), "Leela Menon", None, "")
    assert "Access log: its chain holds" in privacy_audit(paths, 30)
    _after(paths.journal, *tamper(paths.journal))
    audit = privacy_audit(paths, 30)
    assert "Access log: NOT AS WRITTEN" in audit and named in audit.splitlines()


def _grown(folder: Path) -> list[Witness]:
    """Every entry's hash as the agency store witnesses it while the log grows."""
    conn = sqlite3.connect(folder / DATABASE_NAME)
    try:
        rows = conn.execute("SELECT seq, hash FROM access_log ORDER BY seq").fetchall()
    finally:
        conn.close()
    return [(int(seq), digits(str(hash_))) for seq, hash_ in rows]


def _grown_after(folder: Path, grown: list[Witness], *statements: str) -> list[str]:
    """What ``verify`` says against the store's heads ``grown`` once ``statements`` ran."""
    conn = sqlite3.connect(folder / DATABASE_NAME)
    conn.row_factory = sqlite3.Row
    try:
        conn.execute("DROP TRIGGER IF EXISTS access_log_kept_a_year")
        for statement in statements:
            conn.execute(statement)
        conn.commit()
        return verify(conn, grown=grown)
    finally:
        conn.close()


def test_the_store_s_heads_as_the_log_grew_hold_for_the_log_as_written(tmp_path: Path) -> None:
    _witnessed(tmp_path)
    assert _grown_after(tmp_path, _grown(tmp_path)) == []


def test_the_store_s_heads_name_entries_cut_from_the_end(tmp_path: Path) -> None:
    _witnessed(tmp_path)
    grown = _grown(tmp_path)
    assert _grown_after(tmp_path, grown, "DELETE FROM access_log WHERE seq > 2") == [
        "entries 3 to 4, witnessed by the agency store, are gone: the log ends at entry 2"
    ]


@pytest.mark.parametrize(
    ("kept", "which"), [((1, 2), "entry 2 was"), ((2,), "one of entries 1 to 2 was")]
)
def test_the_first_head_that_differs_is_named_and_what_it_bounds(
    tmp_path: Path, kept: tuple[int, ...], which: str
) -> None:
    _witnessed(tmp_path)
    grown = [(seq, "f" * 64 if seq == 2 else head_) for seq, head_ in _grown(tmp_path)]
    assert _grown_after(tmp_path, [w for w in grown if w[0] in kept]) == [
        f"entry 2 is not the one the agency store witnessed as the log grew: {which} changed"
        " after its hash left this computer"
    ]

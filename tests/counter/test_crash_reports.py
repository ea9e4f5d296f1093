"""Crash reports without Qt: a run's fault file and mark, what the next start makes of them, the
reports kept (the last ten), and what is scrubbed from a report before it leaves the counter."""

from __future__ import annotations

import datetime as dt
import faulthandler
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.counter.config.crash_reports import (
    FAULT_SUFFIX,
    KEEP,
    REPORT_PREFIX,
    CrashWatch,
    OpenSale,
    crash_folder,
    open_sale,
    past_reports,
    redact_report,
)
from app.counter.config.logs import REDACTED, SecretRedactor
from app.counter.config.paths import AppPaths
from app.journal import Journal
from tests.private_modes import assert_private

CONTEXT = "Counterdesk 9.9 · Linux · screen 1366x768 at 1x"
KEY = "sandbox-demo-key-0001"
PASSPORT = "Z8812345"
TRACE = "Fatal Python error: Segmentation fault\n\nCurrent thread 0x1 (most recent call first):\n"


@pytest.fixture
def paths(tmp_path: Path) -> Iterator[AppPaths]:
    """The app's folders; faulthandler as the test run had it, afterwards."""
    was_enabled = faulthandler.is_enabled()
    yield AppPaths.under(tmp_path).create()
    if not was_enabled:
        faulthandler.disable()


def fault_file(paths: AppPaths, name: str, text: str) -> Path:
    """A fault file an earlier run left (``name``: its start stamp and process id)."""
    folder = crash_folder(paths)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}{FAULT_SUFFIX}"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_clean_run_leaves_neither_fault_file_nor_mark(paths: AppPaths) -> None:
    watch = CrashWatch.start(paths)
    assert faulthandler.is_enabled()
    assert watch.fault_path.exists()
    assert_private(watch.fault_path)
    assert_private(crash_folder(paths))
    assert watch.take_over(CONTEXT, OpenSale()) == []
    mark = json.loads(watch.mark_path.read_text(encoding="utf-8"))
    assert mark["context"] == CONTEXT and mark["fault"] == watch.fault_path.name
    assert_private(watch.mark_path)
    watch.close()
    assert not watch.fault_path.exists()
    assert not watch.mark_path.exists()
    again = CrashWatch.start(paths)
    assert not again.left_behind()
    assert again.take_over(CONTEXT, OpenSale()) == []
    again.close()


# The log's line ends as each system's logging writes them: Windows' text files end lines in CR LF.
@pytest.mark.parametrize("line_end", ["\n", "\r\n"], ids=["posix", "windows"])
def test_a_killed_run_is_reported_from_its_mark_at_its_last_log_line(
    paths: AppPaths, line_end: str
) -> None:
    killed = CrashWatch.start(paths)
    killed.take_over(CONTEXT, OpenSale())
    paths.log_file.write_text(
        "2026-12-05 14:30:05,120 INFO app.ui.launch: Window ready (catalogue loaded)\n"
        "2026-12-05 14:31:40,002 INFO app.ui.desk: a last word\n",
        encoding="utf-8",
        newline=line_end,
    )
    killed.fault.close()  # as the kernel does when it kills the process; no close() ran

    start = CrashWatch.start(paths)
    assert start.left_behind()
    (report,) = start.take_over(CONTEXT, OpenSale(draft="Asha Rao · Ross Island · 2 seats"))
    assert not report.fatal
    assert report.stopped_at == dt.datetime(2026, 12, 5, 14, 31, 40)
    assert "How: it ended without closing (killed, a power cut" in report.text
    assert f"Run: {CONTEXT}" in report.text
    assert "Open sale (kept as a draft): Asha Rao · Ross Island · 2 seats" in report.text
    assert "(catalogue loaded)\n2026-12-05 14:31:40,002 INFO app.ui.desk:" in report.text
    assert not killed.fault_path.exists()
    assert_private(report.path)
    assert past_reports(paths) == [report]
    start.close()
    assert past_reports(paths) == [report]  # kept after the run that reported it


def test_a_fault_file_with_text_is_reported_once_and_an_empty_stray_one_dropped(
    paths: AppPaths,
) -> None:
    crashed = fault_file(paths, "20261205-143000-4242", TRACE)
    written = dt.datetime.fromtimestamp(crashed.stat().st_mtime).replace(microsecond=0)
    stray = fault_file(paths, "20261205-120000-4141", "")  # a run with no mark, no fault
    watch = CrashWatch.start(paths)
    assert watch.left_behind()
    (report,) = watch.take_over(CONTEXT, OpenSale())
    assert report.fatal
    assert report.path.name == f"{REPORT_PREFIX}20261205-143000-4242.txt"
    assert report.stopped_at == written  # when the fault was written
    assert TRACE.strip() in report.text
    assert "Run: not known" in report.text
    assert not crashed.exists() and not stray.exists()
    watch.close()
    again = CrashWatch.start(paths)
    assert again.take_over(CONTEXT, OpenSale()) == []  # reported once
    again.close()


def test_the_last_ten_reports_are_kept(paths: AppPaths) -> None:
    for minute in range(KEEP + 2):
        fault_file(paths, f"20261205-14{minute:02d}00-{100 + minute}", TRACE)
    watch = CrashWatch.start(paths)
    assert len(watch.take_over(CONTEXT, OpenSale())) == KEEP + 2
    watch.close()
    kept = past_reports(paths)
    assert len(kept) == KEEP
    names = sorted(report.path.name for report in kept)
    assert names[0] == f"{REPORT_PREFIX}20261205-140200-102.txt"  # the two oldest went
    assert names[-1] == f"{REPORT_PREFIX}20261205-141100-111.txt"
    watch = CrashWatch.start(paths)
    fault_file(paths, "20261205-150000-200", TRACE)
    watch.take_over(CONTEXT, OpenSale())
    watch.close()
    assert len(past_reports(paths)) == KEEP  # one more in, the oldest out


def test_a_report_leaves_out_the_key_the_password_and_passport_numbers() -> None:
    redactor = SecretRedactor()
    redactor.add(KEY)
    redactor.add("agency-Pa55word")
    text = (
        f"key {KEY} password agency-Pa55word\n"
        f"body {{'passengers': [{{'id_number': '{PASSPORT}'}}]}}\n"
        'json {"id_number": "P7766554"}\n'
        f"free text {PASSPORT} and 1234 and 2 seats\n"
    )
    clean = redact_report(text, redactor.redact, [PASSPORT, "12"])
    assert KEY not in clean and "agency-Pa55word" not in clean
    assert PASSPORT not in clean and "P7766554" not in clean
    assert f"'id_number': '{REDACTED}'" in clean
    assert f'"id_number": "{REDACTED}"' in clean
    assert "and 1234 and 2 seats" in clean  # too short to be a document number


def test_the_open_sale_is_read_from_the_journal_with_its_passport_numbers(
    paths: AppPaths,
) -> None:
    body = {
        "version": 1,
        "module": "ACTIVITY",
        "product": "Ross Island",
        "qty": 2,
        "customer": {"name": "Asha Rao"},
        "passengers": [{"traveler_name": "Asha Rao", "id_number": PASSPORT}, {"id_number": ""}],
    }
    with Journal(paths.journal) as journal:
        assert open_sale(journal) == OpenSale()
        journal.drafts.save(body, {})
        sale = open_sale(journal)
    assert sale.draft == "Asha Rao · Ross Island · 2 seats"
    assert sale.sending == ()
    assert sale.id_numbers == (PASSPORT,)
    fault_file(paths, "20261205-143000-4242", f"{TRACE}{PASSPORT}\n")
    watch = CrashWatch.start(paths)
    (report,) = watch.take_over(CONTEXT, sale)
    watch.close()
    assert PASSPORT not in report.text
    assert PASSPORT not in report.path.read_text(encoding="utf-8")


def test_the_log_tail_is_the_earlier_runs_not_this_ones(paths: AppPaths) -> None:
    paths.log_file.write_text("2026-12-05 14:30:05,120 INFO x: before\n", encoding="utf-8")
    fault_file(paths, "20261205-143000-4242", TRACE)
    watch = CrashWatch.start(paths)
    with paths.log_file.open("a", encoding="utf-8") as log:
        log.write("2026-12-05 15:00:00,000 INFO x: this run\n")
    (report,) = watch.take_over(CONTEXT, OpenSale())
    watch.close()
    assert "before" in report.text
    assert "this run" not in report.text

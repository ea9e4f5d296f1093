"""A month's trial balance as its export files, CSV and PDF, in one language: the bytes the
shift report saves and the month's close hashes (docs/decisions/trial-balance.md). Qt draws the
PDF, in a worker as any document (``app.ui.documents``); nothing here reads a clock.
"""

from __future__ import annotations

import datetime as dt
import tempfile
from pathlib import Path

from app.counter.services.shift_reports import read_trial_balance
from app.i18n import in_language
from app.reports.trial_balance import (
    TrialBalance,
    title_of,
    trial_balance_csv,
    trial_balance_html,
)
from app.ui.documents import write_pdf


def file_stem(balance: TrialBalance) -> str:
    """``trial_balance_PB1_2026-12``: whose and which month, as the GST export names its files."""
    return f"trial_balance_{balance.whose}_{balance.first:%Y-%m}"


def trial_balance_files(
    balance: TrialBalance, language: str, made: dt.datetime, currency: str = "INR"
) -> dict[str, bytes]:
    """``balance`` in ``language`` as its CSV and its PDF, by file name: the same bytes for the
    same books, language and ``made`` (the PDF's creation time, an argument, never now)."""
    stem = file_stem(balance)
    with in_language(language):
        csv = trial_balance_csv(balance)
        html = trial_balance_html(balance, currency)
        title = title_of(balance)
    with tempfile.TemporaryDirectory(prefix="trial-balance-") as folder:
        pdf = write_pdf(html, Path(folder) / f"{stem}.pdf", title, made).read_bytes()
    return {f"{stem}.csv": csv, f"{stem}.pdf": pdf}


def month_trial_balance_files(
    database: Path, whose: str, day: dt.date, language: str, made: dt.datetime
) -> dict[str, bytes]:
    """The trial balance of ``day``'s month of the journal ``database``'s books (``whose``: the
    counter's code) as ``trial_balance_files``: what the month's close hashes of it."""
    return trial_balance_files(read_trial_balance(database, whose, day), language, made)

"""A month's trial balance as its export files is the same bytes whenever it is made: the CSV and
the PDF of 031aec36's December of every kind of money event (``month_of_every_kind``), made
twice more than a second apart with the same time of making, are byte for byte the same; the
PDF dated by that time, not by the clock; another time of making changes the PDF alone."""

from __future__ import annotations

import datetime as dt
import re
import time
from pathlib import Path

from pytestqt.qtbot import QtBot

from app import i18n
from app.journal.store import DATABASE_NAME
from app.ui.trial_balance_files import month_trial_balance_files
from tests.books.test_tally_ledgers import month_of_every_kind
from tests.ui.helpers.pdf_text import pdf_text

CLOSED = dt.datetime(2027, 1, 3, 18, 30, 5, tzinfo=dt.UTC)
DECEMBER = dt.date(2026, 12, 1)


def test_the_month_s_files_are_the_same_bytes_whenever_made(qtbot: QtBot, tmp_path: Path) -> None:
    month_of_every_kind(tmp_path)
    database = tmp_path / DATABASE_NAME
    first = month_trial_balance_files(database, "PB1", DECEMBER, i18n.ENGLISH, CLOSED)
    time.sleep(1.1)  # the clock's second moves on: Qt writes the file's time to the second
    second = month_trial_balance_files(database, "PB1", DECEMBER, i18n.ENGLISH, CLOSED)
    names = ["trial_balance_PB1_2026-12.csv", "trial_balance_PB1_2026-12.pdf"]
    assert sorted(first) == names
    assert first == second
    pdf = first[names[1]]
    assert b"(D:20270103183005Z)" in pdf
    assert re.findall(rb'xmp:CreateDate="([^"]+)"', pdf) == [b"2027-01-03T18:30:05+00:00"]
    later = month_trial_balance_files(
        database, "PB1", DECEMBER, i18n.ENGLISH, CLOSED + dt.timedelta(days=1)
    )
    assert later[names[0]] == first[names[0]]
    assert later[names[1]] != first[names[1]]
    (tmp_path / "tb.pdf").write_bytes(pdf)
    text = pdf_text(tmp_path / "tb.pdf").replace("\xa0", " ")
    assert "Trial balance, December 2026 — PB1" in text
    assert "Customers (sundry), 4 bookings" in text
    assert "Opening debit" in text
